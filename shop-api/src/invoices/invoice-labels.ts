/**
 * The invoice's words in each site's language. The seller's numbers are named as each country's
 * invoices name them (RO CUI and Nr. Reg. Com., BG ИН по ДДС and ЕИК, HU Adószám and
 * Cégjegyzékszám, GR ΑΦΜ and Αρ. ΓΕΜΗ); the margin scheme's mention is the wording of the
 * country's VAT law for second-hand goods (Directive 2006/112/EC art. 226(14)), and the exemption
 * note names art. 135(1)(a) as the Directive's own text in that language does.
 */
import type { Country } from '@refurb/shared-contracts';

export interface InvoiceLabels {
  readonly title: string;
  readonly number: string;
  readonly date: string;
  readonly order: string;
  readonly seller: string;
  readonly buyer: string;
  readonly product: string;
  /** The rows' columns: quantity, the price of one, the row's amount, its VAT rate. */
  readonly quantity: string;
  readonly unitPrice: string;
  readonly amount: string;
  readonly vatRate: string;
  readonly shipping: string;
  readonly codFee: string;
  readonly discount: string;
  readonly total: string;
  readonly fiscalCode: string;
  readonly registrationNumber: string;
  readonly address: string;
  readonly email: string;
  readonly phone: string;
  readonly sellerLine: string;
  /** The seller's tax (VAT) number and trade-register number, and its bank. */
  readonly taxId: string;
  readonly tradeRegister: string;
  readonly iban: string;
  readonly bank: string;
  /** The VAT summary: its title and columns, and its last row's label. */
  readonly vatSummary: string;
  readonly base: string;
  readonly vat: string;
  readonly gross: string;
  readonly vatTotal: string;
  /** An exempt row's VAT rate cell, and the note saying why it is exempt. */
  readonly exempt: string;
  readonly exemptionNote: string;
  /** The margin scheme's mention, which the rows in the scheme point to with `*`. */
  readonly marginScheme: string;
  readonly thanks: string;
}

