/**
 * A server clock for tests: the real time, moved forward by whole days on demand, so a test can
 * place an order now and ask about it 61 days later. Orders keep the database's real `now()`.
 */
const DAY = 86_400_000;

export interface TestClock {
  readonly now: () => Date;
  advanceDays(days: number): void;
  reset(): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advanceDays(days) {
      offset += days * DAY;
    },
    reset() {
      offset = 0;
    },
  };
}
