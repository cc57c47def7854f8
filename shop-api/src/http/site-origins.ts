/**
 * The shop's own site origins: where a link shop-api has mailed (a password reset) may lead back
 * to. A fixed list from the settings (SITE_ORIGINS), never the request's own host: behind the
 * host's proxy that is the `Host` the caller sent, which anyone calling the site's address
 * directly can set to their own domain, and a reset mail from the shop that leads to a look-alike
 * page is exactly the phishing this guards against.
 */

/** The local stack's four sites (and plain localhost, which is RO there). */
export const DEFAULT_SITE_ORIGINS = [
  'http://localhost:3000',
  'http://ro.localhost:3000',
  'http://bg.localhost:3000',
  'http://hu.localhost:3000',
  'http://gr.localhost:3000',
];

/** `url`'s origin, as browsers compare them (scheme, lower-case host, port), or null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether `url` is on one of `origins` (user info, case and default ports do not fool it). */
export function createSiteUrlCheck(origins: readonly string[]): (url: string) => boolean {
  const allowed = new Set(origins.map(originOf).filter((o): o is string => o !== null));
  return (url) => {
    const origin = originOf(url);
    return origin !== null && allowed.has(origin);
  };
}
