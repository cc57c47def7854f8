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
