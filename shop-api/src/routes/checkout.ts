/**
 * Checkout endpoints: payment methods with their bounds, the re-priced summary, and order
 * placement (once per idempotency key; 409 with what changed when prices moved or a unit sold out).
 */
import { createHash } from 'node:crypto';
import {
  countryConfig,
  ONEY_MONTHLY_PAYMENT_PLACEHOLDER,
  type Country,
  type PaymentMethodKey,
} from '@refurb/shared-contracts';
import {
  CheckoutCartSchema,
  CheckoutSummaryResponseSchema,
  ORDER_KEY_HEADER,
  OrderConflictSchema,
  OrderStatusParamsSchema,
  OrderStatusResponseSchema,
  PaymentMethodsQuerySchema,
  PaymentMethodsResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
  PromoCodeParamsSchema,
  PromoResponseSchema,
  type CheckoutCart,
  type MonthlyPayment,
  type OrderDetails,
  type PlaceOrderRequest,
  type PriceChange,
} from '@refurb/shared-contracts/api/checkout';
import {
  addressLine,
  isAllowedForProductCount,
  isAllowedForTotal,
  isCashMethod,
  isValidFiscalCode,
  isValidPostalCode,
  POSTAL_CODE_DIGITS,
  isValidRegistrationNumber,
  monthlyAmount,
  orderInstallments,
  paymentMethodsFor,
  productLimitFor,
  providerParam,
  providerParamType,
  type PaymentMethodFlags,
} from '@refurb/shared-contracts/checkout';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireBotCheck, type BotCheck } from '../auth/bot-check.js';
import { enforceRateLimit, visitorKey, type RateLimiter } from '../auth/rate-limit.js';
import type { UsersRepository } from '../auth/users.repository.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import { deliveryEstimate, transitDays } from '../delivery/estimate.js';
import { HttpError, parseInput } from '../http/errors.js';
import {
  SoldOutError,
  type OrdersRepository,
  type StoredOrder,
} from '../orders/orders.repository.js';
import { addShipping, priceItems } from '../orders/pricing.js';
import {
  underFinancingReview,
  UnpaidLimitError,
  type UnpaidLimits,
} from '../orders/reservations.js';
import type { ShippingQuotes } from '../orders/shipping.js';
import { sessionUser } from './bff.js';

export interface CheckoutDeps {
  readonly catalog: CatalogRepository;
  readonly orders: OrdersRepository;
  readonly shipping: ShippingQuotes;
  readonly users: UsersRepository;
  readonly botCheck: BotCheck;
  readonly orderLimiter: RateLimiter;
  /** How long unpaid orders hold their units and how many they may hold (orders/reservations.ts). */
  readonly unpaidLimits: UnpaidLimits;
  /** Whether a provider approved money for the order that is refunded (payments repository). */
  readonly refundDue?: (orderId: string) => Promise<boolean>;
  /**
   * The flags of spec section 9's table (the Greek tbi flag): the methods listed and the methods an
   * order is accepted with are the same `paymentMethodsFor(country, delivery, flags)`.
   */
  readonly paymentMethodFlags?: PaymentMethodFlags;
  /** Told of each order created (not of a replayed key): the metrics' count. */
  readonly onOrderPlaced?: () => void;
}

const bad = (field: string, message: string) =>
  new HttpError(400, 'invalid_request', `${field}: ${message}`, field);

