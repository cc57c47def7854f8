/** A site for jsdom tests of the whole App: the local config, no remote that ever loads. */
import { type Country } from '@refurb/shared-contracts';
import { createEventBus, RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { webStorage } from '@refurb/web-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createShopApi } from '../api/shop-api';
import { App } from '../app/App';
import { createCartDemand } from '../app/cart-ready';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { createRemoteLoader } from '../remotes/remote-loader';

const config = RuntimeConfigSchema.parse(localConfig);

export function testSite(country: Country): Site {
  const reporter = { report: () => undefined };
  return {
    country,
    config,
    flags: config.flags,
    siteBase: `http://${country}.localhost:3000`,
    api: createShopApi(config.services),
    remotes: createRemoteLoader({
      remotes: { remotes: {} },
      runtime: {
        register: () => undefined,
        preload: async () => undefined,
        load: () => new Promise(() => undefined),
      },
      reporter,
      sessionBucket: 0.5,
      sleep: async () => undefined,
    }),
    bus: createEventBus({
      target: new EventTarget(),
      createEvent: (n, d) => new CustomEvent(n, { detail: d }),
    }),
    reporter,
    botCheck: { siteKey: 'k', token: async () => null },
    cartReady: async () => false,
    cartDemand: createCartDemand(),
    storage: webStorage('localStorage'),
  };
}

export function renderSite(country: Country) {
  return render(
    <SiteProvider value={testSite(country)}>
      <I18nProvider value={createI18n(country)}>
        <App />
      </I18nProvider>
    </SiteProvider>,
  );
}

/** `children` in a test site of `country`, with its words. */
export function TestSite({ country, children }: { country: Country; children: ReactNode }) {
  return (
    <SiteProvider value={testSite(country)}>
      <I18nProvider value={createI18n(country)}>{children}</I18nProvider>
    </SiteProvider>
  );
}
