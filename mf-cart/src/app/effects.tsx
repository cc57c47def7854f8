/**
 * The cart's effects in the browser: toasts (react-toastify, shared with the host so they land
 * in its one container, and loaded with the first one: web-kit's showToast), error reports
 * (web-kit's: the console and an event the host sends on to Sentry), the analytics data layer,
 * the cart.updated event, and navigation through the host's router (a history entry plus
 * `popstate`, which the host listens to).
 */
import {
  cartAnalytics,
  cartItemCount,
  type CartState,
  type Promo,
} from '@refurb/shared-contracts/cart';
import { type EventBus } from '@refurb/shared-contracts/runtime';
import { createErrorReporter, navigateTo, showToast, type Toast } from '@refurb/web-kit';
import type { TrackedAdd } from '../cart/cart-edit';
import type { CartNotice } from '../cart/cart.events';
import { totalOf } from '../cart/cart.selectors';
import type { CartI18n } from '../i18n/i18n';

export const reportError = createErrorReporter('mf_cart');
export { navigateTo };

/** A notice in the site's words (the toast's text; the marketing embed shows it in its widget). */
export function noticeText(notice: CartNotice, { t, language }: CartI18n): string {
  switch (notice.kind) {
    case 'added':
      return t('toast.added', { title: notice.title });
    case 'already-in-cart':
      return t('toast.alreadyInCart', { title: notice.title });
    case 'removed': {
      const also = notice.alsoRemoved;
      if (!also) return t('toast.removed', { title: notice.title });
      const items = [
        ...(also.accessories > 0 ? [t('toast.accessories', { count: also.accessories })] : []),
        ...(also.giftWrap ? [t('toast.giftWrap')] : []),
      ];
      const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
      return t('toast.removedWith', { title: notice.title, items: list });
    }
    case 'limit':
      return t(notice.reason === 'max-cart-items' ? 'toast.limitCart' : 'toast.limitItem', {
        limit: notice.limit,
      });
    case 'phones-vanished':
      return t('toast.vanished');
    case 'not-saved':
      return t('toast.notSaved');
  }
}

export function showNotice(bus: EventBus, notice: CartNotice, i18n: CartI18n, undo: () => void) {
  void showToast(bus, (toast) => toastNotice(toast, notice, i18n, undo));
}

function toastNotice(toast: Toast, notice: CartNotice, i18n: CartI18n, undo: () => void) {
  const text = noticeText(notice, i18n);
  switch (notice.kind) {
    case 'added':
      toast.success(text);
      return;
    case 'already-in-cart':
      toast.info(text);
      return;
    case 'removed':
      toast.info(({ closeToast }) => (
        <span>
          {text}{' '}
          {notice.undoable && (
            <button
              type="button"
              className="cart-link-button"
              onClick={() => {
                undo();
                closeToast();
              }}
            >
              {i18n.t('cart.undo')}
            </button>
          )}
        </span>
      ));
      return;
    case 'limit':
      toast.error(text);
      return;
    case 'phones-vanished':
    case 'not-saved':
      toast.warning(text);
      return;
  }
}

export type DataLayerTarget = { dataLayer?: unknown[] };

/**
 * Spec section 7: an addToCart push with the products in the cart, for a phone and for an
 * accessory (on its own, a bundle's, the gift wrap's tax item, a new battery). `addedProductId` is
 * the id of what was added; the phones go as analytics cart products, the accessories in the
 * spec's checkout-and-analytics form (an accessory of a bundle carries origin "PDP - Bundle"),
 * with at most 5 modelId fields. `imageBase` is the runtime config's `accessoriesImageBase`.
 */
export function trackAddToCart(
  target: DataLayerTarget,
  cart: CartState,
  added: TrackedAdd,
  imageBase: string,
) {
  target.dataLayer ??= [];
  target.dataLayer.push({
    event: 'addToCart',
    addedProductId: added.id,
    ...cartAnalytics(cart, imageBase),
  });
}

/** `total` is what the items cost before the promo; the promo travels beside it. */
export function publishCart(bus: EventBus, cart: CartState, promo: Promo | null) {
  bus.publish('cart.updated', {
    cart,
    total: totalOf(cart),
    itemCount: cartItemCount(cart),
    promo,
  });
}
