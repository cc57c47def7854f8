import { describe, expect, it } from '@jest/globals';
import { BOT_TOKEN_TTL_MS, createBotCheck } from './bot-check.js';

const SITE_KEY = 'test-site-key';

/** A bot check on a clock the test moves. */
function onClock(options: { maxRemembered?: number } = {}) {
  let t = Date.UTC(2026, 10, 20, 9, 0, 0);
  const botCheck = createBotCheck({
    siteKey: SITE_KEY,
    secret: 'test-secret-0123456789abcdef',
    now: () => t,
    ...options,
  });
  const advance = (ms: number) => {
    t += ms;
  };
  return { botCheck, advance };
}

describe('bot-check tokens', () => {
  it('verify once: the second use of the same token fails', () => {
    const { botCheck } = onClock();
    const token = botCheck.issue(SITE_KEY, 'login')!;
    expect(botCheck.verify(token, 'login')).toBe(true);
    expect(botCheck.verify(token, 'login')).toBe(false);
    expect(botCheck.verify(botCheck.issue(SITE_KEY, 'login')!, 'login')).toBe(true);
  });

  it('fail once expired, even never used', () => {
    const { botCheck, advance } = onClock();
    const token = botCheck.issue(SITE_KEY, 'forgot')!;
    advance(BOT_TOKEN_TTL_MS);
    expect(botCheck.verify(token, 'forgot')).toBe(false);
  });

  it('fail for another action, and such a try does not use the token up', () => {
    const { botCheck } = onClock();
    const token = botCheck.issue(SITE_KEY, 'place_order')!;
    expect(botCheck.verify(token, 'login')).toBe(false);
    expect(botCheck.rememberedCount()).toBe(0);
    expect(botCheck.verify(token, 'place_order')).toBe(true);
  });

  it.each([
    ['another site key', (t: string) => t.replace(SITE_KEY, 'other-site-key')],
    ['a later expiry', (t: string) => t.replace(/\.(\d+)\./, (_m, e: string) => `.${+e + 1}.`)],
    ['a changed signature', (t: string) => `${t.slice(0, -2)}xx`],
    ['a missing part', (t: string) => t.split('.').slice(0, 4).join('.')],
  ])('fail with %s, and are not remembered', (_label, tamper) => {
    const { botCheck } = onClock();
    expect(botCheck.verify(tamper(botCheck.issue(SITE_KEY, 'review')!), 'review')).toBe(false);
    expect(botCheck.rememberedCount()).toBe(0);
  });

  it('are issued for the site key only', () => {
    expect(onClock().botCheck.issue('other-site-key', 'login')).toBeNull();
  });

  it('are forgotten once expired: the record is pruned as verifications go on', () => {
    const { botCheck, advance } = onClock();
    for (let i = 0; i < 5; i += 1) {
      expect(botCheck.verify(botCheck.issue(SITE_KEY, 'login')!, 'login')).toBe(true);
    }
    expect(botCheck.rememberedCount()).toBe(5);
    advance(BOT_TOKEN_TTL_MS / 2);
    const later = botCheck.issue(SITE_KEY, 'login')!;
    expect(botCheck.verify(later, 'login')).toBe(true);
    expect(botCheck.rememberedCount()).toBe(6);
    advance(BOT_TOKEN_TTL_MS / 2);
    // The first five have expired; a verification (even a failed one) drops them.
    expect(botCheck.verify(later, 'login')).toBe(false);
    expect(botCheck.rememberedCount()).toBe(1);
    advance(BOT_TOKEN_TTL_MS / 2);
    expect(botCheck.verify('not.a.token.at.all', 'login')).toBe(false);
    expect(botCheck.rememberedCount()).toBe(0);
  });

  it('keep the record within its cap, forgetting the oldest first', () => {
    const { botCheck } = onClock({ maxRemembered: 3 });
    const tokens = Array.from({ length: 4 }, () => botCheck.issue(SITE_KEY, 'login')!);
    for (const token of tokens) expect(botCheck.verify(token, 'login')).toBe(true);
    expect(botCheck.rememberedCount()).toBe(3);
    expect(botCheck.verify(tokens[3]!, 'login')).toBe(false);
    expect(botCheck.verify(tokens[1]!, 'login')).toBe(false);
  });
});
