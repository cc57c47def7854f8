/**
 * The pages an order ends on (the route table's thank-you, tbi and cofidis thank-you, payment
 * processing and payment failed), each while the order's status is read, when it cannot be read,
 * and with the order: this browser placed it (its attempt is in session storage) and the address
 * names it (`?orderId=`). The tbi thank-you exists in RO and BG, cofidis' in HU only; the country
 * is the toolbar's where the page exists. Payment processing also while a lender reviews a
 * financing (issue 35).
 */
import { buildRoutePath, type PaymentMethodKey } from '@refurb/shared-contracts';
import { type OrderStatusResponse } from '@refurb/shared-contracts/api/checkout';
import { withQuery } from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutRoute } from '../exposed/mount';
import type { CheckoutApi } from '../ports/checkout-api';
import {
  CheckoutStory,
  storyCountry,
  storyI18n,
  type CheckoutStoryArgs,
} from '../test-support/checkout-story';
import type { ResultRoute } from './result-routes';

interface ResultStoryArgs extends CheckoutStoryArgs {
  readonly route: ResultRoute;
}

const meta = {
  title: 'mf-checkout/Result pages',
  beforeEach: ({ args }) => withQuery(args.query),
  render: (args, { globals }) => (
    <CheckoutStory {...args} country={storyCountry(args, globals)}>
      <CheckoutRoute name={args.route} />
    </CheckoutStory>
  ),
} satisfies Meta<ResultStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORDER_ID = 'RO-1042';
const TOTAL = 2518.99;

/** The page's status line says `texts` (the root's start and the loading line come first). */
const statusSays = (canvasElement: HTMLElement, ...texts: string[]) =>
  waitFor(async () => {
    const status = within(canvasElement).getByRole('status');
    for (const text of texts) await expect(status).toHaveTextContent(text);
  });

/** The order as shop-api's status call answers it. */
const order = (
  status: OrderStatusResponse['status'],
  paymentMethod: PaymentMethodKey,
  installments: { count: number; monthly: OrderStatusResponse['monthlyPayment'] } = {
    count: 0,
    monthly: 0,
  },
): OrderStatusResponse => ({
  orderId: ORDER_ID,
  status,
  paymentMethod,
  total: TOTAL,
  currencyLabel: 'lei',
  numberOfInstallments: installments.count,
  monthlyPayment: installments.monthly,
});

const answering = (answer: OrderStatusResponse) => (api: CheckoutApi) => {
  api.orderStatus = () => Promise.resolve({ ok: true, data: answer });
};
const pending = (api: CheckoutApi) => {
  api.orderStatus = () => new Promise(() => undefined);
};
const failing = (api: CheckoutApi) => {
  api.orderStatus = () =>
    Promise.resolve({ ok: false, error: { status: 503, code: 'unavailable', message: 'down' } });
};

/** A result page for the order this browser placed, its status read with `adjust`. */
const placed = (
  route: ResultRoute,
  adjust: (api: CheckoutApi) => void,
  sites?: CheckoutStoryArgs['sites'],
): ResultStoryArgs => ({
  route,
  adjust,
  query: { orderId: ORDER_ID },
  attempt: { key: 'attempt-0123456789abcdef', orderId: ORDER_ID },
  ...(sites ? { sites } : {}),
});

/** The status is being read. */
const loading = (route: ResultRoute, sites?: CheckoutStoryArgs['sites']): Story => ({
  args: placed(route, pending, sites),
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    await statusSays(canvasElement, t('result.loading'));
  },
});

/** The status cannot be read: the page says the confirmation comes by e-mail. */
const unreadable = (route: ResultRoute, sites?: CheckoutStoryArgs['sites']): Story => ({
  args: placed(route, failing, sites),
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    await expect(
      await within(canvasElement).findByText(t('result.unknownOrder')),
    ).toBeInTheDocument();
  },
});

/** The order's number and what the page says of it. */
const shows = (route: ResultRoute, answer: OrderStatusResponse, sites?: ResultStoryArgs['sites']) =>
  ({
    args: placed(route, answering(answer), sites),
    play: async ({ canvasElement, args, globals }) => {
      const { t } = storyI18n(args, globals);
      await statusSays(canvasElement, t('result.orderNumber', { orderId: ORDER_ID }));
    },
  }) satisfies Story;

