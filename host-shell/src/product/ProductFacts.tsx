/**
 * The facts a refurbished-device shopper looks for before paying (issue 36), drawn from the
 * listing, the model's specifications and the content service's product guide (its words: the
 * grade definitions, the warranty and return promises, the specifications' labels and the legal
 * lines, in the site's language; `GET /content/product-guide`). Each part draws nothing when its
 * fact is missing, so a guide that failed to load leaves the page as it was, never half-worded.
 *
 * The words come with the guide rather than the host's word catalogue on purpose: they are the
 * editors' and the lawyers' text (the Omnibus line, the promises), and a product page's first
 * scripts stay within their budget (bench: "page product"), the words arriving as data in the
 * server's HTML.
 */
import { buildRoutePath, fillTemplate, formatDeliveryDays } from '@refurb/shared-contracts';
import { type Listing } from '@refurb/shared-contracts/api/catalog';
import { type ProductGuide } from '@refurb/shared-contracts/api/content';
import { type DeliveryEstimateResponse } from '@refurb/shared-contracts/api/delivery';
import { useEffect, useState } from 'react';
import { useHydrated } from '../app/hydrated';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';

type Fill = (template: string, values?: Readonly<Record<string, string | number>>) => string;

export function useFill(): Fill {
  const { country } = useI18n();
  return (template, values) => fillTemplate(template, values, country);
}

/** The help page's section on `anchor` (grades, battery, warranty; shop-api's guide sections). */
export function useHelpHref(anchor: string): string {
  const { country } = useSite();
  return `${buildRoutePath(country, 'faq')}#${anchor}`;
}

/**
 * The EU price-reduction rule's line (Directive 98/6/EC art. 6a): the struck price is the lowest
 * of the 30 days before the reduction (shop-api works it out from the price history), and the
 * page says so in words.
 */
export function PreviousPrice({
  listing,
  guide,
}: {
  listing: Listing;
  guide: ProductGuide | null;
}) {
  const { formatPrice } = useI18n();
  const fill = useFill();
  if (!guide || listing.previousPrice === null || listing.previousPrice <= listing.price)
    return null;
  return (
    <p className="product__note">
      {fill(guide.lines.omnibus, { price: formatPrice(listing.previousPrice) })}
    </p>
  );
}

/** "or from 219 lei/month, in 12 installments", linking to the financing conditions. */
export function InstallmentsLine({
  listing,
  guide,
}: {
  listing: Listing;
  guide: ProductGuide | null;
}) {
  const { formatPrice } = useI18n();
  const fill = useFill();
  const href = useHelpHref('financing');
  const plan = listing.installments;
  if (!guide || !plan) return null;
  return (
    <p className="product__note">
      {fill(guide.lines.installments, { price: formatPrice(plan.monthly), months: plan.months })} ·{' '}
      <a href={href}>{guide.lines.conditions}</a>
    </p>
  );
}

/** What the chosen grade means, under the grade choice (its description: `aria-describedby`). */
export function GradeNote({
  id,
  grade,
  guide,
}: {
  id: string;
  grade: string;
  guide: ProductGuide | null;
}) {
  const href = useHelpHref('grades');
  const definition = guide?.grades.find((g) => g.grade === grade);
  if (!guide || !definition) return null;
  return (
    <p className="hint" id={id}>
      {definition.summary} {guide.sameInEveryGrade} <a href={href}>{guide.lines.gradesHelp}</a>
    </p>
  );
}

/** The unit's measured battery, and the shop's floor (its promise for every unit). */
export function BatteryLine({ listing, guide }: { listing: Listing; guide: ProductGuide | null }) {
  const fill = useFill();
  if (!guide || listing.batteryHealth === null) return null;
  return (
    <>
      <p>
        {listing.batteryType === 'Noua'
          ? guide.lines.batteryNew
          : fill(guide.lines.batteryHealth, { percent: listing.batteryHealth })}
      </p>
      <p className="hint">{guide.battery.text}</p>
    </>
  );
}

/**
 * When an order placed now arrives, per delivery kind offered ("Order within 3 h 20 min ·
 * Courier: delivery Thursday, 3 December"; shop-api's estimate from the dispatch cut-off, the
 * handling days and the country's holidays). The time left is counted down each minute; the
 * server's HTML says it as it was when rendered (at most a minute old with the page cache), so
 * the first render in the browser keeps that text (`suppressHydrationWarning`) and the browser
 * writes its own right after (the list drawn anew). Past the cut-off, `onExpired` asks for the next
 * estimate.
 */
export function DeliveryLines({
  estimate,
  guide,
  onExpired,
}: {
  estimate: DeliveryEstimateResponse | null;
  guide: ProductGuide | null;
  /** The estimate's cut-off has passed (its `orderBy`): the next one is needed. */
  onExpired: (orderBy: string) => void;
}) {
  const { country } = useI18n();
  const fill = useFill();
  const [now, setNow] = useState(() => Date.now());
  // Hydrated (the render right after hydration), the list is drawn anew (another key), since
  // React keeps the server's text of an element whose mismatch it was told to ignore, and takes
  // it for its own.
  const live = useHydrated();
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const first = estimate?.estimates[0];
  const left = first ? Date.parse(first.orderBy) - now : 0;
  useEffect(() => {
    if (first && left <= 0) onExpired(first.orderBy);
  }, [first, left, onExpired]);
  if (!guide || !estimate || !first || left <= 0) return null;
  const minutes = Math.ceil(left / 60_000);
  // The server's and the browser's Intl may word a range of days differently (their ICU data
  // differ), so the days too are the server's while hydrating and the browser's right after.
  return (
    <ul className="delivery" key={live ? 'live' : 'server'}>
      <li suppressHydrationWarning>
        {fill(guide.lines.orderWithin, { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
      </li>
      {estimate.estimates.map((e) => (
        <li key={e.kind} suppressHydrationWarning>
          {`${guide.lines[e.kind]}: ${fill(guide.lines.deliveredOn, {
            date: formatDeliveryDays(country, e.from, e.to),
          })}`}
        </li>
      ))}
    </ul>
  );
}
