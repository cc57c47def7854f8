/**
 * The cart's views — the cart page, the extras step, the mini-cart and its cross-sell dialog — on
 * the real cart service: the cart is read from this browser's local storage (put there as a
 * returning visitor would have it) and refreshed over HTTP, where MSW answers as shop-api would
 * (`@refurb/story-mocks`, from the contracts' schemas and the shared fixtures). The country comes
 * from the toolbar; prices are in its money and the shop's words in its language.
 */
import { formatDeliveryDays, type Country, TOAST_OPTIONS } from '@refurb/shared-contracts';
import {
  accessoryLabel,
  cartStorageKey,
  cartTotal,
  type CartState,
  type PhoneCartItem,
} from '@refurb/shared-contracts/cart';
import { createEventBus, type SiteFlags } from '@refurb/shared-contracts/runtime';
import {
  cartDownHandlers,
  cartHandlers,
  cartPendingHandlers,
  storyCart,
  storyOffers,
  storyPhones,
  storyShop,
  storyDeliveryEstimate,
  STORY_CONFIG,
  network,
} from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartRoot } from '../app/CartRoot';
import { stopCartService } from '../app/cart-service';
import { createCartI18n } from '../i18n/catalogues';
import { CartPage } from './cart-page';
import { ExtrasPage } from './extras-page';
import { MiniCart } from './mini-cart';
import { webStorage } from '@refurb/web-kit';
import styles from '../styles.css';

type Stored = (country: Country) => CartState | string | null;

interface CartStoryArgs {
  readonly view: 'cart' | 'extras' | 'mini-cart';
  /** What local storage holds when the page opens: a cart, raw text, or nothing. */
  readonly stored?: Stored;
  readonly flags?: Partial<SiteFlags>;
}

/** The page's event bus, as a product page would use it. */
const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});

/** The page's cart service starts afresh on what is stored now (one service per page). */
function prepare(country: Country, stored: Stored | undefined) {
  void stopCartService();
  const key = cartStorageKey(STORY_CONFIG.cart.stateVersion);
  const value = stored?.(country) ?? null;
  const storage = webStorage('localStorage');
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

function CartStory({
  view,
  stored,
  flags,
  country,
}: CartStoryArgs & { readonly country: Country }) {
  useState(() => prepare(country, stored));
  const config = { ...STORY_CONFIG, flags: { ...STORY_CONFIG.flags, ...flags } };
  return (
    <>
      <CartRoot country={country} config={config} styles={styles}>
        {view === 'extras' ? <ExtrasPage /> : view === 'mini-cart' ? <MiniCart /> : <CartPage />}
      </CartRoot>
      <ToastContainer {...TOAST_OPTIONS} autoClose={false} transition={Slide} />
    </>
  );
}

const withWarranty = (item: PhoneCartItem): PhoneCartItem => {
  const chosen = item.available_extra_services.find((s) => s.key === 'warranty_12');
  return chosen ? { ...item, selected_extra_services: [{ ...chosen, isSelected: true }] } : item;
};

/** Two phones (the first with 12 months' warranty) and a case. */
const twoPhones: Stored = (country) => {
  const [iphone, galaxy] = storyPhones(country);
  const cover = storyOffers(country).find((o) => o.id === 'cover')!;
  return storyCart({
    phoneCart: [withWarranty(iphone!), galaxy!],
    accessoryCart: [
      {
        id: cover.id,
        name: cover.name,
        price: cover.price,
        type: 'accessory',
        isActive: true,
        isWrappingTax: false,
        category: cover.category,
      },
    ],
  });
};
const onePhone: Stored = (country) => storyCart({ phoneCart: [storyPhones(country)[0]!] });

const countryOf = (globals: Record<string, unknown>): Country =>
  (globals.country as Country | undefined) ?? 'ro';
/** The site's words, and prices as the page's text reads (its spaces normalised, as queries do). */
const wordsOf = (globals: Record<string, unknown>) => {
  const i18n = createCartI18n(countryOf(globals));
  return { t: i18n.t, formatPrice: (n: number) => i18n.formatPrice(n).replace(/\s+/gu, ' ') };
};

/**
 * Edits wait until the opening refresh is done, as a person waits for the prices to settle: the
 * suggestions arrive (they are asked for when the page opens, with the refresh), then the
 * "checking prices" line goes.
 */
async function settled(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { t } = wordsOf(globals);
  const canvas = within(canvasElement);
  await canvas.findAllByRole('button', { name: (name) => name.startsWith(t('cart.addAccessory')) });
  await waitFor(() => expect(canvas.queryByText(t('cart.refreshing'))).not.toBeInTheDocument());
}

const meta = {
  title: 'mf-cart/Cart',
  render: (args, { globals }) => {
    const country = countryOf(globals);
    return <CartStory key={country} {...args} country={country} />;
  },
  parameters: { msw: network(...cartHandlers()) },
} satisfies Meta<CartStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { view: 'cart' } };

