/**
 * What `embed.js` does on a marketing page (its entry is loader.ts; this part takes its browser and
 * its way of loading a release as arguments, so it is tested without either):
 *
 * 1. reads its `<script>` tag's data attributes (embed-attributes.ts); wrong ones are one console
 *    error and nothing is mounted, the page untouched;
 * 2. reads the site's remotes.json afresh (`no-store`: a release or a rollback reaches the next
 *    page view), parsed with the contract, and picks the cart's release as the shop does (the
 *    canary when the session's bucket, kept by the shop under `refurb:session-bucket`, falls in its
 *    share; a session the shop has not seen gets the main release);
 * 3. refuses a release built for other contracts, before and after loading it;
 * 4. loads that release's embed module (release-loader.ts: its own, already in this file, or the
 *    picked release's embed.js) and mounts it on the page once the page is parsed.
 *
 * The embed is one script of its own, not a federated remote: no React of the page's or of ours
 * (Preact, through preact/compat, at a fraction of the bytes), no Module Federation runtime. Global
 * names: none but its chunk list `refurbEmbedChunks` (its markers are `Symbol.for` keys).
 */
import { countryConfig } from '@refurb/shared-contracts';
import {
  CONTRACTS_MAJOR_VERSION,
  isCompatibleRemote,
  pickRelease,
  RemotesJsonSchema,
  SESSION_BUCKET_KEY,
  type RemoteProps,
  type Unmount,
} from '@refurb/shared-contracts/runtime';
import { parseEmbedAttributes } from './embed-attributes';

/** How errors name the module a release's embed.js provides. */
export const EMBED_MODULE = 'mf_cart embed';
/** The shop's session bucket for canaries (host-shell/src/bootstrap.tsx). */
const STARTED = Symbol.for('refurb.embed.started');

export interface EmbedModule {
  readonly contractsMajor: number;
  readonly mount: (page: Document, props: RemoteProps) => Unmount;
}

/** What the loader reads of the page's window (the window itself in the browser). */
export interface LoaderWindow {
  readonly location: Pick<Location, 'origin'>;
  readonly sessionStorage: Pick<Storage, 'getItem'>;
  readonly document: Document;
}

export interface LoaderEnvironment {
  readonly window: LoaderWindow;
  readonly fetch: (
    url: string,
    init: RequestInit,
  ) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  /** Loads the embed module of `version`, the release whose manifest is at `manifestUrl`. */
  readonly loadModule: (manifestUrl: string, version: string) => Promise<unknown>;
  readonly log: (message: string) => void;
}

export type EmbedOutcome =
  { readonly ok: true; readonly version: string } | { readonly ok: false; readonly error: string };

function isEmbedModule(value: unknown): value is EmbedModule {
  if (typeof value !== 'object' || value === null) return false;
  const { contractsMajor, mount } = value as Record<string, unknown>;
  return typeof contractsMajor === 'number' && typeof mount === 'function';
}

function sessionBucket(win: LoaderWindow): number {
  try {
    const stored = Number(win.sessionStorage.getItem(SESSION_BUCKET_KEY));
    return stored > 0 && stored < 1 ? stored : 1;
  } catch {
    return 1;
  }
}

const parsed = (doc: Document) =>
  doc.readyState !== 'loading'
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
      );

export async function startEmbed(
  script: HTMLOrSVGScriptElement | null,
  env: LoaderEnvironment,
): Promise<EmbedOutcome> {
  const fail = (error: string): EmbedOutcome => {
    env.log(`[refurb:embed] ${error}; nothing was mounted.`);
    return { ok: false, error };
  };
  const win: LoaderWindow & { [STARTED]?: true } = env.window;
  if (!script) return fail('embed.js cannot find its <script> tag (is it loaded as a module?)');
  if (win[STARTED]) return fail('embed.js is on this page twice: the first tag is used');
  const attributes = parseEmbedAttributes(script.dataset, win.location.origin);
  if (!attributes.ok) return fail(`the embed's script tag is wrong: ${attributes.error}`);
  win[STARTED] = true;
  const { country, siteBase } = attributes.attributes;

  const pointer = `${siteBase}/remotes.json`;
  let remotes;
  try {
    const answer = await env.fetch(pointer, { cache: 'no-store' });
    if (!answer.ok) return fail(`${pointer} answered ${answer.status}`);
    remotes = RemotesJsonSchema.safeParse(await answer.json());
  } catch (error) {
    return fail(`${pointer} could not be read: ${String(error)}`);
  }
  if (!remotes.success) return fail(`${pointer} is not a remotes.json`);
  const entry = remotes.data.remotes.mf_cart;
  if (!entry) return fail(`${pointer} names no mf_cart release`);
  const release = pickRelease(entry, sessionBucket(win));
  const built = (major: number) =>
    `mf_cart ${release.version} is built for contracts ${major}, this embed for ${CONTRACTS_MAJOR_VERSION}`;
  if (!isCompatibleRemote(release.contractsMajor)) return fail(built(release.contractsMajor));

  let module: unknown;
  try {
    module = await env.loadModule(release.manifestUrl, release.version);
  } catch (error) {
    return fail(`${EMBED_MODULE} ${release.version} could not load: ${String(error)}`);
  }
  if (!isEmbedModule(module)) return fail(`${EMBED_MODULE} ${release.version} has no mount`);
  if (!isCompatibleRemote(module.contractsMajor)) return fail(built(module.contractsMajor));

  const props: RemoteProps = {
    country,
    locale: countryConfig(country).locale,
    route: { name: 'embed', params: {} },
    siteBase,
    contractsMajor: CONTRACTS_MAJOR_VERSION,
  };
  await parsed(win.document);
  try {
    module.mount(win.document, props);
  } catch (error) {
    return fail(`${EMBED_MODULE} ${release.version} could not mount: ${String(error)}`);
  }
  return { ok: true, version: release.version };
}
