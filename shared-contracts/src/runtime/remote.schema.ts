/**
 * The remote contract (ARCHITECTURE.md, "Runtime composition"): what the host hands a remote, the
 * `mount` every remote exposes, and the two files the host reads at start, `remotes.json` and
 * `runtime-config.json`. A remote declares the contracts major version it was built against; the
 * host refuses to mount one it does not support.
 */
import * as z from 'zod/mini';
import { DEFAULT_CALL_TIMEOUT_MS, type JsonFetch } from '../api/json-call.js';
import { CART_EXPIRY_MONTHS, CART_STATE_VERSION } from '../constants.js';
import { safeParseWithMessages } from '../issue-messages.js';
import { CartLimitationsSchema } from '../schemas/cart.schema.js';
import { CheckoutFlagsSchema } from '../schemas/checkout-flags.schema.js';
import { COUNTRIES, CountrySchema, type Country } from '../schemas/enums.schema.js';
import { SiteCurrenciesSchema } from '../schemas/site-currency.schema.js';

/** Bumped on a breaking change of anything a remote receives or sends. */
export const CONTRACTS_MAJOR_VERSION = 1;

export const REMOTE_NAMES = ['mf_cart', 'mf_checkout', 'mf_account', 'mf_sell'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

const NonEmpty = z.string().check(z.minLength(1));
/** A contracts major version. */
export const Major = z.int().check(z.positive());

export const RemotePropsSchema = z.object({
  country: CountrySchema,
  /** `ro-RO`, `bg-BG`, `hu-HU`, `el-GR`. */
  locale: z.string().check(z.minLength(2)),
  /** The page the host shows: a route name of the rule book and its parameters. */
  route: z.object({ name: NonEmpty, params: z.record(z.string(), z.string()) }),
  /** The storefront base of this site, for absolute links. */
  siteBase: z.string(),
  contractsMajor: Major,
});
export type RemoteProps = z.infer<typeof RemotePropsSchema>;

/** How a mount that renders in steps ended: rendered, or not, with why. */
export type MountOutcome = { readonly ok: true } | { readonly ok: false; readonly error: unknown };

/**
 * `mount(element, props)` renders the remote into `element` and returns its unmount. A mount that
 * throws could not render (props a host should not have sent). A remote that renders in steps
 * (web-kit's `mountInStages`, so that no step is a long task) finds some failures later, in a
 * step: it hangs `ready` on the unmount, which settles with the outcome (it never rejects). A
 * host that reads `ready` owns a failure it reports (shows its notice, reports it with the
 * remote's name); one that does not is told as of an uncaught error. Optional: a remote that
 * renders at once has none, and a host of an earlier minor version ignores it.
 */
export type Unmount = (() => void) & { readonly ready?: Promise<MountOutcome> };
export type Mount<Element = unknown> = (element: Element, props: RemoteProps) => Unmount;

/** A version is `major.minor.patch`; the folder a release is deployed to is named after it. */
/** A release's version (semver). */
export const Semver = z
  .string()
  .check(z.regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'a version like 1.4.2'));

export const RemoteEntrySchema = z.object({
  /** URL of the remote's `mf-manifest.json`. */
  manifestUrl: NonEmpty,
  version: Semver,
  contractsMajor: Major,
  /** A canary: this share of sessions (0 to 1) gets `canary` instead. */
  canary: z.optional(
    z.object({
      manifestUrl: NonEmpty,
      version: Semver,
      contractsMajor: Major,
      share: z.number().check(z.gte(0), z.lte(1)),
    }),
  ),
});
export type RemoteEntry = z.infer<typeof RemoteEntrySchema>;

export const RemotesJsonSchema = z.object({
  remotes: z.partialRecord(RemoteNameSchema, RemoteEntrySchema),
});
export type RemotesJson = z.infer<typeof RemotesJsonSchema>;

/**
 * Where a tab keeps its canary bucket (sessionStorage, a number between 0 and 1): the host draws
 * it once per tab, and the cart's embed loader on a marketer's page of the same origin reads the
 * same one, so a session gets the same release from both.
 */
