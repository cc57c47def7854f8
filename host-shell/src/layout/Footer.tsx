/**
 * Footer: the content and legal pages of the site (the refund policy only where it exists, HU),
 * the cookie settings, and the company that sells on the site (`/content/company`: the invoices'
 * seller, with its contact and the country's consumer bodies, RO ANPC, SAL and SOL). The company
 * is drawn once its answer is in, and not at all while it loads or if the call failed: the footer
 * is on every page and must never hold one back or break it.
 */
import { buildRoutePath, type RouteName } from '@refurb/shared-contracts';
import { useHydrated } from '../app/hydrated';
import { island } from '../app/island';
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
  'terms',
  'privacy-policy',
  'cookie-policy',
  'withdrawal-form',
] as const satisfies readonly RouteName[];

/**
 * The seller: a server-rendered island (app/island.tsx): it never changes while a page is shown,
 * so the browser keeps what the server wrote and loads its code only to draw it itself.
 */
const CompanyIsland = island(
  () => import(/* webpackChunkName: "footer-company" */ './Company').then((m) => m.Company),
  'div',
  'footer__company',
);

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
    terms: t('link.terms'),
    'privacy-policy': t('link.privacy-policy'),
    'cookie-policy': t('link.cookie-policy'),
    'withdrawal-form': t('link.withdrawal-form'),
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
      <CompanyIsland />
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
