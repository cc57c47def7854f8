/**
 * The product's facts that do not change with the configuration chosen: its specifications and
 * what is in the box, the warranty and return promises with what each extra adds, and what
 * choosing refurbished saves (issue 36). A server-rendered island: the server writes them into
 * the page's HTML, and the browser hydrating that page keeps the HTML as it is (ProductPage's
 * `StaticFactsIsland`), so this code and its words are no part of the page's first scripts. A
 * page drawn in the browser (a link followed from another page) loads this chunk and draws them.
 */
import { type DeviceTypeKey } from '@refurb/shared-contracts';
import { SPEC_ORDER, type ModelSpecs } from '@refurb/shared-contracts/api/catalog';
import { type ProductGuide } from '@refurb/shared-contracts/api/content';
import { useI18n } from '../i18n/i18n';
import { useFill, useHelpHref } from './ProductFacts';

export function StaticFacts({
  specs,
  type,
  guide,
  extras,
}: {
  specs: ModelSpecs;
  type: DeviceTypeKey;
  guide: ProductGuide | null;
  extras: readonly ('EXTRA_WARRANTY' | 'INSURANCE')[];
}) {
  return (
    <>
      <Promises guide={guide} extras={extras} />
      <Savings type={type} guide={guide} />
      <SpecSheet specs={specs} guide={guide} />
    </>
  );
}

/** Warranty, returns and what each optional extra adds (spec: 2 years, 60 days). */
export function Promises({
  guide,
  extras,
}: {
  guide: ProductGuide | null;
  extras: readonly ('EXTRA_WARRANTY' | 'INSURANCE')[];
}) {
  const { t } = useI18n();
  if (!guide) return null;
  return (
    <section aria-labelledby="promises-title">
      <h2 id="promises-title">{t('product.promises')}</h2>
      <ul className="promises">
        <li>{guide.warranty.text}</li>
        <li>{guide.returns.text}</li>
        {extras.map((type) => (
          <li key={type}>
            <strong>{t(`product.${type}`)}:</strong> {guide.extras[type]}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The model's specifications by kind, in the guide's labels, and what is in the box. */
export function SpecSheet({ specs, guide }: { specs: ModelSpecs; guide: ProductGuide | null }) {
  const { t, locale } = useI18n();
  if (!guide) return null;
  const value = (key: (typeof SPEC_ORDER)[number]): string | null => {
    const v = specs[key];
    if (v === undefined) return null;
    if (typeof v === 'boolean') return v ? guide.lines.yes : guide.lines.no;
    if (key === 'weight') return `${new Intl.NumberFormat(locale).format(Number(v))} g`;
    return String(v);
  };
  const rows: (readonly [string, string, string])[] = SPEC_ORDER.flatMap((key) => {
    const shown = value(key);
    return shown === null ? [] : [[key, guide.specLabels[key], shown] as const];
  });
  if (specs.inBox?.length)
    rows.push([
      'inBox',
      guide.specLabels.inBox,
      specs.inBox.map((item) => guide.inBox[item]).join(', '),
    ]);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title">{t('product.specs')}</h2>
      <dl className="specs">
        {rows.map(([key, label, shown]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{shown}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What choosing this refurbished device over a new one avoids, and how it is estimated. */
export function Savings({ type, guide }: { type: DeviceTypeKey; guide: ProductGuide | null }) {
  const { locale } = useI18n();
  const fill = useFill();
  const href = useHelpHref('impact');
  const saved = guide?.savings[type];
  if (!guide || !saved) return null;
  const number = new Intl.NumberFormat(locale);
  return (
    <p className="product__note">
      {fill(guide.lines.savings, {
        co2: number.format(saved.co2Kg),
        ewaste: number.format(saved.ewasteGrams),
      })}{' '}
      <a href={href}>{guide.lines.savingsMethod}</a>
    </p>
  );
}
