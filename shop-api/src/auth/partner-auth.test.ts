import { describe, expect, it } from '@jest/globals';
import { createPartnerAuth, PARTNER_STATE_TTL_MS } from './partner-auth.js';

function authAt(start = Date.parse('2026-05-01T10:00:00Z')) {
  let now = start;
  const auth = createPartnerAuth({ secret: 'test-partner-secret', now: () => new Date(now) });
  return { auth, later: (ms: number) => (now += ms) };
}

describe('partner login state', () => {
  it('reads back the state it issued until it expires, 10 minutes on', () => {
    const { auth, later } = authAt();
    const { state, nonce } = auth.issueState('/cont/?a=1', 'hu');
    expect(auth.readState(state)).toEqual({
      ok: true,
      redirect: '/cont/?a=1',
      country: 'hu',
      nonce,
    });
    later(PARTNER_STATE_TTL_MS - 1);
    expect(auth.readState(state).ok).toBe(true);
    later(1);
    expect(auth.readState(state)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    [
      'a changed payload',
      (s: string) =>
        `${Buffer.from('{"r":"//evil","c":"ro","n":"x","e":9e15}').toString('base64url')}.${s.split('.')[1]}`,
    ],
    ['a changed signature', (s: string) => `${s.split('.')[0]}.AAAA`],
    ['no signature', (s: string) => s.split('.')[0]!],
    ['another secret', () => createPartnerAuth({ secret: 'other' }).issueState('/', 'ro').state],
  ])('refuses %s', (_label, forge) => {
    const { auth } = authAt();
    expect(auth.readState(forge(auth.issueState('/', 'ro').state))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
