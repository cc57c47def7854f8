/**
 * The page's one toast container (spec section 2: bottom-center, closing after 5000 ms, at most 3
 * at once: shared-contracts' TOAST_OPTIONS, the one place those are written; the cart's own
 * stand-alone page and stories use it too). react-toastify is not in the first load: the
 * container, and the library with it, is mounted when the first toast is shown, by the host or a
 * remote (web-kit's showToast, which publishes `toast.shown`); the toasts made before it are
 * queued by react-toastify and appear when it mounts.
 *
 * On a phone (narrower than 768 px) they come from the top instead (issue 35): at the bottom a
 * toast covered what the shopper had just chosen above the button they pressed (the product's
 * insurance options over "Add to cart"), where the thumb is. At the top they start under the
 * header's bar while it is in view (`useHeaderClearance`): over it, "added to cart" hid for five
 * seconds the cart button the shopper reaches for next, and the search and account with it.
 */
import { TOAST_OPTIONS } from '@refurb/shared-contracts';
import { type EventBus } from '@refurb/shared-contracts/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PHONE_SCREEN, screenMatches } from '../layout/screens';

/** How far below the viewport's top the header's bar ends, in whole pixels; 0 once scrolled off. */
function headerBarBottom(): number {
  const bar = document.querySelector('.header__bar');
  return bar ? Math.max(0, Math.ceil(bar.getBoundingClientRect().bottom)) : 0;
}

/**
 * The header bar's bottom edge, followed while the page scrolls or resizes (read once per frame at
 * most, passive listeners): the top toasts sit under it, never over the cart button.
 */
function useHeaderClearance(active: boolean): number {
  const [bottom, setBottom] = useState(() => (active ? headerBarBottom() : 0));
  useEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    const follow = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setBottom(headerBarBottom());
      });
    };
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [active]);
  return bottom;
}

const Container = lazy(() =>
  import(/* webpackChunkName: "toasts" */ 'react-toastify').then(({ Slide, ToastContainer }) => ({
    default: function Container() {
      const phone = screenMatches(PHONE_SCREEN);
      const clearance = useHeaderClearance(phone);
      return (
        <ToastContainer
          {...TOAST_OPTIONS}
          position={phone ? 'top-center' : TOAST_OPTIONS.position}
          style={phone ? { top: `max(env(safe-area-inset-top), ${clearance}px)` } : undefined}
          transition={Slide}
        />
      );
    },
  })),
);

export function Toasts({ bus }: { bus: EventBus }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return undefined;
    return bus.subscribe('toast.shown', () => setShown(true));
  }, [bus, shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
