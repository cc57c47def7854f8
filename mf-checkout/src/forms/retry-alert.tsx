/** A call that failed: what failed, said at once to screen readers, and a button to try again. */
import { useCheckoutI18n } from '../i18n/i18n';

export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useCheckoutI18n();
  return (
    <p role="alert" className="co-field-error">
      {message}{' '}
      <button type="button" className="co-link" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </p>
  );
}
