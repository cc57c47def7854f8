/**
 * A page of the site as a link's href: its path, which the host's router follows without a
 * reload; or, given the site's base (the marketing embed, on a page no host routes), the full URL,
 * which the browser loads.
 */
export function siteHref(path: string, siteBase?: string): string {
  return siteBase ? `${siteBase.replace(/\/+$/, '')}${path}` : path;
}
