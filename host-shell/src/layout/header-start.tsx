/** What every header of the site starts with: the skip link, and the logo that leads home. */
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';
import { Link } from '../routing/router';
import { brandAsset } from './head';

export function SkipLink() {
  const { t } = useI18n();
  return (
    <a className="skip-link" href="#main">
      {t('nav.skip')}
    </a>
  );
}

/** The site's logo (HU has its own), a link to the index. */
export function SiteLogo() {
  const site = useSite();
  const { t } = useI18n();
  return (
    <Link href="/" className="header__logo">
      <img src={brandAsset(site.country, 'logo')} alt={t('site.name')} width={120} height={32} />
    </Link>
  );
}
