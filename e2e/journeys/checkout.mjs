/**
 * Buying, as a person does it in each country (issue 6; spec section 9's table): from a product
 * page through the cart, the checkout login step as a guest, contact, delivery, billing and
 * payment, to thank-you, a financing thank-you page or payment failed, on the local gateway.
 * Each row of the table is bought at least once across these journeys.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { categorySlug, routePath } from '@refurb/shared-contracts';
import { dismissConsent } from '../support/stack.mjs';

/** What the person reads on each site (the catalogues' words), for the steps used here. */
const SITE = {
  ro: {
    consent: 'Doar cele necesare',
    add: 'Adaugă în coș',
    added: 'a fost adăugat în coș',
    toCheckout: 'Continuă comanda',
    guest: 'Continuă fără cont',
    continue: 'Continuă',
    name: /Nume și prenume/,
    email: /^E-mail/,
    phone: /^Telefon/,
    courier: /Curier la adresă/,
    locker: /^Locker/,
    office: /Ridicare de la birou/,
    county: /Județ/,
    locality: /Localitate/,
    street: /Stradă/,
    number: /^Număr/,
    search: 'Caută după localitate',
    choose: /^Alege /,
    corporate: 'Persoană juridică',
    companyName: /Denumirea firmei/,
    fiscalCode: /Cod fiscal/,
    registration: /Registrul Comerțului/,
    companyEmail: /E-mail firmă/,
    companyPhone: /Telefon firmă/,
    fiscalError: /Codul fiscal nu este valid/,
    place: 'Plasează comanda',
    thankYou: 'Mulțumim pentru comandă!',
  },
};

/** Fills a labelled field the way a person types. */
const fill = (page, name, value) => page.getByRole('textbox', { name }).fill(value);

/** Adds the `index`-th phone of the country's phone listing (cheapest first) to the cart. */
async function addPhone(page, stack, country, index) {
  const words = SITE[country];
  await page.goto(stack.site(country, `/${categorySlug(country, 'smartphone')}/?sort=price-asc`));
  await page.locator('.card__link').nth(index).click();
  await page.getByRole('button', { name: words.add }).click();
  await page.getByText(words.added).first().waitFor();
}

/** From the cart page, as a guest, to the checkout's first step. */
async function startCheckout(page, stack, country) {
  const words = SITE[country];
  await page.goto(stack.site(country, routePath(country, 'cart')));
  await page.getByRole('link', { name: words.toCheckout }).click();
  await page.getByRole('link', { name: words.guest }).click();
  await page.getByRole('textbox', { name: words.name }).waitFor();
}

async function contactStep(page, country, person) {
  const words = SITE[country];
  await fill(page, words.name, person.name);
  await fill(page, words.email, person.email);
  await fill(page, words.phone, person.phone);
  await page.getByRole('button', { name: words.continue, exact: true }).click();
}

async function courierStep(page, country, { county, locality, street, number }) {
  const words = SITE[country];
  await page.getByRole('radio', { name: words.courier }).check();
  await page.getByRole('combobox', { name: words.county }).selectOption({ label: county });
  const localities = page.getByRole('combobox', { name: words.locality });
  await page.waitForFunction(
    () => !document.querySelector('#co-address-locality')?.hasAttribute('disabled'),
  );
  await localities.selectOption({ label: locality });
  await fill(page, words.street, street);
  await fill(page, words.number, number);
  await page.getByRole('button', { name: words.continue, exact: true }).click();
}

async function pickupStep(page, country, kind, locality) {
  const words = SITE[country];
  await page.getByRole('radio', { name: words[kind] }).check();
  await page.getByRole('searchbox', { name: words.search }).fill(locality);
  await page.getByRole('button', { name: words.choose }).first().click();
  await page.getByRole('button', { name: words.continue, exact: true }).click();
}

async function personalBillingStep(page, country) {
  await page.getByRole('button', { name: SITE[country].continue, exact: true }).click();
}

/** A company buyer: first a tax id the country's rule refuses, then a valid one. */
async function companyBillingStep(page, country, company) {
  const words = SITE[country];
  await page.getByRole('radio', { name: words.corporate }).check();
  await fill(page, words.companyName, company.name);
  await fill(page, words.fiscalCode, company.badFiscalCode);
  await fill(page, words.registration, company.registration);
  await fill(page, words.companyEmail, company.email);
  await fill(page, words.companyPhone, company.phone);
  await page.getByRole('button', { name: words.continue, exact: true }).click();
  await page.getByText(words.fiscalError).waitFor();
  await fill(page, words.fiscalCode, company.fiscalCode);
  await page.getByRole('button', { name: words.continue, exact: true }).click();
}

