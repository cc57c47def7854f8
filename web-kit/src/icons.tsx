/**
 * The header's icons: the person, shared by the host's header and the account remote's menu (the
 * same on both, so the header does not change when the remote's menu takes the host's link's
 * place), the search magnifier and the padlock of the checkout's header. Drawn with strokes, not emoji (phones without an emoji font
 * showed a box), and hidden from screen readers: the words beside them name the link or button.
 */
import type { ReactNode } from 'react';

function Glyph({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

export function PersonIcon({ className }: { className?: string }) {
  return (
    <Glyph className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 7 0 0 1 16 0" />
    </Glyph>
  );
}

export function SearchIcon({ className }: { className?: string }) {
  return (
    <Glyph className={className}>
      <circle cx="10" cy="10" r="7" />
      <path d="m15 15 6 6" />
    </Glyph>
  );
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <Glyph className={className}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Glyph>
  );
}
