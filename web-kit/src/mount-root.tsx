/**
 * How a remote's page or widget goes into the element the host gives it: its own React root,
 * rendered as a transition. A first render of a whole page is tens of milliseconds of work on a
 * cheap phone; as a transition React does it in slices of about 5 ms and lets the browser answer
 * a tap or paint between them, instead of holding the main thread for one long task (Lighthouse's
 * Total Blocking Time counts every task past 50 ms). What the person sees is the same: nothing of
 * the root shows until it has rendered, then all of it at once.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MountOutcome, Unmount } from '@refurb/shared-contracts/runtime';

/** Renders `node` into `element` in slices; returns the unmount. */
export function mountRoot(element: Element | DocumentFragment, node: ReactNode): () => void {
  const root = createRoot(element);
  startTransition(() => root.render(node));
  return () => root.unmount();
}

/** Resolves in a later task: what ran before is done, and the browser has had its turn. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Resolves once the browser has painted the frame that the current task changed: in the task after
 * the next animation frame's (the frame is drawn between the two). A page that is not drawn (a
 * hidden tab, which runs no animation frames) resolves after `latestMs` all the same.
 */
export function afterNextPaint(latestMs = 250): Promise<void> {
  return new Promise((resolve) => {
    const latest = setTimeout(resolve, latestMs);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(latest);
        resolve();
      }, 0),
    );
  });
}

/**
 * Like `mountRoot`, for a root whose modules are many: `build` evaluates them in steps, a task
 * each (`await import(...)` of an eager module, then `await nextTask()`), and returns what to
 * render. Evaluating a remote's whole page at once (its schemas, machines, components) is one
 * long task on a cheap phone; in steps, none is. An unmount before `build` is done renders nothing.
 *
 * A `build` that fails (props that do not parse, a module that fails to evaluate) leaves the
 * element empty, and the unmount's `ready` (the contract's `Unmount`) settles `{ ok: false,
 * error }`: a host that read `ready` shows its notice and reports it; when no host read it, the
 * error is reported as an uncaught error is (the page's error reporting sees it).
 */
export function mountInStages(
  element: Element | DocumentFragment,
  build: () => Promise<ReactNode>,
): Unmount {
  let root: Root | null = null;
  let unmounted = false;
  let observed = false;
  const outcome = nextTask()
    .then(build)
    .then(
      (node): MountOutcome => {
        if (unmounted) return { ok: true };
        root = createRoot(element);
        const created = root;
        startTransition(() => created.render(node));
        return { ok: true };
      },
      (error: unknown): MountOutcome => {
        if (!unmounted && !observed) (globalThis.reportError ?? console.error)(error);
        return { ok: false, error };
      },
    );
  const unmount = () => {
    unmounted = true;
    root?.unmount();
  };
  // A getter: reading `ready` is how a host takes over reporting a failure.
  return Object.defineProperty(unmount, 'ready', {
    get: (): Promise<MountOutcome> => {
      observed = true;
      return outcome;
    },
  });
}
