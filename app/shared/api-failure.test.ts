import { describe, expect, it } from 'vitest';
import { toFailure } from '../../contract/failure';
import { failureReference, toApiFailure } from './api-failure';

const id = '3f2a9c4e-7b1d-4e8a-9f60-2c5d8e1b7a43';
const body = (en: string) => ({ en, cz: en, requestId: id });

describe('the reference a person is asked to quote', () => {
  it('is the request id of a failure the person cannot mend (a 5xx), from the body or the header', () => {
    expect(failureReference(toApiFailure(toFailure(500, body('An unexpected error occurred'))))).toBe(id);
    expect(failureReference(toApiFailure(toFailure(502, '<html>Bad gateway</html>', id)))).toBe(id);
  });

  it('is left out where the sentence says what to do (a 4xx), and where the server gave no id', () => {
    const wrongPassword = toApiFailure(toFailure(400, body('The e-mail or password is not correct')));
    expect(wrongPassword.requestId).toBe(id);
    expect(failureReference(wrongPassword)).toBeUndefined();
    expect(failureReference(toApiFailure(toFailure(undefined, undefined)))).toBeUndefined();
  });
});
