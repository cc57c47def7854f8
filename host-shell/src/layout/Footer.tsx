/**
 * Footer: the content and legal pages of the site (the refund policy only where it exists, HU),
 * the cookie settings, and the company that sells on the site (`/content/company`: the invoices'
 * seller, with its contact and the country's consumer bodies, RO ANPC, SAL and SOL). The company
 * is drawn once its answer is in, and not at all while it loads or if the call failed: the footer
 * is on every page and must never hold one back or break it.
 */
import { buildRoutePath, type RouteName } from '@refurb/shared-contracts';
import { Suspense } from 'react';
import { useResource } from '../api/use-resource';
import { useHydrated } from '../app/hydrated';
import { useServerPage } from '../app/server-page';
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

function Company() {
  const site = useSite();
  const company = useResource(`company:${site.country}`, () => site.api.company(site.country));
  // A page drawn without its seller is not kept in the HTML cache: the next visitor gets it again.
  const serverPage = useServerPage();
  if (company.status === 'failed') serverPage?.setNotStorable();
  if (company.status !== 'ready') return null;
  const { legalName, labels, registrationNumber, taxId, address, email, phone } = company.data;
  const numbers = `${labels.registrationNumber} ${registrationNumber} · ${labels.taxId} ${taxId}`;
  return (
    <>
      <address>
        {`${legalName} · ${numbers} · ${address}`}
        {email && (
          <>
            {' · '}
            <a href={`mailto:${email}`}>{email}</a>
          </>
        )}
        {phone && (
          <>
            {' · '}
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </>
        )}
      </address>
      <ul>
        {company.data.consumerLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.name}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

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
      {/* A server render that gives up waiting leaves this part to the browser, not the page. */}
      <Suspense fallback={null}>
        <Company />
      </Suspense>
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
