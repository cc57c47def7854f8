/**
 * Accessories on the cart page: those in the cart (removable), the gift wrap, and suggestions for
 * the phones in the cart from shop-api, filtered and sorted by the rule book (no professionally
 * fitted items for iPhones in top grades; wrap tax last, fitted items after the rest). Suggestions
 * are a nice-to-have: when they cannot load, the cart works on and says so with a retry.
 */
import { type AccessoryOffer } from '@refurb/shared-contracts/api/catalog';
import {
  accessoryLabel,
  accessoryImageUrl,
  filterAccessoriesForDevice,
  hasGiftWrapSuppressingDevice,
  sortAccessories,
  type CartAccessory,
  type CartState,
} from '@refurb/shared-contracts/cart';
import { flagsForSite } from '@refurb/shared-contracts/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useCartService } from '../app/cart-context';
import { useCartI18n } from '../i18n/i18n';
import { isBatteryAccessory } from './cart.selectors';

export const CART_ORIGIN = 'Cart';

export const toCartAccessory = (offer: AccessoryOffer): CartAccessory => ({
  id: offer.id,
  name: offer.name,
  translatedName: offer.translatedName,
  price: offer.price,
  type: 'accessory',
  isActive: true,
  isWrappingTax: offer.isWrappingTax,
  origin: CART_ORIGIN,
  category: offer.category,
});

type Offers =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; offers: AccessoryOffer[] };

function useOffers(cart: CartState): [Offers, () => void] {
  const service = useCartService();
  const ids = cart.phoneCart.map((p) => p.productId).join(',');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; offers: Offers } | null>(null);
  const key = `${ids}|${attempt}`;
  useEffect(() => {
    if (!ids) return;
    let live = true;
    void service.api.relatedAccessories(service.country, ids.split(',')).then((answer) => {
      if (!live) return;
      setResult({
        key,
        offers: answer.ok ? { state: 'ready', offers: answer.data } : { state: 'failed' },
      });
    });
    return () => {
      live = false;
    };
  }, [service, ids, key]);
  const offers: Offers = !ids
    ? { state: 'ready', offers: [] }
    : result?.key === key
      ? result.offers
      : { state: 'loading' };
  return [offers, () => setAttempt((n) => n + 1)];
}

/**
 * One suggested accessory with its price and an add button. Its image is the site's accessories
 * image base (the runtime config's `accessoriesImageBase`) plus the lowercased name as `.jpg`
 * (spec section 3), so an environment moves the images by its config alone.
 */
export function OfferItem({ offer, onAdd }: { offer: AccessoryOffer; onAdd: () => void }) {
  const service = useCartService();
  const { t, formatPrice } = useCartI18n();
  const image = accessoryImageUrl(service.config.accessoriesImageBase, offer.name);
  return (
    <li>
      <img src={image} alt="" width={48} height={48} loading="lazy" />
      <span>
        {accessoryLabel(offer)} — {formatPrice(offer.price)}
      </span>
      <button
        type="button"
        className="cart-button"
        aria-label={t('cart.addAccessoryLabel', { name: accessoryLabel(offer) })}
        onClick={onAdd}
      >
        {t('cart.addAccessory')}
      </button>
    </li>
  );
}

/** Suggestions as a list, or as a carousel when `isCarouselCartActive` is on. */
function Suggestions({ offers, carousel }: { offers: AccessoryOffer[]; carousel: boolean }) {
  const service = useCartService();
  const { t } = useCartI18n();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({
      left: direction * track.current.clientWidth * 0.8,
      behavior: 'smooth',
    });
  const items = offers.map((offer) => (
    <OfferItem
      key={offer.id}
      offer={offer}
      onAdd={() => service.edit({ kind: 'accessory.add', accessory: toCartAccessory(offer) })}
    />
  ));
  if (!carousel) return <ul className="cart-list">{items}</ul>;
  return (
    <div className="cart-carousel">
      <button
        type="button"
        className="cart-button"
        aria-label={t('carousel.previous')}
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      <ul ref={track} className="cart-carousel__track" aria-label={t('carousel.label')}>
        {items}
      </ul>
      <button
        type="button"
        className="cart-button"
        aria-label={t('carousel.next')}
        onClick={() => scroll(1)}
      >
        ›
      </button>
    </div>
  );
}

export function AccessoriesPanel({ cart }: { cart: CartState }) {
  const service = useCartService();
  const flags = flagsForSite(service.config, service.country);
  const { t, formatPrice } = useCartI18n();
  const wrapId = useId();
  const [offers, retry] = useOffers(cart);
  const list = offers.state === 'ready' ? offers.offers : [];
  const wrapTax = list.find((o) => o.isWrappingTax) ?? null;
  const inCart = new Set(cart.accessoryCart.map((a) => a.id));
  const device = cart.phoneCart[0];
  const suggestions = sortAccessories(
    device
      ? filterAccessoriesForDevice(list, {
          model: device.model,
          grade: device.grade ?? device.shape,
        })
      : list,
  ).filter((o) => !o.isWrappingTax && !isBatteryAccessory(o) && !inCart.has(o.id));
  const wrapBlocked = hasGiftWrapSuppressingDevice(cart.phoneCart);
  const shown = sortAccessories(cart.accessoryCart.filter((a) => !a.isWrappingTax));

  return (
    <>
      {shown.length > 0 && (
        <section aria-labelledby={`${wrapId}-in-cart`} className="cart-section">
          <h2 id={`${wrapId}-in-cart`}>{t('cart.accessories')}</h2>
          <ul className="cart-list">
            {shown.map((a) => (
              <li key={a.id} className={a.isActive ? '' : 'cart-inactive'}>
                <span>
                  {accessoryLabel(a)} — {formatPrice(a.price)}
                </span>
                <button
                  type="button"
                  className="cart-button cart-button--secondary"
                  aria-label={t('cart.removeLabel', { title: accessoryLabel(a) })}
                  onClick={() => service.edit({ kind: 'accessory.remove', accessoryId: a.id })}
                >
                  {t('cart.remove')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {cart.phoneCart.length > 0 && (
        <section className="cart-section" aria-labelledby={`${wrapId}-suggestions`}>
          <h2 id={`${wrapId}-suggestions`}>{t('cart.suggestions')}</h2>
          {offers.state === 'loading' && <p role="status">{t('cart.loading')}</p>}
          {offers.state === 'failed' && (
            <p role="alert">
              {t('error.suggestions')}{' '}
              <button type="button" className="cart-link-button" onClick={retry}>
                {t('error.retry')}
              </button>
            </p>
          )}
          {wrapBlocked ? (
            <p className="cart-note">{t('cart.giftWrapBlocked')}</p>
          ) : (
            wrapTax && (
              <label className="cart-giftwrap">
                <input
                  type="checkbox"
                  checked={cart.giftWrap.isActive}
                  onChange={(event) =>
                    service.edit({
                      kind: 'giftwrap.set',
                      on: event.target.checked,
                      wrapTax: toCartAccessory(wrapTax),
                    })
                  }
                />{' '}
                {t('cart.giftWrap', { price: formatPrice(wrapTax.price) })}
              </label>
            )
          )}
          <Suggestions offers={suggestions} carousel={flags.isCarouselCartActive} />
        </section>
      )}
    </>
  );
}
