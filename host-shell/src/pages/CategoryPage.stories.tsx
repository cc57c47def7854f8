/**
 * A category listing with its filters (from the URL query, as a shared link would open it): the
 * phones of the shop, filtered, paged, with no match, and the laptops; loading, and failed with a
 * retry. The facets offered come from the catalog's answer; each grade says what it means (the
 * product guide's definitions), and with the guide failing the filters work without them. A card
 * whose model has reviews shows its rating (issue 36); with the ratings failing, the cards show
 * without them.
 */
import { amountFormatter, type DeviceTypeKey } from '@refurb/shared-contracts';
import {
  catalogFailing,
  catalogPending,
  guideFailing,
  productReviewsFailing,
  storyRatings,
  STORY_GRADES,
  storyProductGuide,
} from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StoryPage, network } from '../test-support/story-site';
import { CategoryPage } from './CategoryPage';

interface CategoryArgs {
  readonly type: DeviceTypeKey;
  /** The location's query: the filters. */
  readonly query?: string;
}

const meta = {
  title: 'host-shell/Pages/Category',
  render: ({ type, query = '' }, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StoryPage key={`${id}|${country}`} country={country}>
        <CategoryPage type={type} query={new URLSearchParams(query)} />
      </StoryPage>
    );
  },
  args: { type: 'SMARTPHONE' },
  parameters: network(),
} satisfies Meta<CategoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone (the smoke's 360 px) the filters wait behind their button: open them. */
async function openFilters(canvasElement: HTMLElement) {
  const button = canvasElement.querySelector<HTMLElement>('summary.filters-panel__button');
  if (button && getComputedStyle(button).display !== 'none') await userEvent.click(button);
}

export const Phones: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('category.SMARTPHONE') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText(t('card.outOfStock'))).toBeVisible();
    // On a phone (the smoke's 360 px) the filters wait behind their button (issue 35).
    const button = canvasElement.querySelector<HTMLElement>('summary.filters-panel__button');
    if (button && getComputedStyle(button).display !== 'none') await userEvent.click(button);
    const filters = within(canvas.getByRole('form', { name: t('listing.filters') }));
    await expect(filters.getByRole('group', { name: t('listing.brand') })).toBeVisible();
  },
};

export const Filtered: Story = {
  args: { query: 'brand=apple&storage=128GB&inStock=true&sort=price-asc' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('listing.count', { count: 2 }))).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^apple/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: t('listing.inStock') })).toBeChecked();
  },
};

export const Paged: Story = {
  args: { query: 'pageSize=2&page=2' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const pager = await within(canvasElement).findByRole('navigation', {
      name: t('listing.page', { page: 2, pages: 3 }),
    });
    await expect(within(pager).getByRole('link', { name: t('listing.next') })).toHaveAttribute(
      'href',
      expect.stringContaining('page=3'),
    );
    await expect(within(pager).getByRole('link', { name: t('listing.previous') })).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { query: 'maxPrice=1' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('listing.empty'))).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: t('listing.maxPrice') })).toHaveValue(1);
  },
};

export const Laptops: Story = {
  args: { type: 'LAPTOP' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const list = await within(canvasElement).findByRole('list', { name: t('category.LAPTOP') });
    await expect(within(list).getByText(/MacBook Air M1/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: network(catalogPending('catalog')),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('state.loading'));
  },
};

export const Failed: Story = {
  parameters: { ...network(catalogFailing('catalog')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('state.retry') })).toBeVisible();
  },
};

export const FailedThenRetried: Story = {
  parameters: { ...network(catalogFailing('catalog', { once: true })), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('state.retry') }));
    await expect(await canvas.findByRole('list', { name: t('category.SMARTPHONE') })).toBeVisible();
  },
};

/** Each grade of the filter is described by what it means, in the product guide's words. */
export const GradeDefinitions: Story = {
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const guide = storyProductGuide(country);
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: t('category.SMARTPHONE') });
    await openFilters(canvasElement);
    const grades = within(canvas.getByRole('group', { name: t('listing.grade') }));
    for (const grade of STORY_GRADES) {
      const { summary } = guide.grades.find((g) => g.grade === grade)!;
      // Named by the grade and its count ("Bun (4)"), described by its definition.
      const box = grades.getByRole('checkbox', {
        name: (name) => name.startsWith(`${t(`grade.${grade}`)} (`),
      });
      await waitFor(() => expect(box).toHaveAccessibleDescription(summary));
      await expect(grades.getByText(summary)).toBeVisible();
    }
  },
};

/** The guide failing: the grades filter as before, only without their definitions. */
export const GuideFailed: Story = {
  parameters: { ...network(guideFailing('productGuide')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: t('category.SMARTPHONE') });
    await openFilters(canvasElement);
    const grades = within(canvas.getByRole('group', { name: t('listing.grade') }));
    const box = grades.getByRole('checkbox', {
      name: (name) => name.startsWith(`${t('grade.BUN')} (`),
    });
    await expect(box).toBeEnabled();
    await expect(box).not.toHaveAccessibleDescription();
    const { summary } = storyProductGuide(country).grades.find((g) => g.grade === 'BUN')!;
    await expect(grades.queryByText(summary)).toBeNull();
  },
};

/** The iPhone 13's card shows its rating, said in words; an unreviewed model's shows none. */
export const RatedCards: Story = {
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const { average, count } = storyRatings(country, [1301]).ratings['1301']!;
    const said = amountFormatter(country)(average);
    const canvas = within(canvasElement);
    const rating = await canvas.findByRole('img', {
      name: `${t('reviews.average', { average: said })}, ${t('reviews.count', { count })}`,
    });
    await expect(rating).toHaveTextContent(`★ ${said} (${count})`);
    await expect(rating.closest('li')).toHaveTextContent('iPhone 13');
    await expect(canvasElement.querySelectorAll('.card__rating').length).toBeLessThan(5);
  },
};

/** The ratings failing: the cards show, prices and all, without them. */
export const RatingsFailed: Story = {
  parameters: { ...network(productReviewsFailing('ratings')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const list = await within(canvasElement).findByRole('list', { name: t('category.SMARTPHONE') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvasElement.querySelector('.card__rating')).toBeNull();
  },
};
