/**
 * Where every sell view starts: reads the runtime config, builds the page's services and gives its
 * children the services and the site's language. Until then a status line; when the flow cannot
 * start, a message a person can act on, and the report goes to Sentry.
 */
import type { Country } from '@refurb/shared-contracts';
import type { RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { StartStatus, formStyles, useRemoteStart } from '@refurb/web-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import ownStyles from '../styles.css';
import { SellI18nContext, loadSellI18n, START_WORDS } from '../i18n/i18n';
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
  // The site's catalogue loads beside the runtime config, not after it (the services wait for both).
  useEffect(() => {
    loadSellI18n(country).catch(() => undefined);
  }, [country]);
  return (
    <div className="refurb-sell">
      {state.kind === 'ready' ? (
        <SellI18nContext.Provider value={state.services.i18n}>
          <SellServicesContext.Provider value={state.services}>
            {children}
          </SellServicesContext.Provider>
        </SellI18nContext.Provider>
      ) : (
        <StartStatus
          kind={state.kind}
          {...START_WORDS[country]}
          loadingClass="se-note"
          failedClass="se-error"
        />
      )}
    </div>
  );
}
