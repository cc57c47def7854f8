/**
 * The payment step in the page (issue 33, points 9 to 12): the Greek tbi flag, bounds judged on the
 * total the person pays, each method's title, subtitle, disclaimer, icon and mobile icon, and the
 * installment provider's options mounted into the checkout placeholder its call named.
 */
import { type CheckoutSessionKey } from '@refurb/shared-contracts/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { type Country, type PaymentMethodKey } from '@refurb/shared-contracts';
import { serializeSessionEntry, type CheckoutSession } from '@refurb/shared-contracts/checkout';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { CheckoutPage } from '../checkout/checkout-page';
import { createCheckoutI18n } from '../i18n/catalogues';
import type { MessageKey } from '../i18n/messages.ro';
import { BILLING, courierBilling } from '../test-support/checkout-story';
import {
  fakeCheckoutApi,
  memoryStorage,
  type FakeCheckoutOptions,
} from '../test-support/fake-checkout-api';
import { bus, config } from '../test-support/page-harness';
import { methodIcons, MOBILE_ICON_MEDIA } from './method-icons';
import { ONEY_CHECKOUT_PLACEHOLDER } from './oney-widget';

afterEach(cleanup);

function renderStep(
  country: Country,
  {
    session = BILLING,
    price = 2499,
    greekTbi,
    fake: fakeOptions,
  }: {
    session?: CheckoutSession;
    price?: number;
    greekTbi?: boolean;
    fake?: FakeCheckoutOptions;
  } = {},
) {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(session)) {
    storage.setItem(key, serializeSessionEntry(key as CheckoutSessionKey, value as never));
  }
  const siteConfig = RuntimeConfigSchema.parse({
    ...config,
    siteFlags: greekTbi === undefined ? {} : { gr: { greekTbi } },
  });
  const fake = fakeCheckoutApi(fakeOptions);
  const reports: Record<string, string>[] = [];
  const stop = bus.subscribe('error.reported', ({ tags }) => void reports.push(tags));
  render(
    <CheckoutRoot
      country={country}
      config={siteConfig}
      ports={{ api: fake.api, storage, botCheck: { token: async () => 'bot-token-0123456789' } }}
    >
      <CheckoutPage />
    </CheckoutRoot>,
  );
  act(() => {
    bus.publish('cart.updated', {
      cart: cart({ phoneCart: [phone({ buy_price: price })] }),
      total: price,
      itemCount: 1,
      promo: null,
    });
  });
  return { fake, reports, storage, stop };
}

const keysShown = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => r.getAttribute('name') === 'co-payment-method')
    .map((r) => r.getAttribute('value'));

describe('the Greek tbi flag (spec section 9)', () => {
  it.each([
    [true, ['online-card', 'tbi-bnpl', 'tbi-standard', 'pay-on-delivery']],
    [false, ['online-card', 'pay-on-delivery']],
  ])('with the flag %s GR courier offers %j', async (greekTbi, keys) => {
    const { stop } = renderStep('gr', { session: courierBilling('gr'), greekTbi });
    await screen.findByRole('radio', { name: 'Κάρτα online' });
    // shop-api is not trusted to have the same flag: the step applies the site's own.
    expect(keysShown()).toEqual(keys);
    stop();
  });

  it('drops a tbi choice remembered before the flag went off, and asks for a method', async () => {
    const { stop } = renderStep('gr', {
      session: { ...BILLING, paymentMethod: { type: 'tbi-bnpl' } },
      greekTbi: false,
    });
    const card = await screen.findByRole('radio', { name: 'Κάρτα online' });
    expect(keysShown()).toEqual(['online-card']);
    expect((card as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('button', { name: /Υποβολή παραγγελίας/ })).toBeNull();
    stop();
  });
});

describe('amount bounds on the total the person pays (spec sections 5 and 9)', () => {
  const bounds = { 'cash-on-delivery': { lower: 0, upper: 2505 } };

  it('disables cash on delivery when the fee takes the total over its cap', async () => {
    // 2 499 lei and free shipping: under 2 505; with the 9,99 lei fee, 2 508,99 is over it.
    const { stop } = renderStep('ro', { session: courierBilling('ro'), fake: { bounds } });
    const cash = await screen.findByRole<HTMLInputElement>('radio', {
      name: 'Ramburs la curier',
      description: /Disponibil pentru comenzi de cel mult 2\.505 lei\./,
    });
    expect(cash.disabled).toBe(true);
    // The card adds no fee: the same 2 499 lei is within every bound it has.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Card online' }).disabled).toBe(
      false,
    );
    stop();
  });

  it('keeps it enabled when the total with the fee is at the cap', async () => {
    const { stop } = renderStep('ro', {
      session: courierBilling('ro'),
      fake: { bounds: { 'cash-on-delivery': { lower: 0, upper: 2508.99 } } },
    });
    const cash = await screen.findByRole<HTMLInputElement>('radio', { name: 'Ramburs la curier' });
    expect(cash.disabled).toBe(false);
    stop();
  });
});

