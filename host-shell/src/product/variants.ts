/**
 * The brand-model page's choices: storage, then the colours of that storage, then the shapes
 * (grades) `/api/available-shapes/` returns for the chosen listing. The 'FOARTE_BUN - Popular'
 * label (spec section 3) marks FOARTE_BUN when every shape of the choice is in stock. The first
 * choice is the address's (the contracts' `listingOfAddress`); a choice here becomes the address.
 */
import { compareStorages, POPULAR_GRADE_LABEL } from '@refurb/shared-contracts';
import { type Listing, type SpecItem } from '@refurb/shared-contracts/api/catalog';

export interface Selection {
  readonly storage: string;
  readonly color: string;
  readonly grade: string;
}

const unique = (values: readonly string[]) => [...new Set(values)];
const inStockFirst = (a: Listing, b: Listing) =>
  Number(b.stock > 0) - Number(a.stock > 0) || a.price - b.price;

/** The model's storages, smallest first (the contracts' catalog order). */
export const storagesOf = (listings: readonly Listing[]) =>
  unique(listings.map((l) => l.storage)).sort(compareStorages);

export const colorsOf = (listings: readonly Listing[], storage: string) =>
  unique(listings.filter((l) => l.storage === storage).map((l) => l.color));

/** The listing of a selection; when the exact grade is missing, the best one of storage+colour. */
export function listingOf(listings: readonly Listing[], selection: Selection): Listing | null {
  const same = listings.filter(
    (l) => l.storage === selection.storage && l.color === selection.color,
  );
  return same.find((l) => l.grade === selection.grade) ?? [...same].sort(inStockFirst)[0] ?? null;
}

/** Moving to another storage or colour keeps what still exists and falls back to the best rest. */
export function reselect(
  listings: readonly Listing[],
  selection: Selection,
  change: Partial<Selection>,
): Selection {
  const wanted = { ...selection, ...change };
  const colors = colorsOf(listings, wanted.storage);
  const color = colors.includes(wanted.color) ? wanted.color : (colors[0] ?? wanted.color);
  const listing = listingOf(listings, { ...wanted, color });
  return { storage: wanted.storage, color, grade: listing?.grade ?? wanted.grade };
}

export interface ShapeOption {
  readonly value: string;
  readonly inStock: boolean;
  /** The spec's label: 'FOARTE_BUN - Popular' on FOARTE_BUN when every shape is in stock. */
  readonly label: string;
  readonly popular: boolean;
}

export function shapeOptions(items: readonly SpecItem[]): ShapeOption[] {
  const allInStock = items.length > 0 && items.every((item) => item.inStock);
  return items.map((item) => {
    const popular = allInStock && item.value === 'FOARTE_BUN';
    return {
      value: item.value,
      inStock: item.inStock,
      popular,
      label: popular ? POPULAR_GRADE_LABEL : item.value,
    };
  });
}

/** The words a shape's label is said in: a grade's name and the word for "Popular". */
export interface ShapeWords {
  readonly grade: (value: string) => string;
  readonly popular: string;
}

/**
 * The label a shape shows, the rule's (`shapeOptions`) said in the site's words: the spec's
 * 'FOARTE_BUN - Popular' is the grade's name, a dash and the word for "Popular"; any other label
 * is the grade's name.
 */
export function shownShapeLabel(option: ShapeOption, words: ShapeWords): string {
  if (option.label !== POPULAR_GRADE_LABEL) return words.grade(option.value);
  const [grade = option.value] = POPULAR_GRADE_LABEL.split(' - ');
  return `${words.grade(grade)} - ${words.popular}`;
}
