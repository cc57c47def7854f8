import { describe, expect, it, jest } from '@jest/globals';
import { createEventBus, type ApiResult } from '@refurb/shared-contracts/runtime';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  catalogueProblems,
  createErrorReporter,
  ensureStyles,
  navigateTo,
  PageLink,
  untranslated,
  useApi,
  useModule,
} from './index';
import { loadRuntimeConfig } from './runtime-config';

describe('navigation', () => {
  it('pushes a history entry and tells the router with popstate', () => {
    const heard = jest.fn();
    window.addEventListener('popstate', heard);
    navigateTo('/cont/');
    window.removeEventListener('popstate', heard);
    expect(window.location.pathname).toBe('/cont/');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('adds no history entry for the page already shown', () => {
    navigateTo('/cont/');
    const length = window.history.length;
    navigateTo('/cont/');
    expect(window.history.length).toBe(length);
  });

  it('a plain click on a page link goes through the router; a modified click or another origin does not', () => {
    window.history.replaceState(null, '', '/');
    render(
      <>
        <PageLink href="/autentifica-te/">in</PageLink>
        <PageLink href="//elsewhere.example/">out</PageLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'in' }), { ctrlKey: true });
    expect(window.location.pathname).toBe('/');
    const outside = fireEvent.click(screen.getByRole('link', { name: 'out' }));
    expect(outside).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'in' }));
    expect(window.location.pathname).toBe('/autentifica-te/');
  });
});

describe('createErrorReporter', () => {
  it('logs with the remote name and tells the host with an error.reported event it can parse', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: unknown[] = [];
    const bus = createEventBus({
      target: window,
      createEvent: (name, detail) => new CustomEvent(name, { detail }),
      onInvalid: (_type, error) => heard.push(error),
    });
    const stop = bus.subscribe('error.reported', (payload) => heard.push(payload));
    createErrorReporter('mf_account')('boom', { area: 'auth' });
    stop();
    expect(spy).toHaveBeenCalledWith('[refurb:mf_account]', { area: 'auth' }, 'boom');
    expect(heard).toEqual([{ source: 'mf_account', message: 'boom', tags: { area: 'auth' } }]);
    spy.mockRestore();
  });

  it('cuts a message and tags to what the event carries, so a huge report still arrives', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: unknown[] = [];
    const bus = createEventBus({
      target: window,
      createEvent: (name, detail) => new CustomEvent(name, { detail }),
      onInvalid: (_type, error) => heard.push(error),
    });
    const stop = bus.subscribe('error.reported', (payload) => heard.push(payload.message.length));
    createErrorReporter('mf_cart')('x'.repeat(10_000), { body: 'y'.repeat(1000) });
    stop();
    expect(heard).toEqual([4000]);
    jest.restoreAllMocks();
  });
});

describe('ensureStyles', () => {
  it('adds one style element per id', () => {
    ensureStyles('kit-test', 'p{}');
    ensureStyles('kit-test', 'p{}');
    expect(document.querySelectorAll('#kit-test')).toHaveLength(1);
  });

  it('in a shadow root, once per root, and nothing in the page', () => {
    const hosts = [document.createElement('div'), document.createElement('div')];
    const roots = hosts.map((host) => {
      document.body.append(host);
      return host.attachShadow({ mode: 'open' });
    });
    for (const root of [...roots, ...roots]) ensureStyles('kit-shadow', '.x{color:red}', root);
    for (const root of roots) {
      expect(root.querySelectorAll('style#kit-shadow')).toHaveLength(1);
      expect(root.querySelector('style')?.textContent).toBe('.x{color:red}');
    }
    expect(document.getElementById('kit-shadow')).toBeNull();
    for (const host of hosts) host.remove();
  });
});

