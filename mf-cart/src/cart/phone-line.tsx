/**
 * One phone in the cart: what it is, its price, its extra services in tabs (warranty; insurance;
 * accident-and-theft insurance), its battery choice, what comes with it, and a remove button.
 */
import { cartItemAddress } from '@refurb/shared-contracts';
import {
  accessoryLabel,
  batteryChoiceOf,
  extraServicePrice,
  type PhoneCartItem,
} from '@refurb/shared-contracts/cart';
import { flagsForSite } from '@refurb/shared-contracts/runtime';
import { memo, useId, useState, type KeyboardEvent } from 'react';
import { useCartService } from '../app/cart-context';
import { PageLink } from '@refurb/web-kit';
import { gradeLabel } from '../i18n/grade-label';
import { useCartI18n } from '../i18n/i18n';
import { batteryOffer, extraTabs, isBatteryAccessory, type ExtraTab } from './cart.selectors';

const TAB_LABEL = {
  warranty: 'cart.warrantyTab',
  insurance: 'cart.insuranceTab',
  theft: 'cart.theftTab',
} as const;

export function ExtraServices({ phone }: { phone: PhoneCartItem }) {
  const service = useCartService();
  const { t, formatPrice } = useCartI18n();
  const id = useId();
  const tabs = extraTabs(phone);
  const [active, setActive] = useState<ExtraTab | null>(tabs[0]?.tab ?? null);
  if (tabs.length === 0 || active === null) return null;
  const current = tabs.find((g) => g.tab === active) ?? tabs[0]!;
  const selected = phone.selected_extra_services.find((s) =>
    current.services.some((c) => c.id === s.id),
  );
  const onKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    setActive(next.tab);
    document.getElementById(`${id}-${next.tab}`)?.focus();
  };
  return (
    <section className="cart-extras" aria-label={t('cart.extrasFor', { title: phone.shortTitle })}>
      <div role="tablist" className="cart-tabs">
        {tabs.map((group, index) => (
          <button
            key={group.tab}
            id={`${id}-${group.tab}`}
            type="button"
            role="tab"
            aria-selected={group.tab === current.tab}
            aria-controls={`${id}-panel`}
            tabIndex={group.tab === current.tab ? 0 : -1}
            onClick={() => setActive(group.tab)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {t(TAB_LABEL[group.tab])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.tab}`}>
        <fieldset>
          <legend className="visually-hidden">{t(TAB_LABEL[current.tab])}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-choice`}
              checked={!selected}
              onChange={() =>
                selected &&
                service.edit({ kind: 'extra.deselect', phoneId: phone.id, serviceId: selected.id })
              }
            />{' '}
            {t('cart.noExtra')}
          </label>
          {current.services.map((extra) => (
            <label key={extra.id}>
              <input
                type="radio"
                name={`${id}-choice`}
                checked={selected?.id === extra.id}
                onChange={() =>
                  service.edit({ kind: 'extra.select', phoneId: phone.id, service: extra })
                }
              />{' '}
              {extra.name ?? extra.key} (+{formatPrice(extraServicePrice(extra))})
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}

export function BatteryChoice({ phone }: { phone: PhoneCartItem }) {
  const service = useCartService();
  const { t, formatPrice } = useCartI18n();
  const id = useId();
  const offer = batteryOffer(phone);
  if (!offer) return null;
  const choice = batteryChoiceOf(phone);
  const choose = (next: 'Noua' | 'Standard') =>
    service.edit({ kind: 'battery.choose', phoneId: phone.id, choice: next });
  return (
    <fieldset className="cart-battery">
      <legend>{t('cart.battery')}</legend>
      <label>
        <input
          type="radio"
          name={`${id}-battery`}
          checked={choice === 'Standard'}
          onChange={() => choose('Standard')}
        />{' '}
        {phone.batteryHealth != null
          ? t('cart.batteryCurrent', { percent: phone.batteryHealth })
          : t('cart.batteryStandard')}
      </label>
      <label>
        <input
          type="radio"
          name={`${id}-battery`}
          checked={choice === 'Noua'}
          onChange={() => choose('Noua')}
        />{' '}
        {t('cart.batteryNew', { price: formatPrice(offer.price) })}
      </label>
    </fieldset>
  );
}

/**
 * Removes the phone. With `redirectUrl` (spec section 4, "removing a phone"), removing the last
 * one empties the cart and goes there: a step that shows the cart's phones (the extras step)
 * has nothing left to show. On the cart page itself there is none: the person stays, and may undo.
 */
export function RemovePhoneButton({
  phone,
  redirectUrl,
}: {
  phone: PhoneCartItem;
  redirectUrl?: string;
}) {
  const service = useCartService();
  const { t } = useCartI18n();
  return (
    <button
      type="button"
      className="cart-button cart-button--secondary"
      aria-label={t('cart.removeLabel', { title: phone.title })}
      onClick={() =>
        service.edit({
          kind: 'phone.remove',
          phoneId: phone.id,
          ...(redirectUrl && { redirectUrl }),
        })
      }
    >
      {t('cart.remove')}
    </button>
  );
}

/**
 * Memoized: an edit gives only the phone it changed a new object (the rule book keeps the others),
 * so a choice on one line of a long cart renders that line alone.
 *
 * While the site's `areFreeScreenProtectorsActive` flag is on, each phone (a SMARTPHONE: the flag
 * names phones, not tablets, laptops, watches or consoles) comes with a free screen protector, and
 * its line says so. It costs nothing, so the cart total, the order and its checks are unchanged:
 * the warehouse packs one with every phone while the campaign runs.
 */
export const PhoneLine = memo(function PhoneLine({ phone }: { phone: PhoneCartItem }) {
  const service = useCartService();
  const i18n = useCartI18n();
  const { t, formatPrice } = i18n;
  const titleId = useId();
  const included = phone.deviceAccessories.filter((a) => a.isActive && !isBatteryAccessory(a));
  const freeScreenProtector =
    phone.model_type === 'SMARTPHONE' &&
    flagsForSite(service.config, service.country).areFreeScreenProtectorsActive;
  return (
    <article className="cart-line" aria-labelledby={titleId}>
      <img src={phone.productImage} alt="" width={96} height={96} className="cart-line__image" />
      <div className="cart-line__body">
        <h3 id={titleId} className="cart-line__title">
          {/* The configuration in the cart: its storage, colour and grade (spec section 2). */}
          <PageLink href={cartItemAddress(service.country, phone)}>{phone.title}</PageLink>
        </h3>
        <p className="cart-line__meta">
          {phone.configSummary} ·{' '}
          {t('cart.grade', { grade: gradeLabel(i18n, phone.grade ?? phone.shape) })} ·{' '}
          {phone.batteryHealth != null && (
            <>
              {/* The unit's battery, or a new one's once chosen (issue 36). */}
              {t('cart.batteryHealth', {
                percent: batteryChoiceOf(phone) === 'Noua' ? 100 : phone.batteryHealth,
              })}{' '}
              ·{' '}
            </>
          )}
          <span className={phone.availability > 0 ? 'cart-ok' : 'cart-warn'}>
            {phone.availability > 0 ? t('cart.inStock') : t('cart.outOfStock')}
          </span>
        </p>
        <p className="cart-line__price">
          {phone.previous_buy_price !== undefined && phone.previous_buy_price > phone.buy_price && (
            <del>{formatPrice(phone.previous_buy_price)}</del>
          )}{' '}
          <strong>{formatPrice(phone.buy_price)}</strong>
        </p>
        <ExtraServices phone={phone} />
        <BatteryChoice phone={phone} />
        {included.length > 0 && (
          <>
            <h4>{t('cart.deviceAccessories')}</h4>
            <ul>
              {included.map((a) => (
                <li key={a.id}>
                  {accessoryLabel(a)} (+{formatPrice(a.price)})
                </li>
              ))}
            </ul>
          </>
        )}
        {freeScreenProtector && <p className="cart-ok">{t('cart.freeScreenProtector')}</p>}
        <RemovePhoneButton phone={phone} />
      </div>
    </article>
  );
});
