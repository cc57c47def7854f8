/**
 * The cart link in the header, in the mini-cart's shape and size (a bordered cart icon with the
 * count), so the header does not move when the mini-cart remote takes its place. Before the
 * page's cart service runs (it starts when the page needs the cart: cart-ready.ts), the count is
 * the stored cart's, read through the cart's storage contract (read only; the cart remote owns
 * it, and reports and replaces a stored cart that cannot be read when it starts: 0 here), and
 * follows other tabs; then the last `cart.updated` (replayed on load).
 */
import { routePath } from '@refurb/shared-contracts';
import { cartItemCount, cartStorageKey, parseStoredCart } from '@refurb/shared-contracts/cart';
import { type RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { useCallback, useEffect, useState } from 'react';
import { useHydratingStore } from '../app/hydrated';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';

/** A drawn cart (the mini-cart's), not an emoji: phones without an emoji font showed a box. */
function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      className="header__cart-icon"
    >
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.4a2 2 0 0 0 1.8-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
      />
    </svg>
  );
}

/** The stored cart's item count; 0 without one, or when it cannot be read. */
export function storedCartCount(
  storage: Pick<Storage, 'getItem'> | null,
  { stateVersion, expiryMonths }: RuntimeConfig['cart'],
  now = Date.now(),
): number {
  try {
    const stored = parseStoredCart(storage?.getItem(cartStorageKey(stateVersion)) ?? null, {
      now,
      expiryMonths,
      stateVersion,
    });
    return stored.ok ? cartItemCount(stored.cart) : 0;
  } catch {
    // Storage that cannot be read (blocked): the cart says more when it starts.
    return 0;
  }
}

const noCart = () => 0;

/** The last stored text read and its count: read again only when the stored text changed. */
let lastRead: { raw: string | null; settings: RuntimeConfig['cart']; count: number } | null = null;

function storedCountOnce(storage: Pick<Storage, 'getItem'>, settings: RuntimeConfig['cart']) {
  const raw = storage.getItem(cartStorageKey(settings.stateVersion));
  if (lastRead?.raw !== raw || lastRead.settings !== settings)
    lastRead = { raw, settings, count: storedCartCount(storage, settings) };
  return lastRead.count;
}

export function MiniCartBadge() {
  const site = useSite();
  const { t } = useI18n();
  const cartSettings = site.config.cart;
  const key = cartStorageKey(cartSettings.stateVersion);
  // The stored cart's count, followed in other tabs. A page rendered on the server shows none
  // (the server has no cart): the browser hydrates that, then reads the stored cart. The count
  // is read again only when the stored text changed (the snapshot is asked for on each render).
  const readStored = useCallback(
    () => storedCountOnce(site.storage, cartSettings),
    [site.storage, cartSettings],
  );
  const followStored = useCallback(
    (changed: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) changed();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    [key],
  );
  const stored = useHydratingStore(followStored, readStored, noCart);
  // Once the page's cart service runs, its count (the last `cart.updated`, replayed on load).
  // The badge reads the count alone: the cart's phones are not parsed for it in a click.
  const [live, setLive] = useState<number | null>(null);
  useEffect(
    () => site.bus.subscribeFields('cart.updated', ['itemCount'], (p) => setLive(p.itemCount)),
    [site.bus],
  );
  const count = live ?? stored;
  const href = routePath(site.country, 'cart') ?? '/';
  return (
    <Link
      href={href}
      className="header__cart"
      aria-label={t('nav.cartCount', { count })}
      onIntent={() => site.remotes.preload('mf_cart')}
    >
      <CartIcon />
      <span className="badge" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
