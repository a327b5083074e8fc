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

  it("keeps the failed request's id: the body's, else the X-Request-Id header's, and none when neither has one", () => {
    const id = '3f2a9c4e-7b1d-4e8a-9f60-2c5d8e1b7a43';
    expect(toFailure(500, { en: 'Oops', cz: 'Jejda', requestId: id }, 'from-header').requestId).toBe(id);
    expect(toFailure(502, '<html>Bad gateway</html>', id).requestId).toBe(id);
    expect(Object.keys(toFailure(500, { en: 'Oops', cz: 'Jejda' }))).not.toContain('requestId');
    // A body whose id is not text is not ours: the default message, and only the header's id.
    const odd = toFailure(500, { en: 'Oops', cz: 'Jejda', requestId: 42 }, null);
    expect(odd.message).toEqual(unexpectedError);
    expect(Object.keys(odd)).not.toContain('requestId');
  });

  it('names the key a server sentence is translated under', () => {
    expect(backendMessageKey('An unexpected error occurred')).toBe('BACKEND-RESPONSES.An unexpected error occurred');
  });
});