export const SESSION_BUCKET_KEY = 'refurb:session-bucket';

/**
 * Which release of a remote a session gets: the canary when the session's stable bucket (0 to 1,
 * e.g. a hash of a session id) falls inside its share, else the main release.
 */
export function pickRelease(
  entry: RemoteEntry,
  sessionBucket: number,
): Pick<RemoteEntry, 'manifestUrl' | 'version' | 'contractsMajor'> {
  const { canary } = entry;
  if (canary && sessionBucket < canary.share) {
    return {
      manifestUrl: canary.manifestUrl,
      version: canary.version,
      contractsMajor: canary.contractsMajor,
    };
  }
  return {
    manifestUrl: entry.manifestUrl,
    version: entry.version,
    contractsMajor: entry.contractsMajor,
  };
}

/** Whether the host can mount a remote built against `contractsMajor`. */
export function isCompatibleRemote(contractsMajor: number): boolean {
  return contractsMajor === CONTRACTS_MAJOR_VERSION;
}

/** The service bases of spec section 7, as URL prefixes (same-origin paths behind the host). */
export const ServiceBasesSchema = z.object({
  bff: z.string(),
  shop: z.string(),
  product: z.string(),
  search: z.string(),
  courier: z.string(),
  payment: z.string(),
  orders: z.string(),
  content: z.string(),
  sell: z.string(),
  common: z.string(),
  productCache: z.string(),
  partnerAuthorization: z.string(),
});
export type ServiceBases = z.infer<typeof ServiceBasesSchema>;

/** A site's flags: the shared checkout state's (with their one set of defaults) and the Greek tbi flag. */
export const SiteFlagsSchema = z.extend(CheckoutFlagsSchema, {
  greekTbi: z._default(z.boolean(), true),
});
export type SiteFlags = z.infer<typeof SiteFlagsSchema>;

/** A site's overrides: only the flags it names (no defaults, or they would mask the shared ones). */
const SiteFlagsOverrideSchema = z.strictObject(
  Object.fromEntries(
    Object.keys(SiteFlagsSchema.shape).map((name) => [name, z.optional(z.boolean())]),
  ) as Record<keyof SiteFlags, z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>>,
);

