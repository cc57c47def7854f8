/**
 * The cart's own Firebase app (named, so it never clashes with another remote's), with the
 * emulators of the runtime config when it names them. Loaded only for a signed-in person, so a
 * visitor never downloads Firebase.
 */
import type { RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';

export interface CartFirebase {
  readonly auth: Auth;
  readonly db: Firestore;
}

const APP_NAME = 'refurb-cart';
let connected: CartFirebase | null = null;

export function connectCartFirebase(config: RuntimeConfig['firebase']): CartFirebase {
  if (connected) return connected;
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp(
      { projectId: config.projectId, apiKey: config.apiKey, authDomain: config.authDomain },
      APP_NAME,
    );
  // The session cookie is the truth: each page signs in with a custom token the BFF hands over
  // for the session (GET /bff/me/cloud-token), so the Firebase session is kept in memory only (no
  // IndexedDB state shared, or half-written, across pages and tabs, and no refresh token stored).
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  }
  const db = initializeFirestore(app, {
    ignoreUndefinedProperties: true,
    // Against the emulator the streaming transport held the listener's first answer back until
    // another write came (seen in Chromium here); long polling answers at once.
    ...(config.firestoreEmulatorHost ? { experimentalForceLongPolling: true } : {}),
  });
  if (config.firestoreEmulatorHost) {
    const [host, port] = config.firestoreEmulatorHost.split(':');
    connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port ?? 8080));
  }
  connected = { auth, db };
  return connected;
}
