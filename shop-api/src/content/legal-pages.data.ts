/**
 * The legal pages of each site (issue 36): terms and conditions, privacy policy, cookie policy and
 * the EU model withdrawal form (Directive 2011/83/EU Annex I(B), in the wording of each
 * country's transposition). Editors own the words; what is kept here is what a shop of this kind
 * publishes, short.
 *
 * The text is a template (ICU, as the catalogues): the seller is never written in it but filled in
 * when the page is asked for, from the seller the invoices and the footer name (company.ts
 * `legalValues`: `{legalName}`, `{registrationNumber}`, `{taxId}`, `{address}`, `{contact}`, and
 * the consumer bodies' addresses `{authority}`, `{adr}`), and the return and warranty periods from
 * the rules that apply them (`{returnDays}`, `{geniusDays}`, `{warrantyYears}`). No ASCII
 * apostrophe in the text: ICU reads it as a quote (Greek elision is written with ’).
 *
 * The cookie policy names the consent the banner asks for (host-shell/src/consent/): functionality
 * always on; analytics storage and ad storage chosen; ad user data and ad personalization follow
 * ad storage.
 */
import { fillTemplate, type Country } from '@refurb/shared-contracts';
import { type ContentPage } from '@refurb/shared-contracts/api/content';
import { warrantyReturnData } from '../account/warranty-return.data.js';
import type { SellerIdentity } from '../invoices/seller.js';
import { legalValues } from './company.js';

export const LEGAL_PAGE_KEYS = [
  'terms',
  'privacy-policy',
  'cookie-policy',
  'withdrawal-form',
] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];
type Page = Omit<ContentPage, 'key'>;

const s = (heading: string, ...paragraphs: string[]) => ({ heading, paragraphs });
const anchored = (anchor: string, heading: string, ...paragraphs: string[]) => ({
  anchor,
  heading,
  paragraphs,
});

