/**
 * What the embed tells the person, shown in its widget's live region: the cart's own notices
 * (added, already in the cart, over a limit), which a shop page shows as toasts but a marketing
 * page has no toast container for, and the add buttons' failures (sold out, unknown, no network).
 * The latest notice replaces the one before and goes by itself after a while.
 */
export type NoticeTone = 'info' | 'error';

export interface EmbedNotice {
  readonly id: number;
  readonly tone: NoticeTone;
  readonly text: string;
}

export interface NoticeBoard {
  show(tone: NoticeTone, text: string): void;
  current(): EmbedNotice | null;
  subscribe(listener: () => void): () => void;
}

export function createNoticeBoard(shownForMs = 8000): NoticeBoard {
  let current: EmbedNotice | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: EmbedNotice | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    show(tone, text) {
      clearTimeout(timer);
      set({ id: (current?.id ?? 0) + 1, tone, text });
      timer = setTimeout(() => set(null), shownForMs);
    },
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
