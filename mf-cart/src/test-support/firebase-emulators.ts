/// <reference types="node" />
/**
 * Test helpers over the emulators started by global-setup: a Firebase app signed in as a user
 * (the Auth emulator takes unsigned custom tokens), and writes that bypass the rules (the
 * emulator's `Bearer owner`), for data the rules would refuse.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';

export const PROJECT_ID = 'demo-refurb';
const firestoreHost = () => process.env.TEST_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const authHost = () => process.env.TEST_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A custom token the Auth emulator accepts (it does not check signatures). */
export function unsignedCustomToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const issuer = 'firebase-auth-emulator@example.com';
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
    iat: now,
    exp: now + 3600,
    iss: issuer,
    sub: issuer,
    uid,
  })}.`;
}

let apps = 0;
const opened: FirebaseApp[] = [];

/** A Firestore client of its own (a device), signed in as `uid`, or anonymous with null. */
export async function firestoreAs(uid: string | null): Promise<Firestore> {
  apps += 1;
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `test-${apps}`);
  opened.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost()}`, { disableWarnings: true });
  if (uid) await signInWithCustomToken(auth, unsignedCustomToken(uid));
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  const [host, port] = firestoreHost().split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return db;
}

export async function closeApps(): Promise<void> {
  await Promise.all(opened.splice(0).map((app) => deleteApp(app)));
}

type RestValue = Record<string, unknown>;

function toRestValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  const fields = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toRestValue(v)]),
  );
  return { mapValue: { fields } };
}

/** Writes a document as the emulator's owner, past the rules. */
export async function writeAsOwner(path: string, data: Record<string, unknown>): Promise<void> {
  const url = `http://${firestoreHost()}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const answer = await fetch(url, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: (toRestValue(data) as { mapValue: { fields: unknown } }).mapValue.fields,
    }),
  });
  if (!answer.ok) throw new Error(`owner write failed: ${answer.status} ${await answer.text()}`);
}
