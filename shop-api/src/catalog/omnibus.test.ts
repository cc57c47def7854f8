import { describe, expect, it } from '@jest/globals';
import { previousPrice, type PricePoint } from './omnibus.js';

const TODAY = new Date('2026-03-15T09:00:00Z').getTime();
/** A history written `price@days ago it took effect`, oldest first: '100@60 115@0'. */
const history = (text: string): PricePoint[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((row) => {
      const [price, days] = row.split('@').map(Number);
      return { price: price!, validFrom: new Date(TODAY - days! * 86_400_000) };
    });

describe('the previous price of a reduction (Directive 98/6/EC art. 6a)', () => {
  // The rule's words: the lowest price of the 30 days before the reduction, when above the price.
  it.each<[string, string, number, number | null]>([
    ['a price never changed', '100@90', 100, null],
    ['a genuine reduction: the price of the 30 days before', '130@90 115@0', 115, 130],
    ['reduced twice: the lowest of the 30 days before the last', '150@90 140@20 120@0', 120, 140],
    // The task's example: 100 for 60 days, raised to 130 ten days ago, "reduced" to 115 today.
    ['raised, then "reduced" back', '100@70 130@10 115@0', 115, null],
    ['raised, then reduced to the old price', '100@70 130@10 100@0', 100, null],
    ['a low older than the 30 days is ignored', '100@90 130@45 115@0', 115, 130],
    ['a low that ended exactly 30 days before is outside', '90@90 130@30 115@0', 115, 130],
    ['a low that ended 29 days before counts', '90@90 130@29 115@0', 115, null],
    ['last raised: no reduction, whatever came before', '200@90 80@20 90@5', 90, null],
    ['a reduction long ago still shows (the 30 days are before it)', '130@200 115@100', 115, 130],
    ['a row repeating the price is no change', '130@90 115@10 115@2', 115, 130],
    ['a repeated price does not cut short its time', '100@90 100@35 130@10 115@0', 115, null],
    ['no history', '', 115, null],
    ['a history that does not end at the price on sale', '130@90 115@0', 99, null],
  ])('%s: %s, on sale at %p -> %p', (_, rows, price, expected) => {
    expect(previousPrice(history(rows), price)).toBe(expected);
  });
});