export const Filled: Story = {
  args: { view: 'cart', stored: twoPhones },
  play: async ({ canvasElement, globals }) => {
    const { t, formatPrice } = wordsOf(globals);
    const canvas = within(canvasElement);
    const stored = twoPhones(countryOf(globals)) as CartState;
    await waitFor(() =>
      expect(canvas.getByTestId('cart-total')).toHaveTextContent(formatPrice(cartTotal(stored))),
    );
    await expect(canvas.getByRole('heading', { name: t('cart.summary') })).toBeInTheDocument();
  },
};

/** The summary says when the order arrives, per kind the site offers (issue 36). */
export const DeliveryDates: Story = {
  args: { view: 'cart', stored: onePhone },
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    const country = countryOf(globals);
    const courier = storyDeliveryEstimate(country).estimates.find((e) => e.kind === 'courier')!;
    const list = await within(canvasElement).findByRole('list', { name: t('cart.estimateTitle') });
    await expect(list).toHaveTextContent(
      t('cart.estimateCourier', {
        dates: formatDeliveryDays(country, courier.from, courier.to),
      }).replace(/\s+/gu, ' '),
    );
  },
};

/** shop-api has not answered the refresh yet: the stored cart shows, with a status line. */
export const Refreshing: Story = {
  args: { view: 'cart', stored: twoPhones },
  parameters: { msw: network(...cartPendingHandlers) },
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    await expect(await within(canvasElement).findByText(t('cart.refreshing'))).toBeInTheDocument();
  },
};

/** shop-api is down: the cart keeps what it had; the suggestions offer a retry. */
export const RefreshFailed: Story = {
  args: { view: 'cart', stored: twoPhones },
  parameters: { msw: network(...cartDownHandlers), expectedReports: 1, expectedHttpErrors: 2 },
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('error.suggestions'));
    await expect(canvas.getByRole('button', { name: t('error.retry') })).toBeInTheDocument();
  },
};

/** The iPhone is cheaper today: the old price is struck through. */
export const PriceDropped: Story = {
  args: { view: 'cart', stored: onePhone },
  parameters: {
    msw: network(
      ...cartHandlers((country) => {
        const shop = storyShop(country);
        const iphone = shop.phones[0]!;
        return { ...shop, priceNow: { [iphone.order_id]: Math.round(iphone.buy_price * 0.9) } };
      }),
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const { formatPrice } = wordsOf(globals);
    const before = storyPhones(countryOf(globals))[0]!.buy_price;
    const struck = await within(canvasElement).findByText(formatPrice(before));
    await expect(struck.tagName).toBe('DEL');
  },
};

/** The Galaxy was sold meanwhile: it leaves the cart and a notice says so. */
export const PhoneSoldMeanwhile: Story = {
  args: { view: 'cart', stored: twoPhones },
  parameters: {
    msw: network(
      ...cartHandlers((country) => {
        const shop = storyShop(country);
        return { ...shop, phones: shop.phones.slice(0, 1) };
      }),
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(t('toast.vanished'))).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(1);
  },
};

/** What was stored is not a cart: the problem is reported and an empty cart replaces it. */
export const CorruptStoredCart: Story = {
  args: { view: 'cart', stored: () => '{"phoneCart": [' },
  parameters: { expectedReports: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('cart.emptyTitle') }),
    ).toBeInTheDocument();
  },
};

export const ChooseWarranty: Story = {
  args: { view: 'cart', stored: onePhone },
  play: async ({ canvasElement, globals }) => {
    await settled(canvasElement, globals);
    const { formatPrice } = wordsOf(globals);
    const canvas = within(canvasElement);
    const iphone = storyPhones(countryOf(globals))[0]!;
    const twoYears = iphone.available_extra_services.find((s) => s.key === 'warranty_24')!;
    await waitFor(() =>
      expect(canvas.getByTestId('cart-total')).toHaveTextContent(formatPrice(iphone.buy_price)),
    );
    await userEvent.click(await canvas.findByRole('radio', { name: new RegExp(twoYears.name!) }));
    await waitFor(() =>
      expect(canvas.getByTestId('cart-total')).toHaveTextContent(
        formatPrice(iphone.buy_price + twoYears.price!),
      ),
    );
  },
};

