/**
 * The identity service's e-mail actions come back to this site's pages (the service's action
 * URL points at the forgot page for password resets, and a sign-in link opens the login page):
 * `mode=signIn&oobCode=…` signs in, `mode=resetPassword&oobCode=…` sets a new password,
 * `mode=verifyEmail&oobCode=…` confirms the address (settings, before a second factor).
 */
import type { AuthLinkAction } from './auth.types';

export function linkActionOf(href: string): AuthLinkAction | null {
  const url = new URL(href, 'http://localhost');
  const code = url.searchParams.get('oobCode');
  if (!code) return null;
  switch (url.searchParams.get('mode')) {
    case 'signIn':
      return { kind: 'sign-in-link', url: href };
    case 'resetPassword':
      return { kind: 'reset-password', code };
    case 'verifyEmail':
      return { kind: 'verify-email', code };
    default:
      return null;
  }
}

/** The address without the action's parameters (kept out of history once read). */
export function withoutLinkAction(href: string): string {
  const url = new URL(href, 'http://localhost');
  for (const name of ['mode', 'oobCode', 'apiKey', 'lang', 'continueUrl']) {
    url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
