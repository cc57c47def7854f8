/**
 * Where a remote's page goes: loads the remote (with retries), mounts it into its own element and
 * unmounts it when the page changes. A remote that cannot load is replaced by a localized notice
 * with a retry button; header, footer and badge around it keep working.
 *
 * A header widget (a slot with a fallback) keeps its size from the first paint on, so nothing
 * around it moves (layout shift): its fallback and the remote share one box, the box can be
 * widened to the widest state the widget will have (`reserve`), and the fallback stays until the
 * remote has drawn itself (not while it is empty or shows only its starting status line).
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
  /**
   * A widget's widest states (the account menu's labels), laid out invisibly in its box so the
   * box does not change size when the widget moves from one state to another.
   */
  readonly reserve?: ReactNode;
  /**
   * Called once the slot shows what it will keep showing: the remote has drawn itself, or the
   * slot gave up (its notice, or a widget's fallback). A page composing slots waits for it before
   * showing the next one below, so the first one's growth pushes nothing down.
   */
  readonly onSettled?: () => void;
  /**
   * False: a widget that waits (the mini-cart until the page needs the cart) shows its fallback in
   * its box and loads nothing until this turns true.
   */
  readonly active?: boolean;
}

/** What a person can see or use in a remote, other than a status line. */
const DRAWN = 'a, button, input, select, textarea, img, svg, [role="alert"]';

/** Whether a remote has drawn itself: not empty, not only its starting status line. */
export function hasDrawn(element: HTMLElement): boolean {
  if (element.querySelector(DRAWN)) return true;
  return (element.textContent ?? '').trim() !== '' && !element.querySelector('[role="status"]');
}

export function RemoteSlot({
  name,
  route,
  expose = 'mount',
  fallback,
  reserve,
  onSettled,
  active = true,
}: RemoteSlotProps) {
  const site = useSite();
  const { t, locale } = useI18n();
  const element = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const routeKey = JSON.stringify(route);
  const loadKey = `${name}|${expose}|${routeKey}|${attempt}`;
  // The state belongs to one load; a new load (page, retry) starts as loading without a reset.
  const [settled, setSettled] = useState<{ key: string; state: SlotState } | null>(null);
  const state: SlotState = settled?.key === loadKey ? settled.state : 'loading';
  // The load whose remote has drawn itself: a widget's remote is shown from then on.
  const [drawn, setDrawn] = useState<string | null>(null);
  const widget = fallback !== undefined;
  const shown = active && state === 'mounted' && (!widget || drawn === loadKey);
  const done = drawn === loadKey || state === 'failed';
  const settledCallback = useRef(onSettled);
  useEffect(() => {
    settledCallback.current = onSettled;
  });
  useEffect(() => {
    if (done) settledCallback.current?.();
  }, [done, loadKey]);

  useEffect(() => {
    const target = element.current;
    if (state !== 'mounted' || !target) return;
    const check = () => {
      if (!hasDrawn(target)) return false;
      setDrawn(loadKey);
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(target, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [state, loadKey]);

  useEffect(() => {
    if (!active) return undefined;
    let unmount: (() => void) | null = null;
    let live = true;
    const setState = (next: SlotState) => setSettled({ key: loadKey, state: next });
    // The loader waits for the page's first paint (remote-loading.ts): the host draws before any
    // remote loads.
    void site.remotes.load(name, expose).then((result) => {
      if (!live) return;
      if (!result.ok || !element.current) {
        setState('failed');
        return;
      }
      const failed = (error: unknown) => {
        site.reporter.report(error, {
          tags: { remote: name, remoteVersion: result.release.version, reason: 'mount-failed' },
        });
        setState('failed');
      };
      try {
        const mounted = result.mount(element.current, {
          country: site.country,
          locale,
          route: JSON.parse(routeKey) as RemoteProps['route'],
          siteBase: site.siteBase,
          contractsMajor: CONTRACTS_MAJOR_VERSION,
        });
        unmount = mounted;
        setState('mounted');
        // A remote that renders in steps tells later whether it could (the contract's `ready`).
        void mounted.ready?.then((outcome) => {
          if (live && !outcome.ok) failed(outcome.error);
        });
      } catch (error) {
        failed(error);
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
  }, [site, name, expose, routeKey, locale, loadKey, active]);

  if (widget) {
    return (
      <div data-remote={name} data-expose={expose} className="remote-widget">
        {reserve !== undefined && (
          <span className="remote-widget__reserve" aria-hidden="true">
            {reserve}
          </span>
        )}
        {!shown && fallback}
        <div ref={element} className="remote-widget__mount" hidden={!shown} />
      </div>
    );
  }
  return (
    <section aria-busy={state === 'loading'} data-remote={name} className="remote-page">
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
      <div ref={element} className="remote-page__mount" hidden={state !== 'mounted'} />
    </section>
  );
}
