/**
 * An in-memory Identity for machine and component tests and Storybook: the same port as the
 * Firebase adapter, with its failures (wrong password, unknown e-mail, too many attempts, used
 * links and codes). Codes and links it "sends" are kept for the test to read, as the Auth
 * emulator keeps them for the e2e journeys. A reset mail is not the port's (shop-api sends it);
 * `mailReset` stands in for it, so a test can open the link it leads to; nor is registration
 * (shop-api creates the account), for which `createAccount` stands in.
 */
import { maskPhone } from '@refurb/shared-contracts';
import {
  IdentityError,
  type FederatedProvider,
  type Identity,
  type SignInOutcome,
} from '../ports/identity';

export interface MemoryUser {
  readonly uid: string;
  readonly email: string | null;
  password: string | null;
  readonly displayName: string | null;
  readonly phone: string | null;
  secondFactors: readonly string[];
  emailVerified?: boolean;
}

/** After this many wrong passwords in a row an address is locked, as the service does. */
const MAX_WRONG_PASSWORDS = 5;

export function createMemoryIdentity() {
  const users = new Map<string, MemoryUser>();
  const wrongPasswords = new Map<string, number>();
  const links = new Map<string, { email: string; used: boolean }>();
  const resets = new Map<string, { email: string; used: boolean }>();
  let nextId = 1;
  let pendingPhone: { phone: string; code: string } | null = null;
  let pendingFactor: { user: MemoryUser; hint: number; code: string | null } | null = null;
  let signedIn: MemoryUser | null = null;
  let enrolling: { user: MemoryUser; phone: string; code: string } | null = null;
  const verifications = new Map<string, string>();
  const sent: { links: string[]; resets: string[]; codes: string[]; verifications: string[] } = {
    links: [],
    resets: [],
    codes: [],
    verifications: [],
  };

  const newCode = () => String(100_000 + ((nextId++ * 7919) % 900_000));
  const token = (user: MemoryUser): SignInOutcome => {
    if (user.secondFactors.length > 0 && pendingFactor?.user !== user) {
      pendingFactor = { user, hint: 0, code: null };
      return {
        kind: 'second-factor',
        hints: user.secondFactors.map((phone, index) => ({ index, label: maskPhone(phone) })),
      };
    }
    pendingFactor = null;
    signedIn = user;
    return { kind: 'signed-in', idToken: `memory-token:${user.uid}` };
  };
  const addUser = (user: Omit<MemoryUser, 'uid'>) => {
    const created = { uid: `uid-${nextId++}`, ...user };
    users.set(user.email ?? user.phone ?? created.uid, created);
    return created;
  };

  const identity: Identity = {
    async signInWithPassword(email, password) {
      const user = users.get(email);
      if (!user) throw new IdentityError('unknown-email');
      if ((wrongPasswords.get(email) ?? 0) >= MAX_WRONG_PASSWORDS) {
        throw new IdentityError('too-many-attempts');
      }
      if (user.password !== password) {
        wrongPasswords.set(email, (wrongPasswords.get(email) ?? 0) + 1);
        throw new IdentityError('wrong-password');
      }
      wrongPasswords.delete(email);
      return token(user);
    },
    async sendSignInLink(email, continueUrl) {
      const code = `link-${nextId++}`;
      links.set(code, { email, used: false });
      const url = `${continueUrl}${continueUrl.includes('?') ? '&' : '?'}mode=signIn&oobCode=${code}`;
      sent.links.push(url);
    },
    isSignInLink: (url) => /[?&]mode=signIn(&|$)/.test(url) && /[?&]oobCode=/.test(url),
    async completeSignInLink(email, url) {
      const code = /[?&]oobCode=([^&]+)/.exec(url)?.[1] ?? '';
      const link = links.get(code);
      if (!link || link.used) throw new IdentityError('expired-link');
      if (link.email !== email) throw new IdentityError('invalid-email');
      link.used = true;
      const user =
        users.get(email) ??
        addUser({ email, password: null, displayName: null, phone: null, secondFactors: [] });
      return token(user);
    },
    async sendPhoneCode(phone) {
      pendingPhone = { phone, code: newCode() };
      sent.codes.push(pendingPhone.code);
    },
    async confirmPhoneCode(code) {
      if (!pendingPhone) throw new IdentityError('expired-code');
      if (pendingPhone.code !== code) throw new IdentityError('wrong-code');
      const { phone } = pendingPhone;
      pendingPhone = null;
      const user =
        users.get(phone) ??
        addUser({ email: null, password: null, displayName: null, phone, secondFactors: [] });
      return token(user);
    },
    async signInWithProvider(provider: FederatedProvider) {
      const email = `${provider}.user@example.com`;
      const user =
        users.get(email) ??
        addUser({
          email,
          password: null,
          displayName: `${provider} user`,
          phone: null,
          secondFactors: [],
        });
      return token(user);
    },
    async sendSecondFactorCode(hintIndex) {
      if (!pendingFactor) throw new IdentityError('expired-code');
      pendingFactor.hint = hintIndex;
      pendingFactor.code = newCode();
      sent.codes.push(pendingFactor.code);
    },
    async confirmSecondFactorCode(code) {
      if (!pendingFactor?.code) throw new IdentityError('expired-code');
      if (pendingFactor.code !== code) throw new IdentityError('wrong-code');
      return token(pendingFactor.user);
    },
    async checkPasswordResetCode(code) {
      const reset = resets.get(code);
      if (!reset || reset.used) throw new IdentityError('expired-link');
      return reset.email;
    },
    async confirmPasswordReset(code, newPassword) {
      const reset = resets.get(code);
      const user = reset && users.get(reset.email);
      if (!reset || reset.used || !user) throw new IdentityError('expired-link');
      if (newPassword.length < 6) throw new IdentityError('weak-password');
      reset.used = true;
      user.password = newPassword;
      wrongPasswords.delete(reset.email);
    },
    async changePassword(email, currentPassword, newPassword) {
      const user = users.get(email);
      if (!user) throw new IdentityError('needs-recent-login');
      if (user.password !== currentPassword) throw new IdentityError('wrong-password');
      if (newPassword.length < 6) throw new IdentityError('weak-password');
      user.password = newPassword;
    },
    async startSecondFactorEnrolment(email, password, phoneNumber) {
      const user = users.get(email);
      if (!user || user.password !== password) throw new IdentityError('wrong-password');
      if (!user.emailVerified) throw new IdentityError('unverified-email');
      enrolling = { user, phone: phoneNumber, code: newCode() };
      sent.codes.push(enrolling.code);
    },
    async confirmSecondFactorEnrolment(code) {
      if (!enrolling) throw new IdentityError('expired-code');
      if (enrolling.code !== code) throw new IdentityError('wrong-code');
      enrolling.user.secondFactors = [...enrolling.user.secondFactors, enrolling.phone];
      enrolling = null;
    },
    async sendEmailVerification(email, password, continueUrl) {
      const user = users.get(email);
      if (!user || user.password !== password) throw new IdentityError('wrong-password');
      const code = `verify-${nextId++}`;
      verifications.set(code, email);
      sent.verifications.push(`${continueUrl}?mode=verifyEmail&oobCode=${code}`);
    },
    async confirmEmail(code) {
      const email = verifications.get(code);
      const user = email ? users.get(email) : undefined;
      if (!user) throw new IdentityError('expired-link');
      verifications.delete(code);
      user.emailVerified = true;
    },
    async signOut() {
      signedIn = null;
    },
  };

  /**
   * The reset mail shop-api has the identity service send: a link with a code for a known
   * address, nothing for an unknown one (the shop answers both alike). Returns the link, or null.
   */
  const mailReset = (email: string, continueUrl: string): string | null => {
    if (!users.has(email)) return null;
    const code = `reset-${nextId++}`;
    resets.set(code, { email, used: false });
    const link = `${continueUrl}?mode=resetPassword&oobCode=${code}`;
    sent.resets.push(link);
    return link;
  };

  /**
   * The account shop-api's registration has the identity service create: a new user who can then
   * sign in with the password, or `email-in-use` for a known address.
   */
  const createAccount = (account: {
    displayName: string;
    email: string;
    password: string;
  }): MemoryUser | 'email-in-use' =>
    users.has(account.email)
      ? 'email-in-use'
      : addUser({ ...account, phone: null, secondFactors: [] });

  return {
    identity,
    sent,
    addUser,
    createAccount,
    mailReset,
    lastCode: () => sent.codes.at(-1) ?? '',
    signedIn: () => signedIn,
  };
}

export type MemoryIdentity = ReturnType<typeof createMemoryIdentity>;
