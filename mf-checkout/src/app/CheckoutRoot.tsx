/**
 * Where every checkout view starts: reads the runtime config, builds the page's services and gives
 * its children the services and the site's language. Until then a status line; when checkout
 * cannot start, a message a person can act on, and the report goes to Sentry.
 */
import type { Country, RuntimeConfig } from '@refurb/shared-contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ensureStyles, loadRuntimeConfig } from '@refurb/web-kit';
import styles from '../styles.css';
import { CheckoutI18nContext, createCheckoutI18n } from '../i18n/i18n';
import { CheckoutServicesContext } from './checkout-context';
import {
  createCheckoutServices,
  type CheckoutServices,
  type CheckoutServicesOptions,
} from './checkout-services';
import { reportError } from './effects';

export interface CheckoutRootProps {
  readonly country: Country;
  readonly configUrl?: string;
  /** A config already read (tests, Storybook). */
  readonly config?: RuntimeConfig;
  readonly apiOrigin?: string;
  /** Ports other than the browser's (tests, Storybook). */
  readonly ports?: Pick<CheckoutServicesOptions, 'api' | 'botCheck' | 'storage'>;
  readonly children: ReactNode;
}

const STYLE_ID = 'refurb-mf-checkout-styles';

export function CheckoutRoot({
  country,
  configUrl,
  config,
  apiOrigin,
  ports,
  children,
}: CheckoutRootProps) {
  const [state, setState] = useState<
    { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; services: CheckoutServices }
  >({ kind: 'loading' });
  // Read once per mount: a new object each render must not restart checkout.
  const givenPorts = useRef(ports);
  useEffect(() => {
    ensureStyles(STYLE_ID, styles);
    let live = true;
    (config ? Promise.resolve(config) : loadRuntimeConfig(configUrl))
      .then((loaded) =>
        createCheckoutServices({
          country,
          config: loaded,
          ...(apiOrigin ? { apiOrigin } : {}),
          ...givenPorts.current,
        }),
      )
      .then(
        (services) => live && setState({ kind: 'ready', services }),
        (error: unknown) => {
          reportError(`checkout could not start: ${String(error)}`, {
            area: 'checkout',
            reason: 'start',
          });
          if (live) setState({ kind: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [country, configUrl, config, apiOrigin]);

  const i18n = state.kind === 'ready' ? state.services.i18n : createCheckoutI18n(country);
  return (
    <CheckoutI18nContext.Provider value={i18n}>
      <div className="refurb-checkout">
        {state.kind === 'loading' && (
          <p role="status" className="co-note">
            {i18n.t('checkout.loading')}
          </p>
        )}
        {state.kind === 'failed' && (
          <div role="alert" className="co-error">
            <p>
              <strong>{i18n.t('error.title')}</strong>
            </p>
            <p>{i18n.t('error.text')}</p>
          </div>
        )}
        {state.kind === 'ready' && (
          <CheckoutServicesContext.Provider value={state.services}>
            {children}
          </CheckoutServicesContext.Provider>
        )}
      </div>
    </CheckoutI18nContext.Provider>
  );
}