async function price(cart: CheckoutCart, { catalog, orders, shipping }: CheckoutDeps) {
  const products = await catalog.productsByIds(
    cart.phones.map((p) => p.productId),
    cart.country,
  );
  const types = [...new Set(products.map((p) => p.deviceType))];
  const accessoryIds = [
    ...cart.accessories.map((a) => a.id),
    ...cart.phones.flatMap((p) => p.deviceAccessoryIds),
  ];
  const [accessories, promo, serviceLists] = await Promise.all([
    catalog.accessoriesByIds(accessoryIds, cart.country),
    cart.promoCode ? orders.activePromo(cart.promoCode) : Promise.resolve(null),
    Promise.all(types.map(async (type) => [type, await catalog.extraServicesFor(type)] as const)),
  ]);
  if (cart.promoCode && !promo) throw bad('body.promoCode', 'this code is not valid');
  const items = priceItems(cart, { products, accessories, promo, services: new Map(serviceLists) });
  // Shipping is quoted on what the items cost after the promo (the free-shipping threshold).
  const quote = await shipping.quote(cart.country, cart.delivery, items.summary.total);
  if (!quote) {
    throw bad(
      'body.delivery',
      `${cart.delivery} delivery is not offered in ${cart.country.toUpperCase()}`,
    );
  }
  return { promo, ...addShipping(items, cart.paymentMethod, quote) };
}

/** A new order refused with a 409 (the stock or prices shown moved), answered as a conflict. */
class OrderRefused extends Error {
  constructor(
    readonly code: 'price_changed' | 'sold_out',
    message: string,
    readonly changes: PriceChange[],
  ) {
    super(message);
  }
}

function conflict(
  reply: FastifyReply,
  code: 'price_changed' | 'sold_out' | 'idempotency_key_reused',
  message: string,
  changes: PriceChange[],
) {
  return reply
    .status(409)
    .send(OrderConflictSchema.parse({ success: false, error: { code, message }, changes }));
}

/**
 * An order's monthly payment as the spec has it (section 9), from its text column: the string 8888
 * for the installment provider with a nonzero count, else the amount stored, a number (a tbi plan's
 * monthly payment, or 0).
 */
export function monthlyPaymentOf(
  order: Pick<StoredOrder, 'paymentMethod' | 'numberOfInstallments' | 'monthlyPayment'>,
): MonthlyPayment {
  return order.paymentMethod === 'oney' &&
    order.numberOfInstallments > 0 &&
    order.monthlyPayment === ONEY_MONTHLY_PAYMENT_PLACEHOLDER
    ? ONEY_MONTHLY_PAYMENT_PLACEHOLDER
    : monthlyAmount(order.monthlyPayment);
}

function orderAnswer(order: StoredOrder, replayed: boolean) {
  return PlaceOrderResponseSchema.parse({
    orderId: order.id,
    status: order.status,
    total: order.total,
    currencyLabel: countryConfig(order.country as CheckoutCart['country']).currencyLabel,
    numberOfInstallments: order.numberOfInstallments,
    monthlyPayment: monthlyPaymentOf(order),
    replayed,
  });
}

function statusAnswer(order: StoredOrder) {
  return OrderStatusResponseSchema.parse({
    orderId: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod as PaymentMethodKey,
    total: order.total,
    currencyLabel: countryConfig(order.country as CheckoutCart['country']).currencyLabel,
    numberOfInstallments: order.numberOfInstallments,
    monthlyPayment: monthlyPaymentOf(order),
    financingReview: underFinancingReview(order),
  });
}

function checkOrderDetails(body: PlaceOrderRequest): void {
  const { deliveryDetails: delivery, billing } = body;
  if (delivery.kind !== body.delivery)
    throw bad('body.deliveryDetails.kind', `must match delivery (${body.delivery})`);
  if (delivery.kind === 'courier' && !delivery.address)
    throw bad('body.deliveryDetails.address', 'courier delivery needs an address');
  const postalCode = delivery.address?.cod_postal;
  if (delivery.kind === 'courier' && !(postalCode && isValidPostalCode(body.country, postalCode)))
    throw bad(
      'body.deliveryDetails.address.cod_postal',
      `a courier needs a postal code of ${body.country.toUpperCase()} (${POSTAL_CODE_DIGITS[body.country]} digits)`,
    );
  if (delivery.kind !== 'courier' && !delivery.pickupPointId)
    throw bad(
      'body.deliveryDetails.pickupPointId',
      `${delivery.kind} delivery needs a pickup point`,
    );
  if (billing.customerType === 'corporate') {
    if (!billing.company)
      throw bad('body.billing.company', 'a company order needs the company details');
    if (!isValidFiscalCode(body.country, billing.company.fiscalCode))
      throw bad('body.billing.company.fiscalCode', 'not a valid tax id for this country');
    if (!isValidRegistrationNumber(body.country, billing.company.registrationNumber)) {
      throw bad(
        'body.billing.company.registrationNumber',
        'not a valid registration number for this country',
      );
    }
  }
  if (body.paymentData && body.paymentData.type !== body.paymentMethod)
    throw bad('body.paymentData.type', 'must match paymentMethod');
}

