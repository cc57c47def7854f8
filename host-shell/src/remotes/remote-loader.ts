/**
 * Loads a remote's `./mount` by the release `remotes.json` names for this session (canary or
 * main), refusing a remote built against another contracts major version: the one remotes.json
 * says (before anything loads), and the one the remote's module itself declares
 * (`export const contractsMajor`, written at its build), so a pointer that is wrong about a build
 * cannot mount it. A refusal is reported with both versions, the remote's and the host's.
 *
 * remotes.json is the pointer a release or a rollback changes, and nothing else: the host reads it
 * at start and again on each navigation (`refresh`), so an open tab mounts the release named now
 * on its next page. A load waits for a refresh under way, at most `refreshWaitMs`; a refresh that
 * fails or is late keeps the pointer the tab has. A failed load (server
 * down, 404, script error, a module without `mount`) is retried with a short backoff after the
 * remote is registered again (the federation runtime caches a failed entry); when every attempt
 * failed it is reported with the remote's name and version and answered as a value, not thrown.
 *
 * A remote whose manifest or entry never answers (a server that accepts and hangs) would keep its
 * page loading forever: a load gives up after `REMOTE_LOAD_TIMEOUT_MS` in all, attempts included,
 * and is answered `timed-out` (the page shows the same notice and retry as a failed load). The next
 * load of that remote registers it again, so a retry does not wait on the hung entry.
 */
import {
  CONTRACTS_MAJOR_VERSION,
  isCompatibleRemote,
  pickRelease,
  type Mount,
  type RemoteName,
  type RemotesJson,
} from '@refurb/shared-contracts/runtime';

export interface Release {
  readonly name: RemoteName;
  readonly manifestUrl: string;
  readonly version: string;
  readonly contractsMajor: number;
}

/** The federation runtime, behind a port so the loader is tested without a network. */
export interface FederationRuntime {
  register(release: Release): void;
  /** Loads `<name>/<expose>` (`mount`, `mini-cart`, ...). */
  load(name: RemoteName, expose: string): Promise<unknown>;
  preload(name: RemoteName, expose: string): Promise<void>;
}

export interface ErrorReporter {
  report(error: unknown, context: { readonly tags: Readonly<Record<string, string>> }): void;
}

export type RemoteFailure =
  'not-configured' | 'incompatible' | 'load-failed' | 'invalid-module' | 'timed-out';

/**
 * How long a remote's load may take in all (manifest, entry, the exposed module, retries) before
 * the page gives up and shows its notice with a retry: well past a slow phone's 3G load of a
 * remote (about 2-4 s), short of a person giving up on a page that says it is loading.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;

export type RemoteLoad =
  | { readonly ok: true; readonly release: Release; readonly mount: Mount<HTMLElement> }
  | { readonly ok: false; readonly release: Release | null; readonly reason: RemoteFailure };

export interface RemoteLoaderOptions {
  readonly remotes: RemotesJson;
  readonly runtime: FederationRuntime;
  readonly reporter: ErrorReporter;
  /**
   * The session's stable 0..1 bucket for canaries, or what reads it, called once when a release
   * is first picked: the shell's reads sessionStorage, whose first use costs a page that loads
   * no remote milliseconds as it starts.
   */
  readonly sessionBucket: number | (() => number);
  readonly attempts?: number;
  readonly backoffMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** How long a load waits for a remotes.json refresh under way (default 2 s). */
  readonly refreshWaitMs?: number;
  /** How long a load may take in all (default REMOTE_LOAD_TIMEOUT_MS). */
  readonly timeoutMs?: number;
}

const TIMED_OUT = Symbol('timed-out');

