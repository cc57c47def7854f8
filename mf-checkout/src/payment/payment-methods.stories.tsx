/**
 * The payment step's list of methods in each state a method can be in: enabled, out of its
 * bounds (under oney's 300 or over its 12 000), over cofidis' limit of 10 products, a cash-type
 * method with its fee, a tbi method with its plan, and oney with the choice of 3 or 4 installments
 * (with the provider's figures, or without them when its call failed); and the list itself
 * loading and failed. Each play picks what a person would and checks what they are shown, up to
 * the step's recap when the choice is made. Billing is done, delivery to a locker unless said.
 */
import { type PaymentMethodKey } from '@refurb/shared-contracts';
import {
  financingPlan,
  isCashMethod,
  isCofidisMethod,
  isTbiMethod,
  paymentMethodsFor,
} from '@refurb/shared-contracts/checkout';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutPage } from '../checkout/checkout-page';
import type { CheckoutI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages.ro';
import {
  BILLING,
  CheckoutStory,
  courierBilling,
  storyCountry,
  storyI18n,
  type CheckoutStoryArgs,
} from '../test-support/checkout-story';
import { oneyOptionsFor } from '../test-support/fake-checkout-api';

const PRICE = 2499;

const meta = {
  title: 'mf-checkout/Payment methods',
  args: { session: BILLING, price: PRICE },
  render: (args, { globals }) => (
    <CheckoutStory {...args} country={storyCountry(args, globals)}>
      <CheckoutPage />
    </CheckoutStory>
  ),
} satisfies Meta<CheckoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const methodName = ({ t }: CheckoutI18n, key: PaymentMethodKey) => t(`method.${key}` as MessageKey);

const method = (root: HTMLElement, i18n: CheckoutI18n, key: PaymentMethodKey) =>
  within(root).findByRole('radio', { name: methodName(i18n, key) });

/** Continues with the method chosen: the review opens and the step's recap says the choice. */
async function continueTo(root: HTMLElement, { t }: CheckoutI18n, recap: string) {
  const canvas = within(root);
  await userEvent.click(canvas.getByRole('button', { name: t('checkout.continue') }));
  await canvas.findByRole('button', { name: t('review.place') });
  await expect(canvas.getByText(recap)).toBeInTheDocument();
}

/** Every method enabled; continuing without one asks for one, with focus on the first. */
export const Enabled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const canvas = within(canvasElement);
    const card = await method(canvasElement, i18n, 'online-card');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('checkout.continue') }));
    await expect(await canvas.findByText(i18n.t('payment.chooseError'))).toBeInTheDocument();
    await expect(card).toHaveFocus();
    await userEvent.click(card);
    await expect(card).toBeChecked();
    await continueTo(canvasElement, i18n, methodName(i18n, 'online-card'));
  },
};

/** Courier delivery: the site's cash-type method says the cash-on-delivery fee. */
export const CashOnDelivery: Story = {
  args: { session: courierBilling },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const key = paymentMethodsFor(storyCountry(args, globals), 'courier').find(isCashMethod)!;
    const cash = await method(canvasElement, i18n, key);
    await waitFor(() =>
      expect(cash).toHaveAccessibleDescription(
        expect.stringContaining(i18n.t('payment.codFee', { price: i18n.formatPrice(9.99) })),
      ),
    );
    await userEvent.click(cash);
    await expect(cash).toBeChecked();
    await continueTo(canvasElement, i18n, methodName(i18n, key));
  },
};

/** 199 and shipping: under oney's 300, so oney is disabled and says from how much it is. */
export const BelowMinimum: Story = {
  args: { price: 199, sites: ['ro'] },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const oney = await method(canvasElement, i18n, 'oney');
    await expect(oney).toBeDisabled();
    await expect(oney).toHaveAccessibleDescription(
      expect.stringContaining(i18n.t('payment.belowMinimum', { limit: i18n.formatPrice(300) })),
    );
    const card = await method(canvasElement, i18n, 'online-card');
    await userEvent.click(card);
    await expect(card).toBeChecked();
  },
};

/** 13 000: over oney's 12 000, so oney is disabled and says up to how much it is. */
export const AboveMaximum: Story = {
  args: { price: 13_000, sites: ['ro'] },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const oney = await method(canvasElement, i18n, 'oney');
    await expect(oney).toBeDisabled();
    await expect(oney).toHaveAccessibleDescription(
      expect.stringContaining(i18n.t('payment.aboveMaximum', { limit: i18n.formatPrice(12_000) })),
    );
    const tbi = await method(canvasElement, i18n, 'tbi-tnpl');
    await userEvent.click(tbi);
    await expect(tbi).toBeChecked();
  },
};

