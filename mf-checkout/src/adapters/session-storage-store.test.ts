import { beforeEach, describe, expect, it } from '@jest/globals';
import { CHECKOUT_SESSION_KEYS } from '@refurb/shared-contracts';
import { createSessionStorageStore } from './session-storage-store';

const field = (value: string) => ({ value, isValid: value.length > 0 });

describe('checkout session storage (spec section 4, "Checkout reset")', () => {
  beforeEach(() => window.sessionStorage.clear());
  const store = () => createSessionStorageStore(window.sessionStorage);

  it('gives back what each step stored, so a reload resumes', () => {
    store().write('deliveryMethod', { kind: 'locker', subType: 'easybox' });
    store().write('contactDetails', {
      name: field('Ana Pop'),
      email: field('ana@example.ro'),
      phoneNumber: field('0722123456'),
    });
    store().write('paymentMethod', { type: 'oney', oneyInstallments: { installmentsNo: 3 } });
    const { session, problems } = store().read();
    expect(problems).toEqual([]);
    expect(session.deliveryMethod).toEqual({ kind: 'locker', subType: 'easybox' });
    expect(session.contactDetails?.name.value).toBe('Ana Pop');
    expect(session.paymentMethod).toEqual({
      type: 'oney',
      oneyInstallments: { installmentsNo: 3 },
    });
    expect(session.billingDetails).toBeUndefined();
  });

  it('drops and names an entry of another version or shape, keeping the others', () => {
    store().write('deliveryMethod', { kind: 'courier', subType: '' });
    window.sessionStorage.setItem(
      'paymentMethod',
      JSON.stringify({ v: 0, value: { type: 'oney' } }),
    );
    window.sessionStorage.setItem('billingDetails', '{broken');
    window.sessionStorage.setItem(
      'editStepState',
      JSON.stringify({ v: 1, value: { editing: 'cart' } }),
    );
    const { session, problems } = store().read();
    expect(session.deliveryMethod?.kind).toBe('courier');
    expect(problems).toEqual([
      'billingDetails: not valid JSON',
      'paymentMethod: version 0 is not read here',
      expect.stringMatching(/^editStepState: invalid at editing/),
    ]);
    expect(window.sessionStorage.getItem('paymentMethod')).toBeNull();
  });

  it('clears exactly the six keys and nothing else', () => {
    for (const key of CHECKOUT_SESSION_KEYS) window.sessionStorage.setItem(key, 'x');
    window.sessionStorage.setItem('refurb:cart:promo', 'kept');
    store().clear();
    expect(CHECKOUT_SESSION_KEYS.map((k) => window.sessionStorage.getItem(k))).toEqual(
      CHECKOUT_SESSION_KEYS.map(() => null),
    );
    expect(window.sessionStorage.getItem('refurb:cart:promo')).toBe('kept');
  });

  it('answers false when the browser refuses to store', () => {
    const refusing = createSessionStorageStore({
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    expect(refusing.write('editStepState', { editing: null })).toBe(false);
  });
});
