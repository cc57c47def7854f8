/**
 * What the stories' shop shows in each site: prices converted from RON the way shop-api converts
 * them, pictures that need no network, and the names of extras and accessories in ro/bg/hu/el.
 */
import type { Country } from '@refurb/shared-contracts';

/** RON prices as each site shows them (BG and GR in euro-area sized numbers, HU in forints). */
export function localPrice(country: Country, ron: number): number {
  switch (country) {
    case 'ro':
      return ron;
    case 'bg':
      return Math.round(ron * 0.39 * 100) / 100;
    case 'hu':
      return Math.round((ron * 79) / 100) * 100;
    case 'gr':
      return Math.round(ron * 0.2 * 100) / 100;
  }
}

/** A picture that needs no network: the device's name on a tinted card. */
export function deviceImage(label: string, hue = 210): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">` +
    `<rect width="320" height="320" rx="24" fill="hsl(${hue} 40% 92%)"/>` +
    `<rect x="110" y="40" width="100" height="200" rx="16" fill="hsl(${hue} 30% 35%)"/>` +
    `<text x="160" y="285" font-family="sans-serif" font-size="22" text-anchor="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Extras and accessories as each site names them. */
export const STORY_WORDS: Readonly<Record<Country, Readonly<Record<string, string>>>> = {
  ro: {
    w12: 'Garanție extinsă 12 luni',
    w24: 'Garanție extinsă 24 de luni',
    ins: 'Asigurare daune 12 luni',
    battery: 'Baterie nouă',
    case: 'Husă silicon',
    glass: 'Folie sticlă',
    charger: 'Încărcător USB-C 20W',
    sleeve: 'Husă laptop 13"',
    mouse: 'Mouse wireless',
    wrap: 'Ambalaj cadou',
  },
  bg: {
    w12: 'Удължена гаранция 12 месеца',
    w24: 'Удължена гаранция 24 месеца',
    ins: 'Застраховка щети 12 месеца',
    battery: 'Нова батерия',
    case: 'Силиконов калъф',
    glass: 'Стъклен протектор',
    charger: 'Зарядно USB-C 20W',
    sleeve: 'Калъф за лаптоп 13"',
    mouse: 'Безжична мишка',
    wrap: 'Подаръчна опаковка',
  },
  hu: {
    w12: 'Kiterjesztett garancia 12 hónap',
    w24: 'Kiterjesztett garancia 24 hónap',
    ins: 'Kárbiztosítás 12 hónap',
    battery: 'Új akkumulátor',
    case: 'Szilikon tok',
    glass: 'Edzett üveg kijelzővédő',
    charger: 'USB-C töltő 20W',
    sleeve: 'Laptoptok 13"',
    mouse: 'Vezeték nélküli egér',
    wrap: 'Ajándékcsomagolás',
  },
  gr: {
    w12: 'Επέκταση εγγύησης 12 μήνες',
    w24: 'Επέκταση εγγύησης 24 μήνες',
    ins: 'Ασφάλιση ζημιών 12 μήνες',
    battery: 'Καινούρια μπαταρία',
    case: 'Θήκη σιλικόνης',
    glass: 'Γυάλινο προστατευτικό οθόνης',
    charger: 'Φορτιστής USB-C 20W',
    sleeve: 'Θήκη laptop 13"',
    mouse: 'Ασύρματο ποντίκι',
    wrap: 'Συσκευασία δώρου',
  },
};