/** HU, eleven phones: every cofidis method is disabled and says its limit of 10 products. */
export const OverCofidisLimit: Story = {
  args: { phones: 11, price: 60_000, sites: ['hu'] },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const canvas = within(canvasElement);
    const card = await method(canvasElement, i18n, 'online-card');
    for (const key of paymentMethodsFor('hu', 'locker').filter(isCofidisMethod)) {
      const cofidis = canvas.getByRole('radio', { name: methodName(i18n, key) });
      await expect(cofidis).toBeDisabled();
      await expect(cofidis).toHaveAccessibleDescription(
        expect.stringContaining(i18n.t('payment.tooManyProducts', { limit: 10 })),
      );
    }
    await userEvent.click(card);
    await continueTo(canvasElement, i18n, methodName(i18n, 'online-card'));
  },
};

/** The site's first tbi method: its plan, the number of monthly installments and their amount. */
export const TbiInstallments: Story = {
  args: { sites: ['ro', 'bg', 'gr'] },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const key = paymentMethodsFor(storyCountry(args, globals), 'locker').find(isTbiMethod)!;
    const plan = financingPlan(key, PRICE)!;
    const tbi = await method(canvasElement, i18n, key);
    await userEvent.click(tbi);
    await expect(tbi).toBeChecked();
    await expect(tbi).toHaveAccessibleDescription(
      expect.stringContaining(
        i18n.t('payment.planDetail', {
          count: plan.numberOfInstallments,
          monthly: i18n.formatPrice(plan.monthlyPayment),
        }),
      ),
    );
    await continueTo(canvasElement, i18n, methodName(i18n, key));
  },
};

/** The n installments choice of oney, named with its count and, when there are, its figures. */
const installments = (i18n: CheckoutI18n, count: 3 | 4) => (name: string) =>
  name.startsWith(i18n.t('payment.installmentsOption', { count }));

/** Oney chosen: 3 installments unless the person picks 4, each with the provider's figures. */
export const OneyInstallments: Story = {
  args: { sites: ['ro'], fake: { oneyAnswers: true } },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const { t, formatPrice } = i18n;
    const canvas = within(canvasElement);
    await userEvent.click(await method(canvasElement, i18n, 'oney'));
    const choice = within(await canvas.findByRole('group', { name: t('payment.installments') }));
    const three = choice.getByRole('radio', { name: installments(i18n, 3) });
    await expect(three).toBeChecked();
    const [, four] = oneyOptionsFor(PRICE).options;
    const figures = t('payment.oneyDetail', {
      count: 4,
      first: formatPrice(four?.installments[0] ?? 0),
      next: formatPrice(four?.installments[1] ?? 0),
    });
    const fourRadio = await choice.findByRole('radio', { name: installments(i18n, 4) });
    await waitFor(() => expect(fourRadio).toHaveAccessibleName(expect.stringContaining(figures)));
    await userEvent.click(fourRadio);
    await expect(fourRadio).toBeChecked();
    await continueTo(
      canvasElement,
      i18n,
      `${t('method.oney')} · ${t('payment.installmentsOption', { count: 4 })}`,
    );
  },
};

/** The provider's call failed: the choice stays, without figures; the failure is reported. */
export const OneyOptionsUnavailable: Story = {
  args: { sites: ['ro'] },
  parameters: { expectedReports: 1 },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await userEvent.click(await method(canvasElement, i18n, 'oney'));
    const choice = within(await canvas.findByRole('group', { name: t('payment.installments') }));
    await expect(
      choice.getByRole('radio', { name: t('payment.installmentsOption', { count: 3 }) }),
    ).toBeChecked();
    await expect(
      choice.getByRole('radio', { name: t('payment.installmentsOption', { count: 4 }) }),
    ).not.toBeChecked();
  },
};

/** shop-api has not answered with the methods yet. */
export const MethodsLoading: Story = {
  args: {
    adjust: (api) => {
      api.paymentMethods = () => new Promise(() => undefined);
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('payment.loading'))).toBeInTheDocument();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

/** The methods could not be loaded; trying again brings them. */
export const MethodsFailed: Story = {
  args: {
    adjust: (api) => {
      const load = api.paymentMethods.bind(api);
      let failed = false;
      api.paymentMethods = (...request) => {
        if (failed) return load(...request);
        failed = true;
        return Promise.resolve({
          ok: false,
          error: { status: 503, code: 'unavailable', message: 'down' },
        });
      };
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const i18n = storyI18n(args, globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('payment.failed'));
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('error.retry') }));
    const card = await method(canvasElement, i18n, 'online-card');
    await userEvent.click(card);
    await expect(card).toBeChecked();
  },
};
