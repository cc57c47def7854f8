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
 * Like `mountRoot`, for a root whose modules are many: `build` evaluates them in steps, a task
 * each (`await import(...)` of an eager module, then `await nextTask()`), and returns what to
 * render. Evaluating a remote's whole page at once (its schemas, machines, components) is one
 * long task on a cheap phone; in steps, none is. A module that fails to evaluate is a bug in the
 * remote: it is reported as an uncaught error is (the page's error reporting sees it) and the
 * element stays empty, as when a mount throws. An unmount before `build` is done renders nothing.
 */
export function mountInStages(
  element: Element | DocumentFragment,
  build: () => Promise<ReactNode>,
): () => void {
  let root: Root | null = null;
  let unmounted = false;
  nextTask()
    .then(build)
    .then(
      (node) => {
        if (unmounted) return;
        root = createRoot(element);
        const created = root;
        startTransition(() => created.render(node));
      },
      (error: unknown) => {
        if (!unmounted) (globalThis.reportError ?? console.error)(error);
      },
    );
  return () => {
    unmounted = true;
    root?.unmount();
  };
}
