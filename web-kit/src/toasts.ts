/**
 * Toasts through the page's one react-toastify (shared by the host and the remotes, so every toast
 * lands in the host's one container): the library is not in a page's first load. It is loaded by
 * the first toast, and `toast.shown` tells the host to mount its container, which then shows the
 * toasts that waited for it (react-toastify queues toasts made before a container exists).
 */
import type { EventBus } from '@refurb/shared-contracts/runtime';
import type * as ToastModule from 'react-toastify';

export type Toast = typeof ToastModule.toast;

export function showToast(bus: EventBus, show: (toast: Toast) => void): Promise<void> {
  return import('react-toastify').then(
    ({ toast }) => {
      show(toast);
      bus.publish('toast.shown', {});
    },
    (error: unknown) => console.error('[refurb] toasts could not load', error),
  );
}
