import { describe, expect, it } from '@jest/globals';
import type {
  CreateSessionRequest,
  PasswordResetRequest,
  PasswordResetResponse,
  RegisterRequest,
  SessionResponse,
} from '@refurb/shared-contracts/api/session';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { createActor, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createMemoryIdentity, type MemoryIdentity } from '../adapters/memory-identity';
import { createAuthActors } from './auth.actors';
import { authMachine } from './auth.machine';
import type { AuthInput } from './auth.types';

const REDIRECT = '/cosul-meu/finalizare/';

function harness(
  options: {
    input?: Partial<AuthInput>;
    memory?: MemoryIdentity;
    session?: (request: CreateSessionRequest) => ApiResult<SessionResponse>;
    /** shop-api's answer to a reset request; by default it mails a known address (memory). */
    reset?: (request: PasswordResetRequest) => ApiResult<PasswordResetResponse>;
    /** shop-api's answer to a registration; by default it creates the account (memory). */
    register?: (request: RegisterRequest) => ApiResult<SessionResponse>;
    botToken?: string | null;
  } = {},
) {
  const memory = options.memory ?? createMemoryIdentity();
  const requests: CreateSessionRequest[] = [];
  const resetRequests: PasswordResetRequest[] = [];
  const registrations: RegisterRequest[] = [];
  /** The actions bot-check tokens were asked for, one per token. */
  const tokens: string[] = [];
  const calls = {
    published: [] as unknown[],
    goTo: [] as string[],
    remembered: [] as string[],
    forgotten: 0,
    signedOut: 0,
    tracked: [] as unknown[],
  };
  const actors = createAuthActors({
    identity: memory.identity,
    api: {
      createSession: async (request) => {
        requests.push(request);
        if (options.session) return options.session(request);
        const uid = request.idToken.replace('memory-token:', '');
        return {
          ok: true,
          data: {
            user: {
              id: uid,
              deactivated_at: null,
              email: null,
              displayName: null,
              phoneNumber: null,
            },
          },
        };
      },
      register: async (request) => {
        registrations.push(request);
        if (options.register) return options.register(request);
        const created = memory.createAccount(request);
        if (created === 'email-in-use') {
          return { ok: false, error: { status: 409, code: 'email_in_use', message: 'in use' } };
        }
        const { uid, email, displayName } = created;
        const user = { id: uid, deactivated_at: null, email, displayName, phoneNumber: null };
        return { ok: true, data: { user } };
      },
      requestPasswordReset: async (request) => {
        resetRequests.push(request);
        if (options.reset) return options.reset(request);
        memory.mailReset(request.email, request.continueUrl);
        return { ok: true, data: { accepted: true } };
      },
    },
    botCheck: {
      token: async (action) => {
        tokens.push(action);
        return options.botToken === undefined ? `bot-${action}` : options.botToken;
      },
    },
    country: 'ro',
    signInLinkUrl: (redirect) => `http://ro.localhost:3000/autentifica-te/?redirect=${redirect}`,
    resetUrl: () => 'http://ro.localhost:3000/am-uitat-parola/',
  });
  const machine = authMachine.provide({
    actors,
    actions: {
      publishSession: (_, { user }) => calls.published.push(user),
      goTo: (_, { url }) => calls.goTo.push(url),
      rememberLinkEmail: (_, { email }) => calls.remembered.push(email),
      forgetLinkEmail: () => (calls.forgotten += 1),
      signOutIdentity: () => (calls.signedOut += 1),
      trackSignIn: (_, params) => calls.tracked.push(params),
    },
  });
  const actor = createActor(machine, {
    input: {
      page: 'login',
      country: 'ro',
      redirect: REDIRECT,
      action: null,
      linkEmail: null,
      ...options.input,
    },
  }).start();
  const settle = (state: string | Record<string, string>) =>
    waitFor(actor, (s) => s.matches(state as never), { timeout: 1000 });
  return { actor, memory, requests, resetRequests, registrations, tokens, calls, settle };
}

const maria = { email: 'maria@example.com', password: 'parola123' };

function withMaria(secondFactors: string[] = []) {
  const memory = createMemoryIdentity();
  memory.addUser({ ...maria, displayName: 'Maria', phone: null, secondFactors });
  return memory;
}

