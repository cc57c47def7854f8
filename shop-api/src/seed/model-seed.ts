/**
 * A seeded model and the builders the catalog's data files write them with, one per device kind.
 * Each builder takes the facts its kind must show (the fields `ModelSpecsSchema`'s doc lists for
 * it, required here so a model cannot leave one out) and adds what the shop decides itself: what
 * is in the box and, for laptops, the keyboard layout (the decisions are explained in
 * catalog.data.ts).
 */
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import type { InBoxItem, ModelSpecs } from '@refurb/shared-contracts/api/catalog';

export interface ModelSeed {
  readonly brand: string;
  readonly name: string;
  readonly type: DeviceTypeKey;
  readonly price: number;
  readonly storages: readonly string[];
  readonly colors: readonly string[];
  readonly specs: ModelSpecs;
  /** Whether the device runs on a battery: every kind's does but a console's on a stand. */
  readonly battery: boolean;
}

/** What the shop packs with a unit, by kind (a model may say otherwise: a handheld console). */
export const IN_BOX = {
  SMARTPHONE: ['cable', 'sim-tool'],
  TABLET: ['cable'],
  CELLULAR_TABLET: ['cable', 'sim-tool'],
  LAPTOP: ['charger', 'cable'],
  SMARTWATCH: ['charging-puck', 'strap'],
  CONSOLE: ['controller', 'hdmi-cable', 'power-cable'],
} as const satisfies Record<string, readonly InBoxItem[]>;

/** The layout of every laptop's keyboard the shop sells. */
export const LAPTOP_KEYBOARD = 'US English';

type Facts<Required extends keyof ModelSpecs, Optional extends keyof ModelSpecs = never> = {
  readonly [K in Required]-?: NonNullable<ModelSpecs[K]>;
} & { readonly [K in Optional]?: ModelSpecs[K] };

export type PhoneFacts = Facts<
  'chip' | 'ram' | 'screen' | 'cameras' | 'sim' | 'fiveG' | 'dimensions' | 'weight'
>;
/** A Wi-Fi tablet has no `sim`. */
export type TabletFacts = Facts<
  'chip' | 'ram' | 'screen' | 'cameras' | 'fiveG' | 'dimensions' | 'weight',
  'sim'
>;
/** `material`: the shell, a fact a buyer of a laptop compares (not a field of its kind's). */
export type LaptopFacts = Facts<
  'cpu' | 'gpu' | 'ram' | 'screen' | 'dimensions' | 'weight',
  'material'
>;
/** A GPS-only watch has no `sim`; a maker that publishes no chip leaves it out. */
export type WatchFacts = Facts<
  'size' | 'screen' | 'material' | 'dimensions' | 'weight',
  'chip' | 'sim' | 'inBox'
>;
/** A handheld also has its `screen`; Nintendo publishes no `ram`. */
export type ConsoleFacts = Facts<
  'cpu' | 'gpu' | 'dimensions' | 'weight',
  'ram' | 'screen' | 'inBox'
>;

/** A builder of one kind's models: the shop's offer of the model, and its facts made its specs. */
const builder =
  <F>(
    type: DeviceTypeKey,
    specsOf: (facts: F) => ModelSpecs,
    batteryOf: (facts: F) => boolean = () => true,
  ) =>
  (
    brand: string,
    name: string,
    price: number,
    storages: readonly string[],
    colors: readonly string[],
    facts: F,
  ): ModelSeed => ({
    brand,
    name,
    type,
    price,
    storages,
    colors,
    specs: specsOf(facts),
    battery: batteryOf(facts),
  });

export const phone = builder<PhoneFacts>('SMARTPHONE', (facts) => ({
  ...facts,
  inBox: [...IN_BOX.SMARTPHONE],
}));

export const tablet = builder<TabletFacts>('TABLET', (facts) => ({
  ...facts,
  inBox: [...(facts.sim ? IN_BOX.CELLULAR_TABLET : IN_BOX.TABLET)],
}));

export const laptop = builder<LaptopFacts>('LAPTOP', (facts) => ({
  ...facts,
  keyboard: LAPTOP_KEYBOARD,
  inBox: [...IN_BOX.LAPTOP],
}));

export const watch = builder<WatchFacts>('SMARTWATCH', (facts) => ({
  ...facts,
  inBox: facts.inBox ?? [...IN_BOX.SMARTWATCH],
}));

/** A handheld (a console with its own screen: the Switch, the Steam Deck) runs on its battery. */
export const gameConsole = builder<ConsoleFacts>(
  'CONSOLE',
  (facts) => ({ ...facts, inBox: facts.inBox ?? [...IN_BOX.CONSOLE] }),
  (facts) => facts.screen !== undefined,
);
