/** The bench's arithmetic: medians, percentiles, and timing a function over runs. */
import { performance } from 'node:perf_hooks';

/** The median of `numbers` (the mean of the middle two for an even count); NaN for none. */
export function median(numbers) {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The `p`-th percentile of `numbers` (0 < p ≤ 100) by nearest rank: the smallest value with at
 * least p % of the values at or below it, so always one of the values measured (p95 of 20
 * values is the 19th smallest); NaN for none.
 */
export function percentile(numbers, p) {
  if (!(p > 0 && p <= 100)) throw new RangeError(`a percentile is in (0, 100], not ${p}`);
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
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
