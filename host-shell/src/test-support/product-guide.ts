/**
 * A product guide and a delivery estimate as the content and courier services answer them for
 * the RO site (shop-api's content/product-guide.data.ts and delivery/estimate.ts write the real
 * ones), for the product and category pages' tests.
 */
import type { ProductGuide } from '@refurb/shared-contracts/api/content';
import type { DeliveryEstimateResponse } from '@refurb/shared-contracts/api/delivery';

export const RO_PRODUCT_GUIDE: ProductGuide = {
  grades: [
    { grade: 'CA_NOU', name: 'Ca nou', summary: 'Fără urme vizibile, nici privit de aproape.' },
    {
      grade: 'FOARTE_BUN',
      name: 'Foarte bun',
      summary: 'Micro-zgârieturi vizibile doar de aproape.',
    },
    { grade: 'BUN', name: 'Bun', summary: 'Zgârieturi mici, vizibile de la 30 cm.' },
    { grade: 'ACCEPTABIL', name: 'Acceptabil', summary: 'Zgârieturi și mici lovituri vizibile.' },
  ],
  sameInEveryGrade: 'În fiecare stare, dispozitivul funcționează perfect.',
  battery: { floor: 85, text: 'Bateria are cel puțin 85 % din capacitatea unei baterii noi.' },
  warranty: { years: 2, text: 'Garanție 2 ani pentru orice defect de funcționare.' },
  returns: { days: 60, geniusDays: 90, text: 'Ai 60 de zile să returnezi produsul.' },
  extras: {
    EXTRA_WARRANTY: 'Garanția extinsă prelungește garanția.',
    INSURANCE: 'Asigurarea acoperă spargerea ecranului.',
  },
  specLabels: {
    chip: 'Procesor',
    cpu: 'Procesor',
    gpu: 'Placă video',
    ram: 'Memorie RAM',
    screen: 'Ecran',
    cameras: 'Camere',
    sim: 'SIM',
    fiveG: '5G',
    keyboard: 'Tastatură',
    size: 'Dimensiune',
    material: 'Material',
    dimensions: 'Dimensiuni',
    weight: 'Greutate',
    inBox: 'În cutie',
  },
  inBox: {
    cable: 'cablu de încărcare',
    charger: 'încărcător',
    'sim-tool': 'ac pentru SIM',
    strap: 'curea',
    'charging-puck': 'încărcător magnetic',
    controller: 'controller',
    'hdmi-cable': 'cablu HDMI',
    'power-cable': 'cablu de alimentare',
  },
  lines: {
    yes: 'Da',
    no: 'Nu',
    omnibus: 'Cel mai mic preț din ultimele 30 de zile înainte de reducere: {price}',
    installments:
      'sau de la {price}/lună, în {months, plural, one {# rată} few {# rate} other {# de rate}}',
    conditions: 'Condiții de finanțare',
    batteryHealth: 'Sănătatea bateriei: {percent} % din capacitatea unei baterii noi',
    batteryNew: 'Baterie nouă: 100 % din capacitate',
    orderWithin: 'Comandă în {hours} h {minutes} min',
    deliveredOn: 'livrare {date}',
    courier: 'Curier',
    locker: 'easybox',
    office: 'Oficiu',
    gradesHelp: 'Ce înseamnă fiecare stare',
    savings:
      'Alegând un dispozitiv recondiționat în locul unuia nou eviți aproximativ {co2} kg CO2e și {ewaste} g de deșeuri electronice.',
    savingsMethod: 'Cum calculăm',
  },
  savings: {
    SMARTPHONE: { co2Kg: 54, ewasteGrams: 180 },
    TABLET: { co2Kg: 82, ewasteGrams: 470 },
    LAPTOP: { co2Kg: 235, ewasteGrams: 1500 },
    SMARTWATCH: { co2Kg: 27, ewasteGrams: 40 },
    CONSOLE: { co2Kg: 82, ewasteGrams: 4000 },
  },
};

/** The RO estimate with the cut-off `minutesLeft` from `now`: courier and easybox, 3–4 Dec 2026. */
export function roDeliveryEstimate(now: number, minutesLeft = 200): DeliveryEstimateResponse {
  const orderBy = new Date(now + minutesLeft * 60_000).toISOString();
  return {
    country: 'ro',
    timeZone: 'Europe/Bucharest',
    estimates: [
      { kind: 'courier', orderBy, from: '2026-12-03', to: '2026-12-04' },
      { kind: 'locker', orderBy, from: '2026-12-03', to: '2026-12-03' },
    ],
  };
}
