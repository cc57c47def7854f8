import { useServerPage } from '../app/server-page';
import { useI18n } from '../i18n/i18n';
import { usePageHead } from '../layout/use-page-head';
import { Link } from '../routing/router';

export function NotFoundPage() {
  const { t } = useI18n();
  // Rendered on the server, the answer is a 404 (its body this page).
  const serverPage = useServerPage();
  serverPage?.setStatus(404);
  usePageHead(t('notFound.title'), null, { noindex: true });
  return (
    <div className="notice">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/">{t('nav.home')}</Link>
    </div>
  );
}
