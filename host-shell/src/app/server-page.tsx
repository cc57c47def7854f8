/**
 * What a page rendered on the server shares with the components that render it, and what the
 * browser gets back of it to hydrate the same tree (ADR in the README's "How pages are rendered").
 *
 * On the server (`mode: 'server'`), one `ServerPage` per request:
 * - `load` runs a page's API call once per resource key (`useResource` suspends on it with
 *   React's `use`, so the streaming renderer waits for the data and writes the page complete);
 * - `head` is the page's head as the page's `usePageHead` last asked for it;
 * - `status` and `redirect` are what the page's state means for the answer: 404 for a page that
 *   does not exist, 503 when shop-api could not answer, a 301 to a retired address's current one.
 *
 * In the browser (`mode: 'hydrate'`), the answers the server rendered with, read from the page's
 * `<script type="application/json" id="refurb-page-data">` (`readPageData`): the first render
 * shows exactly what the server HTML shows, so React hydrates it without a mismatch. They are the
 * first page's only: after the first navigation every resource is asked for anew.
 */
import { createContext, useContext, type ReactNode } from 'react';
import * as z from 'zod/mini';
import type { ApiResult } from '../api/shop-api';
import type { PageHeadRequest } from '../layout/use-page-head';
import { jsonLdScript } from '../seo/script-json';

export const PAGE_DATA_ID = 'refurb-page-data';

/** Bounds of the page data a browser accepts: a page has a handful of resources. */
const MAX_RESOURCES = 64;

const ResultSchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error: z.object({
      status: z.int().check(z.minimum(0), z.maximum(599)),
      code: z.string().check(z.maxLength(200)),
      message: z.string().check(z.maxLength(2000)),
    }),
  }),
]);

/**
 * The page data block. The answers in it were parsed with their API contracts on the server (the
 * same `createShopApi` client); the browser checks the envelope, and trusts the answers as it
 * trusts the HTML they came with (same document, same origin).
 */
export const PageDataSchema = z.object({
  /** The route the server rendered (`pathname + search`): data for another address is not used. */
  href: z.string().check(z.maxLength(4096)),
  resources: z
    .record(z.string().check(z.maxLength(512)), ResultSchema)
    .check(z.refine((r) => Object.keys(r).length <= MAX_RESOURCES, 'too many resources')),
  /** The head the server wrote (layout/head.ts): the browser does not write it again. */
  headKey: z.nullable(z.string().check(z.maxLength(40))),
  /** Whether the cookie banner is in the HTML (consent/ConsentBanner.tsx). */
  consentBanner: z.boolean(),
});
export type PageData = z.infer<typeof PageDataSchema>;

type Result = ApiResult<unknown>;

export interface ServerPage {
  readonly mode: 'server';
  /** The cookie banner is drawn: the visitor has not decided (no decision cookie came). */
  readonly consentBanner: boolean;
  /** The resource's answer, loading it on the first ask of its key. */
  load(key: string, run: () => Promise<Result>): Promise<Result>;
  /** Every answer loaded, by key (the page data's `resources`). */
  readonly answers: Map<string, Result>;
  /** The page's head, the page's last ask (`usePageHead`). */
  readonly head: PageHeadRequest | null;
  readonly status: number;
  readonly redirect: string | null;
  /** Whether the page may be kept in the HTML cache (keyed by the catalog's version only). */
  readonly storable: boolean;
  /** What the page's state means for the answer (a render-time report, read after it). */
  setHead(head: PageHeadRequest): void;
  setStatus(status: number): void;
  setRedirect(location: string): void;
  /** The page shows what the catalog's version does not follow (reviews): never cached. */
  setNotStorable(): void;
}

export interface HydratingPage {
  readonly mode: 'hydrate';
  /** Whether the server drew the cookie banner. */
  readonly consentBanner: boolean;
  /** The answer the server rendered with for `key`, while the first page is shown. */
  read(key: string): Result | undefined;
}

export type PageContext = ServerPage | HydratingPage;

export function createServerPage({ consentBanner }: { consentBanner: boolean }): ServerPage {
  const loading = new Map<string, Promise<Result>>();
  let head: PageHeadRequest | null = null;
  let status = 200;
  let redirect: string | null = null;
  let storable = true;
  const page: ServerPage = {
    mode: 'server',
    consentBanner,
    answers: new Map(),
    get head() {
      return head;
    },
    get status() {
      return status;
    },
    get redirect() {
      return redirect;
    },
    get storable() {
      return storable;
    },
    setNotStorable: () => {
      storable = false;
    },
    setHead: (next) => {
      head = next;
    },
    setStatus: (next) => {
      status = next;
    },
    setRedirect: (next) => {
      redirect = next;
    },
    load(key, run) {
      let answer = loading.get(key);
      if (!answer) {
        answer = run().then(
          (result) => {
            page.answers.set(key, result);
            return result;
          },
          (error: unknown): Result => {
            const result: Result = {
              ok: false,
              error: { status: 0, code: 'render_failed', message: String(error) },
            };
            page.answers.set(key, result);
            return result;
          },
        );
        loading.set(key, answer);
      }
      return answer;
    },
  };
  return page;
}

/** The page data of a server-rendered page, or null where there is none or it is not valid. */
export function readPageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const parsed = PageDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createHydratingPage(data: PageData): HydratingPage & { end(): void } {
  let live = true;
  return {
    mode: 'hydrate',
    consentBanner: data.consentBanner,
    read: (key) => (live ? data.resources[key] : undefined),
    end: () => {
      live = false;
    },
  };
}

/**
 * The page data's text for a `<script type="application/json">` block: `<` is escaped, so no
 * text in an answer (a product name, a review) can close the block or open a comment.
 */
export function pageDataScript(data: PageData): string {
  return jsonLdScript(data);
}

const PageContextValue = createContext<PageContext | null>(null);

export function PageContextProvider({
  value,
  children,
}: {
  value: PageContext | null;
  children: ReactNode;
}) {
  return <PageContextValue.Provider value={value}>{children}</PageContextValue.Provider>;
}

export function usePageContext(): PageContext | null {
  return useContext(PageContextValue);
}

/** The request's page while rendering on the server; null in the browser. */
export function useServerPage(): ServerPage | null {
  const page = useContext(PageContextValue);
  return page?.mode === 'server' ? page : null;
}
