import { afterEach, describe, expect, it } from '@jest/globals';
import { SELL_PROGRESS_KEY } from '@refurb/shared-contracts/sell';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSellApi } from '../test-support/fake-sell-api';
import { SELLER, memoryStorage, renderFlow } from '../test-support/flow-harness';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const user = () => userEvent.setup();

async function chooseIphone(person: ReturnType<typeof user>) {
  await person.type(screen.getByRole('searchbox', { name: 'Caută modelul' }), 'iphone 13');
  await person.click(screen.getByRole('radio', { name: /Apple iPhone 13/ }));
  await person.click(screen.getByRole('radio', { name: /^128 GB/ }));
  await person.click(screen.getByRole('button', { name: 'Continuă' }));
  await screen.findByRole('heading', { level: 1, name: 'În ce stare este dispozitivul?' });
}

async function answerWorking(person: ReturnType<typeof user>, lock = 'Da') {
  const group = (name: string) => screen.getByRole('group', { name: new RegExp(name) });
  await person.click(within(group('Telefonul pornește')).getByRole('radio', { name: 'Da' }));
  await person.click(within(group('Starea ecranului')).getByRole('radio', { name: 'Impecabil' }));
  await person.click(within(group('Sănătatea bateriei')).getByRole('radio', { name: /85%/ }));
  await person.click(within(group('Defecte')).getByRole('checkbox', { name: 'Camera' }));
  await person.click(within(group('Contul iCloud')).getByRole('radio', { name: lock }));
  await person.click(screen.getByRole('button', { name: 'Vezi oferta' }));
}

