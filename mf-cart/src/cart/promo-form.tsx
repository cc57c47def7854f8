/**
 * The promo code box of the cart's summary: a code is checked with shop-api before it counts; an
 * unknown or inactive one is said next to the field, and the field keeps what was typed. The
 * discount is the promo's percentage of the phones (the rule book's `promoDiscount`). The applied
 * promo is the cart's (`cart.promo`, issue 33 point 7): applying or removing it is a cart edit, so
 * the other tabs, a reopened browser and the person's other devices show it too.
 */
import { PROMO_CODE_MAX_LENGTH } from '@refurb/shared-contracts/cart';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useCartService } from '../app/cart-context';
import { useCartI18n } from '../i18n/i18n';

export function PromoForm() {
  const service = useCartService();
  const { t } = useCartI18n();
  const promo = useSelector(service.actor, (s) => s.context.cart.promo);
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'checking' | 'invalid' | 'unavailable'>('idle');
  const inputId = useId();
  const errorId = useId();

  if (promo) {
    return (
      <p className="cart-promo">
        {t('cart.promoApplied', { code: promo.code, percentage: promo.percentage })}{' '}
        <button
          type="button"
          className="cart-link-button"
          onClick={() => service.edit({ kind: 'promo.remove' })}
        >
          {t('cart.promoRemove')}
        </button>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setState('checking');
    const answer = await service.api.checkPromo(code);
    if (answer.ok) {
      service.edit({ kind: 'promo.apply', promo: answer.data });
      setCode('');
      setState('idle');
    } else {
      setState(
        answer.error.status === 404 || answer.error.status === 400 ? 'invalid' : 'unavailable',
      );
    }
  };
  const error =
    state === 'invalid'
      ? t('cart.promoInvalid')
      : state === 'unavailable'
        ? t('cart.promoUnavailable')
        : null;

  return (
    <form className="cart-promo" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId}>{t('cart.promoLabel')}</label>
      <div className="cart-promo__row">
        <input
          id={inputId}
          value={code}
          maxLength={PROMO_CODE_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="cart-button" disabled={state === 'checking'}>
          {t('cart.promoApply')}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="cart-warn">
          {error}
        </p>
      )}
    </form>
  );
}
