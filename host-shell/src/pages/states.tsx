/** Loading, error and empty states every page uses, announced to screen readers. */
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
