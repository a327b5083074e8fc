import type { LanguageCode } from '../../contract/languages';
import { linkMail } from '../mail/templates';
import type { Texts } from '../i18n/server-texts';
import type { Mailer } from '../mail/transport';

export interface MailRecipient {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The account e-mails: activation (PUBLIC_URL/login?registration-token=…) and password reset
 * (PUBLIC_URL/login?reset-token=…), both handled by the login page.
 */
export function createAccountMail({ mailer, texts, publicUrl }: { mailer: Mailer; texts: Texts; publicUrl: string }) {
  const send = (kind: 'ACTIVATION' | 'RESET', param: string, to: MailRecipient, lng: LanguageCode, secret: string) => {
    const link = `${publicUrl}/login?${param}=${encodeURIComponent(secret)}`;
    const name = `${to.firstName} ${to.lastName}`.trim();
    mailer.send({ to: to.email, ...linkMail(texts, kind, lng, name, link) });
  };
  return {
    activation: (to: MailRecipient, lng: LanguageCode, secret: string) =>
      send('ACTIVATION', 'registration-token', to, lng, secret),
    reset: (to: MailRecipient, lng: LanguageCode, secret: string) => send('RESET', 'reset-token', to, lng, secret),
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
