/**
 * Google's Firestore emulator (Java) with the project's firestore.rules, for the one suite that
 * writes cloud carts (routes/cloud-cart.test.ts): started by that suite on a free loopback port in
 * its own process group and stopped after it, so no other suite pays for a JVM. The same binary
 * and project as scripts/emulators.mjs (the local stack, e2e, mf-cart's tests). Also a reader
 * and a client-SDK-like caller over its REST API: as the owner (past the rules) and as a person
 * (an emulator ID token, under the rules).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from './global-setup.js';

export const FIRESTORE_EMULATOR =
  process.env.FIRESTORE_EMULATOR_BIN ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** The repository's firestore.rules, found from the working folder up (jest runs in shop-api/). */
function rulesFile(from = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'firestore.rules'))) return join(dir, 'firestore.rules');
    if (dirname(dir) === dir) throw new Error('firestore.rules not found');
  }
}

export interface FirestoreEmulator {
  readonly host: string;
  stop(): Promise<void>;
}

export async function startFirestoreEmulator(): Promise<FirestoreEmulator> {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('the Firestore emulator cannot run: Java is not installed');
  }
  if (!existsSync(FIRESTORE_EMULATOR))
    throw new Error(`no Firestore emulator at ${FIRESTORE_EMULATOR}`);
  const port = await freePort();
  const child: ChildProcess = spawn(
    FIRESTORE_EMULATOR,
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--project_id',
      'demo-refurb',
      '--rules',
      rulesFile(),
    ],
    { detached: true, stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    await gone;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the Firestore emulator exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { host: `127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the Firestore emulator did not start within 90 s');
}

const documents = (host: string) =>
  `http://${host}/v1/projects/demo-refurb/databases/(default)/documents`;

/** A document's REST form (`fields` of typed values) as the emulator's owner sees it, or null. */
export async function readAsOwner(
  host: string,
  path: string,
): Promise<Record<string, unknown> | null> {
  const answer = await fetch(`${documents(host)}/${path}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`owner read failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { fields: Record<string, unknown> }).fields;
}

/** Writes `fields` (REST typed values) to `path` as a person with `idToken`: the rules decide. */
export function writeAsPerson(
  host: string,
  path: string,
  idToken: string,
  fields: Record<string, unknown>,
): Promise<Response> {
  return fetch(`${documents(host)}/${path}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
}
