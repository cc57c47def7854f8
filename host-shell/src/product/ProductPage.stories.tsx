/**
 * The brand-model page: the iPhone 13 with its variants (storage, colour, shape with the
 * 'Popular' mark), extra services, a new battery and accessories to bundle; a laptop with its
 * specs; a model sold out; while it loads; the model failing (retry); and the shapes failing
 * while the rest of the page works. Adding sends `cart.add-phone` on the bus, for the cart remote.
 * A choice rewrites the page's address (held in the story's state, see `AddressedProductPage`).
 */
import {
  matchRoute,
  productSlug,
  type BusPayload,
  type Country,
  type EventBus,
} from '@refurb/shared-contracts';
import { catalogFailing, catalogPending, findStoryModel } from '@refurb/story-mocks';
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
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const specs = await canvas.findByRole('heading', { name: t('product.specs') });
    await expect(specs).toBeVisible();
    await expect(canvas.getByText(t('product.spec.gpu'))).toBeVisible();
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
