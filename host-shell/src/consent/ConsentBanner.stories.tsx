/**
 * The cookie banner (spec section 6) on a first visit, before the visitor decides: functionality
 * always on, statistics and personalised ads off until chosen. Deciding closes it and keeps the
 * choice in local storage.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createI18n } from '../i18n/catalogues';
import { countryOf, StorySite, network } from '../test-support/story-site';
import { ConsentProvider } from './ConsentBanner';
import { CONSENT_STORAGE_KEY, readConsent } from './consent-store';
import { webStorage } from '@refurb/web-kit';

const meta = {
  title: 'host-shell/Layout/Consent banner',
  render: (_args, { globals, id }) => {
    const country = countryOf(globals);
    return (
      <StorySite key={`${id}|${country}`} country={country}>
        <ConsentProvider>
          <main id="main" className="main">
            <h1>{createI18n(country).t('index.heroTitle')}</h1>
          </main>
        </ConsentProvider>
      </StorySite>
    );
  },
  // A first visit: nothing stored yet.
  beforeEach: () => {
    webStorage('localStorage').removeItem(CONSENT_STORAGE_KEY);
    return () => webStorage('localStorage').removeItem(CONSENT_STORAGE_KEY);
  },
  parameters: network(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const banner = within(
      await within(canvasElement).findByRole('dialog', { name: t('consent.title') }),
    );
    await expect(banner.getByRole('checkbox', { name: t('consent.functionality') })).toBeDisabled();
    await expect(banner.getByRole('checkbox', { name: t('consent.analytics') })).not.toBeChecked();
    await expect(banner.getByRole('checkbox', { name: t('consent.ad') })).not.toBeChecked();
  },
};

export const StatisticsOnlySaved: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t } = createI18n(countryOf(globals));
    const canvas = within(canvasElement);
    const banner = within(await canvas.findByRole('dialog', { name: t('consent.title') }));
    await userEvent.click(banner.getByRole('checkbox', { name: t('consent.analytics') }));
    await userEvent.click(banner.getByRole('button', { name: t('consent.save') }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(readConsent(webStorage('localStorage'))).toEqual({ ad: false, analytics: true });
  },
};
