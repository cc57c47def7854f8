/**
 * Every route name of spec section 2, in every country, opened in Chromium at its localized path
 * (issue 33 point 19): each shows its own level-1 heading and its own words, never the not-found
 * page and never another route's page, and the address stays the route's own.
 *
 * How a person meets the routes, per country, in one browser context (one browser for the run, no
 * fixed waits: each check waits for what it asserts):
 * - as a visitor: the index, the sign-in pages, the help and information pages (blog, contact and
 *   contact-old, about us, seller guide, FAQ and FAQ-old, return address, HU's refund policy; the
 *   legal pages of issue 36, the seller's name filled in by the content service), the
 *   reviews pages, the brand page, the first phone of the brand page (its product address) put in
 *   the cart, the cart, the extras step, the checkout's login step and its finalize page (as a
 *   guest: a cart from before signing in meeting the cloud's is the cloud journeys' part);
 * - signed in (the cloud journeys' `logIn`: Firebase Auth, the bot check, the BFF session): the
 *   account and each of its sub-pages, the add-review form, the pages an order ends on, the sell
 *   flow and one of its steps, and last `logout`, which signs out.
 *
 * Choices of this journey (the spec lists the routes; it does not show the screens):
 * - The optional pages run as a shop that has them on: the context's `runtime-config.json` turns
 *   on `isUpsellPageActive` (the cart leads to the extras step, checked by its link) and
 *   `areGeniusBenefitsActive` (the genius page lists the benefits from shop-api). The stack's
 *   config stays as it is for every other journey.
 * - A sale is given to the person through the e2e controls (what the sell flow stores), so sale
 *   details shows a real sale; warranties and send-in-warranty show a person with no phone bought
 *   yet (buying one is the checkout journeys' part), each with its own heading and words.
 * - The pages an order ends on are opened with no order of this browser: each says so under its
 *   own heading (thank-you, the financing thank-you of the country, processing, failed).
 * - `contact` is the help page with `#contact`: its own check is that the contact section is the
 *   one scrolled to and focused. `sell-step` is a step after the device (the device step's
 *   address is `sell`'s): the person picks a device, then opens the condition step's address.
 * - A route the country does not have (`null` in the route table: insurances outside RO, a
 *   financing thank-you page of another country, the refund policy outside HU) is asserted to be
 *   absent; the table below names every route of every country, so a route added to the table and
 *   not to this journey fails it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COUNTRIES, ROUTE_NAMES, buildRoutePath, matchRoute } from '@refurb/shared-contracts';
import { dismissConsent, eventually } from '../support/stack.mjs';
import { SITE } from './checkout.mjs';
import { logIn } from './cloud.mjs';

/**
 * What each route shows in each country: its level-1 heading and words of its own content
 * (`null`: the country has no such route). Words are matched in the page's main region.
 */
