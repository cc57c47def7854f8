/**
 * The site around its pages (the page wrapper: header, main, footer, toasts, consent) and the
 * routes the host composes from remotes: the checkout login step (the host's choices and the
 * account's sign-in form, a login link standing in for the form) while the remote loads and when
 * it is down, and an account page loading. No real remote
 * loads in a story.
 */
import { buildRoutePath, type Country, type RouteName } from '@refurb/shared-contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { CONSENT_STORAGE_KEY, saveConsent } from '../consent/consent-store';
import { createI18n } from '../i18n/catalogues';
import {
  countryOf,
  StoryPage,
  StorySite,
  type StoryRemotes,
  network,
} from '../test-support/story-site';
import { App, Page } from './App';
import { webStorage } from '@refurb/web-kit';

interface PageArgs {
  /** A route of the spec, or the whole site at the frame's own address. */
  readonly route: RouteName | 'whole-site';
  readonly remotes?: StoryRemotes;
}

const meta = {
  title: 'host-shell/App/Page',
  render: ({ route, remotes }, { globals, id }) => {
    const country = countryOf(globals);
    if (route === 'whole-site') {
      return (
        <StorySite key={`${id}|${country}`} country={country} options={{ remotes }}>
          <App />
        </StorySite>
      );
    }
    return (
      <StoryPage key={`${id}|${country}`} country={country} options={{ remotes }}>
        <Page route={{ kind: 'spec', name: route, params: {} }} />
      </StoryPage>
    );
  },
  args: { route: 'cart-login' },
  // A returning visitor: the consent banner (its own stories) stays closed.
  beforeEach: () => {
    saveConsent(webStorage('localStorage'), {}, { ad: false, analytics: false });
    return () => webStorage('localStorage').removeItem(CONSENT_STORAGE_KEY);
  },
  parameters: network(),
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Storybook frame's address is no page of the site: header, not-found page, footer. */
export const WholeSiteAtUnknownAddress: Story = {
  args: { route: 'whole-site' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** A visitor at checkout: go on as a guest, or register and come back to finalize. */
const choicesAreThere = async (canvasElement: HTMLElement, country: Country) => {
  const { t } = createI18n(country);
  const canvas = within(canvasElement);
  const finalize = buildRoutePath(country, 'cart-finalize') ?? '/';
  await expect(
    canvas.getByRole('heading', { level: 1, name: t('checkoutLogin.title') }),
  ).toBeVisible();
  await expect(canvas.getByRole('link', { name: t('checkoutLogin.guest') })).toHaveAttribute(
    'href',
    finalize,
  );
  await expect(canvas.getByRole('link', { name: t('checkoutLogin.register') })).toHaveAttribute(
    'href',
    `${buildRoutePath(country, 'register')}?redirect=${encodeURIComponent(finalize)}`,
  );
};

/** The choices at once (the host's), a link to the login page while the sign-in form loads. */
export const CheckoutLoginLoading: Story = {
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    await choicesAreThere(canvasElement, country);
    const { t } = createI18n(country);
    await expect(within(canvasElement).getByRole('link', { name: t('route.login') })).toBeVisible();
  },
};

/** The account remote is down: the choices, and the link to the login page for good, reported. */
export const CheckoutLoginRemotesDown: Story = {
  args: { remotes: 'down' },
  parameters: { expectedReports: 1 },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    await choicesAreThere(canvasElement, country);
    const { t } = createI18n(country);
    await expect(
      await within(canvasElement).findByRole('link', { name: t('route.login') }),
    ).toBeVisible();
  },
};

export const AccountPageLoading: Story = {
  args: { route: 'account' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('remote.loading'));
  },
};
