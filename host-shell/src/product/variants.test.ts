import { describe, expect, it } from '@jest/globals';
import { POPULAR_GRADE_LABEL } from '@refurb/shared-contracts';
import { shapeOptions, shownShapeLabel } from './variants';

const words = {
  grade: (value: string) => ({ FOARTE_BUN: 'Foarte bun', BUN: 'Bun' })[value] ?? value,
  popular: 'Popular',
};

describe("the 'FOARTE_BUN - Popular' label (spec section 3)", () => {
  it('marks FOARTE_BUN when every shape is in stock, and is said in the site’s words', () => {
    const options = shapeOptions([
      { value: 'FOARTE_BUN', inStock: true },
      { value: 'BUN', inStock: true },
    ]);
    expect(options.map((o) => o.label)).toEqual([POPULAR_GRADE_LABEL, 'BUN']);
    expect(options.map((o) => shownShapeLabel(o, words))).toEqual(['Foarte bun - Popular', 'Bun']);
  });

  it('is not shown when a shape is out of stock', () => {
    const options = shapeOptions([
      { value: 'FOARTE_BUN', inStock: true },
      { value: 'BUN', inStock: false },
    ]);
    expect(options.map((o) => shownShapeLabel(o, words))).toEqual(['Foarte bun', 'Bun']);
  });
});