const RO: Record<LegalPageKey, Page> = {
  terms: {
    title: 'Termeni și condiții',
    description:
      'Cine vinde, cum se încheie contractul, prețuri, plată, livrare, retragere, retur și garanție.',
    sections: [
      anchored(
        'seller',
        'Vânzătorul',
        'Produsele de pe acest site sunt vândute de {legalName}, cu sediul în {address}, Nr. Reg. Com. {registrationNumber}, CUI {taxId}.',
        'Ne poți contacta la {contact}.',
      ),
      anchored(
        'order',
        'Comanda și contractul',
        'Produsele și prețurile afișate sunt o invitație de a comanda. Când plasezi comanda, faci o ofertă de cumpărare; contractul se încheie când îți confirmăm comanda prin e-mail.',
        'Dacă un produs nu mai este disponibil, te anunțăm și îți returnăm integral suma plătită pentru el.',
      ),
      anchored(
        'prices',
        'Prețuri și plată',
        'Prețurile afișate includ TVA. Dispozitivele recondiționate se pot vinde în regimul special pentru bunuri second-hand; atunci TVA nu apare separat pe factură.',
        'Poți plăti online cu cardul, ramburs la curier, cu cardul la easybox sau în rate prin TBI Bank ori Oney. Creditul îl acordă instituția financiară, după propriile condiții; contractul de credit îl încheii direct cu ea.',
      ),
      anchored(
        'delivery',
        'Livrare',
        'Livrăm în România prin curier sau în easybox. Costul și data estimată a livrării sunt afișate înainte să plasezi comanda. Riscul asupra produsului trece la tine la predare.',
      ),
      anchored(
        'withdrawal',
        'Dreptul de retragere de 14 zile',
        'Conform OUG nr. 34/2014, te poți retrage din contract în 14 zile de la primirea produsului, fără să îți motivezi decizia. Ne anunți printr-o declarație clară: prin formularul de retragere, din contul tău sau la {contact}.',
        'Trimiți produsul înapoi în 14 zile de la anunț. Îți rambursăm toate sumele plătite, inclusiv costul livrării standard, în cel mult 14 zile de la primirea declarației; putem amâna rambursarea până primim produsul sau dovada expedierii lui. Returul este gratuit.',
      ),
      anchored(
        'returns',
        'Returul oferit de magazin',
        'Pe lângă dreptul legal de retragere, poți returna produsul în {returnDays, plural, one {# zi} few {# zile} other {# de zile}} de la primire, fără explicații; membrii Genius au {geniusDays, plural, one {# zi} few {# zile} other {# de zile}} pentru comenzile care îndeplinesc condițiile programului. Produsul se returnează complet, fără deteriorări apărute după livrare.',
      ),
      anchored(
        'warranty',
        'Garanție și conformitate',
        'Fiecare produs are o garanție comercială de {warrantyYears, plural, one {# an} few {# ani} other {# de ani}} de la livrare, care nu îți restrânge drepturile legale.',
        'Independent de ea, răspundem pentru orice lipsă de conformitate a produsului, conform OUG nr. 140/2021: poți cere repararea sau înlocuirea lui, iar dacă acestea nu sunt posibile, reducerea prețului sau încetarea contractului. Ne scrii din contul tău sau la {contact}.',
      ),
      anchored(
        'complaints',
        'Reclamații și soluționarea litigiilor',
        'Ne trimiți reclamațiile la {contact}; îți răspundem în cel mult 30 de zile.',
        'Dacă nu ajungem la o soluție, te poți adresa Autorității Naționale pentru Protecția Consumatorilor (ANPC, {authority}), unei entități de soluționare alternativă a litigiilor (SAL, {adr}) sau instanței competente.',
      ),
    ],
  },
  'privacy-policy': {
    title: 'Politica de confidențialitate',
    description: 'Ce date personale prelucrăm, de ce, cât timp le păstrăm și ce drepturi ai.',
    sections: [
      anchored(
        'controller',
        'Operatorul',
        'Operatorul datelor tale este {legalName}, {address}, Nr. Reg. Com. {registrationNumber}, CUI {taxId}. Pentru orice întrebare despre datele tale ne scrii la {contact}.',
      ),
      anchored(
        'data',
        'Ce date folosim și de ce',
        'Comenzi: numele, adresa, telefonul, e-mailul, produsele comandate și plata, ca să încheiem și să executăm contractul (art. 6 alin. (1) lit. b din GDPR) și să emitem factura (obligație legală, lit. c).',
        'Cont: numele, e-mailul și istoricul comenzilor, retururilor, garanțiilor și vânzărilor, pentru serviciile contului (contract).',
        'Livrare: numele, adresa și telefonul, transmise curierului sau operatorului de lockere doar pentru livrare (contract).',
        'Plăți și rate: datele necesare plății ajung la procesatorul de plăți, iar pentru plata în rate la TBI Bank sau Oney, care decid acordarea creditului. Nu stocăm datele cardului.',
        'Securitate: adresa IP și datele tehnice ale cererilor, ca să prevenim frauda și abuzurile (interes legitim, lit. f).',
        'Statistici și publicitate: doar cu acordul tău, dat în bannerul de cookie-uri (lit. a); îl poți retrage oricând din Setări cookie-uri, în subsolul paginii.',
      ),
      anchored(
        'retention',
        'Cât timp păstrăm datele',
        'Datele contului, cât timp ai cont. Datele comenzilor, cât durează garanția și termenul legal de prescripție. Facturile și documentele contabile, cât cere legislația contabilă și fiscală. Datele prelucrate pe baza acordului, până îl retragi.',
      ),
      anchored(
        'recipients',
        'Cui transmitem datele',
        'Curierilor și operatorilor de lockere, procesatorului de plăți, instituțiilor financiare care acordă rate (TBI Bank, Oney), furnizorilor care ne găzduiesc serviciile și, când legea o cere, autorităților. Nu vindem datele tale.',
        'Dacă un furnizor prelucrează date în afara Spațiului Economic European, o face pe baza unei decizii de adecvare sau a clauzelor contractuale standard ale Comisiei Europene.',
      ),
      anchored(
        'rights',
        'Drepturile tale',
        'Ai dreptul de acces, rectificare, ștergere, restricționare a prelucrării, portabilitate și opoziție, precum și dreptul să îți retragi oricând acordul. Ne scrii la {contact}; îți răspundem în cel mult o lună.',
      ),
      anchored(
        'authority',
        'Plângeri',
        'Poți depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), https://www.dataprotection.ro/.',
      ),
    ],
  },
  'cookie-policy': {
    title: 'Politica de cookie-uri',
    description: 'Ce cookie-uri și ce stocare locală folosim și cum îți alegi acordul.',
    sections: [
      s(
        'Ce sunt cookie-urile',
        'Cookie-urile și tehnologiile asemănătoare, precum stocarea locală a browserului, păstrează informații pe dispozitivul tău. Unele sunt necesare pentru funcționarea magazinului; pe celelalte le folosim doar cu acordul tău.',
      ),
      anchored(
        'functionality',
        'Funcționale (mereu active)',
        'Țin minte autentificarea, coșul și alegerea ta privind cookie-urile. Fără ele magazinul nu poate funcționa, de aceea nu pot fi dezactivate.',
      ),
      anchored(
        'analytics',
        'Statistici',
        'Doar dacă le accepți (analytics storage): ne arată, agregat, cum este folosit site-ul (ce pagini sunt vizitate, cât durează o vizită), ca să îl îmbunătățim.',
      ),
      anchored(
        'ads',
        'Publicitate',
        'Doar dacă le accepți (ad storage): măsoară campaniile noastre și permit reclame relevante pentru tine. Aceeași alegere se aplică datelor despre tine trimise platformelor de publicitate (ad user data) și personalizării reclamelor (ad personalization).',
      ),
      anchored(
        'choice',
        'Cum îți schimbi alegerea',
        'Alegi la prima vizită, în bannerul de cookie-uri. Îți poți schimba oricând alegerea din Setări cookie-uri, în subsolul fiecărei pagini; retragerea acordului nu afectează ce s-a făcut înainte. Poți șterge cookie-urile și din setările browserului.',
      ),
      s(
        'Cine le folosește',
        '{legalName}, {address}. Întrebări: {contact}. Despre datele personale afli mai multe din Politica de confidențialitate.',
      ),
    ],
  },
  'withdrawal-form': {
    title: 'Formular de retragere',
    description:
      'Modelul de formular pentru retragerea din contract (anexa nr. 1 litera B la OUG nr. 34/2014).',
    sections: [
      s(
        'Când îl folosești',
        'Completează și trimite acest formular numai dacă dorești să te retragi din contract, în 14 zile de la primirea produsului. Îl poți trimite prin e-mail sau prin poștă; poți folosi și formularul de retur din contul tău. Nu este obligatoriu: orice declarație clară ajunge.',
      ),
      anchored(
        'form',
        'Formular',
        'Către {legalName}, {address}, {contact}:',
        'Prin prezenta vă informez/informăm (*) cu privire la retragerea mea/noastră (*) din contractul referitor la vânzarea următoarelor produse: …',
        'Comandate la data (*)/primite la data (*): …',
        'Numele consumatorului/consumatorilor: …',
        'Adresa consumatorului/consumatorilor: …',
        'Semnătura consumatorului/consumatorilor (numai în cazul în care acest formular este notificat pe hârtie): …',
        'Data: …',
        '(*) Se elimină mențiunea inutilă.',
      ),
    ],
  },
};

