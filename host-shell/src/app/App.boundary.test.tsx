/**
 * A page that throws while it renders (a bug, a chunk that cannot load) leaves the site around
 * it: header and footer stay, the page's place shows a localized notice with a retry, and the
 * error is reported. Without the boundary React unmounts the whole root: a blank site.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { COUNTRIES } from '@refurb/shared-contracts';
import { act, cleanup, screen } from '@testing-library/react';
import { MESSAGE_CATALOGUES } from '../i18n/catalogues';

let mockFailing = true;
jest.mock('../pages/NotFoundPage', () => ({
  NotFoundPage: () => {
    if (mockFailing) throw new Error('the page broke');
    return <h1>back again</h1>;
  },
}));

describe('a page that throws', () => {
  afterEach(cleanup);

  it.each(COUNTRIES)(
    'keeps the header and footer on %s, with a localized notice and a retry',
    async (country) => {
      mockFailing = true;
      window.history.replaceState(null, '', '/no-such-page/');
      // React logs the caught error; the test expects it.
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        // Imported after the mock is in place (the module under test must see it).
        const { renderSite } = await import('../test-support/test-site');
        renderSite(country);
        await act(async () => undefined);
        expect(screen.getByRole('banner')).toBeTruthy();
        expect(screen.getByRole('contentinfo')).toBeTruthy();
        const words = MESSAGE_CATALOGUES[country];
        const alert = screen.getByRole('alert');
        expect(alert.textContent).toContain(words['page.failedTitle']);
        mockFailing = false;
        act(() => screen.getByRole('button', { name: words['state.retry'] }).click());
        expect(await screen.findByRole('heading', { name: 'back again' })).toBeTruthy();
        expect(screen.getByRole('banner')).toBeTruthy();
      } finally {
        quiet.mockRestore();
      }
    },
  );
});
