/**
 * A grid of model cards linking to the brand-model page, with price, previous price and stock,
 * and the model's rating when it has reviews (issue 36): "★ 4,6 (12)", said in words to a screen
 * reader. The list asks for its cards' ratings in one call (`/content/ratings`); a card whose
 * model has none, or a list whose call failed, shows no rating and nothing else changes.
 */
import {
  amountFormatter,
  modelTitle,
  productAddress,
  type Country,
} from '@refurb/shared-contracts';
import { type ModelCard } from '@refurb/shared-contracts/api/catalog';
import { type ModelRating } from '@refurb/shared-contracts/api/content';
import { type SiteFlags } from '@refurb/shared-contracts/runtime';
import { useResource } from '../api/use-resource';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';

/** The card's own listing (storage, colour, grade) on its brand-model page, at the card's price. */
export function modelHref(country: Country, card: ModelCard): string {
  return productAddress(country, card, card);
}

/**
 * The cards of what the site sells now: consoles only while its `isConsoleEnabled` flag is on (the
 * category, its header link and index tile follow the same flag).
 */
export function sellsNow(
  cards: readonly ModelCard[],
  flags: Pick<SiteFlags, 'isConsoleEnabled'>,
): ModelCard[] {
  return cards.filter((card) => card.type !== 'CONSOLE' || flags.isConsoleEnabled);
}

/** A card's rating: "★ 4,6 (12)", in words for a screen reader; nothing without reviews. */
function CardRating({ rating }: { rating: ModelRating | undefined }) {
  const { country, t } = useI18n();
  if (!rating) return null;
  const average = amountFormatter(country)(rating.average);
  return (
    <span
      className="card__rating"
      role="img"
      aria-label={`${t('reviews.average', { average })}, ${t('reviews.count', { count: rating.count })}`}
    >
      ★ {average} ({rating.count})
    </span>
  );
}

export function ModelCardList({ cards, label }: { cards: readonly ModelCard[]; label: string }) {
  const site = useSite();
  const { country } = site;
  const { t, formatPrice } = useI18n();
  const ids = cards.map((card) => card.legacyModelId).join();
  const rated = useResource(`ratings:${country}:${ids}`, () => site.api.ratings(country, ids));
  const ratings = rated.status === 'ready' ? rated.data.ratings : {};
  return (
    <ul className="cards" aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.modelId} className="card">
          <Link href={modelHref(country, card)} className="card__link">
            {/* The first row is in the first screen of a phone (two cards across): asked for
                with the page, the rest as they scroll in. */}
            <img
              src={card.image}
              alt=""
              width={160}
              height={160}
              loading={index < 2 ? 'eager' : 'lazy'}
              fetchPriority={index < 2 ? 'high' : 'auto'}
            />
            <span className="card__name">{modelTitle(card.brand, card.name)}</span>
          </Link>
          <CardRating rating={ratings[card.legacyModelId]} />
          <span className="card__price">
            {t('card.from', { price: formatPrice(card.fromPrice) })}
          </span>
          {card.previousPrice !== null && card.previousPrice > card.fromPrice && (
            <s className="card__was">{t('card.was', { price: formatPrice(card.previousPrice) })}</s>
          )}
          <span className={card.inStock ? 'stock stock--in' : 'stock stock--out'}>
            {card.inStock ? t('card.inStock') : t('card.outOfStock')}
          </span>
        </li>
      ))}
    </ul>
  );
}
