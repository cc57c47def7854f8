import { describe, expect, it } from '@jest/globals';
import {
  createEventBus,
  guardedStorage,
  RuntimeConfigSchema,
  type RemotesJson,
} from '@refurb/shared-contracts/runtime';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { userEvent } from '@testing-library/user-event';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { createShopApi } from '../api/shop-api';
import { createCartDemand } from '../app/cart-ready';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { createRemoteLoader, type FederationRuntime } from './remote-loader';
import { RemoteSlot } from './RemoteSlot';
import { RemoteWidget } from './RemoteWidget';

const config = RuntimeConfigSchema.parse(localConfig);
const remotes: RemotesJson = {
  remotes: {
    mf_cart: {
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
      version: '0.1.0',
      contractsMajor: 1,
    },
  },
};

function renderSlot(runtime: FederationRuntime, reports: string[], slot?: ReactNode) {
  const reporter = {
    report: (_e: unknown, c: { tags: Readonly<Record<string, string>> }) =>
      void reports.push(c.tags.remote ?? ''),
  };
  const site: Site = {
    country: 'bg',
    config,
    flags: config.flags,
    siteBase: 'http://bg.localhost:3000',
    api: createShopApi(config.services),
    remotes: createRemoteLoader({
      remotes,
      runtime,
      reporter,
      sessionBucket: 0.5,
      sleep: async () => undefined,
    }),
    bus: createEventBus({
      target: window,
      createEvent: (n, d) => new CustomEvent(n, { detail: d }),
    }),
    reporter,
    botCheck: { siteKey: 'k', token: async () => null },
    cartReady: async () => false,
    cartDemand: createCartDemand(),
    storage: guardedStorage(() => null),
  };
  const wrap = (node: ReactNode) => (
    <SiteProvider value={site}>
      <I18nProvider value={createI18n('bg')}>
        {node ?? <RemoteSlot name="mf_cart" route={{ name: 'cart', params: {} }} />}
      </I18nProvider>
    </SiteProvider>
  );
  const view = render(wrap(slot));
  return Object.assign(view, { rerenderSlot: (next: ReactNode) => view.rerender(wrap(next)) });
}

/** The header's mini-cart widget with a host link as its fallback. */
const miniCart = (active: boolean) => (
  <RemoteWidget
    name="mf_cart"
    expose="mini-cart"
    route={{ name: 'mini-cart', params: {} }}
    fallback={<a href="/cos/">host cart</a>}
    active={active}
  />
);

