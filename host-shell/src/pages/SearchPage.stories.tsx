/**
 * Search (the `q` of the URL): results across device types, no match, the prompt of an empty
 * query, loading and failed; and the brand page, which searches by the brand's name.
 */
import { catalogFailing, catalogPending } from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StoryPage, network } from '../test-support/story-site';
import { BrandPage, SearchPage } from './SearchPage';

interface SearchArgs {
  readonly query: string;
  /** Shows the brand page of this brand slug instead. */
  readonly brandSlug?: string;
}

const meta = {
  title: 'host-shell/Pages/Search',
  render: ({ query, brandSlug }, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StoryPage key={`${id}|${country}`} country={country}>
        {brandSlug ? <BrandPage brandSlug={brandSlug} /> : <SearchPage query={query} />}
      </StoryPage>
    );
  },
  args: { query: 'apple' },
  parameters: network(),
} satisfies Meta<SearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const name = t('search.results', { query: 'apple' });
    const list = await within(canvasElement).findByRole('list', { name });
    // Phones, a tablet, a laptop and a watch.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const NoResults: Story = {
  args: { query: 'nokia 3310' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(
      await within(canvasElement).findByText(t('search.none', { query: 'nokia 3310' })),
    ).toBeVisible();
  },
};

export const EmptyQuery: Story = {
  args: { query: '' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByText(t('search.prompt'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: network(catalogPending('search')),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('state.loading'));
  },
};

export const Failed: Story = {
  parameters: { ...network(catalogFailing('search')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('state.retry') })).toBeVisible();
  },
};

export const BrandSamsung: Story = {
  args: { brandSlug: 'samsung' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const name = t('brand.title', { brand: 'Samsung' });
    const list = await within(canvasElement).findByRole('list', { name });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};
