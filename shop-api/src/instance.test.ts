/**
 * A whole instance as server.ts runs it (instance.ts), stopped as SIGTERM stops it: the requests
 * in flight are answered in full, nothing new is taken, and everything closes within the 10 s
 * the process gives it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from './config.js';
import { startInstance, type Instance } from './instance.js';

let dir: string;
let instance: Instance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'refurb-instance-'));
  instance = await startInstance(
    readConfig({
      SHOP_API_MODE: 'local',
      PORT: '0',
      METRICS_PORT: '0',
      SHOP_API_DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.TEST_AUTH_EMULATOR_HOST,
    }),
  );
}, 120_000);

afterAll(async () => {
  await instance.stop();
  await rm(dir, { recursive: true, force: true });
});

/** A cart refresh whose body is sent in two halves: the second when `finish` is called. */
function slowRefresh(url: string) {
  const body = Buffer.from(JSON.stringify({ country: 'ro', phones: [], accessoryIds: [] }));
  const half = Math.floor(body.length / 2);
  let finish = () => undefined as void;
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      `${url}/shop/cart/refresh`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        agent: false,
      },
      (response: IncomingMessage) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, half));
    finish = () => {
      request.end(body.subarray(half));
    };
  });
  return { answered, finish: () => finish() };
}

describe('an instance', () => {
  it('serves its metrics on a port of their own', async () => {
    expect(instance.metricsUrl).not.toBeNull();
    expect(new URL(instance.metricsUrl!).port).not.toBe(new URL(instance.url).port);
    await fetch(`${instance.url}/health/live`);
    const text = await (await fetch(instance.metricsUrl!)).text();
    expect(text).toMatch(
      /shop_http_requests_total\{method="GET",route="\/health\/live",status="200"\} \d+/,
    );
  });
});

describe('a graceful stop', () => {
  it('answers every request in flight in full, takes no new one, and closes within 10 s', async () => {
    const { url } = instance;
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    // Five requests the server has begun reading when the stop begins.
    const inFlight = Array.from({ length: 5 }, () => slowRefresh(url));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const stopped = instance.stop();
    // Nothing new is taken: a new connection is refused.
    await expect(fetch(`${url}/health/live`)).rejects.toThrow();
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((request) => request.answered));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toMatchObject({ phones: [] });
    }
    await stopped;
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
