/**
 * The content service's pages in each site's language. Short on purpose: the structure (title,
 * description, anchored sections) is what the storefront depends on; editors own the words.
 * The help page (`faq`) carries the `contact` anchor that the contact route points at.
 *
 * What each page says (issue 33 point 19: every route shows a page a real shop would show):
 * the blog lists a few articles (a title and its teaser each; the articles' own pages are not
 * routes of the spec); the return address says where a return goes and that the return form in
 * the account comes first; FAQ-old and contact-old are the old addresses' pages, pointing to the
 * help page and keeping the contact details.
 */
import type { Country } from '@refurb/shared-contracts';
import type { ContentPage, ContentPageKey } from '@refurb/shared-contracts/api/content';

type Page = Omit<ContentPage, 'key'>;
type Pages = Partial<Record<ContentPageKey, Page>>;

const s = (heading: string, ...paragraphs: string[]) => ({ heading, paragraphs });
const anchored = (anchor: string, heading: string, ...paragraphs: string[]) => ({
  anchor,
  heading,
  paragraphs,
});

const RO: Pages = {
  'about-us': {
    title: 'Despre noi',
    description: 'Cine suntem și cum recondiționăm dispozitivele pe care le vindem.',
    sections: [
      s(
        'Cine suntem',
        'Vindem telefoane, tablete, laptopuri, ceasuri inteligente și console recondiționate, verificate în 40 de puncte.',
        'Am plătit vânzătorilor peste €23 milioane pentru dispozitivele lor.',
      ),
      s('Garanție', 'Fiecare produs are garanție de 2 ani și drept de retur 60 de zile.'),
    ],
  },
  'seller-guide': {
    title: 'Ghidul vânzătorului',
    description: 'Cum îți vinzi dispozitivul în trei pași.',
    sections: [
      s('1. Descrie dispozitivul', 'Alege modelul, memoria și starea în care se află.'),
      s('2. Primești oferta', 'Îți spunem pe loc cât plătim pentru el.'),
      s('3. Trimite-l gratuit', 'Curierul îl ridică, iar banii ajung în cont după verificare.'),
    ],
  },
  faq: {
    title: 'Ajutor',
    description: 'Răspunsuri la întrebările frecvente despre comenzi, livrare și retur.',
    sections: [
      s('Cât durează livrarea?', 'Livrăm în 1-3 zile lucrătoare prin curier sau easybox.'),
      s('Pot returna produsul?', 'Da, ai 60 de zile pentru retur, fără să dai explicații.'),
      anchored(
        'contact',
        'Contact',
        'Ne găsești la contact@refurb.ro sau la 021 000 0000, de luni până vineri, 9:00-18:00.',
      ),
    ],
  },
  'faq-old': {
    title: 'Întrebări frecvente',
    description: 'Arhiva întrebărilor frecvente.',
    sections: [s('Unde găsesc ajutor?', 'Întrebările frecvente s-au mutat pe pagina Ajutor.')],
  },
  'contact-old': {
    title: 'Contact',
    description: 'Datele noastre de contact.',
    sections: [s('Scrie-ne', 'contact@refurb.ro, 021 000 0000, luni-vineri 9:00-18:00.')],
  },
  blog: {
    title: 'Blog',
    description: 'Sfaturi despre dispozitive recondiționate.',
    sections: [
      s(
        'De ce un telefon recondiționat?',
        'Costă mai puțin, are garanție și evită deșeuri electronice.',
      ),
      s(
        'Cum verificăm un dispozitiv în 40 de puncte',
        'Ecranul, bateria, camerele, butoanele și conexiunile sunt testate înainte ca dispozitivul să ajungă în magazin.',
      ),
      s(
        'Ce înseamnă starea unui dispozitiv',
        'Starea descrie doar aspectul: toate dispozitivele funcționează perfect, diferă urmele de folosire.',
      ),
    ],
  },
  'return-address': {
    title: 'Adresa de retur',
    description: 'Unde trimiți produsele returnate.',
    sections: [
      s('Adresa', 'Refurb Retur, Str. Depozitului 1, 077040 Chiajna, Ilfov.'),
      s(
        'Înainte să trimiți coletul',
        'Completează formularul de retur din contul tău (Retururi) și pune în colet numărul comenzii.',
      ),
    ],
  },
};

