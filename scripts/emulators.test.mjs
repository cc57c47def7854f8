import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';

import { startEmulator, startFirestoreEmulator } from './emulators.mjs';

/** A child that serves 200 on `port` after printing a line, as an emulator does. */
const serving = (port) =>
  `console.log('serving'); require('node:http').createServer((q, r) => r.end('Ok')).listen(${port}, '127.0.0.1')`;

const launchNode = (code, logFile) =>
  import('node:child_process').then(({ spawn }) => {
    const child = spawn(process.execPath, ['-e', code], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return import('node:fs').then(({ createWriteStream }) => {
      const out = createWriteStream(logFile);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      return child;
    });
  });

test('a start that fails is tried again on another port, with a warning', async (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const ports = [];
  const emulator = await startEmulator('test emulator', {
    port: 0,
    attempts: 3,
    ms: 10_000,
    launchAt: (port, _dir, logFile) => {
      ports.push(port);
      return launchNode(
        ports.length === 1 ? `console.error('no luck'); process.exit(3)` : serving(port),
        logFile,
      );
    },
  });
  try {
    assert.equal(ports.length, 2);
    assert.equal(emulator.host, `127.0.0.1:${ports[1]}`);
    assert.equal(await (await fetch(`http://${emulator.host}/`)).text(), 'Ok');
    assert.equal(warn.mock.callCount(), 1);
    assert.match(warn.mock.calls[0].arguments[0], /test emulator ended \(exit code 3\)/);
  } finally {
    await emulator.stop();
  }
  await assert.rejects(fetch(`http://${emulator.host}/`));
});

test('after the last try the error names why and ends with the output', async (t) => {
  t.mock.method(console, 'warn', () => {});
  let tries = 0;
  await assert.rejects(
    startEmulator('test emulator', {
      port: 0,
      attempts: 2,
      ms: 10_000,
      launchAt: (_port, _dir, logFile) => {
        tries += 1;
        return launchNode(`console.error('bind failed: try ${tries}'); process.exit(7)`, logFile);
      },
    }),
    /test emulator ended \(exit code 7\) on port \d+ \(try 2 of 2\); its output:\nbind failed: try 2/,
  );
  assert.equal(tries, 2);
});

test('an emulator that does not answer in time is stopped and reported', async (t) => {
  t.mock.method(console, 'warn', () => {});
  let pid;
  await assert.rejects(
    startEmulator('test emulator', {
      port: 0,
      attempts: 1,
      ms: 1_000,
      launchAt: async (_port, _dir, logFile) => {
        const child = await launchNode(`setInterval(() => {}, 1000)`, logFile);
        pid = child.pid;
        return child;
      },
    }),
    /test emulator did not answer within 1 s/,
  );
  assert.throws(() => process.kill(pid, 0), { code: 'ESRCH' });
});

test('a fixed port that is taken is tried once, and the real emulator says why', async () => {
  const blocker = createServer();
  await new Promise((resolve) => blocker.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (blocker.address());
  try {
    await assert.rejects(
      startFirestoreEmulator({ port }),
      new RegExp(`the Firestore emulator .* on port ${port} \\(try 1 of 1\\); its output:`),
    );
  } finally {
    blocker.close();
  }
});
