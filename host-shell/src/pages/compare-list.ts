/**
 * The devices a shopper compares (issue 36): at most three listings, by product id, in the order
 * they were added. The list is the compare page's address (`?items=P1,P2,P3`), so a comparison can
 * be shared and the server renders it; the browser also keeps the last one (local storage), so a
 * product page's plain link `?add=P4` (no script on the product page) adds to it. Its address:
 * routing/host-routes.ts `comparePath`.
 */
import { ProductIdSchema } from '@refurb/shared-contracts';
import * as z from 'zod/mini';

export const COMPARE_MAX = 3;
export const COMPARE_STORAGE_KEY = 'refurb.compare';

const isProductId = (value: string) => ProductIdSchema.safeParse(value).success;

/** The ids of a list as written (comma separated): valid ones, once each, the last three. */
export function readCompareItems(text: string | null | undefined): string[] {
  const ids = (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(isProductId);
  return [...new Set(ids)].slice(-COMPARE_MAX);
}

/** `list` with `id` added at the end (moved there if it was in it), the oldest dropped past three. */
export function addToCompare(list: readonly string[], id: string): string[] {
  if (!isProductId(id)) return [...list];
  return [...list.filter((item) => item !== id), id].slice(-COMPARE_MAX);
}

const StoredList = z.array(ProductIdSchema).check(z.maxLength(COMPARE_MAX));

/** The stored list; anything else stored there (another version, a hand edit) is an empty list. */
export function parseStoredCompare(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const parsed = StoredList.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
