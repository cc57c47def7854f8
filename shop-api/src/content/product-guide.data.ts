/**
 * The product guide (GET /content/product-guide, issue 36): what the shop promises about every
 * device, in each site's language. The grade definitions say what a shopper may see and from how
 * far, the way the refurbished shops' graders write them (a mark seen at arm's length, about
 * 30 cm, is a different grade from one seen only up close, under 20 cm); a crack, a dead pixel or
 * a failed test is never a grade, it is repaired first. The numbers (the battery floor, warranty
 * years, return days) are filled in from the rules that apply them (BATTERY_HEALTH_FLOOR, the
 * country's warranty and return data), so the page never promises other numbers than the return
 * form and the account grant. ICU plurals agree the number with its word.
 *
 * The same words make the help page's "grades", "battery" and "warranty" sections (routes
 * content.ts), so the product page, the category filter and the help page say one thing.
 */
import {
  BATTERY_HEALTH_FLOOR,
  CONDITION_GRADE_ORDER,
  countryConfig,
  fillTemplate,
  gradeName,
  priceFormatter,
  type PaymentMethodKey,
  type Country,
  type DeviceTypeKey,
  type GradeKey,
} from '@refurb/shared-contracts';
import {
  ProductGuideSchema,
  type ContentSection,
  type ProductGuide,
} from '@refurb/shared-contracts/api/content';
import {
  INSTALLMENT_OPTIONS,
  financingPlan,
  type AmountLimit,
} from '@refurb/shared-contracts/checkout';
import { warrantyReturnData } from '../account/warranty-return.data.js';

interface GuideWords {
  /** What each grade means (its name is the contracts' `gradeName`). */
  readonly grades: Readonly<Record<GradeKey, string>>;
  readonly sameInEveryGrade: string;
  /** {floor}: the battery floor in %. */
  readonly battery: string;
  /** {years}: the warranty period. */
  readonly warranty: string;
  /** {days}: the return period; {geniusDays}: a genius member's. */
  readonly returns: string;
  readonly extraWarranty: string;
  readonly insurance: string;
  readonly headings: {
    grades: string;
    battery: string;
    warranty: string;
    financing: string;
    impact: string;
  };
  /** How the savings are estimated (the help page's `impact` section). */
  readonly impactMethod: string;
  /** {provider} {months} {lower} {upper}: one financing method's conditions. */
  readonly financingLine: string;
  readonly specLabels: ProductGuide['specLabels'];
  readonly inBox: ProductGuide['inBox'];
  readonly lines: ProductGuide['lines'];
}

