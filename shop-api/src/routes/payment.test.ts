import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiErrorSchema, matchRoute } from '@refurb/shared-contracts';
import {
  ORDER_KEY_HEADER,
  OrderStatusResponseSchema,
  type PlaceOrderRequest,
} from '@refurb/shared-contracts/api/checkout';
import {
  OneyOptionsResponseSchema,
  PaymentCallbackResponseSchema,
  StartPaymentResponseSchema,
  type ProviderVerdict,
} from '@refurb/shared-contracts/api/payment';
import { sql } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import {
  currencyCodeOf,
  createPaymentSigner,
  type SignedCallbackFields,
} from '../payments/gateway.js';
import { createReservationSweeper, RESERVATION_MINUTES } from '../orders/reservations.js';
import { orderRequest, pickPhone, placeOrder, stockOf } from '../test-support/orders.js';
import { oneyOption } from '../payments/oney.js';
import { createMetrics, type ShopMetrics } from '../http/metrics.js';
import {
  startTestServer,
  testEngines,
  TEST_PAYMENT_SECRET,
  type TestServer,
} from '../test-support/server.js';
import { CALLBACK_WINDOW_SECONDS, LOCAL_ONEY_MERCHANT_ID } from './payment.js';

describe('oneyOption', () => {
  it.each([
    ['3XP', 1000, 1, 3, 19.5, [352.84, 333.33, 333.33]],
    ['4XP', 1000, 2, 4, 22, [272, 250, 250, 250]],
    ['3XP', 150, 1, 3, 2.93, [52.93, 50, 50]],
  ] as const)(
    '%s on %p: option %i, %i installments, fee %p',
    (code, amount, id, count, fee, installments) => {
      const option = oneyOption(code, amount);
      expect(option).toMatchObject({
        option_id: id,
        number_of_installments: count,
        fee,
        installments: [...installments],
      });
      const paid = option.installments.reduce((a, b) => a + b, 0);
      expect(Math.round(paid * 100)).toBe(Math.round(option.total_cost * 100));
    },
  );
});

describe('GET /payment/oney/options (spec section 7)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });
  const query = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      country: 'RO',
      language: 'ro',
      merchant_id: LOCAL_ONEY_MERCHANT_ID,
      merchant_website: 'http://ro.localhost:3000',
      payment_amount: '2499',
      filter_by_business_transaction_code: '3XP,4XP',
      checkout_placeholder: '#co-oney-options',
      ...overrides,
    }).toString();

  it('offers 3 and 4 installments for an amount inside the bounds', async () => {
    const response = await server.get(`/payment/oney/options?${query()}`);
    expect(response.status).toBe(200);
    const body = OneyOptionsResponseSchema.parse(await response.json());
    expect(
      body.options.map((o) => [o.business_transaction_code, o.option_id, o.number_of_installments]),
    ).toEqual([
      ['3XP', 1, 3],
      ['4XP', 2, 4],
    ]);
  });

  it('filters by business transaction code', async () => {
    const body = OneyOptionsResponseSchema.parse(
      await (
        await server.get(
          `/payment/oney/options?${query({ filter_by_business_transaction_code: '4XP' })}`,
        )
      ).json(),
    );
    expect(body.options.map((o) => o.business_transaction_code)).toEqual(['4XP']);
  });

  it('offers nothing outside the seeded bounds (150 to 12000 lei)', async () => {
    for (const [amount, count] of [
      ['149.99', 0],
      ['150', 2],
      ['12000', 2],
      ['12000.01', 0],
    ] as const) {
      const body = OneyOptionsResponseSchema.parse(
        await (
          await server.get(`/payment/oney/options?${query({ payment_amount: amount })}`)
        ).json(),
      );
      expect(body.options).toHaveLength(count);
    }
  });

  it.each([
    [{ country: 'HU' }, 400, 'query.country'],
    [{ payment_amount: '-5' }, 400, 'query.payment_amount'],
    [
      { filter_by_business_transaction_code: '5XP' },
      400,
      'query.filter_by_business_transaction_code.0',
    ],
    [{ merchant_website: 'not a url' }, 400, 'query.merchant_website'],
    [{ merchant_id: 'someone-else' }, 403, 'query.merchant_id'],
  ])('answers an error with its status for %p', async (overrides, status, field) => {
    const response = await server.get(`/payment/oney/options?${query(overrides)}`);
    expect(response.status).toBe(status);
    expect(ApiErrorSchema.parse(await response.json()).error.field).toBe(field);
  });
});

