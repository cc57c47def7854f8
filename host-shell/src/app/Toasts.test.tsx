import { describe, expect, it, jest } from '@jest/globals';
import { showToast } from '@refurb/web-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Toasts } from './Toasts';
import { newBus } from '../test-support/bus';

/** On a phone's screen (PHONE_SCREEN matches), `check` the toasts once "added" has shown. */
async function onPhoneAfterAdd(check: (container: HTMLElement) => Promise<void>): Promise<void> {
  const matchMedia = jest.fn((query: string) => ({ matches: query === '(max-width: 767px)' }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
  try {
    const bus = newBus();
    const { container, unmount } = render(<Toasts bus={bus} />);
    await act(() => showToast(bus, (toast) => toast.success('Adăugat în coș')));
    await screen.findByText('Adăugat în coș');
    await check(container);
    unmount();
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
}

describe('the toasts', () => {
  it('mount no container before the first toast, then show it and the ones after', async () => {
    const bus = newBus();
    const { container, unmount } = render(<Toasts bus={bus} />);
    expect(container.innerHTML).toBe('');
    await act(() => showToast(bus, (toast) => toast.success('Adăugat în coș')));
    expect(await screen.findByText('Adăugat în coș')).toBeTruthy();
    await act(() => showToast(bus, (toast) => toast.error('Coșul nu răspunde')));
    expect(await screen.findByText('Coșul nu răspunde')).toBeTruthy();
    unmount();
  });

  it('sit at bottom-center, close after 5000 ms and show at most 3 at once (spec section 2)', async () => {
    const bus = newBus();
    const { container, unmount } = render(<Toasts bus={bus} />);
    for (const text of ['unu', 'doi', 'trei', 'patru']) {
      await act(() => showToast(bus, (toast) => toast.info(text)));
    }
    await screen.findByText('trei');
    expect(container.querySelector('.Toastify__toast-container--bottom-center')).not.toBeNull();
    expect(container.querySelectorAll('.Toastify__toast')).toHaveLength(3);
    expect(screen.queryByText('patru')).toBeNull();
    const timers = container.querySelectorAll<HTMLElement>('.Toastify__progress-bar--animated');
    expect([...timers].map((bar) => bar.style.animationDuration)).toEqual([
      '5000ms',
      '5000ms',
      '5000ms',
    ]);
    unmount();
  });

  it('come from the top on a phone, where the bottom covered what was just chosen (issue 35)', () =>
    onPhoneAfterAdd(async (container) => {
      expect(container.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
      expect(container.querySelector('.Toastify__toast-container--bottom-center')).toBeNull();
    }));

  it('start under the header bar on a phone, following it as the page scrolls', async () => {
    const bar = document.createElement('div');
    bar.className = 'header__bar';
    document.body.append(bar);
    let bottom = 57.4;
    jest
      .spyOn(bar, 'getBoundingClientRect')
      .mockImplementation(() => new DOMRect(0, 0, 390, bottom));
    try {
      await onPhoneAfterAdd(async (container) => {
        const top = () =>
          container.querySelector<HTMLElement>('.Toastify__toast-container--top-center')?.style.top;
        await waitFor(() => expect(top()).toBe('max(env(safe-area-inset-top), 58px)'));
        bottom = -20;
        act(() => {
          window.dispatchEvent(new Event('scroll'));
        });
        await waitFor(() => expect(top()).toBe('max(env(safe-area-inset-top), 0px)'));
      });
    } finally {
      bar.remove();
    }
  });

  it('take their options from the one shared constant, TOAST_OPTIONS (issue 33 point 17)', async () => {
    const other = { position: 'top-left', autoClose: 1234, limit: 2 } as const;
    let modules!: { Toasts: typeof Toasts; showToast: typeof showToast };
    // A registry of its own with the constant changed; React stays the page's one copy.
    const react = jest.requireActual<object>('react');
    const jsxRuntime = jest.requireActual<object>('react/jsx-runtime');
    jest.isolateModules(() => {
      const actual = jest.requireActual<object>('@refurb/shared-contracts');
      jest.doMock('react', () => react);
      jest.doMock('react/jsx-runtime', () => jsxRuntime);
      jest.doMock('@refurb/shared-contracts', () => ({ ...actual, TOAST_OPTIONS: other }));
      modules = {
        Toasts: jest.requireActual<{ Toasts: typeof Toasts }>('./Toasts').Toasts,
        showToast: jest.requireActual<{ showToast: typeof showToast }>('@refurb/web-kit').showToast,
      };
    });
    const bus = newBus();
    const { container, unmount } = render(<modules.Toasts bus={bus} />);
    for (const text of ['unu', 'doi', 'trei']) {
      await act(() => modules.showToast(bus, (toast) => toast.info(text)));
    }
    await screen.findByText('doi');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('.Toastify__toast-container--top-left')).not.toBeNull();
    expect(container.querySelectorAll('.Toastify__toast')).toHaveLength(2);
    const bar = container.querySelector<HTMLElement>('.Toastify__progress-bar--animated');
    expect(bar?.style.animationDuration).toBe('1234ms');
    unmount();
    for (const name of ['@refurb/shared-contracts', 'react', 'react/jsx-runtime'])
      jest.dontMock(name);
  });
});
