/**
 * The brand-model page's address names its configuration (spec section 2), through the whole
 * site in jsdom (the real router and App) with a fake product service: an address opens exactly
 * the storage, colour and grade it names, with its price, on every site; a choice replaces the
 * address (no new history entry, the focus stays on the choice); an address asking for what the
 * model does not have shows the closest configuration, says so and is rewritten to it; a link to
 * another configuration of the same model (no new page) shows it.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { productAddress, type Country } from '@refurb/shared-contracts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages.ro';
import { navigate } from '../routing/router';
import { iphone14ProListings, IPHONE_14_PRO } from '../test-support/iphone-14-pro';
import { testSite } from '../test-support/test-site';

const model = IPHONE_14_PRO;
const listings = iphone14ProListings();

function siteFor(country: Country, cartReady?: Site['cartReady']): Site {
  const site = testSite(country);
  const gradesOf = (productId: string) => {
    const chosen = listings.find((l) => l.productId === productId);
    return listings.filter((l) => l.storage === chosen?.storage && l.color === chosen?.color);
  };
  return {
    ...site,
    ...(cartReady ? { cartReady } : {}),
    api: {
      ...site.api,
      model: async () => ({ ok: true, data: { model, listings } }),
      availableShapes: async (_country: Country, productId: string) => ({
        ok: true,
        data: {
          success: true,
          data: {
            productId,
            relatedSpecs: [
              {
                name: 'shape',
                items: gradesOf(productId).map((l) => ({ value: l.grade, inStock: l.stock > 0 })),
              },
            ],
          },
        },
      }),
      extraServices: async (_country: Country, productId: string) => ({
        ok: true,
        data: { productId, services: [] },
      }),
      relatedAccessories: async () => ({ ok: true, data: { success: true, data: [] } }),
    },
  };
}

async function open(country: Country, address: string, cartReady?: Site['cartReady']) {
  window.history.replaceState(null, '', address);
  const i18n = createI18n(country);
  const site = siteFor(country, cartReady);
  render(
    <SiteProvider value={site}>
      <I18nProvider value={i18n}>
        <App />
      </I18nProvider>
    </SiteProvider>,
  );
  const { t } = i18n;
  await screen.findByRole('group', { name: t('product.storage') });
  return { ...i18n, site };
}

/** What the page shows as chosen: storage, colour, grade (once loaded) and the price. */
async function shown(country: Country) {
  const { t } = createI18n(country);
  const checked = (group: MessageKey) =>
    within(screen.getByRole('group', { name: t(group) }))
      .queryAllByRole<HTMLInputElement>('radio')
      .find((radio) => radio.checked)?.value;
  const read = () => ({
    storage: checked('product.storage'),
    color: checked('product.color'),
    grade: checked('product.shape'),
    price: document.querySelector('.product__price')?.firstChild?.nextSibling?.textContent,
  });
  // The grades come with the listing's shapes (a call of their own after each choice).
  await waitFor(() => expect(read().grade).toBeDefined());
  return read();
}

