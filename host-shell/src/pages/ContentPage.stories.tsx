/**
 * A page of the content service in the site's language: about us, the help page opened on its
 * contact section (the contact route), the seller guide, the legal pages (the terms and the
 * withdrawal form, titled with the footer's link words), the HU refund policy, loading, and
 * failed with a retry.
 */
import type { Country, RouteName } from '@refurb/shared-contracts';
import type { ContentPageKey } from '@refurb/shared-contracts/api/content';
import { catalogFailing, catalogPending } from '@refurb/story-mocks';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StoryPage, network } from '../test-support/story-site';
import { ContentPage } from './ContentPage';

interface ContentArgs {
  readonly pageKey: ContentPageKey;
  readonly route: RouteName;
  readonly anchor?: string;
  /** A page that exists in one country only. */
  readonly country?: Country;
}

const meta = {
  title: 'host-shell/Pages/Content',
  render: ({ country: only, ...page }, { globals, id }) => {
    const country = only ?? countryOf(globals);
    return (
      <StoryPage key={`${id}|${country}`} country={country}>
        <ContentPage {...page} />
      </StoryPage>
    );
  },
  args: { pageKey: 'about-us', route: 'about-us' },
  parameters: network(),
} satisfies Meta<ContentArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutUs: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      t('link.about-us'),
    );
  },
};

export const HelpOpenOnContact: Story = {
  args: { pageKey: 'faq', route: 'contact', anchor: 'contact' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: t('link.contact') });
    await waitFor(() => expect(heading.closest('section')).toHaveFocus());
  },
};

export const SellerGuide: Story = {
  args: { pageKey: 'seller-guide', route: 'seller-guide' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('link.seller-guide') }),
    ).toBeVisible();
  },
};

/** A legal page: titled as the footer links to it, in sections. */
export const Terms: Story = {
  args: { pageKey: 'terms', route: 'terms' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('link.terms') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toBeVisible();
  },
};

/** The EU model withdrawal form, after a word on when to use it. */
export const WithdrawalForm: Story = {
  args: { pageKey: 'withdrawal-form', route: 'withdrawal-form' },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('link.withdrawal-form') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toBeVisible();
  },
};

/** HU: the only site with a refund policy. */
export const RefundPolicy: Story = {
  args: { pageKey: 'refund-policy', route: 'refund-policy', country: 'hu' },
  play: async ({ canvasElement }) => {
    const { t } = createI18n('hu');
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: t('link.refund-policy'),
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: network(catalogPending('contentPage')),
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('state.loading'));
  },
};

export const Failed: Story = {
  parameters: { ...network(catalogFailing('contentPage')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('state.retry') })).toBeVisible();
  },
};

export const FailedThenRetried: Story = {
  parameters: {
    ...network(catalogFailing('contentPage', { once: true })),
    expectedHttpErrors: 1,
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('state.retry') }));
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      t('link.about-us'),
    );
  },
};