export interface RemoteLoader {
  release(name: RemoteName): Release | null;
  /** Loads the remote's `./<expose>` module, `./mount` unless said otherwise. */
  load(name: RemoteName, expose?: string): Promise<RemoteLoad>;
  /** Fetches the remote's entry and its `./<expose>` (`mount` unless said) ahead of a load. */
  preload(name: RemoteName, expose?: string): void;
  /** A newer remotes.json (null when it could not be read): loads from now on use it. */
  refresh(next: Promise<RemotesJson | null>): void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function mountOf(module: unknown): Mount<HTMLElement> | null {
  if (typeof module === 'function') return module as Mount<HTMLElement>;
  const candidate = (module as { mount?: unknown; default?: unknown } | null) ?? {};
  if (typeof candidate.mount === 'function') return candidate.mount as Mount<HTMLElement>;
  if (typeof candidate.default === 'function') return candidate.default as Mount<HTMLElement>;
  return null;
}

/** The contracts major a remote's module says it was built against, when it says one. */
function declaredContractsMajor(module: unknown): number | null {
  if (module === null || typeof module !== 'object') return null;
  const value = (module as { contractsMajor?: unknown }).contractsMajor;
  return typeof value === 'number' ? value : null;
}

export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const { runtime, reporter } = options;
  let bucket: number | undefined;
  const sessionBucket = () =>
    (bucket ??=
      typeof options.sessionBucket === 'number' ? options.sessionBucket : options.sessionBucket());
  let remotes = options.remotes;
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 400;
  const sleep = options.sleep ?? defaultSleep;
  const refreshWaitMs = options.refreshWaitMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;
  /** Remotes whose last load failed or timed out: registered afresh on their next load. */
  const unsettled = new Set<RemoteName>();
  /** The manifest each remote is registered with in the federation runtime. */
  const registered = new Map<RemoteName, string>();
  let pending: Promise<void> = Promise.resolve();

  const release = (name: RemoteName): Release | null => {
    const entry = remotes.remotes[name];
    return entry ? { name, ...pickRelease(entry, sessionBucket()) } : null;
  };
  const fail = (found: Release | null, reason: RemoteFailure, error?: unknown): RemoteLoad => {
    const versions: Record<string, string> =
      reason === 'incompatible' && found
        ? {
            remoteContractsMajor: String(found.contractsMajor),
            hostContractsMajor: String(CONTRACTS_MAJOR_VERSION),
          }
        : {};
    reporter.report(error ?? new Error(`remote ${found?.name ?? '?'}: ${reason}`), {
      tags: {
        remote: found?.name ?? 'unknown',
        remoteVersion: found?.version ?? 'none',
        reason,
        ...versions,
      },
    });
    return { ok: false, release: found, reason };
  };
  // Registered again when forced (a retry) or when the pointer names another release.
  const register = (found: Release, force: boolean) => {
    if (force || registered.get(found.name) !== found.manifestUrl) runtime.register(found);
    registered.set(found.name, found.manifestUrl);
  };

  return {
    release,
    refresh(next) {
      const late = sleep(refreshWaitMs).then(() => null);
      pending = Promise.race([next.catch(() => null), late]).then((read) => {
        if (read) remotes = read;
      });
    },
    preload(name, expose = 'mount') {
      const found = release(name);
      if (!found || !isCompatibleRemote(found.contractsMajor)) return;
      register(found, false);
      // A failed preload costs nothing: the real load retries and reports.
      runtime.preload(name, expose).catch(() => undefined);
    },
    async load(name, expose = 'mount') {
      await pending;
      const found = release(name);
      if (!found)
        return fail(null, 'not-configured', new Error(`remote ${name} is not in remotes.json`));
      if (!isCompatibleRemote(found.contractsMajor)) return fail(found, 'incompatible');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
      });
      const attemptAll = async (): Promise<RemoteLoad> => {
        let lastError: unknown;
        for (let attempt = 0; attempt < attempts; attempt += 1) {
          if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
          try {
            register(found, attempt > 0 || unsettled.has(name));
            const module = await Promise.race([runtime.load(name, expose), deadline]);
            if (module === TIMED_OUT) {
              const error = new Error(`remote ${name}: no answer within ${timeoutMs} ms`);
              return fail(found, 'timed-out', error);
            }
            const declared = declaredContractsMajor(module);
            if (declared !== null && !isCompatibleRemote(declared)) {
              return fail({ ...found, contractsMajor: declared }, 'incompatible');
            }
            const mount = mountOf(module);
            if (!mount) return fail(found, 'invalid-module');
            return { ok: true, release: found, mount };
          } catch (error) {
            lastError = error;
          }
        }
        return fail(found, 'load-failed', lastError);
      };
      try {
        const outcome = await attemptAll();
        if (outcome.ok) unsettled.delete(name);
        else unsettled.add(name);
        return outcome;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
