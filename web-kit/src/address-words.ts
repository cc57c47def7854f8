/**
 * The courier address form's words in the four sites' languages, kept here once so checkout, the
 * account and the sell flow say the same thing. A remote adds only its own "retry", "(required)"
 * and "(optional)", which its other forms use too.
 */
import type { Country } from '@refurb/shared-contracts';
import type { AddressWordKey, AddressWords } from './address-fields';

export const ADDRESS_CATALOGUES: Readonly<
  Record<Country, Readonly<Record<AddressWordKey, string>>>
> = {
  ro: {
    county: 'Județ',
    locality: 'Localitate',
    street: 'Stradă',
    number: 'Număr',
    postalCode: 'Cod poștal',
    details: 'Bloc, scară, etaj, apartament',
    chooseCountyFirst: 'Alege întâi județul',
    loading: 'Se încarcă lista…',
    listFailed: 'Nu am putut încărca lista.',
    countyError: 'Alege județul din listă.',
    localityError: 'Alege localitatea din listă.',
    streetError: 'Scrie strada.',
    numberError: 'Scrie numărul.',
    postalCodeError: 'Scrie codul poștal, din 6 cifre.',
    postalCodeHint: '6 cifre',
    typeToSearch: 'Scrie ca să cauți',
    matchCount: '{count, plural, one {# rezultat} few {# rezultate} other {# de rezultate}}',
    noMatch: 'Niciun rezultat. Verifică numele sau alege din listă.',
    typeMore: 'Scrie mai mult ca să restrângi lista.',
  },
  bg: {
    county: 'Област',
    locality: 'Населено място',
    street: 'Улица',
    number: 'Номер',
    postalCode: 'Пощенски код',
    details: 'Блок, вход, етаж, апартамент',
    chooseCountyFirst: 'Първо изберете област',
    loading: 'Списъкът се зарежда…',
    listFailed: 'Не успяхме да заредим списъка.',
    countyError: 'Изберете област от списъка.',
    localityError: 'Изберете населено място от списъка.',
    streetError: 'Въведете улица.',
    numberError: 'Въведете номер.',
    postalCodeError: 'Въведете пощенския код – 4 цифри.',
    postalCodeHint: '4 цифри',
    typeToSearch: 'Пишете, за да търсите',
    matchCount: '{count, plural, one {# резултат} other {# резултата}}',
    noMatch: 'Няма резултати. Проверете името или изберете от списъка.',
    typeMore: 'Пишете още, за да стесните списъка.',
  },
  hu: {
    county: 'Megye',
    locality: 'Település',
    street: 'Utca',
    number: 'Házszám',
    postalCode: 'Irányítószám',
    details: 'Épület, lépcsőház, emelet, ajtó',
    chooseCountyFirst: 'Előbb válaszd ki a megyét',
    loading: 'A lista betöltése…',
    listFailed: 'Nem sikerült betölteni a listát.',
    countyError: 'Válaszd ki a megyét a listából.',
    localityError: 'Válaszd ki a települést a listából.',
    streetError: 'Add meg az utcát.',
    numberError: 'Add meg a házszámot.',
    postalCodeError: 'Add meg a 4 jegyű irányítószámot.',
    postalCodeHint: '4 számjegy',
    typeToSearch: 'Írj a kereséshez',
    matchCount: '{count, plural, one {# találat} other {# találat}}',
    noMatch: 'Nincs találat. Ellenőrizd a nevet, vagy válassz a listából.',
    typeMore: 'Írj tovább a lista szűkítéséhez.',
  },
  gr: {
    county: 'Περιφερειακή ενότητα',
    locality: 'Περιοχή / Πόλη',
    street: 'Οδός',
    number: 'Αριθμός',
    postalCode: 'Ταχυδρομικός κώδικας',
    details: 'Κτίριο, είσοδος, όροφος, διαμέρισμα',
    chooseCountyFirst: 'Επιλέξτε πρώτα περιφερειακή ενότητα',
    loading: 'Φόρτωση λίστας…',
    listFailed: 'Δεν μπορέσαμε να φορτώσουμε τη λίστα.',
    countyError: 'Επιλέξτε περιφερειακή ενότητα από τη λίστα.',
    localityError: 'Επιλέξτε περιοχή από τη λίστα.',
    streetError: 'Συμπληρώστε την οδό.',
    numberError: 'Συμπληρώστε τον αριθμό.',
    postalCodeError: 'Συμπληρώστε τον ταχυδρομικό κώδικα – 5 ψηφία.',
    postalCodeHint: '5 ψηφία, π.χ. 105 57',
    typeToSearch: 'Πληκτρολογήστε για αναζήτηση',
    matchCount: '{count, plural, one {# αποτέλεσμα} other {# αποτελέσματα}}',
    noMatch: 'Κανένα αποτέλεσμα. Ελέγξτε το όνομα ή επιλέξτε από τη λίστα.',
    typeMore: 'Πληκτρολογήστε περισσότερα για να περιορίσετε τη λίστα.',
  },
};

/** The form's words in the site's language, with the remote's "retry", "(required)", "(optional)". */
export function addressWordsFor(
  country: Country,
  common: Pick<AddressWords, 'retry' | 'required' | 'optional'>,
): AddressWords {
  return { ...ADDRESS_CATALOGUES[country], ...common };
}
