/**
 * The public banner of spec section 1, where it renders: the header of every page, in the site's
 * language ("Peste €23 milioane" in RO, PAID_OUT_BANNER), the same €23 million on every site.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { PAID_OUT_BANNER, type Country } from '@refurb/shared-contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { searchPath } from '../routing/host-routes';
import { renderSite } from '../test-support/test-site';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the public banner', () => {
  it.each<[Country, string]>([
    ['ro', PAID_OUT_BANNER],
    ['bg', 'Над €23 милиона'],
    ['hu', 'Több mint €23 millió'],
    ['gr', 'Πάνω από €23 εκατομμύρια'],
  ])('%s: the header of the page says %s', async (country, text) => {
    renderSite(country);
    const header = await screen.findByRole('banner');
    const banner = within(header).getByText(text);
    expect(banner.tagName).toBe('STRONG');
    expect(banner.textContent).toContain('€23');
  });
});

describe('the search form without JavaScript (issue 34)', () => {
  it.each<[Country]>([['ro'], ['bg'], ['hu'], ['gr']])(
    '%s: a GET form to the search page, the words as q',
    async (country) => {
      renderSite(country);
      const form = await screen.findByRole('search');
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe(searchPath(country));
      const input = within(form).getByRole<HTMLInputElement>('searchbox');
      expect(input.name).toBe('q');
    },
  );
});
