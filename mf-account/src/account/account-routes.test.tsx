import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccountRoute } from '../exposed/mount';
import { createAccountI18n } from '../i18n/catalogues';
import { AccountI18nContext, useAccountI18n, useSignInI18n } from '../i18n/i18n';
import { renderPage } from '../test-support/page-harness';

afterEach(cleanup);

describe('the account routes', () => {
  it.each([
    ['account', 'Contul meu'],
    ['account-purchases', 'Comenzile mele'],
    ['account-return', 'Retururi'],
    ['account-return-form', 'Formular de retur'],
  ])('%s shows its page to a signed-in person', async (name, title) => {
    await renderPage(<AccountRoute name={name} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});

describe('the sign-in pages, under a root that loads the sign-in words only', () => {
  it.each([
    ['login', null, 'Autentifică-te'],
    ['register', null, 'Creează un cont'],
    ['forgot', null, 'Ai uitat parola?'],
    ['logout', undefined, 'Deconectare'],
  ] as const)('%s shows its page', async (name, user, title) => {
    await renderPage(<AccountRoute name={name} />, { words: 'sign-in', user });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('a page that needs every word says so at once, where only the sign-in words are', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const signIn = createAccountI18n('ro');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AccountI18nContext.Provider value={{ signIn, all: null }}>
        {children}
      </AccountI18nContext.Provider>
    );
    expect(renderHook(() => useSignInI18n(), { wrapper }).result.current).toBe(signIn);
    expect(() => renderHook(() => useAccountI18n(), { wrapper })).toThrow(
      'useAccountI18n under a root that loaded the sign-in words only',
    );
    jest.restoreAllMocks();
  });
});