describe('each method as spec section 3 describes it', () => {
  it.each<[Country, readonly PaymentMethodKey[]]>([
    ['ro', ['online-card', 'tbi-tnpl', 'tbi-bnpl', 'oney', 'cash-on-delivery']],
    ['bg', ['online-card', 'tbi-promo-ten', 'tbi-promo', 'tbi-standard', 'cash-on-delivery']],
    ['hu', ['online-card', 'cofidis', 'cofidis-promo', 'cofidis-promo-ten', 'pay-on-delivery']],
    ['gr', ['online-card', 'tbi-bnpl', 'tbi-standard', 'pay-on-delivery']],
  ])('%s: title, subtitle, disclaimer, icon and mobile icon', async (country, keys) => {
    const { t } = createCheckoutI18n(country);
    const { stop } = renderStep(country, { session: courierBilling(country), price: 600_000 });
    await screen.findByRole('radio', { name: t('method.online-card') });
    expect(keysShown()).toEqual(keys);
    for (const key of keys) {
      const radio = screen.getByRole('radio', { name: t(`method.${key}` as MessageKey) });
      const method = radio.closest<HTMLElement>('.co-method')!;
      const subtitle = t(`methodSubtitle.${key}` as MessageKey);
      expect(within(method).getByText(subtitle)).toBeTruthy();
      const described = (radio.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      expect(described).toContain(subtitle);
      const disclaimer = method.querySelector('.co-method-disclaimer');
      expect(disclaimer?.textContent?.length).toBeGreaterThan(20);
      expect(disclaimer?.textContent).not.toMatch(/^methodDisclaimer/);
      const { icon, mobileIcon } = methodIcons(key);
      const picture = method.querySelector('picture')!;
      const source = picture.querySelector('source')!;
      expect(source.getAttribute('media')).toBe(MOBILE_ICON_MEDIA);
      expect(source.getAttribute('srcset')).toBe(mobileIcon);
      const img = picture.querySelector('img')!;
      expect(img.getAttribute('src')).toBe(icon);
      // Decorative: the title names the method, the radio's name stays the title alone.
      expect(img.getAttribute('alt')).toBe('');
    }
    stop();
  });

  it('says each kind of method its own disclaimer, in the site language', async () => {
    const { t } = createCheckoutI18n('ro');
    const { stop } = renderStep('ro', { session: courierBilling('ro') });
    await screen.findByRole('radio', { name: t('method.online-card') });
    const disclaimerOf = (key: PaymentMethodKey) =>
      screen
        .getByRole('radio', { name: t(`method.${key}` as MessageKey) })
        .closest('.co-method')
        ?.querySelector('.co-method-disclaimer')?.textContent;
    expect(disclaimerOf('online-card')).toBe(t('methodDisclaimer.card'));
    expect(disclaimerOf('oney')).toBe(t('methodDisclaimer.oney'));
    expect(disclaimerOf('tbi-bnpl')).toBe(t('methodDisclaimer.tbi'));
    expect(disclaimerOf('cash-on-delivery')).toBe(t('methodDisclaimer.cash'));
    stop();
  });
});

describe('the installment provider widget options (spec section 7)', () => {
  it('calls with the checkout placeholder and mounts the provider options into it', async () => {
    const user = userEvent.setup();
    const { fake, stop } = renderStep('ro', { fake: { oneyAnswers: true } });
    await user.click(await screen.findByRole('radio', { name: 'Rate fără dobândă cu Oney' }));
    await waitFor(() => expect(fake.oneyCalls).toHaveLength(1));
    expect(fake.oneyCalls[0]).toMatchObject({
      amount: 2499,
      checkoutPlaceholder: ONEY_CHECKOUT_PLACEHOLDER,
    });
    expect(typeof fake.oneyCalls[0]?.errorCallback).toBe('function');
    const placeholder = document.querySelector<HTMLElement>(ONEY_CHECKOUT_PLACEHOLDER)!;
    expect(placeholder).not.toBeNull();
    const four = await within(placeholder).findByRole('radio', { name: /^4 rate/ });
    await within(placeholder).findByRole('radio', { name: /^4 rate.*lei/ });
    expect(four.closest(ONEY_CHECKOUT_PLACEHOLDER)).toBe(placeholder);
    stop();
  });

  it('reports a failed call through the error callback, once, and mounts no figures', async () => {
    const user = userEvent.setup();
    const { fake, reports, stop } = renderStep('ro');
    await user.click(await screen.findByRole('radio', { name: 'Rate fără dobândă cu Oney' }));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(fake.oneyCalls).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      reason: 'getOneyOptions',
      status: '503',
      response: 'unavailable',
    });
    const placeholder = document.querySelector<HTMLElement>(ONEY_CHECKOUT_PLACEHOLDER)!;
    expect(within(placeholder).getByRole('radio', { name: '4 rate' })).toBeTruthy();
    stop();
  });
});
