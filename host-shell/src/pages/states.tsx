/** Loading, error and empty states every page uses, announced to screen readers. */
import { useServerPage } from '../app/server-page';
import { useI18n } from '../i18n/i18n';

export function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="state">
      {t('state.loading')}
    </p>
  );
}

export function Failed({ retry }: { retry: () => void }) {
  const { t } = useI18n();
  // Rendered on the server, a part that could not load makes the answer a 503: the page is
  // usable (its retry works once hydrated) but no cache or crawler keeps it as the page.
  const serverPage = useServerPage();
  if (serverPage && serverPage.status < 400) serverPage.setStatus(503);
  return (
    <div role="alert" className="notice notice--error">
      <p>{t('state.error')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

export function Empty({ text }: { text?: string }) {
  const { t } = useI18n();
  return <p className="state">{text ?? t('state.empty')}</p>;
}