const BG: Pages = {
  'about-us': {
    title: 'За нас',
    description: 'Кои сме ние и как обновяваме устройствата, които продаваме.',
    sections: [
      s(
        'Кои сме ние',
        'Продаваме обновени телефони, таблети, лаптопи, смарт часовници и конзоли, проверени в 40 точки.',
        'Платили сме на продавачите над €23 милиона за техните устройства.',
      ),
      s('Гаранция', 'Всеки продукт има 2 години гаранция и 60 дни право на връщане.'),
    ],
  },
  'seller-guide': {
    title: 'Ръководство за продавачи',
    description: 'Как да продадете устройството си в три стъпки.',
    sections: [
      s('1. Опишете устройството', 'Изберете модела, паметта и състоянието му.'),
      s('2. Получете оферта', 'Веднага ви казваме колко плащаме.'),
      s('3. Изпратете го безплатно', 'Куриерът го взема, а парите идват след проверка.'),
    ],
  },
  faq: {
    title: 'Помощ',
    description: 'Отговори на често задавани въпроси за поръчки, доставка и връщане.',
    sections: [
      s(
        'Колко време отнема доставката?',
        'Доставяме за 1-3 работни дни с куриер, офис или автомат.',
      ),
      s('Мога ли да върна продукта?', 'Да, имате 60 дни за връщане без обяснения.'),
      anchored(
        'contact',
        'Контакти',
        'Пишете ни на contact@refurb.bg или се обадете на 02 000 0000, от понеделник до петък, 9:00-18:00.',
      ),
    ],
  },
  'faq-old': {
    title: 'Често задавани въпроси',
    description: 'Архив на често задаваните въпроси.',
    sections: [s('Къде да намеря помощ?', 'Въпросите се преместиха на страницата Помощ.')],
  },
  'contact-old': {
    title: 'Контакти',
    description: 'Нашите данни за контакт.',
    sections: [s('Пишете ни', 'contact@refurb.bg, 02 000 0000, понеделник-петък 9:00-18:00.')],
  },
  blog: {
    title: 'Блог',
    description: 'Съвети за обновени устройства.',
    sections: [
      s('Защо обновен телефон?', 'Струва по-малко, има гаранция и намалява електронните отпадъци.'),
      s(
        'Как проверяваме устройството в 40 точки',
        'Екранът, батерията, камерите, бутоните и връзките се тестват, преди устройството да влезе в магазина.',
      ),
      s(
        'Какво означава състоянието на устройството',
        'Състоянието описва само външния вид: всички устройства работят безупречно, различават се следите от употреба.',
      ),
    ],
  },
  'return-address': {
    title: 'Адрес за връщане',
    description: 'Къде да изпратите върнатите продукти.',
    sections: [
      s('Адрес', 'Refurb Връщане, ул. Складова 1, 1000 София.'),
      s(
        'Преди да изпратите пратката',
        'Попълнете формуляра за връщане в профила си (Връщания) и сложете номера на поръчката в пратката.',
      ),
    ],
  },
};

