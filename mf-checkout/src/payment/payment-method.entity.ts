/**
 * The payment-method entity of spec section 3, as the payment step shows each method: key; title,
 * subtitle and disclaimer from the site's translation entries (`method.<key>`,
 * `methodSubtitle.<key>`, and `methodDisclaimer.<kind>`: one per kind of method, a card, the
 * installment provider, each financing provider, paid on receipt); icon and mobile icon
 * (method-icons.ts); isEnabled for the order (payment-method.view.ts); amountLimit as shop-api
 * keeps it; and, when the method has them, codFeeDisclaimer (cash-type methods: the fee they add),
 * nrProductsLimit and paramType (spec section 4's provider parameter type, which the shop sends the
 * provider with the key's provider parameter when the payment starts; shop-api does that).
 */
import { type PaymentMethodKey } from '@refurb/shared-contracts';
import { type PaymentMethodOffer } from '@refurb/shared-contracts/api/checkout';
import {
  PaymentMethodSchema,
  isCashMethod,
  isCofidisMethod,
  isTbiMethod,
  type PaymentMethod,
} from '@refurb/shared-contracts/checkout';
import type { CheckoutI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages.ro';
import { methodIcons } from './method-icons';
import type { MethodView } from './payment-method.view';

type DisclaimerKind = 'card' | 'oney' | 'tbi' | 'cofidis' | 'cash';

function disclaimerKind(key: PaymentMethodKey): DisclaimerKind {
  if (key === 'oney') return 'oney';
  if (isTbiMethod(key) || key === 'tbi-promo-multi') return 'tbi';
  if (isCofidisMethod(key)) return 'cofidis';
  if (isCashMethod(key)) return 'cash';
  return 'card';
}

export function paymentMethodEntity(
  offer: PaymentMethodOffer,
  view: MethodView,
  { t, formatPrice }: Pick<CheckoutI18n, 't' | 'formatPrice'>,
): PaymentMethod {
  const { icon, mobileIcon } = methodIcons(offer.key);
  return PaymentMethodSchema.parse({
    key: offer.key,
    title: t(`method.${offer.key}` as MessageKey),
    subtitle: t(`methodSubtitle.${offer.key}` as MessageKey),
    disclaimer: t(`methodDisclaimer.${disclaimerKind(offer.key)}`),
    icon,
    mobileIcon,
    isEnabled: view.enabled,
    amountLimit: offer.amountLimit,
    ...(view.showsCodFeeDisclaimer
      ? {
          codFeeDisclaimer:
            offer.codFee > 0
              ? t('payment.codFee', { price: formatPrice(offer.codFee) })
              : t('payment.codFeeNoAmount'),
        }
      : {}),
    ...(offer.nrProductsLimit !== null ? { nrProductsLimit: offer.nrProductsLimit } : {}),
    ...(offer.paramType !== null ? { paramType: offer.paramType } : {}),
  });
}
