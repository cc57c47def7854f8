import { describe, expect, it } from '@jest/globals';
import type { BusPayload } from '@refurb/shared-contracts/runtime';
import { announceSession } from './session-announce';

const user = {
  id: 'u-1',
  deactivated_at: null,
  email: 'ana@example.ro',
  displayName: 'Ana',
  phoneNumber: null,
};

function recorder() {
  const said: Array<BusPayload<'session.changed'>> = [];
  return {
    said,
    bus: {
      publish: (_type: string, payload: unknown) => {
        said.push(payload as BusPayload<'session.changed'>);
        return { withdraw: () => false };
      },
    },
  };
}

describe('announceSession', () => {
  it('says who is logged in', async () => {
    const { said, bus } = recorder();
    await announceSession(async () => ({ ok: true, data: { user } }), bus);
    expect(said).toEqual([{ user }]);
  });

  it('says "nobody" for a visitor', async () => {
    const { said, bus } = recorder();
    await announceSession(async () => ({ ok: true, data: { user: null } }), bus);
    expect(said).toEqual([{ user: null }]);
  });

  it('says nothing when the BFF cannot be asked', async () => {
    const { said, bus } = recorder();
    await announceSession(
      async () => ({ ok: false, error: { status: 0, code: 'network', message: 'offline' } }),
      bus,
    );
    expect(said).toEqual([]);
  });
});