const PAGES = {
  ro: {
    notFound: 'Pagina nu există',
    contactSection: 'Contact',
    routes: {
      index: ['Dispozitive recondiționate, verificate în 40 de puncte', '2 ani garanție'],
      login: [
        'Autentifică-te',
        'Intră în cont pentru comenzi, retururi, garanții și un coș salvat',
      ],
      register: ['Creează un cont', 'Cu un cont îți vezi comenzile'],
      forgot: ['Ai uitat parola?', 'îți trimitem un link pentru o parolă nouă'],
      logout: ['Te-ai deconectat', 'Coșul tău rămâne în acest browser.'],
      blog: ['Blog', 'Cum verificăm un dispozitiv în 40 de puncte'],
      account: ['Contul meu', 'Salut, routes-ro@example.com'],
      'account-genius': ['Genius', 'Livrare gratuită'],
      'account-purchases': ['Comenzile mele', 'Nu ai încă nicio comandă.'],
      'account-return': ['Retururi', 'Politica de retur'],
      'account-return-form': ['Formular de retur', 'Nu știm ce comandă vrei să returnezi.'],
      'account-settings': ['Setări', 'Adresa de e-mail a contului: routes-ro@example.com'],
      'account-warranties': [
        'Garanțiile mele',
        'Garanția fiecărui telefon cumpărat și garanțiile suplimentare luate cu el.',
      ],
      'account-insurances': ['Asigurările mele', 'Nu ai nicio asigurare.'],
      'account-send-in-warranty': [
        'Trimite în garanție',
        'Spune-ne ce problemă are telefonul și cum ajunge la noi.',
      ],
      'account-sales': ['Vânzările mele', 'iPhone 12'],
      'account-sale-details': ['Detaliile vânzării', 'iPhone 12'],
      'return-address': ['Adresa de retur', 'Completează formularul de retur din contul tău'],
      contact: ['Ajutor', 'contact@refurb.ro'],
      'contact-old': ['Contact', 'Scrie-ne'],
      'about-us': ['Despre noi', 'Am plătit vânzătorilor peste €23 milioane'],
      'seller-guide': ['Ghidul vânzătorului', '1. Descrie dispozitivul'],
      faq: ['Ajutor', 'Cât durează livrarea?'],
      'faq-old': ['Întrebări frecvente', 'Întrebările frecvente s-au mutat pe pagina Ajutor.'],
      reviews: ['Recenzii', 'Nota medie'],
      'add-review': ['Scrie o recenzie', 'Trimite recenzia'],
      'review-error': ['Recenzia nu a putut fi trimisă', 'Textul tău nu s-a pierdut'],
      'review-thanks': ['Mulțumim pentru recenzie!', 'după ce o verificăm'],
      'reviews-sell': ['Recenzii de la vânzători', 'Am primit banii în două zile'],
      'shop-brand-seo': ['Produse Apple recondiționate', 'Apple iPhone'],
      'shop-brand-model': [/^Apple /, 'Adaugă în coș'],
      cart: ['Coșul meu', 'Continuă comanda'],
      'cart-extra': ['Completează-ți comanda', 'Protejează-ți dispozitivele'],
      'cart-login': ['Cum vrei să continui?', 'Continuă fără cont'],
      'cart-finalize': ['Finalizează comanda', 'Nume și prenume'],
      'thank-you': ['Mulțumim pentru comandă!', 'Continuă cumpărăturile'],
      'thank-you-tbi': ['Mulțumim! Finanțarea TBI a fost aprobată', 'Continuă cumpărăturile'],
      'thank-you-cofidis': null,
      'payment-processing': ['Plata este în curs de procesare', 'Continuă cumpărăturile'],
      'payment-failed': ['Plata nu a reușit', 'Alege altă metodă de plată'],
      sell: ['Vinde-ne dispozitivul tău', 'Afli pe loc cât primești.'],
      'sell-step': ['În ce stare este dispozitivul?', 'iPhone 13'],
      'refund-policy': null,
      terms: ['Termeni și condiții', 'sunt vândute de Refurb Local SRL (local stack)'],
      'privacy-policy': ['Politica de confidențialitate', 'ANSPDCP'],
      'cookie-policy': ['Politica de cookie-uri', 'ad personalization'],
      'withdrawal-form': ['Formular de retragere', 'Către Refurb Local SRL (local stack)'],
    },
  },
  bg: {
    notFound: 'Страницата не съществува',
    contactSection: 'Контакти',
    routes: {
      index: ['Обновени устройства, проверени в 40 точки', '2 години гаранция'],
      login: ['Вход', 'Влезте в профила си за поръчки, връщания, гаранции'],
      register: ['Създаване на профил', 'С профил виждате поръчките си'],
      forgot: ['Забравена парола?', 'ще ви изпратим линк за нова парола'],
      logout: ['Излязохте от профила си', 'Количката ви остава в този браузър.'],
      blog: ['Блог', 'Как проверяваме устройството в 40 точки'],
      account: ['Моят профил', 'Здравейте, routes-bg@example.com'],
      'account-genius': ['Genius', 'Безплатна доставка'],
      'account-purchases': ['Моите поръчки', 'Все още нямате поръчки.'],
      'account-return': ['Връщания', 'Условия за връщане'],
      'account-return-form': ['Формуляр за връщане', 'Не знаем коя поръчка искате да върнете.'],
      'account-settings': ['Настройки', 'Имейл адрес на профила: routes-bg@example.com'],
      'account-warranties': ['Моите гаранции', 'Гаранцията на всеки закупен телефон'],
      'account-insurances': null,
      'account-send-in-warranty': [
        'Изпращане по гаранция',
        'Кажете ни какъв е проблемът с телефона и как ще стигне до нас.',
      ],
      'account-sales': ['Моите продажби', 'iPhone 12'],
      'account-sale-details': ['Подробности за продажбата', 'iPhone 12'],
      'return-address': ['Адрес за връщане', 'Попълнете формуляра за връщане в профила си'],
      contact: ['Помощ', 'contact@refurb.bg'],
      'contact-old': ['Контакти', 'Пишете ни'],
      'about-us': ['За нас', 'Платили сме на продавачите над €23 милиона'],
      'seller-guide': ['Ръководство за продавачи', '1. Опишете устройството'],
      faq: ['Помощ', 'Колко време отнема доставката?'],
      'faq-old': ['Често задавани въпроси', 'Въпросите се преместиха на страницата Помощ.'],
      reviews: ['Отзиви', 'Средна оценка'],
      'add-review': ['Напишете отзив', 'Изпрати отзива'],
      'review-error': ['Отзивът не можа да бъде изпратен', 'Текстът ви не е изгубен'],
      'review-thanks': ['Благодарим за отзива!', 'след като го проверим'],
      'reviews-sell': ['Отзиви от продавачи', 'Продадох стария си таблет лесно и бързо.'],
      'shop-brand-seo': ['Обновени продукти Apple', 'Apple iPhone'],
      'shop-brand-model': [/^Apple /, 'Добави в количката'],
      cart: ['Моята количка', 'Продължете с поръчката'],
      'cart-extra': ['Допълнете поръчката си', 'Защитете устройствата си'],
      'cart-login': ['Как искате да продължите?', 'Продължи без регистрация'],
      'cart-finalize': ['Завършване на поръчката', 'Име и фамилия'],
      'thank-you': ['Благодарим ви за поръчката!', 'Продължете пазаруването'],
      'thank-you-tbi': ['Благодарим! Финансирането от TBI е одобрено', 'Продължете пазаруването'],
      'thank-you-cofidis': null,
      'payment-processing': ['Плащането се обработва', 'Продължете пазаруването'],
      'payment-failed': ['Плащането не беше успешно', 'Изберете друг начин на плащане'],
      sell: ['Продайте ни устройството си', 'Веднага разбирате колко ще получите.'],
      'sell-step': ['В какво състояние е устройството?', 'iPhone 13'],
      'refund-policy': null,
      terms: ['Общи условия', 'се продават от Рефърб Локал ЕООД (local stack)'],
      'privacy-policy': ['Политика за поверителност', 'КЗЛД'],
      'cookie-policy': ['Политика за бисквитките', 'ad personalization'],
      'withdrawal-form': ['Формуляр за отказ', 'До Рефърб Локал ЕООД (local stack)'],
    },
  },
  hu: {
    notFound: 'Az oldal nem létezik',
    contactSection: 'Kapcsolat',
    routes: {
      index: ['Felújított készülékek, 40 ponton ellenőrizve', '2 év garancia'],
      login: ['Bejelentkezés', 'Jelentkezz be, és elérheted a rendeléseidet'],
      register: ['Fiók létrehozása', 'Fiókkal láthatod a rendeléseidet'],
      forgot: ['Elfelejtetted a jelszavad?', 'küldünk egy linket az új jelszó beállításához'],
      logout: ['Kijelentkeztél', 'A kosarad ebben a böngészőben megmarad.'],
      blog: ['Blog', 'Így ellenőrizzük a készüléket 40 ponton'],
      account: ['Fiókom', 'Szia, routes-hu@example.com'],
      'account-genius': ['Genius', 'Ingyenes szállítás'],
      'account-purchases': ['Rendeléseim', 'Még nincs rendelésed.'],
      'account-return': ['Visszaküldések', 'Visszaküldési feltételek'],
      'account-return-form': [
        'Visszaküldési űrlap',
        'Nem tudjuk, melyik rendelést szeretnéd visszaküldeni.',
      ],
      'account-settings': ['Beállítások', 'A fiók e-mail-címe: routes-hu@example.com'],
      'account-warranties': ['Garanciáim', 'Minden megvett telefonod garanciája'],
      'account-insurances': null,
      'account-send-in-warranty': [
        'Beküldés garanciára',
        'Írd meg, mi a baj a telefonnal, és hogyan jut el hozzánk.',
      ],
      'account-sales': ['Eladásaim', 'iPhone 12'],
      'account-sale-details': ['Az eladás részletei', 'iPhone 12'],
      'return-address': ['Visszaküldési cím', 'Töltsd ki a visszaküldési űrlapot a fiókodban'],
      contact: ['Segítség', 'contact@refurb.hu'],
      'contact-old': ['Kapcsolat', 'Írj nekünk'],
      'about-us': ['Rólunk', 'Több mint 23 millió eurót fizettünk'],
      'seller-guide': ['Eladói útmutató', '1. Írd le a készüléket'],
      faq: ['Segítség', 'Mennyi idő a szállítás?'],
      'faq-old': ['Gyakori kérdések', 'A kérdések a Segítség oldalra költöztek.'],
      reviews: ['Vélemények', 'Átlagos értékelés'],
      'add-review': ['Írj véleményt', 'Vélemény küldése'],
      'review-error': ['A véleményt nem sikerült elküldeni', 'A szöveged megmaradt'],
      'review-thanks': ['Köszönjük a véleményed!', 'ellenőrzés után jelenik meg'],
      'reviews-sell': ['Eladói vélemények', 'Két nap alatt megkaptam a pénzt'],
      'shop-brand-seo': ['Felújított Apple termékek', 'Apple iPhone'],
      'shop-brand-model': [/^Apple /, 'Kosárba'],
      cart: ['Kosaram', 'Tovább a rendeléshez'],
      'cart-extra': ['Egészítsd ki a rendelésed', 'Védd meg a készülékeidet'],
      'cart-login': ['Hogyan szeretnéd folytatni?', 'Folytatás regisztráció nélkül'],
      'cart-finalize': ['Rendelés véglegesítése', 'Teljes név'],
      'thank-you': ['Köszönjük a rendelésed!', 'Vásárlás folytatása'],
      'thank-you-tbi': null,
      'thank-you-cofidis': [
        'Köszönjük! A Cofidis-finanszírozást jóváhagyták',
        'Vásárlás folytatása',
      ],
      'payment-processing': ['A fizetés feldolgozása folyamatban', 'Vásárlás folytatása'],
      'payment-failed': ['A fizetés nem sikerült', 'Másik fizetési mód választása'],
      sell: ['Add el nekünk a készülékedet', 'Azonnal megtudod, mennyit kapsz érte.'],
      'sell-step': ['Milyen állapotban van a készülék?', 'iPhone 13'],
      'refund-policy': ['Visszatérítési szabályzat', 'Elállás'],
      terms: ['Általános Szerződési Feltételek', 'a(z) Refurb Local Kft. (local stack) értékesíti'],
      'privacy-policy': ['Adatvédelmi tájékoztató', 'NAIH'],
      'cookie-policy': ['Süti tájékoztató', 'ad personalization'],
      'withdrawal-form': ['Elállási nyilatkozatminta', 'Címzett: Refurb Local Kft. (local stack)'],
    },
  },
  gr: {
    notFound: 'Η σελίδα δεν υπάρχει',
    contactSection: 'Επικοινωνία',
    routes: {
      index: ['Ανακατασκευασμένες συσκευές, ελεγμένες σε 40 σημεία', 'Εγγύηση 2 ετών'],
      login: ['Σύνδεση', 'Συνδεθείτε για παραγγελίες, επιστροφές, εγγυήσεις'],
      register: ['Δημιουργία λογαριασμού', 'Με έναν λογαριασμό βλέπετε τις παραγγελίες σας'],
      forgot: ['Ξεχάσατε τον κωδικό σας;', 'θα σας στείλουμε έναν σύνδεσμο για νέο κωδικό'],
      logout: ['Αποσυνδεθήκατε', 'Το καλάθι σας παραμένει σε αυτόν τον browser.'],
      blog: ['Blog', 'Πώς ελέγχουμε μια συσκευή σε 40 σημεία'],
      account: ['Ο λογαριασμός μου', 'Γεια σας, routes-gr@example.com'],
      'account-genius': ['Genius', 'Δωρεάν αποστολή'],
      'account-purchases': ['Οι παραγγελίες μου', 'Δεν έχετε ακόμη παραγγελίες.'],
      'account-return': ['Επιστροφές', 'Πολιτική επιστροφών'],
      'account-return-form': [
        'Φόρμα επιστροφής',
        'Δεν γνωρίζουμε ποια παραγγελία θέλετε να επιστρέψετε.',
      ],
      'account-settings': ['Ρυθμίσεις', 'Διεύθυνση e-mail του λογαριασμού: routes-gr@example.com'],
      'account-warranties': ['Οι εγγυήσεις μου', 'Η εγγύηση κάθε τηλεφώνου που αγοράσατε'],
      'account-insurances': null,
      'account-send-in-warranty': [
        'Αποστολή για εγγύηση',
        'Πείτε μας τι πρόβλημα έχει το τηλέφωνο και πώς θα φτάσει σε εμάς.',
      ],
      'account-sales': ['Οι πωλήσεις μου', 'iPhone 12'],
      'account-sale-details': ['Λεπτομέρειες πώλησης', 'iPhone 12'],
      'return-address': [
        'Διεύθυνση επιστροφής',
        'Συμπληρώστε τη φόρμα επιστροφής στον λογαριασμό σας',
      ],
      contact: ['Βοήθεια', 'contact@refurb.gr'],
      'contact-old': ['Επικοινωνία', 'Γράψτε μας'],
      'about-us': ['Σχετικά με εμάς', 'Έχουμε πληρώσει στους πωλητές'],
      'seller-guide': ['Οδηγός πωλητή', '1. Περιγράψτε τη συσκευή'],
      faq: ['Βοήθεια', 'Πόσο διαρκεί η αποστολή;'],
      'faq-old': ['Συχνές ερωτήσεις', 'Οι ερωτήσεις μεταφέρθηκαν στη σελίδα Βοήθεια.'],
      reviews: ['Κριτικές', 'Μέση βαθμολογία'],
      'add-review': ['Γράψτε κριτική', 'Αποστολή κριτικής'],
      'review-error': ['Η κριτική δεν στάλθηκε', 'Το κείμενό σας δεν χάθηκε'],
      'review-thanks': ['Ευχαριστούμε για την κριτική!', 'αφού την ελέγξουμε'],
      'reviews-sell': ['Κριτικές πωλητών', 'Πούλησα το παλιό μου tablet εύκολα.'],
      'shop-brand-seo': ['Ανακατασκευασμένα προϊόντα Apple', 'Apple iPhone'],
      'shop-brand-model': [/^Apple /, 'Προσθήκη στο καλάθι'],
      cart: ['Το καλάθι μου', 'Συνέχεια στην παραγγελία'],
      'cart-extra': ['Ολοκληρώστε την παραγγελία σας', 'Προστατέψτε τις συσκευές σας'],
      'cart-login': ['Πώς θέλετε να συνεχίσετε;', 'Συνέχεια χωρίς λογαριασμό'],
      'cart-finalize': ['Ολοκλήρωση παραγγελίας', 'Ονοματεπώνυμο'],
      'thank-you': ['Ευχαριστούμε για την παραγγελία σας!', 'Συνέχεια αγορών'],
      'thank-you-tbi': null,
      'thank-you-cofidis': null,
      'payment-processing': ['Η πληρωμή βρίσκεται σε επεξεργασία', 'Συνέχεια αγορών'],
      'payment-failed': ['Η πληρωμή δεν ολοκληρώθηκε', 'Επιλέξτε άλλον τρόπο πληρωμής'],
      sell: ['Πουλήστε μας τη συσκευή σας', 'Μαθαίνετε αμέσως πόσα θα πάρετε.'],
      'sell-step': ['Σε τι κατάσταση είναι η συσκευή;', 'iPhone 13'],
      'refund-policy': null,
      terms: ['Όροι και προϋποθέσεις', 'από την εταιρεία Refurb Local Ι.Κ.Ε. (local stack)'],
      'privacy-policy': ['Πολιτική απορρήτου', 'ΑΠΔΠΧ'],
      'cookie-policy': ['Πολιτική cookies', 'ad personalization'],
      'withdrawal-form': ['Έντυπο υπαναχώρησης', 'Προς Refurb Local Ι.Κ.Ε. (local stack)'],
    },
  },
};

