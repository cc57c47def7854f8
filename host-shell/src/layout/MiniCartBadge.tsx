/** The cart link in the header with the item count of the last `cart.updated` (replayed on load). */
import { routePath } from '@refurb/shared-contracts';
import { useEffect, useState } from 'react';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';

export function MiniCartBadge() {
  const site = useSite();
  const { t } = useI18n();
  const [count, setCount] = useState(0);
  useEffect(
    () => site.bus.subscribe('cart.updated', (payload) => setCount(payload.itemCount)),
    [site.bus],
  );
  const href = routePath(site.country, 'cart') ?? '/';
  return (
    <Link
      href={href}
      className="header__cart"
      aria-label={t('nav.cartCount', { count })}
      onIntent={() => site.remotes.preload('mf_cart')}
    >
      {t('nav.cart')}{' '}
      <span className="badge" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
