/**
 * The footer (issue 36): the four legal pages of the site at its own addresses, and the company
 * that sells on it as the content service names it (RO with the ANPC, SAL and SOL links); nothing
 * of the company while its answer is not in or when the call failed, and the links stay.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { routePath } from '@refurb/shared-contracts';
import { type CompanyIdentity } from '@refurb/shared-contracts/api/content';
import { type ApiResult } from '@refurb/shared-contracts/runtime';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageContextProvider } from '../app/server-page';
import { iphone14ProAnswers } from '../test-support/iphone-14-pro';
import { SiteProvider, type Site } from '../app/site';
import { createI18n } from '../i18n/catalogues';
import { I18nProvider } from '../i18n/i18n';
import { TestSite, testSite } from '../test-support/test-site';
import { Footer } from './Footer';
import { FooterLinks } from './FooterLinks';

const RO_COMPANY: CompanyIdentity = {
  legalName: 'Refurb Devices SRL',
  registrationNumber: 'J40/1234/2020',
  taxId: 'RO12345678',
  address: 'Bd. Unirii 1, București',
  email: 'contact@refurb.ro',
  phone: '021 000 0000',
  labels: { registrationNumber: 'Nr. Reg. Com.', taxId: 'CUI' },
  consumerLinks: [
    { kind: 'authority', name: 'ANPC', url: 'https://anpc.ro/' },
    { kind: 'adr', name: 'ANPC – SAL', url: 'https://anpc.ro/ce-este-sal/' },
    { kind: 'odr', name: 'SOL', url: 'https://ec.europa.eu/consumers/odr' },
  ],
};

async function renderFooter(
  country: Site['country'],
  company: () => Promise<ApiResult<CompanyIdentity>>,
) {
  const site = testSite(country);
  render(
    <SiteProvider value={{ ...site, api: { ...site.api, company } }}>
      <I18nProvider value={createI18n(country)}>
        <Footer />
      </I18nProvider>
    </SiteProvider>,
  );
  // The call starts in a task after the render (use-resource.ts).
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(cleanup);

describe('the footer', () => {
  it.each(['ro', 'bg', 'hu', 'gr'] as const)(
    'links the %s legal pages at the site’s own addresses',
    async (country) => {
      await renderFooter(country, () => new Promise(() => undefined));
      const { t } = createI18n(country);
      const nav = screen.getByRole('navigation', { name: t('footer.label') });
      for (const name of ['terms', 'privacy-policy', 'cookie-policy', 'withdrawal-form'] as const) {
        expect(
          within(nav)
            .getByRole('link', { name: t(`link.${name}`) })
            .getAttribute('href'),
        ).toBe(routePath(country, name));
      }
    },
  );

  it('names the seller with its numbers and contact, and the RO consumer bodies', async () => {
    await renderFooter('ro', async () => ({ ok: true, data: RO_COMPANY }));
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(
      'Refurb Devices SRL · Nr. Reg. Com. J40/1234/2020 · CUI RO12345678 · Bd. Unirii 1, București',
    );
    const link = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(link('contact@refurb.ro')).toBe('mailto:contact@refurb.ro');
    expect(link('021 000 0000')).toBe('tel:0210000000');
    expect(link('ANPC')).toBe('https://anpc.ro/');
    expect(link('ANPC – SAL')).toBe('https://anpc.ro/ce-este-sal/');
    expect(link('SOL')).toBe('https://ec.europa.eu/consumers/odr');
  });

  it.each([
    ['while the answer is not in', () => new Promise<never>(() => undefined)],
    [
      'when the call failed',
      async () =>
        ({ ok: false, error: { status: 503, code: 'unavailable', message: 'down' } }) as const,
    ],
  ])('shows nothing of the seller %s, and keeps its links', async (_when, company) => {
    await renderFooter('ro', company);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('address')).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'ANPC' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Termeni și condiții' })).toBeTruthy();
  });

  it("keeps the server's links while hydrating a page it rendered; only the cookie button is live", async () => {
    const footer = (
      <PageContextProvider value={iphone14ProAnswers()}>
        <TestSite country="hu">
          <Footer />
        </TestSite>
      </PageContextProvider>
    );
    // What the server writes in the island (its streaming renderer waits for the chunk; a string
    // render does not, so the links are put in as the server would have written them).
    const links = renderToString(
      <TestSite country="hu">
        <FooterLinks />
      </TestSite>,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer).replace('<ul></ul>', `<ul>${links}</ul>`);
    document.body.append(container);
    const terms = within(container).getByRole('link', { name: 'ÁSZF' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, footer, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(container).getByRole('link', { name: 'ÁSZF' })).toBe(terms);
    expect(terms.getAttribute('href')).toBe(routePath('hu', 'terms'));
    const button = within(container).getByRole('button', {
      name: createI18n('hu').t('consent.manage'),
    });
    expect(button.hasAttribute('disabled')).toBe(false);
    container.remove();
  });
});
