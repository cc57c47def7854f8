/** The cases the property tests found, kept as examples: each left a wrong address behind. */
import { describe, expect, it } from '@jest/globals';
import {
  openBlocked,
  storageDouble,
  type StoragePlan,
} from '@refurb/shared-contracts/storage-arbitraries';
import { createLinkEmailStore, LINK_EMAIL_KEY } from './link-email-store';

/** A local storage holding the address of an earlier link, refusing as `plan` says. */
const storageWith = (earlier: string, plan?: StoragePlan) =>
  storageDouble({ [LINK_EMAIL_KEY]: earlier }, plan);

describe('createLinkEmailStore', () => {
  it('forgets the earlier address when storage is too full to keep the new one', () => {
    const { storage, items } = storageWith('ana@example.ro', { full: true });
    const reports: string[] = [];
    const store = createLinkEmailStore(storage, (reason) => reports.push(reason));
    store.write('ion@example.ro');
    expect(store.read()).toBeNull();
    expect(items.has(LINK_EMAIL_KEY)).toBe(false);
    expect(reports).toEqual([
      `storage refused to write ${LINK_EMAIL_KEY}: The quota has been exceeded.`,
    ]);
  });

  it.each([
    ['blank', '   '],
    ['too short', 'a@'],
    ['too long', `${'a'.repeat(250)}@b.ro`],
  ])('keeps no address, old or new, when asked to keep one that is %s', (_, email) => {
    const { storage, items } = storageWith('ana@example.ro');
    const reports: string[] = [];
    const store = createLinkEmailStore(storage, (reason) => reports.push(reason));
    store.write(email);
    expect(items.has(LINK_EMAIL_KEY)).toBe(false);
    expect(reports).toEqual(['e-mail for the sign-in link is not an address; not kept']);
  });

  it('keeps an address as the schema reads it, without the blanks around it', () => {
    const { storage, items } = storageWith('ana@example.ro');
    const store = createLinkEmailStore(storage);
    store.write(' ion@example.ro\n');
    expect(items.get(LINK_EMAIL_KEY)).toBe('ion@example.ro');
    expect(store.read()).toBe('ion@example.ro');
  });

  it('reports each refusal when opening local storage throws, and keeps going', () => {
    const reports: string[] = [];
    const store = createLinkEmailStore(openBlocked, (reason) => reports.push(reason));
    expect(store.read()).toBeNull();
    store.write('ana@example.ro');
    expect(reports).toEqual([
      `storage refused to read ${LINK_EMAIL_KEY}: The operation is insecure.`,
      `storage refused to write ${LINK_EMAIL_KEY}: The operation is insecure.`,
      `storage refused to remove ${LINK_EMAIL_KEY}: The operation is insecure.`,
    ]);
  });
});
