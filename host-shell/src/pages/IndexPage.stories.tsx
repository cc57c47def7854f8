/**
 * The index: the site's categories and today's top offers from the catalog (popular phones in
 * stock), while they load, when the catalog fails (with a retry that brings them), and when the
 * shop has none.
 */
import { catalogFailing, catalogHandlers, catalogPending, STORY_SHOP } from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StoryPage, network } from '../test-support/story-site';
import { IndexPage } from './IndexPage';

const meta = {
  title: 'host-shell/Pages/Index',
  render: (_args, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StoryPage key={`${id}|${country}`} country={country}>
        <IndexPage />
      </StoryPage>
    );
  },
  parameters: network(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopOffers: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const offers = await canvas.findByRole('list', { name: t('index.topOffers') });
    await expect(within(offers).getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('link', { name: t('category.LAPTOP') })).toBeVisible();
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
    await expect(alert).toHaveTextContent(t('state.error'));
    await expect(within(alert).getByRole('button', { name: t('state.retry') })).toBeVisible();
  },
};

export const FailedThenRetried: Story = {
  parameters: { ...network(catalogFailing('catalog', { once: true })), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('state.retry') }));
    await expect(await canvas.findByRole('list', { name: t('index.topOffers') })).toBeVisible();
  },
};

export const NoOffers: Story = {
  parameters: { msw: { handlers: catalogHandlers({ ...STORY_SHOP, models: [] }) } },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(await within(canvasElement).findByText(t('state.empty'))).toBeVisible();
  },
};