const HU: Pages = {
  'about-us': {
    title: 'Rólunk',
    description: 'Kik vagyunk, és hogyan újítjuk fel az általunk eladott készülékeket.',
    sections: [
      s(
        'Kik vagyunk',
        'Felújított telefonokat, tableteket, laptopokat, okosórákat és konzolokat árulunk, 40 ponton ellenőrizve.',
        'Több mint 23 millió eurót fizettünk ki az eladóknak a készülékeikért.',
      ),
      s('Garancia', 'Minden termékre 2 év garancia és 60 napos visszaküldési jog jár.'),
    ],
  },
  'seller-guide': {
    title: 'Eladói útmutató',
    description: 'Így adhatod el a készülékedet három lépésben.',
    sections: [
      s('1. Írd le a készüléket', 'Válaszd ki a modellt, a tárhelyet és az állapotát.'),
      s('2. Megkapod az ajánlatot', 'Azonnal megmondjuk, mennyit fizetünk érte.'),
      s('3. Küldd el ingyen', 'A futár elviszi, a pénzt az ellenőrzés után utaljuk.'),
    ],
  },
  faq: {
    title: 'Segítség',
    description:
      'Válaszok a rendelésről, szállításról és visszaküldésről szóló gyakori kérdésekre.',
    sections: [
      s('Mennyi idő a szállítás?', '1-3 munkanap futárral, GLS csomagponttal vagy automatával.'),
      s('Visszaküldhetem a terméket?', 'Igen, 60 napig indoklás nélkül.'),
      anchored(
        'contact',
        'Kapcsolat',
        'Írj nekünk: contact@refurb.hu, vagy hívj: 06 1 000 0000, hétfőtől péntekig 9:00-18:00.',
      ),
    ],
  },
  'faq-old': {
    title: 'Gyakori kérdések',
    description: 'A gyakori kérdések archívuma.',
    sections: [s('Hol találok segítséget?', 'A kérdések a Segítség oldalra költöztek.')],
  },
  'contact-old': {
    title: 'Kapcsolat',
    description: 'Elérhetőségeink.',
    sections: [s('Írj nekünk', 'contact@refurb.hu, 06 1 000 0000, hétfő-péntek 9:00-18:00.')],
  },
  blog: {
    title: 'Blog',
    description: 'Tanácsok felújított készülékekről.',
    sections: [
      s('Miért felújított telefon?', 'Olcsóbb, garanciális, és kevesebb elektronikai hulladék.'),
      s(
        'Így ellenőrizzük a készüléket 40 ponton',
        'A kijelzőt, az akkumulátort, a kamerákat, a gombokat és a csatlakozókat teszteljük, mielőtt a készülék a boltba kerül.',
      ),
      s(
        'Mit jelent a készülék állapota',
        'Az állapot csak a külsőt írja le: minden készülék hibátlanul működik, a használat nyomai különböznek.',
      ),
    ],
  },
  'return-address': {
    title: 'Visszaküldési cím',
    description: 'Hová küldd a visszaküldött termékeket.',
    sections: [
      s('Cím', 'Refurb Visszaküldés, Raktár utca 1., 1097 Budapest.'),
      s(
        'Mielőtt feladod a csomagot',
        'Töltsd ki a visszaküldési űrlapot a fiókodban (Visszaküldések), és tedd a csomagba a rendelés számát.',
      ),
    ],
  },
  'refund-policy': {
    title: 'Visszatérítési szabályzat',
    description: 'Mikor és hogyan térítjük vissza a vételárat.',
    sections: [
      s(
        'Elállás',
        'A kézhezvételtől számított 60 napon belül indoklás nélkül elállhatsz a vásárlástól.',
      ),
      s(
        'Visszatérítés',
        'A vételárat és a szállítási díjat a termék beérkezésétől számított 14 napon belül visszautaljuk.',
      ),
    ],
  },
};

