/**
 * The cart on any page (the marketing embed): a plain page's `<div data-refurb-cart>` gets the
 * mini-cart in its own shadow root, and its `data-refurb-add-to-cart` buttons add their product,
 * on the real cart service over HTTP that MSW answers from the contracts (`@refurb/story-mocks`).
 * The page here is the story's canvas; the country comes from the toolbar. The hostile story puts
 * `* { all: unset }` and `button { display: none }` on the page: the widget is untouched.
 */
import { type Country } from '@refurb/shared-contracts';
import { type Listing } from '@refurb/shared-contracts/api/catalog';
import { cartStorageKey } from '@refurb/shared-contracts/cart';
import {
  catalogHandlers,
  cartHandlers,
  network,
  storyCart,
  storyListings,
  STORY_CONFIG,
  STORY_MODELS,
  storyPhones,
} from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stopCartService } from '../app/cart-service';
import { createCartI18n } from '../i18n/catalogues';
import { mountEmbed } from './mount-embed';
import { webStorage } from '@refurb/web-kit';

interface EmbedStoryArgs {
  /** A phone in the cart already (stored as the shop left it), or none. */
  readonly withPhone?: boolean;
  /** The page's CSS unsets everything and hides every button. */
  readonly hostile?: boolean;
  /** The page offers only sold-out listings. */
  readonly soldOut?: boolean;
}

const HOSTILE_CSS = `
.story-page, .story-page * { all: unset; }
.story-page button { display: none; }
.story-page style { display: none; }
`;

/** The page's products: the first listing of two phones, or listings nobody can buy any more. */
function pageProducts(country: Country, soldOut: boolean) {
  const models = STORY_MODELS.filter((m) => m.type === 'SMARTPHONE' && !!m.soldOut === soldOut);
  return models.slice(0, 2).map((m) => {
    const listing: Listing = storyListings(m, country)[0]!;
    return { id: listing.productId, name: `${m.brand} ${m.name}` };
  });
}

function EmbedStory({
  country,
  withPhone,
  hostile,
  soldOut,
}: EmbedStoryArgs & { country: Country }) {
  const page = useRef<HTMLDivElement>(null);
  const { t } = createCartI18n(country);
  useEffect(() => {
    // The story before this one may still be stopping its cart service, and a service that has
    // not stopped yet can still write its cart: this story seeds the stored cart and mounts only
    // after that (Storybook's UI, like the smoke test, moves one page from story to story).
    let cancelled = false;
    let unmount: (() => void) | undefined;
    void stopCartService().then(() => {
      if (cancelled) return;
      const key = cartStorageKey(STORY_CONFIG.cart.stateVersion);
      if (withPhone) {
        webStorage('localStorage').setItem(
          key,
          JSON.stringify(storyCart({ phoneCart: [storyPhones(country)[0]!] })),
        );
      } else webStorage('localStorage').removeItem(key);
      unmount = mountEmbed(page.current!, {
        country,
        siteBase: window.location.origin,
        config: STORY_CONFIG,
      });
    });
    return () => {
      cancelled = true;
      unmount?.();
      void stopCartService();
    };
  }, [country, withPhone]);
  return (
    <div ref={page} className={hostile ? 'story-page' : undefined}>
      {hostile && <style>{HOSTILE_CSS}</style>}
      <div data-refurb-cart="" />
      <ul>
        {pageProducts(country, !!soldOut).map((product) => (
          <li key={product.id}>
            <button type="button" data-refurb-add-to-cart={product.id}>
              {t('cart.addAccessoryLabel', { name: product.name })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const countryOf = (globals: Record<string, unknown>): Country =>
  (globals.country as Country | undefined) ?? 'ro';

/** The widget, inside its shadow root, once it is there. */
async function widgetIn(canvasElement: HTMLElement) {
  const root = await waitFor(() => {
    const found = canvasElement
      .querySelector('[data-refurb-cart]')
      ?.shadowRoot?.querySelector<HTMLElement>('.refurb-embed');
    if (!found) throw new Error('the widget is not mounted yet');
    return found;
  });
  return within(root);
}

const meta = {
  title: 'mf-cart/Embedded mini-cart',
  render: (args, { globals }) => {
    const country = countryOf(globals);
    return <EmbedStory key={country} {...args} country={country} />;
  },
  parameters: { msw: network(...cartHandlers(), ...catalogHandlers()) },
} satisfies Meta<EmbedStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's add button puts its phone in the cart: the badge counts it, the widget says so. */
export const AddFromThePage: Story = {
  args: {},
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createCartI18n(country);
    const widget = await widgetIn(canvasElement);
    await widget.findByRole('button', { name: t('mini.label', { count: 0 }) });
    const [first] = pageProducts(country, false);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t('cart.addAccessoryLabel', { name: first!.name }),
      }),
    );
    await widget.findByRole('button', { name: t('mini.label', { count: 1 }) });
    await waitFor(() => expect(widget.getByRole('status')).toHaveTextContent(first!.name));
  },
};

/** The shop's cart, read on the page: the drawer lists it and links to the site's cart page. */
export const DrawerOpen: Story = {
  args: { withPhone: true },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createCartI18n(country);
    const widget = await widgetIn(canvasElement);
    await userEvent.click(
      await widget.findByRole('button', { name: t('mini.label', { count: 1 }) }),
    );
    const drawer = widget.getByRole('dialog', { name: t('mini.title') });
    await expect(
      within(drawer).getByText(storyPhones(country)[0]!.shortTitle, { exact: false }),
    ).toBeInTheDocument();
    await expect(within(drawer).getByRole('link', { name: t('mini.viewCart') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https?:\/\//),
    );
  },
};

/** The page unsets every element and hides every button: the widget still shows and opens. */
export const HostilePageCss: Story = {
  args: { withPhone: true, hostile: true },
  play: async ({ canvasElement, globals }) => {
    const { t } = createCartI18n(countryOf(globals));
    const widget = await widgetIn(canvasElement);
    const button = await widget.findByRole('button', { name: t('mini.label', { count: 1 }) });
    await expect(getComputedStyle(button).display).not.toBe('none');
    await userEvent.click(button);
    await expect(widget.getByRole('dialog', { name: t('mini.title') })).toBeVisible();
    // The page's own buttons are as the page styled them.
    for (const own of canvasElement.querySelectorAll('button')) {
      await expect(getComputedStyle(own).display).toBe('none');
    }
  },
};

/** A listing nobody can buy any more: the widget says so and the cart stays as it was. */
export const SoldOut: Story = {
  args: { soldOut: true },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createCartI18n(country);
    const widget = await widgetIn(canvasElement);
    await widget.findByRole('button', { name: t('mini.label', { count: 0 }) });
    const [first] = pageProducts(country, true);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t('cart.addAccessoryLabel', { name: first!.name }),
      }),
    );
    await waitFor(() =>
      expect(widget.getByRole('alert')).toHaveTextContent(
        t('embed.soldOut', { title: first!.name }),
      ),
    );
    await expect(widget.getByRole('button', { name: t('mini.label', { count: 0 }) })).toBeVisible();
  },
};
