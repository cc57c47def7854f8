/**
 * Where every account view starts: reads the runtime config, builds the page's services and gives
 * its children the services and the site's language. Until then a status line; when the account
 * cannot start, a message a person can act on, and the report goes to Sentry.
 */
import { describeError } from '@refurb/shared-contracts/runtime';
import type { Country } from '@refurb/shared-contracts';
import type { RuntimeConfig } from '@refurb/shared-contracts/runtime';
import { StartStatus, formStyles, useRemoteStart } from '@refurb/web-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import ownStyles from '../styles.css';
import { AccountI18nContext, loadWords, START_WORDS, type AccountWords } from '../i18n/i18n';
import { AccountServicesContext } from './account-context';
import {
  createAccountServices,
  type AccountServices,
  type AccountServicesOptions,
} from './account-services';
import { reportError } from './effects';

export interface AccountRootProps {
  readonly country: Country;
  readonly configUrl?: string;
  /** A config already read (tests, Storybook). */
  readonly config?: RuntimeConfig;
  readonly apiOrigin?: string;
  /** Ports other than the browser's (tests, Storybook). */
  readonly ports?: Pick<AccountServicesOptions, 'api' | 'identity' | 'botCheck' | 'storage'>;
  /** A widget (the header's menu) shows nothing while it starts, instead of a status line. */
  readonly quiet?: boolean;
  /** The words its pages say: a sign-in page's alone, or every page's (the default). */
  readonly words?: AccountWords;
  readonly children: ReactNode;
}

const styles = `${formStyles('.refurb-account', 'ac')}${ownStyles}`;
const STYLE_ID = 'refurb-mf-account-styles';

export function AccountRoot({
  country,
  configUrl,
  config,
  apiOrigin,
  ports,
  quiet = false,
  words = 'all',
  children,
}: AccountRootProps) {
  // Read once per mount: a new object each render must not restart the page.
  const givenPorts = useRef(ports);
  const state = useRemoteStart<AccountServices>({
    styleId: STYLE_ID,
    styles,
    config,
    configUrl,
    key: `${country}|${apiOrigin ?? ''}|${words}`,
    start: (loaded) =>
      createAccountServices({
        country,
        config: loaded,
        words,
        ...(apiOrigin ? { apiOrigin } : {}),
        ...givenPorts.current,
      }),
    onFailed: (error) =>
      reportError(`account could not start: ${describeError(error)}`, {
        area: 'account',
        reason: 'start',
      }),
  });
  // The site's catalogue loads beside the runtime config, not after it (the services wait for both).
  useEffect(() => {
    loadWords(words, country).catch(() => undefined);
  }, [country, words]);
  const startWords = START_WORDS[country];
  return (
    <div className="refurb-account">
      {state.kind === 'ready' ? (
        <AccountI18nContext.Provider value={state.services.words}>
          <AccountServicesContext.Provider value={state.services}>
            {children}
          </AccountServicesContext.Provider>
        </AccountI18nContext.Provider>
      ) : (
        !quiet && (
          <StartStatus
            kind={state.kind}
            {...startWords}
            loadingClass="ac-note"
            failedClass="ac-error"
          />
        )
      )}
    </div>
  );
}
