/**
 * The seeded laptops, as their maker's specification page gives the configuration sold (the
 * cheapest one with the storages offered). Dimensions are width × depth × thickness; weight the
 * maker's "starting at". Every one has the shop's keyboard layout (model-seed.ts).
 */
import { laptop } from './model-seed.js';

const IRIS_XE = 'Intel Iris Xe Graphics';

export const LAPTOPS = [
  laptop(
    'Apple',
    'MacBook Air 13 (M1, 2020)',
    649,
    ['256GB', '512GB'],
    ['Space Gray', 'Silver', 'Gold'],
    {
      cpu: 'Apple M1, 8-core CPU',
      gpu: 'Apple M1, 7-core GPU',
      ram: '8 GB',
      screen: '13.3" Retina IPS LCD, 2560 × 1600',
      material: 'Aluminium',
      dimensions: '304.1 × 212.4 × 16.1 mm',
      weight: 1290,
    },
  ),
  laptop('Apple', 'MacBook Air 13 (M2, 2022)', 879, ['256GB', '512GB'], ['Midnight', 'Starlight'], {
    cpu: 'Apple M2, 8-core CPU',
    gpu: 'Apple M2, 8-core GPU',
    ram: '8 GB',
    screen: '13.6" Liquid Retina IPS LCD, 2560 × 1664',
    material: 'Aluminium',
    dimensions: '304.1 × 215 × 11.3 mm',
    weight: 1240,
  }),
  laptop('Apple', 'MacBook Pro 13 (M1, 2020)', 749, ['256GB', '512GB'], ['Space Gray', 'Silver'], {
    cpu: 'Apple M1, 8-core CPU',
    gpu: 'Apple M1, 8-core GPU',
    ram: '8 GB',
    screen: '13.3" Retina IPS LCD, 2560 × 1600',
    material: 'Aluminium',
    dimensions: '304.1 × 212.4 × 15.6 mm',
    weight: 1400,
  }),
  laptop(
    'Apple',
    'MacBook Pro 14 (M1 Pro, 2021)',
    1299,
    ['512GB', '1TB'],
    ['Space Gray', 'Silver'],
    {
      cpu: 'Apple M1 Pro, 8-core CPU',
      gpu: 'Apple M1 Pro, 14-core GPU',
      ram: '16 GB',
      screen: '14.2" Liquid Retina XDR mini-LED 120 Hz, 3024 × 1964',
      material: 'Aluminium',
      dimensions: '312.6 × 221.2 × 15.5 mm',
      weight: 1600,
    },
  ),
  laptop('Dell', 'XPS 13 9310', 699, ['512GB', '1TB'], ['Platinum Silver'], {
    cpu: 'Intel Core i7-1185G7',
    gpu: IRIS_XE,
    ram: '16 GB LPDDR4x',
    screen: '13.4" FHD+ IPS, 1920 × 1200',
    material: 'Aluminium',
    dimensions: '295.7 × 198.7 × 14.8 mm',
    weight: 1200,
  }),
  laptop('Lenovo', 'ThinkPad X1 Carbon Gen 9', 749, ['256GB', '512GB'], ['Black'], {
    cpu: 'Intel Core i5-1145G7',
    gpu: IRIS_XE,
    ram: '16 GB LPDDR4x',
    screen: '14" WUXGA IPS, 1920 × 1200',
    material: 'Carbon fibre',
    dimensions: '314.5 × 221.6 × 14.9 mm',
    weight: 1130,
  }),
  laptop('Lenovo', 'ThinkPad T14 Gen 2', 499, ['256GB', '512GB'], ['Black'], {
    cpu: 'Intel Core i5-1135G7',
    gpu: IRIS_XE,
    ram: '16 GB DDR4',
    screen: '14" FHD IPS, 1920 × 1080',
    material: 'Plastic',
    dimensions: '329 × 227 × 17.9 mm',
    weight: 1470,
  }),
  laptop('HP', 'EliteBook 840 G8', 529, ['256GB', '512GB'], ['Silver'], {
    cpu: 'Intel Core i5-1145G7',
    gpu: IRIS_XE,
    ram: '16 GB DDR4',
    screen: '14" FHD IPS, 1920 × 1080',
    material: 'Aluminium',
    dimensions: '322.8 × 214.2 × 17.9 mm',
    weight: 1330,
  }),
  laptop('Asus', 'ZenBook 14 UX425', 449, ['512GB'], ['Pine Grey', 'Lilac Mist'], {
    cpu: 'Intel Core i5-1135G7',
    gpu: IRIS_XE,
    ram: '8 GB LPDDR4x',
    screen: '14" FHD IPS, 1920 × 1080',
    material: 'Aluminium',
    dimensions: '319 × 208 × 13.9 mm',
    weight: 1170,
  }),
  laptop('Microsoft', 'Surface Laptop 4', 599, ['256GB', '512GB'], ['Platinum', 'Matte Black'], {
    cpu: 'AMD Ryzen 5 4680U Microsoft Surface Edition',
    gpu: 'AMD Radeon Graphics',
    ram: '8 GB LPDDR4x',
    screen: '13.5" PixelSense touchscreen, 2256 × 1504',
    material: 'Alcantara',
    dimensions: '308 × 223 × 14.5 mm',
    weight: 1265,
  }),
];
