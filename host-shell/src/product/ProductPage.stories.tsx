/**
 * The brand-model page: the iPhone 13 with its variants (storage, colour, shape with the
 * 'Popular' mark), extra services, a new battery and accessories to bundle; a laptop with its
 * specs; a model sold out; while it loads; the model failing (retry); and the shapes failing
 * while the rest of the page works. Adding sends `cart.add-phone` on the bus, for the cart remote.
 * A choice rewrites the page's address (held in the story's state, see `AddressedProductPage`).
 *
 * The facts of issue 36, in the words of the country's product guide: the Omnibus line of a
 * reduced price, the grade's definition describing the grade choice, the battery's health, the
 * delivery days and the lowest monthly payment; the page while the guide loads, with the guide
 * failing (no facts, still for sale) and with the delivery estimate still loading.
 *
 * The model's reviews (issue 36): its rating by its name, opening onto the newest reviews and the
 * link to write one; a model without reviews (the link alone); the reviews failing (the page
 * without them).
 */
import {
  amountFormatter,
  fillTemplate,
  formatDeliveryDays,
  matchRoute,
  productSlug,
  routePath,
  type Country,
} from '@refurb/shared-contracts';
import { type BusPayload, type EventBus } from '@refurb/shared-contracts/runtime';
import {
  catalogFailing,
  catalogPending,
  findStoryModel,
  guideFailing,
  guidePending,
  productReviewsFailing,
  STORY_CUTOFF,
  storyDeliveryEstimate,
  storyListings,
  storyProductGuide,
  storyProductReviews,
} from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StoryPage, network } from '../test-support/story-site';
import { ProductPage } from './ProductPage';

interface ProductArgs {
  readonly legacyModelId: number;
  readonly shape?: string;
  /** Receives what the page sends the cart. */
  readonly onAddPhone?: (payload: BusPayload<'cart.add-phone'>) => void;
  readonly onAddAccessory?: (payload: BusPayload<'cart.add-accessory'>) => void;
}

/** The route's params, as a model card links to the page. */
function paramsOf(country: Country, legacyModelId: number, shape?: string) {
  const model = findStoryModel(legacyModelId);
  const slug = model
    ? productSlug(country, {
        type: model.type,
        brand: model.brand,
        model: model.name,
        storage: model.storages[0] ?? '',
        color: model.colors[0] ?? '',
      })
    : 'unknown';
  return {
    brandSlug: model?.brandSlug ?? 'unknown',
    slug,
    legacyModelId: String(legacyModelId),
    ...(shape ? { shape } : {}),
  };
}

type Params = ReturnType<typeof paramsOf>;

/** The listing the page shows for a story's args: the model's first storage and colour. */
function shownListing(country: Country, legacyModelId: number, grade: string) {
  const model = findStoryModel(legacyModelId)!;
  return storyListings(model, country).find(
    (l) => l.storage === model.storages[0] && l.color === model.colors[0] && l.grade === grade,
  )!;
}

/**
 * A story's words: the host's, and its country's product guide with its templates filled in as
 * the page fills them, spaces as a shopper's eye (and Testing Library) reads them.
 */
function wordsOf(globals: Readonly<Record<string, unknown>>) {
  const country = countryOf(globals);
  const fill = (template: string, values?: Readonly<Record<string, string | number>>) =>
    fillTemplate(template, values, country).replace(/\s+/g, ' ');
  return { ...createI18n(country), guide: storyProductGuide(country), fill };
}

/**
 * The page with its address in the story's state, as the site's router would hold it: a choice
 * rewrites the address (`replaceAddress`), and the page shows what the new address names. The
 * story's own iframe address is left alone.
 */
function AddressedProductPage({ country, initial }: { country: Country; initial: Params }) {
  const [params, setParams] = useState<Params>(initial);
  const replaceAddress = useCallback(
    (href: string) => {
      const match = matchRoute(country, href);
      if (match?.name !== 'shop-brand-model') return;
      const { brandSlug = '', slug = '', legacyModelId = '', shape } = match.params;
      setParams({ brandSlug, slug, legacyModelId, ...(shape ? { shape } : {}) });
    },
    [country],
  );
  return <ProductPage params={params} replaceAddress={replaceAddress} />;
}

const meta = {
  title: 'host-shell/Pages/Product',
  render: ({ legacyModelId, shape, onAddPhone, onAddAccessory }, { globals, id }) => {
    const country = countryOf(globals);
    const listen = (bus: EventBus) => {
      if (onAddPhone) bus.subscribe('cart.add-phone', onAddPhone);
      if (onAddAccessory) bus.subscribe('cart.add-accessory', onAddAccessory);
    };
    return (
      <StoryPage key={`${id}|${country}`} country={country} options={{ listen }}>
        <AddressedProductPage country={country} initial={paramsOf(country, legacyModelId, shape)} />
      </StoryPage>
    );
  },
  args: { legacyModelId: 1301 },
  parameters: network(),
} satisfies Meta<ProductArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IPhone: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Apple iPhone 13', level: 1 }),
    ).toBeVisible();
    // The choices come with the listing's shapes, services and accessories, all at once.
    const shapes = await canvas.findByRole('group', { name: t('product.shape') });
    await expect(
      await within(shapes).findByRole('radio', {
        name: `${t('grade.FOARTE_BUN')} - ${t('grade.popular')}`,
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole('group', { name: t('product.INSURANCE') })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: t('product.accessories') }),
    ).toBeVisible();
  },
};

