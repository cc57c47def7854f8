/**
 * Cloud sync's composition root, loaded (as its own chunk) when the runtime config turns cloud
 * sync on: cloudSyncMachine with the BFF session, Firebase Auth, the Firestore store (read and
 * listened to in the browser) and shop-api's cart writer (`PUT /bff/me/cart`: no browser writes
 * Firestore), tied to the page's cart actor (local changes in, cloud carts out) and to
 * `session.changed` on the bus (a login starts the merge, a logout stops syncing).
 *
 * This page's writer id is made here, once per page load (a random id, never stored): the
 * listener gives the page its own writes back with it. The cloud revision this browser's cart
 * last matched is kept in localStorage (`SYNCED_KEY`, with the person's uid) for the next page's
 * first read (see cloud-sync.machine.ts); storage that refuses only costs that hint.
 */
import { routePath, type Country } from '@refurb/shared-contracts';
import { type EventBus, type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { createBffCloudCartWriter } from '../adapters/bff-cloud-cart-writer';
import { createBffCloudSession } from '../adapters/bff-cloud-session';
import { navigateTo, reportError } from '../app/effects';
import { MERGE_KEY, SYNCED_KEY } from './cloud-hints';
import type { cartMachine } from '../cart/cart.machine';
import type { CloudCartStore } from '../ports/cloud-cart';
import type { SyncedRevision } from './cloud-sync.context';
import { cloudSyncMachine } from './cloud-sync.machine';
import { webStorage } from '@refurb/web-kit';

export interface CloudSyncOptions {
  readonly country: Country;
  readonly config: RuntimeConfig;
  readonly bus: EventBus;
  readonly cart: ActorRefFrom<typeof cartMachine>;
  readonly apiOrigin?: string;
  readonly now: () => number;
  /**
   * Started by a login on this page (the cart loads cloud sync for a visitor only then): the merge
   * a `session.login` would have asked for is owed, as the machine's own login transition records.
   */
  readonly afterLogin?: boolean;
}

export function startCloudSync(options: CloudSyncOptions) {
  const { config, cart, bus } = options;
  const session = createBffCloudSession(config, options.apiOrigin);
  const settings = () => ({
    now: options.now(),
    expiryMonths: config.cart.expiryMonths,
    stateVersion: config.cart.stateVersion,
  });
  const report = (message: string, tags: Record<string, string>) =>
    reportError(message, { area: 'cloud-sync', ...tags });
  // Whether a merge is owed after this tab's login; storage that refuses only loses that hint.
  const tabStorage = webStorage('sessionStorage', (what) =>
    report(what, { reason: 'session-storage' }),
  );
  if (options.afterLogin) tabStorage.setItem(MERGE_KEY, '1');
  const browserStorage = webStorage('localStorage');
  const writer = newWriterId();
  const cartWriter = createBffCloudCartWriter({ config, apiOrigin: options.apiOrigin });
  const repositories = new Map<string, Promise<CloudCartStore>>();
  const cloudCart = (uid: string) => {
    let repository = repositories.get(uid);
    if (!repository) {
      repository = Promise.all([
        import('./firebase'),
        import('../adapters/firestore-cart-repository'),
      ]).then(([firebase, adapter]) =>
        adapter.createFirestoreCartStore({
          db: firebase.connectCartFirebase(config.firebase).db,
          collection: config.cart.cartsCollection,
          uid,
          settings,
          writer: cartWriter,
          onListenError: (error: Error) => report(error.message, { reason: 'listen' }),
        }),
      );
      repositories.set(uid, repository);
    }
    return repository;
  };

  const machine = cloudSyncMachine.provide({
    actors: {
      checkSession: fromPromise(() => session.check()),
      signIn: fromPromise(({ input }) => session.signIn(input.customToken)),
      signOut: fromPromise(() => session.signOut()),
      listenCart: fromCallback(({ input, sendBack }) => {
        let live = true;
        let stop = () => {};
        void cloudCart(input.uid).then(
          async (repository) => {
            if (!live) return;
            stop = repository.watch((snapshot) => sendBack({ type: 'cloud.snapshot', snapshot }));
            // The first decision reads the document at once: a listener may be slow to give its
            // first answer (seen with the emulator); later snapshots are decided the same way.
            const first = await repository.read().catch((error: unknown) => {
              report(`Firestore read failed: ${String(error)}`, { reason: 'load' });
              return null;
            });
            if (live && first) sendBack({ type: 'cloud.snapshot', snapshot: first });
          },
          (error: unknown) =>
            report(`Firestore could not load: ${String(error)}`, { reason: 'load' }),
        );
        return () => {
          live = false;
          stop();
        };
      }),
    },
    actions: {
      replaceLocal: (_, { cart: next }) =>
        cart.send({ type: 'cart.replace', cart: next, persist: true }),
      writeCloud: ({ self }, { uid, cart: next, writer: by }) =>
        void cloudCart(uid)
          .then((repository) => repository.write(next, by))
          .catch((error: unknown) => ({
            ok: false as const,
            error: `error in set doc: ${String(error)}`,
            retry: true,
          }))
          .then((result) => self.send({ type: 'cloud.written', cart: next, result })),
      // A refresh's cart that the cloud refused empties the cart (spec section 8).
      saveFailed: (_, { cart: next, error }) =>
        cart.send({ type: 'cart.cloud-save-failed', timestamp: next.timestamp, error }),
      rememberRevision: (_, synced) => browserStorage.setItem(SYNCED_KEY, JSON.stringify(synced)),
      clearCart: () => cart.send({ type: 'cart.clear' }),
      sendToLogout: () => navigateTo(routePath(options.country, 'logout') ?? '/'),
      rememberMerge: (_, { pending }) => {
        if (pending) tabStorage.setItem(MERGE_KEY, '1');
        else tabStorage.removeItem(MERGE_KEY);
      },
      report: (_, { message, tags }) => report(message, tags),
    },
  });

  const actor = createActor(machine, {
    input: {
      local: cart.getSnapshot().context.cart,
      mergeAfterLogin: tabStorage.getItem(MERGE_KEY) !== null,
      now: options.now,
      expiryMonths: config.cart.expiryMonths,
      stateVersion: config.cart.stateVersion,
      writer,
      synced: syncedRevision(browserStorage.getItem(SYNCED_KEY)),
    },
  });
  actor.subscribe({ error: (error) => report(`cloud sync stopped: ${String(error)}`, {}) });
  // `localStorage['refurb:debug'] = '1'` shows the chart's steps in the console.
  if (webStorage('localStorage').getItem('refurb:debug')) {
    actor.subscribe((snapshot) =>
      console.info(
        '[refurb:cloud-sync]',
        JSON.stringify(snapshot.value),
        JSON.stringify({
          uid: snapshot.context.uid,
          merge: snapshot.context.mergeAfterLogin,
          local: snapshot.context.local.phoneCart.map((p) => p.id),
          revision: snapshot.context.revision,
          writing: snapshot.context.writing,
        }),
      ),
    );
  }
  actor.start();

  let last = cart.getSnapshot().context.cart;
  cart.subscribe((snapshot) => {
    if (snapshot.context.cart === last) return;
    last = snapshot.context.cart;
    actor.send({ type: 'cart.local', cart: last });
  });
  bus.subscribe('session.changed', ({ user }) =>
    actor.send(user ? { type: 'session.login' } : { type: 'session.logout' }),
  );
  return actor;
}

/** A page's writer id: 128 random bits in hex (getRandomValues works on any origin). */
function newWriterId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `w${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The kept `{ uid, revision }`, or null when there is none or it is not one. */
function syncedRevision(text: string | null): SyncedRevision | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SyncedRevision> | null;
    return typeof value?.uid === 'string' && Number.isSafeInteger(value.revision)
      ? { uid: value.uid, revision: value.revision as number }
      : null;
  } catch {
    return null;
  }
}
