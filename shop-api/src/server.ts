/**
 * `npm run start -w shop-api`: one shop-api instance (instance.ts) as a process, on HOST:PORT
 * (127.0.0.1:4000 unless set).
 *
 * On SIGTERM or SIGINT it stops gracefully (instance.ts `stop`) within SHUTDOWN_SECONDS (10):
 * whatever is still running then is cut and the process exits 1; otherwise it exits 0.
 */
import { readConfig } from './config.js';
import { startInstance } from './instance.js';

const SHUTDOWN_SECONDS = 10;

const instance = await startInstance(readConfig());
const { app } = instance;

const stop = (signal: string) => {
  app.log.info({ signal }, 'signal received');
  setTimeout(() => {
    app.log.error({ seconds: SHUTDOWN_SECONDS }, 'stopping: not done in time; exiting');
    process.exit(1);
  }, SHUTDOWN_SECONDS * 1000).unref();
  instance.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
