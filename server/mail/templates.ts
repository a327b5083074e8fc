import { escapeHtml } from '../../contract/escape-html';
import type { LanguageCode } from '../../contract/languages';
import type { Texts } from '../i18n/server-texts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The sender's display name in the recipient's language (used unless MAIL_FROM names the sender). */
  senderName?: string;
}

export type LinkMailKind = 'ACTIVATION' | 'RESET';

/**
 * An e-mail carrying one link (activation or password reset), in the recipient's language, as plain text
 * and as simple, large-print HTML. Texts come from MAIL.<kind>.* and MAIL.* keys of locales/<lng>/server.json.
 */
export function linkMail(t: Texts, kind: LinkMailKind, lng: LanguageCode, name: string, link: string): MailContent {
  const k = (key: string) => t(lng, `MAIL.${kind}.${key}`);
  const greeting = name ? t(lng, 'MAIL.GREETING', { name }) : t(lng, 'MAIL.GREETING_NO_NAME');
  const paragraphs = [k('INTRO'), k('VALIDITY'), k('IGNORE')];
  const signature = t(lng, 'MAIL.SIGNATURE');
  const linkHint = t(lng, 'MAIL.LINK_HINT');

  const text = [greeting, '', k('INTRO'), '', `${k('BUTTON')}:`, link, '', k('VALIDITY'), k('IGNORE'), '', signature, ''].join(
    '\n',
  );

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!DOCTYPE html>
<html lang="${lng}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(k('SUBJECT'))}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5">
<div style="max-width:600px">
${p(escapeHtml(greeting))}
${p(escapeHtml(paragraphs[0] ?? ''))}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:14px 24px;background:#0b4f8a;color:#ffffff;text-decoration:underline;border-radius:6px;font-weight:bold">${escapeHtml(k('BUTTON'))}</a></p>
${p(escapeHtml(paragraphs[1] ?? ''))}
${p(`${escapeHtml(linkHint)}<br><a href="${escapeHtml(link)}" style="color:#0b4f8a;word-break:break-all">${escapeHtml(link)}</a>`)}
${p(escapeHtml(paragraphs[2] ?? ''))}
${p(escapeHtml(signature))}
</div>
</body>
</html>
`;
  return { subject: k('SUBJECT'), text, html, senderName: t(lng, 'MAIL.SENDER_NAME') };
}
