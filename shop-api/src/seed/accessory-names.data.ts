/**
 * Each seeded accessory's name in the four sites' languages (the spec's `translatedName`). The
 * accessory's own `name` stays the shop's Romanian product name without diacritics: it is the key
 * of its picture (the accessories image base plus the lowercased name) and of the analytics.
 */
import type { Country } from '@refurb/shared-contracts';

type Names = Readonly<Record<Country, string>>;

export const ACCESSORY_NAMES: Readonly<Record<string, Names>> = {
  'acc-case-silicone': {
    ro: 'Husă din silicon',
    bg: 'Силиконов калъф',
    hu: 'Szilikon tok',
    gr: 'Θήκη σιλικόνης',
  },
  'acc-case-leather': {
    ro: 'Husă din piele',
    bg: 'Кожен калъф',
    hu: 'Bőr tok',
    gr: 'Δερμάτινη θήκη',
  },
  'acc-case-clear': {
    ro: 'Husă transparentă',
    bg: 'Прозрачен калъф',
    hu: 'Átlátszó tok',
    gr: 'Διάφανη θήκη',
  },
  'acc-glass': {
    ro: 'Folie de sticlă',
    bg: 'Стъклен протектор',
    hu: 'Üveg kijelzővédő fólia',
    gr: 'Προστατευτικό οθόνης από γυαλί',
  },
  'acc-glass-fitted': {
    ro: 'Folie de sticlă montată profesional',
    bg: 'Стъклен протектор, поставен професионално',
    hu: 'Üveg kijelzővédő fólia szakszerű felhelyezéssel',
    gr: 'Προστατευτικό οθόνης από γυαλί με επαγγελματική τοποθέτηση',
  },
  'acc-charger-20w': {
    ro: 'Încărcător rapid 20 W',
    bg: 'Бързо зарядно 20 W',
    hu: 'Gyorstöltő 20 W',
    gr: 'Ταχυφορτιστής 20 W',
  },
  'acc-cable-usbc': {
    ro: 'Cablu USB-C, 1 m',
    bg: 'Кабел USB-C, 1 м',
    hu: 'USB-C kábel, 1 m',
    gr: 'Καλώδιο USB-C, 1 μ.',
  },
  'acc-battery-new': {
    ro: 'Baterie nouă',
    bg: 'Нова батерия',
    hu: 'Új akkumulátor',
    gr: 'Καινούργια μπαταρία',
  },
  'acc-tablet-case': {
    ro: 'Husă de tabletă cu suport',
    bg: 'Калъф за таблет със стойка',
    hu: 'Tablettok állvánnyal',
    gr: 'Θήκη tablet με βάση',
  },
  'acc-tablet-glass': {
    ro: 'Folie de sticlă pentru tabletă',
    bg: 'Стъклен протектор за таблет',
    hu: 'Üveg kijelzővédő fólia tablethez',
    gr: 'Προστατευτικό οθόνης tablet από γυαλί',
  },
  'acc-tablet-glass-fitted': {
    ro: 'Folie de sticlă pentru tabletă, montată profesional',
    bg: 'Стъклен протектор за таблет, поставен професионално',
    hu: 'Üveg kijelzővédő fólia tablethez, szakszerű felhelyezéssel',
    gr: 'Προστατευτικό οθόνης tablet από γυαλί με επαγγελματική τοποθέτηση',
  },
  'acc-tablet-charger': {
    ro: 'Încărcător rapid 30 W',
    bg: 'Бързо зарядно 30 W',
    hu: 'Gyorstöltő 30 W',
    gr: 'Ταχυφορτιστής 30 W',
  },
  'acc-laptop-sleeve': {
    ro: 'Husă de laptop 14"',
    bg: 'Калъф за лаптоп 14"',
    hu: 'Laptoptok 14"',
    gr: 'Θήκη laptop 14"',
  },
  'acc-laptop-charger': {
    ro: 'Încărcător de laptop USB-C 65 W',
    bg: 'Зарядно за лаптоп USB-C 65 W',
    hu: 'USB-C laptoptöltő 65 W',
    gr: 'Φορτιστής laptop USB-C 65 W',
  },
  'acc-laptop-mouse': {
    ro: 'Mouse wireless',
    bg: 'Безжична мишка',
    hu: 'Vezeték nélküli egér',
    gr: 'Ασύρματο ποντίκι',
  },
  'acc-watch-strap': {
    ro: 'Curea din silicon',
    bg: 'Силиконова каишка',
    hu: 'Szilikon szíj',
    gr: 'Λουράκι σιλικόνης',
  },
  'acc-watch-film': {
    ro: 'Folie de protecție pentru ceas',
    bg: 'Протектор за часовник',
    hu: 'Kijelzővédő fólia órához',
    gr: 'Προστατευτική μεμβράνη ρολογιού',
  },
  'acc-watch-charger': {
    ro: 'Încărcător de ceas',
    bg: 'Зарядно за часовник',
    hu: 'Óratöltő',
    gr: 'Φορτιστής ρολογιού',
  },
  'acc-console-controller': {
    ro: 'Controller wireless',
    bg: 'Безжичен контролер',
    hu: 'Vezeték nélküli kontroller',
    gr: 'Ασύρματο χειριστήριο',
  },
  'acc-console-dock': {
    ro: 'Stație de încărcare pentru controller',
    bg: 'Зарядна станция за контролер',
    hu: 'Kontroller töltőállomás',
    gr: 'Βάση φόρτισης χειριστηρίου',
  },
  'acc-console-hdmi': {
    ro: 'Cablu HDMI 2.1',
    bg: 'Кабел HDMI 2.1',
    hu: 'HDMI 2.1 kábel',
    gr: 'Καλώδιο HDMI 2.1',
  },
  'acc-gift-wrap': {
    ro: 'Ambalaj cadou',
    bg: 'Подаръчна опаковка',
    hu: 'Ajándékcsomagolás',
    gr: 'Συσκευασία δώρου',
  },
};
