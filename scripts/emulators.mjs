/**
 * The Firebase emulators of the local stack and the tests (TOOLCHAIN.md): Google's Firestore
 * emulator (Java) and the Auth emulator of firebase-tools (Node). Each starts in its own process
 * group on the ports it is given (0: a free one), answers `{ host, stop }` when it is ready, and
 * throws with a sentence that says why when it cannot (no Java, no emulator, did not come up).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROJECT_ID = 'demo-refurb';
export const FIRESTORE_EMULATOR =
  process.env.FIRESTORE_EMULATOR_BIN ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
const root = join(import.meta.dirname, '..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Waits until `url` answers 2xx; false after `ms`, or as soon as `child` (if given) exits. */
export async function waitForUrl(url, { ms = 60_000, child } = {}) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && exited(child)) return false;
    const ok = await fetch(url).then(
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

/** Google's Firestore emulator with `rules` (a file path) on `port`. */
export async function startFirestoreEmulator({ port = 0, rules, log } = {}) {
  const missing = firestoreEmulatorMissing();
  if (missing) throw new Error(`the Firestore emulator cannot run: ${missing}`);
  const chosen = port || (await freePort());
  const args = ['--host', '127.0.0.1', '--port', String(chosen), '--project_id', PROJECT_ID];
  if (rules) args.push('--rules', rules);
  const child = launch(FIRESTORE_EMULATOR, args, { cwd: root, log });
  const stop = stopper(child);
  if (!(await waitForUrl(`http://127.0.0.1:${chosen}/`, { child, ms: 60_000 }))) {
    await stop();
    throw new Error('the Firestore emulator did not start within 60 s');
  }
  return { host: `127.0.0.1:${chosen}`, stop };
}

/** The Auth emulator of firebase-tools on `port` (its hub and logging ports free ones). */
export async function startAuthEmulator({ port = 0, log } = {}) {
  const firebase = join(root, 'node_modules', '.bin', 'firebase');
  if (!existsSync(firebase))
    throw new Error('firebase-tools is not installed (npm ci at the root)');
  const chosen = port || (await freePort());
  const dir = await mkdtemp(join(tmpdir(), 'refurb-auth-'));
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
  const child = launch(
    firebase,
    ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config],
    { cwd: dir, log },
  );
  const stop = stopper(child, () => rm(dir, { recursive: true, force: true }));
  if (!(await waitForUrl(`http://127.0.0.1:${chosen}/`, { child, ms: 90_000 }))) {
    await stop();
    throw new Error('the Auth emulator did not start within 90 s');
  }
  return { host: `127.0.0.1:${chosen}`, stop };
}
