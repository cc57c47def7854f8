import { afterEach, describe, expect, it } from '@jest/globals';
import type { SessionUser } from '@refurb/shared-contracts/api/session';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryIdentity } from '../adapters/memory-identity';
import { AccountMenu } from '../account/account-menu';
import { CUSTOMER, fakeAccountApi } from '../test-support/fake-account-api';
import { bus, renderPage } from '../test-support/page-harness';
import { ForgotPage } from './forgot-page';
import { LoginPage } from './login-page';
import { LogoutPage } from './logout-page';
import { RegisterPage } from './register-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

async function sessions() {
  const heard: (SessionUser | null)[] = [];
  const stop = bus.subscribe('session.changed', ({ user }) => heard.push(user));
  await act(() => Promise.resolve());
  heard.length = 0; // the replayed last event is not news
  return { heard, stop };
}

const email = () => screen.getByRole('textbox', { name: /^Adresa de e-mail/ });

describe('the login page', () => {
  it('says how many fields to fix and puts focus on the first', async () => {
    await renderPage(<LoginPage />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Autentifică-te' }));
    expect(await screen.findByText('Verifică câmpurile marcate: 2 de corectat.')).toBeTruthy();
    expect(screen.getByText('Scrie adresa de e-mail.')).toBeTruthy();
    expect(screen.getByText('Scrie parola.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(email().getAttribute('aria-describedby')).toContain('-error');
  });

  it('signs in with a password, tells the page and goes back to where the person came from', async () => {
    window.history.replaceState(null, '', '/autentifica-te/?redirect=%2Fcosul-meu%2F');
    const memory = createMemoryIdentity();
    memory.addUser({
      email: 'ana@example.ro',
      password: 'parola123',
      displayName: 'Ana',
      phone: null,
      secondFactors: [],
    });
    const { fake } = await renderPage(<LoginPage />, { user: null, memory });
    const { heard, stop } = await sessions();
    await userEvent.type(email(), 'ana@example.ro');
    await userEvent.type(screen.getByLabelText(/^Parola/), 'parola123');
    await userEvent.click(screen.getByRole('button', { name: 'Autentifică-te' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cosul-meu/'));
    expect(heard).toEqual([CUSTOMER]);
    expect(fake.calls.find((call) => call.method === 'createSession')?.args[0]).toEqual(
      expect.objectContaining({ botToken: 'bot-login', intent: 'login' }),
    );
    stop();
  });

  it('says the password is wrong and keeps the address', async () => {
    const memory = createMemoryIdentity();
    memory.addUser({
      email: 'ana@example.ro',
      password: 'parola123',
      displayName: 'Ana',
      phone: null,
      secondFactors: [],
    });
    await renderPage(<LoginPage />, { user: null, memory });
    await userEvent.type(email(), 'ana@example.ro');
    await userEvent.type(screen.getByLabelText(/^Parola/), 'gresit123');
    await userEvent.click(screen.getByRole('button', { name: 'Autentifică-te' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Adresa de e-mail sau parola nu sunt corecte',
    );
    expect((email() as HTMLInputElement).value).toBe('ana@example.ro');
  });

  it('signs in with an SMS code sent to the number in international form', async () => {
    const memory = createMemoryIdentity();
    await renderPage(<LoginPage />, { user: null, memory });
    await userEvent.click(screen.getByRole('radio', { name: 'Cu un cod prin SMS' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Număr de telefon/ }), '0712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite codul' }));
    expect(await screen.findByText('Am trimis un cod prin SMS la +40712345678.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Codul primit/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmă codul' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Codul nu este corect');
    const code = screen.getByRole('textbox', { name: /^Codul primit/ });
    await userEvent.clear(code);
    await userEvent.type(code, memory.lastCode());
    await userEvent.click(screen.getByRole('button', { name: 'Confirmă codul' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cont/'));
  });

  it('asks for the code of the second factor', async () => {
    const memory = createMemoryIdentity();
    memory.addUser({
      email: 'ana@example.ro',
      password: 'parola123',
      displayName: 'Ana',
      phone: null,
      secondFactors: ['+40712345678'],
    });
    await renderPage(<LoginPage />, { user: null, memory });
    await userEvent.type(email(), 'ana@example.ro');
    await userEvent.type(screen.getByLabelText(/^Parola/), 'parola123');
    await userEvent.click(screen.getByRole('button', { name: 'Autentifică-te' }));
    expect(await screen.findByRole('heading', { name: 'Verificare în doi pași' })).toBeTruthy();
    expect(screen.getByText('Am trimis un cod la +40 ••• ••• 678.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Codul primit/ }), memory.lastCode());
    await userEvent.click(screen.getByRole('button', { name: 'Verifică' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cont/'));
  });

  it('in checkout it is a section under checkout’s heading and goes on to finalize', async () => {
    await renderPage(<LoginPage checkout redirect="/cosul-meu/finalizare/" />, { user: null });
    expect(screen.getByRole('heading', { level: 2, name: 'Ai deja cont?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continuă cu Google' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cosul-meu/finalizare/'));
  });

  it('offers the partner marketplace as a button', async () => {
    await renderPage(<LoginPage />, { user: null });
    expect(screen.getByRole('button', { name: 'Intră cu contul eMAG' })).toBeTruthy();
  });

  it.each([
    ['link-required', 'alert', 'Există deja un cont cu adresa de e-mail din contul eMAG'],
    ['failed', 'alert', 'eMAG nu a putut confirma autentificarea'],
    ['busy', 'alert', 'Prea multe conturi noi create de la această adresă'],
  ])('says what a partner sign-in that came back with %s means', async (result, role, text) => {
    window.history.replaceState(null, '', `/autentifica-te/?partner=${result}`);
    await renderPage(<LoginPage />, { user: null });
    expect(screen.getByRole(role).textContent).toContain(text);
  });

  it('says the partner sign-in was cancelled, or that the account is deactivated', async () => {
    window.history.replaceState(null, '', '/autentifica-te/?redirect=%2Fcont%2F&partner=cancelled');
    await renderPage(<LoginPage />, { user: null });
    expect(screen.getByRole('status').textContent).toBe(
      'Ai anulat autentificarea cu eMAG. Poți intra în cont și altfel.',
    );
    cleanup();
    window.history.replaceState(null, '', '/autentifica-te/?partner=deactivated');
    await renderPage(<LoginPage />, { user: null });
    expect(screen.getByRole('alert').textContent).toContain('Acest cont a fost dezactivat');
  });

  it('sends someone already signed in on to where they were going', async () => {
    window.history.replaceState(null, '', '/autentifica-te/?redirect=%2Fcosul-meu%2F');
    await renderPage(<LoginPage />);
    await waitFor(() => expect(window.location.pathname).toBe('/cosul-meu/'));
  });

  it('ignores a redirect to another site', async () => {
    window.history.replaceState(
      null,
      '',
      '/autentifica-te/?redirect=https%3A%2F%2Fevil.example%2F',
    );
    await renderPage(<LoginPage />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Continuă cu Apple' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cont/'));
  });
});

describe('the register page', () => {
  it('asks for the terms and a stronger password, then creates the account', async () => {
    const { fake } = await renderPage(<RegisterPage />, { user: null });
    await userEvent.type(screen.getByRole('textbox', { name: /^Nume și prenume/ }), 'Ana Pop');
    await userEvent.type(email(), 'ana.noua@example.ro');
    await userEvent.type(screen.getByLabelText(/^Parola/), 'scurt1');
    await userEvent.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(await screen.findByText('Parola trebuie să aibă cel puțin 8 caractere.')).toBeTruthy();
    expect(screen.getByText('Pentru a crea contul, acceptă termenii și condițiile.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Parola/), 'mailung');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Creează contul' }));
    await waitFor(() => expect(window.location.pathname).toBe('/cont/'));
    expect(fake.calls.filter((call) => call.method !== 'me')).toEqual([
      {
        method: 'register',
        args: [
          {
            displayName: 'Ana Pop',
            email: 'ana.noua@example.ro',
            password: 'scurt1mailung',
            botToken: 'bot-register',
          },
        ],
      },
    ]);
  });

  it('links the terms and the privacy policy of the site, in a new tab', async () => {
    await renderPage(<RegisterPage />, { user: null });
    const checkbox = screen.getByRole('checkbox', {
      name: 'Accept termenii și condițiile și politica de confidențialitate',
    });
    const label = document.querySelector(`label[for="${checkbox.id}"]`) as HTMLElement;
    for (const [name, path] of [
      ['termenii și condițiile', '/termeni-si-conditii/'],
      ['politica de confidențialitate', '/politica-de-confidentialitate/'],
    ]) {
      const link = within(label).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(path);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('says an address has an account and keeps what was typed', async () => {
    const { fake } = await renderPage(<RegisterPage />, { user: null });
    fake.fail('register', { status: 409, code: 'email_in_use', message: 'in use' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Nume și prenume/ }), 'Ana Pop');
    await userEvent.type(email(), 'ana@example.ro');
    await userEvent.type(screen.getByLabelText(/^Parola/), 'parola-buna-1');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Creează contul' }));
    expect(
      await screen.findByText(/Există deja un cont cu această adresă\. Autentifică-te/),
    ).toBeTruthy();
    expect((email() as HTMLInputElement).value).toBe('ana@example.ro');
    expect(window.location.pathname).not.toBe('/cont/');
  });
});

describe('the forgot page', () => {
  it('asks the shop for the mail with a forgot bot token, and answers any address alike', async () => {
    const { fake } = await renderPage(<ForgotPage />, { user: null });
    await userEvent.type(email(), 'nimeni@example.ro');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite linkul' }));
    expect(await screen.findByText(/Dacă există un cont pentru nimeni@example\.ro/)).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'requestPasswordReset')).toEqual([
      {
        method: 'requestPasswordReset',
        args: [
          {
            email: 'nimeni@example.ro',
            botToken: 'bot-forgot',
            continueUrl: `${window.location.origin}/am-uitat-parola/`,
            country: 'ro',
          },
        ],
      },
    ]);
  });

  it('tells the person to wait when the shop has had too many requests, and keeps the form', async () => {
    const fake = fakeAccountApi();
    fake.fail('requestPasswordReset', { status: 429, code: 'rate_limited' });
    await renderPage(<ForgotPage />, { user: null, fake });
    await userEvent.type(email(), 'ana@example.ro');
    await userEvent.click(screen.getByRole('button', { name: 'Trimite linkul' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Am primit prea multe cereri de parolă nouă. Așteaptă puțin (până la o oră) și încearcă din nou; dacă ai primit deja un e-mail de la noi, folosește linkul din el.',
    );
    expect((email() as HTMLInputElement).value).toBe('ana@example.ro');
    expect(screen.queryByText(/Dacă există un cont/)).toBeNull();
  });

  it('sets a new password from the link and drops the code from the address bar', async () => {
    const memory = createMemoryIdentity();
    memory.addUser({
      email: 'ana@example.ro',
      password: 'parola123',
      displayName: 'Ana',
      phone: null,
      secondFactors: [],
    });
    memory.mailReset('ana@example.ro', 'http://localhost/am-uitat-parola/');
    const code = /oobCode=([^&]+)/.exec(memory.sent.resets[0] ?? '')?.[1] ?? '';
    window.history.replaceState(null, '', `/am-uitat-parola/?mode=resetPassword&oobCode=${code}`);
    await renderPage(<ForgotPage />, { user: null, memory });
    expect(await screen.findByText('Pentru contul ana@example.ro.')).toBeTruthy();
    expect(window.location.search).toBe('');
    await userEvent.type(screen.getByLabelText(/^Parola nouă/), 'nouaParola1');
    await userEvent.type(screen.getByLabelText(/^Scrie din nou/), 'nouaParola1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează parola' }));
    expect(await screen.findByText('Parola a fost schimbată')).toBeTruthy();
  });
});

describe('the logout page', () => {
  it('ends the session, signs out and tells the page', async () => {
    const fake = fakeAccountApi();
    const { heard, stop } = await sessions();
    await renderPage(<LogoutPage />, { fake });
    expect(await screen.findByRole('heading', { name: 'Te-ai deconectat' })).toBeTruthy();
    expect(fake.calls.map((call) => call.method)).toEqual(['me', 'deleteSession']);
    expect(heard.at(-1)).toBeNull();
    stop();
  });

  it('tells a deactivated person why', async () => {
    const fake = fakeAccountApi();
    fake.api.me = () =>
      Promise.resolve({
        ok: true,
        data: { user: { ...CUSTOMER, deactivated_at: '2026-11-20T00:00:00.000Z' } },
      });
    await renderPage(<LogoutPage />, { fake });
    expect(
      await screen.findByRole('heading', { name: 'Contul tău a fost dezactivat' }),
    ).toBeTruthy();
  });

  it('says so when the session cannot be ended, and tries again', async () => {
    const fake = fakeAccountApi();
    fake.fail('deleteSession', { status: 0, code: 'network' });
    await renderPage(<LogoutPage />, { fake });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nu te-am putut deconecta');
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByRole('heading', { name: 'Te-ai deconectat' })).toBeTruthy();
  });
});

describe('the account menu', () => {
  it('is a login link for a visitor and a menu for a logged-in person', async () => {
    await renderPage(
      <>
        <h1>Pagina</h1>
        <AccountMenu />
      </>,
      { user: null },
    );
    expect((await screen.findByRole('link', { name: 'Autentifică-te' })).getAttribute('href')).toBe(
      '/autentifica-te/',
    );
    act(() => {
      bus.publish('session.changed', { user: CUSTOMER });
    });
    const button = await screen.findByRole('button', { name: 'Contul meu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(screen.getByText('Salut, Ana Pop')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Asigurările mele' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Genius' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('has no insurances outside RO', async () => {
    await renderPage(
      <>
        <h1>Oldal</h1>
        <AccountMenu />
      </>,
      { country: 'hu' },
    );
    await userEvent.click(await screen.findByRole('button'));
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.some((href) => href?.includes('asigur'))).toBe(false);
    expect(links).toHaveLength(8);
  });
});
