/**
 * The EU price-reduction rule (Directive 98/6/EC art. 6a, added by the "Omnibus" directive
 * 2019/2161): a price shown as reduced is struck through against the lowest price the listing
 * had in that country in the 30 days before the reduction, never against a figure of the shop's
 * choosing. Pure: the history comes from `price_history` (migration 0022), kept by a trigger on
 * every write of a price.
 *
 * The reduction is the last change of the price, when it lowered it: a price last raised is not a
 * reduced price, whatever it was before. Rows repeating the price before them are no change (a
 * re-listing at the same price, a history written twice), so they neither start a reduction nor
 * shorten the time a price was in force.
 */

/** One row of a listing's price history: `price` in force from `validFrom` until the next row. */
export interface PricePoint {
  readonly price: number;
  readonly validFrom: Date;
}

/** The period before the reduction whose lowest price is the previous price (art. 6a(2)). */
export const REFERENCE_DAYS = 30;
const REFERENCE_MS = REFERENCE_DAYS * 86_400_000;

/** The rows that changed the price: the first, and each one with a price unlike the one before. */
function changesOf(history: readonly PricePoint[]): PricePoint[] {
  return history.filter((row, i) => i === 0 || row.price !== history[i - 1]!.price);
}

/**
 * The previous price to strike through next to `price` (the price on sale), or null when there is
 * no reduction to show: the lowest price in force at any time in the 30 days before the last
 * change, when that is above `price`. `history` is one listing's rows in one country, oldest
 * first. A history that does not end at `price` vouches for nothing (a price written while its
 * trigger was off, a row added by hand): null.
 */
export function previousPrice(history: readonly PricePoint[], price: number): number | null {
  const changes = changesOf(history);
  const reduction = changes.at(-1);
  if (!reduction || reduction.price !== price || changes.length < 2) return null;
  const periodStart = reduction.validFrom.getTime() - REFERENCE_MS;
  let lowest = Infinity;
  for (let i = 0; i < changes.length - 1; i += 1) {
    // In force until the next change: within the period when that change came after its start.
    if (changes[i + 1]!.validFrom.getTime() > periodStart) {
      lowest = Math.min(lowest, changes[i]!.price);
    }
  }
  return lowest > price ? lowest : null;
}
