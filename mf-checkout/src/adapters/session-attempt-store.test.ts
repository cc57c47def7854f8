import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../test-support/fake-checkout-api';
import { ATTEMPT_KEY, createSessionAttemptStore } from './session-attempt-store';

const attempt = { key: 'key-0123456789abcdef', orderId: null };

describe('the order attempt in session storage', () => {
  it('keeps the attempt across reads (a reload) and clears it', () => {
    const storage = memoryStorage();
    createSessionAttemptStore(storage).write(attempt);
    expect(createSessionAttemptStore(storage).read()).toEqual(attempt);
    createSessionAttemptStore(storage).clear();
    expect(createSessionAttemptStore(storage).read()).toBeNull();
  });

  it('drops an unreadable entry (a new key will be made)', () => {
    const storage = memoryStorage();
    storage.setItem(ATTEMPT_KEY, '{"key":"short"}');
    expect(createSessionAttemptStore(storage).read()).toBeNull();
    expect(storage.getItem(ATTEMPT_KEY)).toBeNull();
  });

  it('keeps the attempt for the page when storage refuses it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createSessionAttemptStore(refusing);
    store.write({ ...attempt, orderId: 'RO-1001' });
    expect(store.read()).toEqual({ ...attempt, orderId: 'RO-1001' });
  });
});