export const INVOICE_LABELS: Readonly<Record<Country, InvoiceLabels>> = {
  ro: {
    title: 'Factură',
    number: 'Număr factură',
    date: 'Data facturii',
    order: 'Comanda',
    seller: 'Vânzător',
    buyer: 'Cumpărător',
    product: 'Produs',
    quantity: 'Cantitate',
    unitPrice: 'Preț unitar',
    amount: 'Valoare',
    vatRate: 'Cota TVA',
    shipping: 'Transport',
    codFee: 'Taxă ramburs',
    discount: 'Reducere',
    total: 'Total de plată',
    fiscalCode: 'CUI',
    registrationNumber: 'Nr. Reg. Com.',
    address: 'Adresă',
    email: 'E-mail',
    phone: 'Telefon',
    sellerLine: 'Dispozitive recondiționate, verificate și cu garanție',
    taxId: 'CUI',
    tradeRegister: 'Nr. Reg. Com.',
    iban: 'IBAN',
    bank: 'Banca',
    vatSummary: 'Defalcarea TVA',
    base: 'Bază de impozitare',
    vat: 'TVA',
    gross: 'Valoare totală',
    vatTotal: 'Total',
    exempt: 'scutit',
    exemptionNote:
      'Scutit de TVA: servicii de asigurare (art. 135 alin. (1) lit. (a) din Directiva 2006/112/CE)',
    marginScheme: 'Regim special - bunuri second-hand',
    thanks: 'Mulțumim pentru comandă!',
  },
  bg: {
    title: 'Фактура',
    number: 'Номер на фактура',
    date: 'Дата на фактурата',
    order: 'Поръчка',
    seller: 'Продавач',
    buyer: 'Купувач',
    product: 'Продукт',
    quantity: 'Количество',
    unitPrice: 'Единична цена',
    amount: 'Стойност',
    vatRate: 'Ставка на ДДС',
    shipping: 'Доставка',
    codFee: 'Такса наложен платеж',
    discount: 'Отстъпка',
    total: 'Общо за плащане',
    fiscalCode: 'ЕИК',
    registrationNumber: 'Рег. номер',
    address: 'Адрес',
    email: 'Имейл',
    phone: 'Телефон',
    sellerLine: 'Рециклирани устройства, проверени и с гаранция',
    taxId: 'ИН по ДДС',
    tradeRegister: 'ЕИК',
    iban: 'IBAN',
    bank: 'Банка',
    vatSummary: 'ДДС по ставки',
    base: 'Данъчна основа',
    vat: 'ДДС',
    gross: 'Обща стойност',
    vatTotal: 'Общо',
    exempt: 'освободена',
    exemptionNote:
      'Освободена доставка: застрахователни услуги (чл. 135, пар. 1, буква „а“ от Директива 2006/112/ЕО)',
    marginScheme: 'Режим на облагане на маржа – стоки втора употреба',
    thanks: 'Благодарим ви за поръчката!',
  },
  hu: {
    title: 'Számla',
    number: 'Számlaszám',
    date: 'Számla kelte',
    order: 'Rendelés',
    seller: 'Eladó',
    buyer: 'Vevő',
    product: 'Termék',
    quantity: 'Mennyiség',
    unitPrice: 'Egységár',
    amount: 'Összeg',
    vatRate: 'Áfakulcs',
    shipping: 'Szállítási díj',
    codFee: 'Utánvét díja',
    discount: 'Kedvezmény',
    total: 'Fizetendő összeg',
    fiscalCode: 'Adószám',
    registrationNumber: 'Cégjegyzékszám',
    address: 'Cím',
    email: 'E-mail',
    phone: 'Telefon',
    sellerLine: 'Műszakilag bevizsgált, felújított eszközök jótállással',
    taxId: 'Adószám',
    tradeRegister: 'Cégjegyzékszám',
    iban: 'IBAN',
    bank: 'Bank',
    vatSummary: 'Áfaösszesítő',
    base: 'Adóalap',
    vat: 'Áfa',
    gross: 'Bruttó összeg',
    vatTotal: 'Összesen',
    exempt: 'adómentes',
    exemptionNote:
      'Adómentes: biztosítási szolgáltatás (2006/112/EK irányelv 135. cikk (1) bekezdés a) pont)',
    marginScheme: 'Különbözet szerinti szabályozás – használt cikkek',
    thanks: 'Köszönjük a rendelését!',
  },
  gr: {
    title: 'Τιμολόγιο',
    number: 'Αριθμός τιμολογίου',
    date: 'Ημερομηνία τιμολογίου',
    order: 'Παραγγελία',
    seller: 'Πωλητής',
    buyer: 'Αγοραστής',
    product: 'Προϊόν',
    quantity: 'Ποσότητα',
    unitPrice: 'Τιμή μονάδας',
    amount: 'Αξία',
    vatRate: 'Συντελεστής ΦΠΑ',
    shipping: 'Μεταφορικά',
    codFee: 'Χρέωση αντικαταβολής',
    discount: 'Έκπτωση',
    total: 'Σύνολο πληρωμής',
    fiscalCode: 'ΑΦΜ',
    registrationNumber: 'Αρ. ΓΕΜΗ',
    address: 'Διεύθυνση',
    email: 'Email',
    phone: 'Τηλέφωνο',
    sellerLine: 'Ανακατασκευασμένες συσκευές, ελεγμένες και με εγγύηση',
    taxId: 'ΑΦΜ',
    tradeRegister: 'Αρ. ΓΕΜΗ',
    iban: 'IBAN',
    bank: 'Τράπεζα',
    vatSummary: 'Ανάλυση ΦΠΑ',
    base: 'Καθαρή αξία',
    vat: 'ΦΠΑ',
    gross: 'Συνολική αξία',
    vatTotal: 'Σύνολο',
    exempt: 'απαλλαγή',
    exemptionNote:
      'Απαλλαγή από ΦΠΑ: ασφαλιστικές υπηρεσίες (άρθρο 135 παρ. 1 στοιχ. α) της Οδηγίας 2006/112/ΕΚ)',
    marginScheme: 'Καθεστώς περιθωρίου – μεταχειρισμένα αγαθά',
    thanks: 'Ευχαριστούμε για την παραγγελία σας!',
  },
};