describe.each(testEngines())('online payments on %s', (engine) => {
  let server: TestServer;
  const used = new Set<string>();
  const signer = createPaymentSigner(TEST_PAYMENT_SECRET);
  let metrics: ShopMetrics;
  beforeAll(async () => {
    metrics = createMetrics();
    server = await startTestServer(engine, { metrics });
  });
  /** shop_payments_settled_total{status} as the instance's metrics count it now. */
  const settledCount = async (status: string) => {
    const counted = await metrics.registry.getSingleMetric('shop_payments_settled_total')!.get();
    return counted.values.find((value) => value.labels.status === status)?.value ?? 0;
  };
  afterAll(async () => {
    await server.close();
  });

  /** Each order's idempotency key: the placing browser's proof (ORDER_KEY_HEADER). */
  const keys = new Map<string, string>();
  const place = async (request: PlaceOrderRequest) => {
    const order = await placeOrder(server, request);
    keys.set(order.orderId, request.idempotencyKey);
    return order;
  };
  const onlineOrder = (
    country: PlaceOrderRequest['country'],
    paymentMethod: PlaceOrderRequest['paymentMethod'],
    extra: Partial<PlaceOrderRequest> = {},
  ) => place(orderRequest(country, pickPhone(server, used, country), { paymentMethod, ...extra }));
  const postStart = (orderId: string, key = keys.get(orderId)) =>
    fetch(`${server.url}/payment/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { [ORDER_KEY_HEADER]: key } : {}) },
      body: JSON.stringify({ orderId }),
    });
  const start = async (orderId: string) => {
    const response = await postStart(orderId);
    expect(response.status).toBe(201);
    return StartPaymentResponseSchema.parse(await response.json());
  };
  /**
   * The stand-in gateway's decision, then the person's way back (/payment/return/:id), whose
   * answer is where they land: the `location` of the second redirect.
   */
  const decide = async (paymentId: string, decision: string) => {
    const decided = await fetch(`${server.url}/payment/gateway/${paymentId}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `decision=${decision}`,
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    expect(decided.headers.get('location')).toBe(`/payment/return/${paymentId}`);
    return fetch(`${server.url}${decided.headers.get('location')}`, { redirect: 'manual' });
  };
  /** A provider's callback as it would send it: the payment's own order, amount and currency. */
  const fieldsFor = async (
    paymentId: string,
    status: ProviderVerdict,
    overrides: Partial<SignedCallbackFields> = {},
  ): Promise<SignedCallbackFields> => {
    const [row] = await server.database.rows<{ order_id: string; amount: string; country: string }>(
      sql`SELECT p.order_id, p.amount::text AS amount, o.country FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${paymentId}`,
    );
    return {
      paymentId,
      orderRef: row!.order_id,
      amount: Number(row!.amount).toFixed(2),
      currency: currencyCodeOf(row!.country as 'ro'),
      status,
      timestamp: Math.floor(Date.now() / 1000),
      nonce: randomBytes(18).toString('base64url'),
      ...overrides,
    };
  };
  const send = (fields: SignedCallbackFields, signature = signer.sign(fields)) =>
    server.post('/payment/callback', { ...fields, signature });
  const callback = async (paymentId: string, status: ProviderVerdict) =>
    send(await fieldsFor(paymentId, status));
  const orderStatus = async (id: string) =>
    (
      await server.database.rows<{ status: string }>(
        sql`SELECT status FROM orders WHERE id = ${id}`,
      )
    )[0]?.status;

  it('card: the gateway page, approval, the order paid, back to thank-you', async () => {
    const order = await onlineOrder('ro', 'online-card');
    expect(order.status).toBe('PENDING_PAYMENT');
    const payment = await start(order.orderId);
    expect(payment.provider).toBe('card');
    const page = await server.get(payment.redirectUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(order.orderId);
    expect(html).not.toMatch(/<script/i);
    const back = await decide(payment.paymentId, 'approve');
    expect(back.status).toBe(303);
    const location = back.headers.get('location')!;
    expect(matchRoute('ro', location)?.name).toBe('thank-you');
    expect(location).toContain(`orderId=${order.orderId}`);
    expect(await orderStatus(order.orderId)).toBe('PAID');
  });

  it.each([
    ['ro', 'tbi-tnpl', 'thank-you-tbi'],
    ['bg', 'tbi-standard', 'thank-you-tbi'],
    ['gr', 'tbi-bnpl', 'thank-you'],
    ['hu', 'cofidis', 'thank-you-cofidis'],
    ['ro', 'oney', 'thank-you'],
  ] as const)('%s %s lands on %s', async (country, method, route) => {
    const paymentData =
      method === 'oney'
        ? { type: method, oneyInstallments: { installmentsNo: 3 } }
        : {
            type: method,
            tbiInstallments: { data: { numberOfInstallments: 6, monthlyPayment: 100 } },
          };
    const order = await onlineOrder(country, method, { paymentData });
    const payment = await start(order.orderId);
    const back = await decide(payment.paymentId, 'approve');
    expect(matchRoute(country, back.headers.get('location')!)?.name).toBe(route);
  });

  it('an application under review lands on payment processing and stays pending', async () => {
    const order = await onlineOrder('hu', 'cofidis');
    const payment = await start(order.orderId);
    const back = await decide(payment.paymentId, 'pending');
    expect(matchRoute('hu', back.headers.get('location')!)?.name).toBe('payment-processing');
    expect(await orderStatus(order.orderId)).toBe('PENDING_PAYMENT');
  });

  /** Issue 35: the lender's review, decided later on the stand-in's reviews page. */
  describe('a financing sent for review', () => {
    const statusAnswer = async (orderId: string) => {
      const answer = await fetch(`${server.url}/shop/orders/${orderId}/status`, {
        headers: { [ORDER_KEY_HEADER]: keys.get(orderId)! },
      });
      expect(answer.status).toBe(200);
      return OrderStatusResponseSchema.parse(await answer.json());
    };
    const reviews = async () => {
      const page = await server.get('/payment/gateway/reviews');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).not.toMatch(/<script/i);
      return html;
    };
    /** The reviews page's button: its form posts the decision, and the lender comes back. */
    const decideFromReviews = async (paymentId: string, decision: 'approve' | 'decline') => {
      const html = await reviews();
      const action = `/payment/gateway/${paymentId}/decision`;
      expect(html).toContain(`action="${action}"`);
      expect(html).toContain(`name="decision" value="${decision}"`);
      const decided = await fetch(`${server.url}${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=${decision}&back=reviews`,
        redirect: 'manual',
      });
      expect(decided.status).toBe(303);
      expect(decided.headers.get('location')).toBe('/payment/gateway/reviews');
    };
    const placedAtAgo = (orderId: string, minutes: number) =>
      server.database.rows(
        sql`UPDATE orders SET placed_at = now() - make_interval(mins => ${minutes})
            WHERE id = ${orderId}`,
      );
    const returnTo = async (paymentId: string) =>
      (
        await fetch(`${server.url}/payment/return/${paymentId}`, { redirect: 'manual' })
      ).headers.get('location')!;

    it('stays waiting past the reservation, is listed for the lender, and is paid when approved', async () => {
      const order = await onlineOrder('ro', 'tbi-tnpl', {
        paymentData: {
          type: 'tbi-tnpl',
          tbiInstallments: { data: { numberOfInstallments: 6, monthlyPayment: 100 } },
        },
      });
      const payment = await start(order.orderId);
      const gatewayPage = await (await server.get(payment.redirectUrl)).text();
      expect(gatewayPage).toContain('href="/payment/gateway/reviews"');
      const back = await decide(payment.paymentId, 'pending');
      expect(matchRoute('ro', back.headers.get('location')!)?.name).toBe('payment-processing');
      expect(await statusAnswer(order.orderId)).toMatchObject({
        status: 'PENDING_PAYMENT',
        financingReview: true,
      });
      // Past the 30 minutes of a reservation, the sweeper leaves it to the lender.
      await placedAtAgo(order.orderId, RESERVATION_MINUTES + 1);
      const swept = await createReservationSweeper(server.database.db).sweep();
      expect(swept.cancelled).not.toContain(order.orderId);
      expect(await orderStatus(order.orderId)).toBe('PENDING_PAYMENT');
      const listed = await reviews();
      expect(listed).toContain(order.orderId);
      expect(listed).toContain('TBI Bank financing');

      await decideFromReviews(payment.paymentId, 'approve');
      expect(await orderStatus(order.orderId)).toBe('PAID');
      expect(await statusAnswer(order.orderId)).toMatchObject({
        status: 'PAID',
        financingReview: false,
      });
      expect(matchRoute('ro', await returnTo(payment.paymentId))?.name).toBe('thank-you-tbi');
      expect(await reviews()).not.toContain(order.orderId);
    });

    it('is failed and its units put back when the lender rejects it', async () => {
      const phone = pickPhone(server, used, 'hu');
      const before = await stockOf(server, phone.product.id);
      const order = await place(orderRequest('hu', phone, { paymentMethod: 'cofidis' }));
      expect(await stockOf(server, phone.product.id)).toBe(before - 1);
      const payment = await start(order.orderId);
      await decide(payment.paymentId, 'pending');
      expect(await statusAnswer(order.orderId)).toMatchObject({ financingReview: true });
      await placedAtAgo(order.orderId, RESERVATION_MINUTES + 1);
      await createReservationSweeper(server.database.db).sweep();
      expect(await stockOf(server, phone.product.id)).toBe(before - 1);

      await decideFromReviews(payment.paymentId, 'decline');
      expect(await orderStatus(order.orderId)).toBe('PAYMENT_FAILED');
      expect(await stockOf(server, phone.product.id)).toBe(before);
      expect(await statusAnswer(order.orderId)).toMatchObject({
        status: 'PAYMENT_FAILED',
        financingReview: false,
      });
      expect(matchRoute('hu', await returnTo(payment.paymentId))?.name).toBe('payment-failed');
      expect(await reviews()).not.toContain(order.orderId);
    });

    it('is not marked twice, and a card payment’s pending is no review', async () => {
      const financed = await onlineOrder('hu', 'cofidis');
      const { paymentId } = await start(financed.orderId);
      const first = PaymentCallbackResponseSchema.parse(
        await (await callback(paymentId, 'PENDING')).json(),
      );
      expect(first).toMatchObject({ ignored: false, orderStatus: 'PENDING_PAYMENT' });
      const again = PaymentCallbackResponseSchema.parse(
        await (await callback(paymentId, 'PENDING')).json(),
      );
      expect(again.ignored).toBe(true);
      const card = await onlineOrder('ro', 'online-card');
      const cardPayment = await start(card.orderId);
      const pending = PaymentCallbackResponseSchema.parse(
        await (await callback(cardPayment.paymentId, 'PENDING')).json(),
      );
      expect(pending.ignored).toBe(true);
      expect(await statusAnswer(card.orderId)).toMatchObject({ financingReview: false });
    });
  });

  it('a decline lands on payment failed, fails the order and puts the unit back', async () => {
    const phone = pickPhone(server, used, 'ro');
    const stock = async () =>
      (
        await server.database.rows<{ stock: number }>(
          sql`SELECT stock FROM products WHERE id = ${phone.product.id}`,
        )
      )[0]?.stock;
    const before = await stock();
    const order = await place(orderRequest('ro', phone, { paymentMethod: 'online-card' }));
    expect(await stock()).toBe(before! - 1);
    const payment = await start(order.orderId);
    const back = await decide(payment.paymentId, 'decline');
    expect(matchRoute('ro', back.headers.get('location')!)?.name).toBe('payment-failed');
    expect(await orderStatus(order.orderId)).toBe('PAYMENT_FAILED');
    expect(await stock()).toBe(before);
  });

  it('a callback delivered twice or out of order changes nothing after the first', async () => {
    const order = await onlineOrder('ro', 'online-card');
    const payment = await start(order.orderId);
    const [approvedBefore, declinedBefore] = [
      await settledCount('APPROVED'),
      await settledCount('DECLINED'),
    ];
    const first = PaymentCallbackResponseSchema.parse(
      await (await callback(payment.paymentId, 'APPROVED')).json(),
    );
    expect(first).toMatchObject({ paymentStatus: 'APPROVED', orderStatus: 'PAID', ignored: false });
    const repeat = PaymentCallbackResponseSchema.parse(
      await (await callback(payment.paymentId, 'APPROVED')).json(),
    );
    expect(repeat).toMatchObject({ paymentStatus: 'APPROVED', orderStatus: 'PAID', ignored: true });
    const late = PaymentCallbackResponseSchema.parse(
      await (await callback(payment.paymentId, 'DECLINED')).json(),
    );
    expect(late).toMatchObject({ paymentStatus: 'APPROVED', orderStatus: 'PAID', ignored: true });
    // The metrics count the payment settled once: the repeat and the late verdict changed nothing.
    expect(await settledCount('APPROVED')).toBe(approvedBefore + 1);
    expect(await settledCount('DECLINED')).toBe(declinedBefore);
  });

  it('a callback with fields the provider added since is still taken (its body is not ours)', async () => {
    const order = await onlineOrder('ro', 'online-card');
    const { paymentId } = await start(order.orderId);
    const fields = await fieldsFor(paymentId, 'APPROVED');
    const answer = await server.post('/payment/callback', {
      ...fields,
      signature: signer.sign(fields),
      providerTimestamp: '2026-11-26T12:00:00Z',
      threeDSecure: { version: '2.2' },
    });
    expect(answer.status).toBe(200);
    expect(await orderStatus(order.orderId)).toBe('PAID');
  });

  it('callbacks delivered at the same time, approved and declined, settle the payment once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await onlineOrder('ro', 'online-card');
      const payment = await start(order.orderId);
      const answers = await Promise.all(
        (['APPROVED', 'DECLINED', 'APPROVED', 'DECLINED'] as const).map(async (status) =>
          PaymentCallbackResponseSchema.parse(
            await (await callback(payment.paymentId, status)).json(),
          ),
        ),
      );
      const applied = answers.filter((a) => !a.ignored);
      expect(applied).toHaveLength(1);
      const settled = applied[0]!;
      expect(answers.every((a) => a.paymentStatus === settled.paymentStatus)).toBe(true);
      expect(await orderStatus(order.orderId)).toBe(
        settled.paymentStatus === 'APPROVED' ? 'PAID' : 'PAYMENT_FAILED',
      );
    }
  });

  it('refuses a callback with a wrong signature', async () => {
    const order = await onlineOrder('ro', 'online-card');
    const payment = await start(order.orderId);
    const approved = await fieldsFor(payment.paymentId, 'APPROVED');
    const forged = await send(approved, signer.sign({ ...approved, status: 'DECLINED' }));
    expect(forged.status).toBe(401);
    // The old format's signature (over `paymentId.status` alone) is no signature any more.
    const old = createHmac('sha256', TEST_PAYMENT_SECRET)
      .update(`${payment.paymentId}.APPROVED`)
      .digest('base64url');
    expect((await send(approved, old)).status).toBe(401);
    expect(await orderStatus(order.orderId)).toBe('PENDING_PAYMENT');
  });

  it.each([
    ['another order', { orderRef: 'RO-999999' }, 'body.orderRef'],
    ['another amount', { amount: '1.00' }, 'body.amount'],
    ['another currency', { currency: 'EUR' as const }, 'body.currency'],
  ])(
    'refuses a genuinely signed callback for %s than the payment asked, changing nothing',
    async (_label, overrides, field) => {
      const order = await onlineOrder('ro', 'online-card');
      const payment = await start(order.orderId);
      const answer = await send(await fieldsFor(payment.paymentId, 'APPROVED', overrides));
      expect(answer.status).toBe(400);
      expect(ApiErrorSchema.parse(await answer.json()).error).toMatchObject({
        code: 'callback_mismatch',
        field,
      });
      expect(await orderStatus(order.orderId)).toBe('PENDING_PAYMENT');
    },
  );

  it('refuses a callback from outside its time window, and does nothing twice for a nonce', async () => {
    const order = await onlineOrder('ro', 'online-card');
    const payment = await start(order.orderId);
    const stale = await fieldsFor(payment.paymentId, 'APPROVED', {
      timestamp: Math.floor(Date.now() / 1000) - CALLBACK_WINDOW_SECONDS - 60,
    });
    const staleAnswer = await send(stale);
    expect(staleAnswer.status).toBe(400);
    expect(ApiErrorSchema.parse(await staleAnswer.json()).error.code).toBe('stale_callback');
    expect(await orderStatus(order.orderId)).toBe('PENDING_PAYMENT');

    // A pending verdict, replayed later as it was: the second delivery is seen as a replay.
    const pending = await fieldsFor(payment.paymentId, 'PENDING');
    expect((await send(pending)).status).toBe(200);
    const replay = PaymentCallbackResponseSchema.parse(await (await send(pending)).json());
    expect(replay.ignored).toBe(true);
  });

  it('one live payment per order: a second start continues the first, whose decline ends the order', async () => {
    const order = await onlineOrder('ro', 'online-card');
    const first = await start(order.orderId);
    const again = await postStart(order.orderId);
    expect(again.status).toBe(200);
    expect(StartPaymentResponseSchema.parse(await again.json()).paymentId).toBe(first.paymentId);
    // Two starts racing end on one payment too.
    const raced = await Promise.all([postStart(order.orderId), postStart(order.orderId)]);
    for (const answer of raced) {
      expect(StartPaymentResponseSchema.parse(await answer.json()).paymentId).toBe(first.paymentId);
    }
    const live = await server.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${order.orderId}`,
    );
    expect(live[0]?.n).toBe(1);
    const declined = await decide(first.paymentId, 'decline');
    expect(matchRoute('ro', declined.headers.get('location')!)?.name).toBe('payment-failed');
    // An approval that comes after (a second tab's, a late provider) does not revive the order.
    const late = PaymentCallbackResponseSchema.parse(
      await (await callback(first.paymentId, 'APPROVED')).json(),
    );
    expect(late).toMatchObject({ orderStatus: 'PAYMENT_FAILED', ignored: true });
    expect((await postStart(order.orderId)).status).toBe(409);
  });

  it('an approval for an order no longer awaiting payment is kept for a refund, and said', async () => {
    const order = await onlineOrder('ro', 'online-card');
    const payment = await start(order.orderId);
    // The order stops waiting first (here the reservation's end, as the sweeper would).
    await server.database.exec(
      `UPDATE orders SET status = 'PAYMENT_FAILED' WHERE id = '${order.orderId}'`,
    );
    const approved = PaymentCallbackResponseSchema.parse(
      await (await callback(payment.paymentId, 'APPROVED')).json(),
    );
    expect(approved).toMatchObject({
      paymentStatus: 'APPROVED',
      orderStatus: 'PAYMENT_FAILED',
      refundDue: true,
      ignored: false,
    });
    // The person lands on the order's page, payment failed, which reads the refund.
    const back = await fetch(`${server.url}/payment/return/${payment.paymentId}`, {
      redirect: 'manual',
    });
    expect(matchRoute('ro', back.headers.get('location')!)?.name).toBe('payment-failed');
    const status = await fetch(`${server.url}/shop/orders/${order.orderId}/status`, {
      headers: { [ORDER_KEY_HEADER]: keys.get(order.orderId)! },
    });
    expect(OrderStatusResponseSchema.parse(await status.json())).toMatchObject({
      status: 'PAYMENT_FAILED',
      refundDue: true,
    });
  });

  it('refuses to start a payment for a cash order, a paid order or an unknown one', async () => {
    const cash = await onlineOrder('ro', 'cash-on-delivery');
    expect((await postStart(cash.orderId)).status).toBe(400);
    const paid = await onlineOrder('ro', 'online-card');
    await callback((await start(paid.orderId)).paymentId, 'APPROVED');
    expect((await postStart(paid.orderId)).status).toBe(409);
    const unknown = await postStart('RO-0');
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(await unknown.json()).error.field).toBe('body.orderId');
  });

  it("starts no payment for someone else's order: without its key, or with another's, a 404", async () => {
    const order = await onlineOrder('ro', 'online-card');
    const other = await onlineOrder('ro', 'online-card');
    const withoutKey = await postStart(order.orderId, '');
    const withOthersKey = await postStart(order.orderId, keys.get(other.orderId));
    for (const answer of [withoutKey, withOthersKey]) {
      expect(answer.status).toBe(404);
      expect(ApiErrorSchema.parse(await answer.json()).error.code).toBe('not_found');
    }
    const payments = await server.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${order.orderId}`,
    );
    expect(payments[0]?.n).toBe(0);
    await start(order.orderId);
  });
});
