/**
 * `isConsoleEnabled` (spec section 3's flag, one default: on) hides consoles when off: the
 * category, the header's link and the index's tile (host-routes, Header, IndexPage), and the
 * consoles among search results and a brand's models (issue 33 point 17).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { Country, DeviceTypeKey } from '@refurb/shared-contracts';
import type { ModelCard } from '@refurb/shared-contracts/api/catalog';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from '../app/App';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { searchPath } from '../routing/host-routes';
import { testSite } from '../test-support/test-site';

const card = (modelId: number, type: DeviceTypeKey, name: string): ModelCard => ({
  modelId,
  legacyModelId: modelId,
  type,
  brand: 'Sony',
  brandSlug: 'sony',
  name,
  slug: `sony-${name.toLowerCase().replace(/ /g, '-')}`,
  image: '/content/images/x.png',
  productId: `P${modelId}`,
  storage: '128GB',
  color: 'Black',
  grade: 'BUN',
  fromPrice: 999,
  previousPrice: null,
  inStock: true,
});

function siteWith(country: Country, isConsoleEnabled: boolean, results: ModelCard[]): Site {
  const site = testSite(country);
  const flags = { ...site.flags, isConsoleEnabled };
  return {
    ...site,
    flags,
    config: { ...site.config, flags },
    api: {
      ...site.api,
      search: async (_country: Country, query: string) => ({ ok: true, data: { query, results } }),
    },
  };
}

function open(site: Site, address: string) {
  window.history.replaceState(null, '', address);
  render(
    <SiteProvider value={site}>
      <I18nProvider value={createI18n(site.country)}>
        <App />
      </I18nProvider>
    </SiteProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('consoles behind isConsoleEnabled', () => {
  const results = [card(9101, 'SMARTPHONE', 'Xperia 5'), card(9102, 'CONSOLE', 'PlayStation 5')];

  it('search shows the consoles it finds while the flag is on', async () => {
    open(siteWith('ro', true, results), searchPath('ro', 'sony'));
    expect(await screen.findByText('Sony PlayStation 5')).toBeTruthy();
    expect(screen.getByText('Sony Xperia 5')).toBeTruthy();
  });

  it('search leaves them out while it is off; with consoles alone it finds nothing', async () => {
    open(siteWith('ro', false, results), searchPath('ro', 'sony'));
    expect(await screen.findByText('Sony Xperia 5')).toBeTruthy();
    expect(screen.queryByText('Sony PlayStation 5')).toBeNull();
    cleanup();
    const { t } = createI18n('ro');
    open(siteWith('ro', false, results.slice(1)), searchPath('ro', 'playstation'));
    expect(await screen.findByText(t('search.none', { query: 'playstation' }))).toBeTruthy();
  });

  it('the brand page leaves them out while it is off', async () => {
    open(siteWith('hu', false, results), '/bolt/sony/');
    expect(await screen.findByText('Sony Xperia 5')).toBeTruthy();
    expect(screen.queryByText('Sony PlayStation 5')).toBeNull();
  });
});
