/**
 * The footer: the site's content and legal pages (the refund policy only in HU, where the route
 * exists), the cookie settings link, which reopens the consent banner with the visitor's stored
 * choice, and the company that sells on the site (`/content/company`), left out when its call
 * fails.
 */
import { catalogFailing, storyCompany } from '@refurb/story-mocks';
import { routePath, type Country } from '@refurb/shared-contracts';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsentProvider } from '../consent/ConsentBanner';
import { CONSENT_STORAGE_KEY, saveConsent } from '../consent/consent-store';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StorySite, network } from '../test-support/story-site';
import { Footer } from './Footer';
import { webStorage } from '@refurb/web-kit';

interface FooterArgs {
  /** A state that exists in one country only. */
  readonly country?: Country;
}

const meta = {
  title: 'host-shell/Layout/Footer',
  render: (args, { globals, id }) => {
    const country = args.country ?? countryOf(globals);
    return (
      <StorySite key={`${id}|${country}`} country={country}>
        <ConsentProvider>
          <Footer />
        </ConsentProvider>
      </StorySite>
    );
  },
  // A returning visitor: statistics allowed, no personalised ads; the banner stays closed.
  beforeEach: () => {
    saveConsent(webStorage('localStorage'), {}, { ad: false, analytics: true });
    return () => webStorage('localStorage').removeItem(CONSENT_STORAGE_KEY);
  },
  parameters: network(),
} satisfies Meta<FooterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  args: {},
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: t('footer.label') });
    // The links are an island: drawn here from their chunk (a page the server rendered has them).
    await expect(await within(nav).findByRole('link', { name: t('link.about-us') })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** HU: the only site with a refund policy page. */
export const HungaryWithRefundPolicy: Story = {
  args: { country: 'hu' },
  play: async ({ canvasElement }) => {
    const { t } = createI18n('hu');
    await expect(
      await within(canvasElement).findByRole('link', { name: t('link.refund-policy') }),
    ).toBeVisible();
  },
};

/** The four legal pages, at the site's own addresses, and the seller with its numbers. */
export const LegalPagesAndSeller: Story = {
  args: {},
  play: async ({ canvasElement, globals }) => {
    const country = countryOf(globals);
    const { t } = createI18n(country);
    const canvas = within(canvasElement);
    for (const name of ['terms', 'privacy-policy', 'cookie-policy', 'withdrawal-form'] as const) {
      await expect(await canvas.findByRole('link', { name: t(`link.${name}`) })).toHaveAttribute(
        'href',
        routePath(country, name),
      );
    }
    const company = storyCompany(country);
    await expect(
      await canvas.findByText((text) => text.startsWith(company.legalName)),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
  },
};

/** RO: the consumer authority, its out-of-court (SAL) and the online (SOL) dispute resolution. */
export const RomaniaConsumerBodies: Story = {
  args: { country: 'ro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'ANPC' })).toHaveAttribute(
      'href',
      'https://anpc.ro/',
    );
    await expect(canvas.getByRole('link', { name: 'ANPC – SAL' })).toHaveAttribute(
      'href',
      'https://anpc.ro/ce-este-sal/',
    );
    await expect(canvas.getByRole('link', { name: 'SOL' })).toHaveAttribute(
      'href',
      'https://ec.europa.eu/consumers/odr',
    );
  },
};

/**
 * The seller's call fails: the footer keeps its links and leaves the seller out (Footer.test.tsx
 * holds it to that after the answer; here it is to be seen).
 */
export const SellerUnavailable: Story = {
  args: {},
  parameters: { ...network(catalogFailing('company')), expectedHttpErrors: 1 },
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('link.terms') })).toBeVisible();
    // The seller's part loads its code and asks for the company; once that has failed, nothing.
    await waitFor(() =>
      expect(
        performance.getEntriesByType('resource').some((e) => e.name.includes('/company')),
      ).toBe(true),
    );
    await expect(canvasElement.querySelector('address')).toBeNull();
  },
};

export const CookieSettingsReopened: Story = {
  args: {},
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('consent.manage') }));
    const banner = await canvas.findByRole('dialog', { name: t('consent.title') });
    await expect(
      within(banner).getByRole('checkbox', { name: t('consent.analytics') }),
    ).toBeChecked();
    await expect(within(banner).getByRole('checkbox', { name: t('consent.ad') })).not.toBeChecked();
  },
};