/** The sell flow's "continue" of each site (the device step). */
const SELL_CONTINUE = { ro: 'Continuă', bg: 'Продължи', hu: 'Tovább', gr: 'Συνέχεια' };

/** A bank account of each site's country (the sale's payout) and its currency label. */
const PAYOUT = {
  ro: { iban: 'RO49 AAAA 1B31 0075 9384 0000', currencyLabel: 'lei' },
  bg: { iban: 'BG80 BNBG 9661 1020 3456 78', currencyLabel: 'Lev' },
  hu: { iban: 'HU42 1177 3016 1111 1018 0000 0000', currencyLabel: 'Ft' },
  gr: { iban: 'GR16 0110 1250 0000 0001 2300 695', currencyLabel: 'euro' },
};

/** The order the journey opens them in (see the file's comment); `logout` is last. */
/** @type {ReadonlyArray<import('@refurb/shared-contracts').RouteName>} */
const VISITOR_ROUTES = [
  'index',
  'login',
  'register',
  'forgot',
  'blog',
  'return-address',
  'contact',
  'contact-old',
  'about-us',
  'seller-guide',
  'faq',
  'faq-old',
  'refund-policy',
  'terms',
  'privacy-policy',
  'cookie-policy',
  'withdrawal-form',
  'reviews',
  'review-error',
  'review-thanks',
  'reviews-sell',
  'shop-brand-seo',
  'shop-brand-model',
  'cart',
  'cart-extra',
  'cart-login',
  'cart-finalize',
];
/** @type {ReadonlyArray<import('@refurb/shared-contracts').RouteName>} */
const SIGNED_IN_ROUTES = [
  'account',
  'account-genius',
  'account-purchases',
  'account-return',
  'account-return-form',
  'account-settings',
  'account-warranties',
  'account-insurances',
  'account-send-in-warranty',
  'account-sales',
  'account-sale-details',
  'add-review',
  'thank-you',
  'thank-you-tbi',
  'thank-you-cofidis',
  'payment-processing',
  'payment-failed',
  'sell',
  'sell-step',
  'logout',
];

