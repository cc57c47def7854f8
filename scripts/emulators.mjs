/**
 * The Firebase emulators of the local stack and the tests (TOOLCHAIN.md): Google's Firestore
 * emulator (Java) and the Auth emulator of firebase-tools (Node). Each starts in its own process
 * group on the ports it is given (0: a free one), answers `{ host, stop }` when it is ready, and
 * throws with a sentence that says why when it cannot (no Java, no emulator, did not come up).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROJECT_ID = 'demo-refurb';
export const FIRESTORE_EMULATOR =
  process.env.FIRESTORE_EMULATOR_BIN ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
const root = join(import.meta.dirname, '..');

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Waits until `url` answers 2xx; false after `ms`, or as soon as `child` (if given) exits.
 * @param {string} url
 * @param {{ ms?: number, child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitForUrl(url, { ms = 60_000, child } = {}) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && exited(child)) return false;
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function stopper(child, cleanup = async () => {}) {
  return async () => {
    if (!exited(child)) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 3000);
      await gone;
      clearTimeout(timer);
    }
    await cleanup();
  };
}

function launch(command, args, { cwd, log }) {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', log ? 'pipe' : 'ignore', log ? 'pipe' : 'ignore'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  if (log) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  return child;
}

/** Why the Firestore emulator cannot run here, or null when it can. */
export function firestoreEmulatorMissing() {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
    return 'Java is not installed';
  }
  if (!existsSync(FIRESTORE_EMULATOR)) return `no Firestore emulator at ${FIRESTORE_EMULATOR}`;
  return null;
}

/** The last `lines` lines of the log at `path` without Java stack frames, or '' when unreadable. */
async function tail(path, lines = 12) {
  const text = await readFile(path, 'utf8').catch(() => '');
  const frame = /^\s+(at |\.\.\. \d+ more)/;
  return text
    .trimEnd()
    .split('\n')
    .filter((line) => !frame.test(line))
    .slice(-lines)
    .join('\n');
}

/**
 * Starts the emulator `name` by `launchAt(port, dir, logFile)` until `http://127.0.0.1:port/`
 * answers. A start that fails (the process ends, or it does not answer within `ms`) is tried again
 * on a fresh free port, up to `attempts` times, with a warning on stderr: on a loaded 2-core CI
 * machine a JVM start has once not come up, and a free port can be taken between choosing and
 * binding it. A fixed `port` is tried once. The error after the last try names the exit code or
 * the wait and ends with the emulator's output (kept in a temporary directory unless `log` names
 * a file), so a failure in CI says why.
 * @param {string} name
 * @param {{ port?: number, log?: string, attempts?: number, ms?: number,
 *   launchAt: (port: number, dir: string, logFile: string) =>
 *     Promise<import('node:child_process').ChildProcess> | import('node:child_process').ChildProcess }} options
 */
export async function startEmulator(name, { port, log, attempts = 3, ms = 90_000, launchAt }) {
  const dir = await mkdtemp(join(tmpdir(), 'refurb-emulator-'));
  const logFile = log ?? join(dir, 'emulator.log');
  const removeDir = () => rm(dir, { recursive: true, force: true });
  for (let attempt = 1; ; attempt++) {
    const chosen = port || (await freePort());
    const child = await launchAt(chosen, dir, logFile);
    const stop = stopper(child);
    if (await waitForUrl(`http://127.0.0.1:${chosen}/`, { child, ms })) {
      return { host: `127.0.0.1:${chosen}`, stop: () => stop().then(removeDir) };
    }
    const why = exited(child)
      ? `ended (exit code ${child.exitCode ?? child.signalCode})`
      : `did not answer within ${ms / 1000} s`;
    await stop();
    if (attempt >= attempts || port) {
      const output = await tail(logFile);
      await removeDir();
      throw new Error(
        `the ${name} ${why} on port ${chosen} (try ${attempt} of ${port ? 1 : attempts}); its output:\n${output}`,
      );
    }
    console.warn(`the ${name} ${why} on port ${chosen}; trying again on another port`);
  }
}

/**
 * Google's Firestore emulator with `rules` (a file path) on `port` (0: a free one).
 * @param {{ port?: number, rules?: string, log?: string, attempts?: number }} [options]
 */
export async function startFirestoreEmulator({ port = 0, rules, log, attempts } = {}) {
  const missing = firestoreEmulatorMissing();
  if (missing) throw new Error(`the Firestore emulator cannot run: ${missing}`);
  return startEmulator('Firestore emulator', {
    port,
    log,
    attempts,
    launchAt: (chosen, _dir, logFile) => {
      const args = ['--host', '127.0.0.1', '--port', String(chosen), '--project_id', PROJECT_ID];
      if (rules) args.push('--rules', rules);
      return launch(FIRESTORE_EMULATOR, args, { cwd: root, log: logFile });
    },
  });
}

/**
 * The Auth emulator of firebase-tools on `port` (0: a free one; its hub and logging ports free ones).
 * @param {{ port?: number, log?: string, attempts?: number }} [options]
 */
export async function startAuthEmulator({ port = 0, log, attempts } = {}) {
  const firebase = join(root, 'node_modules', '.bin', 'firebase');
  if (!existsSync(firebase))
    throw new Error('firebase-tools is not installed (npm ci at the root)');
  return startEmulator('Auth emulator', {
    port,
    log,
    attempts,
    launchAt: async (chosen, dir, logFile) => {
      const config = join(dir, 'firebase.json');
      await writeFile(
        config,
        JSON.stringify({
          emulators: {
            auth: { host: '127.0.0.1', port: chosen },
            hub: { host: '127.0.0.1', port: await freePort() },
            logging: { host: '127.0.0.1', port: await freePort() },
            ui: { enabled: false },
            singleProjectMode: true,
          },
        }),
      );
      return launch(
        firebase,
        ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config],
        { cwd: dir, log: logFile },
      );
    },
  });
}
