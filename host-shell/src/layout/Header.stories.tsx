/**
 * The header in its states: the account menu and mini-cart remotes still loading (their
 * fallbacks show: the account link and the host's cart badge), a cart announced on the bus, and
 * both remotes down for a signed-in person (a visitor's account link is the host's, loading
 * nothing; the fallbacks stay; each failed load is reported). The country comes from the toolbar;
 * HU has its own logo.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import {
  countryOf,
  StorySite,
  storyCartUpdate,
  type StoryRemotes,
  network,
} from '../test-support/story-site';
import { Header } from './Header';

interface HeaderArgs {
  readonly remotes?: StoryRemotes;
  readonly withCart?: boolean;
  /** A signed-in person: the account menu remote is loaded (a visitor's is the host's link). */
  readonly signedIn?: boolean;
}

const SIGNED_IN = {
  id: 'uid-ana',
  deactivated_at: null,
  email: 'ana@example.ro',
  displayName: 'Ana Pop',
  phoneNumber: null,
};

const meta = {
  title: 'host-shell/Layout/Header',
  render: ({ remotes, withCart, signedIn }, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StorySite
        key={`${id}|${country}`}
        country={country}
        options={{
          remotes,
          ...(withCart ? { cart: storyCartUpdate(country) } : {}),
          ...(signedIn
            ? { listen: (bus) => bus.publish('session.changed', { user: SIGNED_IN }) }
            : {}),
        }}
      >
        <Header />
      </StorySite>
    );
  },
  parameters: network(),
} satisfies Meta<HeaderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RemotesLoading: Story = {
  args: {},
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('nav.account') })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('nav.cartCount', { count: 0 }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t('nav.main') })).toBeVisible();
  },
};

export const WithCartItems: Story = {
  args: { withCart: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: t('nav.cartCount', { count: 3 }) }),
    ).toBeVisible();
  },
};

export const RemotesDown: Story = {
  args: { remotes: 'down', withCart: true, signedIn: true },
  // The account menu's and the mini-cart's failed loads, reported as on a site.
  parameters: { expectedReports: 2 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: t('nav.cartCount', { count: 3 }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('nav.account') })).toBeVisible();
  },
};
