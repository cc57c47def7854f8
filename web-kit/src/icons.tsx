/**
 * Icons shared by the host's header and the account remote's menu (the same person on both, so
 * the header does not change when the remote's menu takes the host's link's place). Drawn, not
 * emoji (phones without an emoji font showed a box), and hidden from screen readers: the words
 * beside them name the link or button.
 */
export function PersonIcon({ className }: { className?: string }) {
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
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 7 0 0 1 16 0" />
    </svg>
  );
}