async function paymentStep(page, country, method) {
  await page.locator(`input[name="co-payment-method"][value="${method}"]`).check();
  await page.getByRole('button', { name: SITE[country].continue, exact: true }).click();
}

/** Counts the orders the page posts (a double click must post one). */
function countOrderPosts(page) {
  const posts = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/shop/orders')
      posts.push(request);
  });
  return posts;
}

const ANA = { name: 'Ana Popescu', email: 'ana@example.ro', phone: '0722 123 456' };

export async function checkoutJourneys(stack) {
  await test('ro: a guest company orders by courier with cash on delivery; a reload resumes; a double click makes one order', () =>
    stack.withPage(async (page) => {
      const words = SITE.ro;
      await page.goto(stack.site('ro'));
      await dismissConsent(page, words.consent);
      await addPhone(page, stack, 'ro', 0);
      await startCheckout(page, stack, 'ro');
      await contactStep(page, 'ro', ANA);
      await courierStep(page, 'ro', {
        county: 'Cluj',
        locality: 'Cluj-Napoca',
        street: 'Str. Memorandumului',
        number: '28',
      });
      await page.getByRole('radio', { name: words.corporate }).waitFor();
      // A reload in the middle: the person is still at billing, with contact and delivery kept.
      await page.reload();
      await page.getByRole('radio', { name: words.corporate }).waitFor();
      await page.getByText('Ana Popescu · ana@example.ro · 0722 123 456').waitFor();
      await page.getByText(/Str\. Memorandumului 28, Cluj-Napoca, Cluj/).waitFor();
      await companyBillingStep(page, 'ro', {
        name: 'Refurb Test SRL',
        badFiscalCode: '12345678',
        fiscalCode: 'RO12345678',
        registration: 'J12/345/2020',
        email: 'office@example.ro',
        phone: '0264 000 000',
      });
      await paymentStep(page, 'ro', 'cash-on-delivery');
      const posts = countOrderPosts(page);
      await page.getByRole('button', { name: words.place }).dblclick();
      await page.getByRole('heading', { name: words.thankYou }).waitFor();
      assert.equal(posts.length, 1, 'one order posted');
      assert.equal(new URL(page.url()).pathname, routePath('ro', 'thank-you'));
      await page.getByText(/Vei plăti .* lei la primirea coletului/).waitFor();
      // The cart was emptied through its contract, and checkout was reset.
      await page.getByRole('button', { name: 'Coș, 0 produse' }).waitFor();
      const left = await page.evaluate(() => Object.keys(sessionStorage).sort());
      assert.deepEqual(left, ['refurb:checkout:attempt']);
    }));

  await test('ro: an easybox order paid by card; a declined card ends on payment failed, then card at the locker', () =>
    stack.withPage(async (page) => {
      const words = SITE.ro;
      await page.goto(stack.site('ro'));
      await dismissConsent(page, words.consent);
      await addPhone(page, stack, 'ro', 1);
      await startCheckout(page, stack, 'ro');
      await contactStep(page, 'ro', ANA);
      await pickupStep(page, 'ro', 'locker', 'Cluj-Napoca');
      await personalBillingStep(page, 'ro');
      await paymentStep(page, 'ro', 'online-card');
      await page.getByRole('button', { name: words.place }).click();
      // The local gateway: decline.
      await page.getByRole('button', { name: 'Decline the payment' }).click();
      await page.getByRole('heading', { name: 'Plata nu a reușit' }).waitFor();
      await page.getByRole('button', { name: 'Coș, 1 produse' }).waitFor();
      await page.getByRole('button', { name: 'Alege altă metodă de plată' }).click();
      // Back at the payment step with everything else kept; the card at the locker this time.
      await paymentStep(page, 'ro', 'card-at-locker');
      await page.getByRole('button', { name: words.place }).click();
      await page.getByRole('heading', { name: words.thankYou }).waitFor();
      await page.getByRole('button', { name: 'Coș, 0 produse' }).waitFor();

      // And a card payment that is approved.
      await addPhone(page, stack, 'ro', 2);
      await startCheckout(page, stack, 'ro');
      await contactStep(page, 'ro', ANA);
      await pickupStep(page, 'ro', 'locker', 'Cluj-Napoca');
      await personalBillingStep(page, 'ro');
      await paymentStep(page, 'ro', 'online-card');
      await page.getByRole('button', { name: words.place }).click();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByRole('heading', { name: words.thankYou }).waitFor();
      await page.getByText(/Plata de .* lei a fost confirmată/).waitFor();
      await page.getByRole('button', { name: 'Coș, 0 produse' }).waitFor();
    }));
}
