/**
 * The page's cart service, started when the page needs it (the cart's demand), and whether it is
 * listening (cart ready).
 *
 * The demand: a visitor with an empty cart on the host's own pages (index, category, product
 * page, search, content) does not need the cart remote until the cart is used: until then the
 * header shows the cart link (MiniCartBadge, to the cart page), and neither the remote nor the
 * cart's code is loaded, which is most of what a first load would weigh. The mini-cart (which
 * starts the page's cart service) is mounted once the demand is there: the stored cart has items
 * (there is a cart to show and to check against the server), a page sends a cart command (it asks
 * `cartReady` first, which wants the cart), the person is signed in (the cloud cart syncs), or the
 * page reads the cart (the cart's and the checkout's pages: `readsCart` of the contracts). The
 * account's and the sell pages do not: a visitor there with an empty cart loads no cart code
 * (issue 37: 68 KB gzip less on the account login page). See the Header. The checkout's enclosed
 * steps (its login step and finalize, CheckoutHeader) draw no mini-cart: there the demand mounts
 * the cart's view-less service, and a stored cart alone is no demand (ADR 0015).
 *
 * Ready: a command sent before the cart listens waits in the bus's outbox for it (ADR 0006), so a
 * page sends its add at once; it then waits for the cart's first `cart.updated` (which is
 * replayed, so a cart that started earlier counts) only to tell the person, and take the add
 * back, when no cart answers in time.
 */
import type { EventBus } from '@refurb/shared-contracts/runtime';

export type CartReady = (timeoutMs?: number) => Promise<boolean>;

export interface CartDemand {
  readonly wanted: () => boolean;
  readonly want: () => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createCartDemand(): CartDemand {
  let wanted = false;
  const listeners = new Set<() => void>();
  return {
    wanted: () => wanted,
    want: () => {
      if (wanted) return;
      wanted = true;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createCartReady(
  bus: EventBus,
  demand: Pick<CartDemand, 'want'> = { want: () => undefined },
  defaultTimeoutMs = 10_000,
): CartReady {
  let ready = false;
  const waiting = new Set<(value: boolean) => void>();
  // Whether the cart speaks, not what it says: its item count is all that is parsed.
  bus.subscribeFields('cart.updated', ['itemCount'], () => {
    ready = true;
    for (const resolve of waiting) resolve(true);
    waiting.clear();
  });
  return (timeoutMs = defaultTimeoutMs) => {
    demand.want();
    return ready
      ? Promise.resolve(true)
      : new Promise((resolve) => {
          waiting.add(resolve);
          setTimeout(() => {
            waiting.delete(resolve);
            resolve(ready);
          }, timeoutMs);
        });
  };
}
