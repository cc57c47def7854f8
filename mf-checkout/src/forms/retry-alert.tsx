/** A call that failed: the remotes' shared alert with checkout's words and styles. */
import { RetryAlert as KitRetryAlert } from '@refurb/web-kit';
import { useCheckoutI18n } from '../i18n/i18n';

export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useCheckoutI18n();
  return (
    <KitRetryAlert
      message={message}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
      classPrefix="co"
    />
  );
}
