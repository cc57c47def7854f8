import { describe, expect, it } from '@jest/globals';
import { resetErrorCode, sessionErrorCode } from './auth.actors';

const failure = (code: string, status = 400) => ({ status, code, message: code });

describe('what a failed call to the shop tells the person', () => {
  it.each([
    ['network', 'network'],
    ['timeout', 'network'],
    ['bot_check_failed', 'bot-check-failed'],
    ['rate_limited', 'rate-limited'],
    ['id_token_expired', 'expired-link'],
    ['something_else', 'session-failed'],
  ])('a session that fails with %s says %s', (code, said) => {
    expect(sessionErrorCode(failure(code))).toBe(said);
  });

  it.each([
    ['network', 'network'],
    ['timeout', 'network'],
    ['bot_check_failed', 'bot-check-failed'],
    ['rate_limited', 'reset-rate-limited'],
    ['something_else', 'unknown'],
  ])('a reset mail that fails with %s says %s', (code, said) => {
    expect(resetErrorCode(failure(code))).toBe(said);
  });
});
