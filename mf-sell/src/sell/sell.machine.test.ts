import { describe, expect, it } from '@jest/globals';
import { SubmitSaleRequestSchema } from '@refurb/shared-contracts/api/sell';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { type SellProgress, type SellStep } from '@refurb/shared-contracts/sell';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { createFakeSellApi, type FakeSellApi } from '../test-support/fake-sell-api';
import { freshProgress, reachable, sellMachine, stepOf, type SellEvent } from './sell.machine';
import { providedSellMachine } from './sell-actor';

const NOW = new Date('2026-11-23T10:00:00Z'); // a Monday: pickups from Tuesday 24
const now = () => NOW;

const USER: SessionUser = {
  id: 'u1',
  email: 'ana@example.ro',
  displayName: 'Ana Pop',
  phoneNumber: '+40722123456',
  deactivated_at: null,
};

type Snapshot = SnapshotFrom<typeof sellMachine>;

function start(
  options: {
    api?: FakeSellApi;
    requested?: SellStep;
    progress?: SellProgress | null;
    user?: SessionUser | null;
  } = {},
) {
  const api = options.api ?? createFakeSellApi({ now });
  const reports: string[] = [];
  const tracked: { event: string; data: Record<string, unknown> }[] = [];
  const actor = createActor(
    providedSellMachine(api, {
      report: (what, failure) => reports.push(`${what}:${failure.code}`),
      track: (event, data) => tracked.push({ event, data }),
    }),
    {
      input: {
        country: 'ro',
        requested: options.requested ?? 'device',
        progress: options.progress ?? null,
        now,
      },
    },
  );
  actor.start();
  if (options.user !== undefined) actor.send({ type: 'session.changed', user: options.user });
  const settled = () =>
    waitFor(
      actor,
      (snapshot) =>
        !['loading', 'resuming', 'condition.loading', 'offer.quoting', 'details.submitting'].some(
          (state) => snapshot.matches(state as never),
        ),
    );
  const send = async (...events: SellEvent[]) => {
    for (const event of events) {
      actor.send(event);
      await settled();
    }
    return actor.getSnapshot();
  };
  return { actor, api, reports, tracked, settled, send };
}

const step = (snapshot: Snapshot) => stepOf(snapshot);

const WORKING_PHONE: SellEvent[] = [
  { type: 'condition.answer', key: 'powersOn', value: 'yes' },
  { type: 'condition.answer', key: 'screen', value: 'flawless' },
  { type: 'condition.answer', key: 'battery', value: 'good' },
  { type: 'condition.answer', key: 'defects', value: ['camera'] },
  { type: 'condition.answer', key: 'accountLock', value: 'removed' },
];

const DETAILS: SellEvent[] = [
  { type: 'details.iban', iban: 'RO49 AAAA 1B31 0075 9384 0000' },
  {
    type: 'details.edit',
    patch: { shipping: 'locker', pickupPointId: 'easybox-1', pickupPointName: 'X' },
  },
];

async function toOffer(flow: ReturnType<typeof start>) {
  await flow.settled();
  return flow.send(
    { type: 'device.model', modelId: 'apple-iphone-13' },
    { type: 'device.storage', storage: '128 GB' },
    { type: 'step.next' },
    ...WORKING_PHONE,
    { type: 'step.next' },
  );
}