/**
 * The order `orderId` if this request may see it, else a 404 as for an order that does not exist
 * (order ids are sequential: a guess must learn nothing). The buyer's browser proves it placed
 * the order with the order's idempotency key (`ORDER_KEY_HEADER`); a signed-in owner needs none.
 * For the order's status and for starting its payment alike.
 */
export async function reachableOrder(
  deps: { readonly orders: OrdersRepository; readonly users: UsersRepository },
  request: FastifyRequest,
  orderId: string,
  field = 'params.orderId',
): Promise<StoredOrder> {
  const order = await deps.orders.orderById(orderId);
  const key = request.headers[ORDER_KEY_HEADER];
  const byKey = order !== null && typeof key === 'string' && key === order.idempotencyKey;
  const byOwner =
    order !== null &&
    order.userId !== null &&
    !byKey &&
    (await sessionUser(deps.users, request))?.id === order.userId;
  if (!order || !(byKey || byOwner)) {
    throw new HttpError(404, 'not_found', `No order ${orderId} for this browser.`, field);
  }
  return order;
}

export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  app.get('/shop/promo/:code', async (request) => {
    const { code } = parseInput(PromoCodeParamsSchema, request.params, 'params');
    const promo = await deps.orders.activePromo(code);
    if (!promo)
      throw new HttpError(404, 'not_found', 'This promo code is not valid.', 'params.code');
    return PromoResponseSchema.parse({ promo });
  });

  // Each method with what the person's total becomes with it (`codFee`, spec section 9's fee of
  // cash-type methods): the payment step judges the bounds on that total, as the order check does.
  app.get('/shop/payment-methods', async (request) => {
    const query = parseInput(PaymentMethodsQuerySchema, request.query, 'query');
    const [bounds, quote] = await Promise.all([
      deps.catalog.paymentBounds(query.country),
      deps.shipping.quote(query.country, query.delivery, 0),
    ]);
    const keys = paymentMethodsFor(query.country, query.delivery, deps.paymentMethodFlags);
    return PaymentMethodsResponseSchema.parse({
      ...query,
      methods: keys.map((key) => ({
        key,
        providerParam: providerParam(key),
        paramType: providerParamType(key),
        amountLimit: bounds.get(key) ?? { lower: null, upper: null },
        nrProductsLimit: productLimitFor(key),
        isCash: isCashMethod(key),
        codFee: isCashMethod(key) && quote ? quote.codFee : 0,
      })),
    });
  });

  app.post('/shop/checkout/summary', async (request) => {
    const cart = parseInput(CheckoutCartSchema, request.body, 'body');
    const priced = await price(cart, deps);
    return CheckoutSummaryResponseSchema.parse({
      summary: priced.summary,
      codFee: priced.codFee,
      promo: priced.promo,
      changes: priced.changes,
      currencyLabel: countryConfig(cart.country).currencyLabel,
    });
  });

  /** What the thank-you page shows: the lines, where the order goes, the e-mail, the estimate. */
  async function detailsOf(order: StoredOrder): Promise<OrderDetails> {
    const country = order.country as Country;
    const delivery = order.delivery as PlaceOrderRequest['deliveryDetails'];
    const contact = order.contact as PlaceOrderRequest['contact'];
    const a = delivery.address;
    const point = delivery.pickupPointId
      ? await deps.shipping.pickupPoint(delivery.pickupPointId)
      : null;
    const where = a
      ? addressLine(a)
      : point
        ? `${point.name}, ${point.address}`
        : (delivery.pickupPointId ?? '');
    const [minDays, maxDays] = transitDays(country, delivery.kind);
    // The days by the same rule as the product page's, from when the order was placed.
    const { from, to } = deliveryEstimate(country, delivery.kind, order.placedAt);
    const lines = await deps.orders.linesOf(order.id);
    return {
      lines: lines.map((line) => ({
        kind: line.kind as OrderDetails['lines'][number]['kind'],
        name: line.name,
        price: line.price,
      })),
      delivery: { kind: delivery.kind, where },
      email: contact.email,
      estimate: { minDays, maxDays, from, to },
    };
  }

  app.get('/shop/orders/:orderId/status', async (request, reply) => {
    const { orderId } = parseInput(OrderStatusParamsSchema, request.params, 'params');
    const order = await reachableOrder(deps, request, orderId);
    const refundDue = (await deps.refundDue?.(order.id)) ?? false;
    const details = await detailsOf(order);
    return reply
      .header('cache-control', 'no-store')
      .send(OrderStatusResponseSchema.parse({ ...statusAnswer(order), refundDue, details }));
  });

  /**
   * What makes a new order refused before its transaction (spec section 5's rules, the prices and
   * stock shown, the address): its priced lines and the installments, or a thrown HttpError or
   * OrderRefused. Reads only.
   */
  async function vet(body: PlaceOrderRequest) {
    checkOrderDetails(body);
    const offered = paymentMethodsFor(body.country, body.delivery, deps.paymentMethodFlags);
    if (!offered.includes(body.paymentMethod as (typeof offered)[number])) {
      throw bad(
        'body.paymentMethod',
        `${body.paymentMethod || '(none)'} is not offered for ${body.country.toUpperCase()} ${body.delivery} delivery`,
      );
    }
    const address = body.deliveryDetails.address;
    if (
      body.delivery === 'courier' &&
      address &&
      !(await deps.shipping.townInCounty(body.country, address.county_id, address.locality_id))
    ) {
      throw bad(
        'body.deliveryDetails.address.locality_id',
        `no town ${address.locality_id} in county ${address.county_id} of ${body.country.toUpperCase()}: choose the town from the list again`,
      );
    }
    if (
      body.delivery !== 'courier' &&
      body.deliveryDetails.pickupPointId &&
      !(await deps.shipping.pickupPointExists(
        body.country,
        body.delivery,
        body.deliveryDetails.pickupPointId,
      ))
    ) {
      throw bad('body.deliveryDetails.pickupPointId', 'no such pickup point');
    }
    const priced = await price(body, deps);
    if (priced.soldOut.length > 0)
      throw new OrderRefused('sold_out', 'Some devices have just been sold.', priced.changes);
    if (priced.changes.length > 0 || Math.abs(priced.summary.total - body.shownTotal) > 0.001) {
      throw new OrderRefused(
        'price_changed',
        `Prices changed since the page was shown; the total is now ${priced.summary.total}.`,
        priced.changes,
      );
    }
    const bounds = (await deps.catalog.paymentBounds(body.country)).get(body.paymentMethod);
    if (!isAllowedForTotal(bounds ?? null, priced.summary.total)) {
      throw bad(
        'body.paymentMethod',
        `${body.paymentMethod} is not available for a total of ${priced.summary.total}`,
      );
    }
    if (!isAllowedForProductCount(body.paymentMethod, priced.summary.productCount)) {
      throw bad(
        'body.paymentMethod',
        `${body.paymentMethod} allows at most ${productLimitFor(body.paymentMethod)} products`,
      );
    }
    // Worked out from the method and the total; the figures the client sent are not taken.
    const installments = orderInstallments(
      body.paymentMethod,
      priced.summary.total,
      body.paymentData,
    );
    if (!installments.ok) throw bad(`body.${installments.field}`, installments.message);
    return { priced, installments };
  }

  /** The answer to a request whose key placed `order`: that order, or a conflict if it was another. */
  function answerPlaced(reply: FastifyReply, order: StoredOrder, requestHash: string) {
    if (order.requestHash !== requestHash) {
      return conflict(
        reply,
        'idempotency_key_reused',
        'This idempotency key was used for another order.',
        [],
      );
    }
    return reply.status(200).send(orderAnswer(order, true));
  }

  app.post('/shop/orders', async (request, reply) => {
    await enforceRateLimit(deps.orderLimiter, request, reply, 'Too many orders from this address');
    const body = parseInput(PlaceOrderRequestSchema, request.body, 'body');
    await requireBotCheck(deps.botCheck, body.botToken, 'place_order');
    // The bot token changes with every attempt; a retry with the same key is the same order.
    const { idempotencyKey, botToken, ...rest } = body;
    const requestHash = createHash('sha256').update(JSON.stringify(rest)).digest('hex');
    let vetted: Awaited<ReturnType<typeof vet>>;
    try {
      vetted = await vet(body);
    } catch (error) {
      // A retry of an order placed with this key may be refused now (the unit it bought is gone,
      // a price moved since): the order placed is its answer. The key is looked up only here and
      // after a failed transaction (OrdersRepository.place), so a new order spends no query on it.
      const placed = await deps.orders.orderByKey(idempotencyKey);
      if (placed) return answerPlaced(reply, placed, requestHash);
      if (error instanceof OrderRefused) {
        return conflict(reply, error.code, error.message, error.changes);
      }
      throw error;
    }
    const { priced, installments } = vetted;
    try {
      const { order, created } = await deps.orders.place({
        idempotencyKey,
        requestHash,
        country: body.country,
        userId: (await sessionUser(deps.users, request))?.id ?? null,
        status: isCashMethod(body.paymentMethod) ? 'PLACED' : 'PENDING_PAYMENT',
        paymentMethod: body.paymentMethod,
        delivery: body.deliveryDetails,
        contact: body.recipient ? { ...body.contact, recipient: body.recipient } : body.contact,
        billing: body.billing,
        paymentData: installments.paymentData,
        promoCode: priced.promo?.code ?? null,
        totals: {
          productsTotal: priced.summary.productsTotal,
          extrasTotal: priced.summary.extrasTotal,
          shippingCost: priced.summary.shippingCost,
          codFee: priced.codFee,
          discount: priced.summary.discount,
          total: priced.summary.total,
        },
        numberOfInstallments: installments.numberOfInstallments,
        monthlyPayment: String(installments.monthlyPayment),
        lines: priced.lines,
        clientIp: visitorKey(request.ip),
        unpaidLimits: deps.unpaidLimits,
      });
      if (!created) return answerPlaced(reply, order, requestHash);
      deps.onOrderPlaced?.();
      return reply.status(201).send(orderAnswer(order, false));
    } catch (error) {
      if (error instanceof UnpaidLimitError) {
        const whose = error.who === 'visitor' ? 'from this address' : 'of this account';
        throw new HttpError(
          429,
          'too_many_unpaid',
          `Unpaid orders ${whose} already hold ${error.held} devices (at most ${error.limit} at once). Pay for one, or wait until its reservation ends ${deps.unpaidLimits.minutes} minutes after it was placed.`,
        );
      }
      if (error instanceof SoldOutError) {
        const changes = error.productIds.map((id) => ({
          kind: 'phone' as const,
          id,
          shown: body.phones.find((p) => p.productId === id)?.shownPrice ?? null,
          current: null,
        }));
        return conflict(reply, 'sold_out', 'Some devices have just been sold.', changes);
      }
      throw error;
    }
  });
}
