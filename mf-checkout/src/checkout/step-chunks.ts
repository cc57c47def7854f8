/**
 * The checkout's steps after contact, each a chunk of its own (issue 37): the finalize page's first
 * load carries the contact step's form only. A step's chunk is fetched when its step opens or,
 * before that, once the person starts on the page (`prefetchSteps`, on their first focus or touch
 * in the steps); once there, the step draws at once. A chunk that did not arrive is asked for
 * again the next time (its step's retry, or the next prefetch).
 */
const CHUNKS = {
  delivery: () => import('../delivery/delivery-step').then((module) => module.DeliveryStep),
  billing: () => import('./billing-step').then((module) => module.BillingStep),
  payment: () => import('../payment/payment-step').then((module) => module.PaymentStep),
  review: () => import('./review-step').then((module) => module.ReviewStep),
};

export type StepChunk = keyof typeof CHUNKS;
export type StepChunks = { [K in StepChunk]: Awaited<ReturnType<(typeof CHUNKS)[K]>> };

const loaded: Partial<StepChunks> = {};
const loading = new Map<StepChunk, Promise<unknown>>();

/** The step's view when its chunk is there already. */
export function loadedStep<K extends StepChunk>(name: K): StepChunks[K] | undefined {
  return loaded[name];
}

export function loadStep<K extends StepChunk>(name: K): Promise<StepChunks[K]> {
  let load = loading.get(name) as Promise<StepChunks[K]> | undefined;
  if (!load) {
    load = (CHUNKS[name]() as Promise<StepChunks[K]>).then((view) => {
      loaded[name] = view;
      return view;
    });
    loading.set(name, load);
    load.catch(() => loading.delete(name));
  }
  return load;
}

let prefetched = false;

/** Fetches every step's chunk (once per page; a failed one is fetched when its step opens). */
export function prefetchSteps(): void {
  if (prefetched) return;
  prefetched = true;
  for (const name of Object.keys(CHUNKS) as StepChunk[]) {
    loadStep(name).catch(() => undefined);
  }
}
