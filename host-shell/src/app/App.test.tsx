/**
 * The whole site in jsdom, as a person's browser meets it: with storage blocked (reading
 * `window.localStorage` throws, as it does where cookies and site data are blocked) every page
 * still mounts with its consent banner; a page that throws leaves the header and the footer, with
 * a localized notice and a retry (see App.boundary.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { renderSite } from '../test-support/test-site';

const blocked = () => {
  throw new DOMException(
    "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    'SecurityError',
  );
};

describe('the site with storage blocked', () => {
  const originals = {
    localStorage: Object.getOwnPropertyDescriptor(window, 'localStorage'),
    sessionStorage: Object.getOwnPropertyDescriptor(window, 'sessionStorage'),
  };
  beforeEach(() => {
    window.history.replaceState(null, '', '/no-such-page/');
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, { configurable: true, get: blocked });
    }
  });
  afterEach(() => {
    cleanup();
    for (const [name, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
    }
  });

  it('mounts the page with its header, footer and consent banner (nothing reads storage unguarded)', async () => {
    renderSite('ro');
    await act(async () => undefined);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina nu există' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const banner = screen.getByRole('dialog', { name: 'Cookie-uri' });
    // The choice cannot be kept, but it applies to this page: the banner closes.
    act(() => banner.querySelector('button')?.click());
    expect(screen.queryByRole('dialog', { name: 'Cookie-uri' })).toBeNull();
  });
});
