import type { DeviceTypeKey, LooseRouteParams, RouteName } from '@refurb/shared-contracts';
import { useEffect } from 'react';
import { useServerPage } from '../app/server-page';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import type { BreadcrumbItem, ProductJsonLdInput } from '../seo/structured-data';
import { isHeadApplied, pageHeadKey } from './head';

/**
 * What a page is, for its head: a route of the spec's table (its name and params), a category
 * listing (its type and page number), or null for a page with no address of its own to give
 * (not found, search results).
 */
export type PageAddress =
  | { readonly name: RouteName; readonly params?: LooseRouteParams }
  | { readonly category: DeviceTypeKey; readonly page?: number }
  | null;

/**
 * Structured data a page asks for, as data: layout/page-head.ts builds the schema.org objects
 * (seo/structured-data.ts) with the site's country and base URL, on the server, and in the
 * browser only when a page's head is written there.
 */
export type StructuredData =
  | {
      readonly type: 'Product';
      readonly product: Omit<ProductJsonLdInput, 'country' | 'siteBase'>;
    }
  | { readonly type: 'BreadcrumbList'; readonly items: readonly BreadcrumbItem[] }
  | { readonly type: 'Organization'; readonly name: string; readonly logo: string }
  | { readonly type: 'WebSite'; readonly name: string };

export interface PageHeadOptions {
  /** The page's own description; the site's otherwise. */
  readonly description?: string | undefined;
  /** The page's picture (a product's), absolute or from the site's root; the site's otherwise. */
  readonly image?: string | null | undefined;
  /** Structured data of the page. */
  readonly structured?: readonly StructuredData[];
  /** Kept out of search engines' indexes (search results, filtered listings, personal pages). */
  readonly noindex?: boolean;
}

/** What a page asks of its head: layout/page-head.ts's `completeHead` makes the whole head of it. */
export interface PageHeadRequest {
  /** The full title (with the site's name). */
  readonly title: string;
  readonly description: string;
  readonly address: PageAddress;
  readonly image: string | null;
  readonly noindex: boolean;
  readonly structured: readonly StructuredData[];
}

/** Whether a page's head lists its address on the other sites (an indexable page with one). */
export const hasAlternates = (request: PageHeadRequest): boolean =>
  request.address !== null && !request.noindex;

/**
 * The head builder, with every site's route table when the head lists a route's alternates (a
 * category's are its slugs, in the first scripts).
 */
const loadPageHead = (request: PageHeadRequest) =>
  Promise.all([
    import(/* webpackChunkName: "page-head" */ './page-head'),
    hasAlternates(request) && request.address !== null && 'name' in request.address
      ? import(/* webpackChunkName: "every-site-routes" */ '../routing/every-site-routes').then(
          (m) => m.addEverySiteRoutes(),
        )
      : null,
  ]).then(([module]) => module);

/**
 * Sets the page's title (with the site name), description, canonical address, hreflang
 * alternates, social tags and structured data (layout/page-head.ts).
 *
 * On the server the request is kept by the request's page (app/server-page.tsx) as it renders,
 * the last call winning (a page's loaded state comes after its loading one), and the renderer
 * writes the whole head into the HTML. In the browser, a head the server already wrote (the same
 * key, `adoptServerHead`) is not written again, and page-head.ts is loaded only to write one that
 * differs; it is written after the render's effects, in a task of its own (setting the title and
 * adding links are requests to the browser's process, a few milliseconds each on a loaded machine).
 */
export function usePageHead(
  title: string | null,
  address: PageAddress,
  options: PageHeadOptions = {},
) {
  const site = useSite();
  const { t } = useI18n();
  const serverPage = useServerPage();
  const request: PageHeadRequest = {
    title: title ? `${title} | ${t('site.name')}` : t('meta.title'),
    description: options.description ?? t('meta.description'),
    address,
    image: options.image ?? null,
    noindex: options.noindex ?? false,
    structured: options.structured ?? [],
  };
  const key = pageHeadKey(request);
  serverPage?.setHead(request);
  // The key is the request's hash: the request seen here is the one of this key.
  useEffect(() => {
    if (isHeadApplied(key)) return;
    let live = true;
    const headSite = {
      country: site.country,
      config: site.config,
      siteBase: site.config.sites[site.country] ?? site.siteBase,
    };
    const timer = setTimeout(() => {
      void loadPageHead(request).then(({ applyPageHead, completeHead }) => {
        if (live) applyPageHead(key, completeHead(request, headSite));
      });
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
}