const GR: Pages = {
  'about-us': {
    title: 'Σχετικά με εμάς',
    description: 'Ποιοι είμαστε και πώς ανακατασκευάζουμε τις συσκευές που πουλάμε.',
    sections: [
      s(
        'Ποιοι είμαστε',
        'Πουλάμε ανακατασκευασμένα κινητά, tablet, laptop, smartwatch και κονσόλες, ελεγμένα σε 40 σημεία.',
        'Έχουμε πληρώσει στους πωλητές πάνω από €23 εκατομμύρια για τις συσκευές τους.',
      ),
      s('Εγγύηση', 'Κάθε προϊόν έχει εγγύηση 2 ετών και δικαίωμα επιστροφής 60 ημερών.'),
    ],
  },
  'seller-guide': {
    title: 'Οδηγός πωλητή',
    description: 'Πώς πουλάτε τη συσκευή σας σε τρία βήματα.',
    sections: [
      s('1. Περιγράψτε τη συσκευή', 'Επιλέξτε μοντέλο, μνήμη και κατάσταση.'),
      s('2. Λάβετε προσφορά', 'Σας λέμε αμέσως πόσα πληρώνουμε.'),
      s('3. Στείλτε τη δωρεάν', 'Ο courier την παραλαμβάνει και πληρώνεστε μετά τον έλεγχο.'),
    ],
  },
  faq: {
    title: 'Βοήθεια',
    description: 'Απαντήσεις σε συχνές ερωτήσεις για παραγγελίες, αποστολή και επιστροφές.',
    sections: [
      s('Πόσο διαρκεί η αποστολή;', '1-3 εργάσιμες με courier, σημείο παραλαβής ή locker.'),
      s('Μπορώ να επιστρέψω το προϊόν;', 'Ναι, έχετε 60 ημέρες χωρίς καμία εξήγηση.'),
      anchored(
        'contact',
        'Επικοινωνία',
        'Γράψτε μας στο contact@refurb.gr ή καλέστε στο 210 000 0000, Δευτέρα έως Παρασκευή, 9:00-18:00.',
      ),
    ],
  },
  'faq-old': {
    title: 'Συχνές ερωτήσεις',
    description: 'Αρχείο συχνών ερωτήσεων.',
    sections: [s('Πού βρίσκω βοήθεια;', 'Οι ερωτήσεις μεταφέρθηκαν στη σελίδα Βοήθεια.')],
  },
  'contact-old': {
    title: 'Επικοινωνία',
    description: 'Τα στοιχεία επικοινωνίας μας.',
    sections: [s('Γράψτε μας', 'contact@refurb.gr, 210 000 0000, Δευτέρα-Παρασκευή 9:00-18:00.')],
  },
  blog: {
    title: 'Blog',
    description: 'Συμβουλές για ανακατασκευασμένες συσκευές.',
    sections: [
      s(
        'Γιατί ανακατασκευασμένο κινητό;',
        'Κοστίζει λιγότερο, έχει εγγύηση και μειώνει τα ηλεκτρονικά απόβλητα.',
      ),
      s(
        'Πώς ελέγχουμε μια συσκευή σε 40 σημεία',
        'Η οθόνη, η μπαταρία, οι κάμερες, τα κουμπιά και οι συνδέσεις ελέγχονται πριν η συσκευή μπει στο κατάστημα.',
      ),
      s(
        'Τι σημαίνει η κατάσταση μιας συσκευής',
        'Η κατάσταση περιγράφει μόνο την εμφάνιση: όλες οι συσκευές λειτουργούν άψογα, διαφέρουν τα σημάδια χρήσης.',
      ),
    ],
  },
  'return-address': {
    title: 'Διεύθυνση επιστροφής',
    description: 'Πού στέλνετε τα προϊόντα που επιστρέφετε.',
    sections: [
      s('Διεύθυνση', 'Refurb Επιστροφές, Οδός Αποθήκης 1, 104 31 Αθήνα.'),
      s(
        'Πριν στείλετε το δέμα',
        'Συμπληρώστε τη φόρμα επιστροφής στον λογαριασμό σας (Επιστροφές) και βάλτε στο δέμα τον αριθμό της παραγγελίας.',
      ),
    ],
  },
};

export const CONTENT_PAGES: Readonly<Record<Country, Pages>> = { ro: RO, bg: BG, hu: HU, gr: GR };
