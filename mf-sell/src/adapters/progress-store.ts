/**
 * The sell progress in session storage (this tab, until it closes): read and parsed with the
 * contract; a corrupt or older entry is reported, removed and replaced by a fresh start, never a
 * crash. Storage may refuse at any step (`guardedStorage`: blocked, private mode, quota): each
 * refusal is reported and the flow still works within the page.
 */
import { safeParseWithMessages } from '@refurb/shared-contracts';
import { guardedStorage, type StorageLike } from '@refurb/shared-contracts/runtime';
import {
  SELL_PROGRESS_KEY,
  parseSellProgress,
  SellProgressSchema,
  serializeSellProgress,
  type SellProgress,
} from '@refurb/shared-contracts/sell';

export interface ProgressStore {
  load(): SellProgress | null;
  save(progress: SellProgress): void;
  clear(): void;
}

/**
 * `storage` may be given as the way to open it (`() => window.sessionStorage`), so that a storage
 * whose very access throws is met, and reported, inside the guard.
 */
export function createProgressStore(
  storage: StorageLike | null | (() => StorageLike | null),
  report: (reason: string) => void,
): ProgressStore {
  const guarded = guardedStorage(typeof storage === 'function' ? storage : () => storage, report);
  // Saves run on every change: one report until a good progress is saved again, not one a key.
  let refusalReported = false;
  return {
    load() {
      const parsed = parseSellProgress(guarded.getItem(SELL_PROGRESS_KEY));
      if (parsed.ok) return parsed.value;
      if (parsed.reason !== 'missing') {
        report(parsed.message);
        guarded.removeItem(SELL_PROGRESS_KEY);
      }
      return null;
    },
    save(progress) {
      // What load would refuse is not written over the last good progress (a draft field typed
      // past its limit would otherwise lose the whole progress on the next reload).
      const valid = safeParseWithMessages(SellProgressSchema, progress);
      if (valid.success) {
        refusalReported = false;
        guarded.setItem(SELL_PROGRESS_KEY, serializeSellProgress(valid.data));
      } else if (!refusalReported) {
        refusalReported = true;
        report(`sell progress not saved: ${describeIssue(valid.error.issues[0])}`);
      }
    },
    clear() {
      guarded.removeItem(SELL_PROGRESS_KEY);
    },
  };
}

const describeIssue = (issue: { path: PropertyKey[]; message: string } | undefined) =>
  issue ? `${issue.path.map(String).join('.') || '(root)'} ${issue.message}` : 'invalid';
