/**
 * The one breakpoint of styles.css (its `@media (min-width: 768px)`), for the scripts that lay out
 * by it too: a phone's toasts come from the top (app/Toasts.tsx), a wide screen's filters start
 * open (pages/CategoryPage.tsx). Neither matches where the browser cannot tell (no matchMedia).
 */
const WIDE_FROM_PX = 768;
export const PHONE_SCREEN = `(max-width: ${WIDE_FROM_PX - 1}px)`;
export const WIDE_SCREEN = `(min-width: ${WIDE_FROM_PX}px)`;

export const screenMatches = (query: string): boolean =>
  window.matchMedia?.(query).matches ?? false;
