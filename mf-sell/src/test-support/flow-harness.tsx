/**
 * What flow tests share: the local runtime config, the window event bus as on a site, storage in
 * memory, and `renderFlow`, which mounts the sell flow inside SellRoot over the fake sell API for a
 * person who is signed in (or a visitor).
 */
import { type Country } from '@refurb/shared-contracts';
import { type SessionUser } from '@refurb/shared-contracts/api/session';
import { createEventBus, RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { type SellStep } from '@refurb/shared-contracts/sell';
import { render, screen, type RenderResult } from '@testing-library/react';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { SellRoot } from '../app/SellRoot';
import { SellFlow } from '../sell/sell-flow';
import { createFakeSellApi, type FakeSellApi } from './fake-sell-api';

export const config = RuntimeConfigSchema.parse(localConfig);

export const bus = createEventBus({
  target: window,
  createEvent: (name, detail) => new CustomEvent(name, { detail }),
});

export const SELLER: SessionUser = {
  id: 'u1',
  email: 'ana@example.ro',
  displayName: 'Ana Pop',
  phoneNumber: '+40722123456',
  deactivated_at: null,
};

export type MemoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  readonly items: Map<string, string>;
};

export function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export async function renderFlow(
  options: {
    country?: Country;
    step?: SellStep;
    user?: SessionUser | null;
    api?: FakeSellApi;
    storage?: MemoryStorage;
  } = {},
): Promise<RenderResult & { api: FakeSellApi; storage: MemoryStorage }> {
  const api = options.api ?? createFakeSellApi();
  const storage = options.storage ?? memoryStorage();
  bus.publish('session.changed', { user: options.user === undefined ? SELLER : options.user });
  const view = render(
    <SellRoot country={options.country ?? 'ro'} config={config} ports={{ api, storage, bus }}>
      <SellFlow requested={options.step ?? 'device'} />
    </SellRoot>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api, storage };
}
