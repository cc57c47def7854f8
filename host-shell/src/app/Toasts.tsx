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

// The container and react-toastify with it (ToastContainer.tsx), one chunk.
const Container = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastContainer'));

export function Toasts({ bus }: { bus: EventBus }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return undefined;
    return bus.subscribe('toast.shown', () => setShown(true));
  }, [bus, shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Container options={TOAST_OPTIONS} />
    </Suspense>
  );
}