describe('loadRuntimeConfig', () => {
  it('reads once per page, and a failed read is tried again by the next caller', async () => {
    const answer = (status: number, body: unknown) =>
      ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as unknown as Response;
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer(503, {}))
      .mockResolvedValueOnce(answer(200, { environment: 'local' }));
    globalThis.fetch = fetchMock;
    await expect(loadRuntimeConfig('/kit-config.json')).rejects.toThrow('answered 503');
    await expect(loadRuntimeConfig('/kit-config.json')).rejects.toThrow('is invalid at');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('useApi', () => {
  it('is loading, then ready; a failure offers a retry that calls again', async () => {
    let answer: ApiResult<string> = {
      ok: false,
      error: { status: 0, code: 'network', message: 'down' },
    };
    const load = jest.fn(() => Promise.resolve(answer));
    const { result } = renderHook(() => useApi('orders', load));
    expect(result.current.kind).toBe('loading');
    await waitFor(() => expect(result.current.kind).toBe('failed'));
    answer = { ok: true, data: 'three orders' };
    act(() => {
      if (result.current.kind === 'failed') result.current.retry();
    });
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', data: 'three orders' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an older answer never replaces the newer one', async () => {
    let finishFirst: (value: ApiResult<string>) => void = () => undefined;
    const first = new Promise<ApiResult<string>>((resolve) => (finishFirst = resolve));
    type Props = { key: string | null; load: () => Promise<ApiResult<string>> };
    const initialProps: Props = { key: 'a', load: () => first };
    const { result, rerender } = renderHook(({ key, load }: Props) => useApi(key, load), {
      initialProps,
    });
    rerender({
      key: 'b',
      load: () => Promise.resolve({ ok: true, data: 'b' } as ApiResult<string>),
    });
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', data: 'b' }));
    await act(async () => finishFirst({ ok: true, data: 'a' }));
    expect(result.current).toEqual({ kind: 'ready', data: 'b' });
    rerender({ key: null, load: () => first });
    expect(result.current.kind).toBe('idle');
  });
});

describe('useModule', () => {
  it('a chunk that did not arrive is asked for again on retry', async () => {
    const load = jest
      .fn<() => Promise<{ page: string }>>()
      .mockRejectedValueOnce(new Error('Loading chunk 684 failed'))
      .mockResolvedValue({ page: 'purchases' });
    const { result } = renderHook(() => useModule('signed-in-pages', load));
    expect(result.current.kind).toBe('loading');
    await waitFor(() => expect(result.current.kind).toBe('failed'));
    act(() => {
      if (result.current.kind === 'failed') result.current.retry();
    });
    await waitFor(() =>
      expect(result.current).toEqual({ kind: 'ready', data: { page: 'purchases' } }),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('catalogue checks', () => {
  const reference = { hello: 'Salut, {name}', bye: 'La revedere', brand: 'Genius' };
  it('finds missing, extra, empty and mismatched keys', () => {
    expect(catalogueProblems(reference, { hello: 'Hi, {who}', bye: ' ', extra: 'x' })).toEqual([
      'hello: placeholders {who}',
      'bye: empty',
      'brand: missing',
      'extra: not in the reference',
    ]);
  });
  it('reads a plural argument’s name as a placeholder, once however many forms repeat one', () => {
    const counted = {
      items: '{count, plural, one {# produs} few {# produse} other {# de produse}} în {where}',
    };
    expect(
      catalogueProblems(counted, {
        items: '{count, plural, one {# продукт} other {# продукта}} в {where}',
      }),
    ).toEqual([]);
    expect(
      catalogueProblems(counted, { items: '{n, plural, other {# x {where}}} {where}' }),
    ).toEqual(['items: placeholders {n}, {where}']);
  });
  it('finds text left in the reference language, brand names allowed', () => {
    expect(untranslated(reference, { ...reference, hello: 'Hi, {name}' })).toEqual([
      'bye',
      'brand',
    ]);
    expect(untranslated(reference, reference, (key) => key !== 'bye')).toEqual(['bye']);
  });
});