export const RemoveAndUndo: Story = {
  args: { view: 'cart', stored: twoPhones },
  play: async ({ canvasElement, globals }) => {
    await settled(canvasElement, globals);
    const { t } = wordsOf(globals);
    const canvas = within(canvasElement);
    const galaxy = storyPhones(countryOf(globals))[1]!;
    await userEvent.click(
      await canvas.findByRole('button', { name: t('cart.removeLabel', { title: galaxy.title }) }),
    );
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: t('cart.undo') }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
  },
};

export const AddAccessoryAndGiftWrap: Story = {
  args: { view: 'cart', stored: onePhone },
  play: async ({ canvasElement, globals }) => {
    await settled(canvasElement, globals);
    const { t, formatPrice } = wordsOf(globals);
    const canvas = within(canvasElement);
    const offers = storyOffers(countryOf(globals));
    const glass = offers.find((o) => o.id === 'glass')!;
    const wrap = offers.find((o) => o.isWrappingTax)!;
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('cart.addAccessoryLabel', { name: accessoryLabel(glass) }),
      }),
    );
    await expect(
      await canvas.findByRole('heading', { name: t('cart.accessories') }),
    ).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: t('cart.giftWrap', { price: formatPrice(wrap.price) }),
      }),
    );
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
  },
};

/** An unknown code (shop-api answers 404), then REFURB10. */
export const PromoCode: Story = {
  args: { view: 'cart', stored: onePhone },
  parameters: { expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    await settled(canvasElement, globals);
    const { t } = wordsOf(globals);
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(t('cart.promoLabel'));
    await userEvent.type(field, 'NOSUCHCODE');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.promoApply') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('cart.promoInvalid'));
    await userEvent.clear(field);
    await userEvent.type(field, 'refurb10');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.promoApply') }));
    await expect(
      await canvas.findByText(t('cart.promoApplied', { code: 'REFURB10', percentage: 10 }), {
        exact: false,
      }),
    ).toBeInTheDocument();
  },
};

/** The extras step (`isUpsellPageActive`): each phone's extras and battery, then suggestions. */
export const ExtrasStep: Story = {
  args: { view: 'extras', stored: twoPhones, flags: { isUpsellPageActive: true } },
  play: async ({ canvasElement, globals }) => {
    await settled(canvasElement, globals);
    const { t } = wordsOf(globals);
    const canvas = within(canvasElement);
    const battery = storyPhones(countryOf(globals))[0]!.deviceAvailableAccessories[0]!;
    const { formatPrice } = wordsOf(globals);
    const fresh = await canvas.findByRole('radio', {
      name: (name) =>
        name.replace(/\s+/gu, ' ') === t('cart.batteryNew', { price: formatPrice(battery.price) }),
    });
    await userEvent.click(fresh);
    await waitFor(() => expect(fresh).toBeChecked());
  },
};

export const MiniCartEmpty: Story = {
  args: { view: 'mini-cart' },
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('mini.label', { count: 0 }) }),
    );
    await expect(await canvas.findByText(t('mini.empty'))).toBeInTheDocument();
  },
};

/** Open from its button, close with Escape: focus goes back to the button. */
export const MiniCartOpen: Story = {
  args: { view: 'mini-cart', stored: twoPhones },
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: t('mini.label', { count: 3 }) });
    await userEvent.click(button);
    const drawer = await canvas.findByRole('dialog', { name: t('mini.title') });
    await expect(
      within(drawer).getByText(storyPhones(countryOf(globals))[1]!.shortTitle),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A product page adds a phone (`cart.add-phone`): the cross-sell dialog offers what goes with it. */
export const CrossSellAfterAdd: Story = {
  args: { view: 'mini-cart', flags: { isCrossSellModalActive: true } },
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    const canvas = within(canvasElement);
    const [iphone] = storyPhones(countryOf(globals));
    // Opened and closed once: the drawer takes focus from an effect, so the dialog (whose effect
    // ran before) listens by then.
    await userEvent.click(
      await canvas.findByRole('button', { name: t('mini.label', { count: 0 }) }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('dialog', { name: t('mini.title') })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    bus.publish('cart.add-phone', { item: iphone! });
    const dialog = await canvas.findByRole('dialog', { name: t('cross.title') });
    const cover = storyOffers(countryOf(globals)).find((o) => o.id === 'cover')!;
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: t('cart.addAccessoryLabel', { name: accessoryLabel(cover) }),
      }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('mini.label', { count: 2 }) })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
