import { afterEach, describe, expect, it } from '@jest/globals';
import { serializeSessionEntry } from '@refurb/shared-contracts/checkout';
import { type BusPayload } from '@refurb/shared-contracts/runtime';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { choosePlace } from '@refurb/web-kit/src/testing/choose-place';
import { ATTEMPT_KEY } from '../adapters/session-attempt-store';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { fakeCheckoutApi, memoryStorage } from '../test-support/fake-checkout-api';
import { bus, config } from '../test-support/page-harness';
import { CheckoutPage } from './checkout-page';

const snapshot: BusPayload<'cart.updated'> = {
  cart: cart({ phoneCart: [phone({ buy_price: 2499 })] }),
  total: 2499,
  itemCount: 1,
  promo: null,
};

afterEach(cleanup);

function renderCheckout(storage = memoryStorage(), fake = fakeCheckoutApi()) {
  const cleared: string[] = [];
  const stop = bus.subscribe('cart.clear', ({ reason }) => cleared.push(reason));
  render(
    <CheckoutRoot
      country="ro"
      config={config}
      ports={{ api: fake.api, storage, botCheck: { token: async () => 'bot-token-0123456789' } }}
    >
      <CheckoutPage />
    </CheckoutRoot>,
  );
  act(() => {
    bus.publish('cart.updated', snapshot);
  });
  return { storage, fake, cleared, stop };
}

const continueButton = () => screen.getByRole('button', { name: 'Continuă' });

