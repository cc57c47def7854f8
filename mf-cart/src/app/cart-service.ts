/**
 * The composition root of the cart: one cart service per page, whichever remote or page starts it
 * (the service is kept on `window` under a global symbol, so a second mount, or a second copy of
 * this remote, finds it). It reads the stored cart, starts cartMachine with the real effects, and
 * wires it to the event bus (commands in, `cart.updated` out) and to the other tabs.
 *
 * Other tabs: a tab's write arrives as the storage `watch` and replaces what this tab shows. Before
 * each edit the machine reads the stored cart (`loadLatest`, its edit queue) and catches up if
 * another tab wrote since, then applies the edit on top: an edit is never made on a stale cart, so
 * no tab's change is lost.
 *
 * Storage that refuses (blocked by the browser, or full) never stops the cart: it lives in memory
 * for the page's life, and the person is told. A refused write after an edit is a toast ("could not
 * be saved on this device", once until a write succeeds again) and the cart's views show a notice
 * while `storage.isKept()` is false (also when a blocked storage refused the first read). A refused
 * write after a refresh empties the cart with no toast (spec section 8), but only while storage
 * kept the cart until then: once the page is known to keep its cart alone, there is no stored cart
 * to disagree with, and emptying it would lose the person's only copy.
 *
 * The promo code is part of the cart state (`cart.promo`, spec section 3's buy-level `promo`,
 * issue 33 point 7), no longer this tab's session storage (`refurb:cart:promo`, not read any more):
 * it is stored, followed by other tabs and synced with the cart. It is not one of the six session
 * entries spec section 4's checkout reset clears (deliveryMethod, deliveryDetails, contactDetails,
 * billingDetails, paymentMethod, editStepState), so leaving checkout keeps it, like the cart; it
 * goes when the cart is cleared or emptied (an order placed, the last phone removed, a refresh
 * error).
 */
