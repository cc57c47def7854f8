/**
 * Where every checkout view starts: reads the runtime config, builds the page's services and gives
 * its children the services and the site's language. Until then a status line; when checkout
 * cannot start, a message a person can act on, and the report goes to Sentry.
 */
import type { Country } from '@refurb/shared-contracts';
import type { RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { useEffect, useRef, type ReactNode } from 'react';
import { comboboxStyles, StartStatus, useRemoteStart } from '@refurb/web-kit';
import styles from '../styles.css';
import { CheckoutI18nContext, loadCheckoutI18n, START_WORDS } from '../i18n/i18n';
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
  // Read once per mount: a new object each render must not restart checkout.
  const givenPorts = useRef(ports);
  const state = useRemoteStart<CheckoutServices>({
    styleId: STYLE_ID,
    styles: `${styles}${comboboxStyles('.refurb-checkout', 'co')}`,
    config,
    configUrl,
    key: `${country}|${apiOrigin ?? ''}`,
    start: (loaded) =>
      createCheckoutServices({
        country,
        config: loaded,
        ...(apiOrigin ? { apiOrigin } : {}),
        ...givenPorts.current,
      }),
    onFailed: (error) =>
      reportError(`checkout could not start: ${String(error)}`, {
        area: 'checkout',
        reason: 'start',
      }),
  });
  // The site's catalogue loads beside the runtime config, not after it (the services wait for both).
  useEffect(() => {
    loadCheckoutI18n(country).catch(() => undefined);
  }, [country]);
  return (
    <div className="refurb-checkout">
      {state.kind === 'ready' ? (
        <CheckoutI18nContext.Provider value={state.services.i18n}>
          <CheckoutServicesContext.Provider value={state.services}>
            {children}
          </CheckoutServicesContext.Provider>
        </CheckoutI18nContext.Provider>
      ) : (
        <StartStatus
          kind={state.kind}
          {...START_WORDS[country]}
          loadingClass="co-note"
          failedClass="co-error"
        />
      )}
    </div>
  );
}
