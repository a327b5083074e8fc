import type { Clock } from '../services/clock';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock the test moves by hand (token expiry, a year of retention). */
export function testClock(start = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    set: (date) => {
      current = new Date(date);
    },
  };
}
