/**
 * The icon and the mobile icon of each payment method (spec section 3's payment-method entity):
 * small SVG pictures as `data:` URLs, so the remote needs no asset server of its own and the page's
 * policy (`img-src data:`) takes them. The icon is wide, with the provider's name where there is
 * one (a brand, the same in every language; no other words); the mobile icon is a square mark for
 * narrow screens (the step shows it under MOBILE_ICON_MEDIA). Both are decorative: the method's
 * title names it (alt="").
 *
 * The spec does not show the pictures; these are ours, one per kind of method: a card, the
 * installment provider, the two financing providers, cash or card on receipt by courier, at a
 * locker and at an office.
 */
import { type PaymentMethodKey } from '@refurb/shared-contracts';
import { isCofidisMethod, isTbiMethod } from '@refurb/shared-contracts/checkout';

export interface MethodIcons {
  readonly icon: string;
  readonly mobileIcon: string;
}

/** Where the mobile icon replaces the icon: the checkout's narrow layout. */
export const MOBILE_ICON_MEDIA = '(max-width: 599px)';

const svg = (width: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="32" viewBox="0 0 ${width} 32">${body}</svg>`,
  )}`;

/** A rounded badge with a word in it (a provider's name). */
const word = (text: string, colour: string, width: number) =>
  `<rect x="1" y="1" width="${width - 2}" height="30" rx="6" fill="${colour}"/><text x="${width / 2}" y="21" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>`;

const CARD = `<rect x="3" y="6" width="26" height="20" rx="3" fill="#1f3a68"/><rect x="3" y="10" width="26" height="4" fill="#f2b705"/><rect x="6" y="19" width="8" height="3" rx="1" fill="#fff"/>`;
const CASH = `<rect x="2" y="8" width="28" height="16" rx="2" fill="#2e7d32"/><circle cx="16" cy="16" r="4" fill="#c8e6c9"/>`;
const LOCKER = `<rect x="5" y="3" width="22" height="26" rx="2" fill="#6a1b9a"/><path d="M16 3v26M5 12h22M5 21h22" stroke="#fff" stroke-width="1.5"/>`;
const OFFICE = `<path d="M4 14 16 5l12 9v14H4z" fill="#ad1457"/><rect x="13" y="19" width="6" height="9" fill="#fff"/>`;

const square = (body: string) => svg(32, body);
/** A parcel beside the mark: paid when the parcel is received. No words (nothing to translate). */
const PARCEL = `<g transform="translate(40 0)"><rect x="4" y="9" width="22" height="18" rx="2" fill="#b07a3c"/><path d="M4 14h22M15 9v5" stroke="#fff" stroke-width="1.5"/></g>`;
const onReceipt = (mark: string) => svg(72, `${mark}${PARCEL}`);

const ICONS = {
  card: {
    // The card schemes' names are brands: the same in every language.
    icon: svg(
      96,
      `${CARD}<text x="38" y="21" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#1f3a68">VISA MC</text>`,
    ),
    mobileIcon: square(CARD),
  },
  oney: {
    icon: svg(96, word('Oney', '#81bc00', 96)),
    mobileIcon: square(word('O', '#81bc00', 32)),
  },
  tbi: {
    icon: svg(96, word('TBI Bank', '#e4002b', 96)),
    mobileIcon: square(word('tbi', '#e4002b', 32)),
  },
  cofidis: {
    icon: svg(96, word('Cofidis', '#00a0df', 96)),
    mobileIcon: square(word('C', '#00a0df', 32)),
  },
  cash: { icon: onReceipt(CASH), mobileIcon: square(CASH) },
  locker: { icon: onReceipt(LOCKER), mobileIcon: square(LOCKER) },
  office: { icon: onReceipt(OFFICE), mobileIcon: square(OFFICE) },
} as const satisfies Record<string, MethodIcons>;

/** The icon and mobile icon of a method key. */
export function methodIcons(key: PaymentMethodKey): MethodIcons {
  if (key === 'oney') return ICONS.oney;
  if (isTbiMethod(key) || key === 'tbi-promo-multi') return ICONS.tbi;
  if (isCofidisMethod(key)) return ICONS.cofidis;
  if (key === 'card-at-locker') return ICONS.locker;
  if (key === 'card-or-cash-at-office') return ICONS.office;
  if (key === 'cash-on-delivery' || key === 'pay-on-delivery') return ICONS.cash;
  return ICONS.card;
}
