/** jest globalTeardown: stops the PostgreSQL server globalSetup started, if any. */
export default async function globalTeardown(): Promise<void> {
  globalThis.refurbPostgres?.stop();
}
