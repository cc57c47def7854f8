/** The cases the property tests found, kept as examples: each was a crash or a lost progress. */
import { describe, expect, it } from '@jest/globals';
import { SELL_PROGRESS_KEY, serializeSellProgress } from '@refurb/shared-contracts/sell';
import { nestedArrays, openBlocked } from '@refurb/shared-contracts/storage-arbitraries';
import { freshProgress } from '../sell/sell.machine';
import { memoryStorage } from '../test-support/flow-harness';
import { createProgressStore } from './progress-store';

describe('createProgressStore', () => {
  it.each([
    ['a version with a toString that is no function', '{"v":{"toString":0}}'],
    ['a version with neither toString nor valueOf', '{"v":{"toString":0,"valueOf":0}}'],
    ['a version nested deeper than the stack', `{"v":${nestedArrays(200_000)}}`],
  ])('reports and removes an entry with %s instead of throwing', (_, entry) => {
    const storage = memoryStorage();
    storage.setItem(SELL_PROGRESS_KEY, entry);
    const reports: string[] = [];
    const store = createProgressStore(storage, (reason) => reports.push(reason));
    expect(store.load()).toBeNull();
    expect(reports).toEqual(['sell progress: version object']);
    expect(storage.items.has(SELL_PROGRESS_KEY)).toBe(false);
  });

  it('keeps the last good progress when asked to save one the schema refuses, and says so once', () => {
    const storage = memoryStorage();
    const reports: string[] = [];
    const store = createProgressStore(storage, (reason) => reports.push(reason));
    const good = { ...freshProgress('ro'), brand: 'Apple' };
    store.save(good);
    // A pasted name past the draft's 500 characters, typed on: one save a key.
    const tooLong = { ...good, details: { ...good.details, name: 'x'.repeat(501) } };
    store.save(tooLong);
    store.save({ ...tooLong, details: { ...tooLong.details, name: 'x'.repeat(502) } });
    expect(storage.items.get(SELL_PROGRESS_KEY)).toBe(serializeSellProgress(good));
    expect(store.load()).toEqual(good);
    expect(reports).toEqual([expect.stringMatching(/^sell progress not saved: details\.name /)]);
  });

  it('reports each refusal when opening session storage throws, and keeps going', () => {
    const reports: string[] = [];
    const store = createProgressStore(openBlocked, (reason) => reports.push(reason));
    expect(store.load()).toBeNull();
    store.save(freshProgress('bg'));
    store.clear();
    expect(reports).toEqual([
      `storage refused to read ${SELL_PROGRESS_KEY}: The operation is insecure.`,
      `storage refused to write ${SELL_PROGRESS_KEY}: The operation is insecure.`,
      `storage refused to remove ${SELL_PROGRESS_KEY}: The operation is insecure.`,
    ]);
  });
});
