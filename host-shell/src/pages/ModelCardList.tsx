/** A grid of model cards linking to the brand-model page, with price, previous price and stock. */
import {
  modelTitle,
  productAddress,
  type Country,
  type ModelCard,
  type SiteFlags,
} from '@refurb/shared-contracts';
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

export function ModelCardList({ cards, label }: { cards: readonly ModelCard[]; label: string }) {
  const { country } = useSite();
  const { t, formatPrice } = useI18n();
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
