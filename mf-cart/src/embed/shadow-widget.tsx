/**
 * The embedded mini-cart in its own shadow root (open, so tests and assistive technology see in):
 * the cart's CSS and the embed's reset go into the shadow root, never the page's head, so the
 * page's CSS cannot break the widget and the widget cannot restyle the page. Nothing is portalled
 * out: the drawer, the cross-sell dialog and the notices (in place of the host's toasts) render
 * inside it. Links are full URLs of the site's base, since no host routes this page.
 */
import { ensureStyles } from '@refurb/web-kit';
import type { Country } from '@refurb/shared-contracts';
import type { RuntimeConfig, Unmount } from '@refurb/shared-contracts/runtime';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { CartRoot } from '../app/CartRoot';
import type { CartServiceOptions } from '../app/cart-service';
import { MiniCart } from '../cart/mini-cart';
import styles from '../styles.css';
import embedStyles from './embed.css';
import type { NoticeBoard } from './notices';

export const EMBED_STYLE_ID = 'refurb-mf-cart-embed-styles';

export interface WidgetProps {
  readonly country: Country;
  readonly siteBase: string;
  readonly configUrl?: string;
  /** A config already read (tests, Storybook). */
  readonly config?: RuntimeConfig;
  readonly apiOrigin?: string;
  readonly notify: NonNullable<CartServiceOptions['notify']>;
  readonly notices: NoticeBoard;
}

/** The latest notice, in a live region that is always there (so it is announced when it fills). */
function Notices({ board }: { readonly board: NoticeBoard }) {
  const notice = useSyncExternalStore(
    (listener) => board.subscribe(listener),
    () => board.current(),
  );
  const shown = (tone: 'info' | 'error') => (notice?.tone === tone ? notice.text : '');
  return (
    <>
      <p role="status" className="embed-notice">
        {shown('info')}
      </p>
      <p role="alert" className="embed-notice embed-notice--error">
        {shown('error')}
      </p>
    </>
  );
}

export function EmbeddedCart({ shadow, ...props }: WidgetProps & { readonly shadow: ShadowRoot }) {
  return (
    <div className="refurb-embed">
      <CartRoot
        country={props.country}
        styles={styles}
        styleRoot={shadow}
        notify={props.notify}
        {...(props.config ? { config: props.config } : {})}
        {...(props.configUrl ? { configUrl: props.configUrl } : {})}
        {...(props.apiOrigin ? { apiOrigin: props.apiOrigin } : {})}
      >
        <MiniCart siteBase={props.siteBase} />
      </CartRoot>
      <Notices board={props.notices} />
    </div>
  );
}

/** The shadow roots the embed made: a host's root can never be taken off, so a remount reuses it. */
const OWN_ROOTS = new WeakSet<ShadowRoot>();

/**
 * Renders the widget into `host`'s shadow root (made now, or the one the embed made before);
 * returns its unmount. A host with a shadow root of its own (the page's) is left alone.
 */
export function renderWidget(host: HTMLElement, props: WidgetProps): Unmount | null {
  if (host.shadowRoot && !OWN_ROOTS.has(host.shadowRoot)) return null;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  OWN_ROOTS.add(shadow);
  if (shadow.querySelector('.refurb-embed')) return null;
  ensureStyles(EMBED_STYLE_ID, embedStyles, shadow);
  const container = host.ownerDocument.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  root.render(<EmbeddedCart shadow={shadow} {...props} />);
  return () => {
    root.unmount();
    container.remove();
  };
}
