/**
 * Batches of measurements checked against a control: each batch measures a control (a page or a
 * call that costs next to nothing, whose figure only the machine can move) with the subjects, and
 * a batch whose control was slow was measured while something else had the machine: it is run
 * again, not averaged in. At most `maxReruns` re-runs in all, so a machine that stays busy ends
 * the bench in bounded time; the batches kept slow then are counted (`slowKept`), and the bench
 * fails on that count rather than trusting their figures.
 */

/**
 * Runs `run(attempt)` until `wanted` batches are kept: a batch `isSlow` calls slow is dropped and
 * run again while re-runs remain, and kept (counted in `slowKept`) once they are spent.
 * Answers the batches kept, in order, the slow ones dropped, and the counts.
 */
export async function steadyBatches({ wanted, maxReruns, run, isSlow }) {
  const kept = [];
  const dropped = [];
  let slowKept = 0;
  for (let attempt = 0; kept.length < wanted; attempt += 1) {
    const batch = await run(attempt);
    if (!isSlow(batch)) {
      kept.push(batch);
    } else if (dropped.length < maxReruns) {
      dropped.push(batch);
    } else {
      slowKept += 1;
      kept.push(batch);
    }
  }
  return { kept, dropped, reruns: dropped.length, slowKept };
}
