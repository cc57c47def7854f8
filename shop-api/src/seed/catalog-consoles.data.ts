/**
 * The seeded consoles, as their maker's specification page gives them (the launch model of
 * each). Dimensions are width × height × depth without a stand. The two handhelds also have
 * their screen, and a box of their own: the Switch's Joy-Con, dock cable and AC adapter, the
 * Steam Deck's power supply (it is its own controller and has no HDMI cable).
 */
import { gameConsole } from './model-seed.js';

const ZEN_2 = 'AMD Zen 2';
const RDNA_2 = 'AMD RDNA 2';

export const CONSOLES = [
  gameConsole('Sony', 'PlayStation 5', 429, ['825GB'], ['White'], {
    cpu: `${ZEN_2}, 8 cores, up to 3.5 GHz`,
    gpu: `${RDNA_2}, 10.3 TFLOPS, up to 2.23 GHz`,
    ram: '16 GB GDDR6',
    dimensions: '390 × 104 × 260 mm',
    weight: 4500,
  }),
  gameConsole('Sony', 'PlayStation 5 Digital Edition', 349, ['825GB'], ['White'], {
    cpu: `${ZEN_2}, 8 cores, up to 3.5 GHz`,
    gpu: `${RDNA_2}, 10.3 TFLOPS, up to 2.23 GHz`,
    ram: '16 GB GDDR6',
    dimensions: '390 × 92 × 260 mm',
    weight: 3900,
  }),
  gameConsole('Sony', 'PlayStation 4 Pro', 219, ['1TB'], ['Jet Black'], {
    cpu: 'AMD Jaguar, 8 cores',
    gpu: 'AMD Radeon (GCN), 4.2 TFLOPS',
    ram: '8 GB GDDR5',
    dimensions: '295 × 55 × 327 mm',
    weight: 3300,
  }),
  gameConsole('Microsoft', 'Xbox Series X', 409, ['1TB'], ['Black'], {
    cpu: `${ZEN_2}, 8 cores at 3.8 GHz`,
    gpu: `${RDNA_2}, 12 TFLOPS, 52 CUs at 1.825 GHz`,
    ram: '16 GB GDDR6',
    dimensions: '151 × 301 × 151 mm',
    weight: 4450,
  }),
  gameConsole('Microsoft', 'Xbox Series S', 219, ['512GB'], ['Robot White'], {
    cpu: `${ZEN_2}, 8 cores at 3.6 GHz`,
    gpu: `${RDNA_2}, 4 TFLOPS, 20 CUs at 1.565 GHz`,
    ram: '10 GB GDDR6',
    dimensions: '275 × 63.5 × 151 mm',
    weight: 1930,
  }),
  gameConsole('Nintendo', 'Switch OLED', 279, ['64GB'], ['White', 'Neon Red/Blue'], {
    cpu: 'NVIDIA Custom Tegra processor',
    gpu: 'NVIDIA Custom Tegra processor',
    screen: '7" OLED touchscreen, 1280 × 720',
    dimensions: '242 × 102 × 13.9 mm (with Joy-Con)',
    weight: 420,
    inBox: ['controller', 'hdmi-cable', 'charger'],
  }),
  gameConsole('Valve', 'Steam Deck', 379, ['256GB', '512GB'], ['Black'], {
    cpu: `${ZEN_2}, 4 cores / 8 threads, 2.4–3.5 GHz`,
    gpu: `${RDNA_2}, 8 CUs, 1.0–1.6 GHz`,
    ram: '16 GB LPDDR5',
    screen: '7" IPS LCD touchscreen, 1280 × 800',
    dimensions: '298 × 117 × 49 mm',
    weight: 669,
    inBox: ['charger'],
  }),
];
