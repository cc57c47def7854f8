/**
 * The Sentry SDK, in its own chunk: error-reporter.ts loads it the first time there is something
 * to report. Named imports, and the package not shared through federation, so the chunk holds
 * only what `init` and a capture need (no replay, no feedback widget).
 */
import { captureException, init, withScope } from '@sentry/react';

export interface SentryStart {
  readonly dsn: string;
  readonly environment: string | undefined;
  readonly site: string;
}

export function startSentry({ dsn, environment, site }: SentryStart) {
  init({
    dsn,
    environment,
    initialScope: { tags: { site } },
    // The reporter listens for uncaught errors itself from the first moment (the SDK arrives
    // later): Sentry's own handlers would report those a second time.
    integrations: (defaults) =>
      defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
  });
}

export function capture(error: unknown, tags: Readonly<Record<string, string>>) {
  withScope((scope) => {
    scope.setTags(tags);
    captureException(error);
  });
}