const WORDS: Readonly<Record<Country, GuideWords>> = {
  ro: {
    grades: {
      CA_NOU:
        'Fără urme vizibile, nici privit de aproape (sub 20 cm): ecranul și carcasa arată ca noi.',
      FOARTE_BUN:
        'Micro-zgârieturi fine pe carcasă, vizibile doar de aproape (sub 20 cm); ecranul nu are urme.',
      BUN: 'Zgârieturi mici pe carcasă, vizibile de la o lungime de braț (30 cm); pe ecran, cel mult urme fine care nu se văd când e aprins.',
      ACCEPTABIL:
        'Zgârieturi și mici lovituri vizibile pe carcasă; ecranul poate avea zgârieturi ușoare, vizibile când e stins. Fără fisuri.',
    },
    sameInEveryGrade:
      'În fiecare stare, dispozitivul funcționează perfect: trece aceleași 40 de teste și are aceeași garanție. Diferă doar aspectul.',
    battery:
      'Măsurăm bateria fiecărui dispozitiv: are cel puțin {floor} % din capacitatea unei baterii noi. Poți alege o baterie nouă la comandă.',
    warranty:
      'Garanție {years, plural, one {# an} few {# ani} other {# de ani}} pentru orice defect de funcționare, inclusiv bateria.',
    returns:
      'Ai {days, plural, one {# zi} few {# zile} other {# de zile}} să returnezi produsul, fără explicații; membrii Genius au {geniusDays, plural, one {# zi} few {# zile} other {# de zile}}.',
    extraWarranty: 'Garanția extinsă prelungește garanția de funcționare după cei doi ani incluși.',
    insurance:
      'Asigurarea acoperă ce nu acoperă garanția: spargerea ecranului, lichide și, la varianta cu furt, furtul.',
    headings: {
      grades: 'Ce înseamnă fiecare stare',
      battery: 'Bateria',
      warranty: 'Garanție și retur',
      financing: 'Plata în rate',
      impact: 'Ce economisești alegând recondiționat',
    },
    impactMethod:
      'Estimare: emisiile de gaze cu efect de seră ale fabricării unui dispozitiv nou de același tip (partea de producție din rapoartele de mediu ale producătorilor) minus cele ale recondiționării noastre (teste, piese, ambalaj, transport); deșeurile evitate sunt greutatea dispozitivului, care rămâne în folosință.',
    financingLine:
      '{provider}: {months, plural, one {# rată} few {# rate} other {# de rate}}, pentru comenzi între {lower} și {upper}. Aprobarea și dobânda le stabilește finanțatorul.',
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
      omnibus: 'Cel mai mic preț din ultimele 30 de zile înainte de reducere: {price}',
      installments:
        'sau de la {price}/lună, în {months, plural, one {# rată} few {# rate} other {# de rate}}',
      conditions: 'Condiții de finanțare',
      batteryHealth: 'Sănătatea bateriei: {percent} % din capacitatea unei baterii noi',
      batteryNew: 'Baterie nouă: 100 % din capacitate',
      orderWithin: 'Comandă în {hours} h {minutes} min',
      deliveredOn: 'livrare {date}',
      courier: 'Curier',
      locker: 'easybox',
      office: 'Oficiu',
      gradesHelp: 'Ce înseamnă fiecare stare',
      savings:
        'Alegând un dispozitiv recondiționat în locul unuia nou eviți aproximativ {co2} kg CO2e și {ewaste} g de deșeuri electronice.',
      savingsMethod: 'Cum calculăm',
    },
  },
  bg: {
    grades: {
      CA_NOU: 'Без видими следи дори отблизо (под 20 cm): екранът и корпусът изглеждат като нови.',
      FOARTE_BUN:
        'Фини микродраскотини по корпуса, видими само отблизо (под 20 cm); екранът е без следи.',
      BUN: 'Малки драскотини по корпуса, видими от една ръка разстояние (30 cm); по екрана най-много фини следи, невидими при включен екран.',
      ACCEPTABIL:
        'Видими драскотини и малки вдлъбнатини по корпуса; екранът може да има леки драскотини, видими при изключен екран. Без пукнатини.',
    },
    sameInEveryGrade:
      'Във всяко състояние устройството работи безупречно: минава същите 40 теста и има същата гаранция. Различава се само видът.',
    battery:
      'Измерваме батерията на всяко устройство: тя има поне {floor} % от капацитета на нова батерия. Можеш да избереш нова батерия при поръчката.',
    warranty:
      'Гаранция {years, plural, one {# година} other {# години}} за всеки функционален дефект, включително батерията.',
    returns:
      'Имаш {days, plural, one {# ден} other {# дни}} да върнеш продукта без обяснения; членовете на Genius имат {geniusDays, plural, one {# ден} other {# дни}}.',
    extraWarranty:
      'Удължената гаранция продължава функционалната гаранция след включените две години.',
    insurance:
      'Застраховката покрива каквото гаранцията не покрива: счупен екран, течности и, във варианта с кражба, кражба.',
    headings: {
      grades: 'Какво означава всяко състояние',
      battery: 'Батерията',
      warranty: 'Гаранция и връщане',
      financing: 'Плащане на вноски',
      impact: 'Какво спестяваш с обновено устройство',
    },
    impactMethod:
      'Оценка: емисиите на парникови газове от производството на ново устройство от същия вид (делът на производството в екологичните доклади на производителите) минус тези от нашето обновяване (тестове, части, опаковка, транспорт); избегнатите отпадъци са теглото на устройството, което остава в употреба.',
    financingLine:
      '{provider}: {months, plural, one {# вноска} other {# вноски}}, за поръчки от {lower} до {upper}. Одобрението и лихвата се определят от кредитора.',
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
      omnibus: 'Най-ниска цена за последните 30 дни преди намалението: {price}',
      installments: 'или от {price}/месец, на {months, plural, one {# вноска} other {# вноски}}',
      conditions: 'Условия за финансиране',
      batteryHealth: 'Състояние на батерията: {percent} % от капацитета на нова батерия',
      batteryNew: 'Нова батерия: 100 % капацитет',
      orderWithin: 'Поръчай до {hours} ч {minutes} мин',
      deliveredOn: 'доставка {date}',
      courier: 'Куриер',
      locker: 'Еконтомат',
      office: 'Офис на Еконт',
      gradesHelp: 'Какво означава всяко състояние',
      savings:
        'Избирайки обновено устройство вместо ново, спестяваш около {co2} kg CO2e и {ewaste} g електронни отпадъци.',
      savingsMethod: 'Как изчисляваме',
    },
  },
  hu: {
    grades: {
      CA_NOU:
        'Közelről (20 cm-nél közelebbről) nézve sincs látható nyom: a kijelző és a ház újnak tűnik.',
      FOARTE_BUN:
        'Finom mikrokarcok a házon, csak közelről (20 cm-en belül) láthatók; a kijelző hibátlan.',
      BUN: 'Kis karcok a házon, karnyújtásnyiról (30 cm) is láthatók; a kijelzőn legfeljebb finom nyomok, amelyek bekapcsolva nem látszanak.',
      ACCEPTABIL:
        'Látható karcok és kisebb horpadások a házon; a kijelzőn enyhe karcok lehetnek, kikapcsolva láthatók. Repedés nincs.',
    },
    sameInEveryGrade:
      'Minden állapotban hibátlanul működik: ugyanazon a 40 teszten megy át, és ugyanaz a jótállás jár hozzá. Csak a külseje más.',
    battery:
      'Minden készülék akkumulátorát megmérjük: legalább {floor}%-a egy új akkumulátor kapacitásának. Rendeléskor új akkumulátort is választhatsz.',
    warranty:
      '{years, plural, one {# év} other {# év}} jótállás minden működési hibára, az akkumulátorra is.',
    returns:
      '{days, plural, one {# napod} other {# napod}} van indoklás nélkül visszaküldeni a terméket; Genius-tagoknak {geniusDays, plural, one {# nap} other {# nap}}.',
    extraWarranty: 'A kiterjesztett jótállás a benne foglalt két év után is védi a működést.',
    insurance:
      'A biztosítás azt fedezi, amit a jótállás nem: kijelzőtörés, folyadék és a lopásos változatban a lopás.',
    headings: {
      grades: 'Mit jelentenek az állapotok',
      battery: 'Az akkumulátor',
      warranty: 'Jótállás és visszaküldés',
      financing: 'Részletfizetés',
      impact: 'Mit spórolsz a felújítottal',
    },
    impactMethod:
      'Becslés: egy ugyanilyen típusú új készülék gyártásának üvegházgáz-kibocsátása (a gyártók környezeti jelentéseinek gyártási része), levonva a felújításunkét (tesztek, alkatrészek, csomagolás, szállítás); az elkerült hulladék a használatban maradó készülék tömege.',
    financingLine:
      '{provider}: {months} részlet, {lower} és {upper} közötti rendelésekre. Az elbírálásról és a kamatról a hitelező dönt.',
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
      omnibus: 'A csökkentés előtti 30 nap legalacsonyabb ára: {price}',
      installments: 'vagy havi {price}-tól, {months} részletben',
      conditions: 'Finanszírozási feltételek',
      batteryHealth: 'Akkumulátor állapota: egy új akkumulátor kapacitásának {percent}%-a',
      batteryNew: 'Új akkumulátor: 100% kapacitás',
      orderWithin: 'Rendeld meg {hours} óra {minutes} percen belül',
      deliveredOn: 'kézbesítés: {date}',
      courier: 'Futár',
      locker: 'GLS csomagautomata',
      office: 'GLS csomagpont',
      gradesHelp: 'Mit jelentenek az állapotok',
      savings:
        'Ha új helyett felújított készüléket választasz, nagyjából {co2} kg CO2e kibocsátást és {ewaste} g elektronikai hulladékot spórolsz meg.',
      savingsMethod: 'Hogyan számolunk',
    },
  },
  gr: {
    grades: {
      CA_NOU:
        'Χωρίς ορατά σημάδια ούτε από κοντά (κάτω από 20 cm): η οθόνη και το σώμα δείχνουν καινούργια.',
      FOARTE_BUN:
        'Λεπτές μικρογρατζουνιές στο σώμα, ορατές μόνο από κοντά (κάτω από 20 cm)· η οθόνη είναι άψογη.',
      BUN: 'Μικρές γρατζουνιές στο σώμα, ορατές από απόσταση χεριού (30 cm)· στην οθόνη το πολύ λεπτά σημάδια που δεν φαίνονται όταν είναι αναμμένη.',
      ACCEPTABIL:
        'Ορατές γρατζουνιές και μικρά χτυπήματα στο σώμα· η οθόνη μπορεί να έχει ελαφριές γρατζουνιές, ορατές όταν είναι σβηστή. Χωρίς ρωγμές.',
    },
    sameInEveryGrade:
      'Σε κάθε κατάσταση η συσκευή λειτουργεί άψογα: περνά τους ίδιους 40 ελέγχους και έχει την ίδια εγγύηση. Διαφέρει μόνο η εμφάνιση.',
    battery:
      'Μετράμε την μπαταρία κάθε συσκευής: έχει τουλάχιστον {floor} % της χωρητικότητας μιας καινούργιας. Μπορείς να επιλέξεις καινούργια μπαταρία στην παραγγελία.',
    warranty:
      'Εγγύηση {years, plural, one {# έτους} other {# ετών}} για κάθε βλάβη λειτουργίας, και για την μπαταρία.',
    returns:
      'Έχεις {days, plural, one {# ημέρα} other {# ημέρες}} για να επιστρέψεις το προϊόν χωρίς εξηγήσεις· τα μέλη Genius έχουν {geniusDays, plural, one {# ημέρα} other {# ημέρες}}.',
    extraWarranty:
      'Η επέκταση εγγύησης συνεχίζει την εγγύηση λειτουργίας μετά τα δύο χρόνια που περιλαμβάνονται.',
    insurance:
      'Η ασφάλιση καλύπτει ό,τι δεν καλύπτει η εγγύηση: σπασμένη οθόνη, υγρά και, στην εκδοχή με κλοπή, την κλοπή.',
    headings: {
      grades: 'Τι σημαίνει κάθε κατάσταση',
      battery: 'Η μπαταρία',
      warranty: 'Εγγύηση και επιστροφή',
      financing: 'Πληρωμή σε δόσεις',
      impact: 'Τι εξοικονομείς με μια ανακατασκευασμένη',
    },
    impactMethod:
      'Εκτίμηση: οι εκπομπές αερίων θερμοκηπίου της κατασκευής μιας καινούργιας συσκευής του ίδιου είδους (το μερίδιο της παραγωγής στις περιβαλλοντικές εκθέσεις των κατασκευαστών) μείον αυτές της ανακατασκευής μας (έλεγχοι, ανταλλακτικά, συσκευασία, μεταφορά)· τα αποφευχθέντα απόβλητα είναι το βάρος της συσκευής, που μένει σε χρήση.',
    financingLine:
      '{provider}: {months, plural, one {# δόση} other {# δόσεις}}, για παραγγελίες από {lower} έως {upper}. Την έγκριση και το επιτόκιο τα ορίζει ο πιστωτής.',
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
      omnibus: 'Χαμηλότερη τιμή των 30 ημερών πριν από τη μείωση: {price}',
      installments: 'ή από {price}/μήνα, σε {months, plural, one {# δόση} other {# δόσεις}}',
      conditions: 'Όροι χρηματοδότησης',
      batteryHealth: 'Υγεία μπαταρίας: {percent} % της χωρητικότητας μιας καινούργιας',
      batteryNew: 'Καινούργια μπαταρία: 100 % χωρητικότητα',
      orderWithin: 'Παράγγειλε μέσα σε {hours} ώρ. {minutes} λεπ.',
      deliveredOn: 'παράδοση {date}',
      courier: 'Courier',
      locker: 'Θυρίδα GLS',
      office: 'Κατάστημα GLS',
      gradesHelp: 'Τι σημαίνει κάθε κατάσταση',
      savings:
        'Επιλέγοντας ανακατασκευασμένη συσκευή αντί για καινούργια αποφεύγεις περίπου {co2} kg CO2e και {ewaste} g ηλεκτρονικών αποβλήτων.',
      savingsMethod: 'Πώς υπολογίζουμε',
    },
  },
};

