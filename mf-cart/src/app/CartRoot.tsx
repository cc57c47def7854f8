/**
 * Where every cart view starts: reads the runtime config, starts (or finds) the page's cart
 * service, and gives its children the service and the site's language. Until then a status line;
 * when the cart cannot start, a message a person can act on, and the report goes to Sentry.
 */
import { describeError } from '@refurb/shared-contracts/runtime';
import type { Country } from '@refurb/shared-contracts';
import type { RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { StartStatus, useRemoteStart } from '@refurb/web-kit';
import { useEffect, type ReactNode } from 'react';
import { CartI18nContext, loadCartI18n, START_WORDS, type CartI18n } from '../i18n/i18n';
import { CartServiceContext } from './cart-context';
import { cartService, type CartService, type CartServiceOptions } from './cart-service';
import { reportError } from './effects';

export interface CartRootProps {
  readonly country: Country;
  /** Where runtime-config.json is (default: this page's origin). */
  readonly configUrl?: string;
  /** A config already read (tests, Storybook). */
  readonly config?: RuntimeConfig;
  readonly apiOrigin?: string;
  /**
   * The cart's styles (`styles.css`), given by the modules that draw it: the view-less service's
   * page loads none of them.
   */
  readonly styles?: string;
  /** Where the cart's styles go: the document's head (default), or the shadow root it is in. */
  readonly styleRoot?: Document | ShadowRoot;
  /** How the page's cart service tells its notices, when this root starts it (default: toasts). */
  readonly notify?: CartServiceOptions['notify'];
  /**
   * Draws nothing before the service is ready, nor when it cannot start (still reported): the
   * view-less `./cart-service`, whose page says itself when the cart does not come.
   */
  readonly quiet?: boolean;
  readonly children: ReactNode;
}

const STYLE_ID = 'refurb-mf-cart-styles';

export function CartRoot(props: CartRootProps) {
  const { country, configUrl, config, apiOrigin, styles, styleRoot, notify, quiet, children } =
    props;
  const state = useRemoteStart<{ service: CartService; i18n: CartI18n }>({
    styleId: STYLE_ID,
    styles,
    styleRoot,
    config,
    configUrl,
    key: `${country}|${apiOrigin ?? ''}`,
    // This build's own words, not the page's cart service's: the service may have been started
    // by another release of this remote (a tab that moved to a new release keeps the first one).
    start: (loaded) =>
      Promise.all([
        cartService({
          country,
          config: loaded,
          ...(apiOrigin ? { apiOrigin } : {}),
          ...(notify ? { notify } : {}),
        }),
        loadCartI18n(country),
      ]).then(([service, i18n]) => ({ service, i18n })),
    onFailed: (error) =>
      reportError(`the cart could not start: ${describeError(error)}`, {
        area: 'cart',
        reason: 'start',
      }),
  });
  // The site's catalogue loads beside the runtime config, not after it.
  useEffect(() => {
    loadCartI18n(country).catch(() => undefined);
  }, [country]);
  return state.kind === 'ready' ? (
    <CartI18nContext.Provider value={state.services.i18n}>
      <CartServiceContext.Provider value={state.services.service}>
        {children}
      </CartServiceContext.Provider>
    </CartI18nContext.Provider>
  ) : quiet ? null : (
    <StartStatus
      kind={state.kind}
      {...START_WORDS[country]}
      loadingClass="refurb-cart cart-note"
      failedClass="refurb-cart cart-error"
    />
  );
}
