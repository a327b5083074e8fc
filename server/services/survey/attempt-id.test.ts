import { describe, expect, it } from 'vitest';
import { newAttemptId } from './attempt-id';

describe('a new attempt id', () => {
  it('is 22 characters of base64url', () => {
    expect(newAttemptId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('draws again when the random bytes would begin it with - or _ (a formula to a spreadsheet)', () => {
    const draws = [Buffer.alloc(16, 0xf8), Buffer.alloc(16, 0xfc), Buffer.alloc(16, 0x41)];
    expect(draws[0]!.toString('base64url')[0]).toBe('-');
    expect(draws[1]!.toString('base64url')[0]).toBe('_');
    let calls = 0;
    const id = newAttemptId(() => draws[calls++]!);
    expect(calls).toBe(3);
    expect(id).toBe(draws[2]!.toString('base64url'));
  });
});
