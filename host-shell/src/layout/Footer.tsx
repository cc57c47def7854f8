/** Footer: the content pages of the site (the refund policy only where it exists, HU). */
import { buildRoutePath, type RouteName } from '@refurb/shared-contracts';
import { useHydrated } from '../app/hydrated';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';
import { useConsentSettings } from '../consent/ConsentBanner';

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
] as const satisfies readonly RouteName[];

export function Footer() {
  const site = useSite();
  const { t } = useI18n();
  const openConsent = useConsentSettings();
  const hydrated = useHydrated();
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
  };
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')}>
        <ul>
          {FOOTER_ROUTES.map((name) => {
            const href = buildRoutePath(site.country, name);
            return href ? (
              <li key={name}>
                <Link href={href}>{titles[name]}</Link>
              </li>
            ) : null;
          })}
          <li>
            <button
              type="button"
              className="link-button"
              disabled={!hydrated}
              onClick={openConsent}
            >
              {t('consent.manage')}
            </button>
          </li>
        </ul>
      </nav>
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