const BG: Record<LegalPageKey, Page> = {
  terms: {
    title: 'Общи условия',
    description:
      'Кой продава, как се сключва договорът, цени, плащане, доставка, отказ, връщане и гаранция.',
    sections: [
      anchored(
        'seller',
        'Продавач',
        'Продуктите на този сайт се продават от {legalName}, със седалище и адрес на управление {address}, ЕИК {registrationNumber}, ИН по ДДС {taxId}.',
        'Можете да се свържете с нас на {contact}.',
      ),
      anchored(
        'order',
        'Поръчка и договор',
        'Показаните продукти и цени са покана за поръчка. С изпращането на поръчката правите предложение за покупка; договорът се сключва, когато потвърдим поръчката ви по имейл.',
        'Ако даден продукт вече не е наличен, ще ви уведомим и ще ви възстановим изцяло платената за него сума.',
      ),
      anchored(
        'prices',
        'Цени и плащане',
        'Показаните цени включват ДДС. Обновените устройства може да се продават по специалния режим за облагане на маржа при употребявани стоки; тогава ДДС не се посочва отделно във фактурата.',
        'Можете да платите онлайн с карта, с наложен платеж, в офис или автомат на куриера или на вноски чрез TBI Bank. Кредитът се отпуска от финансовата институция по нейни условия; договора за кредит сключвате директно с нея.',
      ),
      anchored(
        'delivery',
        'Доставка',
        'Доставяме в България с куриер, до офис или до автомат. Цената и очакваната дата на доставка се показват, преди да направите поръчката. Рискът за продукта преминава върху вас при предаването му.',
      ),
      anchored(
        'withdrawal',
        'Право на отказ в срок от 14 дни',
        'Съгласно Закона за защита на потребителите можете да се откажете от договора в срок от 14 дни от получаването на продукта, без да посочвате причина. Уведомете ни с ясно изявление: чрез формуляра за отказ, от профила си или на {contact}.',
        'Изпратете продукта обратно в срок от 14 дни от уведомлението. Възстановяваме всички получени плащания, включително разходите за стандартна доставка, не по-късно от 14 дни след получаване на изявлението; можем да задържим възстановяването, докато получим продукта или доказателство, че е изпратен. Връщането е безплатно.',
      ),
      anchored(
        'returns',
        'Връщане, предлагано от магазина',
        'Освен законното право на отказ можете да върнете продукта в срок от {returnDays, plural, one {# ден} other {# дни}} от получаването му, без обяснения; членовете на Genius имат {geniusDays, plural, one {# ден} other {# дни}} за поръчките, които отговарят на условията на програмата. Продуктът се връща комплектен и без повреди, възникнали след доставката.',
      ),
      anchored(
        'warranty',
        'Гаранция и съответствие',
        'Всеки продукт има търговска гаранция от {warrantyYears, plural, one {# година} other {# години}} от доставката, която не ограничава правата ви по закон.',
        'Независимо от нея отговаряме за всяко несъответствие на продукта с договора (законова гаранция): можете да поискате ремонт или замяна, а ако те не са възможни – намаляване на цената или прекратяване на договора. Пишете ни от профила си или на {contact}.',
      ),
      anchored(
        'complaints',
        'Рекламации и решаване на спорове',
        'Изпращайте рекламациите си на {contact}; отговаряме в срок до 30 дни.',
        'Ако не постигнем решение, можете да се обърнете към Комисията за защита на потребителите (КЗП, {authority}), към помирителните комисии към нея или към компетентния съд.',
      ),
    ],
  },
  'privacy-policy': {
    title: 'Политика за поверителност',
    description: 'Какви лични данни обработваме, защо, колко дълго ги пазим и какви права имате.',
    sections: [
      anchored(
        'controller',
        'Администратор',
        'Администратор на личните ви данни е {legalName}, {address}, ЕИК {registrationNumber}, ИН по ДДС {taxId}. С въпроси за данните си ни пишете на {contact}.',
      ),
      anchored(
        'data',
        'Какви данни използваме и защо',
        'Поръчки: име, адрес, телефон, имейл, поръчаните продукти и плащането – за сключване и изпълнение на договора (чл. 6, пар. 1, буква „б“ от ОРЗД) и за издаване на фактура (законово задължение, буква „в“).',
        'Профил: име, имейл и историята на поръчките, връщанията, гаранциите и продажбите ви – за услугите на профила (договор).',
        'Доставка: име, адрес и телефон, предавани на куриера или на оператора на автоматите само за доставката (договор).',
        'Плащания и вноски: данните, нужни за плащането, получава платежният оператор, а при плащане на вноски – TBI Bank, която решава дали да отпусне кредита. Не съхраняваме данните на картата ви.',
        'Сигурност: IP адресът и техническите данни на заявките – за предотвратяване на измами и злоупотреби (легитимен интерес, буква „е“).',
        'Статистика и реклама: само с ваше съгласие, дадено в банера за бисквитки (буква „а“); можете да го оттеглите по всяко време от Настройки за бисквитки в долната част на страницата.',
      ),
      anchored(
        'retention',
        'Колко дълго пазим данните',
        'Данните на профила – докато имате профил. Данните за поръчките – докато трае гаранцията и законовият давностен срок. Фактурите и счетоводните документи – колкото изисква счетоводното и данъчното законодателство. Данните, обработвани въз основа на съгласие – докато не го оттеглите.',
      ),
      anchored(
        'recipients',
        'На кого предаваме данните',
        'На куриерите и операторите на автомати, на платежния оператор, на финансовата институция, която отпуска кредити на вноски (TBI Bank), на доставчиците, които хостват услугите ни, и когато законът го изисква – на органите. Не продаваме данните ви.',
        'Ако доставчик обработва данни извън Европейското икономическо пространство, това става въз основа на решение за адекватност или на стандартните договорни клаузи на Европейската комисия.',
      ),
      anchored(
        'rights',
        'Вашите права',
        'Имате право на достъп, коригиране, изтриване, ограничаване на обработването, преносимост и възражение, както и да оттеглите съгласието си по всяко време. Пишете ни на {contact}; отговаряме в срок до един месец.',
      ),
      anchored(
        'authority',
        'Жалби',
        'Можете да подадете жалба до Комисията за защита на личните данни (КЗЛД), https://www.cpdp.bg/.',
      ),
    ],
  },
  'cookie-policy': {
    title: 'Политика за бисквитките',
    description: 'Какви бисквитки и локално съхранение използваме и как избирате съгласието си.',
    sections: [
      s(
        'Какво са бисквитките',
        'Бисквитките и сходните технологии, като локалното хранилище на браузъра, съхраняват информация на устройството ви. Някои са необходими за работата на магазина; останалите използваме само с ваше съгласие.',
      ),
      anchored(
        'functionality',
        'Функционални (винаги активни)',
        'Запомнят входа ви в профила, количката и избора ви относно бисквитките. Без тях магазинът не може да работи, затова не могат да бъдат изключени.',
      ),
      anchored(
        'analytics',
        'Статистика',
        'Само ако ги приемете (analytics storage): показват ни обобщено как се използва сайтът (кои страници се посещават, колко трае едно посещение), за да го подобряваме.',
      ),
      anchored(
        'ads',
        'Реклама',
        'Само ако ги приемете (ad storage): измерват кампаниите ни и позволяват подходящи за вас реклами. Същият избор важи за данните за вас, изпращани на рекламните платформи (ad user data), и за персонализирането на рекламите (ad personalization).',
      ),
      anchored(
        'choice',
        'Как да промените избора си',
        'Избирате при първото посещение, в банера за бисквитки. Можете да промените избора си по всяко време от Настройки за бисквитки в долната част на всяка страница; оттеглянето на съгласието не засяга вече извършеното. Можете да изтриете бисквитките и от настройките на браузъра.',
      ),
      s(
        'Кой ги използва',
        '{legalName}, {address}. Въпроси: {contact}. Повече за личните данни ще намерите в Политиката за поверителност.',
      ),
    ],
  },
  'withdrawal-form': {
    title: 'Формуляр за отказ',
    description:
      'Стандартен формуляр за упражняване на правото на отказ от договора (Директива 2011/83/ЕС, приложение I, част Б).',
    sections: [
      s(
        'Кога да го използвате',
        'Попълнете и изпратете този формуляр само ако желаете да се откажете от договора, в срок от 14 дни от получаването на продукта. Можете да го изпратите по имейл или по пощата, а можете да използвате и формуляра за връщане в профила си. Не е задължителен: достатъчно е всяко ясно изявление.',
      ),
      anchored(
        'form',
        'Формуляр',
        'До {legalName}, {address}, {contact}:',
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
};

const HU: Record<LegalPageKey, Page> = {
  terms: {
    title: 'Általános Szerződési Feltételek',
    description:
      'Ki az eladó, hogyan jön létre a szerződés, árak, fizetés, szállítás, elállás, visszaküldés és garancia.',
    sections: [
      anchored(
        'seller',
        'Az eladó',
        'Az oldalon kínált termékeket a(z) {legalName} értékesíti (székhely: {address}, cégjegyzékszám: {registrationNumber}, adószám: {taxId}).',
        'Elérhetőségünk: {contact}.',
      ),
      anchored(
        'order',
        'Rendelés és szerződés',
        'A megjelenített termékek és árak ajánlattételre való felhívásnak minősülnek. A rendelés elküldésével vételi ajánlatot teszel; a szerződés akkor jön létre, amikor e-mailben visszaigazoljuk a rendelésedet.',
        'Ha egy termék már nem elérhető, értesítünk, és a kifizetett összeget teljes egészében visszatérítjük.',
      ),
      anchored(
        'prices',
        'Árak és fizetés',
        'A feltüntetett árak tartalmazzák az áfát. A felújított készülékek a használt cikkekre vonatkozó különbözeti adózás alá eshetnek; ilyenkor az áfa nem szerepel külön a számlán.',
        'Fizethetsz online bankkártyával, utánvéttel vagy részletekben a Cofidis révén. A hitelt a pénzügyi intézmény nyújtja a saját feltételei szerint; a hitelszerződést közvetlenül vele kötöd meg.',
      ),
      anchored(
        'delivery',
        'Szállítás',
        'Magyarországon futárral, csomagpontra vagy csomagautomatába szállítunk. A szállítás díja és várható ideje a rendelés leadása előtt látható. A kárveszély az átadáskor száll át rád.',
      ),
      anchored(
        'withdrawal',
        'Elállási jog 14 napon belül',
        'A 45/2014. (II. 26.) Korm. rendelet alapján a termék átvételétől számított 14 napon belül indoklás nélkül elállhatsz a szerződéstől. Egyértelmű nyilatkozattal jelezd: az elállási nyilatkozatmintával, a fiókodban vagy itt: {contact}.',
        'A terméket a nyilatkozattól számított 14 napon belül küldd vissza. Minden kifizetett összeget, a normál szállítási díjat is, legkésőbb a nyilatkozat beérkezésétől számított 14 napon belül visszatérítünk; a visszatérítést visszatarthatjuk, amíg a termék vagy a feladását igazoló bizonylat meg nem érkezik. A visszaküldés ingyenes.',
      ),
      anchored(
        'returns',
        'A bolt visszaküldési vállalása',
        'A törvényes elálláson túl a terméket az átvételtől számított {returnDays, plural, one {# napon} other {# napon}} belül indoklás nélkül visszaküldheted; a Genius-tagok a program feltételeinek megfelelő rendeléseket {geniusDays, plural, one {# napon} other {# napon}} belül küldhetik vissza. A terméket hiánytalanul, a szállítás után keletkezett sérülés nélkül kell visszaküldeni.',
      ),
      anchored(
        'warranty',
        'Garancia és szavatosság',
        'Minden termékre a szállítástól számított {warrantyYears, plural, one {# év} other {# év}} kereskedelmi garanciát vállalunk, amely nem korlátozza a törvényes jogaidat.',
        'Ettől függetlenül kellékszavatossággal tartozunk a termék szerződésszerűségéért (Ptk.): kérheted a kijavítást vagy a kicserélést, ha pedig ez nem lehetséges, az árleszállítást vagy a szerződés megszüntetését. Írj nekünk a fiókodból vagy ide: {contact}.',
      ),
      anchored(
        'complaints',
        'Panaszkezelés és vitarendezés',
        'Panaszodat ide küldheted: {contact}; 30 napon belül válaszolunk.',
        'Ha nem jutunk megoldásra, fordulhatsz a fogyasztóvédelmi hatósághoz (a vármegyei kormányhivatalokhoz, {authority}), a lakóhelyed szerinti békéltető testülethez ({adr}) vagy bírósághoz.',
      ),
    ],
  },
  'privacy-policy': {
    title: 'Adatvédelmi tájékoztató',
    description:
      'Milyen személyes adatokat kezelünk, miért, meddig őrizzük őket, és milyen jogaid vannak.',
    sections: [
      anchored(
        'controller',
        'Az adatkezelő',
        'Személyes adataid kezelője a(z) {legalName} (székhely: {address}, cégjegyzékszám: {registrationNumber}, adószám: {taxId}). Az adataiddal kapcsolatos kérdéseiddel ide fordulhatsz: {contact}.',
      ),
      anchored(
        'data',
        'Milyen adatokat kezelünk és miért',
        'Rendelések: név, cím, telefonszám, e-mail-cím, a rendelt termékek és a fizetés adatai, a szerződés megkötéséhez és teljesítéséhez (GDPR 6. cikk (1) bekezdés b) pont), valamint a számla kiállításához (jogi kötelezettség, c) pont).',
        'Fiók: név, e-mail-cím, valamint a rendelések, visszaküldések, garanciák és eladások előzményei, a fiók szolgáltatásaihoz (szerződés).',
        'Szállítás: név, cím és telefonszám, amelyet kizárólag a kézbesítéshez adunk át a futárszolgálatnak vagy a csomagautomata üzemeltetőjének (szerződés).',
        'Fizetés és részletfizetés: a fizetéshez szükséges adatokat a fizetési szolgáltató kapja meg, részletfizetésnél pedig a Cofidis, amely a hitel nyújtásáról dönt. A bankkártyaadatokat nem tároljuk.',
        'Biztonság: az IP-cím és a kérések technikai adatai, a csalások és visszaélések megelőzésére (jogos érdek, f) pont).',
        'Statisztika és hirdetések: csak a sütisávban adott hozzájárulásoddal (a) pont), amelyet bármikor visszavonhatsz az oldal alján, a Süti-beállítások linkkel.',
      ),
      anchored(
        'retention',
        'Meddig őrizzük az adatokat',
        'A fiók adatait, amíg fiókod van. A rendelések adatait a garancia és az elévülési idő végéig. A számlákat és a számviteli bizonylatokat a számviteli és adójogszabályokban előírt ideig. A hozzájáruláson alapuló adatokat a hozzájárulás visszavonásáig.',
      ),
      anchored(
        'recipients',
        'Kinek adjuk át az adatokat',
        'A futárszolgálatoknak és a csomagautomaták üzemeltetőinek, a fizetési szolgáltatónak, a részletfizetést nyújtó pénzügyi intézménynek (Cofidis), a szolgáltatásainkat üzemeltető tárhelyszolgáltatóknak, és ha jogszabály előírja, a hatóságoknak. Adataidat nem adjuk el.',
        'Ha egy szolgáltató az Európai Gazdasági Térségen kívül kezel adatokat, azt megfelelőségi határozat vagy az Európai Bizottság általános szerződési feltételei alapján teszi.',
      ),
      anchored(
        'rights',
        'Jogaid',
        'Jogod van a hozzáféréshez, a helyesbítéshez, a törléshez, az adatkezelés korlátozásához, az adathordozhatósághoz és a tiltakozáshoz, valamint ahhoz, hogy hozzájárulásodat bármikor visszavond. Írj nekünk: {contact}; egy hónapon belül válaszolunk.',
      ),
      anchored(
        'authority',
        'Panasz',
        'Panasszal fordulhatsz a Nemzeti Adatvédelmi és Információszabadság Hatósághoz (NAIH), https://naih.hu/.',
      ),
    ],
  },
  'cookie-policy': {
    title: 'Süti tájékoztató',
    description:
      'Milyen sütiket és helyi tárolást használunk, és hogyan döntesz a hozzájárulásodról.',
    sections: [
      s(
        'Mik azok a sütik',
        'A sütik és a hasonló technológiák, például a böngésző helyi tárolója, adatokat tárolnak az eszközödön. Némelyikük a bolt működéséhez szükséges, a többit csak a hozzájárulásoddal használjuk.',
      ),
      anchored(
        'functionality',
        'Működéshez szükséges sütik (mindig aktívak)',
        'Megjegyzik a bejelentkezésedet, a kosaradat és a sütikkel kapcsolatos döntésedet. Nélkülük a bolt nem működik, ezért nem kapcsolhatók ki.',
      ),
      anchored(
        'analytics',
        'Statisztika',
        'Csak ha elfogadod (analytics storage): összesítve megmutatják, hogyan használják az oldalt (mely oldalakat nézik meg, mennyi ideig tart egy látogatás), hogy fejleszthessük.',
      ),
      anchored(
        'ads',
        'Hirdetések',
        'Csak ha elfogadod (ad storage): mérik a kampányainkat, és lehetővé teszik a számodra releváns hirdetéseket. Ugyanez a döntés vonatkozik a hirdetési platformoknak küldött, rád vonatkozó adatokra (ad user data) és a hirdetések személyre szabására (ad personalization).',
      ),
      anchored(
        'choice',
        'Hogyan módosíthatod a döntésedet',
        'Az első látogatáskor, a sütisávban döntesz. Döntésedet bármikor módosíthatod minden oldal alján, a Süti-beállítások linkkel; a hozzájárulás visszavonása nem érinti a korábbi adatkezelést. A sütiket a böngésző beállításaiban is törölheted.',
      ),
      s(
        'Ki használja őket',
        '{legalName}, {address}. Kérdések: {contact}. A személyes adatokról az Adatvédelmi tájékoztatóban olvashatsz.',
      ),
    ],
  },
  'withdrawal-form': {
    title: 'Elállási nyilatkozatminta',
    description:
      'Az elállási jog gyakorlásához használható nyilatkozatminta (45/2014. (II. 26.) Korm. rendelet 2. melléklet).',
    sections: [
      s(
        'Mikor használd',
        'Kizárólag akkor töltsd ki és juttasd vissza, ha el szeretnél állni a szerződéstől, a termék átvételétől számított 14 napon belül. Elküldheted e-mailben vagy postán, de a fiókodban található visszaküldési űrlapot is használhatod. Használata nem kötelező: bármilyen egyértelmű nyilatkozat elegendő.',
      ),
      anchored(
        'form',
        'Nyilatkozatminta',
        'Címzett: {legalName}, {address}, {contact}',
        'Alulírott/ak kijelentem/kijelentjük, hogy gyakorlom/gyakoroljuk elállási jogomat/jogunkat az alábbi termék/ek adásvételére irányuló szerződés tekintetében: …',
        'Szerződéskötés időpontja/átvétel időpontja: …',
        'A fogyasztó(k) neve: …',
        'A fogyasztó(k) címe: …',
        'A fogyasztó(k) aláírása (kizárólag papíron tett nyilatkozat esetén): …',
        'Kelt: …',
      ),
    ],
  },
};

const GR: Record<LegalPageKey, Page> = {
  terms: {
    title: 'Όροι και προϋποθέσεις',
    description:
      'Ποιος πουλά, πώς συνάπτεται η σύμβαση, τιμές, πληρωμή, αποστολή, υπαναχώρηση, επιστροφή και εγγύηση.',
    sections: [
      anchored(
        'seller',
        'Ο πωλητής',
        'Τα προϊόντα αυτού του ιστότοπου πωλούνται από την εταιρεία {legalName}, με έδρα {address}, Αρ. ΓΕΜΗ {registrationNumber}, ΑΦΜ {taxId}.',
        'Επικοινωνήστε μαζί μας στο {contact}.',
      ),
      anchored(
        'order',
        'Παραγγελία και σύμβαση',
        'Τα προϊόντα και οι τιμές που εμφανίζονται αποτελούν πρόσκληση για παραγγελία. Με την υποβολή της παραγγελίας κάνετε πρόταση αγοράς· η σύμβαση συνάπτεται όταν επιβεβαιώσουμε την παραγγελία σας με email.',
        'Αν ένα προϊόν δεν είναι πλέον διαθέσιμο, θα σας ενημερώσουμε και θα σας επιστρέψουμε ολόκληρο το ποσό που πληρώσατε γι’ αυτό.',
      ),
      anchored(
        'prices',
        'Τιμές και πληρωμή',
        'Οι τιμές που εμφανίζονται περιλαμβάνουν ΦΠΑ. Οι ανακατασκευασμένες συσκευές μπορεί να πωλούνται με το ειδικό καθεστώς φορολόγησης του περιθωρίου κέρδους για μεταχειρισμένα αγαθά· τότε ο ΦΠΑ δεν αναγράφεται χωριστά στο τιμολόγιο.',
        'Μπορείτε να πληρώσετε online με κάρτα, με αντικαταβολή ή σε δόσεις μέσω TBI Bank, όπου προσφέρεται. Την πίστωση τη χορηγεί το χρηματοπιστωτικό ίδρυμα με τους δικούς του όρους· τη σύμβαση πίστωσης τη συνάπτετε απευθείας μαζί του.',
      ),
      anchored(
        'delivery',
        'Αποστολή',
        'Αποστέλλουμε στην Ελλάδα με courier, σε σημείο παραλαβής ή σε locker. Το κόστος και η εκτιμώμενη ημερομηνία παράδοσης εμφανίζονται πριν υποβάλετε την παραγγελία. Ο κίνδυνος για το προϊόν περνά σε εσάς με την παράδοση.',
      ),
      anchored(
        'withdrawal',
        'Δικαίωμα υπαναχώρησης 14 ημερών',
        'Σύμφωνα με τον ν. 2251/1994, μπορείτε να υπαναχωρήσετε από τη σύμβαση εντός 14 ημερών από την παραλαβή του προϊόντος, χωρίς να αιτιολογήσετε την απόφασή σας. Ενημερώστε μας με σαφή δήλωση: με το έντυπο υπαναχώρησης, από τον λογαριασμό σας ή στο {contact}.',
        'Στείλτε το προϊόν πίσω εντός 14 ημερών από τη δήλωση. Σας επιστρέφουμε όλα τα ποσά που πληρώσατε, μαζί με το κόστος της τυπικής αποστολής, το αργότερο εντός 14 ημερών από τη λήψη της δήλωσης· μπορούμε να παρακρατήσουμε την επιστροφή μέχρι να λάβουμε το προϊόν ή απόδειξη ότι στάλθηκε. Η επιστροφή είναι δωρεάν.',
      ),
      anchored(
        'returns',
        'Επιστροφή που προσφέρει το κατάστημα',
        'Πέρα από τη νόμιμη υπαναχώρηση, μπορείτε να επιστρέψετε το προϊόν εντός {returnDays, plural, one {# ημέρας} other {# ημερών}} από την παραλαβή, χωρίς εξηγήσεις· τα μέλη Genius έχουν {geniusDays, plural, one {# ημέρα} other {# ημέρες}} για τις παραγγελίες που πληρούν τους όρους του προγράμματος. Το προϊόν επιστρέφεται πλήρες και χωρίς φθορές που προκλήθηκαν μετά την παράδοση.',
      ),
      anchored(
        'warranty',
        'Εγγύηση και συμμόρφωση',
        'Κάθε προϊόν έχει εμπορική εγγύηση {warrantyYears, plural, one {# έτους} other {# ετών}} από την παράδοση, που δεν περιορίζει τα νόμιμα δικαιώματά σας.',
        'Ανεξάρτητα από αυτήν, ευθυνόμαστε για κάθε έλλειψη συμμόρφωσης του προϊόντος (νόμιμη εγγύηση): μπορείτε να ζητήσετε επισκευή ή αντικατάσταση και, αν δεν είναι δυνατές, μείωση της τιμής ή λύση της σύμβασης. Γράψτε μας από τον λογαριασμό σας ή στο {contact}.',
      ),
      anchored(
        'complaints',
        'Παράπονα και επίλυση διαφορών',
        'Στείλτε μας τα παράπονά σας στο {contact}· απαντάμε εντός 30 ημερών.',
        'Αν δεν βρούμε λύση, μπορείτε να απευθυνθείτε στη Γενική Γραμματεία Εμπορίου και Προστασίας Καταναλωτή ({authority}), στον Συνήγορο του Καταναλωτή ({adr}) ή στο αρμόδιο δικαστήριο.',
      ),
    ],
  },
  'privacy-policy': {
    title: 'Πολιτική απορρήτου',
    description:
      'Ποια προσωπικά δεδομένα επεξεργαζόμαστε, γιατί, για πόσο τα διατηρούμε και ποια δικαιώματα έχετε.',
    sections: [
      anchored(
        'controller',
        'Υπεύθυνος επεξεργασίας',
        'Υπεύθυνος επεξεργασίας των δεδομένων σας είναι η εταιρεία {legalName}, {address}, Αρ. ΓΕΜΗ {registrationNumber}, ΑΦΜ {taxId}. Για κάθε ερώτηση σχετικά με τα δεδομένα σας γράψτε μας στο {contact}.',
      ),
      anchored(
        'data',
        'Ποια δεδομένα χρησιμοποιούμε και γιατί',
        'Παραγγελίες: όνομα, διεύθυνση, τηλέφωνο, email, τα προϊόντα που παραγγείλατε και η πληρωμή, για τη σύναψη και εκτέλεση της σύμβασης (άρθρο 6 παρ. 1 στοιχ. β ΓΚΠΔ) και για την έκδοση τιμολογίου (νομική υποχρέωση, στοιχ. γ).',
        'Λογαριασμός: όνομα, email και το ιστορικό παραγγελιών, επιστροφών, εγγυήσεων και πωλήσεων, για τις υπηρεσίες του λογαριασμού (σύμβαση).',
        'Αποστολή: όνομα, διεύθυνση και τηλέφωνο, που διαβιβάζονται στην εταιρεία courier ή στον διαχειριστή των lockers μόνο για την παράδοση (σύμβαση).',
        'Πληρωμές και δόσεις: τα δεδομένα που χρειάζονται για την πληρωμή τα λαμβάνει ο πάροχος πληρωμών και, για πληρωμή σε δόσεις, η TBI Bank, που αποφασίζει για τη χορήγηση της πίστωσης. Δεν αποθηκεύουμε τα στοιχεία της κάρτας σας.',
        'Ασφάλεια: η διεύθυνση IP και τα τεχνικά δεδομένα των αιτημάτων, για την πρόληψη απάτης και καταχρήσεων (έννομο συμφέρον, στοιχ. στ).',
        'Στατιστικά και διαφήμιση: μόνο με τη συγκατάθεσή σας, που δίνετε στο banner των cookies (στοιχ. α)· μπορείτε να την ανακαλέσετε οποτεδήποτε από τις Ρυθμίσεις cookies, στο κάτω μέρος της σελίδας.',
      ),
      anchored(
        'retention',
        'Πόσο διατηρούμε τα δεδομένα',
        'Τα δεδομένα του λογαριασμού, όσο έχετε λογαριασμό. Τα δεδομένα των παραγγελιών, όσο διαρκεί η εγγύηση και η νόμιμη προθεσμία παραγραφής. Τα τιμολόγια και τα λογιστικά έγγραφα, όσο ορίζει η λογιστική και φορολογική νομοθεσία. Τα δεδομένα που βασίζονται σε συγκατάθεση, μέχρι να την ανακαλέσετε.',
      ),
      anchored(
        'recipients',
        'Σε ποιους διαβιβάζουμε τα δεδομένα',
        'Στις εταιρείες courier και στους διαχειριστές lockers, στον πάροχο πληρωμών, στο χρηματοπιστωτικό ίδρυμα που χορηγεί δόσεις (TBI Bank), στους παρόχους που φιλοξενούν τις υπηρεσίες μας και, όταν το απαιτεί ο νόμος, στις αρχές. Δεν πουλάμε τα δεδομένα σας.',
        'Αν ένας πάροχος επεξεργάζεται δεδομένα εκτός του Ευρωπαϊκού Οικονομικού Χώρου, το κάνει βάσει απόφασης επάρκειας ή των τυποποιημένων συμβατικών ρητρών της Ευρωπαϊκής Επιτροπής.',
      ),
      anchored(
        'rights',
        'Τα δικαιώματά σας',
        'Έχετε δικαίωμα πρόσβασης, διόρθωσης, διαγραφής, περιορισμού της επεξεργασίας, φορητότητας και εναντίωσης, καθώς και να ανακαλέσετε οποτεδήποτε τη συγκατάθεσή σας. Γράψτε μας στο {contact}· απαντάμε εντός ενός μήνα.',
      ),
      anchored(
        'authority',
        'Καταγγελίες',
        'Μπορείτε να υποβάλετε καταγγελία στην Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα (ΑΠΔΠΧ), https://www.dpa.gr/.',
      ),
    ],
  },
  'cookie-policy': {
    title: 'Πολιτική cookies',
    description:
      'Ποια cookies και ποια τοπική αποθήκευση χρησιμοποιούμε και πώς επιλέγετε τη συγκατάθεσή σας.',
    sections: [
      s(
        'Τι είναι τα cookies',
        'Τα cookies και οι παρόμοιες τεχνολογίες, όπως η τοπική αποθήκευση του προγράμματος περιήγησης, αποθηκεύουν πληροφορίες στη συσκευή σας. Ορισμένα είναι απαραίτητα για τη λειτουργία του καταστήματος· τα υπόλοιπα τα χρησιμοποιούμε μόνο με τη συγκατάθεσή σας.',
      ),
      anchored(
        'functionality',
        'Λειτουργικά (πάντα ενεργά)',
        'Θυμούνται τη σύνδεσή σας, το καλάθι σας και την επιλογή σας για τα cookies. Χωρίς αυτά το κατάστημα δεν μπορεί να λειτουργήσει, γι’ αυτό δεν απενεργοποιούνται.',
      ),
      anchored(
        'analytics',
        'Στατιστικά',
        'Μόνο αν τα αποδεχθείτε (analytics storage): μας δείχνουν συγκεντρωτικά πώς χρησιμοποιείται ο ιστότοπος (ποιες σελίδες επισκέπτονται, πόσο διαρκεί μια επίσκεψη), ώστε να τον βελτιώνουμε.',
      ),
      anchored(
        'ads',
        'Διαφήμιση',
        'Μόνο αν τα αποδεχθείτε (ad storage): μετρούν τις καμπάνιες μας και επιτρέπουν διαφημίσεις σχετικές με εσάς. Η ίδια επιλογή ισχύει για τα δεδομένα σας που αποστέλλονται στις διαφημιστικές πλατφόρμες (ad user data) και για την εξατομίκευση των διαφημίσεων (ad personalization).',
      ),
      anchored(
        'choice',
        'Πώς αλλάζετε την επιλογή σας',
        'Επιλέγετε στην πρώτη επίσκεψη, στο banner των cookies. Μπορείτε να αλλάξετε την επιλογή σας οποτεδήποτε από τις Ρυθμίσεις cookies, στο κάτω μέρος κάθε σελίδας· η ανάκληση της συγκατάθεσης δεν επηρεάζει όσα έγιναν πριν. Μπορείτε επίσης να διαγράψετε τα cookies από τις ρυθμίσεις του προγράμματος περιήγησης.',
      ),
      s(
        'Ποιος τα χρησιμοποιεί',
        '{legalName}, {address}. Ερωτήσεις: {contact}. Λεπτομέρειες για τα προσωπικά δεδομένα θα βρείτε στην Πολιτική απορρήτου.',
      ),
    ],
  },
  'withdrawal-form': {
    title: 'Έντυπο υπαναχώρησης',
    description:
      'Υπόδειγμα εντύπου υπαναχώρησης από τη σύμβαση (Οδηγία 2011/83/ΕΕ, παράρτημα I, μέρος Β).',
    sections: [
      s(
        'Πότε το χρησιμοποιείτε',
        'Συμπληρώστε και στείλτε το παρόν έντυπο μόνο αν θέλετε να υπαναχωρήσετε από τη σύμβαση, εντός 14 ημερών από την παραλαβή του προϊόντος. Μπορείτε να το στείλετε με email ή ταχυδρομικά ή να χρησιμοποιήσετε τη φόρμα επιστροφής στον λογαριασμό σας. Δεν είναι υποχρεωτικό: αρκεί οποιαδήποτε σαφής δήλωση.',
      ),
      anchored(
        'form',
        'Έντυπο',
        'Προς {legalName}, {address}, {contact}:',
        'Με την παρούσα σας γνωστοποιώ/γνωστοποιούμε (*) ότι υπαναχωρώ/υπαναχωρούμε (*) από τη σύμβασή μου/μας (*) για την πώληση των ακόλουθων αγαθών: …',
        'Παραγγέλθηκε στις (*)/παραλήφθηκε στις (*): …',
        'Όνομα καταναλωτή(-ών): …',
        'Διεύθυνση καταναλωτή(-ών): …',
        'Υπογραφή καταναλωτή(-ών) (μόνο εάν το παρόν έντυπο κοινοποιείται σε έντυπη μορφή): …',
        'Ημερομηνία: …',
        '(*) Διαγράφεται η περιττή ένδειξη.',
      ),
    ],
  },
};

/** The legal pages' templates; `legalPage` fills one in. */
export const LEGAL_PAGES: Readonly<Record<Country, Readonly<Record<LegalPageKey, Page>>>> = {
  ro: RO,
  bg: BG,
  hu: HU,
  gr: GR,
};

export const isLegalPageKey = (key: string): key is LegalPageKey =>
  (LEGAL_PAGE_KEYS as readonly string[]).includes(key);

/** A legal page as the site shows it: the seller and the periods of `country` filled in. */
export function legalPage(country: Country, key: LegalPageKey, seller: SellerIdentity): Page {
  const terms = warrantyReturnData(country);
  const values = {
    ...legalValues(country, seller),
    returnDays: terms.defaultReturn.days,
    geniusDays: terms.geniusReturn.days,
    warrantyYears: terms.defaultWarranty.periodInYears,
  };
  const fill = (text: string) => fillTemplate(text, values, country);
  const page = LEGAL_PAGES[country][key];
  return {
    title: page.title,
    description: page.description,
    sections: page.sections.map((section) => ({
      ...section,
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
    })),
  };
}
