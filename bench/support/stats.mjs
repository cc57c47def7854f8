/** The bench's arithmetic: medians, and timing a function over runs. */
import { performance } from 'node:perf_hooks';

/** The median of `numbers` (the mean of the middle two for an even count); NaN for none. */
export function median(numbers) {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `fn` `n` times and returns each run's duration in milliseconds. */
export async function timeRuns(n, fn) {
  const durations = [];
  for (let run = 0; run < n; run += 1) {
    const start = performance.now();
    await fn(run);
    durations.push(performance.now() - start);
  }
  return durations;
}