/**
 * What choosing a refurbished device over a new one avoids, per kind (the help page states the
 * method): the greenhouse gases of making a new one, from the production share of the makers'
 * product environmental reports (about 80 % of a phone's life-cycle footprint), minus those of
 * our refurbishment (tests, replaced parts, packaging, transport: about a tenth of production),
 * rounded to the kilogram; and as e-waste avoided, the device's typical mass, kept in use.
 */
export const SAVINGS: Readonly<Record<DeviceTypeKey, { co2Kg: number; ewasteGrams: number }>> = {
  SMARTPHONE: { co2Kg: 54, ewasteGrams: 180 },
  TABLET: { co2Kg: 82, ewasteGrams: 470 },
  LAPTOP: { co2Kg: 235, ewasteGrams: 1500 },
  SMARTWATCH: { co2Kg: 27, ewasteGrams: 40 },
  CONSOLE: { co2Kg: 82, ewasteGrams: 4000 },
};

/** The country's product guide, parsed with the contract's schema. */
export function productGuide(country: Country): ProductGuide {
  const words = WORDS[country];
  const { language } = countryConfig(country);
  const terms = warrantyReturnData(country);
  const years = terms.defaultWarranty.periodInYears;
  const days = terms.defaultReturn.days;
  const geniusDays = terms.geniusReturn.days;
  return ProductGuideSchema.parse({
    grades: CONDITION_GRADE_ORDER.map((grade) => ({
      grade,
      name: gradeName(language, grade),
      summary: words.grades[grade],
    })),
    sameInEveryGrade: words.sameInEveryGrade,
    battery: {
      floor: BATTERY_HEALTH_FLOOR,
      text: fillTemplate(words.battery, { floor: BATTERY_HEALTH_FLOOR }, country),
    },
    warranty: { years, text: fillTemplate(words.warranty, { years }, country) },
    returns: {
      days,
      geniusDays,
      text: fillTemplate(words.returns, { days, geniusDays }, country),
    },
    extras: { EXTRA_WARRANTY: words.extraWarranty, INSURANCE: words.insurance },
    specLabels: words.specLabels,
    inBox: words.inBox,
    savings: SAVINGS,
    lines: words.lines,
  });
}

