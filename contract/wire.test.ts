import { describe, expect, it } from 'vitest';
import { toFailure } from './wire';

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
});
