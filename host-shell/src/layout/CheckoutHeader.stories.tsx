/**
 * The checkout's enclosed header (login step and finalize): the logo, "secure checkout" and the
 * cart link with its count; no search, categories or account menu. With the cart announced on the
 * bus; and with the cart remote down while the page wants its service (the link stays, the failed
 * load is reported). The country comes from the toolbar; HU has its own logo.
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
import { CheckoutHeader } from './CheckoutHeader';

interface CheckoutHeaderArgs {
  readonly remotes?: StoryRemotes;
  /** Whether the page wants its cart service (finalize; the login step after a sign-in). */
  readonly cartWanted: boolean;
}

const meta = {
  title: 'host-shell/Layout/CheckoutHeader',
  render: ({ remotes, cartWanted }, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StorySite
        key={`${id}|${country}`}
        country={country}
        options={{ remotes, cart: storyCartUpdate(country) }}
      >
        <CheckoutHeader cartWanted={cartWanted} />
      </StorySite>
    );
  },
  parameters: network(),
} satisfies Meta<CheckoutHeaderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const enclosed = async (canvasElement: HTMLElement, country: Parameters<typeof createI18n>[0]) => {
  const { t } = createI18n(country);
  const canvas = within(canvasElement);
  await expect(canvas.getByText(t('nav.secureCheckout'))).toBeVisible();
  await expect(
    await canvas.findByRole('link', { name: t('nav.cartCount', { count: 3 }) }),
  ).toBeVisible();
  await expect(canvas.queryByRole('search')).toBeNull();
  await expect(canvas.queryByRole('navigation')).toBeNull();
};

export const LoginStepVisitor: Story = {
  args: { cartWanted: false },
  play: async ({ canvasElement, globals }) => enclosed(canvasElement, countryOf(globals)),
};

export const CartServiceDown: Story = {
  args: { cartWanted: true, remotes: 'down' },
  // The cart service's failed load, reported as on a site.
  parameters: { expectedReports: 1 },
  play: async ({ canvasElement, globals }) => enclosed(canvasElement, countryOf(globals)),
};
