import { DEFAULT_CHECKOUT_STEP } from '@refurb/shared-contracts/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { type AccessoryOffer } from '@refurb/shared-contracts/api/catalog';
import { checkoutStepOf, type CartState, type PhoneCartItem } from '@refurb/shared-contracts/cart';
import { createEventBus, RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { accessory, extraService, NOW, phone } from '@refurb/shared-contracts/fixtures';
import { Profiler } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createMemoryCartStore } from '../adapters/memory-cart-repository';
import { CartServiceContext } from '../app/cart-context';
import { createCartService, stopCartService, type CartService } from '../app/cart-service';
import { CartI18nContext } from '../i18n/i18n';
import { fakeCartApi } from '../test-support/fake-cart-api';
import { CartPage } from './cart-page';
import { ExtrasPage } from './extras-page';
import { MiniCart } from './mini-cart';

const config = RuntimeConfigSchema.parse(localConfig);
const wrap: AccessoryOffer = {
  id: 'wrap',
  name: 'Ambalaj cadou',
  translatedName: 'Ambalaj cadou',
  price: 15,
  image: '/content/accessories/ambalaj cadou.jpg',
  isWrappingTax: true,
  category: 'WRAP',
};
const cover: AccessoryOffer = {
  ...wrap,
  id: 'cover',
  name: 'Husa silicon',
  translatedName: 'Husă din silicon',
  price: 49,
  isWrappingTax: false,
  category: 'COVER',
};

const api = fakeCartApi({
  services: [
    extraService(),
    extraService({ id: 'ins', key: 'insurance_damage_12', type: 'INSURANCE', price: 120 }),
    extraService({ id: 'adth', key: 'insurance_Ad_Th_12', type: 'INSURANCE', price: 180 }),
  ],
  offers: [cover, wrap],
});

async function renderCart(
  country: 'ro' | 'hu' = 'ro',
  flags: Partial<typeof config.flags> = {},
  page: 'cart' | 'extras' = 'cart',
  onMiniCartRender: () => void = () => {},
  settings: Partial<typeof config> = {},
) {
  const store = createMemoryCartStore();
  const service = await createCartService({
    country,
    config: { ...config, ...settings, flags: { ...config.flags, ...flags } },
    api,
    now: () => NOW,
    repository: store.open(() => ({ now: NOW, expiryMonths: 1, stateVersion: '1.04' })),
  });
  const view = render(
    <CartServiceContext.Provider value={service}>
      <CartI18nContext.Provider value={service.i18n}>
        <Profiler id="mini-cart" onRender={onMiniCartRender}>
          <MiniCart />
        </Profiler>
        {page === 'cart' ? <CartPage /> : <ExtrasPage />}
      </CartI18nContext.Provider>
    </CartServiceContext.Provider>,
  );
  return { service, store, view };
}

