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

function testConfig(): RuntimeConfig {
  return RuntimeConfigSchema.parse({
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
}

describe('useRemoteStart', () => {
  it('puts its styles in the page once, and none when it is given none (a view-less root)', async () => {
    const start = (styleId: string, styles?: string) =>
      renderHook(() =>
        useRemoteStart({
          styleId,
          ...(styles === undefined ? {} : { styles }),
          config: testConfig(),
          key: 'ro',
          start: () => 'started',
          onFailed: () => undefined,
        }),
      );
    const drawn = start('remote-start-drawn', '.drawn { color: red }');
    const quiet = start('remote-start-quiet');
    await waitFor(() => expect(quiet.result.current.kind).toBe('ready'));
    await waitFor(() => expect(drawn.result.current.kind).toBe('ready'));
    expect(document.getElementById('remote-start-drawn')?.textContent).toBe(
      '.drawn { color: red }',
    );
    expect(document.getElementById('remote-start-quiet')).toBeNull();
  });

  it('configures the runtime config’s currencies before the remote’s services start', async () => {
    const config = testConfig();
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