/** The optional pages on (see the file's comment), in this context only. */
async function withOptionalPagesOn(context) {
  await context.route('**/runtime-config.json', async (route) => {
    // Fetched from here (Node resolves no `*.localhost`): the same server on loopback, asked as
    // the site's host.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const answer = await route.fetch({ url: url.href, headers: { host } });
    const config = await answer.json();
    config.flags = { ...config.flags, isUpsellPageActive: true, areGeniusBenefitsActive: true };
    await route.fulfill({ response: answer, json: config });
  });
}

/** A sale of an iPhone 12 to the shop, as the sell flow stores it, for the signed-in `user`. */
async function giveSale(stack, country, user) {
  const { sale } = await stack.control('/sales', {
    userId: user.id,
    sale: {
      country,
      device: { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 12', storage: '64 GB' },
      conditionAnswers: { turnsOn: true },
      offer: {
        amount: 300,
        currencyLabel: PAYOUT[country].currencyLabel,
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        breakdown: [{ label: 'iPhone 12', amount: 300 }],
      },
      payout: { method: 'bank', iban: PAYOUT[country].iban, holder: 'Routes Journey' },
      shipping: { kind: 'locker', pickupPointId: 'LOCKER-1', name: 'Locker 1' },
    },
  });
  return sale.id;
}

/**
 * Opens `path` as a typed address and checks that it is the route's own page: the address stays
 * (or is `expectPath`), the main region's only level-1 heading is the route's, the not-found page
 * is not there, and the route's own words are.
 */
async function openRoute(page, stack, country, name, path) {
  const [heading, words] = PAGES[country].routes[name];
  await page.goto(stack.site(country, path));
  const main = page.getByRole('main');
  const h1 = main.getByRole('heading', { level: 1, name: heading, exact: true });
  await (
    typeof heading === 'string' ? h1 : main.getByRole('heading', { level: 1, name: heading })
  ).waitFor();
  await main.getByText(words, { exact: false }).first().waitFor();
  const headings = await main.getByRole('heading', { level: 1 }).allTextContents();
  assert.equal(headings.length, 1, `${country} ${name}: one level-1 heading (${headings})`);
  assert.notEqual(
    headings[0],
    PAGES[country].notFound,
    `${country} ${name}: not the not-found page`,
  );
  const url = new URL(page.url());
  const shown = matchRoute(country, `${url.pathname}${url.search}${url.hash}`);
  assert.equal(shown?.name, name, `${country} ${name}: the address is still the route's`);
  // The product page may name the variant it shows in its address (the `shape` query, the
  // configuration's slug); the model stays the one opened.
  if (name === 'shop-brand-model')
    assert.equal(shown.params.legacyModelId, matchRoute(country, path)?.params.legacyModelId);
  else assert.equal(`${url.pathname}${url.hash}`, path, `${country} ${name}: the address stays`);
  return headings[0];
}

export async function routeJourneys(stack) {
  for (const country of COUNTRIES) {
    await test(`${country}: every route of spec section 2 opens at its localized path with its own heading and content`, () =>
      stack.withContext(async (context) => {
        await withOptionalPagesOn(context);
        const page = await context.newPage();
        const expected = PAGES[country].routes;
        // Every route of the table is in this journey, and a route the country lacks is absent.
        assert.deepEqual(
          [...VISITOR_ROUTES, ...SIGNED_IN_ROUTES].toSorted(),
          [...ROUTE_NAMES].toSorted(),
        );
        for (const name of ROUTE_NAMES) {
          const exists =
            buildRoutePath(country, name, {
              brandSlug: 'b',
              slug: 's',
              legacyModelId: '1',
              saleId: 's',
              step: 'condition',
            }) !== null;
          assert.equal(exists, expected[name] !== null, `${country} ${name}: in the table`);
        }
        const seen = new Map();
        const params = { brandSlug: 'apple', step: 'condition' };
        const open = async (name, path = buildRoutePath(country, name, params)) => {
          const heading = await openRoute(page, stack, country, name, path);
          seen.set(name, heading);
        };

        for (const name of VISITOR_ROUTES) {
          if (expected[name] === null) continue;
          if (name === 'shop-brand-model') {
            // The first phone of the brand page, by its own address.
            const href = await page
              .getByRole('main')
              .locator('a.card__link', { hasText: 'iPhone' })
              .first()
              .getAttribute('href');
            await open(name, new URL(href, page.url()).pathname);
            await page.getByRole('button', { name: SITE[country].add, exact: true }).click();
            await page.getByText(SITE[country].added).first().waitFor();
            continue;
          }
          await open(name);
          if (name === 'index') await dismissConsent(page, SITE[country].consent);
          if (name === 'contact') {
            // The help page, scrolled to its contact section, which has the focus once the page's
            // scripts run (its server HTML is painted first).
            await eventually(async () => {
              const focused = await page.evaluate(() => ({
                id: document.activeElement?.id,
                heading: document.activeElement?.querySelector('h2')?.textContent,
              }));
              assert.deepEqual(focused, { id: 'contact', heading: PAGES[country].contactSection });
            });
          }
          if (name === 'cart') {
            // With the upsell page on, the cart leads to the extras step.
            const next = await page
              .getByRole('link', { name: SITE[country].toCheckout })
              .getAttribute('href');
            assert.equal(new URL(next, page.url()).pathname, buildRoutePath(country, 'cart-extra'));
          }
          if (name === 'cart-login') {
            // The choice of how to go on, not yet the checkout's contact step.
            const contactName = page.getByRole('textbox', { name: SITE[country].name });
            assert.equal(await contactName.count(), 0);
          }
          if (name === 'cart-finalize') {
            // The checkout's own step (a guest's), not the login step's choice.
            assert.equal(await page.getByText(expected['cart-login'][1]).count(), 0);
          }
          if (name === 'cart-extra') {
            // The phone in the cart, with its extras.
            await page.getByRole('main').getByRole('region', { name: /Apple/ }).waitFor();
          }
        }

        const user = await logIn(page, stack, `routes-${country}@example.com`);
        const saleId = await giveSale(stack, country, user);
        for (const name of SIGNED_IN_ROUTES) {
          if (expected[name] === null) continue;
          if (name === 'sell-step') {
            // A device chosen on the sell page; then the next step's own address, typed.
            await page.getByRole('main').getByRole('searchbox').fill('iphone 13');
            await page.getByRole('radio', { name: /^Apple iPhone 13 / }).check();
            await page.getByRole('radio', { name: /^128 GB/ }).check();
            await page.getByRole('button', { name: SELL_CONTINUE[country], exact: true }).click();
            await page.waitForURL((url) => url.pathname === buildRoutePath(country, name, params));
          }
          await open(name, buildRoutePath(country, name, { ...params, saleId }));
        }

        // No two routes share a heading, but the help page under its two names (faq, contact).
        const byHeading = new Map();
        for (const [name, heading] of seen)
          byHeading.set(heading, [...(byHeading.get(heading) ?? []), name]);
        const shared = [...byHeading.values()].filter((names) => names.length > 1);
        assert.deepEqual(shared, [['contact', 'faq']]);
      }));
  }
}
