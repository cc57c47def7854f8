/**
 * The seeded catalog: real models of real brands across the five device types, one file per
 * kind (catalog-phones.data.ts, …), in the order their model ids follow. `price` is the euro
 * price of the largest storage in grade CA_NOU; the seed derives every variant and country price
 * from it. `specs` are the model's facts as its maker publishes them (`ModelSpecs`, issue 36), the
 * fields `ModelSpecsSchema`'s doc lists for the kind; model-seed.ts's builders require them.
 *
 * What the shop decides itself (model-seed.ts):
 * - In the box. A unit ships in the shop's box, not the maker's: a charging cable always, a
 *   charger only where the shop includes one. Phones: the cable and a SIM tool, no charger (the
 *   big makers ship none with a current phone, and a buyer has one). Tablets: the cable, and a
 *   SIM tool with a cellular one (every seeded tablet is the Wi-Fi model). Laptops: the charger
 *   (power adapter) and its cable, since a laptop is of no use without its own. Watches: the
 *   charging puck and a strap (a Garmin charges through a clip-on cable instead). Consoles: a
 *   controller, the HDMI cable and the power cable; the handhelds list their own
 *   (catalog-consoles.data.ts).
 * - Keyboards. Every laptop has a US English layout: the one layout the shop stocks for all four
 *   sites, named so that a buyer who needs a local one knows before buying.
 * - `size` is a watch's case only: a phone's, tablet's or laptop's diagonal opens its `screen`,
 *   and the product page shows every field it gets, so a `size` beside it would say it twice
 *   (the contract keeps `size` for a screen only where no `screen` is known). A laptop keeps its
 *   `material`, a fact a buyer of one compares.
 */
import { CONSOLES } from './catalog-consoles.data.js';
import { LAPTOPS } from './catalog-laptops.data.js';
import { PHONES } from './catalog-phones.data.js';
import { TABLETS } from './catalog-tablets.data.js';
import { WATCHES } from './catalog-watches.data.js';
import type { ModelSeed } from './model-seed.js';

export type { ModelSeed } from './model-seed.js';

export const MODELS: readonly ModelSeed[] = [
  ...PHONES,
  ...TABLETS,
  ...LAPTOPS,
  ...WATCHES,
  ...CONSOLES,
];

/** Grades (the spec's shapes) from best to worst, with their share of the CA_NOU price. */
export const GRADES = [
  { grade: 'CA_NOU', factor: 1 },
  { grade: 'FOARTE_BUN', factor: 0.9 },
  { grade: 'BUN', factor: 0.82 },
  { grade: 'ACCEPTABIL', factor: 0.74 },
] as const;

/** Each storage step below the largest costs this share less. */
export const STORAGE_STEP_FACTOR = 0.88;