describe('the checkout page', () => {
  it('takes a RO guest from contact to a cash order, with errors beside the fields', async () => {
    const user = userEvent.setup();
    const { fake, cleared, storage, stop } = renderCheckout();
    await screen.findByRole('heading', { name: /Date de contact/ });
    await user.click(continueButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Verifică câmpurile marcate: 3 de corectat.',
    );
    const name = screen.getByRole('textbox', {
      name: /Nume și prenume/,
      description:
        'Scrie numele complet: 2–100 caractere, litere, spații, cratime, apostrofuri și puncte.',
    });
    expect(document.activeElement).toBe(name);
    await user.type(name, 'Ana Popescu');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@example.ro');
    await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '0722 123 456');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    // Every free-text field stops at its length (the server refuses longer).
    const limits = ['Nume și prenume', 'E-mail', 'Telefon'].map(
      (label) =>
        screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(label) }).maxLength,
    );
    expect(limits).toEqual([100, 254, 30]);
    await user.click(continueButton());

    // Delivery: courier to an address picked from the courier service's lists.
    await user.click(await screen.findByRole('radio', { name: /Curier la adresă/ }));
    await choosePlace(user, /Județ/, 'cluj', 'Cluj');
    await choosePlace(user, /Localitate/, 'turd', 'Turda');
    await user.type(screen.getByRole('textbox', { name: /Stradă/ }), 'Str. Republicii');
    await user.type(screen.getByRole('textbox', { name: /^Număr/ }), '10');
    // The postal code in RO's format: 6 digits, said beside the field.
    const postal = screen.getByRole('textbox', { name: /Cod poștal/ });
    expect(postal.getAttribute('aria-describedby')).toBe('co-address-postalCode-hint');
    await user.type(postal, '4010');
    await user.click(continueButton());
    expect(await screen.findByText('Scrie codul poștal, din 6 cifre.')).toBeTruthy();
    await user.type(postal, '01');
    await user.click(continueButton());

    // Billing: a company with a bad tax id is stopped with the country's example.
    await user.click(await screen.findByRole('radio', { name: 'Persoană juridică' }));
    await user.type(screen.getByRole('textbox', { name: /Denumirea firmei/ }), 'Refurb Test SRL');
    const fiscal = screen.getByRole('textbox', { name: /Cod fiscal/ });
    await user.type(fiscal, '12345678');
    await user.type(screen.getByRole('textbox', { name: /Registrul Comerțului/ }), 'J12/345/2020');
    await user.type(screen.getByRole('textbox', { name: /E-mail firmă/ }), 'office@example.ro');
    await user.type(screen.getByRole('textbox', { name: /Telefon firmă/ }), '0264 000 000');
    await user.click(continueButton());
    expect(document.activeElement).toBe(fiscal);
    screen.getByRole('textbox', {
      name: /Cod fiscal/,
      description: /Codul fiscal nu este valid. Exemplu: RO12345678./,
    });
    await user.clear(fiscal);
    await user.type(fiscal, 'ro12345678');
    await user.click(continueButton());

    // Payment: the RO courier methods; cash says its fee.
    const cash = await screen.findByRole('radio', {
      name: 'Ramburs la curier',
      description: 'Numerar, curierului Se adaugă o taxă de ramburs de 9,99 lei.',
    });
    expect(screen.getAllByRole('radio', { name: /./ }).map((r) => r.getAttribute('value'))).toEqual(
      ['online-card', 'tbi-tnpl', 'tbi-bnpl', 'oney', 'cash-on-delivery'],
    );
    await user.click(cash);
    await user.click(continueButton());

    // Review: the server's sums, then one order.
    const total = await screen.findByText('Total de plată');
    expect(total.nextElementSibling?.textContent).toBe('2.508,99 lei');
    // The note above the button links the site's terms and privacy policy, in a new tab.
    const terms = screen.getByRole('link', { name: 'termenii și condițiile' });
    expect(terms.getAttribute('href')).toBe('/termeni-si-conditii/');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(
      screen.getByRole('link', { name: 'politicii de confidențialitate' }).getAttribute('href'),
    ).toBe('/politica-de-confidentialitate/');
    const place = screen.getByRole('button', { name: 'Plasează comanda' });
    await user.dblClick(place);
    await waitFor(() => expect(cleared).toEqual(['order-placed']));
    expect(fake.placed).toHaveLength(1);
    expect(fake.placed[0]).toMatchObject({
      country: 'ro',
      delivery: 'courier',
      paymentMethod: 'cash-on-delivery',
      shownTotal: 2508.99,
      contact: { name: 'Ana Popescu', email: 'ana@example.ro', phone: '0722 123 456' },
      deliveryDetails: {
        kind: 'courier',
        subType: '',
        address: {
          judet: 'Cluj',
          oras: 'Turda',
          county_id: 12,
          locality_id: 664518,
          strada: 'Str. Republicii',
          nr: '10',
          cod_postal: '401001',
          details: null,
        },
      },
      billing: {
        customerType: 'corporate',
        company: {
          name: 'Refurb Test SRL',
          fiscalCode: 'RO12345678',
          taxNumber: '12345678',
          registrationNumber: 'J12/345/2020',
        },
      },
    });
    expect(window.location.pathname).toBe('/multumim/');
    // The data layer saw each step and the purchase, with the model ids (at most 5).
    const pushes = (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];
    expect(pushes.filter((p) => p.event === 'checkout').map((p) => p.checkoutStep)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(pushes.filter((p) => p.event === 'checkout').at(-1)).toMatchObject({
      deliveryMode: 'COURIER',
    });
    expect(pushes.find((p) => p.event === 'purchase')).toMatchObject({
      orderId: 'RO-1001',
      modelId1: phone().model_id,
    });
    // Checkout reset: the six keys are gone; the attempt stays for the thank-you page.
    expect([...storage.data.keys()]).toEqual([ATTEMPT_KEY]);
    stop();
  }, 20_000); // a whole checkout typed key by key: seconds on a loaded 2-core machine

  it('resumes at the step the person was on, with what was typed, after a reload', async () => {
    const storage = memoryStorage();
    const field = (value: string) => ({ value, isValid: true });
    storage.setItem(
      'contactDetails',
      serializeSessionEntry('contactDetails', {
        name: field('Ana Popescu'),
        email: field('ana@example.ro'),
        phoneNumber: field('0722123456'),
      }),
    );
    storage.setItem(
      'deliveryMethod',
      serializeSessionEntry('deliveryMethod', { kind: 'locker', subType: 'easybox' }),
    );
    storage.setItem('paymentMethod', '{ not json');
    const { stop } = renderCheckout(storage);
    const delivery = await screen.findByRole('heading', { name: /Livrare/ });
    const step = delivery.closest('li')!;
    expect(step.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Ana Popescu · ana@example.ro · 0722123456')).toBeTruthy();
    expect(
      (await within(step).findByRole<HTMLInputElement>('radio', { name: /Locker/ })).checked,
    ).toBe(true);
    // The unreadable entry was dropped, the others kept.
    expect(storage.getItem('paymentMethod')).toBeNull();
    await userEvent
      .setup()
      .click(await within(step).findByRole('button', { name: 'Alege easybox Cluj-Napoca 1' }));
    const stored = JSON.parse(storage.getItem('deliveryDetails')!) as {
      value: { pickupPoint: { lockerId: string } };
    };
    expect(stored.value.pickupPoint.lockerId).toBe('ro-easybox-1301-1');
    stop();
  });

  it('starts a logged-in person with the name, e-mail and phone of their account', async () => {
    act(() => {
      bus.publish('session.changed', {
        user: {
          id: 'u-2',
          deactivated_at: null,
          email: 'maria@example.ro',
          displayName: 'Maria Ionescu',
          phoneNumber: '+40722000111',
        },
      });
    });
    const { storage, stop } = renderCheckout();
    const value = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name }).value;
    await waitFor(() => expect(value(/Nume și prenume/)).toBe('Maria Ionescu'));
    expect([value(/E-mail/), value(/Telefon/)]).toEqual(['maria@example.ro', '+40722000111']);
    // Kept like typed values: a reload finds them.
    expect(storage.getItem('contactDetails')).toContain('Maria Ionescu');
    act(() => {
      bus.publish('session.changed', { user: null });
    });
    stop();
  });

  it('offers a logged-in person their saved addresses, the first chosen (-1), and keeps a new one', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const field = (value: string) => ({ value, isValid: true });
    storage.setItem(
      'contactDetails',
      serializeSessionEntry('contactDetails', {
        name: field('Ana Popescu'),
        email: field('ana@example.ro'),
        phoneNumber: field('0722123456'),
      }),
    );
    const saved = (id: number, nr: string) => ({
      id,
      address_type: 'DELIVERY' as const,
      user_id: 'u-1',
      judet: 'Cluj',
      oras: 'Turda',
      county_id: 13,
      locality_id: 1302,
      strada: 'Str. Republicii',
      nr,
      cod_postal: '401001',
      details: null,
    });
    const fake = fakeCheckoutApi({ addresses: [saved(7, '10'), saved(9, '12')] });
    act(() => {
      bus.publish('session.changed', {
        user: {
          id: 'u-1',
          deactivated_at: null,
          email: 'ana@example.ro',
          displayName: null,
          phoneNumber: null,
        },
      });
    });
    const { stop } = renderCheckout(storage, fake);
    await user.click(await screen.findByRole('radio', { name: /Curier la adresă/ }));
    const first = await screen.findByRole<HTMLInputElement>('radio', {
      name: 'Str. Republicii 10, Turda, Cluj, 401001',
    });
    expect(first.checked).toBe(true);
    expect(screen.queryByRole('combobox', { name: /Județ/ })).toBeNull();
    await user.click(continueButton());
    await screen.findByRole('radio', { name: 'Persoană juridică' });
    const details = JSON.parse(storage.getItem('deliveryDetails')!) as {
      value: { savedAddressId: number; address: { number: { value: string } } };
    };
    expect(details.value.savedAddressId).toBe(7);
    expect(details.value.address.number.value).toBe('10');

    // Back to delivery: a new address, kept in the account.
    await user.click(screen.getByRole('button', { name: 'Modifică: Livrare' }));
    await user.click(await screen.findByRole('radio', { name: 'O adresă nouă' }));
    await choosePlace(user, /Județ/, 'Cluj', 'Cluj');
    await choosePlace(user, /Localitate/, 'napoca', 'Cluj-Napoca');
    await user.type(screen.getByRole('textbox', { name: /Stradă/ }), 'Bd. Eroilor');
    // A look at a saved address and back: what was typed is still there.
    await user.click(
      screen.getByRole('radio', { name: 'Str. Republicii 12, Turda, Cluj, 401001' }),
    );
    await user.click(screen.getByRole('radio', { name: 'O adresă nouă' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Stradă/ }).value).toBe(
      'Bd. Eroilor',
    );
    await user.type(screen.getByRole('textbox', { name: /^Număr/ }), '5');
    await user.type(screen.getByRole('textbox', { name: /Cod poștal/ }), '400001');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Salvează adresa în contul meu' })
        .checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Salvează și revino la sumar' }));
    await screen.findByRole('radio', { name: 'Persoană juridică' });
    expect(fake.addresses?.map((a) => a.strada)).toEqual([
      'Str. Republicii',
      'Str. Republicii',
      'Bd. Eroilor',
    ]);
    const kept = JSON.parse(storage.getItem('deliveryDetails')!) as {
      value: { savedAddressId: number };
    };
    expect(kept.value.savedAddressId).toBe(502);
    act(() => {
      bus.publish('session.changed', { user: null });
    });
    stop();
  });
});
