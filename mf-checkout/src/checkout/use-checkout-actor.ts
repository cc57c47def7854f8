/**
 * Starts checkoutMachine for the page with the services' effects (the composition root's
 * `provide`), wires it to the cart's `cart.updated` snapshots, and stops it with the page.
 */
import { buildRoutePath } from '@refurb/shared-contracts';
import { toCheckoutCart } from '@refurb/shared-contracts/checkout';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CheckoutServices } from '../app/checkout-services';
import { leaveFor, navigateTo, pushDataLayer, reportError } from '../app/effects';
import { checkoutStepEvent } from './checkout-analytics';
import { checkoutMachine, type CheckoutContext, type PlaceOrderInput } from './checkout.machine';
import { completeOrder } from './complete-order';
import { orderRequest } from './order-request';

function summaryFor(services: CheckoutServices, context: CheckoutContext, withPayment: boolean) {
  const kind = context.session.deliveryMethod?.kind;
  if (!context.cart || !kind) throw new Error('summary before the delivery step');
  return services.api.summary(
    toCheckoutCart(context.cart.cart, {
      country: context.country,
      promo: context.cart.promo ?? null,
      delivery: kind,
      paymentMethod: withPayment ? (context.session.paymentMethod?.type ?? '') : '',
    }),
  );
}

async function placeOrder(services: CheckoutServices, { context, attempt }: PlaceOrderInput) {
  const botToken = await services.botCheck.token('place_order');
  if (!botToken) {
    return {
      kind: 'failed' as const,
      status: 0,
      code: 'bot_check_unavailable',
      message: 'no token',
    };
  }
  if (!context.cart || !context.summary) throw new Error('placing before the review');
  return services.api.placeOrder(
    orderRequest({
      country: context.country,
      cart: context.cart,
      session: context.session,
      summary: context.summary,
      idempotencyKey: attempt.key,
      botToken,
    }),
  );
}

export function createCheckoutLogic(services: CheckoutServices) {
  return checkoutMachine.provide({
    actors: {
      loadSummary: fromPromise(({ input }) =>
        summaryFor(services, input.context, input.withPayment),
      ),
      placeOrder: fromPromise(({ input }) => placeOrder(services, input)),
      startPayment: fromPromise(({ input }) =>
        services.api.startPayment(input.orderId, input.orderKey),
      ),
    },
    actions: {
      persist: (_, { key, value }) => {
        services.session.write(key, value as never);
      },
      saveAttempt: (_, { attempt }) => services.attempts.write(attempt),
      refreshCart: () => services.bus.publish('cart.refresh', { reason: 'price-changed' }),
      finishOrder: ({ context }, { order }) => {
        completeOrder(
          services,
          {
            orderId: order.orderId,
            total: order.total,
            paymentMethod: context.session.paymentMethod?.type ?? '',
          },
          context.cart,
        );
        const path = buildRoutePath(services.country, 'thank-you') ?? '/';
        navigateTo(`${path}?orderId=${encodeURIComponent(order.orderId)}`);
      },
      redirect: (_, { url }) => leaveFor(url),
      trackStep: ({ context }, { step }) =>
        pushDataLayer(
          checkoutStepEvent({
            cart: context.cart?.cart ?? null,
            deliveryKind: context.session.deliveryMethod?.kind,
            step,
            imageBase: services.config.accessoriesImageBase,
          }),
        ),
      report: (_, { message, tags }) => reportError(message, tags),
    },
  });
}

export function useCheckoutActor(services: CheckoutServices) {
  // Read once per page: reading drops unreadable entries (and names them for the report).
  const [{ session, problems, attempt }] = useState(() => ({
    ...services.session.read(),
    attempt: services.attempts.read(),
  }));
  const actor = useActorRef(createCheckoutLogic(services), {
    input: {
      country: services.country,
      flags: services.flags,
      session,
      attempt,
    },
  });
  useEffect(() => {
    if (problems.length > 0) {
      reportError(`checkout session entries dropped: ${problems.join('; ')}`, {
        area: 'checkout',
        reason: 'session-storage',
      });
    }
    // Reported once per page: `problems` are from the first read.
  }, []);
  useEffect(
    () =>
      services.bus.subscribe('cart.updated', (snapshot) =>
        actor.send({ type: 'cart.updated', snapshot }),
      ),
    [services, actor],
  );
  return actor;
}
