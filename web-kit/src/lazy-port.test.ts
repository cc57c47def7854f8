import { describe, expect, it, jest } from '@jest/globals';
import { lazyPort } from './lazy-port';

interface Port {
  read(id: string): Promise<string>;
  write(id: string, value: number): Promise<void>;
  link(id: string): string;
}

function adapter(): Port {
  return {
    read: (id) => Promise.resolve(`value of ${id}`),
    write: () => Promise.resolve(),
    link: (id) => `/items/${id}`,
  };
}

describe('lazyPort', () => {
  it('loads the adapter on the first call only, and answers the own methods without it', async () => {
    const load = jest.fn(() => Promise.resolve(adapter()));
    const port = lazyPort<Port>(load, { read: true, write: true }, { link: (id) => `/i/${id}` });

    expect(port.link('7')).toBe('/i/7');
    expect(load).not.toHaveBeenCalled();
    await expect(port.read('7')).resolves.toBe('value of 7');
    await expect(port.write('7', 1)).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the call whose load failed, and loads again on the next one', async () => {
    const load = jest
      .fn<() => Promise<Port>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(adapter());
    const port = lazyPort<Port>(load, { read: true, write: true }, { link: () => '' });

    await expect(port.read('1')).rejects.toThrow('chunk failed');
    await expect(port.read('1')).resolves.toBe('value of 1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload starts the load once, before any call, and swallows its failure', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    const port = lazyPort<Port>(load, { read: true, write: true }, { link: () => '' });

    port.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(port.read('1')).rejects.toThrow('offline');
  });
});
