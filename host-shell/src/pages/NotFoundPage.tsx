import { useI18n } from '../i18n/i18n';
import { usePageHead } from '../layout/use-page-head';
import { Link } from '../routing/router';

export function NotFoundPage() {
  const { t } = useI18n();
  usePageHead(t('notFound.title'), null);
  return (
    <div className="notice">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/">{t('nav.home')}</Link>
    </div>
  );
}
