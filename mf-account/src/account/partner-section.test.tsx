/**
 * The partner marketplace's buttons: a bot check first, then the partner's start with the way
 * back. The browser's navigation (`leaveFor`) is recorded instead of made (jsdom has none); the
 * pages are imported after that is in place.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as EffectsModule from '../app/effects';

type Effects = typeof EffectsModule;

const mockLeft: string[] = [];
jest.mock('../app/effects', () => ({
  ...jest.requireActual<Effects>('../app/effects'),
  leaveFor: (url: string) => mockLeft.push(url),
}));

const load = async () => ({
  ...(await import('../test-support/page-harness')),
  ...(await import('./partner-section')),
  ...(await import('../auth/login-page')),
});

afterEach(() => {
  cleanup();
  mockLeft.length = 0;
  window.history.replaceState(null, '', '/');
});

const leftFor = () => new URL(mockLeft[0]!, 'http://ro.localhost');

describe('the partner marketplace sign-in', () => {
  it('on the login page: a bot check, then the partner login with the way back', async () => {
    const { renderPage, LoginPage } = await load();
    window.history.replaceState(null, '', '/autentifica-te/?redirect=%2Fcont%2F');
    await renderPage(<LoginPage />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Intră cu contul eMAG' }));
    await waitFor(() => expect(mockLeft).toHaveLength(1));
    expect(leftFor().pathname).toBe('/bff/partner');
    expect(Object.fromEntries(leftFor().searchParams)).toEqual({
      redirect: '/autentifica-te/?redirect=%2Fcont%2F',
      country: 'ro',
      botToken: 'bot-partner',
    });
  });

  it('in the settings: connects the partner, signed in, coming back to the settings', async () => {
    const { renderPage, PartnerSection } = await load();
    window.history.replaceState(null, '', '/cont/setari/');
    await renderPage(
      <>
        <h1>Setări</h1>
        <PartnerSection />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Contul eMAG' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Conectează contul eMAG' }));
    await waitFor(() => expect(mockLeft).toHaveLength(1));
    expect(leftFor().searchParams.get('redirect')).toBe('/cont/setari/');
    expect(leftFor().searchParams.get('botToken')).toBe('bot-partner');
  });

  it('in the settings: says the partner is connected, in the site language, and drops the parameter', async () => {
    const { renderPage, PartnerSection } = await load();
    window.history.replaceState(null, '', '/cont/setari/?partner=linked');
    await renderPage(
      <>
        <h1>Beállítások</h1>
        <PartnerSection />
      </>,
      { country: 'hu' },
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Az eMAG-fiókod mostantól össze van kapcsolva ezzel a fiókkal.',
    );
    expect(window.location.search).toBe('');
  });
});
