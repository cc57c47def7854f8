/**
 * The toast container, in the "toasts" chunk with react-toastify (Toasts.tsx mounts it when the
 * first toast is shown): bottom-center from TOAST_OPTIONS, from the top on a phone, there under
 * the header's bar while it is in view (see Toasts.tsx).
 */
import type { TOAST_OPTIONS } from '@refurb/shared-contracts';
import { useEffect, useState } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
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

/** `options`: TOAST_OPTIONS, given by Toasts.tsx (read where the page's first scripts have it). */
export default function Container({ options }: { readonly options: typeof TOAST_OPTIONS }) {
  const phone = screenMatches(PHONE_SCREEN);
  const clearance = useHeaderClearance(phone);
  return (
    <ToastContainer
      {...options}
      position={phone ? 'top-center' : options.position}
      style={phone ? { top: `max(env(safe-area-inset-top), ${clearance}px)` } : undefined}
      transition={Slide}
    />
  );
}
