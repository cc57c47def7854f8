/**
 * Sign-in pages load as documents. The page policy allows Google's API loader (which Firebase's
 * provider sign-in loads) on the sign-in pages only (host-shell/server/security-headers.mjs), and
 * a document keeps the policy it was loaded with: an in-page navigation from the index to the login
 * page would leave the provider buttons under the index's policy. So a navigation into a sign-in
 * page from a document that is not one reloads it at its new address.
 */
import { isSignInRoute } from '@refurb/shared-contracts/runtime';
import type { HostRoute } from './host-routes';

export const isSignInPage = (route: HostRoute): boolean =>
  route.kind === 'spec' && isSignInRoute(route.name);

/** Whether showing `next` in a document loaded as `loaded` needs a document load of `next`. */
export const needsDocumentLoad = (loaded: HostRoute, next: HostRoute): boolean =>
  isSignInPage(next) && !isSignInPage(loaded);