export const RuntimeConfigSchema = z.object({
  environment: z.enum(['local', 'test', 'staging', 'production']),
  services: ServiceBasesSchema,
  /** Storefront base per site. */
  sites: z.record(CountrySchema, z.string()),
  firebase: z.object({
    projectId: NonEmpty,
    apiKey: NonEmpty,
    authDomain: NonEmpty,
    /** Emulator hosts (`127.0.0.1:8080`); absent in production. */
    firestoreEmulatorHost: z.optional(z.string()),
    authEmulatorHost: z.optional(z.string()),
    /**
     * Whether a logged-in person's cart syncs with Firestore. The local stack turns it off when
     * the emulators cannot run (no Java); the cart then lives in this browser only.
     */
    cloudSync: z._default(z.boolean(), true),
  }),
  sentryDsn: z.optional(z.string()),
  botCheck: z.object({ scriptUrl: NonEmpty, siteKey: NonEmpty }),
  /** Flags of every site (spec section 3, shared checkout state, and the Greek tbi flag). */
  flags: SiteFlagsSchema,
  /** Per-site overrides of `flags`: a flag may be on in one country and off in another. */
  siteFlags: z._default(z.partialRecord(CountrySchema, SiteFlagsOverrideSchema), {}),
  /**
   * Per-site currency (code and label) where it is not spec section 1's, e.g. BG in euro:
   * `{ "bg": { "code": "EUR", "label": "€" } }`. Each runtime hands it to `configureCurrencies`
   * at start; shop-api's SITE_CURRENCIES must say the same (it prices the catalog).
   */
  currencies: z.optional(SiteCurrenciesSchema),
  /** The site of a host name no `sites` base names (plain `localhost` is RO). */
  defaultCountry: z._default(CountrySchema, 'ro'),
  /** Spec section 2: the page wrapper preconnects to the advertising, tag and video hosts. */
  preconnect: z._default(
    z.object({
      advertising: z._default(z.array(NonEmpty), []),
      tag: z._default(z.array(NonEmpty), []),
      video: z._default(z.array(NonEmpty), []),
    }),
    { advertising: [], tag: [], video: [] },
  ),
  cart: z.object({
    expiryMonths: z._default(Major, CART_EXPIRY_MONTHS),
    stateVersion: z._default(NonEmpty, CART_STATE_VERSION),
    cartsCollection: z._default(NonEmpty, 'carts'),
    /** Spec section 3's cart limitations; absent means no limit. */
    limitations: z.optional(CartLimitationsSchema),
  }),
  accessoriesImageBase: NonEmpty,
  /** The installment provider's merchant (spec section 7); without it Oney shows no options. */
  oney: z.optional(z.object({ merchantId: NonEmpty })),
  /**
   * How long a call to shop-api waits for its whole answer before the screen offers a retry
   * (1 to 120 s; 20 s unless set: long enough for a slow 3G answer of the biggest page, short
   * enough that a person is not left with a spinner).
   */
  network: z._default(
    z.object({
      timeoutMs: z._default(
        z.number().check(z.int(), z.gte(1000), z.lte(120_000)),
        DEFAULT_CALL_TIMEOUT_MS,
      ),
    }),
    { timeoutMs: DEFAULT_CALL_TIMEOUT_MS },
  ),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** The hosts a page preconnects to (spec section 2): advertising, tag and video, each once. */
export function preconnectHosts(preconnect: {
  readonly advertising: readonly string[];
  readonly tag: readonly string[];
  readonly video: readonly string[];
}): string[] {
  return [...new Set([...preconnect.advertising, ...preconnect.tag, ...preconnect.video])];
}

/** The flags of one site: the shared flags with that site's overrides on top. */
export function flagsForSite(config: RuntimeConfig, country: Country): SiteFlags {
  const overrides = Object.entries(config.siteFlags[country] ?? {}).filter(
    ([, value]) => value !== undefined,
  );
  return { ...config.flags, ...Object.fromEntries(overrides) };
}

function hostOf(base: string): string | null {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/:?#]+)/i.exec(base.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * The site a host name serves: the country whose storefront base has that host name, else the
 * default country (`localhost`, a preview host). The port is not part of a site.
 */
export function siteForHost(
  config: Pick<RuntimeConfig, 'sites' | 'defaultCountry'>,
  hostname: string,
): Country {
  const wanted = hostname.toLowerCase().replace(/\.$/, '');
  const found = COUNTRIES.find((country) => hostOf(config.sites[country] ?? '') === wanted);
  return found ?? config.defaultCountry;
}

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || '(root)'}: ${issue?.message}`;
}

/** A remote's props from its host, parsed; a host that sends something else is told what. */
export function parseRemoteProps(remote: RemoteName, props: unknown): RemoteProps {
  const parsed = safeParseWithMessages(RemotePropsSchema, props);
  if (!parsed.success) throw new Error(`${remote}: props invalid at ${firstIssue(parsed.error)}`);
  return parsed.data;
}

/** A runtime-config.json as read from `source`, parsed; a bad file is an error naming the field. */
export function parseRuntimeConfig(source: string, json: unknown): RuntimeConfig {
  const parsed = safeParseWithMessages(RuntimeConfigSchema, json);
  if (!parsed.success) throw new Error(`${source} is invalid at ${firstIssue(parsed.error)}`);
  return parsed.data;
}

/**
 * Reads and parses runtime-config.json with the given fetch (the page's; contracts stay free of
 * the DOM). Shared by every remote, so each page's copy behaves the same.
 */
export async function fetchRuntimeConfig(
  fetchImpl: JsonFetch,
  url: string,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(url, await response.json());
}
