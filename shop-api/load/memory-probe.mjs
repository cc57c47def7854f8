/**
 * Preloaded into shop-api by the mixed load test (`node --expose-gc --import memory-probe.mjs
 * dist/server.js`, with an IPC channel): on the message `memory` it runs a full garbage collection
 * and answers `process.memoryUsage()`, so the test compares live memory, not garbage not yet
 * collected. The server's own code is untouched: nothing of this ships or answers over HTTP.
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  const collected = typeof globalThis.gc === 'function';
  // Twice: objects freed by the first pass's finalizers go in the second.
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ collected, ...process.memoryUsage() });
});