export const ThankYou: Story = {
  ...shows('thank-you', order('PLACED', 'cash-on-delivery')),
  play: async ({ canvasElement, args, globals }) => {
    const { t, formatPrice } = storyI18n(args, globals);
    await statusSays(
      canvasElement,
      t('result.thankYouText', { orderId: ORDER_ID }),
      t('result.thankYouOnReceipt', { total: formatPrice(TOTAL) }),
    );
  },
};

export const ThankYouLoading = loading('thank-you');

export const ThankYouUnreadable = unreadable('thank-you');

export const ThankYouTbi: Story = {
  ...shows('thank-you-tbi', order('PAID', 'tbi-tnpl', { count: 3, monthly: 839.66 }), ['ro', 'bg']),
  play: async ({ canvasElement, args, globals }) => {
    const { t, formatPrice } = storyI18n(args, globals);
    // The financing was approved: the page does not say a payment was confirmed (issue 35).
    await statusSays(
      canvasElement,
      t('result.financingApproved', { total: formatPrice(TOTAL) }),
      t('result.installments', { count: 3, monthly: formatPrice(839.66) }).replace(/\s+/gu, ' '),
    );
  },
};

/** Oney: the order carries the spec's 8888 placeholder, so the page names no monthly amount. */
export const ThankYouOney: Story = {
  ...shows('thank-you', order('PAID', 'oney', { count: 4, monthly: '8888' }), ['ro']),
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    await statusSays(canvasElement, t('result.installmentsByProvider', { count: 4 }));
    await expect(within(canvasElement).queryByText(/8888/)).not.toBeInTheDocument();
  },
};

export const ThankYouTbiLoading = loading('thank-you-tbi', ['ro', 'bg']);

export const ThankYouTbiUnreadable = unreadable('thank-you-tbi', ['ro', 'bg']);

export const ThankYouCofidis: Story = shows(
  'thank-you-cofidis',
  order('PAID', 'cofidis', { count: 12, monthly: 209.92 }),
  ['hu'],
);

export const ThankYouCofidisLoading = loading('thank-you-cofidis', ['hu']);

export const ThankYouCofidisUnreadable = unreadable('thank-you-cofidis', ['hu']);

/** The provider is still deciding: the page asks again every 2 s (here it stays pending). */
export const PaymentProcessing: Story = {
  ...shows('payment-processing', order('PENDING_PAYMENT', 'online-card')),
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    await statusSays(canvasElement, t('result.processingText'));
  },
};

/**
 * The lender put the financing under review (issue 35): the page says so, that the person hears
 * by e-mail and may close it, and asks again every 15 s (here it stays under review).
 */
export const PaymentProcessingInReview: Story = {
  ...shows(
    'payment-processing',
    { ...order('PENDING_PAYMENT', 'tbi-tnpl'), financingReview: true },
    ['ro', 'bg'],
  ),
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    await statusSays(
      canvasElement,
      t('result.reviewText', { provider: 'TBI Bank' }),
      t('result.reviewCloseGuest'),
    );
    await expect(
      within(canvasElement).getByRole('heading', { name: t('result.reviewTitle') }),
    ).toBeInTheDocument();
  },
};

export const PaymentProcessingLoading = loading('payment-processing');

export const PaymentProcessingUnreadable = unreadable('payment-processing');

/** Declined: the person goes back to checkout to choose another method, the cart kept. */
export const PaymentFailed: Story = {
  ...shows('payment-failed', order('PAYMENT_FAILED', 'online-card')),
  play: async ({ canvasElement, args, globals }) => {
    const { t } = storyI18n(args, globals);
    const canvas = within(canvasElement);
    await statusSays(canvasElement, t('result.failedText'));
    const storybookPage = window.location.href;
    await userEvent.click(canvas.getByRole('button', { name: t('result.tryAnother') }));
    await expect(window.location.pathname).toBe(
      buildRoutePath(storyCountry(args, globals), 'cart-finalize'),
    );
    // Back to Storybook's address: its own files (the accessibility check's) load relative to it.
    window.history.replaceState(window.history.state, '', storybookPage);
  },
};

export const PaymentFailedLoading = loading('payment-failed');

export const PaymentFailedUnreadable = unreadable('payment-failed');
