/**
 * The sell progress in session storage (this tab, until it closes): read and parsed with the
 * contract; a corrupt or older entry is reported, removed and replaced by a fresh start, never a
 * crash. Without storage (private mode, blocked) the flow still works within the page.
 */
import {
  describeError,
  SELL_PROGRESS_KEY,
  parseSellProgress,
  serializeSellProgress,
  type SellProgress,
} from '@refurb/shared-contracts';

export interface ProgressStore {
  load(): SellProgress | null;
  save(progress: SellProgress): void;
  clear(): void;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createProgressStore(
  storage: Storage | null,
  report: (reason: string) => void,
): ProgressStore {
  const attempt = <T>(what: string, run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (error) {
      report(`${what}: ${describeError(error)}`);
      return fallback;
    }
  };
  return {
    load() {
      if (!storage) return null;
      const raw = attempt('read', () => storage.getItem(SELL_PROGRESS_KEY), null);
      const parsed = parseSellProgress(raw);
      if (parsed.ok) return parsed.value;
      if (parsed.reason !== 'missing') {
        report(parsed.message);
        attempt('remove', () => storage.removeItem(SELL_PROGRESS_KEY), undefined);
      }
      return null;
    },
    save(progress) {
      if (storage) {
        attempt(
          'write',
          () => storage.setItem(SELL_PROGRESS_KEY, serializeSellProgress(progress)),
          undefined,
        );
      }
    },
    clear() {
      if (storage) attempt('remove', () => storage.removeItem(SELL_PROGRESS_KEY), undefined);
    },
  };
}
