import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OrderReturnResponseSchema } from '@refurb/shared-contracts/api/account';
import { SaleResponseSchema, type NewSale } from '@refurb/shared-contracts/api/sell';
import { call, placeSignedIn } from '../test-support/account.js';
import { orderRequest, pickPhone } from '../test-support/orders.js';
import { startTestServer, type TestServer } from '../test-support/server.js';
import { signedIn } from '../test-support/sessions.js';
import { TEST_PAYOUT } from '../test-support/sales.js';

const sale: NewSale = {
  country: 'ro',
  device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 12', storage: '64 GB' },
  conditionAnswers: { turnsOn: true },
  offer: {
    amount: 900,
    currencyLabel: 'lei',
    validUntil: '2030-01-15T10:00:00.000Z',
    breakdown: [{ label: 'Preț de bază', amount: 900 }],
  },
  payout: TEST_PAYOUT,
  shipping: { kind: 'locker', pickupPointId: 'EB-1', name: 'easybox Cluj' },
};

describe('the e2e controls', () => {
  let on: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    on = await startTestServer('pglite', { testControls: true });
    off = await startTestServer('pglite');
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('are not there unless turned on', async () => {
    const answer = await off.post('/test-controls/orders/x/age', { days: 61 });
    expect(answer.status).toBe(404);
  });

  it('age an order, so its return period is over', async () => {
    const ana = await signedIn(on);
    const placed = await placeSignedIn(
      on,
      ana.cookie,
      orderRequest('ro', pickPhone(on, new Set())),
    );
    const aged = await on.post(`/test-controls/orders/${placed.orderId}/age`, { days: 61 });
    expect(aged.status).toBe(200);
    const answer = await call(on, `/bff/me/orders/${placed.orderId}/return`, {
      cookie: ana.cookie,
    });
    const { window } = OrderReturnResponseSchema.parse(await answer.json());
    expect(window).toEqual(expect.objectContaining({ open: false, refusal: 'period-over' }));
    expect((await on.post('/test-controls/orders/nope/age', { days: 1 })).status).toBe(404);
  });

  it('create a sale for a person and move it to a counter offer', async () => {
    const ana = await signedIn(on);
    const created = await on.post('/test-controls/sales', { userId: ana.user.id, sale });
    expect(created.status).toBe(201);
    const { sale: stored } = SaleResponseSchema.parse(await created.json());
    const refused = await on.post(`/test-controls/sales/${stored.id}/advance`, {
      status: 'counter-offer',
    });
    expect(refused.status).toBe(400);
    const moved = await on.post(`/test-controls/sales/${stored.id}/advance`, {
      status: 'counter-offer',
      counterOffer: { amount: 700, reason: 'Ecranul are o fisură.' },
    });
    const { sale: countered } = SaleResponseSchema.parse(await moved.json());
    expect(countered.status).toBe('counter-offer');
    expect(countered.counterOffer).toEqual({ amount: 700, reason: 'Ecranul are o fisură.' });
  });
});
