import { describe, expect, it } from 'vitest';
import { createPasswordWork } from './password-work';

describe('given the admission to password hashing', () => {
  it('admits up to the share of an address and the total, and frees a slot once released (twice is once)', () => {
    const work = createPasswordWork({ perAddress: 2, total: 3 });
    const a1 = work.acquire('a');
    const a2 = work.acquire('a');
    expect([a1.admitted, a2.admitted]).toEqual([true, true]);
    expect(work.acquire('a')).toEqual({ admitted: false, reason: 'address' });
    expect(work.acquire('b').admitted).toBe(true);
    expect(work.acquire('c')).toEqual({ admitted: false, reason: 'total' });
    if (a1.admitted) {
      a1.release();
      a1.release();
    }
    expect(work.inFlight()).toBe(2);
    expect(work.acquire('a').admitted).toBe(true);
    expect(work.acquire('a')).toEqual({ admitted: false, reason: 'address' });
  });

  it('admits nothing once stopped for shutdown', () => {
    const work = createPasswordWork({ perAddress: 2, total: 3 });
    work.stop();
    expect(work.acquire('a')).toEqual({ admitted: false, reason: 'stopped' });
  });
});
