/**
 * The live part of a header widget (RemoteWidget): the remote's element, loaded and mounted once
 * the widget is active, hidden until the remote has drawn itself. In the `page-remote` chunk.
 */
import { useLayoutEffect } from 'react';
import { useRemoteMount, type RemoteMountOptions } from './use-remote-mount';

export interface WidgetMountProps extends RemoteMountOptions {
  /** Told whether the remote is shown (its fallback goes while it is). */
  readonly onShown: (shown: boolean) => void;
}

export function WidgetMount({ onShown, ...options }: WidgetMountProps) {
  const { element, state, drawn } = useRemoteMount(options);
  const shown = options.active && state === 'mounted' && drawn;
  // Before the browser paints: the remote and its fallback are never on screen together.
  useLayoutEffect(() => onShown(shown), [onShown, shown]);
  return <div ref={element} className="remote-widget__mount" hidden={!shown} />;
}
