/**
 * The account's pages and the sign-in pages in their states, on the in-memory shop-api (the
 * account's fixtures: an order, a warranty, a sale waiting on a counter offer), the in-memory
 * identity service and a bot check that always answers: each list loading (a call that never
 * answers), empty, failed (a call that fails once, so trying again brings it) and filled. The
 * country comes from the toolbar.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import {
  AccountStory,
  requiredName,
  storyCountry,
  storyI18n,
  type AccountStoryArgs,
} from '../test-support/account-story';
import {
  DEFAULT_WARRANTY,
  INSURANCE,
  RETURN_REQUEST,
  SALE,
  WARRANTY_CASE,
} from '../test-support/fake-account-api';

const meta = {
  title: 'mf-account/Pages',
  render: (args, { globals }) => <AccountStory {...args} country={storyCountry(globals)} />,
} satisfies Meta<AccountStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverError = { code: 'server_error' };

export const Login: Story = { args: { route: 'login', user: null } };

export const LoginEmptyForm: Story = {
  args: { route: 'login', user: null },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('auth.login.submit') }));
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

export const Register: Story = { args: { route: 'register', user: null } };

export const RegisterEmptyForm: Story = {
  args: { route: 'register', user: null },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('auth.register.submit') }));
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

/** The shop refuses a registration for an address that has an account: the person is told so. */
export const RegisterEmailInUse: Story = {
  args: {
    route: 'register',
    user: null,
    failing: ['register', { status: 409, code: 'email_in_use' }],
  },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    const field = (label: string) =>
      canvas.findByRole('textbox', { name: requiredName(i18n, label) });
    await userEvent.type(await field(t('field.displayName.label')), 'Ana Pop');
    await userEvent.type(await field(t('field.email.label')), 'ana@example.ro');
    await userEvent.type(
      canvas.getByLabelText(t('field.password.label'), { exact: false }),
      'parola-buna-1',
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('auth.register.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('auth.error.email-in-use'));
  },
};

export const Forgot: Story = { args: { route: 'forgot', user: null } };

export const ForgotEmptyForm: Story = {
  args: { route: 'forgot', user: null },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('auth.forgot.submit') }));
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

/** shop-api has had too many reset requests (per address or per e-mail): the person is told to wait. */
export const ForgotRateLimited: Story = {
  args: {
    route: 'forgot',
    user: null,
    failing: ['requestPasswordReset', { status: 429, code: 'rate_limited' }],
  },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { t } = i18n;
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: requiredName(i18n, t('field.email.label')) }),
      'ana@example.ro',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('auth.forgot.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('auth.error.reset-rate-limited'),
    );
  },
};

export const Logout: Story = {
  args: { route: 'logout' },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('logout.title') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('logout.login') })).toBeInTheDocument();
  },
};

/** shop-api could not end the session: nothing is said to the page until trying again works. */
export const LogoutFailed: Story = {
  args: { route: 'logout', failing: ['deleteSession', { status: 0, code: 'network' }] },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('logout.failed'));
    await userEvent.click(canvas.getByRole('button', { name: t('error.retry') }));
    await expect(
      await canvas.findByRole('heading', { name: t('logout.title') }),
    ).toBeInTheDocument();
  },
};

export const Overview: Story = { args: { route: 'account' } };

export const Purchases: Story = { args: { route: 'account-purchases' } };

export const PurchasesLoading: Story = {
  args: { route: 'account-purchases', holding: ['orders'] },
};

export const PurchasesEmpty: Story = {
  args: { route: 'account-purchases', state: { orders: [] } },
};

export const PurchasesFailed: Story = {
  args: { route: 'account-purchases', failing: ['orders', serverError] },
};

export const Returns: Story = { args: { route: 'account-return' } };

export const ReturnsWithRequest: Story = {
  args: { route: 'account-return', state: { returns: [RETURN_REQUEST] } },
};

export const ReturnsLoading: Story = {
  args: { route: 'account-return', holding: ['warrantyReturnData', 'returns', 'orders'] },
};