import { type Country } from '@refurb/shared-contracts';
import { emptyCart, type PhoneCartItem } from '@refurb/shared-contracts/cart';
import { describeError, type EventBus, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { createWindowBus, lazyWebStorage } from '@refurb/web-kit';
import { createHttpCartApi } from '../adapters/http-cart-api';
import { createLocalStorageCartRepository } from '../adapters/local-storage-cart-repository';
import type { CartEdit, CartNotice } from '../cart/cart.events';
import { cartMachine } from '../cart/cart.machine';
import { mayHaveCloudSession } from '../cloud/cloud-hints';
import { loadCartI18n, type CartI18n } from '../i18n/i18n';
import type { CartApi } from '../ports/cart-api';
import type { CartRepository } from '../ports/cart-repository';
import {
  navigateTo,
  publishCart,
  reportError,
  showNotice,
  trackAddToCart,
  type DataLayerTarget,
} from './effects';

export interface CartService {
  readonly country: Country;
  readonly config: RuntimeConfig;
  readonly i18n: CartI18n;
  readonly api: CartApi;
  readonly bus: EventBus;
  readonly actor: ActorRefFrom<typeof cartMachine>;
  edit(edit: CartEdit): void;
  undo(): void;
  refresh(): void;
  /** Calls `listener` with each phone added on this page (the cross-sell modal). */
  onPhoneAdded(listener: (phone: PhoneCartItem) => void): () => void;
  /** Whether this browser keeps the cart; false while storage refuses (the cart's notice). */
  readonly storage: {
    readonly isKept: () => boolean;
    readonly subscribe: (listener: () => void) => () => void;
  };
}

export interface CartServiceOptions {
  readonly country: Country;
  readonly config: RuntimeConfig;
  /** shop-api's origin when it is not the page's (standalone and embedded pages). */
  readonly apiOrigin?: string;
  /**
   * How the cart tells the person what it did (added, already there, over a limit): toasts in the
   * host's container by default; the marketing embed, on a page with no toast container, shows
   * them in its own widget.
   */
  readonly notify?: (notice: CartNotice, undo: () => void) => void;
  /** For tests: another repository or API than the browser's. */
  readonly repository?: CartRepository;
  readonly api?: CartApi;
  readonly now?: () => number;
}

const SERVICE = Symbol.for('refurb.cart-service');

type Holder = { [SERVICE]?: Promise<CartService> };

/** The page's cart service, started on first use. */
export function cartService(options: CartServiceOptions): Promise<CartService> {
  const holder = window as unknown as Holder;
  holder[SERVICE] ??= createCartService(options);
  return holder[SERVICE];
}

/** Stops the page's service (tests, and a page that leaves the shop). */
export async function stopCartService(): Promise<void> {
  const holder = window as unknown as Holder;
  const running = holder[SERVICE];
  delete holder[SERVICE];
  (await running)?.actor.stop();
}

function createKeeping() {
  let kept = true;
  const listeners = new Set<() => void>();
  return {
    isKept: () => kept,
    set: (next: boolean) => {
      if (next === kept) return;
      kept = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export async function createCartService(options: CartServiceOptions): Promise<CartService> {
  const { country, config } = options;
  const now = options.now ?? Date.now;
  const settings = () => ({
    now: now(),
    expiryMonths: config.cart.expiryMonths,
    stateVersion: config.cart.stateVersion,
  });
  const keeping = createKeeping();
  const repository =
    options.repository ??
    createLocalStorageCartRepository({
      // Opened on each call: a blocked storage refuses inside the repository, not here.
      storage: lazyWebStorage('localStorage'),
      events: window,
      settings,
      onRefused: (error) => {
        if (!keeping.isKept()) return;
        keeping.set(false);
        reportError(error, { area: 'cart', reason: 'local-storage-read' });
      },
    });
  const api =
    options.api ??
    createHttpCartApi({
      services: config.services,
      timeoutMs: config.network.timeoutMs,
      ...(options.apiOrigin ? { origin: options.apiOrigin } : {}),
    });
  const i18n = await loadCartI18n(country);
  const bus = createWindowBus(reportError);

  const stored = await repository.load();
  const addedListeners = new Set<(phone: PhoneCartItem) => void>();
  let undo = () => {};
  const notify = (notice: CartNotice) =>
    options.notify
      ? options.notify(notice, () => undo())
      : showNotice(bus, notice, i18n, () => undo());
  /** Whether the person was told that the cart could not be saved, since the last kept write. */
  let told = false;
  const machine = cartMachine.provide({
    actors: {
      refreshCart: fromPromise(({ input }) => api.refreshCart(input.request)),
      loadLatest: fromPromise(() => repository.load()),
    },
    actions: {
      persist: (_, { cart, afterRefresh }) =>
        void repository.save(cart).then((result) => {
          if (result.ok) {
            keeping.set(true);
            told = false;
            return;
          }
          const wasKept = keeping.isKept();
          keeping.set(false);
          // Reported once while storage refuses, not on every edit.
          if (wasKept) reportError(result.error, { area: 'cart', reason: 'local-storage' });
          if (afterRefresh && wasKept) {
            // Spec section 8: a local storage error of the refresh empties the cart, no toast.
            told = true;
            actor.send({ type: 'cart.clear' });
            return;
          }
          if (told) return;
          told = true;
          notify({ kind: 'not-saved' });
        }),
      publish: (_, { cart }) => publishCart(bus, cart, cart.promo),
      notify: (_, notice) => notify(notice),
      report: (_, { message, tags }) => reportError(message, tags),
      navigate: (_, { url }) => navigateTo(url),
      trackAddToCart: (_, { cart, added }) => {
        trackAddToCart(window as DataLayerTarget, cart, added, config.accessoriesImageBase);
        const phone = added.kind === 'phone' && cart.phoneCart.find((p) => p.id === added.id);
        if (phone) for (const listener of addedListeners) listener(phone);
      },
    },
  });
  const actor = createActor(machine, {
    input: {
      stored,
      country,
      expiryMonths: config.cart.expiryMonths,
      stateVersion: config.cart.stateVersion,
      limitations: config.cart.limitations,
      now,
    },
  });
  actor.subscribe({
    error: (error) =>
      reportError(`cart machine stopped: ${describeError(error)}`, { area: 'cart' }),
  });
  undo = () => actor.send({ type: 'phone.undo' });

  repository.watch((result) => {
    if (result.ok) actor.send({ type: 'cart.replace', cart: result.cart });
    else if (result.reason === 'missing') {
      actor.send({ type: 'cart.replace', cart: emptyCart(settings()) });
    }
  });

  // Edits run one after another, each on the freshest stored cart (the machine's queue).
  const edit = (change: CartEdit) => actor.send({ type: 'cart.request-edit', edit: change });

  const released = [
    bus.handle('cart.add-phone', ({ item, restored }) =>
      edit({ kind: 'phone.add', item, ...(restored ? { restored } : {}) }),
    ),
    bus.handle('cart.add-accessory', ({ accessory, restored }) =>
      edit({ kind: 'accessory.add', accessory, ...(restored ? { restored } : {}) }),
    ),
    bus.handle('cart.remove-phone', ({ phoneId, redirectUrl }) =>
      edit({ kind: 'phone.remove', phoneId, ...(redirectUrl ? { redirectUrl } : {}) }),
    ),
    bus.handle('cart.clear', () => actor.send({ type: 'cart.clear' })),
    bus.handle('cart.open', () => actor.send({ type: 'drawer.set', open: true })),
    // Checkout saw a price change or a sold-out unit: check against the server now.
    bus.handle('cart.refresh', () => actor.send({ type: 'cart.refresh' })),
  ];
  // A stopped cart owns no command any more: the next ones wait for the next cart.
  actor.subscribe({ complete: () => released.forEach((release) => release()) });

  // The cart owns the cart commands (`handle`): the ones sent before it started (the first add
  // on a page whose cart was still loading) wait in the page's outbox and come now, in order.
  // Started last: its first `cart.updated` tells the page the cart listens (commands are wired).
  actor.start();

  if (config.firebase.cloudSync && !options.repository) {
    const startCloud = (afterLogin: boolean) =>
      void import('../cloud/cloud-runtime').then(
        ({ startCloudSync }) =>
          startCloudSync({
            country,
            config,
            bus,
            cart: actor,
            now,
            afterLogin,
            ...(options.apiOrigin ? { apiOrigin: options.apiOrigin } : {}),
          }),
        (error: unknown) =>
          reportError(`cloud sync could not load: ${describeError(error)}`, {
            area: 'cloud-sync',
          }),
      );
    // A visitor's page leaves cloud sync unloaded until they log in (cloud/cloud-hints.ts).
    if (mayHaveCloudSession()) startCloud(false);
    else {
      const stop = bus.subscribe('session.changed', ({ user }) => {
        if (!user) return;
        stop();
        startCloud(true);
      });
    }
  }

  return {
    country,
    config,
    i18n,
    api,
    bus,
    actor,
    edit,
    undo,
    refresh: () => actor.send({ type: 'cart.refresh' }),
    onPhoneAdded: (listener) => {
      addedListeners.add(listener);
      return () => addedListeners.delete(listener);
    },
    storage: { isKept: keeping.isKept, subscribe: keeping.subscribe },
  };
}
