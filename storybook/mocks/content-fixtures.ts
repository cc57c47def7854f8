/**
 * The content service of the stories in the four sites' languages: the information pages the
 * footer links to (the help page with its `contact` anchor; the refund policy in HU only, where
 * the route exists), the legal pages of every site (terms, privacy policy, cookie policy and the
 * EU model withdrawal form: story fixtures, shorter than shop-api's content/legal-pages.data.ts,
 * their titles the footer's link words), the company that sells on each site (the footer's
 * `/content/company`) and the published reviews of the shop and of selling to it.
 */
import type { Country } from '@refurb/shared-contracts';
import type {
  CompanyIdentity,
  ContentPage,
  ContentPageKey,
  Review,
} from '@refurb/shared-contracts/api/content';

type Page = Omit<ContentPage, 'key'>;
type Section = ContentPage['sections'][number];

const s = (heading: string, ...paragraphs: string[]): Section => ({ heading, paragraphs });
const contact = (heading: string, text: string): Section => ({
  anchor: 'contact',
  heading,
  paragraphs: [text],
});

const PAGES: Readonly<Record<Country, Partial<Record<ContentPageKey, Page>>>> = {
  ro: {
    'about-us': {
      title: 'Despre noi',
      description: 'Cine suntem și cum recondiționăm dispozitivele pe care le vindem.',
      sections: [
        s(
          'Cine suntem',
          'Vindem telefoane, tablete, laptopuri, ceasuri și console recondiționate, verificate în 40 de puncte.',
          'Am plătit vânzătorilor peste €23 milioane pentru dispozitivele lor.',
        ),
        s('Garanție', 'Fiecare produs are 2 ani garanție și 60 de zile drept de retur.'),
      ],
    },
    'seller-guide': {
      title: 'Ghidul vânzătorului',
      description: 'Cum îți vinzi dispozitivul în trei pași.',
      sections: [
        s('1. Descrie dispozitivul', 'Alege modelul, memoria și starea în care se află.'),
        s('2. Primești oferta', 'Îți spunem pe loc cât plătim pentru el.'),
        s('3. Trimite-l gratuit', 'Curierul îl ridică; banii ajung în cont după verificare.'),
      ],
    },
    faq: {
      title: 'Ajutor',
      description: 'Răspunsuri despre comenzi, livrare și retur.',
      sections: [
        s('Cât durează livrarea?', 'Livrăm în 1-3 zile lucrătoare prin curier sau easybox.'),
        s('Pot returna produsul?', 'Da, ai 60 de zile pentru retur, fără explicații.'),
        contact('Contact', 'contact@refurb.ro, 021 000 0000, luni-vineri 9:00-18:00.'),
      ],
    },
    // The legal pages: short stand-ins of shop-api's content/legal-pages.data.ts, the seller
    // filled in with the story company below.
    terms: {
      title: 'Termeni și condiții',
      description: 'Cine vinde, cum comanzi, prețuri, livrare, retragere și garanție.',
      sections: [
        s(
          'Vânzătorul și comanda',
          'Produsele sunt vândute de Refurb Local SRL (local stack), București, CUI RO00000000.',
          'Contractul se încheie când îți confirmăm comanda prin e-mail.',
        ),
        s(
          'Prețuri și livrare',
          'Prețurile afișate includ TVA. Livrăm în 1-3 zile lucrătoare prin curier sau easybox; costul livrării îl vezi înainte să plasezi comanda.',
        ),
        s(
          'Retragere, retur și garanție',
          'Te poți retrage din contract în 14 zile de la primirea produsului, fără să îți motivezi decizia; magazinul îți oferă 60 de zile pentru retur.',
          'Fiecare produs are 2 ani garanție comercială, care nu îți restrânge drepturile legale.',
        ),
      ],
    },
    'privacy-policy': {
      title: 'Politica de confidențialitate',
      description: 'Ce date personale prelucrăm, de ce și ce drepturi ai.',
      sections: [
        s(
          'Operatorul',
          'Refurb Local SRL (local stack), Str. Exemplului 1, București. Întrebări: contact@refurb.ro.',
        ),
        s(
          'Ce date folosim',
          'Folosim numele, adresa, telefonul și e-mailul tău ca să îți livrăm comanda și să emitem factura. Pentru statistici și publicitate folosim date doar cu acordul tău.',
        ),
        s(
          'Drepturile tale',
          'Poți cere accesul la date, rectificarea sau ștergerea lor și îți poți retrage oricând acordul. Poți depune o plângere la ANSPDCP.',
        ),
      ],
    },
    'cookie-policy': {
      title: 'Politica de cookie-uri',
      description: 'Ce cookie-uri folosim și cum îți alegi acordul.',
      sections: [
        s(
          'Funcționale',
          'Țin minte autentificarea, coșul și alegerea ta privind cookie-urile. Sunt mereu active.',
        ),
        s(
          'Statistici și publicitate',
          'Le folosim doar dacă le accepți în bannerul de cookie-uri.',
        ),
        s(
          'Cum îți schimbi alegerea',
          'Oricând, din Setări cookie-uri, în subsolul fiecărei pagini.',
        ),
      ],
    },
    'withdrawal-form': {
      title: 'Formular de retragere',
      description: 'Modelul de formular de retragere (Directiva 2011/83/UE, anexa I litera B).',
      sections: [
        s(
          'Când îl folosești',
          'Completează și trimite formularul numai dacă vrei să te retragi din contract, în 14 zile de la primirea produsului.',
        ),
        s(
          'Formular',
          'Către Refurb Local SRL (local stack), Str. Exemplului 1, 010001 București, contact@refurb.ro:',
          'Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse: …',
          'Comandate la data (*)/primite la data (*): …',
          'Numele consumatorului/consumatorilor: …',
          'Adresa consumatorului/consumatorilor: …',
          'Semnătura consumatorului/consumatorilor (numai în cazul în care acest formular este notificat pe hârtie): …',
          'Data: …',
          '(*) Se elimină mențiunea inutilă.',
        ),
      ],
    },
  },
  bg: {
    'about-us': {
      title: 'За нас',
      description: 'Кои сме и как обновяваме устройствата, които продаваме.',
      sections: [
        s(
          'Кои сме',
          'Продаваме обновени телефони, таблети, лаптопи, часовници и конзоли, проверени в 40 точки.',
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
        s('2. Получете оферта', 'Веднага казваме колко плащаме за него.'),
        s('3. Изпратете го безплатно', 'Куриерът го взима; парите идват след проверка.'),
      ],
    },
    faq: {
      title: 'Помощ',
      description: 'Отговори за поръчки, доставка и връщане.',
      sections: [
        s('Колко време отнема доставката?', 'Доставяме за 1-3 работни дни с куриер.'),
        s('Мога ли да върна продукта?', 'Да, имате 60 дни за връщане без обяснения.'),
        contact('Контакти', 'contact@refurb.bg, 02 000 0000, понеделник-петък 9:00-18:00.'),
      ],
    },
    terms: {
      title: 'Общи условия',
      description: 'Кой продава, как се поръчва, цени, доставка, отказ и гаранция.',
      sections: [
        s(
          'Продавач и поръчка',
          'Продуктите се продават от Рефърб Локал ЕООД (local stack), София, ЕИК 000000000.',
          'Договорът се сключва, когато потвърдим поръчката ви по имейл.',
        ),
        s(
          'Цени и доставка',
          'Показаните цени включват ДДС. Доставяме за 1-3 работни дни с куриер, до офис или автомат; цената на доставката виждате, преди да поръчате.',
        ),
        s(
          'Отказ, връщане и гаранция',
          'Можете да се откажете от договора в срок от 14 дни от получаването на продукта, без да посочвате причина; магазинът ви дава 60 дни за връщане.',
          'Всеки продукт има 2 години търговска гаранция, която не ограничава законовите ви права.',
        ),
      ],
    },
    'privacy-policy': {
      title: 'Политика за поверителност',
      description: 'Какви лични данни обработваме, защо и какви права имате.',
      sections: [
        s(
          'Администратор',
          'Рефърб Локал ЕООД (local stack), ул. Примерна 1, София. Въпроси: contact@refurb.bg.',
        ),
        s(
          'Какви данни използваме',
          'Използваме името, адреса, телефона и имейла ви, за да доставим поръчката и да издадем фактура. За статистика и реклама използваме данни само с ваше съгласие.',
        ),
        s(
          'Вашите права',
          'Можете да поискате достъп до данните си, коригирането или изтриването им и да оттеглите съгласието си по всяко време. Можете да подадете жалба до КЗЛД.',
        ),
      ],
    },
    'cookie-policy': {
      title: 'Политика за бисквитките',
      description: 'Какви бисквитки използваме и как избирате съгласието си.',
      sections: [
        s(
          'Функционални',
          'Запомнят входа ви в профила, количката и избора ви относно бисквитките. Винаги са активни.',
        ),
        s('Статистика и реклама', 'Използваме ги само ако ги приемете в банера за бисквитки.'),
        s(
          'Как да промените избора си',
          'По всяко време от Настройки за бисквитки в долната част на всяка страница.',
        ),
      ],
    },
    'withdrawal-form': {
      title: 'Формуляр за отказ',
      description:
        'Стандартен формуляр за отказ от договора (Директива 2011/83/ЕС, приложение I, част Б).',
      sections: [
        s(
          'Кога да го използвате',
          'Попълнете и изпратете формуляра само ако желаете да се откажете от договора, в срок от 14 дни от получаването на продукта.',
        ),
        s(
          'Формуляр',
          'До Рефърб Локал ЕООД (local stack), ул. Примерна 1, 1000 София, contact@refurb.bg:',
          'С настоящото уведомявам/уведомяваме (*), че се отказвам/отказваме (*) от сключения от мен/нас (*) договор за покупка на следните стоки: …',
          'Поръчано на (*)/получено на (*): …',
          'Име на потребителя/ите: …',
          'Адрес на потребителя/ите: …',
          'Подпис на потребителя/ите (само ако настоящият формуляр е на хартия): …',
          'Дата: …',
          '(*) Ненужното се зачертава.',
        ),
      ],
    },
  },
  hu: {
    'about-us': {
      title: 'Rólunk',
      description: 'Kik vagyunk, és hogyan újítjuk fel az eszközöket, amelyeket árulunk.',
      sections: [
        s(
          'Kik vagyunk',
          'Felújított telefonokat, tableteket, laptopokat, órákat és konzolokat árulunk, 40 ponton ellenőrizve.',
          'Több mint 23 millió eurót fizettünk az eladóknak az eszközeikért.',
        ),
        s('Garancia', 'Minden termékre 2 év garancia és 60 napos visszaküldési jog jár.'),
      ],
    },
    'seller-guide': {
      title: 'Eladói útmutató',
      description: 'Így adod el az eszközöd három lépésben.',
      sections: [
        s('1. Írd le az eszközt', 'Válaszd ki a modellt, a tárhelyet és az állapotát.'),
        s('2. Megkapod az ajánlatot', 'Azonnal megmondjuk, mennyit fizetünk érte.'),
        s('3. Küldd el ingyen', 'A futár elviszi; a pénz az ellenőrzés után érkezik.'),
      ],
    },
    faq: {
      title: 'Segítség',
      description: 'Válaszok rendelésről, szállításról és visszaküldésről.',
      sections: [
        s('Mennyi idő a szállítás?', '1-3 munkanap alatt szállítunk futárral.'),
        s('Visszaküldhetem a terméket?', 'Igen, 60 napod van rá, indoklás nélkül.'),
        contact('Kapcsolat', 'contact@refurb.hu, +36 1 000 0000, hétfő-péntek 9:00-18:00.'),
      ],
    },
    'refund-policy': {
      title: 'Visszatérítési szabályzat',
      description: 'Mikor és hogyan kapod vissza a pénzed.',
      sections: [
        s(
          'Visszatérítés',
          'A visszaküldött terméket 14 napon belül ellenőrizzük, és a vételárat ugyanarra a fizetési módra utaljuk vissza.',
        ),
      ],
    },
    terms: {
      title: 'ÁSZF',
      description: 'Ki az eladó, hogyan rendelhetsz, árak, szállítás, elállás és garancia.',
      sections: [
        s(
          'Az eladó és a rendelés',
          'Az eladó a Refurb Local Kft. (local stack), 1000 Budapest, Példa utca 1., adószám: 00000000-0-00.',
          'A szerződés akkor jön létre, amikor e-mailben visszaigazoljuk a rendelésedet.',
        ),
        s(
          'Árak és szállítás',
          'A feltüntetett árak tartalmazzák az áfát. 1-3 munkanap alatt szállítunk futárral vagy csomagautomatába; a szállítási díjat a rendelés leadása előtt látod.',
        ),
        s(
          'Elállás, visszaküldés és garancia',
          'A termék átvételétől számított 14 napon belül indoklás nélkül elállhatsz a szerződéstől; a bolt 60 napot ad a visszaküldésre.',
          'Minden termékre 2 év kereskedelmi garanciát vállalunk, amely nem korlátozza a törvényes jogaidat.',
        ),
      ],
    },
    'privacy-policy': {
      title: 'Adatvédelmi tájékoztató',
      description: 'Milyen személyes adatokat kezelünk, miért, és milyen jogaid vannak.',
      sections: [
        s(
          'Az adatkezelő',
          'Refurb Local Kft. (local stack), 1000 Budapest, Példa utca 1. Kérdéseiddel ide fordulhatsz: contact@refurb.hu.',
        ),
        s(
          'Milyen adatokat kezelünk',
          'A nevedet, a címedet, a telefonszámodat és az e-mail-címedet kezeljük, hogy kiszállíthassuk a rendelésedet és kiállíthassuk a számlát. Statisztikához és hirdetésekhez csak a hozzájárulásoddal használunk adatokat.',
        ),
        s(
          'Jogaid',
          'Kérheted az adataidhoz való hozzáférést, helyesbítésüket vagy törlésüket, és hozzájárulásodat bármikor visszavonhatod. Panasszal a NAIH-hoz fordulhatsz.',
        ),
      ],
    },
    'cookie-policy': {
      title: 'Süti tájékoztató',
      description: 'Milyen sütiket használunk, és hogyan döntesz a hozzájárulásodról.',
      sections: [
        s(
          'Működéshez szükséges sütik',
          'Megjegyzik a bejelentkezésedet, a kosaradat és a sütikkel kapcsolatos döntésedet. Mindig aktívak.',
        ),
        s(
          'Statisztika és hirdetések',
          'Ezeket csak akkor használjuk, ha a sütisávban elfogadod őket.',
        ),
        s(
          'Hogyan módosíthatod a döntésedet',
          'Bármikor, minden oldal alján, a Süti-beállítások linkkel.',
        ),
      ],
    },
    'withdrawal-form': {
      title: 'Elállási nyilatkozat',
      description:
        'Az elállási jog gyakorlásához használható nyilatkozatminta (2011/83/EU irányelv, I. melléklet, B. rész).',
      sections: [
        s(
          'Mikor használd',
          'Csak akkor töltsd ki és küldd el, ha el szeretnél állni a szerződéstől, a termék átvételétől számított 14 napon belül.',
        ),
        s(
          'Nyilatkozatminta',
          'Címzett: Refurb Local Kft. (local stack), 1000 Budapest, Példa utca 1., contact@refurb.hu',
          'Alulírott/ak kijelentem/kijelentjük, hogy gyakorlom/gyakoroljuk elállási jogomat/jogunkat az alábbi termék/ek adásvételére irányuló szerződés tekintetében: …',
          'Szerződéskötés időpontja/átvétel időpontja: …',
          'A fogyasztó(k) neve: …',
          'A fogyasztó(k) címe: …',
          'A fogyasztó(k) aláírása (kizárólag papíron tett nyilatkozat esetén): …',
          'Kelt: …',
        ),
      ],
    },
  },
  gr: {
    'about-us': {
      title: 'Σχετικά με εμάς',
      description: 'Ποιοι είμαστε και πώς ανακατασκευάζουμε τις συσκευές που πουλάμε.',
      sections: [
        s(
          'Ποιοι είμαστε',
          'Πουλάμε ανακατασκευασμένα κινητά, tablet, laptop, ρολόγια και κονσόλες, ελεγμένα σε 40 σημεία.',
          'Έχουμε πληρώσει στους πωλητές πάνω από €23 εκατομμύρια για τις συσκευές τους.',
        ),
        s('Εγγύηση', 'Κάθε προϊόν έχει εγγύηση 2 ετών και 60 ημέρες δικαίωμα επιστροφής.'),
      ],
    },
    'seller-guide': {
      title: 'Οδηγός πωλητή',
      description: 'Πώς πουλάτε τη συσκευή σας σε τρία βήματα.',
      sections: [
        s('1. Περιγράψτε τη συσκευή', 'Επιλέξτε μοντέλο, μνήμη και κατάσταση.'),
        s('2. Λάβετε προσφορά', 'Σας λέμε αμέσως πόσα πληρώνουμε γι’ αυτήν.'),
        s(
          '3. Στείλτε τη δωρεάν',
          'Ο courier την παραλαμβάνει· τα χρήματα έρχονται μετά τον έλεγχο.',
        ),
      ],
    },
    faq: {
      title: 'Βοήθεια',
      description: 'Απαντήσεις για παραγγελίες, αποστολή και επιστροφές.',
      sections: [
        s('Πόσο διαρκεί η αποστολή;', 'Παραδίδουμε σε 1-3 εργάσιμες ημέρες με courier.'),
        s('Μπορώ να επιστρέψω το προϊόν;', 'Ναι, έχετε 60 ημέρες χωρίς εξηγήσεις.'),
        contact('Επικοινωνία', 'contact@refurb.gr, 210 000 0000, Δευτέρα-Παρασκευή 9:00-18:00.'),
      ],
    },
    terms: {
      title: 'Όροι και προϋποθέσεις',
      description: 'Ποιος πουλά, πώς παραγγέλνετε, τιμές, αποστολή, υπαναχώρηση και εγγύηση.',
      sections: [
        s(
          'Ο πωλητής και η παραγγελία',
          'Τα προϊόντα πωλούνται από την εταιρεία Refurb Local Ι.Κ.Ε. (local stack), Αθήνα, ΑΦΜ 000000000.',
          'Η σύμβαση συνάπτεται όταν επιβεβαιώσουμε την παραγγελία σας με email.',
        ),
        s(
          'Τιμές και αποστολή',
          'Οι τιμές περιλαμβάνουν ΦΠΑ. Παραδίδουμε σε 1-3 εργάσιμες ημέρες με courier ή σε locker· το κόστος αποστολής το βλέπετε πριν υποβάλετε την παραγγελία.',
        ),
        s(
          'Υπαναχώρηση, επιστροφή και εγγύηση',
          'Μπορείτε να υπαναχωρήσετε από τη σύμβαση εντός 14 ημερών από την παραλαβή του προϊόντος, χωρίς να αιτιολογήσετε την απόφασή σας· το κατάστημα σας δίνει 60 ημέρες για επιστροφή.',
          'Κάθε προϊόν έχει εμπορική εγγύηση 2 ετών, που δεν περιορίζει τα νόμιμα δικαιώματά σας.',
        ),
      ],
    },
    'privacy-policy': {
      title: 'Πολιτική απορρήτου',
      description: 'Ποια προσωπικά δεδομένα επεξεργαζόμαστε, γιατί και ποια δικαιώματα έχετε.',
      sections: [
        s(
          'Υπεύθυνος επεξεργασίας',
          'Refurb Local Ι.Κ.Ε. (local stack), Οδός Παραδείγματος 1, Αθήνα. Ερωτήσεις: contact@refurb.gr.',
        ),
        s(
          'Ποια δεδομένα χρησιμοποιούμε',
          'Χρησιμοποιούμε το όνομα, τη διεύθυνση, το τηλέφωνο και το email σας για να παραδώσουμε την παραγγελία σας και να εκδώσουμε τιμολόγιο. Για στατιστικά και διαφήμιση χρησιμοποιούμε δεδομένα μόνο με τη συγκατάθεσή σας.',
        ),
        s(
          'Τα δικαιώματά σας',
          'Μπορείτε να ζητήσετε πρόσβαση στα δεδομένα σας, διόρθωση ή διαγραφή τους και να ανακαλέσετε οποτεδήποτε τη συγκατάθεσή σας. Μπορείτε να υποβάλετε καταγγελία στην Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα.',
        ),
      ],
    },
    'cookie-policy': {
      title: 'Πολιτική cookies',
      description: 'Ποια cookies χρησιμοποιούμε και πώς επιλέγετε τη συγκατάθεσή σας.',
      sections: [
        s(
          'Λειτουργικά',
          'Θυμούνται τη σύνδεσή σας, το καλάθι σας και την επιλογή σας για τα cookies. Είναι πάντα ενεργά.',
        ),
        s(
          'Στατιστικά και διαφήμιση',
          'Τα χρησιμοποιούμε μόνο αν τα αποδεχθείτε στο banner των cookies.',
        ),
        s(
          'Πώς αλλάζετε την επιλογή σας',
          'Οποτεδήποτε, από τις Ρυθμίσεις cookies στο κάτω μέρος κάθε σελίδας.',
        ),
      ],
    },
    'withdrawal-form': {
      title: 'Έντυπο υπαναχώρησης',
      description: 'Υπόδειγμα εντύπου υπαναχώρησης (Οδηγία 2011/83/ΕΕ, παράρτημα I, μέρος Β).',
      sections: [
        s(
          'Πότε το χρησιμοποιείτε',
          'Συμπληρώστε και στείλτε το έντυπο μόνο αν θέλετε να υπαναχωρήσετε από τη σύμβαση, εντός 14 ημερών από την παραλαβή του προϊόντος.',
        ),
        s(
          'Έντυπο',
          'Προς Refurb Local Ι.Κ.Ε. (local stack), Οδός Παραδείγματος 1, 100 00 Αθήνα, contact@refurb.gr:',
          'Με την παρούσα σας γνωστοποιώ/γνωστοποιούμε (*) ότι υπαναχωρώ/υπαναχωρούμε (*) από τη σύμβασή μου/μας (*) για την πώληση των ακόλουθων αγαθών: …',
          'Παραγγέλθηκε(-αν) στις (*)/παρελήφθη(-σαν) στις (*): …',
          'Όνομα καταναλωτή(-ών): …',
          'Διεύθυνση καταναλωτή(-ών): …',
          'Υπογραφή καταναλωτή(-ών) (μόνο εάν το παρόν έντυπο κοινοποιείται σε έντυπη μορφή): …',
          'Ημερομηνία: …',
          '(*) Διαγράφεται η περιττή ένδειξη.',
        ),
      ],
    },
  },
};

export function storyContentPage(country: Country, key: ContentPageKey): ContentPage | null {
  const page = PAGES[country][key];
  return page ? { key, ...page } : null;
}

/**
 * The seller of each story site, as the content service names it: a made-up company (the local
 * stack's stand-ins, shop-api invoices/seller.ts) with the help pages' contact and the country's
 * consumer bodies.
 */
const COMPANIES: Readonly<Record<Country, CompanyIdentity>> = {
  ro: {
    legalName: 'Refurb Local SRL (local stack)',
    registrationNumber: 'J00/0000/2025',
    taxId: 'RO00000000',
    address: 'Str. Exemplului 1, 010001 București',
    email: 'contact@refurb.ro',
    phone: '021 000 0000',
    labels: { registrationNumber: 'Nr. Reg. Com.', taxId: 'CUI' },
    consumerLinks: [
      { kind: 'authority', name: 'ANPC', url: 'https://anpc.ro/' },
      { kind: 'adr', name: 'ANPC – SAL', url: 'https://anpc.ro/ce-este-sal/' },
      { kind: 'odr', name: 'SOL', url: 'https://ec.europa.eu/consumers/odr' },
    ],
  },
  bg: {
    legalName: 'Рефърб Локал ЕООД (local stack)',
    registrationNumber: '000000000',
    taxId: 'BG000000000',
    address: 'ул. Примерна 1, 1000 София',
    email: 'contact@refurb.bg',
    phone: '02 000 0000',
    labels: { registrationNumber: 'ЕИК', taxId: 'ИН по ДДС' },
    consumerLinks: [{ kind: 'authority', name: 'КЗП', url: 'https://kzp.bg/' }],
  },
  hu: {
    legalName: 'Refurb Local Kft. (local stack)',
    registrationNumber: '00-00-000000',
    taxId: '00000000-0-00',
    address: '1000 Budapest, Példa utca 1.',
    email: 'contact@refurb.hu',
    phone: '06 1 000 0000',
    labels: { registrationNumber: 'Cégjegyzékszám', taxId: 'Adószám' },
    consumerLinks: [
      { kind: 'authority', name: 'Fogyasztóvédelem', url: 'https://fogyasztovedelem.kormany.hu/' },
      { kind: 'adr', name: 'Békéltető testületek', url: 'https://bekeltetes.hu/' },
    ],
  },
  gr: {
    legalName: 'Refurb Local Ι.Κ.Ε. (local stack)',
    registrationNumber: '000000000000',
    taxId: '000000000',
    address: 'Οδός Παραδείγματος 1, 100 00 Αθήνα',
    email: 'contact@refurb.gr',
    phone: '210 000 0000',
    labels: { registrationNumber: 'Αρ. ΓΕΜΗ', taxId: 'ΑΦΜ' },
    consumerLinks: [
      {
        kind: 'authority',
        name: 'Γενική Γραμματεία Εμπορίου και Προστασίας Καταναλωτή',
        url: 'https://www.mindev.gov.gr/',
      },
      { kind: 'adr', name: 'Συνήγορος του Καταναλωτή', url: 'https://www.synigoroskatanaloti.gr/' },
    ],
  },
};

export const storyCompany = (country: Country): CompanyIdentity => COMPANIES[country];

type Words = readonly (readonly [author: string, rating: number, text: string])[];

const SHOP_REVIEWS: Readonly<Record<Country, Words>> = {
  ro: [
    ['Andreea M.', 5, 'iPhone-ul arată ca nou, bateria ține toată ziua. Livrare în două zile.'],
    ['Mihai P.', 4, 'Telefon impecabil, doar cutia era puțin lovită. Recomand.'],
    ['Ioana D.', 5, 'Am returnat un laptop fără nicio problemă, banii au venit repede.'],
  ],
  bg: [
    ['Мария К.', 5, 'Телефонът изглежда като нов, батерията издържа цял ден.'],
    ['Георги П.', 4, 'Отлично състояние, само кутията беше леко ударена.'],
    ['Елена Д.', 5, 'Върнах лаптоп без проблеми, парите дойдоха бързо.'],
  ],
  hu: [
    ['Kovács Anna', 5, 'A telefon olyan, mint az új, az akkumulátor egész nap bírja.'],
    ['Nagy Péter', 4, 'Kifogástalan készülék, csak a doboz volt kicsit sérült.'],
    ['Szabó Eszter', 5, 'Gond nélkül visszaküldtem egy laptopot, a pénz gyorsan megjött.'],
  ],
  gr: [
    ['Μαρία Κ.', 5, 'Το κινητό μοιάζει καινούριο, η μπαταρία κρατάει όλη μέρα.'],
    ['Γιώργος Π.', 4, 'Άψογη συσκευή, μόνο το κουτί ήταν λίγο χτυπημένο.'],
    ['Ελένη Δ.', 5, 'Επέστρεψα ένα laptop χωρίς πρόβλημα, τα χρήματα ήρθαν γρήγορα.'],
  ],
};

const SELL_REVIEWS: Readonly<Record<Country, Words>> = {
  ro: [['Radu C.', 5, 'Am primit exact suma din ofertă, curierul a venit a doua zi.']],
  bg: [['Иван С.', 5, 'Получих точно сумата от офертата, куриерът дойде на следващия ден.']],
  hu: [['Tóth Gábor', 5, 'Pontosan az ajánlat összegét kaptam, a futár másnap jött.']],
  gr: [['Νίκος Σ.', 5, 'Πήρα ακριβώς το ποσό της προσφοράς, ο courier ήρθε την επόμενη μέρα.']],
};

/**
 * Published reviews, newest first (a week apart, counted back from 20 November 2026); the newest
 * is a verified purchase (or sale), the others are not.
 */
export function storyReviews(country: Country, kind: Review['kind']): Review[] {
  const words = (kind === 'shop' ? SHOP_REVIEWS : SELL_REVIEWS)[country];
  return words.map(([author, rating, text], i) => ({
    id: `${kind}-${country}-${i + 1}`,
    kind,
    author,
    rating,
    text,
    createdAt: new Date(Date.UTC(2026, 10, 20 - 7 * i, 10)).toISOString(),
    verifiedPurchase: i === 0,
  }));
}

/** The mean rating, one decimal, as the content service gives it; null without reviews. */
export function averageRating(reviews: readonly Review[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