/** The requests could not be loaded; trying again brings them. */
export const ReturnsFailed: Story = {
  args: {
    route: 'account-return',
    state: { returns: [RETURN_REQUEST] },
    failing: ['returns', serverError],
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('returns.requestsFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('error.retry') }));
    await expect(
      await canvas.findByRole('heading', { name: t('returns.request', { id: RETURN_REQUEST.id }) }),
    ).toBeInTheDocument();
  },
};

export const Warranties: Story = { args: { route: 'account-warranties' } };

export const WarrantiesWithCase: Story = {
  args: { route: 'account-warranties', state: { cases: [WARRANTY_CASE] } },
};

export const WarrantiesLoading: Story = {
  args: { route: 'account-warranties', holding: ['warranties', 'warrantyCases'] },
};

export const WarrantiesEmpty: Story = {
  args: { route: 'account-warranties', state: { warranties: [] } },
};

/** The warranties could not be loaded; trying again brings them. */
export const WarrantiesFailed: Story = {
  args: { route: 'account-warranties', failing: ['warranties', serverError] },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('warranties.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('error.retry') }));
    await expect(
      await canvas.findByRole('heading', { name: DEFAULT_WARRANTY.phone.name }),
    ).toBeInTheDocument();
  },
};

/** Insurances are sold in RO only: elsewhere the page says so, whatever shop-api holds. */
export const Insurances: Story = {
  args: { route: 'account-insurances', state: { insurances: [INSURANCE] } },
};

export const InsurancesLoading: Story = {
  args: { route: 'account-insurances', holding: ['insurances'] },
};

export const InsurancesEmpty: Story = { args: { route: 'account-insurances' } };

export const InsurancesFailed: Story = {
  args: { route: 'account-insurances', failing: ['insurances', serverError] },
};

export const SendInWarranty: Story = { args: { route: 'account-send-in-warranty' } };

export const Sales: Story = { args: { route: 'account-sales', state: { sales: [SALE] } } };

export const SalesLoading: Story = { args: { route: 'account-sales', holding: ['sales'] } };

export const SalesEmpty: Story = { args: { route: 'account-sales' } };

/** The sales could not be loaded; trying again brings them. */
export const SalesFailed: Story = {
  args: { route: 'account-sales', state: { sales: [SALE] }, failing: ['sales', serverError] },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('sales.loadFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('error.retry') }));
    await expect(
      await canvas.findByRole('heading', { name: t('sales.sale', { reference: SALE.reference }) }),
    ).toBeInTheDocument();
  },
};

export const SaleCounterOffer: Story = {
  args: { route: 'account-sale-details', params: { saleId: SALE.id }, state: { sales: [SALE] } },
};

export const SaleCounterOfferAccepted: Story = {
  args: { route: 'account-sale-details', params: { saleId: SALE.id }, state: { sales: [SALE] } },
  play: async ({ canvasElement, globals }) => {
    const { t, formatPrice } = storyI18n(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('sale.accept') }));
    // The answer names the counter offer's amount, now the one to be paid.
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      formatPrice(SALE.counterOffer?.amount ?? 0),
    );
  },
};

export const SaleLoading: Story = {
  args: {
    route: 'account-sale-details',
    params: { saleId: SALE.id },
    state: { sales: [SALE] },
    holding: ['sale'],
  },
};

/** A sale that is not the person's. */
export const SaleNotFound: Story = {
  args: { route: 'account-sale-details', params: { saleId: 'sale-404' } },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    await expect(await within(canvasElement).findByText(t('sale.notFound'))).toBeInTheDocument();
  },
};

export const SaleFailed: Story = {
  args: {
    route: 'account-sale-details',
    params: { saleId: SALE.id },
    state: { sales: [SALE] },
    failing: ['sale', serverError],
  },
};

export const Settings: Story = { args: { route: 'account-settings' } };

export const SettingsLoading: Story = {
  args: { route: 'account-settings', holding: ['profile', 'addresses'] },
};

export const SettingsFailed: Story = {
  args: { route: 'account-settings', failing: ['profile', serverError] },
};

/** The local config has genius benefits off: the page says they are not available. */
export const Genius: Story = { args: { route: 'account-genius' } };

const LONGER_RETURNS = {
  key: 'longer-returns',
  title: 'Retur în 90 de zile',
  text: 'Pentru comenzi de peste 1.000 lei.',
} as const;

/** Genius on, the person not a member yet: joining says welcome. */
export const GeniusJoin: Story = {
  args: {
    route: 'account-genius',
    flags: { areGeniusBenefitsActive: true },
    state: { genius: { member: false, since: null, benefits: [LONGER_RETURNS] } },
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = storyI18n(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('genius.notMember'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('genius.join') }));
    await expect(await canvas.findByText(t('genius.joined'))).toBeInTheDocument();
    await expect(
      await canvas.findByRole('button', { name: t('genius.leave') }),
    ).toBeInTheDocument();
  },
};

export const GeniusMember: Story = {
  args: {
    route: 'account-genius',
    flags: { areGeniusBenefitsActive: true },
    state: {
      genius: { member: true, since: '2026-06-01T09:00:00.000Z', benefits: [LONGER_RETURNS] },
    },
  },
};

export const GeniusFailed: Story = {
  args: {
    route: 'account-genius',
    flags: { areGeniusBenefitsActive: true },
    failing: ['genius', serverError],
  },
};
