/**
 * What the scripts, the bench and the journeys' helpers read on a page through Playwright's
 * `page.evaluate` (checkJs: scripts/tsconfig.json). Not the shop's own globals: the page's.
 */
interface Window {
  /** The analytics pushes (Google Tag Manager's data layer). */
  dataLayer?: Array<Record<string, unknown>>;
  /** axe-core, evaluated into the page by the accessibility checks. */
  axe?: {
    run: (
      context: Document,
      options: object,
    ) => Promise<{
      violations: Array<{
        id: string;
        impact?: string;
        help: string;
        nodes: Array<{ target: string[] }>;
      }>;
    }>;
  };
  /** The journeys' own probes: cart commands seen, an injected script's mark, the keys before. */
  __cartCommands?: unknown[];
  __xss?: unknown;
  refurbTestKeysBefore?: string[];
  /** What a marketing page's libraries leave behind (the embed's journeys plant them). */
  React?: { owner?: string };
  define?: { (): void; amd?: object };
  /** The federation's globals, which the embed must not leave on a page. */
  mf_cart?: unknown;
  __FEDERATION__?: unknown;
  /** The bench's interaction recorder (bench/parts/interactions.mjs). */
  __events?: Array<{ id: number; name: string; duration: number }>;
}
