/**
 * The product guide and the delivery estimate of the stories' shop (issue 36), in each site's
 * language (the words: guide-words.ts). The numbers (battery floor, warranty years, return days)
 * are the shop's rules, filled in here as the content service fills them in, so a text never
 * says another number than its field.
 *
 * The delivery estimate is worked out from the story's clock: the cut-off a few hours ahead, the
 * days after it counted in working days (Monday to Friday) of the site's time zone.
 */
import {
  BATTERY_HEALTH_FLOOR,
  countryConfig,
  DEFAULT_RETURN_DAYS,
  DEFAULT_WARRANTY_VALIDITY,
  fillTemplate,
  type Country,
  type DeliveryKind,
} from '@refurb/shared-contracts';
import { type ProductGuide } from '@refurb/shared-contracts/api/content';
import { type DeliveryEstimateResponse } from '@refurb/shared-contracts/api/delivery';
import { GUIDE_WORDS } from './guide-words';

/** A genius member's return period (shop-api's warranty and return data). */
const GENIUS_RETURN_DAYS = 90;

/** What choosing refurbished avoids, per kind: the same estimates in every site. */
const SAVINGS: ProductGuide['savings'] = {
  SMARTPHONE: { co2Kg: 54, ewasteGrams: 180 },
  TABLET: { co2Kg: 82, ewasteGrams: 470 },
  LAPTOP: { co2Kg: 235, ewasteGrams: 1500 },
  SMARTWATCH: { co2Kg: 27, ewasteGrams: 40 },
  CONSOLE: { co2Kg: 82, ewasteGrams: 4000 },
};

/** The site's product guide, as `GET /content/product-guide?country=` answers it. */
export function storyProductGuide(country: Country): ProductGuide {
  const { grades, battery, warranty, returns, ...words } = GUIDE_WORDS[country];
  const fill = (template: string, values: Record<string, number>) =>
    fillTemplate(template, values, country);
  const years = DEFAULT_WARRANTY_VALIDITY;
  const days = DEFAULT_RETURN_DAYS;
  return {
    ...words,
    grades: Object.entries(grades).map(([grade, [name, summary]]) => ({ grade, name, summary })),
    battery: { floor: BATTERY_HEALTH_FLOOR, text: fill(battery, { floor: BATTERY_HEALTH_FLOOR }) },
    warranty: { years, text: fill(warranty, { years }) },
    returns: { days, geniusDays: GENIUS_RETURN_DAYS, text: fill(returns, { days }) },
    savings: SAVINGS,
  };
}

/** The kinds each site delivers by (RO: no courier office), with their transit in working days. */
const DELIVERY: Readonly<Record<Country, readonly (readonly [DeliveryKind, number, number])[]>> = {
  ro: [
    ['courier', 1, 2],
    ['locker', 1, 1],
  ],
  bg: [
    ['courier', 1, 2],
    ['locker', 1, 2],
    ['office', 1, 1],
  ],
  hu: [
    ['courier', 1, 3],
    ['locker', 1, 2],
    ['office', 1, 2],
  ],
  gr: [
    ['courier', 2, 4],
    ['locker', 2, 3],
    ['office', 2, 3],
  ],
};

/**
 * How far ahead a story's cut-off is: 3 h 20 min less half a minute, so the page's count (whole
 * minutes, rounded up) says 3 h 20 min whether it renders a little before or after the answer.
 */
export const STORY_CUTOFF = { hours: 3, minutes: 20 } as const;
const CUTOFF_AHEAD_MS = (STORY_CUTOFF.hours * 60 + STORY_CUTOFF.minutes) * 60_000 - 30_000;

const DAY_MS = 86_400_000;

/** The calendar day `at` falls on in `timeZone`, YYYY-MM-DD. */
function dayIn(timeZone: string, at: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const isWorkingDay = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** `count` working days after `day` (`day` itself, or the next working day, for 0). */
function workingDaysAfter(day: string, count: number): string {
  let result = day;
  while (!isWorkingDay(result)) result = nextDay(result);
  for (let left = count; left > 0;) {
    result = nextDay(result);
    if (isWorkingDay(result)) left -= 1;
  }
  return result;
}

/**
 * The site's estimate, as `GET /courier/delivery-estimate?country=` answers it at `now`: ordered
 * before the cut-off (a few hours ahead), the order leaves that day (the next working day if it
 * falls on a weekend) and arrives within each kind's transit.
 */
export function storyDeliveryEstimate(
  country: Country,
  now: number = Date.now(),
): DeliveryEstimateResponse {
  const { timeZone } = countryConfig(country);
  const orderBy = now + CUTOFF_AHEAD_MS;
  const dispatch = dayIn(timeZone, orderBy);
  return {
    country,
    timeZone,
    estimates: DELIVERY[country].map(([kind, min, max]) => ({
      kind,
      orderBy: new Date(orderBy).toISOString(),
      from: workingDaysAfter(dispatch, min),
      to: workingDaysAfter(dispatch, max),
    })),
  };
}
