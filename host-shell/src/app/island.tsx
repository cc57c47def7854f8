/**
 * A server-rendered island: a part of a page that never changes once drawn (a product's
 * specifications, the footer's links and company details) and whose code is therefore no part
 * of the page's first scripts. The server renders it from its chunk into the page's HTML; the
 * browser that hydrates that page keeps the HTML as the server wrote it, in an element whose inner
 * HTML React neither hydrates nor, its `__html` being one unchanging object, ever rewrites. Where
 * the browser draws the part itself (a page it renders, not the server's), the chunk is loaded
 * and the part drawn from it. Whether an island mounted while hydrating is fixed at its first
 * render.
 *
 * Only for parts with nothing to click or type and nothing that changes while the page is shown:
 * their HTML would never follow a change. A link in an island is a plain document link there:
 * following it loads the page from the server (rendered, and cached), as without scripts.
 */
import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type JSX } from 'react';
import { useHydrated } from './hydrated';
import { useServerPage } from './server-page';

/** One object: the same `__html` on every render, so React never writes the element's content. */
const KEEP = { __html: '' };

export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Wrapper: keyof JSX.IntrinsicElements = 'div',
  className?: string,
) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Island(props: ComponentProps<typeof Lazy>) {
    const serverPage = useServerPage();
    const hydrated = useHydrated();
    const [keepServerHtml] = useState(() => serverPage === null && !hydrated);
    return keepServerHtml ? (
      <Wrapper className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />
    ) : (
      <Wrapper className={className}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </Wrapper>
    );
  };
}
