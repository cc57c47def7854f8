/**
 * The specifications of the stories' models, as shop-api's seed gives them (shop-api/src/seed/
 * catalog-*.data.ts): the fields `ModelSpecsSchema`'s doc lists for each kind, the maker's
 * values (the same in every language), and what the shop puts in the box.
 */
import type { ModelSpecs } from '@refurb/shared-contracts/api/catalog';

const PHONE_BOX: ModelSpecs['inBox'] = ['cable', 'sim-tool'];

export const IPHONE_13: ModelSpecs = {
  chip: 'Apple A15 Bionic',
  ram: '4 GB',
  screen: '6.1" Super Retina XDR OLED, 2532 × 1170',
  cameras: '12 MP wide + 12 MP ultra-wide; front 12 MP',
  sim: 'nano-SIM + eSIM',
  fiveG: true,
  dimensions: '146.7 × 71.5 × 7.65 mm',
  weight: 173,
  inBox: PHONE_BOX,
};

export const GALAXY_S22: ModelSpecs = {
  chip: 'Samsung Exynos 2200',
  ram: '8 GB',
  screen: '6.1" Dynamic AMOLED 2X 120 Hz, 2340 × 1080',
  cameras: '50 MP wide + 12 MP ultra-wide + 10 MP telephoto (3×); front 10 MP',
  sim: 'nano-SIM + eSIM',
  fiveG: true,
  dimensions: '146.0 × 70.6 × 7.6 mm',
  weight: 167,
  inBox: PHONE_BOX,
};

export const PIXEL_7: ModelSpecs = {
  chip: 'Google Tensor G2',
  ram: '8 GB',
  screen: '6.3" OLED 90 Hz, 2400 × 1080',
  cameras: '50 MP wide + 12 MP ultra-wide; front 10.8 MP',
  sim: 'nano-SIM + eSIM',
  fiveG: true,
  dimensions: '155.6 × 73.2 × 8.7 mm',
  weight: 197,
  inBox: PHONE_BOX,
};

export const IPHONE_15_PRO: ModelSpecs = {
  chip: 'Apple A17 Pro',
  ram: '8 GB',
  screen: '6.1" Super Retina XDR OLED 120 Hz, 2556 × 1179',
  cameras: '48 MP main + 12 MP ultra-wide + 12 MP telephoto (3×); front 12 MP',
  sim: 'nano-SIM + eSIM',
  fiveG: true,
  dimensions: '146.6 × 70.6 × 8.25 mm',
  weight: 187,
  inBox: PHONE_BOX,
};

export const IPHONE_12_MINI: ModelSpecs = {
  chip: 'Apple A14 Bionic',
  ram: '4 GB',
  screen: '5.4" Super Retina XDR OLED, 2340 × 1080',
  cameras: '12 MP wide + 12 MP ultra-wide; front 12 MP',
  sim: 'nano-SIM + eSIM',
  fiveG: true,
  dimensions: '131.5 × 64.2 × 7.4 mm',
  weight: 135,
  inBox: PHONE_BOX,
};

/** The Wi-Fi model: no SIM, no 5G. */
export const IPAD_AIR_2022: ModelSpecs = {
  chip: 'Apple M1',
  ram: '8 GB',
  screen: '10.9" Liquid Retina IPS LCD, 2360 × 1640',
  cameras: '12 MP wide; front 12 MP ultra-wide',
  fiveG: false,
  dimensions: '247.6 × 178.5 × 6.1 mm',
  weight: 461,
  inBox: ['cable'],
};

/** The Wi-Fi model: no SIM, no 5G. */
export const GALAXY_TAB_S8: ModelSpecs = {
  chip: 'Qualcomm Snapdragon 8 Gen 1',
  ram: '8 GB',
  screen: '11" LTPS TFT LCD 120 Hz, 2560 × 1600',
  cameras: '13 MP wide + 6 MP ultra-wide; front 12 MP ultra-wide',
  fiveG: false,
  dimensions: '253.8 × 165.3 × 6.3 mm',
  weight: 503,
  inBox: ['cable'],
};

export const MACBOOK_AIR_M1: ModelSpecs = {
  cpu: 'Apple M1, 8-core CPU',
  gpu: 'Apple M1, 7-core GPU',
  ram: '8 GB',
  screen: '13.3" Retina IPS LCD, 2560 × 1600',
  keyboard: 'US English',
  material: 'Aluminium',
  dimensions: '304.1 × 212.4 × 16.1 mm',
  weight: 1290,
  inBox: ['charger', 'cable'],
};

export const THINKPAD_T14_GEN_2: ModelSpecs = {
  cpu: 'Intel Core i5-1145G7',
  gpu: 'Intel Iris Xe Graphics',
  ram: '16 GB DDR4',
  screen: '14" FHD IPS, 1920 × 1080',
  keyboard: 'US English',
  material: 'Plastic',
  dimensions: '329 × 227 × 17.9 mm',
  weight: 1470,
  inBox: ['charger', 'cable'],
};

/** The GPS model (no SIM). */
export const WATCH_SERIES_7: ModelSpecs = {
  chip: 'Apple S7 SiP',
  size: '45mm',
  screen: 'Always-On Retina LTPO OLED, 484 × 396',
  material: 'Aluminium',
  dimensions: '45 × 38 × 10.7 mm',
  weight: 39,
  inBox: ['charging-puck', 'strap'],
};

export const PLAYSTATION_5: ModelSpecs = {
  cpu: 'AMD Zen 2, 8 cores, up to 3.5 GHz',
  gpu: 'AMD RDNA 2, 10.3 TFLOPS, up to 2.23 GHz',
  ram: '16 GB GDDR6',
  dimensions: '390 × 104 × 260 mm',
  weight: 4500,
  inBox: ['controller', 'hdmi-cable', 'power-cable'],
};
