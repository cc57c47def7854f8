/**
 * Where a remote's page goes: loads the remote (with retries), mounts it into its own element and
 * unmounts it when the page changes. A remote that cannot load is replaced by a localized notice
 * with a retry button; header, footer and badge around it keep working.
 */
import {
  CONTRACTS_MAJOR_VERSION,
  type RemoteName,
  type RemoteProps,
} from '@refurb/shared-contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';

type SlotState = 'loading' | 'mounted' | 'failed';

export interface RemoteSlotProps {
  readonly name: RemoteName;
  readonly route: RemoteProps['route'];
  /** The exposed module to mount (`mount` by default: the remote's pages). */
  readonly expose?: string;
  /**
   * A widget (the header's mini-cart) shows this while it loads and when it cannot, instead of
   * the page-sized notice.
   */
  readonly fallback?: ReactNode;
}

export function RemoteSlot({ name, route, expose = 'mount', fallback }: RemoteSlotProps) {
  const site = useSite();
  const { t, locale } = useI18n();
  const element = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const routeKey = JSON.stringify(route);
  const loadKey = `${name}|${expose}|${routeKey}|${attempt}`;
  // The state belongs to one load; a new load (page, retry) starts as loading without a reset.
  const [settled, setSettled] = useState<{ key: string; state: SlotState } | null>(null);
  const state: SlotState = settled?.key === loadKey ? settled.state : 'loading';

  useEffect(() => {
    let unmount: (() => void) | null = null;
    let live = true;
    const setState = (next: SlotState) => setSettled({ key: loadKey, state: next });
    void site.remotes.load(name, expose).then((result) => {
      if (!live) return;
      if (!result.ok || !element.current) {
        setState('failed');
        return;
      }
      try {
        unmount = result.mount(element.current, {
          country: site.country,
          locale,
          route: JSON.parse(routeKey) as RemoteProps['route'],
          siteBase: site.siteBase,
          contractsMajor: CONTRACTS_MAJOR_VERSION,
        });
        setState('mounted');
      } catch (error) {
        site.reporter.report(error, {
          tags: { remote: name, remoteVersion: result.release.version, reason: 'mount-failed' },
        });
        setState('failed');
      }
    });
    return () => {
      live = false;
      try {
        unmount?.();
      } catch (error) {
        site.reporter.report(error, { tags: { remote: name, reason: 'unmount-failed' } });
      }
    };
  }, [site, name, expose, routeKey, locale, loadKey]);

  if (fallback !== undefined) {
    return (
      <div data-remote={name} data-expose={expose} className="remote-widget">
        {state !== 'mounted' && fallback}
        <div ref={element} hidden={state !== 'mounted'} />
      </div>
    );
  }
  return (
    <section aria-busy={state === 'loading'} data-remote={name}>
      {state === 'loading' && <p role="status">{t('remote.loading')}</p>}
      {state === 'failed' && (
        <div role="alert" className="notice notice--error">
          <h1>{t('remote.title')}</h1>
          <p>{t('remote.text')}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('state.retry')}
          </button>
        </div>
      )}
      <div ref={element} hidden={state !== 'mounted'} />
    </section>
  );
}
