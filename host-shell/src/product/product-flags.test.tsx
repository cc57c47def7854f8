/**
 * The brand-model page and the site's settings (issue 33 point 17), through the whole site in
 * jsdom with a fake product service: accessory images come from the runtime config's
 * `accessoriesImageBase`; a console is no page while `isConsoleEnabled` is off; the grade label
 * follows the 'FOARTE_BUN - Popular' rule.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { productAddress, type Country, type DeviceTypeKey } from '@refurb/shared-contracts';
import { type Listing, type ModelPageResponse } from '@refurb/shared-contracts/api/catalog';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from '../app/App';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { testSite } from '../test-support/test-site';

let models = 4000;

function pageOf(type: DeviceTypeKey) {
  models += 1;
  const model: ModelPageResponse['model'] = {
    modelId: models,
    legacyModelId: models,
    type,
    brand: 'Sony',
    brandSlug: 'sony',
    name: `Device ${models}`,
    slug: `sony-device-${models}`,
    specs: {},
  };
  const listing = (grade: string, stock: number): Listing => ({
    productId: `P${models}${grade}`,
    legacySellOrderId: models * 10 + grade.length,
    sku: `SKU-${models}-${grade}`,
    storage: '825GB',
    color: 'White',
    grade,
    stock,
    batteryType: 'Standard',
    batteryHealth: null,
    price: 1999,
    previousPrice: null,
    image: '/content/images/x.png',
  });
  return { model, listings: [listing('FOARTE_BUN', 2), listing('BUN', 1)] };
}

function siteWith(
  country: Country,
  page: ModelPageResponse,
  settings: { accessoriesImageBase?: string; isConsoleEnabled?: boolean; allInStock?: boolean },
): Site {
  const site = testSite(country);
  const flags = { ...site.flags, isConsoleEnabled: settings.isConsoleEnabled ?? true };
  return {
    ...site,
    flags,
    config: {
      ...site.config,
      flags,
      accessoriesImageBase: settings.accessoriesImageBase ?? site.config.accessoriesImageBase,
    },
    api: {
      ...site.api,
      model: async () => ({ ok: true, data: page }),
      availableShapes: async (_country: Country, productId: string) => ({
        ok: true,
        data: {
          success: true,
          data: {
            productId,
            relatedSpecs: [
              {
                name: 'shape',
                items: [
                  { value: 'FOARTE_BUN', inStock: true },
                  { value: 'BUN', inStock: settings.allInStock ?? true },
                ],
              },
            ],
          },
        },
      }),
      extraServices: async (_country: Country, productId: string) => ({
        ok: true,
        data: { productId, services: [] },
      }),
      relatedAccessories: async (_country: Country, [productId = '']: readonly string[]) => ({
        ok: true,
        data: {
          success: true,
          data: [
            {
              productId,
              accessoriesPerCategory: [
                {
                  category: 'COVER',
                  accessories: [
                    {
                      id: 'cover',
                      name: 'Husa Silicon',
                      translatedName: 'Husă din silicon',
                      price: 49,
                      image: '/somewhere/else.jpg',
                      isWrappingTax: false,
                      category: 'COVER',
                    },
                  ],
                },
              ],
            },
          ],
        },
      }),
    },
  };
}

async function open(country: Country, site: Site, page: ModelPageResponse) {
  const listing = page.listings[0]!;
  window.history.replaceState(null, '', productAddress(country, page.model, listing));
  const i18n = createI18n(country);
  render(
    <SiteProvider value={site}>
      <I18nProvider value={i18n}>
        <App />
      </I18nProvider>
    </SiteProvider>,
  );
  return i18n;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the brand-model page and the site settings', () => {
  it('shows accessory images under the runtime config’s accessoriesImageBase', async () => {
    const page = pageOf('SMARTPHONE');
    const base = 'https://images.example/acc/';
    await open('ro', siteWith('ro', page, { accessoriesImageBase: base }), page);
    // Shown by its name in the site's language; the picture keyed by the product name.
    const name = await screen.findByText(/Husă din silicon/);
    expect(name.closest('label')?.querySelector('img')?.getAttribute('src')).toBe(
      `${base}husa%20silicon.jpg`,
    );
  });

  it('shows no console while isConsoleEnabled is off, and shows it while on', async () => {
    const page = pageOf('CONSOLE');
    const { t } = await open('ro', siteWith('ro', page, { isConsoleEnabled: false }), page);
    expect(await screen.findByRole('heading', { name: t('notFound.title') })).toBeTruthy();
    cleanup();
    await open('ro', siteWith('ro', page, { isConsoleEnabled: true }), page);
    expect(await screen.findByRole('heading', { name: `Sony ${page.model.name}` })).toBeTruthy();
  });

  it.each<[Country, boolean, string]>([
    ['ro', true, 'Foarte bun - Popular'],
    ['hu', true, 'Nagyon jó - Népszerű'],
    ['ro', false, 'Foarte bun'],
  ])('%s, every grade in stock %p: FOARTE_BUN reads %s', async (country, allInStock, label) => {
    const page = pageOf('SMARTPHONE');
    const { t } = await open(country, siteWith(country, page, { allInStock }), page);
    const shapes = await screen.findByRole('group', { name: t('product.shape') });
    const radio = await within(shapes).findByRole('radio', { name: label });
    expect((radio as HTMLInputElement).value).toBe('FOARTE_BUN');
  });
});