describe('RemoteSlot', () => {
  it('a waiting widget shows its fallback and loads nothing until it is active', async () => {
    let loads = 0;
    const runtime: FederationRuntime = {
      register: () => undefined,
      preload: async () => undefined,
      load: async () => {
        loads += 1;
        return {
          mount: (element: HTMLElement) => {
            element.innerHTML = '<button type="button">remote cart</button>';
            return () => undefined;
          },
        };
      },
    };
    const slot = miniCart;
    const view = renderSlot(runtime, [], slot(false));
    await act(async () => undefined);
    expect(loads).toBe(0);
    expect(screen.getByRole('link', { name: 'host cart' })).toBeTruthy();
    view.rerenderSlot(slot(true));
    expect(await screen.findByRole('button', { name: 'remote cart' })).toBeTruthy();
    expect(loads).toBe(1);
    expect(screen.queryByRole('link', { name: 'host cart' })).toBeNull();
    // Waiting again (the person logged out of a menu): the remote goes, the fallback is back.
    view.rerenderSlot(slot(false));
    expect(screen.getByRole('link', { name: 'host cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'remote cart' })).toBeNull();
  });

  it('keeps a waiting widget’s fallback, and the focus on it, as the widget starts loading', async () => {
    const runtime: FederationRuntime = {
      register: () => undefined,
      preload: async () => undefined,
      load: () => new Promise(() => undefined),
    };
    const slot = miniCart;
    const view = renderSlot(runtime, [], slot(false));
    const link = screen.getByRole('link', { name: 'host cart' });
    link.focus();
    view.rerenderSlot(slot(true));
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'host cart' })).toBe(link);
    expect(document.activeElement).toBe(link);
  });

  it('mounts the remote with the site props and unmounts it when the page goes', async () => {
    const calls: string[] = [];
    const runtime: FederationRuntime = {
      register: () => undefined,
      preload: async () => undefined,
      load: async () => ({
        mount: (element: HTMLElement, props: { country: string; route: { name: string } }) => {
          element.textContent = `cart for ${props.country} on ${props.route.name}`;
          calls.push('mount');
          return () => void calls.push('unmount');
        },
      }),
    };
    const view = renderSlot(runtime, []);
    expect(await screen.findByText('cart for bg on cart')).toBeTruthy();
    view.unmount();
    expect(calls).toEqual(['mount', 'unmount']);
  });

  it('shows the localized fallback with a retry after the remote failed to load, and reports it', async () => {
    let up = false;
    const reports: string[] = [];
    const runtime: FederationRuntime = {
      register: () => undefined,
      preload: async () => undefined,
      load: async () => {
        if (!up) throw new Error('Loading script failed');
        return {
          mount: (element: HTMLElement) => (
            (element.textContent = 'cart is back'),
            () => undefined
          ),
        };
      },
    };
    renderSlot(runtime, reports);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Този раздел в момента не е достъпен');
    expect(reports).toEqual(['mf_cart']);
    up = true;
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Опитай отново' })));
    expect(await screen.findByText('cart is back')).toBeTruthy();
  });

  it('shows the notice and reports it when a remote rendering in steps says later it could not', async () => {
    const reports: string[] = [];
    let ready = (_outcome: { ok: false; error: unknown }) => {};
    const runtime: FederationRuntime = {
      register: () => undefined,
      preload: async () => undefined,
      load: async () => ({
        mount: () =>
          Object.assign(() => undefined, {
            ready: new Promise<{ ok: false; error: unknown }>((resolve) => {
              ready = resolve;
            }),
          }),
      }),
    };
    renderSlot(runtime, reports);
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () =>
      ready({ ok: false, error: new Error('mf_cart: props invalid at country') }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Този раздел в момента не е достъпен');
    expect(reports).toEqual(['mf_cart']);
  });

  it('keeps a widget’s fallback until its remote has drawn itself, in a box reserved for its widest state', async () => {
    let draw: (() => void) | null = null;
    let settled = 0;
    const runtime: FederationRuntime = {
      register: () => undefined,
      preload: async () => undefined,
      load: async () => ({
        mount: (element: HTMLElement) => {
          // Starting: only a status line (the remote's own loading words).
          element.innerHTML = '<p role="status">starting</p>';
          draw = () => {
            element.innerHTML = '<button type="button">remote cart</button>';
          };
          return () => undefined;
        },
      }),
    };
    const view = renderSlot(
      runtime,
      [],
      <RemoteWidget
        name="mf_cart"
        expose="mini-cart"
        route={{ name: 'mini-cart', params: {} }}
        fallback={<a href="/cos/">host cart</a>}
        reserve={<span>the widest label</span>}
        onSettled={() => void (settled += 1)}
      />,
    );
    const reserve = view.container.querySelector('.remote-widget__reserve');
    expect(reserve?.getAttribute('aria-hidden')).toBe('true');
    expect(reserve?.textContent).toBe('the widest label');
    await act(async () => undefined);
    expect(draw).not.toBeNull();
    // Mounted but still starting: the fallback stays, the remote's element is hidden.
    expect(screen.getByRole('link', { name: 'host cart' })).toBeTruthy();
    expect(view.container.querySelector('.remote-widget__mount')?.hasAttribute('hidden')).toBe(
      true,
    );
    expect(settled).toBe(0);
    await act(async () => draw?.());
    expect(screen.queryByRole('link', { name: 'host cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'remote cart' })).toBeTruthy();
    expect(settled).toBe(1);
  });
});
