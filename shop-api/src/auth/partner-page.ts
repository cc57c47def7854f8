/**
 * The partner marketplace's consent page, simulated locally: the shop asks for the person's
 * e-mail address and name, and they allow or cancel. Plain HTML with one form and no script (it
 * works under a strict CSP); everything echoed is escaped. In each site's language.
 */
import { createTranslator, type Country } from '@refurb/shared-contracts';

/** The shop's name as the partner shows it to the person. */
const SHOP_NAME = 'Refurb';
const PARTNER_NAME = 'eMAG';
export const DEMO_PARTNER_EMAIL = 'partner.buyer@example.com';

type Key =
  | 'title'
  | 'heading'
  | 'asks'
  | 'local'
  | 'email'
  | 'name'
  | 'allow'
  | 'cancel'
  | 'badEmail'
  | 'demoName';

const MESSAGES: Readonly<Record<Country, Readonly<Record<Key, string>>>> = {
  ro: {
    title: 'Autentificare cu {partner}',
    heading: 'Continuă cu contul {partner}',
    asks: '{shop} îți cere adresa de e-mail și numele.',
    local: 'Pagină locală de test: ține locul site-ului {partner}.',
    email: 'Adresa de e-mail',
    name: 'Nume',
    allow: 'Permite',
    cancel: 'Anulează',
    badEmail: 'Introdu o adresă de e-mail validă.',
    demoName: 'Ana Popescu',
  },
  bg: {
    title: 'Вход с {partner}',
    heading: 'Продължете с профила си в {partner}',
    asks: '{shop} иска вашия имейл адрес и име.',
    local: 'Локална тестова страница: замества сайта на {partner}.',
    email: 'Имейл адрес',
    name: 'Име',
    allow: 'Разреши',
    cancel: 'Отказ',
    badEmail: 'Въведете валиден имейл адрес.',
    demoName: 'Мария Иванова',
  },
  hu: {
    title: 'Bejelentkezés {partner}-fiókkal',
    heading: 'Folytatás {partner}-fiókkal',
    asks: 'A(z) {shop} az e-mail-címedet és a nevedet kéri.',
    local: 'Helyi tesztoldal: a(z) {partner} webhelyét helyettesíti.',
    email: 'E-mail-cím',
    name: 'Név',
    allow: 'Engedélyezés',
    cancel: 'Mégse',
    badEmail: 'Adj meg egy érvényes e-mail-címet.',
    demoName: 'Kovács Anna',
  },
  gr: {
    title: 'Σύνδεση με {partner}',
    heading: 'Συνέχεια με τον λογαριασμό {partner}',
    asks: 'Το {shop} ζητά τη διεύθυνση email και το όνομά σου.',
    local: 'Τοπική σελίδα δοκιμής: αντικαθιστά τον ιστότοπο του {partner}.',
    email: 'Διεύθυνση email',
    name: 'Όνομα',
    allow: 'Να επιτραπεί',
    cancel: 'Ακύρωση',
    badEmail: 'Εισήγαγε μια έγκυρη διεύθυνση email.',
    demoName: 'Μαρία Παπαδοπούλου',
  },
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ConsentPageInput {
  readonly country: Country;
  readonly state: string;
  readonly action: string;
  /** Where the partner sends the person back (the shop's callback), kept across the form. */
  readonly redirectUri: string;
  /** What the form shows: the demo values at first, what was typed after a refusal. */
  readonly email?: string;
  readonly name?: string;
  readonly emailInvalid?: boolean;
}

export function consentPage(input: ConsentPageInput): string {
  const { t, language } = createTranslator(MESSAGES, input.country);
  const names = { partner: PARTNER_NAME, shop: SHOP_NAME };
  const email = escapeHtml(input.email ?? DEMO_PARTNER_EMAIL);
  const name = escapeHtml(input.name ?? t('demoName'));
  const emailError = input.emailInvalid
    ? `<p id="email-error" class="error">${escapeHtml(t('badEmail'))}</p>`
    : '';
  const emailInvalid = input.emailInvalid
    ? ' aria-invalid="true" aria-describedby="email-error"'
    : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('title', names))}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin-top:1rem}input{display:block;width:100%;font-size:1rem;padding:.5rem;box-sizing:border-box}.error{color:#b00020}.actions{margin-top:1.5rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style>
</head><body><main>
<h1>${escapeHtml(t('heading', names))}</h1>
<p>${escapeHtml(t('asks', names))}</p>
<p><small>${escapeHtml(t('local', names))}</small></p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(input.redirectUri)}">
<input type="hidden" name="ui_locales" value="${language}">
<label for="email">${escapeHtml(t('email'))}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${email}"${emailInvalid}>
${emailError}
<label for="name">${escapeHtml(t('name'))}</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="100" value="${name}">
<div class="actions">
<button type="submit" name="decision" value="allow">${escapeHtml(t('allow'))}</button>
<button type="submit" name="decision" value="cancel" formnovalidate>${escapeHtml(t('cancel'))}</button>
</div>
</form>
</main></body></html>`;
}
