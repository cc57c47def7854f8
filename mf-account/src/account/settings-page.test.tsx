import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choosePlace } from '@refurb/web-kit/src/testing/choose-place';
import { createMemoryIdentity } from '../adapters/memory-identity';
import { CUSTOMER, fakeAccountApi, SAVED_ADDRESS as SAVED } from '../test-support/fake-account-api';
import { config, renderPage } from '../test-support/page-harness';
import { GeniusPage } from './genius-page';
import { SettingsPage } from './settings-page';

afterEach(cleanup);

describe('the settings page', () => {
  it('saves the name and phone, and checks the company with the rule book', async () => {
    const fake = fakeAccountApi();
    await renderPage(<SettingsPage user={CUSTOMER} />, { fake });
    const name = await screen.findByRole('textbox', { name: /^Nume și prenume/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Maria Pop');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cumpăr și pe firmă' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Numele firmei/ }), 'Refurb SRL');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cod de identificare/ }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează datele' }));
    expect(await screen.findByText('Codul fiscal nu este valid.')).toBeTruthy();
    expect(screen.getByText('Alege județul din listă.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('id')).toBe('ac-profile-tax'));
    expect(fake.calls.some((call) => call.method === 'updateProfile')).toBe(false);

    const tax = screen.getByRole('textbox', { name: /^Cod de identificare/ });
    await userEvent.clear(tax);
    await userEvent.type(tax, 'RO12345678');
    // The county found by its name without diacritics, the town by its second word.
    await choosePlace(userEvent, /^Județ/, 'iasi', 'Iași');
    await choosePlace(userEvent, /^Județ/, 'clu', 'Cluj');
    await choosePlace(userEvent, /^Localitate/, 'napoca', 'Cluj-Napoca');
    await userEvent.type(screen.getByRole('textbox', { name: /^Stradă/ }), 'Str. Fabricii');
    await userEvent.type(screen.getByRole('textbox', { name: /^Număr \(/ }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: /^Cod poștal/ }), '400001');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează datele' }));
    expect(await screen.findByText('Modificările au fost salvate.')).toBeTruthy();
    expect(fake.state.profile.displayName).toBe('Ana Maria Pop');
    expect(fake.state.profile.company).toEqual(
      expect.objectContaining({
        name: 'Refurb SRL',
        taxNumber: 'RO12345678',
        address: expect.objectContaining({
          judet: 'Cluj',
          oras: 'Cluj-Napoca',
          county_id: 12,
          locality_id: 681290,
          cod_postal: '400001',
        }),
      }),
    );
  });

  it('logs out everywhere: every session ends, then the logout page finishes here', async () => {
    const fake = fakeAccountApi();
    await renderPage(<SettingsPage user={CUSTOMER} />, { fake });
    expect(
      await screen.findByRole('heading', { name: 'Deconectare de pe toate dispozitivele' }),
    ).toBeTruthy();
    fake.fail('endAllSessions', { status: 0, code: 'network' });
    const button = screen.getByRole('button', { name: 'Deconectează-mă peste tot' });
    await userEvent.click(button);
    expect(await screen.findByText(/Nu am putut închide sesiunile/)).toBeTruthy();
    expect(window.location.pathname).not.toBe('/deconectare/');
    await userEvent.click(button);
    await waitFor(() => expect(window.location.pathname).toBe('/deconectare/'));
    expect(fake.calls.filter((call) => call.method === 'endAllSessions')).toHaveLength(2);
  });

  it('adds, changes and deletes a saved address', async () => {
    const fake = fakeAccountApi({ addresses: [SAVED] });
    await renderPage(<SettingsPage user={CUSTOMER} />, { fake });
    const line = 'Str. Memorandumului 28, Cluj-Napoca, Cluj';
    await screen.findByText(line);

    await userEvent.click(screen.getByRole('button', { name: `Modifică adresa ${line}` }));
    const street = screen.getByRole('textbox', { name: /^Stradă/ });
    await userEvent.clear(street);
    await userEvent.type(street, 'Str. Horea');
    await userEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    expect(await screen.findByText('Adresa a fost salvată.')).toBeTruthy();
    const changed = 'Str. Horea 28, Cluj-Napoca, Cluj';
    expect(await screen.findByText(changed)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: `Șterge adresa ${changed}` }));
    const confirm = screen.getByRole('group', { name: `Șterge adresa ${changed}` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Da, șterge' }));
    expect(await screen.findByText('Adresa a fost ștearsă.')).toBeTruthy();
    expect(await screen.findByText(/Nu ai încă nicio adresă salvată/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Adaugă o adresă' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvează adresa' }));
    expect(await screen.findByText('Scrie strada.')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'createAddress')).toBe(false);
  });

  it('says when the addresses cannot be loaded, and tries again', async () => {
    const fake = fakeAccountApi({ addresses: [SAVED] });
    fake.fail('addresses', { code: 'internal' });
    await renderPage(<SettingsPage user={CUSTOMER} />, { fake });
    const alert = await screen.findByText(/Nu am putut încărca adresele/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText('Str. Memorandumului 28, Cluj-Napoca, Cluj')).toBeTruthy();
  });

  it('changes the password after the current one', async () => {
    const memory = createMemoryIdentity();
    memory.addUser({
      email: CUSTOMER.email,
      password: 'parola123',
      displayName: 'Ana',
      phone: null,
      secondFactors: [],
    });
    await renderPage(<SettingsPage user={CUSTOMER} />, { memory });
    const form = within(await screen.findByRole('form', { name: 'Schimbă parola' }));
    await userEvent.type(form.getByLabelText(/^Parola actuală/), 'gresita99');
    await userEvent.type(form.getByLabelText(/^Parola nouă/), 'nouaParola1');
    await userEvent.type(form.getByLabelText(/^Scrie din nou/), 'nouaParola1');
    await userEvent.click(form.getByRole('button', { name: 'Schimbă parola' }));
    expect((await screen.findByRole('alert')).textContent).toContain('parola nu sunt corecte');
    const current = form.getByLabelText(/^Parola actuală/);
    await userEvent.clear(current);
    await userEvent.type(current, 'parola123');
    await userEvent.click(form.getByRole('button', { name: 'Schimbă parola' }));
    // A password change ends the sessions made with the old one (shop-api checks the revocation).
    expect(
      await screen.findByText(/^Parola a fost schimbată\. Sesiunile deschise cu/),
    ).toBeTruthy();
    await expect(
      memory.identity.signInWithPassword(CUSTOMER.email ?? '', 'nouaParola1'),
    ).resolves.toEqual(expect.objectContaining({ kind: 'signed-in' }));
  });

  it('turns on a second factor once the e-mail is confirmed from its link', async () => {
    const memory = createMemoryIdentity();
    memory.addUser({
      email: CUSTOMER.email,
      password: 'parola123',
      displayName: 'Ana',
      phone: null,
      secondFactors: [],
    });
    await renderPage(<SettingsPage user={CUSTOMER} />, { memory });
    const section = within(await screen.findByRole('form', { name: 'Verificare în doi pași' }));
    await userEvent.click(section.getByRole('button', { name: 'Trimite codul' }));
    expect(await screen.findByText('Scrie parola.')).toBeTruthy();
    await userEvent.type(section.getByLabelText(/^Parola actuală/), 'parola123');
    await userEvent.type(section.getByLabelText(/^Telefonul pe care/), '0712 345 678');
    await userEvent.click(section.getByRole('button', { name: 'Trimite codul' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Confirmă întâi adresa de e-mail',
    );
    await userEvent.click(section.getByRole('button', { name: 'Trimite e-mailul de confirmare' }));
    expect(await screen.findByText(/Ți-am trimis un e-mail/)).toBeTruthy();
    cleanup();

    // The link comes back to the settings page, which confirms the address.
    const link = new URL(memory.sent.verifications[0] ?? '');
    window.history.replaceState(null, '', `/cont/setari/${link.search}`);
    await renderPage(<SettingsPage user={CUSTOMER} />, { memory });
    expect(await screen.findByText('Adresa de e-mail a fost confirmată.')).toBeTruthy();
    expect(window.location.search).toBe('');
    const again = within(screen.getByRole('form', { name: 'Verificare în doi pași' }));
    await userEvent.type(again.getByLabelText(/^Parola actuală/), 'parola123');
    await userEvent.type(again.getByLabelText(/^Telefonul pe care/), '0712 345 678');
    await userEvent.click(again.getByRole('button', { name: 'Trimite codul' }));
    expect(
      await screen.findByText('Am trimis un cod la +40712345678. Scrie-l mai jos.'),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Codul primit/), memory.lastCode());
    await userEvent.click(screen.getByRole('button', { name: 'Activează' }));
    expect(await screen.findByText(/Verificarea în doi pași este activă/)).toBeTruthy();
    await expect(
      memory.identity.signInWithPassword(CUSTOMER.email ?? '', 'parola123'),
    ).resolves.toEqual(expect.objectContaining({ kind: 'second-factor' }));
  });

  it('has no password to change for a phone account', async () => {
    await renderPage(<SettingsPage user={{ ...CUSTOMER, email: null }} />);
    expect(await screen.findByText(/Contul tău nu are parolă/)).toBeTruthy();
  });
});

describe('the genius page', () => {
  const on = { ...config, flags: { ...config.flags, areGeniusBenefitsActive: true } };

  it('shows the benefits and lets the person join and leave', async () => {
    const fake = fakeAccountApi({
      genius: {
        member: false,
        since: null,
        benefits: [
          {
            key: 'longer-returns',
            title: 'Retur în 90 de zile',
            text: 'Pentru comenzi de peste 1.000 lei.',
          },
        ],
      },
    });
    await renderPage(<GeniusPage />, { fake, configOverride: on });
    expect(await screen.findByText('Retur în 90 de zile')).toBeTruthy();
    expect(screen.getByText('Nu ești încă membru Genius.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Devino membru Genius' }));
    expect(await screen.findByText('Bun venit în Genius!')).toBeTruthy();
    expect(screen.getByText('Ești membru Genius din 20 noiembrie 2026.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Renunță la Genius' }));
    expect(await screen.findByText('Nu mai ești membru Genius.')).toBeTruthy();
  });

  it('is not offered while the flag is off', async () => {
    const fake = fakeAccountApi();
    await renderPage(<GeniusPage />, { fake });
    expect(screen.getByText('Beneficiile Genius nu sunt disponibile acum.')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'genius')).toBe(false);
  });
});
