/** A chunk of the checkout's (a page, a step): a status line while it loads, a retry when it did not arrive. */
import type { ApiState } from '@refurb/web-kit';
import type { ReactNode } from 'react';
import { useCheckoutI18n } from '../i18n/i18n';
import { RetryAlert } from './retry-alert';

export function Loaded<M>({
  state,
  children,
}: {
  readonly state: ApiState<M>;
  readonly children: (module: M) => ReactNode;
}) {
  const { t } = useCheckoutI18n();
  switch (state.kind) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" className="co-note">
          {t('checkout.loading')}
        </p>
      );
    case 'failed':
      return <RetryAlert message={t('error.title')} onRetry={state.retry} />;
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
