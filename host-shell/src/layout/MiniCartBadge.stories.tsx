/**
 * The host's cart link with the item count of the cart's last `cart.updated`: what the header
 * shows while the mini-cart remote loads, or when it cannot.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StorySite, storyCartUpdate, network } from '../test-support/story-site';
import { MiniCartBadge } from './MiniCartBadge';

const meta = {
  title: 'host-shell/Layout/Mini-cart badge',
  render: ({ withCart }, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StorySite
        key={`${id}|${country}`}
        country={country}
        options={withCart ? { cart: storyCartUpdate(country) } : {}}
      >
        <nav aria-label={createI18n(country).t('nav.account')} className="header__links">
          <MiniCartBadge />
        </nav>
      </StorySite>
    );
  },
  parameters: network(),
} satisfies Meta<{ readonly withCart?: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: {},
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(
      within(canvasElement).getByRole('link', { name: t('nav.cartCount', { count: 0 }) }),
    ).toBeVisible();
  },
};

export const WithItems: Story = {
  args: { withCart: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(
      await within(canvasElement).findByRole('link', { name: t('nav.cartCount', { count: 3 }) }),
    ).toBeVisible();
  },
};
