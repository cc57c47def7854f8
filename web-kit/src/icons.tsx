/**
 * Icons shared by the host's header and the account remote's menu (the same person on both, so
 * the header does not change when the remote's menu takes the host's link's place). Drawn, not
 * emoji (phones without an emoji font showed a box), and hidden from screen readers: the words
 * beside them name the link or button.
 */
export function PersonIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className={className}>
      <path
        fill="currentColor"
        d="M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm0 10c4.4 0 8 2.2 8 5v3H4v-3c0-2.8 3.6-5 8-5Zm0 2c-3.3 0-6 1.5-6 3v1h12v-1c0-1.5-2.7-3-6-3Z"
      />
    </svg>
  );
}