const here = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the brand-model page and its address', () => {
  it.each<[Country, string]>([
    ['ro', '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'],
    ['bg', '/magazin/apple/telefoni-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'],
    ['hu', '/bolt/apple/telefonok-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'],
    ['gr', '/katastima/apple/kinita-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN'],
  ])('%s: %s opens 256GB Gold BUN at its price', async (country, address) => {
    const { formatPrice } = await open(country, address);
    expect(await shown(country)).toEqual({
      storage: '256GB',
      color: 'Gold',
      grade: 'BUN',
      price: formatPrice(2869),
    });
    expect(here()).toBe(address);
  });

  it('a choice replaces the address (no new history entry) and keeps the focus on it', async () => {
    const user = userEvent.setup();
    const { t, formatPrice } = await open(
      'ro',
      '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN',
    );
    const entries = window.history.length;
    const storage = within(screen.getByRole('group', { name: t('product.storage') }));
    await user.click(storage.getByRole('radio', { name: '512GB' }));
    expect(here()).toBe(
      '/magazin/apple/telefoane-apple-iphone-14-pro-512gb-gold/1011/?shape=FOARTE_BUN',
    );
    expect(await shown('ro')).toEqual({
      storage: '512GB',
      color: 'Gold',
      grade: 'FOARTE_BUN',
      price: formatPrice(3569),
    });
    expect(document.activeElement).toBe(storage.getByRole('radio', { name: '512GB' }));

    await user.click(storage.getByRole('radio', { name: '256GB' }));
    const color = within(screen.getByRole('group', { name: t('product.color') }));
    await user.click(color.getByRole('radio', { name: 'Deep Purple' }));
    expect(here()).toBe(
      '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-deep-purple/1011/?shape=BUN',
    );
    const shapes = within(screen.getByRole('group', { name: t('product.shape') }));
    await user.click(await shapes.findByRole('radio', { name: t('grade.BUN') }));
    expect(window.history.length).toBe(entries);
  });

  it('a grade chosen keeps its radio and the focus while the new configuration loads', async () => {
    const user = userEvent.setup();
    const { t } = await open(
      'ro',
      '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN',
    );
    await shown('ro');
    const shapes = within(screen.getByRole('group', { name: t('product.shape') }));
    const best = shapes.getByRole('radio', { name: new RegExp(`^${t('grade.CA_NOU')}`) });
    await user.click(best);
    expect(here()).toBe(
      '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=CA_NOU',
    );
    expect((await shown('ro')).grade).toBe('CA_NOU');
    expect(document.activeElement).toBe(best);
    expect(best.isConnected).toBe(true);
  });

  it('a grade the configuration does not have: its best grade, a notice, the address rewritten', async () => {
    const { t, formatPrice } = await open(
      'ro',
      '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=NOU_SIGILAT',
    );
    expect(await shown('ro')).toMatchObject({ storage: '256GB', color: 'Gold', grade: 'BUN' });
    expect((await shown('ro')).price).toBe(formatPrice(2869));
    expect(
      screen.getByText(
        t('product.variantUnavailable', { variant: `256GB, Gold, ${t('grade.BUN')}` }),
      ),
    ).toBeTruthy();
    expect(here()).toBe('/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN');
    // A choice made on the page ends the notice.
    const shapes = within(screen.getByRole('group', { name: t('product.shape') }));
    await userEvent.click(shapes.getByRole('radio', { name: t('grade.CA_NOU') }));
    expect(here()).toContain('?shape=CA_NOU');
    expect(document.querySelector('.product__notice')).toBeNull();
  });

  it('a sold-out configuration is shown as asked, with its price and sold out', async () => {
    const { t, formatPrice } = await open(
      'ro',
      '/magazin/apple/telefoane-apple-iphone-14-pro-256gb-gold/1011/?shape=ACCEPTABIL',
    );
    expect(await shown('ro')).toEqual({
      storage: '256GB',
      color: 'Gold',
      grade: 'ACCEPTABIL',
      price: formatPrice(2589),
    });
    expect(screen.getByText(t('product.soldOut'))).toBeTruthy();
    expect(document.querySelector('.product__notice')).toBeNull();
  });

  it('an address naming only the model gets the configuration it shows, with no notice', async () => {
    await open('hu', '/bolt/apple/telefonok-apple-iphone-14-pro/1011/');
    expect(await shown('hu')).toMatchObject({
      storage: '128GB',
      color: 'Deep Purple',
      grade: 'BUN',
    });
    expect(here()).toBe(
      productAddress('hu', model, { storage: '128GB', color: 'Deep Purple', grade: 'BUN' }),
    );
    expect(document.querySelector('.product__notice')).toBeNull();
  });

  it('a link to another configuration of the same model shows it', async () => {
    const { formatPrice } = await open(
      'gr',
      '/katastima/apple/kinita-apple-iphone-14-pro-128gb-deep-purple/1011/?shape=CA_NOU',
    );
    expect((await shown('gr')).price).toBe(formatPrice(3079));
    act(() =>
      navigate(productAddress('gr', model, { storage: '256GB', color: 'Gold', grade: 'BUN' })),
    );
    expect(await shown('gr')).toEqual({
      storage: '256GB',
      color: 'Gold',
      grade: 'BUN',
      price: formatPrice(2869),
    });
  });

  it('says the add is under way in the click’s own render while the cart loads, once', async () => {
    let ready: (value: boolean) => void = () => undefined;
    let asked = 0;
    const cartReady = () => {
      asked += 1;
      return new Promise<boolean>((resolve) => {
        ready = resolve;
      });
    };
    const { t } = await open(
      'hu',
      '/bolt/apple/telefonok-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN',
      cartReady,
    );
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: t('product.addToCart') });
    await user.click(button);
    expect(button.textContent).toBe(t('product.adding'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(asked).toBe(1);
    await act(async () => ready(false));
    expect(button.textContent).toBe(t('product.addToCart'));
    expect(button.getAttribute('aria-busy')).toBe('false');
  });

  it('sends the add at once; the cart that takes it gets it, one that never answers has it taken back and the person told', async () => {
    const answers: Array<(value: boolean) => void> = [];
    const cartReady = () => new Promise<boolean>((resolve) => void answers.push(resolve));
    const { t, site } = await open(
      'hu',
      '/bolt/apple/telefonok-apple-iphone-14-pro-256gb-gold/1011/?shape=BUN',
      cartReady,
    );
    let toasts = 0;
    site.bus.subscribe('toast.shown', () => void (toasts += 1));
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: t('product.addToCart') });

    // A cart that has not answered yet: the add is already on its way, waiting for its owner.
    await user.click(button);
    await waitFor(() => expect(answers).toHaveLength(1));
    const added: string[] = [];
    const stop = site.bus.handle('cart.add-phone', ({ item }) => void added.push(item.productId));
    await waitFor(() => expect(added).toHaveLength(1));
    await act(async () => answers[0]!(true));
    expect(button.textContent).toBe(t('product.addToCart'));
    expect(toasts).toBe(0);
    stop();

    // No cart answers: the waiting add is taken back, so a cart that comes later does not add it.
    await user.click(button);
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]!(false));
    const late: string[] = [];
    site.bus.handle('cart.add-phone', ({ item }) => void late.push(item.productId));
    await waitFor(() => expect(toasts).toBe(1));
    expect(late).toEqual([]);
  });
});
