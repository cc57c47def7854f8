/**
 * The note above the order button: placing the order accepts the site's terms, and the person's
 * data is handled as its privacy policy says; both link to the site's pages in a new tab, so the
 * order being reviewed stays as it is.
 */
import { buildRoutePath } from '@refurb/shared-contracts';
import { LinkedText } from '@refurb/web-kit';
import { useCheckoutI18n } from '../i18n/i18n';

export function TermsNote() {
  const { t, country } = useCheckoutI18n();
  const path = (route: 'terms' | 'privacy-policy') => buildRoutePath(country, route) ?? '/';
  return (
    <p className="co-note">
      <LinkedText
        fill={(values) => t('review.terms', values)}
        links={{
          terms: { href: path('terms'), label: t('review.termsLink') },
          privacy: { href: path('privacy-policy'), label: t('review.privacyLink') },
        }}
      />
    </p>
  );
}
