/**
 * The footer's links to the site's content and legal pages (the refund policy only where it
 * exists, HU): a server-rendered island of the footer (Footer.tsx), in the `footer` chunk.
 */
import { buildRoutePath, type RouteName } from '@refurb/shared-contracts';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';

export const FOOTER_ROUTES = [
  'about-us',
  'seller-guide',
  'faq',
  'contact',
  'reviews',
  'reviews-sell',
  'blog',
  'return-address',
  'refund-policy',
  'faq-old',
  'contact-old',
  'terms',
  'privacy-policy',
  'cookie-policy',
  'withdrawal-form',
] as const satisfies readonly RouteName[];

export function FooterLinks() {
  const site = useSite();
  const { t } = useI18n();
  const titles: Readonly<Record<(typeof FOOTER_ROUTES)[number], string>> = {
    'about-us': t('link.about-us'),
    'seller-guide': t('link.seller-guide'),
    faq: t('nav.help'),
    contact: t('link.contact'),
    reviews: t('reviews.title'),
    'reviews-sell': t('reviews.sellTitle'),
    blog: t('link.blog'),
    'return-address': t('link.return-address'),
    'refund-policy': t('link.refund-policy'),
    'faq-old': t('footer.faqOld'),
    'contact-old': t('footer.contactOld'),
    terms: t('link.terms'),
    'privacy-policy': t('link.privacy-policy'),
    'cookie-policy': t('link.cookie-policy'),
    'withdrawal-form': t('link.withdrawal-form'),
  };
  return (
    <>
      {FOOTER_ROUTES.map((name) => {
        const href = buildRoutePath(site.country, name);
        return href ? (
          <li key={name}>
            <Link href={href}>{titles[name]}</Link>
          </li>
        ) : null;
      })}
    </>
  );
}