describe('authMachine: password', () => {
  it('signs in, creates the session with a login bot token, tells the page and goes back', async () => {
    const { actor, calls, requests, settle } = harness({ memory: withMaria() });
    actor.send({ type: 'password.submit', ...maria });
    await settle('signedIn');
    expect(requests).toEqual([
      { idToken: expect.stringMatching(/^memory-token:/), botToken: 'bot-login', intent: 'login' },
    ]);
    expect(calls.published).toHaveLength(1);
    expect(calls.goTo).toEqual([REDIRECT]);
    expect(calls.tracked).toEqual([expect.objectContaining({ method: 'password' })]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(maria.password);
  });

  it('checks the form before sending anything', () => {
    const { actor, requests } = harness({ memory: withMaria() });
    actor.send({ type: 'password.submit', email: 'maria@', password: '' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context.fieldErrors).toEqual({ email: 'invalid', password: 'required' });
    expect(requests).toEqual([]);
  });

  it.each([
    ['wrong-password', { ...maria, password: 'nope12345' }],
    ['unknown-email', { ...maria, email: 'ion@example.com' }],
  ])('says %s and keeps the e-mail typed', async (code, form) => {
    const { actor, settle } = harness({ memory: withMaria() });
    actor.send({ type: 'password.submit', ...form });
    await settle('signingIn');
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.error).toBe(code);
    expect(snapshot.context.email).toBe(form.email);
  });

  it('says too many attempts after five wrong passwords', async () => {
    const { actor } = harness({ memory: withMaria() });
    for (let i = 0; i < 6; i += 1) {
      actor.send({ type: 'password.submit', ...maria, password: `wrong${i}xx` });
      await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    }
    expect(actor.getSnapshot().context.error).toBe('too-many-attempts');
  });
});

describe('authMachine: register', () => {
  const ana = {
    type: 'register.submit',
    displayName: ' Ana Pop ',
    email: ' ana@example.com ',
    password: 'parola123',
    acceptTerms: true,
  } as const;

  it('has the shop create the account with a register bot token, and is signed in by it', async () => {
    const { actor, memory, requests, registrations, calls, settle } = harness({
      input: { page: 'register' },
    });
    actor.send(ana);
    await settle('signedIn');
    expect(registrations).toEqual([
      {
        displayName: 'Ana Pop',
        email: 'ana@example.com',
        password: 'parola123',
        botToken: 'bot-register',
      },
    ]);
    // The shop's answer is the session: no sign-in with the identity service, no second call.
    expect(requests).toEqual([]);
    expect(memory.signedIn()).toBeNull();
    expect(calls.published).toEqual([expect.objectContaining({ displayName: 'Ana Pop' })]);
    expect(calls.tracked).toEqual([expect.objectContaining({ method: 'register' })]);
    expect(calls.goTo).toEqual([REDIRECT]);
    // The password travelled in the event and the actor's input only.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('parola123');
  });

  it.each([
    [{ status: 429, code: 'rate_limited', message: 'wait' }, 'register-rate-limited'],
    [{ status: 400, code: 'weak_password', message: 'too-short' }, 'weak-password'],
    [{ status: 400, code: 'invalid_request', message: 'body.email' }, 'register-refused'],
    [{ status: 400, code: 'bot_check_failed', message: 'bot' }, 'bot-check-failed'],
    [{ status: 0, code: 'timeout', message: 'late' }, 'network'],
    [{ status: 503, code: 'network', message: 'down' }, 'network'],
    [{ status: 500, code: 'internal', message: 'oops' }, 'unknown'],
  ] as const)('explains the shop refusing with %j as %s, back on the form', async (error, code) => {
    const { actor } = harness({
      input: { page: 'register' },
      register: () => ({ ok: false, error }),
    });
    actor.send(ana);
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.error).toBe(code);
  });

  it('asks for nothing when no bot-check token can be had', async () => {
    const { actor, registrations } = harness({ input: { page: 'register' }, botToken: null });
    actor.send(ana);
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.context.error).toBe('bot-check-failed');
    expect(registrations).toEqual([]);
  });

  it('asks for a stronger password and the terms', () => {
    const { actor } = harness({ input: { page: 'register' } });
    actor.send({
      type: 'register.submit',
      displayName: '',
      email: 'ana@example.com',
      password: 'scurt1',
      acceptTerms: false,
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      displayName: 'required',
      password: 'too-short',
      acceptTerms: 'required',
    });
  });

  it('says the address already has an account', async () => {
    const { actor } = harness({ memory: withMaria(), input: { page: 'register' } });
    actor.send({
      type: 'register.submit',
      displayName: 'Maria',
      ...maria,
      acceptTerms: true,
    });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.context.error).toBe('email-in-use');
  });
});

