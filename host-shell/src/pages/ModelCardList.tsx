/** A grid of model cards linking to the brand-model page, with price, previous price and stock. */
import { productSlug, routePath, type ModelCard } from '@refurb/shared-contracts';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';

export function modelHref(country: Parameters<typeof routePath>[0], card: ModelCard): string {
  return (
    routePath(country, 'shop-brand-model', {
      brandSlug: card.brandSlug,
      slug: productSlug(country, {
        type: card.type,
        brand: card.brand,
        model: card.name,
        storage: card.storage,
        color: card.color,
      }),
      legacyModelId: card.legacyModelId,
    }) ?? '/'
  );
}

export function ModelCardList({ cards, label }: { cards: readonly ModelCard[]; label: string }) {
  const { country } = useSite();
  const { t, formatPrice } = useI18n();
  return (
    <ul className="cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.modelId} className="card">
          <Link href={modelHref(country, card)} className="card__link">
            <img src={card.image} alt="" width={160} height={160} loading="lazy" />
            <span className="card__name">
              {card.brand} {card.name}
            </span>
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
