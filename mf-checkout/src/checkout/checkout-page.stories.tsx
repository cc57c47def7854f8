/**
 * The checkout page at each step, as session storage would hold it after a reload, with the cart
 * announced on the bus (as mf-cart does on a site) and checkout's in-memory shop-api (the rule
 * book's payment methods, oney between 300 and 12 000). The country comes from the toolbar, except
 * where a state exists in one country only (cofidis in HU).
 */
import {
  createEventBus,
  RuntimeConfigSchema,
  serializeSessionEntry,
  type BusPayload,
  type CheckoutSession,
  type CheckoutSessionKey,
  type Country,
} from '@refurb/shared-contracts';
import { cart, phone } from '@refurb/shared-contracts/fixtures';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import localConfig from '../../../host-shell/config/local/runtime-config.json';
import { CheckoutRoot } from '../app/CheckoutRoot';
import { createCheckoutI18n } from '../i18n/i18n';
import { fakeCheckoutApi, memoryStorage } from '../test-support/fake-checkout-api';
import { CheckoutPage } from './checkout-page';

const config = RuntimeConfigSchema.parse(localConfig);
const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});

const field = (value: string) => ({ value, isValid: true });

const CONTACT: CheckoutSession = {
  contactDetails: {
    name: field('Ana Popescu'),
    email: field('ana@example.ro'),
    phoneNumber: field('0722123456'),
  },
};
const DELIVERY: CheckoutSession = {
  ...CONTACT,
  deliveryMethod: { kind: 'locker', subType: 'easybox' },
  deliveryDetails: {
    pickupPoint: { lockerId: 'easybox-1', name: 'easybox Piața Unirii', address: 'Piața Unirii 1' },
  },
};
const BILLING: CheckoutSession = {
  ...DELIVERY,
  billingDetails: { customerType: 'personal' },
};
const PAID: CheckoutSession = { ...BILLING, paymentMethod: { type: 'cash-on-delivery' } };

interface CheckoutStoryArgs {
  readonly session?: CheckoutSession;
  /** Phones in the cart and their price. */
  readonly phones?: number;
  readonly price?: number;
  /** A state that exists in one country only. */
  readonly country?: Country;
}

function Announce({ phones, price }: { readonly phones: number; readonly price: number }) {
  useEffect(() => {
    const lines = Array.from({ length: phones }, (_, i) =>
      phone({ id: `p${i}`, order_id: 1000 + i, buy_price: price }),
    );
    const snapshot: BusPayload<'cart.updated'> = {
      cart: cart({ phoneCart: lines }),
      total: phones * price,
      itemCount: phones,
      promo: null,
    };
    bus.publish('cart.updated', snapshot);
  }, [phones, price]);
  return null;
}

function CheckoutStory({
  session = {},
  phones = 1,
  price = 2499,
  country,
}: CheckoutStoryArgs & { readonly country: Country }) {
  const storage = memoryStorage();
  for (const [key, value] of Object.entries(session)) {
    storage.setItem(key, serializeSessionEntry(key as CheckoutSessionKey, value as never));
  }
  bus.publish('session.changed', { user: null });
  return (
    <CheckoutRoot
      key={country}
      country={country}
      config={config}
      ports={{
        api: fakeCheckoutApi().api,
        storage,
        botCheck: { token: async () => 'bot-token-0123456789' },
      }}
    >
      <Announce phones={phones} price={price} />
      <CheckoutPage />
    </CheckoutRoot>
  );
}

const meta = {
  title: 'mf-checkout/Checkout page',
  render: (args, { globals }) => (
    <CheckoutStory {...args} country={args.country ?? (globals.country as Country) ?? 'ro'} />
  ),
} satisfies Meta<CheckoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contact: Story = { args: {} };

export const ContactInvalid: Story = {
  args: {},
  play: async ({ canvasElement, globals }) => {
    const { t } = createCheckoutI18n((globals.country as Country) ?? 'ro');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('checkout.continue') }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

export const Delivery: Story = { args: { session: CONTACT } };

export const Billing: Story = { args: { session: DELIVERY } };

export const Payment: Story = { args: { session: BILLING } };

/** A small order: oney (300 to 12 000) is out of its bounds. */
export const PaymentSmallOrder: Story = { args: { session: BILLING, price: 199 } };

/** HU, eleven phones: over cofidis' limit of 10 products. */
export const PaymentOverCofidisLimit: Story = {
  args: { session: BILLING, phones: 11, price: 60_000, country: 'hu' },
};

export const Review: Story = { args: { session: PAID } };