describe('the sell flow in RO', () => {
  it('sells a phone from the first step to the reference, one URL per step', async () => {
    const person = user();
    const { api, storage } = await renderFlow();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vinde-ne dispozitivul tău');
    await chooseIphone(person);
    expect(window.location.pathname).toBe('/sell/condition/');
    await answerWorking(person);
    await screen.findByRole('button', { name: 'Accept oferta' });
    expect(document.querySelector('.se-offer-amount')?.textContent).toBe('1.305 lei');
    expect(window.location.pathname).toBe('/sell/offer/');
    expect(
      screen.getByText(/^Oferta este valabilă 14 zile: trimite dispozitivul până pe /),
    ).toBeDefined();
    const breakdown = screen.getByRole('table', { name: 'Cum am calculat oferta' });
    expect(within(breakdown).getByRole('row', { name: /Defecte/ }).textContent).toContain('−145');
    await person.click(screen.getByRole('button', { name: 'Accept oferta' }));
    await screen.findByRole('heading', { level: 1, name: 'Datele tale și trimiterea' });
    // A signed-in seller's data is there.
    expect(screen.getByRole('textbox', { name: /^Nume și prenume/ })).toHaveProperty(
      'value',
      'Ana Pop',
    );
    await person.type(
      screen.getByRole('textbox', { name: /^IBAN/ }),
      'RO49 AAAA 1B31 0075 9384 0000',
    );
    await person.click(screen.getByRole('radio', { name: /locker/ }));
    await person.selectOptions(
      await screen.findByRole('combobox', { name: /locker/ }),
      'easybox-1',
    );
    await person.click(screen.getByRole('button', { name: 'Trimite vânzarea' }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Mulțumim! Vânzarea ta a fost înregistrată',
    });
    expect(screen.getByText('S-100001')).toBeDefined();
    expect(window.location.pathname).toBe('/sell/done/');
    expect(api.sales).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Vezi vânzarea' }).getAttribute('href')).toBe(
      '/cont/vanzarile-mele/sale_1/',
    );
    // The progress is in session storage, without the IBAN.
    const stored = storage.items.get(SELL_PROGRESS_KEY) ?? '';
    expect(stored).toContain('"reference":"S-100001"');
    expect(stored).not.toContain('1B31');
  });

  it('says what to choose before going on', async () => {
    const person = user();
    await renderFlow();
    await person.click(screen.getByRole('button', { name: 'Continuă' }));
    expect(screen.getByRole('alert').textContent).toBe('Alege modelul pe care vrei să-l vinzi.');
  });

  it('counts the questions left, marks each one', async () => {
    const person = user();
    await renderFlow();
    await chooseIphone(person);
    await person.click(screen.getByRole('button', { name: 'Vezi oferta' }));
    expect(screen.getByRole('alert').textContent).toBe('Întrebări fără răspuns: 3.');
    expect(screen.getAllByText('Alege un răspuns.')).toHaveLength(3);
  });

  it('says why a locked phone gets no offer, and how to go on', async () => {
    const person = user();
    await renderFlow();
    await chooseIphone(person);
    await answerWorking(person, 'Nu');
    await screen.findByRole('heading', { level: 1, name: 'Nu putem cumpăra un dispozitiv blocat' });
    expect(screen.queryByRole('button', { name: 'Accept oferta' })).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Schimbă răspunsurile' }));
    await screen.findByRole('heading', { level: 1, name: 'În ce stare este dispozitivul?' });
  });

  it('asks a visitor to log in or register, coming back to the details', async () => {
    const person = user();
    await renderFlow({ user: null });
    await chooseIphone(person);
    await answerWorking(person);
    await person.click(await screen.findByRole('button', { name: 'Accept oferta' }));
    await person.click(await screen.findByRole('button', { name: 'Trimite vânzarea' }));
    const login = await screen.findByRole('link', { name: 'Intră în cont' });
    expect(login.getAttribute('href')).toBe('/autentifica-te/?redirect=%2Fsell%2Fdetails%2F');
    expect(screen.getByRole('link', { name: 'Creează un cont' }).getAttribute('href')).toBe(
      '/inregistreaza-te/?redirect=%2Fsell%2Fdetails%2F',
    );
  });

  it('names each wrong field and focuses the first', async () => {
    const person = user();
    await renderFlow({ user: { ...SELLER, displayName: null } });
    await chooseIphone(person);
    await answerWorking(person);
    await person.click(await screen.findByRole('button', { name: 'Accept oferta' }));
    await person.type(screen.getByRole('textbox', { name: /^IBAN/ }), 'BG80BNBG96611020345678');
    await person.click(screen.getByRole('button', { name: 'Trimite vânzarea' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('textbox', { name: /^Nume și prenume/ }),
      ),
    );
    expect(
      screen.getByText('Plătim doar într-un cont dintr-o bancă din România (IBAN RO…).'),
    ).toBeDefined();
  });

  it('resumes a reload on the step it was on', async () => {
    const person = user();
    const storage = memoryStorage();
    const first = await renderFlow({ storage });
    await chooseIphone(person);
    first.unmount();
    await renderFlow({ storage, step: 'condition' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'În ce stare este dispozitivul?',
    );
  });

  it('reports a corrupt stored progress and starts afresh', async () => {
    const storage = memoryStorage();
    storage.setItem(SELL_PROGRESS_KEY, '{"v":1,"value":{"country":"ro","answers":42}}');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await renderFlow({ storage, step: 'offer' });
    } finally {
      console.error = original;
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vinde-ne dispozitivul tău');
    expect(window.location.pathname).toBe('/vinde/');
    expect(JSON.stringify(errors)).toContain('sell progress');
  });

  it('offers a retry when the catalog cannot load', async () => {
    const person = user();
    const api = createFakeSellApi();
    api.fail('catalog', { status: 0, code: 'network' }, 1);
    const original = console.error;
    console.error = () => undefined;
    try {
      await renderFlow({ api });
      await person.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    } finally {
      console.error = original;
    }
    await screen.findByRole('heading', { level: 1, name: 'Vinde-ne dispozitivul tău' });
  });
});

describe('the drop-off choices', () => {
  it('offers only what the country’s couriers have (RO: lockers, no offices)', async () => {
    const person = user();
    await renderFlow({ api: createFakeSellApi({ dropOffKinds: ['locker'] }) });
    await chooseIphone(person);
    await answerWorking(person);
    await person.click(await screen.findByRole('button', { name: 'Accept oferta' }));
    await screen.findByRole('radio', { name: /locker/ });
    expect(screen.queryByRole('radio', { name: /oficiu/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /curier/ })).toBeDefined();
  });
});
