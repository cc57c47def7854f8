/**
 * The composition root's shop-api port on a site: the adapter (and the response schemas it parses
 * with) loads on the first call or when a form is being filled in, never to draw a page.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createMemoryIdentity } from '../adapters/memory-identity';
import { config, memoryStorage } from '../test-support/page-harness';
import { fakeAccountApi } from '../test-support/fake-account-api';
import type * as HttpAccountApi from '../adapters/http-account-api';
import { createAccountServices } from './account-services';

const mockAdapter = jest.fn<typeof HttpAccountApi.createHttpAccountApi>();
jest.mock('../adapters/http-account-api', () => ({ createHttpAccountApi: mockAdapter }));

const start = () =>
  createAccountServices({
    country: 'ro',
    config,
    identity: createMemoryIdentity().identity,
    botCheck: { token: () => Promise.resolve('bot') },
    storage: memoryStorage(),
  });

describe('createAccountServices: the shop-api port', () => {
  it('builds an invoice link and draws nothing that loads the adapter', async () => {
    mockAdapter.mockClear();
    const services = await start();

    expect(services.api.invoiceUrl('RO 7/1')).toBe('/bff/me/orders/RO%207%2F1/invoice.pdf');
    expect(mockAdapter).not.toHaveBeenCalled();
  });

  it('loads the adapter once, on preload or the first call, and answers with it', async () => {
    mockAdapter.mockClear();
    const fake = fakeAccountApi();
    mockAdapter.mockReturnValue(fake.api);
    const services = await start();

    services.preloadApi();
    const answer = await services.api.me();

    expect(mockAdapter).toHaveBeenCalledTimes(1);
    expect(mockAdapter.mock.calls[0]?.[0]).toMatchObject({ country: 'ro', origin: '' });
    expect(answer).toEqual(await fake.api.me());
  });
});
