import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../contract/escape-html';
import { languageCodes } from '../../contract/languages';
import { readLocale } from '../../locales/locale-files';
import { projectTexts } from '../i18n/server-texts';
import { type LinkMailKind, linkMail } from './templates';

const kinds: LinkMailKind[] = ['ACTIVATION', 'RESET'];
const link = 'https://survey.test/login?registration-token=abc&x=1';

type MailTree = { MAIL: Record<string, string> & Record<LinkMailKind, Record<string, string>> };

describe.each(languageCodes)('given an e-mail in %s', (lng) => {
  const words = (readLocale(lng, 'server') as unknown as MailTree).MAIL;

  it.each(kinds)('writes the %s e-mail with every word of locales/<lng>/server.json and nothing left unfilled', (kind) => {
    const mail = linkMail(projectTexts, kind, lng, 'Marta <Nováková>', link);
    const own = words[kind];
    expect(mail.subject).toBe(own.SUBJECT);
    expect(mail.senderName).toBe(words.SENDER_NAME);
    const greeting = words.GREETING?.replace('{{name}}', 'Marta <Nováková>');
    expect(mail.text).toBe(
      [greeting, '', own.INTRO, '', `${own.BUTTON}:`, link, '', own.VALIDITY, own.IGNORE, '', words.SIGNATURE, ''].join('\n'),
    );
    expect(mail.html).toContain(`<html lang="${lng}">`);
    expect(mail.html).toContain(escapeHtml(greeting ?? ''));
    expect(mail.html).not.toContain('<Nováková>');
    expect(mail.html).toContain(escapeHtml(words.LINK_HINT ?? ''));
    for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/\{\{|MAIL\./);
  });

  it('greets without a name when there is none', () => {
    expect(linkMail(projectTexts, 'RESET', lng, '', link).text.split('\n')[0]).toBe(words.GREETING_NO_NAME);
  });
});
