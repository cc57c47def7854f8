/**
 * The mini-cart for a site's header: a button with the item count that opens a drawer listing
 * what is in the cart, the total and the way to the cart page. `cart.open` from anywhere opens
 * it. Escape or the close button closes it and gives focus back to the button. On a page the
 * host does not route (the marketing embed) `siteBase` makes its links full URLs of the site.
 */
import { routePath } from '@refurb/shared-contracts';
import { accessoryLabel } from '@refurb/shared-contracts/cart';
import { flagsForSite } from '@refurb/shared-contracts/runtime';
import { useSelector } from '@xstate/react';
import { useId, useLayoutEffect, useRef } from 'react';
import { useCartService } from '../app/cart-context';
import { PageLink } from '@refurb/web-kit';
import { useCartI18n } from '../i18n/i18n';
import { selectCart, selectDrawerOpen, selectItemCount, selectTotal } from './cart.selectors';
import { CrossSellModal } from './cross-sell-modal';
import { NotKeptNotice } from './not-kept-notice';
import { siteHref } from './site-link';

/** Drawn, not an emoji: phones without an emoji font showed a box. */
function CartIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="mini-cart__icon">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.4a2 2 0 0 0 1.8-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
      />
    </svg>
  );
}

/**
 * A closed mini-cart reads the item count alone, so an edit that keeps the count (a warranty
 * choice on the cart page) does not render it; the open drawer reads the cart and its total.
 */
export function MiniCart({ siteBase }: { readonly siteBase?: string }) {
  const service = useCartService();
  const { t } = useCartI18n();
  const count = useSelector(service.actor, selectItemCount);
  const open = useSelector(service.actor, selectDrawerOpen);
  const setOpen = (next: boolean) => service.actor.send({ type: 'drawer.set', open: next });
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  // Before paint: focus moves with the drawer, not a frame later (Preact, in the embed, runs
  // plain effects after the next frame).
  useLayoutEffect(() => {
    if (open) drawer.current?.focus();
    else if (wasOpen.current) button.current?.focus();
    wasOpen.current = open;
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') service.actor.send({ type: 'drawer.set', open: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, service]);

  const close = () => setOpen(false);

  return (
    <div className="refurb-cart mini-cart">
      {flagsForSite(service.config, service.country).isCrossSellModalActive && (
        <CrossSellModal {...(siteBase ? { siteBase } : {})} />
      )}
      <button
        ref={button}
        type="button"
        className="mini-cart__button"
        aria-expanded={open}
        aria-label={t('mini.label', { count })}
        onClick={() => setOpen(!open)}
      >
        <CartIcon />
        <span className="mini-cart__count" aria-hidden="true" data-testid="mini-cart-count">
          {count}
        </span>
      </button>
      {open && (
        <div
          ref={drawer}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="mini-cart__drawer"
        >
          <div className="mini-cart__head">
            <h2 id={titleId}>{t('mini.title')}</h2>
            <button type="button" className="cart-link-button" onClick={close}>
              {t('mini.close')}
            </button>
          </div>
          <DrawerContents siteBase={siteBase} close={close} />
        </div>
      )}
    </div>
  );
}

function DrawerContents({
  siteBase,
  close,
}: {
  readonly siteBase: string | undefined;
  readonly close: () => void;
}) {
  const service = useCartService();
  const { t, formatPrice } = useCartI18n();
  const cart = useSelector(service.actor, selectCart);
  const count = useSelector(service.actor, selectItemCount);
  const total = useSelector(service.actor, selectTotal);
  const cartPath = siteHref(routePath(service.country, 'cart') ?? '/', siteBase);
  const accessories = cart.accessoryCart.filter((a) => !a.isWrappingTax);
  return (
    <>
      <NotKeptNotice />
      {count === 0 ? (
        <p>{t('mini.empty')}</p>
      ) : (
        <ul className="cart-list">
          {cart.phoneCart.map((phone) => (
            <li key={phone.id}>
              <span>{phone.shortTitle}</span> <span>{formatPrice(phone.buy_price)}</span>
            </li>
          ))}
          {accessories.map((a) => (
            <li key={a.id}>
              <span>{accessoryLabel(a)}</span> <span>{formatPrice(a.price)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="cart-summary__total">
        {t('cart.total')}: <strong>{formatPrice(total)}</strong>
      </p>
      <PageLink className="cart-button cart-button--primary" href={cartPath} onClick={close}>
        {t('mini.viewCart')}
      </PageLink>
    </>
  );
}
