import { ServiceBasesSchema } from '@refurb/shared-contracts/testing';
import { afterEach, describe, expect, it } from '@jest/globals';
import { COUNTRIES, priceFormatter } from '@refurb/shared-contracts';
import {
  configureCurrencies,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '@refurb/shared-contracts/runtime';
import { renderHook, waitFor } from '@testing-library/react';
import { useRemoteStart } from './remote-start';

afterEach(() => configureCurrencies(undefined));

describe('useRemoteStart', () => {
  it('configures the runtime config’s currencies before the remote’s services start', async () => {
    const config: RuntimeConfig = RuntimeConfigSchema.parse({
      environment: 'test',
      services: Object.fromEntries(
        Object.keys(ServiceBasesSchema.shape).map((name) => [name, `/${name}`]),
      ),
      sites: Object.fromEntries(COUNTRIES.map((c) => [c, `http://${c}.localhost:3000`])),
      firebase: { projectId: 'demo-refurb', apiKey: 'key', authDomain: 'demo-refurb.test' },
      botCheck: { scriptUrl: '/bot-check.js', siteKey: 'key' },
      flags: {},
      cart: {},
      accessoriesImageBase: '/accessories/',
      currencies: { bg: { code: 'EUR', label: '€' } },
    });
    const { result } = renderHook(() =>
      useRemoteStart({
        styleId: 'remote-start-test',
        styles: '',
        config,
        key: 'bg',
        start: () => priceFormatter('bg')(1234.5),
        onFailed: () => undefined,
      }),
    );
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', services: '1234,5 €' }));
  });
});
