/**
 * Where every cart view starts: reads the runtime config, starts (or finds) the page's cart
 * service, and gives its children the service and the site's language. Until then a status line;
 * when the cart cannot start, a message a person can act on, and the report goes to Sentry.
 */
import type { Country, RuntimeConfig } from '@refurb/shared-contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { ensureStyles, loadRuntimeConfig } from '@refurb/web-kit';
import styles from '../styles.css';
import { CartI18nContext, createCartI18n } from '../i18n/i18n';
import { CartServiceContext } from './cart-context';
import { cartService, type CartService } from './cart-service';
import { reportError } from './effects';

export interface CartRootProps {
  readonly country: Country;
  /** Where runtime-config.json is (default: this page's origin). */
  readonly configUrl?: string;
  /** A config already read (tests, Storybook). */
  readonly config?: RuntimeConfig;
  readonly apiOrigin?: string;
  readonly children: ReactNode;
}

const STYLE_ID = 'refurb-mf-cart-styles';

export function CartRoot({ country, configUrl, config, apiOrigin, children }: CartRootProps) {
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; service: CartService }
  >({ kind: 'loading' });
  useEffect(() => {
    ensureStyles(STYLE_ID, styles);
    let live = true;
    (config ? Promise.resolve(config) : loadRuntimeConfig(configUrl))
      .then((loaded) =>
        cartService({ country, config: loaded, ...(apiOrigin ? { apiOrigin } : {}) }),
      )
      .then(
        (service) => live && setState({ kind: 'ready', service }),
        (error: unknown) => {
          reportError(`the cart could not start: ${String(error)}`, {
            area: 'cart',
            reason: 'start',
          });
          if (live) setState({ kind: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [country, configUrl, config, apiOrigin]);

  const i18n = state.kind === 'ready' ? state.service.i18n : createCartI18n(country);
  return (
    <CartI18nContext.Provider value={i18n}>
      {state.kind === 'loading' && (
        <p role="status" className="refurb-cart cart-note">
          {i18n.t('cart.loading')}
        </p>
      )}
      {state.kind === 'failed' && (
        <div role="alert" className="refurb-cart cart-error">
          <p>
            <strong>{i18n.t('error.title')}</strong>
          </p>
          <p>{i18n.t('error.text')}</p>
        </div>
      )}
      {state.kind === 'ready' && (
        <CartServiceContext.Provider value={state.service}>{children}</CartServiceContext.Provider>
      )}
    </CartI18nContext.Provider>
  );
}
