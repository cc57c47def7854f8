/**
 * What every account page shows around its data: a heading, then while loading a status line,
 * when the call failed an alert with a retry, when there is nothing yet an empty state with
 * what to do, else the page's content. Pages read shop-api through `useApi`.
 */
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { RetryAlert as KitRetryAlert, useApi, type ApiState } from '@refurb/web-kit';
import type { ReactNode } from 'react';
import { useAccountI18n } from '../i18n/i18n';

export function AccountPageFrame({
  title,
  intro,
  children,
}: {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section className="ac-page" aria-labelledby="ac-page-title">
      <h1 id="ac-page-title">{title}</h1>
      {intro && <div className="ac-intro">{intro}</div>}
      {children}
    </section>
  );
}

export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useAccountI18n();
  return (
    <KitRetryAlert
      message={message}
      retryLabel={t('error.retry')}
      onRetry={onRetry}
      classPrefix="ac"
    />
  );
}

/** Renders `state`: loading, failed (with retry), empty (`isEmpty`), or `ready(data)`. */
export function ApiView<T>({
  state,
  failed,
  empty,
  isEmpty = () => false,
  children,
}: {
  readonly state: ApiState<T>;
  /** What could not be loaded, in the site's language. */
  readonly failed: string;
  readonly empty?: ReactNode;
  readonly isEmpty?: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}) {
  const { t } = useAccountI18n();
  switch (state.kind) {
    case 'idle':
    case 'loading':
      return (
        <p role="status" className="ac-note">
          {t('account.loading')}
        </p>
      );
    case 'failed':
      return <RetryAlert message={failed} onRetry={state.retry} />;
    case 'ready':
      return isEmpty(state.data) && empty ? (
        <div className="ac-panel ac-empty">{empty}</div>
      ) : (
        <>{children(state.data)}</>
      );
  }
}

/** A list call for a page: loaded once per `key`. */
export const useList = <T,>(key: string, load: () => Promise<ApiResult<readonly T[]>>) =>
  useApi<readonly T[]>(key, load);
