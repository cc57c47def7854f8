/**
 * The seeded watches: the case size sold, its GPS model where there is a cellular one (no `sim`),
 * as the maker's specification page gives it. Weight is the case's, rounded to the gram; a chip
 * the maker does not publish (Garmin, Huawei) is left out.
 */
import { watch } from './model-seed.js';

export const WATCHES = [
  watch('Apple', 'Watch Series 7', 229, ['32GB'], ['Midnight', 'Starlight', 'Green'], {
    chip: 'Apple S7 SiP',
    size: '45mm',
    screen: 'Always-On Retina LTPO OLED, 484 × 396',
    material: 'Aluminium',
    dimensions: '45 × 38 × 10.7 mm',
    weight: 39,
  }),
  watch('Apple', 'Watch Series 8', 289, ['32GB'], ['Midnight', 'Silver'], {
    chip: 'Apple S8 SiP',
    size: '45mm',
    screen: 'Always-On Retina LTPO OLED, 484 × 396',
    material: 'Aluminium',
    dimensions: '45 × 38 × 10.7 mm',
    weight: 39,
  }),
  watch('Apple', 'Watch SE (2nd generation)', 189, ['32GB'], ['Midnight', 'Starlight'], {
    chip: 'Apple S8 SiP',
    size: '44mm',
    screen: 'Retina LTPO OLED, 448 × 368',
    material: 'Aluminium',
    dimensions: '44 × 38 × 10.7 mm',
    weight: 33,
  }),
  // Every Ultra is GPS + Cellular.
  watch('Apple', 'Watch Ultra', 549, ['32GB'], ['Titanium'], {
    chip: 'Apple S8 SiP',
    size: '49mm',
    screen: 'Always-On Retina LTPO OLED, 502 × 410',
    sim: 'eSIM',
    material: 'Titanium',
    dimensions: '49 × 44 × 14.4 mm',
    weight: 61,
  }),
  watch('Samsung', 'Galaxy Watch5', 149, ['16GB'], ['Graphite', 'Silver'], {
    chip: 'Samsung Exynos W920',
    size: '44mm',
    screen: '1.4" Super AMOLED, 450 × 450',
    material: 'Aluminium',
    dimensions: '44.4 × 43.3 × 9.8 mm',
    weight: 34,
  }),
  watch('Samsung', 'Galaxy Watch6', 199, ['16GB'], ['Graphite', 'Gold'], {
    chip: 'Samsung Exynos W930',
    size: '44mm',
    screen: '1.5" Super AMOLED, 480 × 480',
    material: 'Aluminium',
    dimensions: '44.4 × 42.8 × 9 mm',
    weight: 33,
  }),
  // Garmin charges through a clip-on cable, not a puck; weighed with its silicone band.
  watch('Garmin', 'Fenix 7', 399, ['16GB'], ['Slate Gray'], {
    size: '47mm',
    screen: '1.3" transflective MIP, 260 × 260',
    material: 'Stainless steel',
    dimensions: '47 × 47 × 14.5 mm',
    weight: 79,
    inBox: ['cable', 'strap'],
  }),
  watch('Huawei', 'Watch GT 3', 129, ['4GB'], ['Black', 'Brown'], {
    size: '46mm',
    screen: '1.43" AMOLED, 466 × 466',
    material: 'Stainless steel',
    dimensions: '46.6 × 46.6 × 11 mm',
    weight: 43,
  }),
];