describe('authMachine: e-mail link', () => {
  it('sends a link that comes back to the login page with the redirect, and remembers the address', async () => {
    const { actor, memory, calls, settle } = harness();
    actor.send({ type: 'link.send', email: ' ana@example.com ' });
    await settle({ link: 'sent' });
    expect(calls.remembered).toEqual(['ana@example.com']);
    expect(memory.sent.links[0]).toContain(`redirect=${REDIRECT}`);
  });

  it('completes from the link with the remembered address', async () => {
    const memory = createMemoryIdentity();
    await memory.identity.sendSignInLink('ana@example.com', 'http://ro.localhost:3000/x/');
    const url = memory.sent.links[0] ?? '';
    const { calls, settle } = harness({
      memory,
      input: { action: { kind: 'sign-in-link', url }, linkEmail: 'ana@example.com' },
    });
    await settle('signedIn');
    expect(calls.forgotten).toBe(1);
    expect(calls.tracked).toEqual([expect.objectContaining({ method: 'link' })]);
  });

  it('asks for the address when the link opens in another browser', async () => {
    const memory = createMemoryIdentity();
    await memory.identity.sendSignInLink('ana@example.com', 'http://ro.localhost:3000/x/');
    const url = memory.sent.links[0] ?? '';
    const { actor, settle } = harness({ memory, input: { action: { kind: 'sign-in-link', url } } });
    expect(actor.getSnapshot().value).toEqual({ link: 'askingEmail' });
    actor.send({ type: 'link.complete', email: 'x' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'invalid' });
    actor.send({ type: 'link.complete', email: 'ana@example.com' });
    await settle('signedIn');
  });

  it('says a used link has expired and offers the form', async () => {
    const memory = createMemoryIdentity();
    await memory.identity.sendSignInLink('ana@example.com', 'http://ro.localhost:3000/x/');
    const url = memory.sent.links[0] ?? '';
    await memory.identity.completeSignInLink('ana@example.com', url);
    const { actor, calls } = harness({
      memory,
      input: { action: { kind: 'sign-in-link', url }, linkEmail: 'ana@example.com' },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.error).toBe('expired-link');
    expect(snapshot.context.action).toBeNull();
    expect(calls.forgotten).toBe(1);
  });
});

describe('authMachine: phone', () => {
  it('sends the code to the number in international form, and a wrong code can be typed again', async () => {
    const { actor, memory, settle } = harness();
    actor.send({ type: 'phone.send', phone: '0712' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: 'invalid' });
    actor.send({ type: 'phone.send', phone: '0712 345 678' });
    await settle({ phone: 'awaitingCode' });
    expect(actor.getSnapshot().context.phone).toBe('+40712345678');
    actor.send({ type: 'code.confirm', code: '12' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'invalid' });
    actor.send({ type: 'code.confirm', code: '000000' });
    const wrong = await waitFor(
      actor,
      (s) => s.matches({ phone: 'awaitingCode' }) && s.context.error !== null,
    );
    expect(wrong.context.error).toBe('wrong-code');
    actor.send({ type: 'code.confirm', code: memory.lastCode() });
    await settle('signedIn');
  });
});

describe('authMachine: federated and second factor', () => {
  it('signs in with a provider', async () => {
    const { actor, calls, settle } = harness();
    actor.send({ type: 'federated.start', provider: 'google' });
    await settle('signedIn');
    expect(calls.tracked).toEqual([expect.objectContaining({ method: 'federated' })]);
  });

  it('sends the code to the only second factor at once, then signs in', async () => {
    const { actor, memory, settle } = harness({ memory: withMaria(['+40712345678']) });
    actor.send({ type: 'password.submit', ...maria });
    const waiting = await waitFor(actor, (s) => s.matches({ factor: 'awaitingCode' }));
    expect(waiting.context.hints).toEqual([{ index: 0, label: '+40 ••• ••• 678' }]);
    actor.send({ type: 'code.confirm', code: '999999' });
    await waitFor(actor, (s) => s.context.error === 'wrong-code');
    actor.send({ type: 'code.confirm', code: memory.lastCode() });
    await settle('signedIn');
  });

  it('lets the person choose among several factors', async () => {
    const { actor, memory, settle } = harness({
      memory: withMaria(['+40712345678', '+40799999111']),
    });
    actor.send({ type: 'password.submit', ...maria });
    await waitFor(actor, (s) => s.matches({ factor: 'choosing' }));
    actor.send({ type: 'factor.choose', index: 1 });
    await waitFor(actor, (s) => s.matches({ factor: 'awaitingCode' }));
    expect(actor.getSnapshot().context.factorIndex).toBe(1);
    actor.send({ type: 'code.confirm', code: memory.lastCode() });
    await settle('signedIn');
  });
});

describe('authMachine: the session', () => {
  it('without a bot-check token nothing is created and the identity is signed out', async () => {
    const { actor, requests, calls } = harness({ memory: withMaria(), botToken: null });
    actor.send({ type: 'password.submit', ...maria });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.context.error).toBe('bot-check-failed');
    expect(requests).toEqual([]);
    expect(calls.signedOut).toBe(1);
    expect(calls.published).toEqual([]);
  });

  it.each([
    ['account_deactivated', 'account-deactivated'],
    ['rate_limited', 'rate-limited'],
    ['id_token_invalid', 'session-failed'],
  ])('shop-api %s → %s', async (code, expected) => {
    const { actor, calls } = harness({
      memory: withMaria(),
      session: () => ({ ok: false, error: { status: 403, code, message: code } }),
    });
    actor.send({ type: 'password.submit', ...maria });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toBe(expected);
    expect(calls.signedOut).toBe(1);
  });
});

