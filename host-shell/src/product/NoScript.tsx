/**
 * The brand-model page for a browser without JavaScript (issue 34): the storage, colour and grade
 * radios need a script to change the configuration, so beside them a `<noscript>` lists every
 * choice as a link to the address of the configuration that choice leads to, the one the radio
 * picks (`reselect` then `listingOf`, as ProductView's `choose`), the current one as text. The add
 * to cart needs the cart remote, a script: a `<noscript>` says so in the site's language.
 *
 * React renders a `<noscript>`'s children on the server and never on the client: in a browser
 * with scripts the element's content is text, hydration leaves it as the server wrote it, and a
 * client render leaves it empty. So what is in here can follow the configuration shown without
 * ever causing a hydration mismatch, and is read by no script.
 */
import { compareGrades, productAddress } from '@refurb/shared-contracts';
import { type Listing, type ModelPageResponse } from '@refurb/shared-contracts/api/catalog';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { gradeName } from '../i18n/grade-name';
import { colorsOf, listingOf, reselect, storagesOf, type Selection } from './variants';

interface Choice {
  readonly key: string;
  readonly label: string;
  /** The address of the configuration the choice leads to; null for the one shown. */
  readonly href: string | null;
  readonly soldOut: boolean;
}

/** Every storage, colour (of the storage shown) and grade (of the storage and colour shown). */
export function VariantLinks({
  model,
  listings,
  selection,
}: {
  model: ModelPageResponse['model'];
  listings: readonly Listing[];
  selection: Selection;
}) {
  const site = useSite();
  const { t } = useI18n();
  const choice = (change: Partial<Selection>, key: string, label: string): Choice[] => {
    const target = listingOf(listings, reselect(listings, selection, change));
    if (target === null) return [];
    const current =
      target.storage === selection.storage &&
      target.color === selection.color &&
      target.grade === selection.grade;
    return [
      {
        key,
        label,
        href: current ? null : productAddress(site.country, model, target),
        soldOut: target.stock === 0,
      },
    ];
  };
  const grades = [
    ...new Set(
      listings
        .filter((l) => l.storage === selection.storage && l.color === selection.color)
        .map((l) => l.grade),
    ),
  ].sort(compareGrades);
  const groups = [
    {
      legend: t('product.storage'),
      choices: storagesOf(listings).flatMap((storage) => choice({ storage }, storage, storage)),
    },
    {
      legend: t('product.color'),
      choices: colorsOf(listings, selection.storage).flatMap((color) =>
        choice({ color }, color, color),
      ),
    },
    {
      legend: t('product.shape'),
      choices: grades.flatMap((grade) => choice({ grade }, grade, gradeName(t, grade))),
    },
  ];
  return (
    <noscript>
      <nav className="product__variant-links" aria-label={t('product.otherConfigurations')}>
        {groups.map(({ legend, choices }) => (
          <p key={legend}>
            <strong>{legend}:</strong>{' '}
            {choices.map(({ key, label, href, soldOut }, index) => {
              const text = soldOut ? `${label} (${t('card.outOfStock')})` : label;
              return (
                <span key={key}>
                  {index > 0 && ' · '}
                  {href === null ? (
                    <strong aria-current="true">{text}</strong>
                  ) : (
                    <a href={href}>{text}</a>
                  )}
                </span>
              );
            })}
          </p>
        ))}
      </nav>
    </noscript>
  );
}

/** Where the add-to-cart button is: without scripts, the plain reason it does nothing. */
export function CartNeedsScript() {
  const { t } = useI18n();
  return (
    <noscript>
      <p className="product__no-script">{t('product.cartNeedsScript')}</p>
    </noscript>
  );
}
