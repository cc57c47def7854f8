/**
 * The Identity, loaded on first use: the identity SDK is a large chunk that only the sign-in
 * pages, logout and settings need, so the account pages that only read shop-api never load it.
 * Recognising a link needs no SDK (the link's own parameters say it).
 */
import { linkActionOf } from '../auth/auth-links';
import type { Identity } from '../ports/identity';

export function lazyIdentity(load: () => Promise<Identity>): Identity {
  let loading: Promise<Identity> | null = null;
  const identity = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    signInWithPassword: async (email, password) =>
      (await identity()).signInWithPassword(email, password),
    sendSignInLink: async (email, url) => (await identity()).sendSignInLink(email, url),
    isSignInLink: (url) => linkActionOf(url)?.kind === 'sign-in-link',
    completeSignInLink: async (email, url) => (await identity()).completeSignInLink(email, url),
    sendPhoneCode: async (phone) => (await identity()).sendPhoneCode(phone),
    confirmPhoneCode: async (code) => (await identity()).confirmPhoneCode(code),
    signInWithProvider: async (provider) => (await identity()).signInWithProvider(provider),
    sendSecondFactorCode: async (index) => (await identity()).sendSecondFactorCode(index),
    confirmSecondFactorCode: async (code) => (await identity()).confirmSecondFactorCode(code),
    checkPasswordResetCode: async (code) => (await identity()).checkPasswordResetCode(code),
    confirmPasswordReset: async (code, password) =>
      (await identity()).confirmPasswordReset(code, password),
    changePassword: async (email, current, next) =>
      (await identity()).changePassword(email, current, next),
    startSecondFactorEnrolment: async (email, password, phone) =>
      (await identity()).startSecondFactorEnrolment(email, password, phone),
    confirmSecondFactorEnrolment: async (code) =>
      (await identity()).confirmSecondFactorEnrolment(code),
    sendEmailVerification: async (email, password, url) =>
      (await identity()).sendEmailVerification(email, password, url),
    confirmEmail: async (code) => (await identity()).confirmEmail(code),
    signOut: async () => (await identity()).signOut(),
  };
}