describe('sellMachine: the flow', () => {
  it('sells a phone: device, condition, offer, details, done', async () => {
    const flow = start({ user: USER });
    const offer = await toOffer(flow);
    expect(step(offer)).toBe('offer');
    expect(offer.context.progress.quote).toMatchObject({
      outcome: 'offer',
      offer: { amount: 1305, currencyLabel: 'lei' },
    });
    const details = await flow.send({ type: 'step.next' });
    expect(step(details)).toBe('details');
    // A signed-in seller's data is filled in, the holder is the seller.
    expect(details.context.progress.details).toMatchObject({
      name: 'Ana Pop',
      email: 'ana@example.ro',
      phone: '+40722123456',
      holder: 'Ana Pop',
    });
    const done = await flow.send(...DETAILS, { type: 'details.submit' });
    expect(step(done)).toBe('done');
    expect(done.context.progress.submitted).toEqual({ saleId: 'sale_1', reference: 'S-100001' });
    expect(done.context.iban).toBe('');
    const [submitted] = flow.api.calls.filter((call) => call.method === 'submit');
    expect(SubmitSaleRequestSchema.parse(submitted!.args[0])).toMatchObject({
      modelId: 'apple-iphone-13',
      quotedAmount: 1305,
      payout: { iban: 'RO49AAAA1B31007593840000', holder: 'Ana Pop' },
      shipping: { kind: 'locker', pickupPointId: 'easybox-1' },
    });
    expect(flow.tracked.map((entry) => entry.event)).toEqual(['sell_offer', 'sell_submitted']);
  });

  it('does not go on without a model and storage, and shows why', async () => {
    const flow = start();
    await flow.settled();
    const stuck = await flow.send(
      { type: 'device.model', modelId: 'apple-iphone-13' },
      { type: 'step.next' },
    );
    expect(step(stuck)).toBe('device');
    expect(stuck.context.showProblems).toBe(true);
  });

  it('takes the only storage of a model that has one', async () => {
    const flow = start();
    await flow.settled();
    const chosen = await flow.send({ type: 'device.model', modelId: 'samsung-galaxy-s23' });
    expect(chosen.context.progress).toMatchObject({
      category: 'SMARTPHONE',
      brand: 'Samsung',
      storage: '128 GB',
    });
  });

  it('does not price until every asked question is answered', async () => {
    const flow = start();
    await flow.settled();
    const stuck = await flow.send(
      { type: 'device.model', modelId: 'apple-iphone-13' },
      { type: 'device.storage', storage: '128 GB' },
      { type: 'step.next' },
      { type: 'condition.answer', key: 'powersOn', value: 'yes' },
      { type: 'step.next' },
    );
    expect(stuck.matches({ condition: 'answering' })).toBe(true);
    expect(stuck.context.showProblems).toBe(true);
    expect(flow.api.calls.some((call) => call.method === 'quote')).toBe(false);
  });

  it('asks less of a phone that does not power on (battery and defects hidden, dropped)', async () => {
    const flow = start();
    await flow.settled();
    const offer = await flow.send(
      { type: 'device.model', modelId: 'apple-iphone-13' },
      { type: 'device.storage', storage: '128 GB' },
      { type: 'step.next' },
      ...WORKING_PHONE,
      { type: 'condition.answer', key: 'powersOn', value: 'no' },
      { type: 'step.next' },
    );
    expect(step(offer)).toBe('offer');
    expect(offer.context.progress.answers).toEqual({
      powersOn: 'no',
      screen: 'flawless',
      accountLock: 'removed',
    });
  });

  it('refuses a locked device: no way to the details, the answers can be changed', async () => {
    const flow = start({ user: USER });
    await flow.settled();
    const refused = await flow.send(
      { type: 'device.model', modelId: 'apple-iphone-13' },
      { type: 'device.storage', storage: '128 GB' },
      { type: 'step.next' },
      ...WORKING_PHONE,
      { type: 'condition.answer', key: 'accountLock', value: 'not-removed' },
      { type: 'step.next' },
    );
    expect(refused.context.progress.quote).toMatchObject({
      outcome: 'refused',
      reason: 'account-locked',
    });
    expect(step(await flow.send({ type: 'step.next' }))).toBe('offer');
    expect(step(await flow.send({ type: 'step.go', step: 'details' }))).toBe('offer');
    const back = await flow.send(
      { type: 'step.go', step: 'condition' },
      { type: 'condition.answer', key: 'accountLock', value: 'removed' },
      { type: 'step.next' },
    );
    expect(back.context.progress.quote?.outcome).toBe('offer');
  });

  it('drops the offer when an answer or the device changes, and the category drops the answers', async () => {
    const flow = start();
    await toOffer(flow);
    const changed = await flow.send(
      { type: 'step.go', step: 'condition' },
      { type: 'condition.answer', key: 'defects', value: [] },
    );
    expect(changed.context.progress.quote).toBeNull();
    expect(reachable(changed.context, 'details')).toBe(false);
    const otherStorage = await flow.send(
      { type: 'step.next' },
      { type: 'step.go', step: 'device' },
      { type: 'device.storage', storage: '256 GB' },
    );
    expect(otherStorage.context.progress.quote).toBeNull();
    expect(otherStorage.context.progress.answers).not.toEqual({});
    const tablet = await flow.send({ type: 'device.category', category: 'TABLET' });
    expect(tablet.context.progress).toMatchObject({ modelId: null, storage: null, answers: {} });
  });

  it('asks a visitor to log in before submitting, and goes on once they have', async () => {
    const flow = start({ user: null });
    await toOffer(flow);
    await flow.send({ type: 'step.next' }, ...DETAILS);
    const asked = await flow.send({ type: 'details.submit' });
    expect(asked.matches({ details: 'needsAccount' })).toBe(true);
    expect(flow.api.calls.some((call) => call.method === 'submit')).toBe(false);
    const back = await flow.send({ type: 'session.changed', user: USER });
    expect(back.matches({ details: 'editing' })).toBe(true);
    expect(back.context.progress.details.name).toBe('Ana Pop');
    expect(step(await flow.send({ type: 'details.submit' }))).toBe('done');
  });

  it('waits for the host to say who is signed in before a submit counts', async () => {
    const flow = start();
    await toOffer(flow);
    const waiting = await flow.send({ type: 'step.next' }, ...DETAILS, { type: 'details.submit' });
    expect(waiting.matches({ details: 'editing' })).toBe(true);
    expect(flow.api.calls.some((call) => call.method === 'submit')).toBe(false);
  });

  it('names every wrong field and sends nothing', async () => {
    const flow = start({ user: { ...USER, displayName: null, phoneNumber: null } });
    await toOffer(flow);
    const wrong = await flow.send(
      { type: 'step.next' },
      { type: 'details.iban', iban: 'BG80BNBG96611020345678' },
      { type: 'details.submit' },
    );
    expect(wrong.matches({ details: 'editing' })).toBe(true);
    expect(wrong.context.showProblems).toBe(true);
    expect(flow.api.calls.some((call) => call.method === 'submit')).toBe(false);
  });

  it('shows a changed offer again when the server priced it otherwise', async () => {
    const flow = start({ user: USER });
    await toOffer(flow);
    await flow.send({ type: 'step.next' }, ...DETAILS);
    flow.api.priceFactor = 0.9;
    const again = await flow.send({ type: 'details.submit' });
    expect(again.matches({ offer: 'shown' })).toBe(true);
    expect(again.context.notice).toBe('offer-changed');
    expect(again.context.progress.quote).toMatchObject({ offer: { amount: 1160 } });
    // The details typed are kept; the IBAN too, within this page.
    expect(again.context.iban).toBe('RO49 AAAA 1B31 0075 9384 0000');
    expect(step(await flow.send({ type: 'step.next' }, { type: 'details.submit' }))).toBe('done');
  });

  it('keeps everything typed when the submission fails, and sends again on retry', async () => {
    const flow = start({ user: USER });
    await toOffer(flow);
    await flow.send({ type: 'step.next' }, ...DETAILS);
    flow.api.fail('submit', { status: 503, code: 'unavailable' }, 1);
    const failed = await flow.send({ type: 'details.submit' });
    expect(failed.matches({ details: 'editing' })).toBe(true);
    expect(failed.context.failure?.code).toBe('unavailable');
    expect(failed.context.iban).not.toBe('');
    expect(flow.reports).toEqual(['submit:unavailable']);
    expect(step(await flow.send({ type: 'details.submit' }))).toBe('done');
  });

  it('asks to log in again when the session ended meanwhile', async () => {
    const flow = start({ user: USER });
    await toOffer(flow);
    await flow.send({ type: 'step.next' }, ...DETAILS);
    flow.api.fail('submit', { status: 401, code: 'unauthenticated' }, 1);
    const asked = await flow.send({ type: 'details.submit' });
    expect(asked.matches({ details: 'needsAccount' })).toBe(true);
    expect(asked.context.notice).toBe('session-ended');
  });

  it('prices again an offer that expired while the person was away', async () => {
    const flow = start({ user: USER });
    const offer = await toOffer(flow);
    const stale = {
      ...offer.context.progress,
      quote:
        offer.context.progress.quote?.outcome === 'offer'
          ? {
              ...offer.context.progress.quote,
              offer: {
                ...offer.context.progress.quote.offer,
                validUntil: '2026-11-01T00:00:00.000Z',
              },
            }
          : null,
    };
    const resumed = start({ user: USER, requested: 'details', progress: stale });
    const snapshot = await resumed.settled();
    expect(step(snapshot)).toBe('offer');
    expect(snapshot.context.notice).toBe('offer-expired');
    expect(snapshot.context.progress.quote).toMatchObject({ outcome: 'offer' });
  });

  it('retries a catalog that could not load, reporting it', async () => {
    const api = createFakeSellApi({ now });
    api.fail('catalog', { status: 0, code: 'network' }, 1);
    const flow = start({ api });
    const failed = await flow.settled();
    expect(failed.matches('failed')).toBe(true);
    expect(failed.context.failure?.code).toBe('network');
    expect(flow.reports).toEqual(['load:network']);
    expect(step(await flow.send({ type: 'step.retry' }))).toBe('device');
  });

  it('starts again after a sale with "sell another"', async () => {
    const flow = start({ user: USER });
    await toOffer(flow);
    await flow.send({ type: 'step.next' }, ...DETAILS, { type: 'details.submit' });
    expect(step(await flow.send({ type: 'step.go', step: 'details' }))).toBe('done');
    const again = await flow.send({ type: 'sale.restart' });
    expect(step(again)).toBe('device');
    expect(again.context.progress).toEqual(freshProgress('ro'));
  });
});

