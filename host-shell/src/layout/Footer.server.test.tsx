/**
 * @jest-environment node
 *
 * The footer as the server renders it (React's streaming renderer, in Node, as
 * src/server/render.tsx runs it): the seller is in the page's HTML once its answer is in; a
 * failed call leaves it out without failing the page, and the page is then not kept in the HTML
 * cache (the next visitor's page asks again).
 */
import { describe, expect, it } from '@jest/globals';
import type { CompanyIdentity } from '@refurb/shared-contracts/api/content';
import type { ApiResult } from '@refurb/shared-contracts/runtime';
import { createServerPage, PageContextProvider, type ServerPage } from '../app/server-page';
import { serverHtml } from '../test-support/server-html';
import { TestSite } from '../test-support/test-site';
import { Footer } from './Footer';

const COMPANY: CompanyIdentity = {
  legalName: 'Refurb Devices SRL',
  registrationNumber: 'J40/1234/2020',
  taxId: 'RO12345678',
  address: 'Bd. Unirii 1, București',
  labels: { registrationNumber: 'Nr. Reg. Com.', taxId: 'CUI' },
  consumerLinks: [{ kind: 'authority', name: 'ANPC', url: 'https://anpc.ro/' }],
};

/** The request's page, its calls answered with `answer`. */
function served(answer: ApiResult<unknown>): ServerPage {
  const page = createServerPage({ consentBanner: false });
  return Object.assign(page, {
    load: (key: string) => {
      page.answers.set(key, answer);
      return Promise.resolve(answer);
    },
  });
}

const footerOf = (page: ServerPage) =>
  serverHtml(
    <PageContextProvider value={page}>
      <TestSite country="ro">
        <Footer />
      </TestSite>
    </PageContextProvider>,
  );

describe('the footer on the server', () => {
  it('writes the seller into the page, which may be cached', async () => {
    const page = served({ ok: true, data: COMPANY });
    const html = await footerOf(page);
    expect(html).toContain('Refurb Devices SRL · Nr. Reg. Com. J40/1234/2020 · CUI RO12345678');
    expect(html).toContain('href="https://anpc.ro/"');
    expect(page.answers.get('company:ro')).toEqual({ ok: true, data: COMPANY });
    expect(page.storable).toBe(true);
  });

  it('leaves the seller out when the call failed, keeps the links, and is not cached', async () => {
    const page = served({
      ok: false,
      error: { status: 503, code: 'unavailable', message: 'down' },
    });
    const html = await footerOf(page);
    expect(html).not.toContain('<address');
    expect(html).toContain('href="/termeni-si-conditii/"');
    expect(page.status).toBe(200);
    expect(page.storable).toBe(false);
  });
});
