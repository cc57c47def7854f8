/**
 * What page tests share: the local runtime config, the window event bus as on a site, and a
 * `renderPage` that mounts a page inside AccountRoot with the fake shop-api, the in-memory
 * identity and a bot check that always answers, for a person who is logged in (or not).
 */
import { type Country } from '@refurb/shared-contracts';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { createEventBus, RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createMemoryIdentity, type MemoryIdentity } from '../adapters/memory-identity';
import { AccountRoot } from '../app/AccountRoot';
import type { AccountWords } from '../i18n/i18n';
import { CUSTOMER, fakeAccountApi, type FakeAccountApi } from './fake-account-api';

export const config = RuntimeConfigSchema.parse(localConfig);

export const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});

export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export async function renderPage(
  page: ReactNode,
  options: {
    country?: Country;
    user?: SessionUser | null;
    fake?: FakeAccountApi;
    memory?: MemoryIdentity;
    configOverride?: typeof config;
    /** The words the root loads (AccountRoot's `words`). */
    words?: AccountWords;
  } = {},
): Promise<RenderResult & { fake: FakeAccountApi; memory: MemoryIdentity }> {
  const fake = options.fake ?? fakeAccountApi();
  const memory = options.memory ?? createMemoryIdentity();
  const user = options.user === undefined ? CUSTOMER : options.user;
  bus.publish('session.changed', { user });
  const view = render(
    <AccountRoot
      country={options.country ?? 'ro'}
      config={options.configOverride ?? config}
      words={options.words ?? 'all'}
      ports={{
        api: fake.api,
        identity: memory.identity,
        botCheck: { token: (action) => Promise.resolve(`bot-${action}`) },
        storage: memoryStorage(),
      }}
    >
      {page}
    </AccountRoot>,
  );
  // The root reads its config in an effect; the page is there once its heading is.
  await screen.findAllByRole('heading');
  return { ...view, fake, memory };
}