describe('sellMachine: resuming from the URL and session storage', () => {
  async function progressAt(target: 'offer' | 'details' | 'done'): Promise<SellProgress> {
    const flow = start({ user: USER });
    await toOffer(flow);
    if (target === 'details' || target === 'done') await flow.send({ type: 'step.next' });
    if (target === 'done') await flow.send(...DETAILS, { type: 'details.submit' });
    return flow.actor.getSnapshot().context.progress;
  }

  it.each([
    ['device', 'condition', 'condition'],
    ['condition', 'details', 'condition'], // not every question answered: no further
    ['device', 'offer', 'offer'],
    ['device', 'details', 'details'], // a valid offer: forward in history to the details
    ['details', 'details', 'details'],
    ['details', 'condition', 'condition'],
    ['done', 'device', 'done'],
  ] as const)('progress up to %s, URL %s: starts on %s', async (saved, requested, expected) => {
    const progress =
      saved === 'condition'
        ? { ...(await progressAt('offer')), quote: null, answers: { powersOn: 'yes' } }
        : await progressAt(saved === 'device' ? 'offer' : saved);
    const flow = start({ requested, progress, user: USER });
    expect(step(await flow.settled())).toBe(expected);
  });

  it('sends an empty flow to the first step whatever the URL asks', async () => {
    for (const requested of ['condition', 'offer', 'details', 'done'] as const) {
      const flow = start({ requested });
      expect(step(await flow.settled())).toBe('device');
    }
  });

  it('drops progress of another country', async () => {
    const progress = { ...(await progressAt('offer')), country: 'bg' as const };
    const flow = start({ requested: 'offer', progress });
    const snapshot = await flow.settled();
    expect(step(snapshot)).toBe('device');
    expect(snapshot.context.progress).toEqual(freshProgress('ro'));
  });

  it('starts on the device step when the saved model is no longer bought', async () => {
    const progress = { ...(await progressAt('offer')), modelId: 'nokia-3310' };
    const flow = start({ requested: 'offer', progress });
    expect(step(await flow.settled())).toBe('device');
  });
});

