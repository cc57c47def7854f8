import { describe, expect, it, jest } from '@jest/globals';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads on the first ask only and shares the answer', async () => {
    const load = jest.fn(() => Promise.resolve(7));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([get(), get()])).resolves.toEqual([7, 7]);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure, and the failing ask sees the failure', async () => {
    const load = jest
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(8);
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('ChunkLoadError');
    await expect(get()).resolves.toBe(8);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
