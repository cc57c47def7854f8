/**
 * The sell flow (mf-sell) in Chromium against shop-api's sell service and the Auth emulator: a
 * visitor sells a phone in RO and registers on the way; a locked phone gets its rule and one that
 * does not turn on its own; a reload and the back button in the middle resume; a counter offer
 * accepted in sale details; the flow in BG, HU and GR.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axe, dismissConsent } from '../support/stack.mjs';
import { choosePlace } from './checkout.mjs';
import { logIn } from './cloud.mjs';

const IBAN = 'RO49 AAAA 1B31 0075 9384 0000';

/** Search, pick the model and storage, go on to the questions. */
async function chooseDevice(page, { search, model, storage, next = 'Continuă' }) {
  await page.locator('.refurb-sell').getByRole('searchbox').fill(search);
  await page.getByRole('radio', { name: model }).check();
  if (storage) await page.getByRole('radio', { name: storage }).check();
  await page.getByRole('button', { name: next }).click();
}

/**
 * Answers every question asked: the first option of a one-answer question (the best condition:
 * powers on, flawless, ..., account removed) unless `pick` names another for a question whose
 * legend matches, and "none" for a several-answer one. Questions that appear after an answer are
 * answered too.
 */
async function answerAll(page, pick = []) {
  const questions = page.locator('fieldset.se-question');
  await questions.first().waitFor();
  for (let i = 0; i < (await questions.count()); i += 1) {
    const question = questions.nth(i);
    const legend = (await question.locator('legend').textContent()) ?? '';
    const override = pick.find(([match]) => match.test(legend));
    if (override) {
      await question.getByRole('radio', { name: override[1] }).check();
    } else if ((await question.getByRole('radio').count()) > 0) {
      await question.getByRole('radio').first().check();
    } else {
      await question.getByRole('checkbox').last().check();
    }
  }
}

/** The details step of a signed-in seller: IBAN and a locker (the rest is filled in). */
async function sendFromLocker(page) {
  await page.getByRole('textbox', { name: /^IBAN/ }).fill(IBAN);
  await page.getByRole('radio', { name: /locker/ }).check();
  const points = page.getByRole('combobox', { name: /locker/i });
  await points.locator('option').nth(1).waitFor({ state: 'attached' });
  await points.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Trimite vânzarea' }).click();
  const done = page.getByRole('heading', {
    level: 1,
    name: 'Mulțumim! Vânzarea ta a fost înregistrată',
  });
  const refused = page.locator('.refurb-sell [role="alert"]');
  await done.or(refused).first().waitFor({ timeout: 15_000 });
  if (await refused.count()) throw new Error(`not sent: ${await refused.allTextContents()}`);
  return (await page.locator('.se-reference').textContent()) ?? '';
}

