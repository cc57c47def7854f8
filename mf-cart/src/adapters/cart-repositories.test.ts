import { cartStorageKey } from '@refurb/shared-contracts';
import { describeCartRepository } from './cart-repository.contract';
import { createLocalStorageCartRepository } from './local-storage-cart-repository';
import { createMemoryCartStore } from './memory-cart-repository';

describeCartRepository('the in-memory store', async () => {
  const store = createMemoryCartStore();
  return {
    open: (settings) => store.open(settings),
    writeRaw: async (value) => {
      store.raw = JSON.stringify(value);
    },
  };
});

/**
 * localStorage in jsdom: each handle is a tab with its own event target; a write through one tab
 * raises the `storage` event on the others, as the browser does between tabs of one origin.
 */
describeCartRepository('localStorage', async () => {
  window.localStorage.clear();
  const tabs: EventTarget[] = [];
  const relaying = (self: EventTarget): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => ({
    getItem: (key) => window.localStorage.getItem(key),
    setItem(key, value) {
      window.localStorage.setItem(key, value);
      for (const tab of tabs)
        if (tab !== self) tab.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    removeItem(key) {
      window.localStorage.removeItem(key);
      for (const tab of tabs)
        if (tab !== self) tab.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    },
  });
  return {
    open(settings) {
      const tab = new EventTarget();
      tabs.push(tab);
      return createLocalStorageCartRepository({
        storage: relaying(tab),
        events: tab,
        settings,
      });
    },
    writeRaw: async (value) => {
      window.localStorage.setItem(cartStorageKey('1.04'), JSON.stringify(value));
    },
  };
});