export const OtherStorageChosen: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const storage = within(await canvas.findByRole('group', { name: t('product.storage') }));
    const price = canvasElement.querySelector('.product__price')!;
    const before = price.textContent;
    await userEvent.click(storage.getByRole('radio', { name: '256GB' }));
    await expect(storage.getByRole('radio', { name: '256GB' })).toBeChecked();
    await waitFor(() => expect(price.textContent).not.toBe(before));
  },
};

export const AddedToCart: Story = {
  args: { onAddPhone: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('product.addToCart') }));
    const sent = args.onAddPhone as Mock<(payload: BusPayload<'cart.add-phone'>) => void>;
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const { item } = sent.mock.calls[0]![0];
    await expect([item.model, item.storage, item.origin]).toEqual(['iPhone 13', '128GB', 'PDP']);
  },
};

/** An accessory ticked goes into the cart with the device: the button says so (issue 35). */
export const AddedWithAccessory: Story = {
  args: { onAddPhone: fn(), onAddAccessory: fn() },
  play: async ({ args, canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const offers = within(await canvas.findByRole('region', { name: t('product.accessories') }));
    await userEvent.click((await offers.findAllByRole('checkbox'))[0]!);
    await userEvent.click(
      canvas.getByRole('button', { name: t('product.addToCartWith', { count: 1 }) }),
    );
    const phone = args.onAddPhone as Mock<(payload: BusPayload<'cart.add-phone'>) => void>;
    const accessory = args.onAddAccessory as Mock<
      (payload: BusPayload<'cart.add-accessory'>) => void
    >;
    await waitFor(() => expect(accessory).toHaveBeenCalledTimes(1));
    await expect(phone.mock.calls[0]![0].item.origin).toBe('PDP - Bundle');
    await expect(accessory.mock.calls[0]![0].accessory.origin).toBe('PDP - Bundle');
  },
};

export const Laptop: Story = {
  args: { legacyModelId: 4101 },
  play: async ({ args, canvasElement, globals }) => {
    const { t, guide } = wordsOf(globals);
    const canvas = within(canvasElement);
    const specs = await canvas.findByRole('heading', { name: t('product.specs') });
    await expect(specs).toBeVisible();
    // Labelled in the guide's words (the catalog's attribute names in the site's language).
    const gpu = canvas.getByText(guide.specLabels.gpu);
    await expect(gpu).toBeVisible();
    await expect(gpu.nextElementSibling).toHaveTextContent(
      findStoryModel(args.legacyModelId)!.specs.gpu!,
    );
  },
};

/** A reduced price says the lowest price of the 30 days before the reduction (Omnibus rule). */
export const PriceReduced: Story = {
  args: { shape: 'CA_NOU' },
  play: async ({ args, canvasElement, globals }) => {
    const { country, guide, fill, formatPrice } = wordsOf(globals);
    const { previousPrice } = shownListing(country, args.legacyModelId, 'CA_NOU');
    const omnibus = fill(guide.lines.omnibus, { price: formatPrice(previousPrice!) });
    await expect(await within(canvasElement).findByText(omnibus)).toBeVisible();
  },
};

/** The grade choice is described by what the chosen grade means; another grade, by its own. */
export const GradeDefinition: Story = {
  args: { shape: 'FOARTE_BUN' },
  play: async ({ canvasElement, globals }) => {
    const { t, guide } = wordsOf(globals);
    const summary = (grade: string) => guide.grades.find((g) => g.grade === grade)!.summary;
    const canvas = within(canvasElement);
    const shapes = await canvas.findByRole('group', { name: t('product.shape') });
    // The guide's facts join the page when they come (the page does not wait for them).
    await waitFor(() =>
      expect(shapes).toHaveAccessibleDescription(expect.stringContaining(summary('FOARTE_BUN'))),
    );
    await expect(canvas.getByText(summary('FOARTE_BUN'), { exact: false })).toBeVisible();
    await userEvent.click(within(shapes).getByRole('radio', { name: t('grade.BUN') }));
    await waitFor(() =>
      expect(shapes).toHaveAccessibleDescription(expect.stringContaining(summary('BUN'))),
    );
  },
};

/** A used battery: its measured health, and the floor the shop promises for every unit. */
export const BatteryHealth: Story = {
  args: { shape: 'BUN' },
  play: async ({ args, canvasElement, globals }) => {
    const { country, guide, fill } = wordsOf(globals);
    const { batteryHealth } = shownListing(country, args.legacyModelId, 'BUN');
    const canvas = within(canvasElement);
    const health = fill(guide.lines.batteryHealth, { percent: batteryHealth! });
    await expect(await canvas.findByText(health)).toBeVisible();
    await expect(canvas.getByText(guide.battery.text)).toBeVisible();
  },
};

/** In stock: the time left to order by, and the days each of the site's delivery kinds brings it. */
export const Delivery: Story = {
  play: async ({ canvasElement, globals }) => {
    const { country, guide, fill } = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(fill(guide.lines.orderWithin, STORY_CUTOFF)),
    ).toBeVisible();
    for (const { kind, from, to } of storyDeliveryEstimate(country).estimates) {
      const days = fill(guide.lines.deliveredOn, { date: formatDeliveryDays(country, from, to) });
      await expect(canvas.getByText(`${guide.lines[kind]}: ${days}`)).toBeVisible();
    }
  },
};

