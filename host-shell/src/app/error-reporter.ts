/**
 * The ErrorReporter port and its Sentry adapter. Every report goes to the console, so a local run
 * shows it; when the runtime config names a DSN, to Sentry too.
 *
 * Sentry's SDK is not part of a page's first load (it would be a third of it): it is loaded the
 * first time there is something to report, initialised then, and reports made while it loads are
 * sent once it is there. What Sentry's global handlers would catch (uncaught errors, unhandled
 * rejections) this module catches from the start instead, so an error before the SDK arrives is
 * not lost, and the SDK's own handlers are left out so none is reported twice. The price, chosen:
 * no breadcrumbs from before the first report. If the SDK cannot load (a blocker, offline), the
 * console line is the report.
 *
 * Remotes carry no SDK: they publish `error.reported` on the bus (web-kit's createErrorReporter),
 * which `forwardRemoteReports` passes here, tagged with the remote's name.
 */
import type { Country } from '@refurb/shared-contracts';
import type { EventBus, RuntimeConfig } from '@refurb/shared-contracts/runtime';
import type { ErrorReporter } from '../remotes/remote-loader';
import type * as SentryModule from './sentry-client';

export type SentryClient = Pick<typeof SentryModule, 'startSentry' | 'capture'>;

const loadSentry = (): Promise<SentryClient> =>
  import(/* webpackChunkName: "sentry" */ './sentry-client');

// One SDK per page, whichever reporter loads it.
let client: Promise<SentryClient | null> | null = null;
let listening = false;

function sentry(
  config: RuntimeConfig,
  country: Country | null,
  load: () => Promise<SentryClient>,
): Promise<SentryClient | null> {
  client ??= load().then(
    (module) => {
      module.startSentry({
        dsn: config.sentryDsn ?? '',
        environment: config.environment,
        site: country ?? 'unknown',
      });
      return module;
    },
    (error: unknown) => {
      console.error('[refurb] the error reporter could not load', error);
      return null;
    },
  );
  return client;
}

export interface HostErrorReporter extends ErrorReporter {
  /** To Sentry only: a report whose console line was written where it was made. */
  relay(error: unknown, tags: Readonly<Record<string, string>>): void;
}

/** `load` is how the SDK arrives (its own chunk; tests give a recorder). */
export function createErrorReporter(
  config: RuntimeConfig | null,
  country: Country | null,
  load: () => Promise<SentryClient> = loadSentry,
): HostErrorReporter {
  const send = (error: unknown, tags: Readonly<Record<string, string>>) => {
    if (!config?.sentryDsn) return;
    void sentry(config, country, load).then((module) => module?.capture(error, tags));
  };
  const reporter: HostErrorReporter = {
    report(error, context) {
      console.error('[refurb]', context.tags, error);
      send(error, context.tags);
    },
    relay: send,
  };
  if (config?.sentryDsn && !listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('error', (event) =>
      send(event.error ?? new Error(event.message), { reason: 'uncaught' }),
    );
    window.addEventListener('unhandledrejection', (event) =>
      send(event.reason, { reason: 'unhandled-rejection' }),
    );
  }
  return reporter;
}

/** A remote's `error.reported` to the host's reporter (the remote wrote its own console line). */
export function forwardRemoteReports(bus: EventBus, reporter: HostErrorReporter): () => void {
  return bus.subscribe('error.reported', ({ source, message, tags }) =>
    reporter.relay(new Error(message), { remote: source, ...tags }),
  );
}
