/**
 * A category listing works without JavaScript (issue 34): its filters are a GET form whose
 * submit, with no script to take it over, writes an address the page reads (the category's path,
 * every field named as the query names it), and its pager is links with the page in the address.
 * With scripts the same form and links navigate in place, as before.
 */
import { type CatalogResponse } from '@refurb/shared-contracts/testing';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Country, DeviceTypeKey } from '@refurb/shared-contracts';
import type { ModelCard } from '@refurb/shared-contracts/api/catalog';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { categoryPath } from '../routing/host-routes';
import { RO_PRODUCT_GUIDE } from '../test-support/product-guide';
import { testSite } from '../test-support/test-site';

const card = (n: number, brand: string): ModelCard => ({
  modelId: n,
  legacyModelId: 1000 + n,
  type: 'SMARTPHONE',
  brand,
  brandSlug: brand.toLowerCase(),
  name: `Phone ${n}`,
  slug: `${brand.toLowerCase()}-phone-${n}`,
  image: '/content/images/x.png',
  productId: `P${n}`,
  storage: '128GB',
  color: 'Black',
  grade: 'BUN',
  fromPrice: 1000 + n,
  previousPrice: null,
  inStock: true,
});

type Brands = CatalogResponse['facets']['brands'];
const BRANDS: Brands = [
  { value: 'Apple', count: 3 },
  { value: 'Samsung', count: 2 },
];

/** The catalog's answer: 5 phones, 2 a page; the queries it was asked, as sent. */
function siteFor(country: Country, asked: string[], brands: Brands = BRANDS): Site {
  const site = testSite(country);
  return {
    ...site,
    api: {
      ...site.api,
      catalog: async (_country: Country, _type: DeviceTypeKey, filters: URLSearchParams) => {
        asked.push(filters.toString());
        const page = Number(filters.get('page') ?? '1');
        const all = [1, 2, 3, 4, 5].map((n) => card(n, n % 2 ? 'Apple' : 'Samsung'));
        const data: CatalogResponse = {
          items: all.slice((page - 1) * 2, page * 2),
          total: all.length,
          page,
          pageSize: 2,
          facets: {
            brands,
            grades: [{ value: 'BUN', count: 5 }],
            storages: [{ value: '128GB', count: 5 }],
          },
        };
        return { ok: true, data };
      },
      productGuide: async () => ({ ok: true, data: RO_PRODUCT_GUIDE }),
    },
  };
}

async function open(
  country: Country,
  address: string,
  asked: string[] = [],
  brands: Brands = BRANDS,
) {
  window.history.replaceState(null, '', address);
  const i18n = createI18n(country);
  render(
    <SiteProvider value={siteFor(country, asked, brands)}>
      <I18nProvider value={i18n}>
        <App />
      </I18nProvider>
    </SiteProvider>,
  );
  const form = await screen.findByRole('form', { name: i18n.t('listing.filters') });
  return { ...i18n, form: form as HTMLFormElement };
}

/** What a browser without scripts sends for the form: its fields, as a GET query. */
function submittedQuery(form: HTMLFormElement): string {
  const fields = new FormData(form);
  return new URLSearchParams(
    [...fields.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]),
  ).toString();
}

