/**
 * Where every sell view starts: reads the runtime config, builds the page's services and gives its
 * children the services and the site's language. Until then a status line; when the flow cannot
 * start, a message a person can act on, and the report goes to Sentry.
 */
import type { Country, RuntimeConfig } from '@refurb/shared-contracts';
import { StartStatus, formStyles, useRemoteStart } from '@refurb/web-kit';
import { useRef, type ReactNode } from 'react';
import ownStyles from '../styles.css';
import { SellI18nContext, createSellI18n } from '../i18n/i18n';
import { reportError } from './effects';
import { SellServicesContext } from './sell-context';
import { createSellServices, type SellServices, type SellServicesOptions } from './sell-services';

export interface SellRootProps {
  readonly country: Country;
  readonly configUrl?: string;
  /** A config already read (tests, Storybook). */
  readonly config?: RuntimeConfig;
  readonly apiOrigin?: string;
  /** Ports other than the browser's (tests, Storybook). */
  readonly ports?: Pick<SellServicesOptions, 'api' | 'storage' | 'bus' | 'navigation'>;
  readonly children: ReactNode;
}

const styles = `${formStyles('.refurb-sell', 'se')}${ownStyles}`;
const STYLE_ID = 'refurb-mf-sell-styles';

export function SellRoot({
  country,
  configUrl,
  config,
  apiOrigin,
  ports,
  children,
}: SellRootProps) {
  // Read once per mount: a new object each render must not restart the flow.
  const givenPorts = useRef(ports);
  const state = useRemoteStart<SellServices>({
    styleId: STYLE_ID,
    styles,
    config,
    configUrl,
    key: `${country}|${apiOrigin ?? ''}`,
    start: (loaded) =>
      createSellServices({
        country,
        config: loaded,
        ...(apiOrigin ? { apiOrigin } : {}),
        ...givenPorts.current,
      }),
    onFailed: (error) =>
      reportError(`sell could not start: ${String(error)}`, { area: 'sell', reason: 'start' }),
  });
  const i18n = state.kind === 'ready' ? state.services.i18n : createSellI18n(country);
  return (
    <SellI18nContext.Provider value={i18n}>
      <div className="refurb-sell">
        {state.kind === 'ready' ? (
          <SellServicesContext.Provider value={state.services}>
            {children}
          </SellServicesContext.Provider>
        ) : (
          <StartStatus
            kind={state.kind}
            loading={i18n.t('sell.loading')}
            title={i18n.t('error.title')}
            text={i18n.t('error.text')}
            loadingClass="se-note"
            failedClass="se-error"
          />
        )}
      </div>
    </SellI18nContext.Provider>
  );
}
