/**
 * The site around its pages (the page wrapper: header, main, footer, toasts, consent) and the
 * routes the host composes from remotes: the checkout login step (checkout's page, then the
 * account's sign-in form once checkout's page is there, a login link standing in for the form)
 * while the remotes load and when they are down, and an account page loading. No real remote
 * loads in a story.
 */
import type { RouteName } from '@refurb/shared-contracts';
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

export const CheckoutLoginLoading: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('remote.loading'));
    // The sign-in part waits until checkout's page above it is there: it would be pushed down.
    await expect(canvas.queryByRole('link', { name: t('route.login') })).toBeNull();
  },
};

export const CheckoutLoginRemotesDown: Story = {
  args: { remotes: 'down' },
  // Checkout's page and the account's sign-in form, each reported.
  parameters: { expectedReports: 2 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('remote.title'));
    await expect(await canvas.findByRole('link', { name: t('route.login') })).toBeVisible();
  },
};

export const AccountPageLoading: Story = {
  args: { route: 'account' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('remote.loading'));
  },
};
