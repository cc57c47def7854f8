/**
 * The refurbished shopper's facts on the product page (issue 36): the Omnibus line only where a
 * reduction is shown, the installment line, what the grade means (the grade choice's
 * description), the unit's battery, the specifications by kind with what is in the box, and the
 * delivery countdown that asks for the next estimate once its cut-off passes and hydrates
 * without a mismatch although the server rendered it at another minute.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Listing } from '@refurb/shared-contracts/api/catalog';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { iphone14ProListings } from '../test-support/iphone-14-pro';
import { RO_PRODUCT_GUIDE as guide, roDeliveryEstimate } from '../test-support/product-guide';
import { TestSite } from '../test-support/test-site';
import {
  BatteryLine,
  DeliveryLines,
  GradeNote,
  InstallmentsLine,
  PreviousPrice,
} from './ProductFacts';
import { Savings, SpecSheet } from './StaticFacts';

const listing = (change: Partial<Listing> = {}): Listing => ({
  ...iphone14ProListings()[0]!,
  ...change,
});

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

const inRo = (node: React.ReactNode) => render(<TestSite country="ro">{node}</TestSite>);
// Intl writes a narrow no-break space in some locales: compare with plain spaces.
const text = () => document.body.textContent?.replace(/\s/g, ' ') ?? '';

describe('prices', () => {
  it('says where the struck price comes from, only when it is above the price', () => {
    inRo(<PreviousPrice listing={listing({ price: 3000, previousPrice: 3400 })} guide={guide} />);
    expect(text()).toContain(
      'Cel mai mic preț din ultimele 30 de zile înainte de reducere: 3.400 lei',
    );
    cleanup();
    inRo(<PreviousPrice listing={listing({ price: 3000, previousPrice: null })} guide={guide} />);
    inRo(<PreviousPrice listing={listing({ price: 3000, previousPrice: 2900 })} guide={guide} />);
    expect(text()).toBe('');
  });

  it('offers the lowest monthly payment with its number of installments and the conditions', () => {
    inRo(
      <InstallmentsLine
        listing={listing({ installments: { method: 'oney', months: 4, monthly: 750 } })}
        guide={guide}
      />,
    );
    expect(text()).toContain('sau de la 750 lei/lună, în 4 rate');
    expect(screen.getByRole('link', { name: 'Condiții de finanțare' }).getAttribute('href')).toBe(
      '/ajutor/#financing',
    );
    cleanup();
    inRo(<InstallmentsLine listing={listing({ installments: null })} guide={guide} />);
    expect(text()).toBe('');
  });
});

describe('condition and battery', () => {
  it('defines the chosen grade, with what every grade shares and a link to the help page', () => {
    inRo(<GradeNote id="grade-note" grade="BUN" guide={guide} />);
    const note = document.getElementById('grade-note');
    expect(note?.textContent).toContain('Zgârieturi mici, vizibile de la 30 cm.');
    expect(note?.textContent).toContain(guide.sameInEveryGrade);
    expect(screen.getByRole('link', { name: guide.lines.gradesHelp }).getAttribute('href')).toBe(
      '/ajutor/#grades',
    );
  });

  it("shows the unit's measured battery, a new one as such, and the shop's floor", () => {
    inRo(
      <BatteryLine
        listing={listing({ batteryType: 'Standard', batteryHealth: 91 })}
        guide={guide}
      />,
    );
    expect(text()).toContain('Sănătatea bateriei: 91 % din capacitatea unei baterii noi');
    expect(text()).toContain(guide.battery.text);
    cleanup();
    inRo(
      <BatteryLine listing={listing({ batteryType: 'Noua', batteryHealth: 100 })} guide={guide} />,
    );
    expect(text()).toContain('Baterie nouă: 100 % din capacitate');
    cleanup();
    inRo(<BatteryLine listing={listing({ batteryHealth: null })} guide={guide} />);
    expect(text()).toBe('');
  });
});

describe('specifications', () => {
  it("lists a phone's specifications in the guide's labels, 5G as a word and what is in the box", () => {
    inRo(
      <SpecSheet
        specs={{
          chip: 'Apple A15 Bionic',
          ram: '4 GB',
          screen: '6.1" OLED',
          fiveG: true,
          weight: 1174,
          inBox: ['cable', 'sim-tool'],
        }}
        guide={guide}
      />,
    );
    const rows = [...document.querySelectorAll('.specs div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Procesor', 'Apple A15 Bionic'],
      ['Memorie RAM', '4 GB'],
      ['Ecran', '6.1" OLED'],
      ['5G', 'Da'],
      ['Greutate', '1.174 g'],
      ['În cutie', 'cablu de încărcare, ac pentru SIM'],
    ]);
  });
});

describe('what refurbished saves', () => {
  it("says what this kind of device avoids, in the site's numbers, with the method linked", () => {
    inRo(<Savings type="LAPTOP" guide={guide} />);
    expect(text()).toContain('eviți aproximativ 235 kg CO2e și 1.500 g de deșeuri electronice');
    expect(screen.getByRole('link', { name: 'Cum calculăm' }).getAttribute('href')).toBe(
      '/ajutor/#impact',
    );
  });
});

describe('delivery', () => {
  it('counts down to the cut-off and says the days per delivery kind', () => {
    const now = Date.now();
    inRo(
      <DeliveryLines estimate={roDeliveryEstimate(now, 200)} guide={guide} onExpired={() => {}} />,
    );
    const lines = [...document.querySelectorAll('.delivery li')].map((li) =>
      li.textContent?.replace(/\s/g, ' '),
    );
    expect(lines[0]).toMatch(/^Comandă în 3 h (20|19) min$/);
    expect(lines[1]).toBe('Curier: livrare joi, 3 decembrie – vineri, 4 decembrie');
    expect(lines[2]).toBe('easybox: livrare joi, 3 decembrie');
  });

  it('asks for the next estimate once the cut-off has passed, and hides the stale one', () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-02T12:00:00Z') });
    const onExpired = jest.fn();
    const estimate = roDeliveryEstimate(Date.now(), 2);
    inRo(<DeliveryLines estimate={estimate} guide={guide} onExpired={onExpired} />);
    expect(document.querySelector('.delivery')).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(3 * 60_000);
    });
    expect(onExpired).toHaveBeenCalledWith(estimate.estimates[0]!.orderBy);
    expect(document.querySelector('.delivery')).toBeNull();
  });

  it('hydrates the countdown the server wrote a minute earlier without a mismatch', async () => {
    const estimate = roDeliveryEstimate(Date.now(), 200);
    const page = (
      <TestSite country="ro">
        <DeliveryLines estimate={estimate} guide={guide} onExpired={() => {}} />
      </TestSite>
    );
    const realNow = Date.now;
    // The server rendered it 90 s ago (the page cache), when 201.5 minutes were left.
    Date.now = () => realNow() - 90_000;
    const html = renderToString(page);
    Date.now = realNow;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // After hydration the browser's own minute is shown.
    expect(container.querySelector('.delivery li')?.textContent).toMatch(/3 h (20|19) min/);
    errors.mockRestore();
    container.remove();
  });
});