const here = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  // jsdom has no scrolling; a navigation scrolls to the top.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the category listing without JavaScript', () => {
  it.each<[Country, DeviceTypeKey]>([
    ['ro', 'SMARTPHONE'],
    ['hu', 'TABLET'],
  ])('%s: the filters are a GET form to the %s category path', async (country, type) => {
    const { form } = await open(country, categoryPath(country, type));
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(categoryPath(country, type));
  });

  it('names every field as the page reads it; the submit without scripts is the listing asked', async () => {
    const user = userEvent.setup();
    const { t, form } = await open('ro', '/telefoane/?brand=Samsung&pageSize=2&page=2');
    const filters = within(form);
    const apple = filters.getByRole<HTMLInputElement>('checkbox', { name: /^Apple/ });
    const samsung = filters.getByRole<HTMLInputElement>('checkbox', { name: /^Samsung/ });
    expect([apple.name, apple.value, samsung.name, samsung.value, samsung.checked]).toEqual([
      'brand',
      'Apple',
      'brand',
      'Samsung',
      true,
    ]);
    expect(filters.getByRole<HTMLInputElement>('checkbox', { name: /^128GB/ }).name).toBe(
      'storage',
    );
    expect(
      filters.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(`^${t('grade.BUN')}`) })
        .name,
    ).toBe('grade');
    const inStock = filters.getByRole<HTMLInputElement>('checkbox', {
      name: t('listing.inStock'),
    });
    expect([inStock.name, inStock.value]).toEqual(['inStock', 'true']);
    expect(
      filters.getByRole<HTMLInputElement>('spinbutton', { name: t('listing.minPrice') }).name,
    ).toBe('minPrice');
    expect(
      filters.getByRole<HTMLInputElement>('spinbutton', { name: t('listing.maxPrice') }).name,
    ).toBe('maxPrice');
    expect(filters.getByRole<HTMLSelectElement>('combobox', { name: t('listing.sort') }).name).toBe(
      'sort',
    );

    await user.click(apple);
    await user.click(inStock);
    await user.type(filters.getByRole('spinbutton', { name: t('listing.maxPrice') }), '3000');
    // The form as a browser without scripts would send it: repeated brands, an empty minimum,
    // the page size kept and the page dropped (another filter starts at its first page).
    const sent = submittedQuery(form);
    expect(new URLSearchParams(sent).getAll('brand')).toEqual(['Apple', 'Samsung']);
    expect(new URLSearchParams(sent).get('pageSize')).toBe('2');
    expect(new URLSearchParams(sent).has('page')).toBe(false);
    // The page reads that address as the listing the script-driven form navigates to.
    const withoutScripts = `${form.getAttribute('action')}?${sent}`;
    await user.click(filters.getByRole('button', { name: t('listing.apply') }));
    const withScripts = here();
    // The script writes the one form of the query (host-routes' normalizeListingQuery).
    expect(withScripts).toBe(
      '/telefoane/?brand=Apple%2CSamsung&inStock=true&maxPrice=3000&pageSize=2',
    );
    cleanup();
    const asked: string[] = [];
    await open('ro', withoutScripts, asked);
    const askedWithout = asked.at(-1);
    cleanup();
    asked.length = 0;
    await open('ro', withScripts, asked);
    expect(askedWithout).toBe(asked.at(-1));
    expect(new URLSearchParams(askedWithout).get('brand')).toBe('Apple,Samsung');
    expect(new URLSearchParams(askedWithout).get('maxPrice')).toBe('3000');
  });

  it('the reset is a link to the bare category', async () => {
    const { t } = await open('bg', `${categoryPath('bg', 'SMARTPHONE')}?brand=Apple`);
    expect(screen.getByRole('link', { name: t('listing.reset') }).getAttribute('href')).toBe(
      categoryPath('bg', 'SMARTPHONE'),
    );
  });

  it('pages by links with the page in the address; the current page is text', async () => {
    const user = userEvent.setup();
    const { t } = await open('ro', '/telefoane/?brand=Apple');
    const first = screen.getByRole('navigation', {
      name: t('listing.page', { page: 1, pages: 3 }),
    });
    expect(within(first).queryByRole('link', { name: t('listing.previous') })).toBeNull();
    const next = within(first).getByRole('link', { name: t('listing.next') });
    expect(next.getAttribute('href')).toBe('/telefoane/?brand=Apple&page=2');
    expect(next.getAttribute('rel')).toBe('next');
    expect(
      within(first)
        .getByText(t('listing.page', { page: 1, pages: 3 }))
        .getAttribute('aria-current'),
    ).toBe('page');

    await user.click(next);
    expect(here()).toBe('/telefoane/?brand=Apple&page=2');
    const second = await screen.findByRole('navigation', {
      name: t('listing.page', { page: 2, pages: 3 }),
    });
    const previous = within(second).getByRole('link', { name: t('listing.previous') });
    expect([previous.getAttribute('href'), previous.getAttribute('rel')]).toEqual([
      '/telefoane/?brand=Apple',
      'prev',
    ]);
    expect(
      within(second)
        .getByRole('link', { name: t('listing.next') })
        .getAttribute('href'),
    ).toBe('/telefoane/?brand=Apple&page=3');
  });
});

describe('the category listing with JavaScript', () => {
  it('applies a ticked filter or another sort at once: the address replaced, the focus kept', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const { t, form } = await open('ro', '/telefoane/?page=2', asked);
    const entries = window.history.length;
    const apple = within(form).getByRole('checkbox', { name: /^Apple/ });
    await user.click(apple);
    // A new filter starts at the first page; the history entry is replaced (Back leaves the list).
    expect(here()).toBe('/telefoane/?brand=Apple');
    await waitFor(() => expect(asked.at(-1)).toBe('brand=Apple'));
    expect(window.history.length).toBe(entries);
    expect(document.activeElement).toBe(apple);
    expect((apple as HTMLInputElement).checked).toBe(true);
    await user.selectOptions(
      within(form).getByRole('combobox', { name: t('listing.sort') }),
      'price-asc',
    );
    expect(here()).toBe('/telefoane/?brand=Apple&sort=price-asc');
    await waitFor(() => expect(asked.at(-1)).toBe('brand=Apple&sort=price-asc'));
    await user.click(within(form).getByRole('checkbox', { name: /^Apple/ }));
    expect(here()).toBe('/telefoane/?sort=price-asc');
  });

  it("says under each grade what it means, as the grade box's description", async () => {
    const { form } = await open('ro', '/telefoane/');
    const bun = within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Bun (5)' });
    await waitFor(() =>
      expect(document.getElementById(bun.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        RO_PRODUCT_GUIDE.grades[2]!.summary,
      ),
    );
  });

  it('names a brand as the brand writes it, and filters by its slug', async () => {
    const user = userEvent.setup();
    const { form } = await open(
      'ro',
      '/telefoane/',
      [],
      [
        { value: 'apple', count: 3, label: 'Apple' },
        { value: 'oneplus', count: 1, label: 'OnePlus' },
      ],
    );
    const onePlus = within(form).getByRole<HTMLInputElement>('checkbox', { name: 'OnePlus (1)' });
    expect(onePlus.value).toBe('oneplus');
    expect(within(form).queryByRole('checkbox', { name: /^apple/ })).toBeNull();
    await user.click(onePlus);
    expect(here()).toBe('/telefoane/?brand=oneplus');
  });
});
