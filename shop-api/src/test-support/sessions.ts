/**
 * A signed-in shopper for route tests: signs up on the Auth emulator, gets a bot-check token and
 * a BFF session from the test server, and answers the cookie header to send.
 */
import { randomUUID } from 'node:crypto';
import {
  BotTokenResponseSchema,
  SESSION_COOKIE,
  SessionResponseSchema,
  type SessionUser,
} from '@refurb/shared-contracts/api/session';
import { TEST_BOT_SITE_KEY, type TestServer } from './server.js';

/**
 * A call to the Auth emulator (firebase-tools' Node process, started by the global setup). Its first
 * answers after a cold start may drop the connection ("other side closed"): a dropped connection
 * is tried again, twice, after a short wait; any answer, good or bad, is the test's to judge.
 */
export async function emulatorFetch(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Signs a person up on the Auth emulator and returns their ID token. */
export async function signUp(): Promise<{ idToken: string; email: string }> {
  const email = `buyer-${randomUUID()}@example.ro`;
  const response = await emulatorFetch(
    `http://${process.env.TEST_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'parola-buna-1', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: unknown };
  if (!response.ok || typeof body.idToken !== 'string') {
    throw new Error(
      `the Auth emulator's sign-up answered ${response.status}: ${JSON.stringify(body)}`,
    );
  }
  return { idToken: body.idToken, email };
}

export async function signedIn(server: TestServer): Promise<{ user: SessionUser; cookie: string }> {
  const { idToken } = await signUp();
  const bot = BotTokenResponseSchema.parse(
    await (
      await server.post('/common/bot-check/token', { siteKey: TEST_BOT_SITE_KEY, action: 'login' })
    ).json(),
  );
  const response = await server.post('/bff/session', { idToken, botToken: bot.token });
  const body: unknown = await response.json();
  // Said in full when it is not a session, so a failure names its cause (a status and an error code).
  if (!response.ok) {
    throw new Error(`POST /bff/session answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const { user } = SessionResponseSchema.parse(body);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return { user, cookie: setCookie?.split(';')[0] ?? '' };
}
