/**
 * Where a remote's page goes, without a real remote: while it loads (a federation runtime that
 * never answers), when it cannot load (every attempt fails: the localized notice with a retry,
 * the failure reported), a retry that brings it (a stand-in remote mounts), and a header widget
 * that keeps its fallback when its remote is down.
 */
import type { Country } from '@refurb/shared-contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { MiniCartBadge } from '../layout/MiniCartBadge';
import { countryOf, StoryPage, type StoryRemotes, network } from '../test-support/story-site';
import type { FederationRuntime } from './remote-loader';
import { RemoteSlot } from './RemoteSlot';
import { RemoteWidget } from './RemoteWidget';

interface SlotArgs {
  readonly remotes: () => StoryRemotes;
  /** The header's mini-cart widget, with the host's badge as its fallback. */
  readonly widget?: boolean;
}

const CART_ROUTE = { name: 'cart', params: {} };

/** Fails the first load (all three attempts), then mounts a stand-in that shows its props. */
function recoveringRuntime(): FederationRuntime {
  let calls = 0;
  return {
    register: () => undefined,
    preload: async () => undefined,
    load: async (name) => {
      calls += 1;
      if (calls <= 3) throw new Error(`remote ${name}: Loading script failed`);
      return {
        mount: (element: HTMLElement, props: { country: Country; route: { name: string } }) => {
          element.textContent = `${name}: ${props.route.name} (${props.country})`;
          return () => undefined;
        },
      };
    },
  };
}

const meta = {
  title: 'host-shell/Remotes/Remote slot',
  render: ({ remotes, widget }, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StoryPage key={`${id}|${country}`} country={country} options={{ remotes: remotes() }}>
        {widget ? (
          <RemoteWidget
            name="mf_cart"
            expose="mini-cart"
            route={{ name: 'mini-cart', params: {} }}
            fallback={<MiniCartBadge />}
          />
        ) : (
          <RemoteSlot name="mf_cart" route={CART_ROUTE} />
        )}
      </StoryPage>
    );
  },
  args: { remotes: (): StoryRemotes => 'pending' },
  parameters: network(),
} satisfies Meta<SlotArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('remote.loading'));
  },
};

export const CouldNotLoad: Story = {
  args: { remotes: () => 'down' },
  parameters: { expectedReports: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByRole('heading', { name: t('remote.title') })).toBeVisible();
    await expect(alert.getByRole('button', { name: t('state.retry') })).toBeVisible();
  },
};

export const RetriedAndMounted: Story = {
  args: { remotes: recoveringRuntime },
  parameters: { expectedReports: 1 },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('state.retry') }));
    await expect(await canvas.findByText(`mf_cart: cart (${country})`)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WidgetFallback: Story = {
  args: { remotes: () => 'down', widget: true },
  parameters: { expectedReports: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: t('nav.cartCount', { count: 0 }) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