/**
 * Model-based: seeded random walks over every event the pages can send, with the fake API now and
 * then failing. After each event the flow must be on a step it may be on, never hold an offer for
 * another device or other answers, and only ever submit a request the contract accepts.
 */
describe('sellMachine: model-based walks', () => {
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }
  const pick = <T>(next: () => number, list: readonly T[]): T =>
    list[Math.floor(next() * list.length)]!;

  const EVENTS: readonly SellEvent[] = [
    { type: 'device.category', category: 'SMARTPHONE' },
    { type: 'device.category', category: 'TABLET' },
    { type: 'device.model', modelId: 'apple-iphone-13' },
    { type: 'device.model', modelId: 'samsung-galaxy-s23' },
    { type: 'device.model', modelId: 'apple-ipad-air-5' },
    { type: 'device.storage', storage: '128 GB' },
    { type: 'device.storage', storage: '256 GB' },
    ...WORKING_PHONE,
    { type: 'condition.answer', key: 'powersOn', value: 'no' },
    { type: 'condition.answer', key: 'accountLock', value: 'not-removed' },
    { type: 'condition.answer', key: 'defects', value: [] },
    { type: 'step.next' },
    { type: 'step.next' },
    { type: 'step.next' },
    { type: 'details.submit' },
    { type: 'step.retry' },
    { type: 'sale.restart' },
    { type: 'session.changed', user: USER },
    { type: 'session.changed', user: null },
    ...DETAILS,
    { type: 'details.iban', iban: 'RO49AAAA1B31007593840001' },
    ...(['device', 'condition', 'offer', 'details', 'done'] as const).map((target): SellEvent => ({
      type: 'step.go',
      step: target,
    })),
  ];

  const HAPPY: readonly SellEvent[] = [
    { type: 'device.model', modelId: 'apple-iphone-13' },
    { type: 'device.storage', storage: '128 GB' },
    { type: 'step.next' },
    ...WORKING_PHONE,
    { type: 'step.next' },
    { type: 'step.next' },
    ...DETAILS,
    { type: 'session.changed', user: USER },
    { type: 'details.submit' },
    { type: 'sale.restart' },
  ];

  /** Every state the chart can rest in: its leaves, but the eventless ones it only passes. */
  function restingStates(): Set<string> {
    const leaves = new Set<string>();
    const walk = (node: typeof sellMachine.root, path: string[]) => {
      const children = Object.values(node.states);
      if (children.length === 0) {
        if (node.always === undefined) leaves.add(path.join('.'));
        return;
      }
      for (const child of children) walk(child, [...path, child.key]);
    };
    walk(sellMachine.root, []);
    return leaves;
  }

  /** A snapshot's state as a path (`condition.answering`). */
  const pathOf = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, inner]) => `${key}.${pathOf(inner)}`)
          .join();

  it('keeps its promises on 150 walks of 30 events, and rests in every state of the chart', async () => {
    const seen = new Set<string>();
    const visited = new Set<string>();
    for (let seed = 1; seed <= 150; seed += 1) {
      const next = random(seed);
      const api = createFakeSellApi({ now });
      // Now and then the catalog does not load, and the walk's `retry` brings it back.
      if (seed % 10 === 0) api.fail('catalog', { status: 0, code: 'network' }, 1);
      const flow = start({ api, user: next() < 0.5 ? USER : null });
      flow.actor.subscribe((snapshot) => visited.add(pathOf(snapshot.value)));
      await flow.settled();
      let quotedFor = '';
      let happy = 0;
      for (let i = 0; i < 30; i += 1) {
        if (next() < 0.08) api.fail(pick(next, ['quote', 'submit', 'questions'] as const), {}, 1);
        // Half the time the next event of a sale, so the walks reach its far end too.
        const event = next() < 0.5 ? HAPPY[happy++ % HAPPY.length]! : pick(next, EVENTS);
        const before = flow.actor.getSnapshot();
        const snapshot = await flow.send(event);
        const { context } = snapshot;
        const current = step(snapshot);
        seen.add(current);
        // Always on a step it may be on.
        if (!snapshot.matches('failed')) expect(reachable(context, current)).toBe(true);
        // Past the offer only with a valid offer for this device.
        if (current === 'details') expect(context.progress.quote?.outcome).toBe('offer');
        // An offer belongs to the device and answers it was made for.
        const key = JSON.stringify([
          context.progress.modelId,
          context.progress.storage,
          context.progress.answers,
        ]);
        if (context.progress.quote && !before.context.progress.quote) quotedFor = key;
        if (context.progress.quote && before.context.progress.quote) {
          expect(key).toBe(quotedFor);
        }
        if (current === 'done') expect(context.progress.submitted).not.toBeNull();
      }
      for (const call of api.calls.filter((each) => each.method === 'submit')) {
        expect(SubmitSaleRequestSchema.safeParse(call.args[0]).success).toBe(true);
      }
    }
    expect(seen).toEqual(new Set(['device', 'condition', 'offer', 'details', 'done']));
    // Reachability: every state the chart has was reached by some walk (a state no event leads
    // to fails here), and the walks reached none it does not have.
    const states = restingStates();
    expect(states.size).toBeGreaterThan(10);
    expect(new Set([...visited].filter((state) => states.has(state)))).toEqual(states);
  });
});