async function addPhone(service: CartService, overrides: Partial<PhoneCartItem> = {}) {
  const bus = createEventBus({
    target: window,
    createEvent: (n, d) => new CustomEvent(n, { detail: d }),
  });
  await act(async () => {
    bus.publish('cart.add-phone', {
      item: phone({
        available_extra_services: [extraService()],
        ...overrides,
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await waitFor(() => expect(service.actor.getSnapshot().context.cart.phoneCart).toHaveLength(1));
}

afterEach(() => stopCartService());

describe('the cart page', () => {
  it('shows the empty state with a way to the phones', async () => {
    await renderCart();
    expect(screen.getByRole('heading', { name: 'Coșul tău este gol' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vezi telefoanele' }).getAttribute('href')).toBe(
      '/telefoane/',
    );
    expect(screen.getByRole('button', { name: 'Coș, 0 produse' })).toBeTruthy();
  });

  it('shows a phone added through the bus, with its total, extras tabs and the badge count', async () => {
    const { service, store } = await renderCart();
    await addPhone(service);
    expect(await screen.findByRole('heading', { name: phone().title })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('2.499 lei');
    expect(screen.getByRole('button', { name: 'Coș, 1 produs' })).toBeTruthy();
    expect((JSON.parse(store.raw ?? '{}') as CartState).phoneCart).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: /warranty_12/ }));
    expect(screen.getByTestId('cart-total').textContent).toBe('2.598 lei');
    // The summary says what the total is made of, and that delivery comes at checkout.
    const summary = within(screen.getByRole('complementary', { name: 'Sumar' }));
    const lines = summary
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(lines).toEqual([
      ['Produse (1)', '2.499 lei'],
      ['Servicii și baterii noi', '99 lei'],
      ['Livrare', 'se calculează la finalizarea comenzii'],
    ]);
  });

  it('leaves a closed mini-cart alone on an edit that keeps the count; its drawer shows the new total', async () => {
    let miniCartRenders = 0;
    const { service } = await renderCart('ro', {}, 'cart', () => (miniCartRenders += 1));
    await addPhone(service);
    await screen.findByRole('button', { name: 'Coș, 1 produs' });
    const before = miniCartRenders;
    await userEvent.click(screen.getByRole('radio', { name: /warranty_12/ }));
    expect(screen.getByTestId('cart-total').textContent).toBe('2.598 lei');
    expect(miniCartRenders).toBe(before);

    await userEvent.click(screen.getByRole('button', { name: 'Coș, 1 produs' }));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText(phone().shortTitle)).toBeTruthy();
    expect(drawer.querySelector('.cart-summary__total')?.textContent).toBe('Total: 2.598 lei');
    await userEvent.click(screen.getByRole('radio', { name: /Fără/ }));
    expect(drawer.querySelector('.cart-summary__total')?.textContent).toBe('Total: 2.499 lei');
  });

  it("says the unit's measured battery in the phone's line (issue 36)", async () => {
    const { service } = await renderCart();
    await addPhone(service, { batteryHealth: 91 });
    const line = (await screen.findByRole('heading', { name: phone().title })).closest('article');
    expect(line?.textContent).toContain('Stare: Foarte bun · Baterie 91 % ·');
  });

  it('puts Ad_Th insurance in its own tab after the refresh', async () => {
    const { service } = await renderCart();
    await addPhone(service);
    act(() => service.refresh());
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        'Garanție extinsă',
        'Asigurare',
        'Asigurare daune și furt',
      ]),
    );
    expect(tabs.length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Asigurare daune și furt' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent?.trim()),
    ).toEqual(['Fără', 'insurance_Ad_Th_12 (+180 lei)']);
  });

  it('adds a suggested accessory and gift wrap, and removes the phone leaving an empty cart', async () => {
    const { service } = await renderCart();
    await addPhone(service);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Adaugă Husă din silicon în coș' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Ambalaj cadou/ }));
    expect(screen.getByTestId('cart-total').textContent).toBe('2.563 lei');
    expect(screen.getByRole('button', { name: 'Coș, 2 produse' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Elimină ${phone().title} din coș` }));
    expect(await screen.findByRole('heading', { name: 'Coșul tău este gol' })).toBeTruthy();
  });

  it('checks a promo code, says when it is not valid, and takes its percentage off the phones', async () => {
    const { service, store } = await renderCart();
    await addPhone(service);
    const field = screen.getByRole('textbox', { name: 'Cod promoțional' });
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Aplică' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Codul nu este valid sau a expirat.',
    );
    expect((field as HTMLInputElement).value).toBe('NOPE');
    await userEvent.clear(field);
    await userEvent.type(field, 'refurb10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplică' }));
    expect(await screen.findByText('Cod REFURB10: −10% la dispozitive')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('2.249,1 lei');
    // Kept with the cart (issue 33, point 7), not in this tab's session storage.
    await waitFor(() =>
      expect((JSON.parse(store.raw ?? 'null') as CartState | null)?.promo).toEqual({
        code: 'REFURB10',
        percentage: 10,
      }),
    );
    const sessionKeys = Array.from({ length: sessionStorage.length }, (_, i) =>
      sessionStorage.key(i),
    );
    expect(sessionKeys.filter((key) => key?.includes('promo'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Elimină codul' }));
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('2.499 lei'));
    await waitFor(() =>
      expect((JSON.parse(store.raw ?? 'null') as CartState | null)?.promo).toBeNull(),
    );
  });

  it('speaks Hungarian with forints on the HU site', async () => {
    const { service } = await renderCart('hu');
    await addPhone(service);
    expect(await screen.findByRole('heading', { name: 'Kosaram' })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('2499 Ft');
  });
});

describe('behind their flags', () => {
  it('sends the cart on to the extras step when the upsell page is on, and from there to login', async () => {
    const off = await renderCart();
    await addPhone(off.service);
    expect(screen.getByRole('link', { name: 'Continuă comanda' }).getAttribute('href')).toBe(
      '/cosul-meu/autentificare/',
    );
    off.view.unmount();
    await stopCartService();
    const on = await renderCart('ro', { isUpsellPageActive: true });
    await addPhone(on.service);
    expect(screen.getByRole('link', { name: 'Continuă comanda' }).getAttribute('href')).toBe(
      '/cosul-meu/extra/',
    );
    on.view.unmount();
    await stopCartService();
    const extras = await renderCart('ro', { isUpsellPageActive: true }, 'extras');
    await addPhone(extras.service);
    expect(screen.getByRole('heading', { level: 1, name: 'Completează-ți comanda' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /warranty_12/ })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Continuă spre finalizare' }).getAttribute('href'),
    ).toBe('/cosul-meu/autentificare/');
  });

  it('removing the last phone on the extras step empties the cart and returns to the cart page', async () => {
    window.history.replaceState(null, '', '/cosul-meu/extra/');
    const extras = await renderCart('ro', { isUpsellPageActive: true }, 'extras');
    await addPhone(extras.service);
    const title = extras.service.actor.getSnapshot().context.cart.phoneCart[0]!.title;
    await userEvent.click(screen.getByRole('button', { name: `Elimină ${title} din coș` }));
    await waitFor(() => expect(window.location.pathname).toBe('/cosul-meu/'));
    expect(extras.service.actor.getSnapshot().context.cart.phoneCart).toEqual([]);
  });

  it('shows accessory images from the runtime config’s accessoriesImageBase (spec section 3)', async () => {
    const base = 'https://images.example/accesorii';
    const { service, view } = await renderCart('ro', {}, 'cart', () => {}, {
      accessoriesImageBase: base,
    });
    await addPhone(service);
    const add = await screen.findByRole('button', { name: 'Adaugă Husă din silicon în coș' });
    const image = add.closest('li')?.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${base}/husa%20silicon.jpg`);
    view.unmount();
  });

  it('offers a free screen protector with each phone while areFreeScreenProtectorsActive is on', async () => {
    const on = await renderCart('ro', { areFreeScreenProtectorsActive: true });
    await addPhone(on.service);
    const title = on.service.actor.getSnapshot().context.cart.phoneCart[0]!.title;
    const line = screen.getByRole('article', { name: title });
    expect(
      within(line).getByText('Folie de protecție pentru ecran, gratuit cu telefonul'),
    ).toBeTruthy();
    // Free: the total is the phone's alone.
    expect(screen.getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('2.499 lei');
    on.view.unmount();
    await stopCartService();
    const hu = await renderCart('hu', { areFreeScreenProtectorsActive: true });
    await addPhone(hu.service);
    expect(screen.getByText('Ingyenes kijelzővédő fólia a telefonhoz')).toBeTruthy();
    hu.view.unmount();
    await stopCartService();
    const off = await renderCart('ro');
    await addPhone(off.service);
    expect(screen.queryByText(/Folie de protecție pentru ecran/)).toBeNull();
  });

  it('keeps the checkout step in the cart state: COSUL_MEU by default, EXTRA on the extras step', async () => {
    const stored = (store: { raw: string | null }) =>
      (JSON.parse(store.raw ?? 'null') as CartState | null)?.checkoutStep;
    const extras = await renderCart('ro', { isUpsellPageActive: true }, 'extras');
    await addPhone(extras.service);
    expect(checkoutStepOf(extras.service.actor.getSnapshot().context.cart)).toBe('EXTRA');
    await waitFor(() => expect(stored(extras.store)).toBe('EXTRA'));
    extras.view.unmount();
    await stopCartService();
    // Back on the cart page (the same stored cart): the first step again.
    const store = createMemoryCartStore(extras.store.raw);
    const service = await createCartService({
      country: 'ro',
      config,
      api,
      now: () => NOW,
      repository: store.open(() => ({ now: NOW, expiryMonths: 1, stateVersion: '1.04' })),
    });
    render(
      <CartServiceContext.Provider value={service}>
        <CartI18nContext.Provider value={service.i18n}>
          <CartPage />
        </CartI18nContext.Provider>
      </CartServiceContext.Provider>,
    );
    await waitFor(() => expect(stored(store)).toBe(DEFAULT_CHECKOUT_STEP));
    expect(checkoutStepOf(service.actor.getSnapshot().context.cart)).toBe('COSUL_MEU');
  });

  it('shows the suggestions as a carousel only when it is on', async () => {
    const off = await renderCart();
    await addPhone(off.service);
    await screen.findByRole('button', { name: 'Adaugă Husă din silicon în coș' });
    expect(screen.queryByRole('list', { name: /derulează orizontal/ })).toBeNull();
    off.view.unmount();
    await stopCartService();
    const on = await renderCart('ro', { isCarouselCartActive: true });
    await addPhone(on.service);
    expect(await screen.findByRole('list', { name: /derulează orizontal/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accesoriile următoare' })).toBeTruthy();
  });

  it('offers accessories in a dialog after a phone is added when the cross-sell modal is on', async () => {
    const { service } = await renderCart('ro', { isCrossSellModalActive: true });
    await addPhone(service);
    const dialog = await screen.findByRole('dialog', { name: 'Adăugat în coș' });
    await within(dialog).findByRole('button', { name: 'Adaugă Husă din silicon în coș' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Adăugat în coș' })).toBeNull();
  });

  it('puts back what checkout restores (issue 35) without a cross-sell dialog or an addToCart', async () => {
    const { service } = await renderCart('ro', { isCrossSellModalActive: true });
    const pushes = () =>
      ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (push) => push.event === 'addToCart',
      ).length;
    const before = pushes();
    const bus = createEventBus({
      target: window,
      createEvent: (n, d) => new CustomEvent(n, { detail: d }),
    });
    await act(async () => {
      bus.publish('cart.add-phone', { item: phone(), restored: true });
      bus.publish('cart.add-accessory', { accessory: accessory(), restored: true });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() =>
      expect(service.actor.getSnapshot().context.cart.accessoryCart).toHaveLength(1),
    );
    expect(service.actor.getSnapshot().context.cart.phoneCart.map((p) => p.id)).toEqual([
      phone().id,
    ]);
    expect(screen.queryByRole('dialog', { name: 'Adăugat în coș' })).toBeNull();
    expect(pushes()).toBe(before);
  });

  it('keeps focus in the dialog when an added accessory leaves its list', async () => {
    const { service } = await renderCart('ro', { isCrossSellModalActive: true });
    await addPhone(service);
    const dialog = await screen.findByRole('dialog', { name: 'Adăugat în coș' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Adaugă Husă din silicon în coș' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Adăugat în coș' })).toBeNull();
  });

  it('shows no dialog when the cross-sell modal is off', async () => {
    const { service } = await renderCart();
    await addPhone(service);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

it('keeps the accessory fixture valid', () => {
  expect(accessory().type).toBe('accessory');
});
