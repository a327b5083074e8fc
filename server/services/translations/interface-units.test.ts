import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../paths';
import { readInterfaceUnits } from './interface-units';

const units = readInterfaceUnits(path.join(projectRoot, 'locales'), 'de').units;
const unit = (key: string) => units.find((u) => u.key === key);

describe('given the interface texts exported for a translator', () => {
  it('says where each text appears in plain words, not by its key', () => {
    expect(unit('LOGIN.FORGOT_PASSWORD')?.where).toBe('the sign-in page, text “forgot password”');
    expect(unit('BACKEND-RESPONSES.Invalid credentials')?.where).toBe(
      'a message shown after an action, for example after signing in or saving',
    );
    expect(unit('server:MAIL.GREETING')?.where).toMatch(/^the e-mails the product sends/);
  });

  it('has a place in words for every group of keys, so a new group gets one', () => {
    const unnamed = units.filter((u) => u.where.startsWith('the interface, part')).map((u) => u.key.split('.')[0]);
    expect([...new Set(unnamed)]).toEqual([]);
  });

  it('gives short labels a limit that says something, and long texts room for 2.5 times the English', () => {
    expect(unit('UI.CLOSE')).toMatchObject({ source: 'Close', maxLength: 40 });
    const long = units.find((u) => u.source.length > 200)!;
    expect(long.maxLength).toBe(Math.ceil([...long.source].length * 2.5));
    const over = units.filter((u) => u.target !== undefined && [...u.target].length > u.maxLength);
    expect(over.map((u) => u.key)).toEqual([]);
  });
});
