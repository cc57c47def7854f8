/**
 * The Identity over Firebase Auth (spec section 7's hosted authentication service; the Auth
 * emulator locally and in tests). Its own app instance, with in-memory persistence: the shop's
 * session is shop-api's cookie, so nothing of the identity service is kept in this browser.
 * Every sign-in ends with a fresh ID token for `POST /bff/session`; Firebase's error codes become
 * the port's. A phone number or a second factor is checked with an invisible reCAPTCHA (the
 * emulator needs none: app verification is off there). Password-reset mails are not asked for
 * here but by shop-api (its rate limits and bot check); a reset link's code is checked and used
 * here.
 */
import { maskPhone } from '@refurb/shared-contracts';
import { describeError, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { getApps, initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  connectAuthEmulator,
  EmailAuthProvider,
  FacebookAuthProvider,
  getMultiFactorResolver,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  multiFactor,
  OAuthProvider,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  reauthenticateWithCredential,
  RecaptchaVerifier,
  sendEmailVerification,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  updatePassword,
  verifyPasswordResetCode,
  type Auth,
  type AuthProvider,
  type ConfirmationResult,
  type MultiFactorError,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
  type User,
  type UserCredential,
} from 'firebase/auth';
import {
  IdentityError,
  type FederatedProvider,
  type Identity,
  type IdentityErrorCode,
  type SignInOutcome,
} from '../ports/identity';

const APP_NAME = 'refurb-account';

const ERRORS: Readonly<Record<string, IdentityErrorCode>> = {
  'auth/wrong-password': 'wrong-password',
  'auth/invalid-credential': 'wrong-password',
  'auth/invalid-login-credentials': 'wrong-password',
  'auth/user-not-found': 'unknown-email',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/invalid-action-code': 'expired-link',
  'auth/expired-action-code': 'expired-link',
  'auth/invalid-verification-code': 'wrong-code',
  'auth/missing-verification-code': 'wrong-code',
  'auth/code-expired': 'expired-code',
  'auth/invalid-verification-id': 'expired-code',
  'auth/missing-verification-id': 'expired-code',
  'auth/email-already-in-use': 'email-in-use',
  'auth/account-exists-with-different-credential': 'email-in-use',
  'auth/credential-already-in-use': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/invalid-phone-number': 'invalid-phone',
  'auth/missing-phone-number': 'invalid-phone',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/popup-blocked': 'popup-blocked',
  'auth/user-disabled': 'account-disabled',
  'auth/requires-recent-login': 'needs-recent-login',
  'auth/network-request-failed': 'network',
};

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

function translated(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const code = codeOf(error);
  return new IdentityError(
    (typeof code === 'string' && ERRORS[code]) || 'unknown',
    typeof code === 'string' ? code : describeError(error),
  );
}

function providerOf(provider: FederatedProvider): AuthProvider {
  switch (provider) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'apple':
      return new OAuthProvider('apple.com');
  }
}

