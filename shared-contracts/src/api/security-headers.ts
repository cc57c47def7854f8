/**
 * The headers every answer of the shop's servers carries (the host's, the remotes' origins,
 * shop-api): a file is what its type says (`nosniff`), another site learns the shop's origin and
 * never a path (`strict-origin-when-cross-origin`: an order page's address stays here), and no
 * site frames the shop (`DENY`). Pages add their Content-Security-Policy to these.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
});

/**
 * Strict-Transport-Security, sent whenever the site was reached over https (the edge's
 * `X-Forwarded-Proto`): browsers then refuse plain http to it for two years. Never over plain http
 * (the local stack), where browsers ignore it anyway.
 */
export const STRICT_TRANSPORT_SECURITY = Object.freeze({
  name: 'strict-transport-security',
  value: 'max-age=63072000; includeSubDomains',
});
