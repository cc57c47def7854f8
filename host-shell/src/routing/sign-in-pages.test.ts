import { describe, expect, it } from '@jest/globals';
import { resolveLocation } from './host-routes';
import { needsDocumentLoad } from './sign-in-pages';

const at = (pathname: string) =>
  resolveLocation('ro', { pathname, search: '', hash: '' }, { consoleEnabled: false });

describe('sign-in pages load as documents (their own page policy)', () => {
  it('reloads a navigation into login, register or the checkout login step from another page', () => {
    for (const path of ['/autentifica-te/', '/inregistreaza-te/', '/cosul-meu/autentificare/']) {
      expect([path, needsDocumentLoad(at('/'), at(path))]).toEqual([path, true]);
      expect([path, needsDocumentLoad(at('/cosul-meu/'), at(path))]).toEqual([path, true]);
    }
  });

  it('navigates in the page between other pages, and from a sign-in page anywhere', () => {
    expect(needsDocumentLoad(at('/'), at('/cosul-meu/'))).toBe(false);
    expect(needsDocumentLoad(at('/autentifica-te/'), at('/inregistreaza-te/'))).toBe(false);
    expect(needsDocumentLoad(at('/autentifica-te/'), at('/cont/'))).toBe(false);
  });
});
