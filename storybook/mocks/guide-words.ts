/**
 * The product guide's words in each site's language, for the stories (guide-fixtures.ts fills in
 * the numbers): short texts in the editors' tone (shop-api's content/product-guide.data.ts writes
 * the real ones), grade names that are the host's own `grade.*` words, and every count said in
 * ICU plural forms (ro: one, few, other; bg, hu, el: one, other).
 */
import type { Country } from '@refurb/shared-contracts';
import type { ProductGuide } from '@refurb/shared-contracts/api/content';
import type { STORY_GRADES } from './catalog-fixtures';

type StoryGrade = (typeof STORY_GRADES)[number];

/** The guide's words; `battery`, `warranty`, `returns`: templates of {floor}, {years}, {days}. */
export interface GuideWords extends Pick<
  ProductGuide,
  'sameInEveryGrade' | 'extras' | 'specLabels' | 'inBox' | 'lines'
> {
  /** Each grade's name (the host's `grade.*` word) and what may be seen on it. */
  readonly grades: Readonly<Record<StoryGrade, readonly [name: string, summary: string]>>;
  readonly battery: string;
  readonly warranty: string;
  readonly returns: string;
}

export const GUIDE_WORDS: Readonly<Record<Country, GuideWords>> = {
  ro: {
    grades: {
      CA_NOU: ['Ca nou', 'Fără urme, nici privit de aproape.'],
      FOARTE_BUN: ['Foarte bun', 'Micro-zgârieturi fine, vizibile doar de aproape.'],
      BUN: ['Bun', 'Zgârieturi mici, vizibile de la o lungime de braț.'],
      ACCEPTABIL: ['Acceptabil', 'Zgârieturi și mici lovituri vizibile; fără fisuri.'],
    },
    sameInEveryGrade: 'Funcționează perfect în orice stare; diferă doar aspectul.',
    battery: 'Fiecare baterie păstrează cel puțin {floor} % din capacitatea inițială.',
    warranty:
      'Garanție {years, plural, one {# an} few {# ani} other {# de ani}}, inclusiv pentru baterie.',
    returns: 'Retur în {days, plural, one {# zi} few {# zile} other {# de zile}}, fără explicații.',
    extras: {
      EXTRA_WARRANTY: 'Prelungește garanția de funcționare.',
      INSURANCE: 'Acoperă ecranul spart și lichidele.',
    },
    specLabels: {
      chip: 'Procesor',
      cpu: 'Procesor',
      gpu: 'Placă video',
      ram: 'Memorie RAM',
      screen: 'Ecran',
      cameras: 'Camere',
      sim: 'SIM',
      fiveG: '5G',
      keyboard: 'Tastatură',
      size: 'Dimensiune',
      material: 'Material',
      dimensions: 'Dimensiuni',
      weight: 'Greutate',
      inBox: 'În cutie',
    },
    inBox: {
      cable: 'cablu de încărcare',
      charger: 'încărcător',
      'sim-tool': 'ac pentru SIM',
      strap: 'curea',
      'charging-puck': 'încărcător magnetic',
      controller: 'controller',
      'hdmi-cable': 'cablu HDMI',
      'power-cable': 'cablu de alimentare',
    },
    lines: {
      yes: 'Da',
      no: 'Nu',
      omnibus: 'Cel mai mic preț din cele 30 de zile dinaintea reducerii: {price}',
      installments:
        'sau {price}/lună, în {months, plural, one {# rată} few {# rate} other {# de rate}}',
      conditions: 'Condiții de finanțare',
      batteryHealth: 'Baterie: {percent} % din capacitatea inițială',
      batteryNew: 'Baterie nouă (100 %)',
      orderWithin:
        'Comandă în {hours, plural, one {# oră} few {# ore} other {# de ore}} și {minutes, plural, one {# minut} few {# minute} other {# de minute}}',
      deliveredOn: 'livrare {date}',
      courier: 'Curier',
      locker: 'easybox',
      office: 'Sediul curierului',
      gradesHelp: 'Ce înseamnă stările',
      savings: 'Față de unul nou, eviți circa {co2} kg CO2e și {ewaste} g deșeuri electronice.',
      savingsMethod: 'Cum calculăm',
    },
  },
  bg: {
    grades: {
      CA_NOU: ['Като нов', 'Без следи, дори отблизо.'],
      FOARTE_BUN: ['Много добър', 'Фини микродраскотини, видими само отблизо.'],
      BUN: ['Добър', 'Малки драскотини, видими от една ръка разстояние.'],
      ACCEPTABIL: ['Приемлив', 'Видими драскотини и малки вдлъбнатини; без пукнатини.'],
    },
    sameInEveryGrade: 'Работи безупречно във всяко състояние; различава се само видът.',
    battery: 'Всяка батерия запазва поне {floor} % от първоначалния си капацитет.',
    warranty:
      'Гаранция {years, plural, one {# година} other {# години}}, включително за батерията.',
    returns: 'Връщане до {days, plural, one {# ден} other {# дни}} без обяснения.',
    extras: {
      EXTRA_WARRANTY: 'Удължава функционалната гаранция.',
      INSURANCE: 'Покрива счупен екран и течности.',
    },
    specLabels: {
      chip: 'Процесор',
      cpu: 'Процесор',
      gpu: 'Видеокарта',
      ram: 'RAM памет',
      screen: 'Екран',
      cameras: 'Камери',
      sim: 'SIM',
      fiveG: '5G',
      keyboard: 'Клавиатура',
      size: 'Размер',
      material: 'Материал',
      dimensions: 'Размери',
      weight: 'Тегло',
      inBox: 'В кутията',
    },
    inBox: {
      cable: 'кабел за зареждане',
      charger: 'зарядно',
      'sim-tool': 'игла за SIM',
      strap: 'каишка',
      'charging-puck': 'магнитно зарядно',
      controller: 'контролер',
      'hdmi-cable': 'HDMI кабел',
      'power-cable': 'захранващ кабел',
    },
    lines: {
      yes: 'Да',
      no: 'Не',
      omnibus: 'Най-ниската цена за 30-те дни преди намалението: {price}',
      installments: 'или {price}/месец, на {months, plural, one {# вноска} other {# вноски}}',
      conditions: 'Условия за финансиране',
      batteryHealth: 'Батерия: {percent} % от първоначалния капацитет',
      batteryNew: 'Нова батерия (100 %)',
      orderWithin:
        'Поръчай в рамките на {hours, plural, one {# час} other {# часа}} и {minutes, plural, one {# минута} other {# минути}}',
      deliveredOn: 'доставка {date}',
      courier: 'Куриер',
      locker: 'Еконтомат',
      office: 'Офис на Еконт',
      gradesHelp: 'Какво означават състоянията',
      savings: 'Спрямо ново спестяваш около {co2} kg CO2e и {ewaste} g електронни отпадъци.',
      savingsMethod: 'Как изчисляваме',
    },
  },
  hu: {
    grades: {
      CA_NOU: ['Újszerű', 'Közelről nézve sincs rajta nyom.'],
      FOARTE_BUN: ['Nagyon jó', 'Finom mikrokarcok, csak közelről láthatók.'],
      BUN: ['Jó', 'Kis karcok, karnyújtásnyiról is láthatók.'],
      ACCEPTABIL: ['Elfogadható', 'Látható karcok és kisebb horpadások; repedés nincs.'],
    },
    sameInEveryGrade: 'Minden állapotban hibátlanul működik; csak a külseje más.',
    battery: 'Minden akkumulátor megőrzi eredeti kapacitásának legalább {floor}%-át.',
    warranty: '{years, plural, one {# év} other {# év}} jótállás, az akkumulátorra is.',
    returns: '{days, plural, one {# napon} other {# napon}} belül indoklás nélkül visszaküldheted.',
    extras: {
      EXTRA_WARRANTY: 'Meghosszabbítja a működési jótállást.',
      INSURANCE: 'Fedezi a kijelzőtörést és a folyadékkárt.',
    },
    specLabels: {
      chip: 'Processzor',
      cpu: 'Processzor',
      gpu: 'Videokártya',
      ram: 'RAM',
      screen: 'Kijelző',
      cameras: 'Kamerák',
      sim: 'SIM',
      fiveG: '5G',
      keyboard: 'Billentyűzet',
      size: 'Méret',
      material: 'Anyag',
      dimensions: 'Méretek',
      weight: 'Tömeg',
      inBox: 'A dobozban',
    },
    inBox: {
      cable: 'töltőkábel',
      charger: 'töltő',
      'sim-tool': 'SIM-tű',
      strap: 'szíj',
      'charging-puck': 'mágneses töltő',
      controller: 'kontroller',
      'hdmi-cable': 'HDMI-kábel',
      'power-cable': 'tápkábel',
    },
    lines: {
      yes: 'Igen',
      no: 'Nem',
      omnibus: 'Legalacsonyabb ár a csökkentést megelőző 30 napban: {price}',
      installments: 'vagy havi {price}, {months, plural, one {# részletben} other {# részletben}}',
      conditions: 'Finanszírozási feltételek',
      batteryHealth: 'Akkumulátor: az eredeti kapacitás {percent}%-a',
      batteryNew: 'Új akkumulátor (100%)',
      orderWithin:
        'Rendeld meg {hours, plural, one {# óra} other {# óra}} {minutes, plural, one {# percen} other {# percen}} belül',
      deliveredOn: 'kézbesítés: {date}',
      courier: 'Futár',
      locker: 'GLS csomagautomata',
      office: 'GLS csomagpont',
      gradesHelp: 'Mit jelentenek az állapotok',
      savings:
        'Egy új helyett nagyjából {co2} kg CO2e kibocsátást és {ewaste} g e-hulladékot takarítasz meg.',
      savingsMethod: 'Hogyan számolunk',
    },
  },
  gr: {
    grades: {
      CA_NOU: ['Σαν καινούργιο', 'Χωρίς σημάδια, ούτε από κοντά.'],
      FOARTE_BUN: ['Πολύ καλό', 'Λεπτές μικρογρατζουνιές, ορατές μόνο από κοντά.'],
      BUN: ['Καλό', 'Μικρές γρατζουνιές, ορατές από απόσταση χεριού.'],
      ACCEPTABIL: ['Αποδεκτό', 'Ορατές γρατζουνιές και μικρά χτυπήματα· χωρίς ρωγμές.'],
    },
    sameInEveryGrade: 'Λειτουργεί άψογα σε κάθε κατάσταση· διαφέρει μόνο η εμφάνιση.',
    battery: 'Κάθε μπαταρία διατηρεί τουλάχιστον το {floor} % της αρχικής χωρητικότητας.',
    warranty: 'Εγγύηση {years, plural, one {# έτους} other {# ετών}}, και για την μπαταρία.',
    returns: 'Επιστροφή εντός {days, plural, one {# ημέρας} other {# ημερών}} χωρίς εξηγήσεις.',
    extras: {
      EXTRA_WARRANTY: 'Παρατείνει την εγγύηση λειτουργίας.',
      INSURANCE: 'Καλύπτει σπασμένη οθόνη και υγρά.',
    },
    specLabels: {
      chip: 'Επεξεργαστής',
      cpu: 'Επεξεργαστής',
      gpu: 'Κάρτα γραφικών',
      ram: 'Μνήμη RAM',
      screen: 'Οθόνη',
      cameras: 'Κάμερες',
      sim: 'SIM',
      fiveG: '5G',
      keyboard: 'Πληκτρολόγιο',
      size: 'Μέγεθος',
      material: 'Υλικό',
      dimensions: 'Διαστάσεις',
      weight: 'Βάρος',
      inBox: 'Στη συσκευασία',
    },
    inBox: {
      cable: 'καλώδιο φόρτισης',
      charger: 'φορτιστής',
      'sim-tool': 'εργαλείο SIM',
      strap: 'λουράκι',
      'charging-puck': 'μαγνητικός φορτιστής',
      controller: 'χειριστήριο',
      'hdmi-cable': 'καλώδιο HDMI',
      'power-cable': 'καλώδιο ρεύματος',
    },
    lines: {
      yes: 'Ναι',
      no: 'Όχι',
      omnibus: 'Χαμηλότερη τιμή των 30 ημερών πριν από την έκπτωση: {price}',
      installments: 'ή {price}/μήνα σε {months, plural, one {# δόση} other {# δόσεις}}',
      conditions: 'Όροι χρηματοδότησης',
      batteryHealth: 'Μπαταρία: {percent} % της αρχικής χωρητικότητας',
      batteryNew: 'Καινούργια μπαταρία (100 %)',
      orderWithin:
        'Παράγγειλε μέσα σε {hours, plural, one {# ώρα} other {# ώρες}} και {minutes, plural, one {# λεπτό} other {# λεπτά}}',
      deliveredOn: 'παράδοση {date}',
      courier: 'Κούριερ',
      locker: 'Θυρίδα GLS',
      office: 'Κατάστημα GLS',
      gradesHelp: 'Τι σημαίνει κάθε κατάσταση',
      savings:
        'Σε σχέση με μια καινούργια γλιτώνεις περίπου {co2} kg CO2e και {ewaste} g ηλεκτρονικών αποβλήτων.',
      savingsMethod: 'Πώς υπολογίζουμε',
    },
  },
};
