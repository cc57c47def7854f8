/**
 * Where a remote's page goes: loads the remote (with retries), mounts it into its own element and
 * unmounts it when the page changes (use-remote-mount.ts). A remote that cannot load is replaced
 * by a localized notice with a retry button; header, footer and badge around it keep working.
 * A header widget is a RemoteWidget, not this.
 */
import type { RemoteName, RemoteProps } from '@refurb/shared-contracts/runtime';
import { useI18n } from '../i18n/i18n';
import { useRemoteMount } from './use-remote-mount';

export interface RemoteSlotProps {
  readonly name: RemoteName;
  readonly route: RemoteProps['route'];
  /** The exposed module to mount (`mount` by default: the remote's pages). */
  readonly expose?: string;
  /**
   * Called once the slot shows what it will keep showing: the remote has drawn itself, or the
   * slot gave up (its notice). A page composing slots waits for it before showing the next one
   * below, so the first one's growth pushes nothing down.
   */
  readonly onSettled?: () => void;
}

export function RemoteSlot({ name, route, expose = 'mount', onSettled }: RemoteSlotProps) {
  const { t } = useI18n();
  const { element, state, retry } = useRemoteMount({
    name,
    route,
    expose,
    active: true,
    onSettled,
  });
  return (
    <section aria-busy={state === 'loading'} data-remote={name} className="remote-page">
      {state === 'loading' && <p role="status">{t('remote.loading')}</p>}
      {state === 'failed' && (
        <div role="alert" className="notice notice--error">
          <h1>{t('remote.title')}</h1>
          <p>{t('remote.text')}</p>
          <button type="button" className="button" onClick={retry}>
            {t('state.retry')}
          </button>
        </div>
      )}
      <div ref={element} className="remote-page__mount" hidden={state !== 'mounted'} />
    </section>
  );
}
