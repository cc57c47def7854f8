/**
 * The add buttons in jsdom with the page's real bus: what a click sends on `cart.add-phone`, what
 * the button says meanwhile, and what the person is told when the product cannot be added.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { type ListingPageResponse } from '@refurb/shared-contracts/api/catalog';
import { PhoneCartItemSchema, type ExtraService } from '@refurb/shared-contracts/cart';
import { createEventBus, type BusPayload, type EventBus } from '@refurb/shared-contracts/runtime';
import { extraService } from '@refurb/shared-contracts/fixtures';
import { waitFor } from '@testing-library/react';
import type { ProductLookup, ProductLookupResult } from '../adapters/http-product-lookup';
import { createCartI18n } from '../i18n/catalogues';
import { wireAddToCartButtons } from './add-to-cart-buttons';
import type { NoticeTone } from './notices';

const page: ListingPageResponse = {
  model: {
    modelId: 31,
    legacyModelId: 1031,
    type: 'SMARTPHONE',
    brand: 'Google',
    brandSlug: 'google',
    name: 'Pixel 7',
    slug: 'google-pixel-7',
    specs: { size: '6.3"' },
  },
  listing: {
    productId: 'P00522',
    legacySellOrderId: 700522,
    sku: 'SKU-1031-00522',
    storage: '128GB',
    color: 'Snow',
    grade: 'FOARTE_BUN',
    stock: 7,
    batteryType: 'Standard',
    batteryHealth: 90,
    price: 1329,
    previousPrice: null,
    image: '/content/images/google-pixel-7-snow-320.svg',
  },
};
const warranty: ExtraService = extraService();

const bus: EventBus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});

function setUp(country: 'ro' | 'hu', lookup: ProductLookup) {
  const told: { tone: NoticeTone; text: string }[] = [];
  const reports: string[] = [];
  const sent: BusPayload<'cart.add-phone'>[] = [];
  const stopListening = bus.subscribe('cart.add-phone', (payload) => sent.push(payload));
  const unwire = wireAddToCartButtons({
    root: document,
    country,
    i18n: createCartI18n(country),
    lookup,
    cartBus: () => Promise.resolve(bus),
    tell: (tone, text) => told.push({ tone, text }),
    report: (message) => reports.push(message),
  });
  cleanups.push(unwire, stopListening);
  return { told, reports, sent };
}

const found = (overrides: Partial<ListingPageResponse['listing']> = {}): ProductLookupResult => ({
  ok: true,
  page: { ...page, listing: { ...page.listing, ...overrides } },
  services: [warranty],
});

function button(productId: string, label = 'Adaugă în coș'): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.setAttribute('data-refurb-add-to-cart', productId);
  document.body.append(element);
  return element;
}

let cleanups: (() => void)[] = [];
beforeEach(() => {
  cleanups = [];
});
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  document.body.innerHTML = '';
});

describe('an add-to-cart button on a marketing page', () => {
  it('sends the product as a phone cart item, in the site’s words, busy meanwhile', async () => {
    let answer: (result: ProductLookupResult) => void = () => undefined;
    const lookup = jest.fn<ProductLookup>(
      () => new Promise<ProductLookupResult>((resolve) => (answer = resolve)),
    );
    const { sent, told } = setUp('hu', lookup);
    const add = button('P00522', 'Kosárba');
    add.click();
    expect(add.getAttribute('aria-busy')).toBe('true');
    add.click(); // a second click while adding is ignored
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('hu', 'P00522');
    answer(found());
    await waitFor(() => expect(sent).toHaveLength(1));
    const { item } = sent[0]!;
    expect(PhoneCartItemSchema.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      id: 'P00522',
      order_id: 700522,
      buy_price: 1329,
      configSummary: '128GB, Snow, Nagyon jó',
      origin: 'Embed',
      available_extra_services: [{ ...warranty, isSelected: false }],
      selected_extra_services: [],
    });
    expect(item.productUrl).toMatch(/^\/bolt\/google\//);
    await waitFor(() => expect(add.hasAttribute('aria-busy')).toBe(false));
    expect(told).toEqual([]);
  });

  it('works for buttons the page adds later and inside them, and never submits a form', async () => {
    const { sent } = setUp('ro', () => Promise.resolve(found()));
    const form = document.createElement('form');
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    document.body.append(form);
    const late = document.createElement('button');
    late.setAttribute('data-refurb-add-to-cart', 'P00522');
    late.innerHTML = '<span>Adaugă</span>';
    form.append(late);
    late.querySelector('span')!.click();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(submitted).not.toHaveBeenCalled();
  });

  it.each([
    ['sold out', found({ stock: 0 }), 'Google Pixel 7 nu mai este în stoc.'],
    [
      'unknown to the shop',
      { ok: false, reason: 'not-found', message: '404 No product' } as const,
      'Acest produs nu mai este disponibil.',
    ],
    [
      'unreachable',
      { ok: false, reason: 'unavailable', message: '0 network' } as const,
      'Produsul nu a putut fi adăugat în coș. Încearcă din nou.',
    ],
  ])('a product %s is told as an error and not sent', async (_, result, text) => {
    const { sent, told } = setUp('ro', () => Promise.resolve(result));
    const add = button('P00526');
    add.click();
    await waitFor(() => expect(told).toEqual([{ tone: 'error', text }]));
    expect(sent).toEqual([]);
    await waitFor(() => expect(add.hasAttribute('aria-busy')).toBe(false));
  });

  it('a cart that cannot start is told and reported', async () => {
    const told: string[] = [];
    const reports: string[] = [];
    cleanups.push(
      wireAddToCartButtons({
        root: document,
        country: 'ro',
        i18n: createCartI18n('ro'),
        lookup: () => Promise.resolve(found()),
        cartBus: () => Promise.reject(new Error('runtime-config.json answered 503')),
        tell: (_, text) => told.push(text),
        report: (message) => reports.push(message),
      }),
    );
    button('P00522').click();
    await waitFor(() =>
      expect(told).toEqual(['Produsul nu a putut fi adăugat în coș. Încearcă din nou.']),
    );
    expect(reports[0]).toMatch(/P00522: Error: runtime-config.json answered 503/);
  });

  it('an element naming no product is reported and ignored; other clicks are not touched', () => {
    const { reports, sent } = setUp('ro', () => Promise.resolve(found()));
    const empty = button('  ');
    empty.click();
    expect(reports).toEqual(['an element with data-refurb-add-to-cart names no product']);
    expect(empty.hasAttribute('aria-busy')).toBe(false);
    const link = document.createElement('a');
    link.href = '#elsewhere';
    document.body.append(link);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(sent).toEqual([]);
  });
});