describe('authMachine: forgotten password', () => {
  const forgot = { input: { page: 'forgot' as const } };

  it('asks the shop for the mail, with a forgot bot token and this site’s forgot page to come back to', async () => {
    const { actor, memory, resetRequests, settle } = harness({ ...forgot, memory: withMaria() });
    actor.send({ type: 'reset.send', email: ` ${maria.email} ` });
    await settle({ reset: 'sent' });
    expect(resetRequests).toEqual([
      {
        email: maria.email,
        botToken: 'bot-forgot',
        continueUrl: 'http://ro.localhost:3000/am-uitat-parola/',
        country: 'ro',
      },
    ]);
    expect(memory.sent.resets).toHaveLength(1);
  });

  it('answers an unknown address like a known one', async () => {
    const { actor, settle } = harness(forgot);
    actor.send({ type: 'reset.send', email: 'nobody@example.com' });
    await settle({ reset: 'sent' });
  });

  it('gets a new bot token for every mail asked, "send again" too (shop-api takes each once)', async () => {
    const { actor, resetRequests, tokens, settle } = harness({ ...forgot, memory: withMaria() });
    actor.send({ type: 'reset.send', email: maria.email });
    await settle({ reset: 'sent' });
    actor.send({ type: 'reset.send', email: maria.email });
    await waitFor(actor, () => resetRequests.length === 2);
    await settle({ reset: 'sent' });
    expect(tokens).toEqual(['forgot', 'forgot']);
  });

  it('says to wait when the shop answers 429, and keeps the address typed', async () => {
    const { actor } = harness({
      ...forgot,
      reset: () => ({
        ok: false,
        error: { status: 429, code: 'rate_limited', message: 'try again in 3540 s.' },
      }),
    });
    actor.send({ type: 'reset.send', email: maria.email });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toBe('reset-rate-limited');
    expect(snapshot.context.email).toBe(maria.email);
  });

  it('without a bot-check token asks the shop for nothing', async () => {
    const { actor, resetRequests } = harness({ ...forgot, botToken: null });
    actor.send({ type: 'reset.send', email: maria.email });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.context.error).toBe('bot-check-failed');
    expect(resetRequests).toEqual([]);
  });

  it.each([
    ['bot_check_failed', 'bot-check-failed', 400],
    ['network', 'network', 0],
    ['timeout', 'network', 0],
    ['invalid_request', 'unknown', 400],
    ['internal', 'unknown', 500],
  ])('shop-api %s → %s', async (code, expected, status) => {
    const { actor } = harness({
      ...forgot,
      reset: () => ({ ok: false, error: { status, code, message: code } }),
    });
    actor.send({ type: 'reset.send', email: maria.email });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.context.error).toBe(expected);
  });

  it('sets a new password from the link, then the person can sign in with it', async () => {
    const memory = withMaria();
    memory.mailReset(maria.email, 'http://ro.localhost:3000/am-uitat-parola/');
    const code = /oobCode=([^&]+)/.exec(memory.sent.resets[0] ?? '')?.[1] ?? '';
    const { actor } = harness({
      memory,
      input: { page: 'forgot', action: { kind: 'reset-password', code } },
    });
    const choosing = await waitFor(actor, (s) => s.matches({ reset: 'choosing' }));
    expect(choosing.context.email).toBe(maria.email);
    actor.send({ type: 'reset.confirm', password: 'nouaParola1', confirm: 'nouaParola2' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirm: 'mismatch' });
    actor.send({ type: 'reset.confirm', password: 'nouaParola1', confirm: 'nouaParola1' });
    await waitFor(actor, (s) => s.matches({ reset: 'done' }));
    await expect(memory.identity.signInWithPassword(maria.email, 'nouaParola1')).resolves.toEqual(
      expect.objectContaining({ kind: 'signed-in' }),
    );
  });

  it('a used reset link sends the person back to ask for a new one', async () => {
    const { actor } = harness({
      input: { page: 'forgot', action: { kind: 'reset-password', code: 'used' } },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.error).toBe('expired-link');
  });
});