export async function sellJourneys(stack) {
  await test('ro: a visitor sells a phone, registers on the way, and finds the sale in the account', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('ro', '/vinde/'));
      await dismissConsent(page, 'Doar cele necesare');
      await page.getByRole('heading', { level: 1, name: 'Vinde-ne dispozitivul tău' }).waitFor();
      await axe(page);
      // What sellers say, from the content service.
      await page.getByRole('link', { name: 'Ce spun cei care ne-au vândut dispozitive' }).click();
      await page.waitForURL(/\/recenzii-vanzatori\/$/);
      await page.getByText('Am primit banii în două zile după ce am trimis laptopul.').waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Vinde-ne dispozitivul tău' }).waitFor();
      await chooseDevice(page, {
        search: 'iphone 13',
        model: /^Apple iPhone 13 /,
        storage: /^128 GB/,
      });
      await page.waitForURL(/\/sell\/condition\/$/);
      await page
        .getByRole('heading', { level: 1, name: 'În ce stare este dispozitivul?' })
        .waitFor();
      await answerAll(page);
      await axe(page);
      await page.getByRole('button', { name: 'Vezi oferta' }).click();
      await page.waitForURL(/\/sell\/offer\/$/);
      const amount = await page.locator('.se-offer-amount').textContent();
      assert.match(amount ?? '', /^[\d.]+ lei$/);
      await page.getByRole('table', { name: 'Cum am calculat oferta' }).waitFor();
      await axe(page);
      await page.getByRole('button', { name: 'Accept oferta' }).click();
      await page.waitForURL(/\/sell\/details\/$/);

      // A visitor fills in the details, then is asked for an account.
      await page.getByRole('textbox', { name: /^Nume și prenume/ }).fill('Vlad Vânzătorul');
      await page.getByRole('textbox', { name: /^E-mail/ }).fill('seller@example.com');
      await page.getByRole('textbox', { name: /^Telefon/ }).fill('0722 123 456');
      await page.getByRole('textbox', { name: /^IBAN/ }).fill(IBAN);
      await page.getByRole('textbox', { name: /^Titularul contului/ }).fill('Vlad Vânzătorul');
      await choosePlace(page, /^Județ/, 'Cluj');
      await choosePlace(page, /^Localitate/, 'Cluj-Napoca', 'cluj-nap');
      await page.getByRole('textbox', { name: /^Stradă/ }).fill('Str. Horea');
      await page.getByRole('textbox', { name: /^Număr/ }).fill('3');
      await page.getByRole('textbox', { name: /^Cod poștal/ }).fill('400001');
      await page.locator('input[name="se-pickupDate"]').first().check();
      await axe(page);
      await page.getByRole('button', { name: 'Trimite vânzarea' }).click();
      await page.getByRole('link', { name: 'Creează un cont' }).click();

      await page.getByRole('heading', { level: 1, name: 'Creează un cont' }).waitFor();
      await page.getByLabel('Nume și prenume').fill('Vlad Vânzătorul');
      await page.getByRole('textbox', { name: /^Adresa de e-mail/ }).fill('seller@example.com');
      await page.getByLabel('Parola', { exact: false }).first().fill('parola123');
      await page
        .getByLabel('Accept termenii și condițiile și politica de confidențialitate')
        .check();
      await page.getByRole('button', { name: 'Creează contul' }).click();

      // Back on the details with everything but the IBAN (never stored).
      await page.waitForURL(/\/sell\/details\/$/, { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Datele tale și trimiterea' }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: /^Stradă/ }).inputValue(), 'Str. Horea');
      assert.equal(await page.getByRole('textbox', { name: /^IBAN/ }).inputValue(), '');
      await page.getByRole('textbox', { name: /^IBAN/ }).fill(IBAN);
      await page.getByRole('button', { name: 'Trimite vânzarea' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Mulțumim! Vânzarea ta a fost înregistrată' })
        .waitFor({ timeout: 15_000 });
      const reference = (await page.locator('.se-reference').textContent()) ?? '';
      assert.match(reference, /^S-\d{6}$/);
      await axe(page);

      await page.getByRole('link', { name: 'Vezi vânzarea' }).click();
      await page.getByText(`Vânzarea ${reference}`, { exact: false }).first().waitFor();
      // The answers are named with the questionnaire's words (never by their keys, even while the
      // questions load), the payout masked.
      await page.getByText('RO49…0000', { exact: false }).waitFor();
      assert.equal(await page.getByText('powersOn').count(), 0);
      await page.getByRole('term').filter({ hasText: 'Telefonul tău pornește?' }).waitFor();
      assert.equal(await page.getByText('powersOn').count(), 0);
    }));

  await test('ro: a locked phone gets no offer until the account is removed; one that does not turn on is paid for parts', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('ro', '/vinde/'));
      await dismissConsent(page, 'Doar cele necesare');
      await chooseDevice(page, {
        search: 'galaxy s23',
        model: /^Samsung Galaxy S23 /,
        storage: /^128 GB/,
      });
      await answerAll(page, [[/cont/i, /^Nu/]]);
      await page.getByRole('button', { name: 'Vezi oferta' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Nu putem cumpăra un dispozitiv blocat' })
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Accept oferta' }).count(), 0);
      await axe(page);
      // The details cannot be reached by URL either.
      await page.goto(stack.site('ro', '/sell/details/'));
      await page.waitForURL(/\/sell\/offer\/$/);
      // The flow restored from storage shows the refusal again before the person goes back.
      await page
        .getByRole('heading', { level: 1, name: 'Nu putem cumpăra un dispozitiv blocat' })
        .waitFor();

      await page.getByRole('button', { name: 'Schimbă răspunsurile' }).click();
      await answerAll(page, [[/pornește/i, /^Nu/]]);
      await page.getByRole('button', { name: 'Vezi oferta' }).click();
      await page.getByRole('button', { name: 'Accept oferta' }).waitFor();
      const table = page.getByRole('table', { name: 'Cum am calculat oferta' });
      assert.equal(await table.getByRole('row').count(), 3, 'base price, parts rule, total');
    }));

  await test('ro: a reload, back and forward in the middle of the flow resume where the person was', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('ro', '/vinde/'));
      await dismissConsent(page, 'Doar cele necesare');
      await chooseDevice(page, {
        search: 'iphone 13',
        model: /^Apple iPhone 13 /,
        storage: /^256 GB/,
      });
      const first = page.locator('fieldset.se-question').first();
      await first.getByRole('radio').first().check();
      await page.reload();
      await page
        .getByRole('heading', { level: 1, name: 'În ce stare este dispozitivul?' })
        .waitFor();
      assert.equal(await first.getByRole('radio').first().isChecked(), true);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Vinde-ne dispozitivul tău' }).waitFor();
      assert.equal(await page.getByRole('radio', { name: /^256 GB/ }).isChecked(), true);
      await page.goForward();
      await page
        .getByRole('heading', { level: 1, name: 'În ce stare este dispozitivul?' })
        .waitFor();
      await answerAll(page);
      await page.getByRole('button', { name: 'Vezi oferta' }).click();
      await page.getByRole('button', { name: 'Accept oferta' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Accept oferta' }).waitFor();
    }));

  await test('ro: a counter offer after inspection, accepted in sale details', () =>
    stack.withPage(async (page) => {
      await page.goto(stack.site('ro', '/vinde/'));
      await dismissConsent(page, 'Doar cele necesare');
      const user = await logIn(page, stack, 'counter@example.com');
      // As after any sign-in, the page is loaded again and the host says who is signed in.
      await page.reload();
      await chooseDevice(page, {
        search: 'iphone 13',
        model: /^Apple iPhone 13 /,
        storage: /^128 GB/,
      });
      await answerAll(page);
      await page.getByRole('button', { name: 'Vezi oferta' }).click();
      await page.getByRole('button', { name: 'Accept oferta' }).click();
      await page.getByRole('heading', { level: 1, name: 'Datele tale și trimiterea' }).waitFor();
      assert.equal(
        await page.getByRole('textbox', { name: /^E-mail/ }).inputValue(),
        'counter@example.com',
      );
      await page.getByRole('textbox', { name: /^Nume și prenume/ }).fill('Ioana Contra');
      await page.getByRole('textbox', { name: /^Telefon/ }).fill('0722 000 111');
      await page.getByRole('textbox', { name: /^Titularul contului/ }).fill('Ioana Contra');
      const reference = await sendFromLocker(page);
      const saleHref = await page.getByRole('link', { name: 'Vezi vânzarea' }).getAttribute('href');
      const saleId = saleHref?.split('/').filter(Boolean).at(-1);
      assert.ok(saleId && user.id, 'the sale and the seller');

      for (const status of ['device-received', 'inspected']) {
        await stack.control(`/sales/${saleId}/advance`, { status });
      }
      await stack.control(`/sales/${saleId}/advance`, {
        status: 'counter-offer',
        counterOffer: { amount: 900, reason: 'Ecranul are zgârieturi adânci.' },
      });
      await page.getByRole('link', { name: 'Vezi vânzarea' }).click();
      await page.getByRole('heading', { name: 'Avem o ofertă nouă pentru tine' }).waitFor();
      await page.getByText('Motivul: Ecranul are zgârieturi adânci.').waitFor();
      await axe(page);
      await page.getByRole('button', { name: 'Accept oferta nouă' }).click();
      await page.getByText(/Ai acceptat oferta nouă\. Îți trimitem 900 lei/).waitFor();
      assert.match(reference, /^S-\d{6}$/);
    }));

  /** @type {Array<[import('@refurb/shared-contracts').Country, { consent: string, currency: string }]>} */
  const SELL_SITES = [
    ['bg', { consent: 'Само необходимите', currency: 'Lev' }],
    ['hu', { consent: 'Csak a szükségesek', currency: 'Ft' }],
    ['gr', { consent: 'Μόνο τα απαραίτητα', currency: '€|euro' }],
  ];
  for (const [country, words] of SELL_SITES) {
    await test(`${country}: the sell flow in the site's language and currency`, () =>
      stack.withPage(async (page) => {
        await page.goto(stack.site(country, '/'));
        await dismissConsent(page, words.consent);
        await page.goto(stack.site(country, sellPath(country)));
        await page.locator('.refurb-sell h1').waitFor();
        const lang = await page.evaluate(() => document.documentElement.lang);
        await axe(page);
        await page.locator('.refurb-sell').getByRole('searchbox').fill('iphone 13');
        await page.getByRole('radio', { name: /^Apple iPhone 13 / }).check();
        await page.getByRole('radio', { name: /^128 GB/ }).check();
        await page.locator('.refurb-sell .se-actions button').last().click();
        await page.waitForURL(/\/sell\/condition\/$/);
        await answerAll(page);
        await page.locator('.refurb-sell .se-actions button').last().click();
        await page.locator('.se-offer-amount').waitFor();
        assert.match(
          (await page.locator('.se-offer-amount').textContent()) ?? '',
          new RegExp(words.currency),
        );
        // Not a Romanian word on the page.
        const text = (await page.locator('.refurb-sell').textContent()) ?? '';
        assert.doesNotMatch(text, /Oferta noastră|Accept oferta|Schimbă răspunsurile/);
        assert.equal(lang, { bg: 'bg', hu: 'hu', gr: 'el' }[country]);
        await axe(page);
      }));
  }
}

function sellPath(country) {
  return { bg: '/prodai/', hu: '/eladas/', gr: '/poliste/' }[country];
}
