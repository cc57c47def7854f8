/**
 * Whether the page's cart service is listening. Commands on the bus are not replayed, so a page
 * that sends one (add to cart) first waits for the cart's first `cart.updated` (which is replayed,
 * so a cart that started earlier counts) and, when no cart answers in time, tells the person.
 */
import type { EventBus } from '@refurb/shared-contracts';

export type CartReady = (timeoutMs?: number) => Promise<boolean>;

export function createCartReady(bus: EventBus, defaultTimeoutMs = 10_000): CartReady {
  let ready = false;
  const waiting = new Set<(value: boolean) => void>();
  bus.subscribe('cart.updated', () => {
    ready = true;
    for (const resolve of waiting) resolve(true);
    waiting.clear();
  });
  return (timeoutMs = defaultTimeoutMs) =>
    ready
      ? Promise.resolve(true)
      : new Promise((resolve) => {
          waiting.add(resolve);
          setTimeout(() => {
            waiting.delete(resolve);
            resolve(ready);
          }, timeoutMs);
        });
}