/** The anchors of the help page's sections made from the guide (the product page links them). */
export const GUIDE_ANCHORS = {
  grades: 'grades',
  battery: 'battery',
  warranty: 'warranty',
  financing: 'financing',
  impact: 'impact',
} as const;

/** The names the financing providers go by (proper names, the same in every language). */
const PROVIDER_NAMES = { tbi: 'TBI Bank', cofidis: 'Cofidis', oney: 'Oney' } as const;

/** A financing method the site offers, with its amount bounds (null: none). */
export interface FinancingOffer {
  readonly key: PaymentMethodKey;
  readonly amountLimit: AmountLimit | null;
}

/**
 * The help page's financing conditions (the product page's installment line links here): each
 * credit method the site offers with its number of installments and its amount bounds, the same
 * figures the product page's line and the checkout's bounds rule use.
 */
function financingParagraphs(country: Country, offers: readonly FinancingOffer[]): string[] {
  const formatPrice = priceFormatter(country);
  return offers.flatMap(({ key, amountLimit }) => {
    const lower = Number(amountLimit?.lower ?? 0);
    const months =
      key === 'oney'
        ? Math.max(...INSTALLMENT_OPTIONS.map((o) => o.installments))
        : financingPlan(key, Math.max(lower, 1))?.numberOfInstallments;
    if (!months || months < 2 || amountLimit?.upper == null) return [];
    const provider =
      PROVIDER_NAMES[
        key.startsWith('tbi') ? 'tbi' : key.startsWith('cofidis') ? 'cofidis' : 'oney'
      ];
    return [
      fillTemplate(
        WORDS[country].financingLine,
        {
          provider,
          months,
          lower: formatPrice(lower),
          upper: formatPrice(Number(amountLimit.upper)),
        },
        country,
      ),
    ];
  });
}

/** The help page's sections that say what the product guide says. */
export function guideSections(
  country: Country,
  financing: readonly FinancingOffer[] = [],
): ContentSection[] {
  const guide = productGuide(country);
  const { headings } = WORDS[country];
  const conditions = financingParagraphs(country, financing);
  return [
    {
      anchor: GUIDE_ANCHORS.grades,
      heading: headings.grades,
      paragraphs: [...guide.grades.map((g) => `${g.name}: ${g.summary}`), guide.sameInEveryGrade],
    },
    { anchor: GUIDE_ANCHORS.battery, heading: headings.battery, paragraphs: [guide.battery.text] },
    {
      anchor: GUIDE_ANCHORS.warranty,
      heading: headings.warranty,
      paragraphs: [
        guide.warranty.text,
        guide.returns.text,
        guide.extras.EXTRA_WARRANTY,
        guide.extras.INSURANCE,
      ],
    },
    {
      anchor: GUIDE_ANCHORS.impact,
      heading: headings.impact,
      paragraphs: [WORDS[country].impactMethod],
    },
    ...(conditions.length > 0
      ? [{ anchor: GUIDE_ANCHORS.financing, heading: headings.financing, paragraphs: conditions }]
      : []),
  ];
}
