import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  SavedAddressesResponseSchema,
  SavedAddressResponseSchema,
} from '@refurb/shared-contracts/api/session';
import { call, expectRefusal } from '../test-support/account.js';
import { TEST_ADDRESS } from '../test-support/orders.js';
import { startTestServer, testEngines, type TestServer } from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';

describe.each(testEngines())('deleting saved addresses on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const save = async (cookie: string) => {
    const response = await call(server, '/bff/me/addresses', {
      method: 'POST',
      cookie,
      body: { address: TEST_ADDRESS },
    });
    expect(response.status).toBe(201);
    return SavedAddressResponseSchema.parse(await response.json()).address;
  };
  const idsOf = async (cookie: string) => {
    const response = await call(server, '/bff/me/addresses', { cookie });
    return SavedAddressesResponseSchema.parse(await response.json()).addresses.map((a) => a.id);
  };
  const remove = (id: number | string, cookie?: string) =>
    call(server, `/bff/me/addresses/${id}`, { method: 'DELETE', cookie });

  it("deletes one of the person's own addresses, once", async () => {
    const ana = await signedIn(server);
    const first = await save(ana.cookie);
    const second = await save(ana.cookie);
    const deleted = await remove(first.id, ana.cookie);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(await idsOf(ana.cookie)).toEqual([second.id]);
    await expectRefusal(await remove(first.id, ana.cookie), 404, 'not_found');
  });

  it("answers another person's address like a missing one, and keeps it", async () => {
    const ana = await signedIn(server);
    const ion = await signedIn(server);
    const theirs = await save(ion.cookie);
    await expectRefusal(await remove(theirs.id, ana.cookie), 404, 'not_found');
    await expectRefusal(await remove(999_999, ana.cookie), 404, 'not_found');
    expect(await idsOf(ion.cookie)).toEqual([theirs.id]);
  });

  it('answers a visitor with 401 and a bad id with 400', async () => {
    const ana = await signedIn(server);
    const mine = await save(ana.cookie);
    await expectRefusal(await remove(mine.id), 401, 'not_signed_in');
    await expectRefusal(await remove('first', ana.cookie), 400, 'invalid_request');
    expect(await idsOf(ana.cookie)).toEqual([mine.id]);
  });
});