function connect(config: RuntimeConfig['firebase'], language: string): Auth {
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
      APP_NAME,
    );
  const auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  auth.languageCode = language;
  if (config.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

export function createFirebaseIdentity(
  config: RuntimeConfig['firebase'],
  language: string,
): Identity {
  const auth = connect(config, language);
  let verifier: RecaptchaVerifier | null = null;
  let phoneSignIn: ConfirmationResult | null = null;
  let resolver: MultiFactorResolver | null = null;
  let factorVerificationId: string | null = null;

  // A fresh invisible reCAPTCHA for each code sent: a used one can hang the next call.
  const appVerifier = () => {
    verifier?.clear();
    document.getElementById('refurb-account-recaptcha')?.remove();
    const element = document.createElement('div');
    element.id = 'refurb-account-recaptcha';
    document.body.append(element);
    verifier = new RecaptchaVerifier(auth, element, { size: 'invisible' });
    return verifier;
  };
  let enrolment: { user: User; verificationId: string } | null = null;
  /** The signed-in person again, proven by their password (the service wants a recent sign-in). */
  const recentUser = async (email: string, password: string) =>
    (await signInWithEmailAndPassword(auth, email, password)).user;

  /** A sign-in's end: the ID token, or the second factors the account asks for. */
  const outcome = async (signIn: () => Promise<UserCredential>): Promise<SignInOutcome> => {
    try {
      const credential = await signIn();
      resolver = null;
      return { kind: 'signed-in', idToken: await credential.user.getIdToken(true) };
    } catch (error) {
      if (codeOf(error) !== 'auth/multi-factor-auth-required') throw translated(error);
      resolver = getMultiFactorResolver(auth, error as MultiFactorError);
      const hints = resolver.hints.flatMap((hint, index) =>
        hint.factorId === PhoneMultiFactorGenerator.FACTOR_ID
          ? [{ index, label: phoneLabel((hint as PhoneMultiFactorInfo).phoneNumber) }]
          : [],
      );
      if (hints.length === 0) throw new IdentityError('unknown', 'no phone second factor');
      return { kind: 'second-factor', hints };
    }
  };

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw translated(error);
    }
  };

  return {
    signInWithPassword: (email, password) =>
      outcome(() => signInWithEmailAndPassword(auth, email, password)),
    sendSignInLink: (email, url) =>
      run(() => sendSignInLinkToEmail(auth, email, { url, handleCodeInApp: true })),
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    completeSignInLink: (email, url) => outcome(() => signInWithEmailLink(auth, email, url)),
    sendPhoneCode: (phone) =>
      run(async () => {
        phoneSignIn = await signInWithPhoneNumber(auth, phone, appVerifier());
      }),
    confirmPhoneCode: (code) =>
      outcome(async () => {
        if (!phoneSignIn) throw new IdentityError('expired-code');
        return phoneSignIn.confirm(code);
      }),
    signInWithProvider: (provider) => outcome(() => signInWithPopup(auth, providerOf(provider))),
    sendSecondFactorCode: (index) =>
      run(async () => {
        const hint = resolver?.hints[index];
        if (!resolver || !hint) throw new IdentityError('expired-code');
        factorVerificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
          { multiFactorHint: hint, session: resolver.session },
          appVerifier(),
        );
      }),
    confirmSecondFactorCode: (code) =>
      outcome(async () => {
        if (!resolver || !factorVerificationId) throw new IdentityError('expired-code');
        const credential = PhoneAuthProvider.credential(factorVerificationId, code);
        return resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
      }),
    checkPasswordResetCode: (code) => run(() => verifyPasswordResetCode(auth, code)),
    confirmPasswordReset: (code, password) => run(() => confirmPasswordReset(auth, code, password)),
    changePassword: (email, currentPassword, newPassword) =>
      run(async () => {
        const user =
          auth.currentUser ?? (await signInWithEmailAndPassword(auth, email, currentPassword)).user;
        await reauthenticateWithCredential(
          user,
          EmailAuthProvider.credential(email, currentPassword),
        );
        await updatePassword(user, newPassword);
      }),
    startSecondFactorEnrolment: (email, password, phoneNumber) =>
      run(async () => {
        const user = await recentUser(email, password);
        if (!user.emailVerified) throw new IdentityError('unverified-email');
        const session = await multiFactor(user).getSession();
        const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
          { phoneNumber, session },
          appVerifier(),
        );
        enrolment = { user, verificationId };
      }),
    confirmSecondFactorEnrolment: (code) =>
      run(async () => {
        if (!enrolment) throw new IdentityError('expired-code');
        const credential = PhoneAuthProvider.credential(enrolment.verificationId, code);
        await multiFactor(enrolment.user).enroll(
          PhoneMultiFactorGenerator.assertion(credential),
          'Telefon',
        );
        enrolment = null;
      }),
    sendEmailVerification: (email, password, url) =>
      run(async () => sendEmailVerification(await recentUser(email, password), { url })),
    confirmEmail: (code) => run(() => applyActionCode(auth, code)),
    signOut: () => run(() => signOut(auth)),
  };
}

/** The service shows an enrolled phone already masked; a full number is masked here. */
function phoneLabel(phoneNumber: string): string {
  return /[*•]/.test(phoneNumber) ? phoneNumber : maskPhone(phoneNumber);
}
