/** jest globalTeardown: stops what globalSetup started (PostgreSQL, the Auth emulator). */
export default async function globalTeardown(): Promise<void> {
  globalThis.refurbPostgres?.stop();
  const emulator = globalThis.refurbAuthEmulator;
  if (emulator?.pid && emulator.exitCode === null) {
    try {
      process.kill(-emulator.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
