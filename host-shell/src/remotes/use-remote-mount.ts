/**
 * Loading a remote and mounting it into an element, for a remote's page (RemoteSlot) and a header
 * widget (WidgetMount): loads the remote (with the loader's retries) while `active`, mounts it
 * with the site's props, unmounts it when the route, the remote or `active` changes, and says
 * whether it has drawn itself yet. Both live in the `page-remote` chunk: a public page whose
 * widgets wait (RemoteWidget) carries none of this code in its first scripts.
 */
import {
  CONTRACTS_MAJOR_VERSION,
  type RemoteName,
  type RemoteProps,
} from '@refurb/shared-contracts/runtime';
import { useEffect, useRef, useState } from 'react';
import { useSite } from '../app/site';
import { useI18n } from '../i18n/i18n';

type SlotState = 'loading' | 'mounted' | 'failed';

export interface RemoteMountOptions {
  readonly name: RemoteName;
  readonly route: RemoteProps['route'];
  /** The exposed module to mount (`mount`: the remote's pages). */
  readonly expose: string;
  /** False: nothing loads, and a mounted remote is unmounted. */
  readonly active: boolean;
  /**
   * Called once the slot shows what it will keep showing: the remote has drawn itself, or it
   * could not load or mount.
   */
  readonly onSettled?: (() => void) | undefined;
}

export interface RemoteMount {
  /** The element the remote is mounted into. */
  readonly element: React.RefObject<HTMLDivElement | null>;
  readonly state: SlotState;
  /** Whether the remote of this load has drawn itself (not only its starting status line). */
  readonly drawn: boolean;
  /** Loads the remote again (after a failure). */
  readonly retry: () => void;
}

/** What a person can see or use in a remote, other than a status line. */
const DRAWN = 'a, button, input, select, textarea, img, svg, [role="alert"]';

/** Whether a remote has drawn itself: not empty, not only its starting status line. */
export function hasDrawn(element: HTMLElement): boolean {
  if (element.querySelector(DRAWN)) return true;
  return (element.textContent ?? '').trim() !== '' && !element.querySelector('[role="status"]');
}

export function useRemoteMount({
  name,
  route,
  expose,
  active,
  onSettled,
}: RemoteMountOptions): RemoteMount {
  const site = useSite();
  const { locale } = useI18n();
  const element = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const routeKey = JSON.stringify(route);
  const loadKey = `${name}|${expose}|${routeKey}|${attempt}`;
  // The state belongs to one load; a new load (page, retry) starts as loading without a reset.
  const [settled, setSettled] = useState<{ key: string; state: SlotState } | null>(null);
  const state: SlotState = settled?.key === loadKey ? settled.state : 'loading';
  // The load whose remote has drawn itself.
  const [drawn, setDrawn] = useState<string | null>(null);
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

  return {
    element,
    state,
    drawn: drawn === loadKey,
    retry: () => setAttempt((n) => n + 1),
  };
}