describe('the chart', () => {
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as never;
  const ok = (value: unknown) => ({ ok: true, value });
  const failed = { ok: false, error: 'wrong-code' };
  const user = { id: 'u', deactivated_at: null, email: null, displayName: null, phoneNumber: null };

  it('reaches every state from the pages and links that start it', () => {
    const events = [
      { type: 'password.submit', ...maria },
      { type: 'link.send', email: 'ana@example.com' },
      { type: 'link.complete', email: 'ana@example.com' },
      { type: 'phone.send', phone: '0712345678' },
      { type: 'code.confirm', code: '123456' },
      { type: 'factor.choose', index: 1 },
      { type: 'code.confirm', code: '123456' },
      { type: 'reset.send', email: 'ana@example.com' },
      { type: 'reset.confirm', password: 'parola123', confirm: 'parola123' },
      done('signIn', ok({ kind: 'signed-in', idToken: 't' })),
      done(
        'signIn',
        ok({
          kind: 'second-factor',
          hints: [
            { index: 0, label: 'a' },
            { index: 1, label: 'b' },
          ],
        }),
      ),
      done('signIn', failed),
      done('createSession', ok(user)),
      done('sendLink', ok(null)),
      done('sendPhoneCode', ok(null)),
      done('sendFactorCode', ok(null)),
      done('sendReset', ok(null)),
      done('checkResetCode', ok('ana@example.com')),
      done('confirmReset', ok(null)),
    ] as never[];
    const reached = new Set<string>();
    const inputs: AuthInput[] = [
      { page: 'login', country: 'ro', redirect: '/', action: null, linkEmail: null },
      {
        page: 'login',
        country: 'ro',
        redirect: '/',
        action: { kind: 'sign-in-link', url: 'u' },
        linkEmail: null,
      },
      {
        page: 'forgot',
        country: 'ro',
        redirect: '/',
        action: { kind: 'reset-password', code: 'c' },
        linkEmail: null,
      },
    ];
    for (const input of inputs) {
      const paths = getShortestPaths(authMachine, {
        input,
        events,
        serializeState: (snapshot) => JSON.stringify(snapshot.value),
      });
      for (const path of paths) reached.add(JSON.stringify(path.state.value));
    }
    expect(reached).toEqual(
      new Set([
        '"editing"',
        '"signingIn"',
        '"creatingSession"',
        '"signedIn"',
        '{"link":"sending"}',
        '{"link":"sent"}',
        '{"link":"askingEmail"}',
        '{"link":"completing"}',
        '{"phone":"sending"}',
        '{"phone":"awaitingCode"}',
        '{"phone":"confirming"}',
        '{"factor":"choosing"}',
        '{"factor":"sending"}',
        '{"factor":"awaitingCode"}',
        '{"factor":"confirming"}',
        '{"reset":"sending"}',
        '{"reset":"sent"}',
        '{"reset":"checking"}',
        '{"reset":"choosing"}',
        '{"reset":"confirming"}',
        '{"reset":"done"}',
      ]),
    );
  });
});
