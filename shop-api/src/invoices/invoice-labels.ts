/** The invoice's words in each site's language. */
import type { Country } from '@refurb/shared-contracts';

export interface InvoiceLabels {
  readonly title: string;
  readonly number: string;
  readonly date: string;
  readonly order: string;
  readonly seller: string;
  readonly buyer: string;
  readonly product: string;
  readonly price: string;
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
    price: 'Preț',
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
    price: 'Цена',
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
    price: 'Ár',
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
    price: 'Τιμή',
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
    thanks: 'Ευχαριστούμε για την παραγγελία σας!',
  },
};
