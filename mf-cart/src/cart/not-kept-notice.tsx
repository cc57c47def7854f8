/**
 * The notice that this browser does not keep the cart (storage blocked or full): shown on the
 * cart page and in the mini-cart's drawer while the cart service's storage refuses, so a person
 * whose browser blocks site data knows the cart lasts as long as the page.
 */
import { useSyncExternalStore } from 'react';
import { useCartService } from '../app/cart-context';
import { useCartI18n } from '../i18n/i18n';

export function NotKeptNotice() {
  const service = useCartService();
  const { t } = useCartI18n();
  const kept = useSyncExternalStore(service.storage.subscribe, service.storage.isKept);
  if (kept) return null;
  return (
    <p role="status" className="cart-warn" data-testid="cart-not-kept">
      {t('cart.notKept')}
    </p>
  );
}
