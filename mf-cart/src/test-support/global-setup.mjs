// The cart's adapter tests run against Google's Firestore emulator with the project's rules and
// the Auth emulator, started here on free ports (TOOLCHAIN.md) and stopped in global-teardown.
import { join } from 'node:path';
import { startAuthEmulator, startFirestoreEmulator } from '../../../scripts/emulators.mjs';

export default async function globalSetup() {
  const rules = join(import.meta.dirname, '..', '..', '..', 'firestore.rules');
  const [store, auth] = await Promise.all([startFirestoreEmulator({ rules }), startAuthEmulator()]);
  globalThis.refurbEmulators = [store, auth];
  process.env.TEST_FIRESTORE_EMULATOR_HOST = store.host;
  process.env.TEST_AUTH_EMULATOR_HOST = auth.host;
}
