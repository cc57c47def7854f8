/**
 * What genius membership gives (flag `areGeniusBenefitsActive`), in each site's language. The
 * longer return period and its minimum order value come from the country's warranty and return
 * data (the same data GET /common/warranty-return-data answers and the return rule applies), so
 * the page never promises other numbers than the return form grants. The spec shows no amounts
 * for the other two benefits; the warranty discount is ours.
 */
import { createTranslator, type Country } from '@refurb/shared-contracts';
import { type GeniusBenefit, type GeniusBenefitKey } from '@refurb/shared-contracts/api/account';
import { warrantyReturnData } from './warranty-return.data.js';

/** Percent off an extra warranty for a member (ours: the spec names the benefit, not the amount). */
export const GENIUS_EXTRA_WARRANTY_DISCOUNT_PERCENT = 20;

type Key = `${GeniusBenefitKey}.${'title' | 'text'}`;

/** Each site's words; a number of days as an ICU plural (issue 33 point 20). */
export const GENIUS_MESSAGES: Readonly<Record<Country, Readonly<Record<Key, string>>>> = {
  ro: {
    'longer-returns.title': 'Retur în {days, plural, one {# zi} few {# zile} other {# de zile}}',
    'longer-returns.text':
      'Comenzile de cel puțin {minOrder} plasate cât ești membru Genius pot fi returnate în {days, plural, one {# zi} few {# zile} other {# de zile}}, nu doar în {defaultDays}.',
    'free-shipping.title': 'Livrare gratuită',
    'free-shipping.text': 'Livrarea prin curier sau la locker este gratuită pentru comenzile tale.',
    'extended-warranty-discount.title': 'Reducere la garanția extinsă',
    'extended-warranty-discount.text':
      '{percent}% reducere la garanția extinsă pentru fiecare dispozitiv cumpărat.',
  },
  bg: {
    'longer-returns.title': 'Връщане до {days, plural, one {# ден} other {# дни}}',
    'longer-returns.text':
      'Поръчки на стойност поне {minOrder}, направени докато сте член на Genius, могат да бъдат върнати до {days, plural, one {# ден} other {# дни}} вместо до {defaultDays}.',
    'free-shipping.title': 'Безплатна доставка',
    'free-shipping.text': 'Доставката с куриер или до автомат е безплатна за вашите поръчки.',
    'extended-warranty-discount.title': 'Отстъпка за удължена гаранция',
    'extended-warranty-discount.text':
      '{percent}% отстъпка за удължена гаранция за всяко закупено устройство.',
  },
  hu: {
    'longer-returns.title': '{days, plural, one {# napos} other {# napos}} visszaküldés',
    'longer-returns.text':
      'A Genius-tagként leadott, legalább {minOrder} értékű rendeléseidet {defaultDays} helyett {days, plural, one {# napon} other {# napon}} belül küldheted vissza.',
    'free-shipping.title': 'Ingyenes szállítás',
    'free-shipping.text': 'A futáros és a csomagautomatás szállítás ingyenes a rendeléseidre.',
    'extended-warranty-discount.title': 'Kedvezmény a kiterjesztett jótállásra',
    'extended-warranty-discount.text':
      '{percent}% kedvezmény a kiterjesztett jótállásra minden megvásárolt készülékhez.',
  },
  gr: {
    'longer-returns.title': 'Επιστροφή σε {days, plural, one {# ημέρα} other {# ημέρες}}',
    'longer-returns.text':
      'Οι παραγγελίες αξίας τουλάχιστον {minOrder} που κάνεις ως μέλος Genius επιστρέφονται μέσα σε {days, plural, one {# ημέρα} other {# ημέρες}} αντί για {defaultDays}.',
    'free-shipping.title': 'Δωρεάν αποστολή',
    'free-shipping.text': 'Η αποστολή με courier ή σε locker είναι δωρεάν για τις παραγγελίες σου.',
    'extended-warranty-discount.title': 'Έκπτωση στην επέκταση εγγύησης',
    'extended-warranty-discount.text':
      '{percent}% έκπτωση στην επέκταση εγγύησης για κάθε συσκευή που αγοράζεις.',
  },
};

const KEYS: readonly GeniusBenefitKey[] = [
  'longer-returns',
  'free-shipping',
  'extended-warranty-discount',
];

export function geniusBenefits(country: Country): GeniusBenefit[] {
  const { t, formatPrice } = createTranslator(GENIUS_MESSAGES, country);
  const data = warrantyReturnData(country);
  const values = {
    days: data.geniusReturn.days,
    defaultDays: data.defaultReturn.days,
    minOrder: formatPrice(data.geniusReturn.minOrderValue),
    percent: GENIUS_EXTRA_WARRANTY_DISCOUNT_PERCENT,
  };
  return KEYS.map((key) => ({
    key,
    title: t(`${key}.title`, values),
    text: t(`${key}.text`, values),
  }));
}
