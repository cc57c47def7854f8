/**
 * The ErrorReporter port and its Sentry adapter: Sentry is initialised once, here, when the
 * runtime config names a DSN; every report also goes to the console, so a local run shows it.
 */
import * as Sentry from '@sentry/react';
import type { Country, RuntimeConfig } from '@refurb/shared-contracts';
import type { ErrorReporter } from '../remotes/remote-loader';

let initialised = false;

export function createErrorReporter(
  config: RuntimeConfig | null,
  country: Country | null,
): ErrorReporter {
  if (config?.sentryDsn && !initialised) {
    Sentry.init({
      dsn: config.sentryDsn,
      environment: config.environment,
      initialScope: { tags: { site: country ?? 'unknown' } },
    });
    initialised = true;
  }
  return {
    report(error, context) {
      console.error('[refurb]', context.tags, error);
      if (!initialised) return;
      Sentry.withScope((scope) => {
        scope.setTags(context.tags);
        Sentry.captureException(error);
      });
    },
  };
}
