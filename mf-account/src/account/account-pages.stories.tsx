/**
 * The account's pages and the sign-in pages in their states, on the in-memory shop-api (the
 * account's fixtures: an order, a warranty, a sale waiting on a counter offer), the in-memory
 * identity service and a bot check that always answers. The country comes from the toolbar.
 */
import {
  RuntimeConfigSchema,
  createEventBus,
  type Country,
  type SessionUser,
} from '@refurb/shared-contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import localConfig from '../../../host-shell/config/local/runtime-config.json';
import { createMemoryIdentity } from '../adapters/memory-identity';
import { AccountRoot } from '../app/AccountRoot';
import { createAccountI18n } from '../i18n/i18n';
import { AccountRoute } from '../exposed/mount';
import {
  CUSTOMER,
  INSURANCE,
  SALE,
  fakeAccountApi,
  type FakeAccountApi,
  type FakeAccountState,
} from '../test-support/fake-account-api';

const config = RuntimeConfigSchema.parse(localConfig);
const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});

interface AccountStoryArgs {
  readonly route: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly user?: SessionUser | null;
  readonly state?: Partial<FakeAccountState>;
  readonly failing?: Parameters<FakeAccountApi['fail']>;
}

function AccountStory({
  route,
  params,
  user = CUSTOMER,
  state,
  failing,
  country,
}: AccountStoryArgs & { readonly country: Country }) {
  const fake = fakeAccountApi(state);
  if (failing) fake.fail(...failing);
  const items = new Map<string, string>();
  bus.publish('session.changed', { user });
  return (
    <AccountRoot
      key={`${country}|${route}`}
      country={country}
      config={config}
      ports={{
        api: fake.api,
        identity: createMemoryIdentity().identity,
        botCheck: { token: (action) => Promise.resolve(`bot-${action}`) },
        storage: {
          getItem: (key) => items.get(key) ?? null,
          setItem: (key, value) => void items.set(key, value),
          removeItem: (key) => void items.delete(key),
        },
      }}
    >
      <AccountRoute name={route} {...(params ? { params } : {})} />
    </AccountRoot>
  );
}

const meta = {
  title: 'mf-account/Pages',
  render: (args, { globals }) => (
    <AccountStory {...args} country={(globals.country as Country) ?? 'ro'} />
  ),
} satisfies Meta<AccountStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = { args: { route: 'login', user: null } };

export const LoginEmptyForm: Story = {
  args: { route: 'login', user: null },
  play: async ({ canvasElement, globals }) => {
    const { t } = createAccountI18n((globals.country as Country) ?? 'ro');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('auth.login.submit') }));
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

export const Register: Story = { args: { route: 'register', user: null } };

export const Forgot: Story = { args: { route: 'forgot', user: null } };

export const Overview: Story = { args: { route: 'account' } };

export const Purchases: Story = { args: { route: 'account-purchases' } };

export const PurchasesEmpty: Story = {
  args: { route: 'account-purchases', state: { orders: [] } },
};

export const PurchasesFailed: Story = {
  args: { route: 'account-purchases', failing: ['orders', { code: 'server_error' }] },
};

export const Returns: Story = { args: { route: 'account-return' } };

export const Warranties: Story = { args: { route: 'account-warranties' } };

export const Insurances: Story = {
  args: { route: 'account-insurances', state: { insurances: [INSURANCE] } },
};

export const SendInWarranty: Story = { args: { route: 'account-send-in-warranty' } };

export const Sales: Story = { args: { route: 'account-sales', state: { sales: [SALE] } } };

export const SalesEmpty: Story = { args: { route: 'account-sales' } };

export const SaleCounterOffer: Story = {
  args: { route: 'account-sale-details', params: { saleId: SALE.id }, state: { sales: [SALE] } },
};

export const SaleCounterOfferAccepted: Story = {
  args: { route: 'account-sale-details', params: { saleId: SALE.id }, state: { sales: [SALE] } },
  play: async ({ canvasElement, globals }) => {
    const { t, formatPrice } = createAccountI18n((globals.country as Country) ?? 'ro');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('sale.accept') }));
    // The answer names the counter offer's amount, now the one to be paid.
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      formatPrice(SALE.counterOffer?.amount ?? 0),
    );
  },
};

export const Settings: Story = { args: { route: 'account-settings' } };

export const Genius: Story = { args: { route: 'account-genius' } };
