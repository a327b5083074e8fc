import { describe, expect, it } from 'vitest';
import { toFailure } from './failure';
import { backendMessageKey, unexpectedError } from './wire';

describe('the client helper failure shape', () => {
  it('keeps the server message and field errors', () => {
    expect(toFailure(400, { en: 'Bad', cz: 'Špatně', errors: { email: 'VALIDATION.EMAIL' } })).toEqual({
      success: false,
      status: 400,
      message: { en: 'Bad', cz: 'Špatně' },
      errors: { email: 'VALIDATION.EMAIL' },
    });
  });

  it('falls back to the unexpected-error sentence and status 500 when the body has neither text', () => {
    expect(toFailure(undefined, '<html>proxy error</html>')).toEqual({
      success: false,
      status: 500,
      message: { en: 'An unexpected error occurred', cz: 'Došlo k neočekávané chybě' },
    });
  });

  it('keeps the status of a failure whose body is not the wire format', () => {
    expect(toFailure(404, null)).toEqual({ success: false, status: 404, message: unexpectedError });
  });

  it('takes a body for the wire format only when both sentences are text and every field error is a key', () => {
    const notWire = [
      { en: 'Bad' },
      { cz: 'Špatně' },
      { en: 7, cz: 'Špatně' },
      { en: 'Bad', cz: null },
      { en: 'Bad', cz: 'Špatně', errors: null },
      { en: 'Bad', cz: 'Špatně', errors: 'VALIDATION.EMAIL' },
      { en: 'Bad', cz: 'Špatně', errors: { email: 'VALIDATION.EMAIL', age: 3 } },
      'Bad',
      ['Bad', 'Špatně'],
    ];
    for (const body of notWire) expect(toFailure(400, body).message, JSON.stringify(body)).toEqual(unexpectedError);
  });

  it('gives a failure without field errors no errors at all', () => {
    const failure = toFailure(409, { en: 'Stale', cz: 'Zastaralé' });
    expect(failure.message).toEqual({ en: 'Stale', cz: 'Zastaralé' });
    expect(Object.keys(failure)).not.toContain('errors');
  });

  it('names the key a server sentence is translated under', () => {
    expect(backendMessageKey('An unexpected error occurred')).toBe('BACKEND-RESPONSES.An unexpected error occurred');
  });
});
