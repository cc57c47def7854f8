/**
 * The Identity, loaded on first use: the identity SDK is a large chunk that only the sign-in
 * pages, logout and settings need, so the account pages that only read shop-api never load it.
 * Recognising a link needs no SDK (the link's own parameters say it).
 */
import { lazyPort } from '@refurb/web-kit';
import { linkActionOf } from '../auth/auth-links';
import type { Identity } from '../ports/identity';

/** Every call of the Identity port that answers later (the type holds the list to the port's). */
const IDENTITY_METHODS = {
  signInWithPassword: true,
  sendSignInLink: true,
  completeSignInLink: true,
  sendPhoneCode: true,
  confirmPhoneCode: true,
  signInWithProvider: true,
  sendSecondFactorCode: true,
  confirmSecondFactorCode: true,
  checkPasswordResetCode: true,
  confirmPasswordReset: true,
  changePassword: true,
  startSecondFactorEnrolment: true,
  confirmSecondFactorEnrolment: true,
  sendEmailVerification: true,
  confirmEmail: true,
  signOut: true,
} as const;

export function lazyIdentity(load: () => Promise<Identity>): Identity {
  return lazyPort<Identity>(load, IDENTITY_METHODS, {
    isSignInLink: (url) => linkActionOf(url)?.kind === 'sign-in-link',
  });
}