/** The lowest monthly payment the site's financing allows, linked to its conditions. */
export const Installments: Story = {
  args: { shape: 'ACCEPTABIL' },
  play: async ({ args, canvasElement, globals }) => {
    const { country, guide, fill, formatPrice } = wordsOf(globals);
    const plan = shownListing(country, args.legacyModelId, 'ACCEPTABIL').installments!;
    const conditions = await within(canvasElement).findByRole('link', {
      name: guide.lines.conditions,
    });
    await expect(conditions).toHaveAttribute('href', expect.stringContaining('#financing'));
    await expect(conditions.parentElement).toHaveTextContent(
      fill(guide.lines.installments, { price: formatPrice(plan.monthly), months: plan.months }),
    );
  },
};

export const SoldOut: Story = {
  args: { legacyModelId: 1202 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('product.soldOut'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('product.addToCart') })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: network(catalogPending('model')),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('state.loading'));
  },
};

export const Failed: Story = {
  parameters: { ...network(catalogFailing('model')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('state.retry') })).toBeVisible();
  },
};

export const ShapesFailed: Story = {
  parameters: { ...network(catalogFailing('shapes')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const shapes = within(await canvas.findByRole('group', { name: t('product.shape') }));
    await expect(await shapes.findByRole('alert')).toHaveTextContent(t('state.error'));
    await expect(canvas.getByRole('button', { name: t('product.addToCart') })).toBeVisible();
  },
};

/** While the guide loads, the page waits under the model's name: its details come all at once. */
export const GuideLoading: Story = {
  parameters: network(guidePending('productGuide')),
  play: async ({ canvasElement, globals }) => {
    const { t } = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Apple iPhone 13', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('state.loading'));
  },
};

/** The guide failing: the device is still for sale, its facts left out rather than half-worded. */
export const GuideFailed: Story = {
  parameters: { ...network(guideFailing('productGuide')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t, guide, fill } = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('product.addToCart') })).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: t('product.shape') }),
    ).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText(fill(guide.lines.orderWithin, STORY_CUTOFF))).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('product.promises') })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: t('product.specs') })).toBeNull();
  },
};

/** While the delivery estimate loads, the page works; only its delivery lines are missing. */
export const DeliveryLoading: Story = {
  parameters: network(guidePending('deliveryEstimate')),
  play: async ({ canvasElement, globals }) => {
    const { t, guide, fill } = wordsOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('product.addToCart') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t('product.promises') })).toBeVisible();
    await expect(canvas.queryByText(fill(guide.lines.orderWithin, STORY_CUTOFF))).toBeNull();
  },
};

/** The iPhone 13's rating by its name; opened, its newest reviews and the link to write one. */
export const Rated: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const reviews = storyProductReviews(country, args.legacyModelId);
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    const said = `${amountFormatter(country)(Math.round(average * 10) / 10)} / 5 · ${t(
      'reviews.count',
      { count: reviews.length },
    )}`;
    const canvas = within(canvasElement);
    const rating = await canvas.findByText(said, { exact: false });
    await expect(rating).toBeVisible();
    await userEvent.click(rating);
    const opened = within(rating.closest('details')!);
    await expect(opened.getAllByRole('listitem')).toHaveLength(reviews.length);
    await expect(opened.getByText(reviews[0]!.text)).toBeVisible();
    await expect(opened.getByRole('link', { name: t('reviews.add') })).toHaveAttribute(
      'href',
      `${routePath(country, 'add-review')}?model=${args.legacyModelId}`,
    );
  },
};

/** A model nobody reviewed yet: the link to write the first review, no rating. */
export const NotYetReviewed: Story = {
  args: { legacyModelId: 4101 },
  play: async ({ args, canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('reviews.add') })).toHaveAttribute(
      'href',
      `${routePath(country, 'add-review')}?model=${args.legacyModelId}`,
    );
    await expect(canvasElement.querySelector('details')).toBeNull();
  },
};

/** The reviews failing: the device is still for sale, without a rating. */
export const ReviewsFailed: Story = {
  parameters: { ...network(productReviewsFailing('modelReviews')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('product.addToCart') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('reviews.add') })).toBeNull();
  },
};
