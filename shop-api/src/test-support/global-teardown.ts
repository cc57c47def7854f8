/** jest globalTeardown: stops what globalSetup started (PostgreSQL, Redis, the Auth emulator) and removes its files. */
import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  globalThis.refurbPostgres?.stop();
  globalThis.refurbRedis?.stop();
  const emulator = globalThis.refurbAuthEmulator;
  if (emulator?.pid && emulator.exitCode === null) {
    try {
      process.kill(-emulator.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (globalThis.refurbAuthEmulatorDir)
    rmSync(globalThis.refurbAuthEmulatorDir, { recursive: true, force: true });
}
