/**
 * The first-level divisions of the four countries, keyed by GeoNames' administrative code (the
 * code each GeoNames place carries), with their ISO 3166-2 code and their name as the country
 * writes it: RO's 41 counties and Bucharest, BG's 28 provinces (Cyrillic), HU's 19 counties and
 * Budapest. Greece is divided for delivery by its regional units (the "nomos" an address names,
 * Greek), each with its region (ISO 3166-2:GR, Greek); Attica's units follow GeoNames' four.
 *
 * These ~140 names are the only hand-written part of the places data; every town comes from
 * GeoNames (see places.build.ts). `places.build.test.ts` checks that each GeoNames code of the
 * dataset has its entry here and that every entry has towns.
 */
import type { Country } from '@refurb/shared-contracts';

export interface DivisionEntry {
  /** GeoNames admin1 code (admin2 for Greece's regional units). */
  readonly admin: string;
  readonly iso: string;
  readonly name: string;
  /** Greece: the region's code (GeoNames admin1) the unit belongs to. */
  readonly region?: string;
}

const d = (admin: string, iso: string, name: string, region?: string): DivisionEntry =>
  region === undefined ? { admin, iso, name } : { admin, iso, name, region };

export const DIVISIONS: Readonly<Record<Country, readonly DivisionEntry[]>> = {
  ro: [
    d('01', 'RO-AB', 'Alba'),
    d('02', 'RO-AR', 'Arad'),
    d('03', 'RO-AG', 'Argeș'),
    d('04', 'RO-BC', 'Bacău'),
    d('05', 'RO-BH', 'Bihor'),
    d('06', 'RO-BN', 'Bistrița-Năsăud'),
    d('07', 'RO-BT', 'Botoșani'),
    d('08', 'RO-BR', 'Brăila'),
    d('09', 'RO-BV', 'Brașov'),
    d('10', 'RO-B', 'București'),
    d('11', 'RO-BZ', 'Buzău'),
    d('12', 'RO-CS', 'Caraș-Severin'),
    d('13', 'RO-CJ', 'Cluj'),
    d('14', 'RO-CT', 'Constanța'),
    d('15', 'RO-CV', 'Covasna'),
    d('16', 'RO-DB', 'Dâmbovița'),
    d('17', 'RO-DJ', 'Dolj'),
    d('18', 'RO-GL', 'Galați'),
    d('19', 'RO-GJ', 'Gorj'),
    d('20', 'RO-HR', 'Harghita'),
    d('21', 'RO-HD', 'Hunedoara'),
    d('22', 'RO-IL', 'Ialomița'),
    d('23', 'RO-IS', 'Iași'),
    d('25', 'RO-MM', 'Maramureș'),
    d('26', 'RO-MH', 'Mehedinți'),
    d('27', 'RO-MS', 'Mureș'),
    d('28', 'RO-NT', 'Neamț'),
    d('29', 'RO-OT', 'Olt'),
    d('30', 'RO-PH', 'Prahova'),
    d('31', 'RO-SJ', 'Sălaj'),
    d('32', 'RO-SM', 'Satu Mare'),
    d('33', 'RO-SB', 'Sibiu'),
    d('34', 'RO-SV', 'Suceava'),
    d('35', 'RO-TR', 'Teleorman'),
    d('36', 'RO-TM', 'Timiș'),
    d('37', 'RO-TL', 'Tulcea'),
    d('38', 'RO-VS', 'Vaslui'),
    d('39', 'RO-VL', 'Vâlcea'),
    d('40', 'RO-VN', 'Vrancea'),
    d('41', 'RO-CL', 'Călărași'),
    d('42', 'RO-GR', 'Giurgiu'),
    d('43', 'RO-IF', 'Ilfov'),
  ],
  bg: [
    d('38', 'BG-01', 'Благоевград'),
    d('39', 'BG-02', 'Бургас'),
    d('61', 'BG-03', 'Варна'),
    d('62', 'BG-04', 'Велико Търново'),
    d('63', 'BG-05', 'Видин'),
    d('64', 'BG-06', 'Враца'),
    d('41', 'BG-07', 'Габрово'),
    d('40', 'BG-08', 'Добрич'),
    d('44', 'BG-09', 'Кърджали'),
    d('45', 'BG-10', 'Кюстендил'),
    d('46', 'BG-11', 'Ловеч'),
    d('47', 'BG-12', 'Монтана'),
    d('48', 'BG-13', 'Пазарджик'),
    d('49', 'BG-14', 'Перник'),
    d('50', 'BG-15', 'Плевен'),
    d('51', 'BG-16', 'Пловдив'),
    d('52', 'BG-17', 'Разград'),
    d('53', 'BG-18', 'Русе'),
    d('55', 'BG-19', 'Силистра'),
    d('56', 'BG-20', 'Сливен'),
    d('57', 'BG-21', 'Смолян'),
    d('42', 'BG-22', 'София-град'),
    d('58', 'BG-23', 'Софийска област'),
    d('59', 'BG-24', 'Стара Загора'),
    d('60', 'BG-25', 'Търговище'),
    d('43', 'BG-26', 'Хасково'),
    d('54', 'BG-27', 'Шумен'),
    d('65', 'BG-28', 'Ямбол'),
  ],
  hu: [
    d('01', 'HU-BK', 'Bács-Kiskun'),
    d('02', 'HU-BA', 'Baranya'),
    d('03', 'HU-BE', 'Békés'),
    d('04', 'HU-BZ', 'Borsod-Abaúj-Zemplén'),
    d('05', 'HU-BU', 'Budapest'),
    d('06', 'HU-CS', 'Csongrád-Csanád'),
    d('08', 'HU-FE', 'Fejér'),
    d('09', 'HU-GS', 'Győr-Moson-Sopron'),
    d('10', 'HU-HB', 'Hajdú-Bihar'),
    d('11', 'HU-HE', 'Heves'),
    d('12', 'HU-KE', 'Komárom-Esztergom'),
    d('14', 'HU-NO', 'Nógrád'),
    d('16', 'HU-PE', 'Pest'),
    d('17', 'HU-SO', 'Somogy'),
    d('18', 'HU-SZ', 'Szabolcs-Szatmár-Bereg'),
    d('20', 'HU-JN', 'Jász-Nagykun-Szolnok'),
    d('21', 'HU-TO', 'Tolna'),
    d('22', 'HU-VA', 'Vas'),
    d('23', 'HU-VE', 'Veszprém'),
    d('24', 'HU-ZA', 'Zala'),
  ],
  gr: [
    d('01', 'GR-A', 'Έβρος', 'ESYE11'),
    d('02', 'GR-A', 'Ροδόπη', 'ESYE11'),
    d('03', 'GR-A', 'Ξάνθη', 'ESYE11'),
    d('04', 'GR-A', 'Δράμα', 'ESYE11'),
    d('14', 'GR-A', 'Καβάλα', 'ESYE11'),
    d('05', 'GR-B', 'Σέρρες', 'ESYE12'),
    d('06', 'GR-B', 'Κιλκίς', 'ESYE12'),
    d('07', 'GR-B', 'Πέλλα', 'ESYE12'),
    d('12', 'GR-B', 'Ημαθία', 'ESYE12'),
    d('13', 'GR-B', 'Θεσσαλονίκη', 'ESYE12'),
    d('15', 'GR-B', 'Χαλκιδική', 'ESYE12'),
    d('16', 'GR-B', 'Πιερία', 'ESYE12'),
    d('08', 'GR-C', 'Φλώρινα', 'ESYE13'),
    d('09', 'GR-C', 'Καστοριά', 'ESYE13'),
    d('10', 'GR-C', 'Γρεβενά', 'ESYE13'),
    d('11', 'GR-C', 'Κοζάνη', 'ESYE13'),
    d('21', 'GR-E', 'Λάρισα', 'ESYE14'),
    d('22', 'GR-E', 'Τρίκαλα', 'ESYE14'),
    d('23', 'GR-E', 'Καρδίτσα', 'ESYE14'),
    d('24', 'GR-E', 'Μαγνησία', 'ESYE14'),
    d('17', 'GR-D', 'Ιωάννινα', 'ESYE21'),
    d('18', 'GR-D', 'Θεσπρωτία', 'ESYE21'),
    d('19', 'GR-D', 'Πρέβεζα', 'ESYE21'),
    d('20', 'GR-D', 'Άρτα', 'ESYE21'),
    d('25', 'GR-F', 'Κέρκυρα', 'ESYE22'),
    d('26', 'GR-F', 'Λευκάδα', 'ESYE22'),
    d('27', 'GR-F', 'Κεφαλληνία', 'ESYE22'),
    d('28', 'GR-F', 'Ζάκυνθος', 'ESYE22'),
    d('31', 'GR-G', 'Αιτωλοακαρνανία', 'ESYE23'),
    d('38', 'GR-G', 'Αχαΐα', 'ESYE23'),
    d('39', 'GR-G', 'Ηλεία', 'ESYE23'),
    d('29', 'GR-H', 'Φθιώτιδα', 'ESYE24'),
    d('30', 'GR-H', 'Ευρυτανία', 'ESYE24'),
    d('32', 'GR-H', 'Φωκίδα', 'ESYE24'),
    d('33', 'GR-H', 'Βοιωτία', 'ESYE24'),
    d('34', 'GR-H', 'Εύβοια', 'ESYE24'),
    d('36', 'GR-J', 'Αργολίδα', 'ESYE25'),
    d('37', 'GR-J', 'Κορινθία', 'ESYE25'),
    d('40', 'GR-J', 'Μεσσηνία', 'ESYE25'),
    d('41', 'GR-J', 'Αρκαδία', 'ESYE25'),
    d('42', 'GR-J', 'Λακωνία', 'ESYE25'),
    d('99', 'GR-I', 'Αθήνα', 'ESYE31'),
    d('96', 'GR-I', 'Πειραιάς', 'ESYE31'),
    d('98', 'GR-I', 'Ανατολική Αττική', 'ESYE31'),
    d('35', 'GR-I', 'Δυτική Αττική', 'ESYE31'),
    d('48', 'GR-K', 'Σάμος', 'ESYE41'),
    d('50', 'GR-K', 'Χίος', 'ESYE41'),
    d('51', 'GR-K', 'Λέσβος', 'ESYE41'),
    d('47', 'GR-L', 'Δωδεκάνησα', 'ESYE42'),
    d('49', 'GR-L', 'Κυκλάδες', 'ESYE42'),
    d('43', 'GR-M', 'Χανιά', 'ESYE43'),
    d('44', 'GR-M', 'Ρέθυμνο', 'ESYE43'),
    d('45', 'GR-M', 'Ηράκλειο', 'ESYE43'),
    d('46', 'GR-M', 'Λασίθι', 'ESYE43'),
  ],
};

/** Greece's thirteen regions (ISO 3166-2:GR), by GeoNames admin1 code. */
export const GREEK_REGIONS: Readonly<Record<string, string>> = {
  ESYE11: 'Ανατολική Μακεδονία και Θράκη',
  ESYE12: 'Κεντρική Μακεδονία',
  ESYE13: 'Δυτική Μακεδονία',
  ESYE14: 'Θεσσαλία',
  ESYE21: 'Ήπειρος',
  ESYE22: 'Ιόνια Νησιά',
  ESYE23: 'Δυτική Ελλάδα',
  ESYE24: 'Στερεά Ελλάδα',
  ESYE25: 'Πελοπόννησος',
  ESYE31: 'Αττική',
  ESYE41: 'Βόρειο Αιγαίο',
  ESYE42: 'Νότιο Αιγαίο',
  ESYE43: 'Κρήτη',
};

/**
 * Corrections to GeoNames, each with its reason: Piraeus is filed under GeoNames' West Attica
 * code (35), but is the seat of the Piraeus regional unit (96).
 */
export const UNIT_CORRECTIONS: Readonly<Record<string, string>> = {
  '255274': '96',
};
