/**
 * A remote's widget in the header (the mini-cart, the account menu), with the host's own fallback.
 *
 * The widget keeps its size from the first paint on, so nothing around it moves (layout shift):
 * its fallback and the remote share one box, the box can be widened to the widest state the
 * widget will have (`reserve`), and the fallback stays until the remote has drawn itself (not
 * while it is empty or shows only its starting status line).
 *
 * A widget that waits (`active` false: the mini-cart until the page needs the cart, the account
 * menu until someone is logged in) is its fallback and nothing more, and the code that loads and
 * mounts remotes (WidgetMount, in the `page-remote` chunk with the remotes' pages) is asked for
 * the first time it is active: a public page with nothing in the cart does not carry it. The
 * fallback stays the same element throughout, so the focus on it is kept.
 */
import type { RemoteName, RemoteProps } from '@refurb/shared-contracts/runtime';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSite } from '../app/site';
import type { WidgetMountProps } from './WidgetMount';

export interface RemoteWidgetProps {
  readonly name: RemoteName;
  readonly route: RemoteProps['route'];
  /** The exposed module to mount. */
  readonly expose: string;
  /** Shown while the remote waits, loads, and when it cannot. */
  readonly fallback: ReactNode;
  /**
   * The widget's widest states (the account menu's labels), laid out invisibly in its box so the
   * box does not change size when the widget moves from one state to another.
   */
  readonly reserve?: ReactNode;
  /** Called once the widget shows what it will keep showing: its remote, or its fallback for good. */
  readonly onSettled?: () => void;
  /** False: the widget shows its fallback and loads nothing until this turns true. */
  readonly active?: boolean;
}

/** The mount element while its code is not there: hidden, as WidgetMount's is until shown. */
const hiddenMount = <div className="remote-widget__mount" hidden />;

/** The host's own chunk could not load (the network went): the fallback stays, reported. */
function MountNotLoaded({ name, error, onSettled }: WidgetMountProps & { error: unknown }) {
  const { reporter } = useSite();
  useEffect(() => {
    reporter.report(error, { tags: { remote: name, reason: 'widget-chunk' } });
    onSettled?.();
  }, [reporter, error, name, onSettled]);
  return hiddenMount;
}

const WidgetMount = lazy(() =>
  import(/* webpackChunkName: "page-remote" */ './WidgetMount').then(
    (module) => ({ default: module.WidgetMount }),
    (error: unknown) => ({
      default: (props: WidgetMountProps) => <MountNotLoaded {...props} error={error} />,
    }),
  ),
);

export function RemoteWidget({
  name,
  route,
  expose,
  fallback,
  reserve,
  onSettled,
  active = true,
}: RemoteWidgetProps) {
  const [shown, setShown] = useState(false);
  // Once active, the mount stays (it unmounts the remote itself when the widget waits again).
  const [started, setStarted] = useState(active);
  if (active && !started) setStarted(true);
  return (
    <div data-remote={name} data-expose={expose} className="remote-widget">
      {reserve !== undefined && (
        <span className="remote-widget__reserve" aria-hidden="true">
          {reserve}
        </span>
      )}
      {!shown && fallback}
      {started ? (
        <Suspense fallback={hiddenMount}>
          <WidgetMount
            name={name}
            route={route}
            expose={expose}
            active={active}
            onSettled={onSettled}
            onShown={setShown}
          />
        </Suspense>
      ) : (
        hiddenMount
      )}
    </div>
  );
}
