import { afterEach, describe, expect, it } from 'vitest';
import { clearRegisterDraft, readRegisterDraft, registerDraftKey } from './register-draft';

const initial = {
  firstName: '',
  age: null as number | null,
  jobField: [] as string[],
  employment: null as boolean | null,
  password: '',
  confirmPwd: '',
  gdpr: false,
};

describe('the registration draft', () => {
  afterEach(() => sessionStorage.clear());

  it('starts from the initial values when there is none', () => {
    expect(readRegisterDraft(initial)).toEqual(initial);
  });

  it('lays a stored draft over the initial values', () => {
    sessionStorage.setItem(
      registerDraftKey,
      JSON.stringify({ firstName: 'Eva', age: 61, jobField: ['banking'], employment: true }),
    );
    expect(readRegisterDraft(initial)).toEqual({
      ...initial,
      firstName: 'Eva',
      age: 61,
      jobField: ['banking'],
      employment: true,
    });
  });

  it('never takes passwords or consent from storage, nor values of the wrong kind or unknown fields', () => {
    sessionStorage.setItem(
      registerDraftKey,
      JSON.stringify({ password: 'secret words', confirmPwd: 'secret words', gdpr: true, firstName: 5, jobField: 'x', extra: 1 }),
    );
    expect(readRegisterDraft(initial)).toEqual(initial);
  });

  it('ignores a broken draft, and is gone once cleared', () => {
    sessionStorage.setItem(registerDraftKey, '{not json');
    expect(readRegisterDraft(initial)).toEqual(initial);
    clearRegisterDraft();
    expect(sessionStorage.getItem(registerDraftKey)).toBeNull();
  });
});
