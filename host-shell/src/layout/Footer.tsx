/**
 * Footer: the content and legal pages of the site (FooterLinks.tsx), the cookie settings, and the
 * company that sells on the site (`/content/company`: the invoices' seller, with its contact and
 * the country's consumer bodies, RO ANPC, SAL and SOL). The company is drawn once its answer is
 * in, and not at all while it loads or if the call failed: the footer is on every page and must
 * never hold one back or break it.
 *
 * The links and the seller never change while a page is shown: server-rendered islands
 * (app/island.tsx), so the browser hydrating a page the server rendered keeps what it wrote and
 * loads their code (one `footer` chunk) only to draw them itself. Only the cookie settings button
 * is hydrated.
 */
import { useHydrated } from '../app/hydrated';
import { island } from '../app/island';
import { useI18n } from '../i18n/i18n';
import { useConsentSettings } from '../consent/ConsentBanner';

const LinksIsland = island(
  () => import(/* webpackChunkName: "footer" */ './FooterLinks').then((m) => m.FooterLinks),
  'ul',
);

const CompanyIsland = island(
  () => import(/* webpackChunkName: "footer" */ './Company').then((m) => m.Company),
  'div',
  'footer__company',
);

export function Footer() {
  const { t } = useI18n();
  const openConsent = useConsentSettings();
  const hydrated = useHydrated();
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')}>
        <LinksIsland />
        <button type="button" className="link-button" disabled={!hydrated} onClick={openConsent}>
          {t('consent.manage')}
        </button>
      </nav>
      <CompanyIsland />
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
