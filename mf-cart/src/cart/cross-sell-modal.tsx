/**
 * The cross-sell modal (`isCrossSellModalActive`): when a phone is added on this page, a dialog
 * says so and offers the accessories that go with it. Focus moves into it and stays there (Tab
 * wraps), Escape or either button closes it, and focus goes back where it was. Focus is read in
 * the dialog's own root, so the trap also holds in the embed's shadow root.
 */
import { routePath } from '@refurb/shared-contracts';
import { type AccessoryOffer } from '@refurb/shared-contracts/api/catalog';
import {
  filterAccessoriesForDevice,
  sortAccessories,
  type PhoneCartItem,
} from '@refurb/shared-contracts/cart';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCartService } from '../app/cart-context';
import { PageLink } from '@refurb/web-kit';
import { useCartI18n } from '../i18n/i18n';
import { OfferItem, toCartAccessory } from './accessories-panel';
import { isBatteryAccessory } from './cart.selectors';
import { siteHref } from './site-link';

/** What has focus in the tree `node` is in (a shadow root names its own element, not its host). */
function focusedIn(node: Node | null): Element | null {
  const root = node?.getRootNode();
  return root instanceof ShadowRoot ? root.activeElement : document.activeElement;
}

export function CrossSellModal({ siteBase }: { readonly siteBase?: string }) {
  const service = useCartService();
  const { t } = useCartI18n();
  const [phone, setPhone] = useState<PhoneCartItem | null>(null);
  const [offers, setOffers] = useState<AccessoryOffer[]>([]);
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(
    () =>
      service.onPhoneAdded((added) => {
        returnTo.current = document.activeElement;
        setOffers([]);
        setPhone(added);
        void service.api.relatedAccessories(service.country, [added.productId]).then((answer) => {
          if (!answer.ok) return;
          const fitting = filterAccessoriesForDevice(answer.data, {
            model: added.model,
            grade: added.grade ?? added.shape,
          });
          setOffers(
            sortAccessories(fitting)
              .filter((o) => !o.isWrappingTax && !isBatteryAccessory(o))
              .slice(0, 4),
          );
        });
      }),
    [service],
  );
  // Focus moves with the dialog, before paint (see mini-cart.tsx).
  useLayoutEffect(() => {
    if (phone) dialog.current?.focus();
  }, [phone]);

  if (!phone) return null;
  const close = () => {
    setPhone(null);
    (returnTo.current as HTMLElement | null)?.focus?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button')];
    const first = focusable[0];
    const last = focusable.at(-1);
    const focused = focusedIn(dialog.current);
    if (event.shiftKey && focused === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && focused === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="cross-sell__backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps focus inside itself (Tab) and closes on Escape */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="cross-sell"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t('cross.title')}</h2>
        <p>{t('cross.text', { title: phone.title })}</p>
        <ul className="cart-list">
          {offers.map((offer) => (
            <OfferItem
              key={offer.id}
              offer={offer}
              onAdd={() => {
                service.edit({ kind: 'accessory.add', accessory: toCartAccessory(offer) });
                setOffers((list) => list.filter((o) => o.id !== offer.id));
                // Its button goes with it: focus stays in the dialog (Tab and Escape work).
                dialog.current?.focus();
              }}
            />
          ))}
        </ul>
        <div className="cart-actions">
          <button type="button" className="cart-button" onClick={close}>
            {t('cross.keepShopping')}
          </button>
          <PageLink
            className="cart-button cart-button--primary"
            href={siteHref(routePath(service.country, 'cart') ?? '/', siteBase)}
            onClick={() => setPhone(null)}
          >
            {t('cross.goToCart')}
          </PageLink>
        </div>
      </div>
    </div>
  );
}
