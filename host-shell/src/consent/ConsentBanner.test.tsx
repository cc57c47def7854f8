/**
 * The cookie banner on a page the server rendered: drawn in the HTML for a visitor who has not
 * decided (no decision cookie), hydrated as drawn, then closed where the browser holds a choice;
 * a choice made sets the decision cookie, so the next page comes without the banner.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createServerPage, PageContextProvider, type PageContext } from '../app/server-page';
import { SiteProvider } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { testSite } from '../test-support/test-site';
import { ConsentProvider } from './ConsentBanner';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from './consent-store';

const words = createI18n('ro');
const site = testSite('ro');

function Page({ page }: { page: PageContext | null }) {
  return (
    <PageContextProvider value={page}>
      <SiteProvider value={site}>
        <I18nProvider value={words}>
          <ConsentProvider>
            <p>page</p>
            <a href="/telefoane/">a link of the page</a>
          </ConsentProvider>
        </I18nProvider>
      </SiteProvider>
    </PageContextProvider>
  );
}

const hydrating = (consentBanner: boolean): PageContext => ({
  mode: 'hydrate',
  consentBanner,
  read: () => undefined,
});

const clearCookie = () => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  site.storage.removeItem(CONSENT_STORAGE_KEY);
  clearCookie();
});

const banner = () => document.querySelector('.consent');

describe('the cookie banner of a server-rendered page', () => {
  it('is in the HTML for a visitor who has not decided, and not for one who has', () => {
    const ask = renderToString(<Page page={createServerPage({ consentBanner: true })} />);
    expect(ask).toContain(words.t('consent.title'));
    const decided = renderToString(<Page page={createServerPage({ consentBanner: false })} />);
    expect(decided).not.toContain(words.t('consent.title'));
  });

  it('hydrates as the server drew it, then closes where the browser holds a choice and sets the cookie', async () => {
    const errors = jest.fn();
    site.storage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ v: 1, ad: false, analytics: true, decidedAt: 1 }),
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page page={createServerPage({ consentBanner: true })} />);
    expect(banner()).not.toBeNull();
    await act(async () => {
      hydrateRoot(container, <Page page={hydrating(true)} />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(banner()).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
  });

  it('opens after hydration for a visitor whose cookie said decided but whose choice is gone', async () => {
    const errors = jest.fn();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <Page page={createServerPage({ consentBanner: false })} />,
    );
    expect(banner()).toBeNull();
    await act(async () => {
      hydrateRoot(container, <Page page={hydrating(false)} />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(banner()).not.toBeNull();
  });

  it('comes before the page in the order a keyboard moves through it', () => {
    render(<Page page={createServerPage({ consentBanner: true })} />);
    const banner = screen.getByRole('dialog');
    const link = screen.getByRole('link', { name: 'a link of the page' });
    // The banner's buttons are reached by Tab before the page's first link.
    expect(banner.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a choice sets the decision cookie (only that one was made, not what)', () => {
    render(<Page page={null} />);
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
    fireEvent.click(screen.getByRole('button', { name: words.t('consent.rejectAll') }));
    expect(banner()).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
    expect(document.cookie).not.toContain('analytics');
  });
});
