import { afterEach, describe, expect, it } from '@jest/globals';
import { MERGE_KEY, mayHaveCloudSession, SIGNED_IN_KEY } from './cloud-hints';

describe('whether cloud sync has anything to do on a page before a login', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('has nothing for a visitor: no session cookie, never signed in, no merge owed', () => {
    expect(mayHaveCloudSession('theme=dark; other=1')).toBe(false);
  });

  it.each([
    ['a session’s custom-token cookie', () => 'theme=dark; refurb_custom_token=abc.def'],
    [
      'a Firebase sign-in to end',
      () => {
        localStorage.setItem(SIGNED_IN_KEY, '1');
        return '';
      },
    ],
    [
      'a merge owed after this tab’s login',
      () => {
        sessionStorage.setItem(MERGE_KEY, '1');
        return '';
      },
    ],
  ])('has something with %s', (_label, arrange) => {
    expect(mayHaveCloudSession(arrange())).toBe(true);
  });
});
