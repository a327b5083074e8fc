import { describe, expect, it } from 'vitest';
import * as catalogue from '../../contract/messages';
import { flattenLocale, readLocale } from '../../locales/locale-files';
import { wireMessage } from './wire-message';

const czech = flattenLocale(readLocale('cs'));
const everyMessage = [
  catalogue.messages,
  catalogue.surveyMessages,
  catalogue.staffMessages,
  catalogue.translationMessages,
].flatMap((group) => Object.values(group));

describe('given every message the server answers with', () => {
  it('holds only its key in code, no copy of a locale', () => {
    for (const message of everyMessage) expect(Object.keys(message)).toEqual(['en']);
  });

  it('carries on the wire the Czech words of locales/cs, as the app shows them', () => {
    for (const message of everyMessage) {
      expect(wireMessage(message)).toEqual({ en: message.en, cz: czech[`BACKEND-RESPONSES.${message.en}`] });
    }
    expect(wireMessage(catalogue.messages.invalidCredentials).cz).toBe('E-mail nebo heslo není správné');
  });
});
