import { afterEach, describe, expect, it } from '@jest/globals';
import { MERGE_KEY, mayHaveCloudSession, SIGNED_IN_KEY } from './cloud-hints';

describe('whether cloud sync has anything to do on a page before a login', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('has nothing for a visitor: never signed in, no merge owed', () => {
    expect(mayHaveCloudSession()).toBe(false);
  });

  it('reads no cookie: a custom-token cookie of an earlier release tells nothing', () => {
    document.cookie = 'refurb_custom_token=abc.def; path=/';
    try {
      expect(mayHaveCloudSession()).toBe(false);
    } finally {
      document.cookie = 'refurb_custom_token=; max-age=0; path=/';
    }
  });

  it.each([
    ['a Firebase sign-in to end', () => localStorage.setItem(SIGNED_IN_KEY, '1')],
    ['a merge owed after this tab’s login', () => sessionStorage.setItem(MERGE_KEY, '1')],
  ])('has something with %s', (_label, arrange) => {
    arrange();
    expect(mayHaveCloudSession()).toBe(true);
  });
});
