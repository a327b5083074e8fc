import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Log } from '../log/log';
import { safeError } from '../log/safe-error';
import type { MailContent } from './templates';

export interface OutgoingMail extends MailContent {
  to: string;
}

export interface MailerOptions {
  /** smtp://… or smtps://…; unset writes .eml files to `outboxDir` instead. */
  smtpUrl?: string;
  outboxDir: string;
  /**
   * The sender: a full "Name <address>" is used as it is; a bare address gets the display name of each mail
   * (`senderName`, in the recipient's language).
   */
  from: string;
  log: Log;
}

/** The From header of one mail: MAIL_FROM with a name as set, otherwise the mail's own sender name. */
export function senderOf(from: string, senderName: string | undefined) {
  const address = from.trim();
  if (address.includes('<') || !senderName) return address;
  return { name: senderName, address };
}

/**
 * Sends in the background: the caller's answer does not wait for (or reveal the timing of) the mail
 * server. `flush` waits for everything in flight (shutdown, tests).
 */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions) {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const inFlight = new Set<Promise<void>>();
  let sequence = 0;

  const deliver = async (mail: OutgoingMail, queuedAt: Date, seq: number) => {
    const info = await transport.sendMail({
      from: senderOf(from, mail.senderName),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (smtpUrl) {
      log.info({ messageId: info.messageId }, 'mail sent');
      return;
    }
    await fs.mkdir(outboxDir, { recursive: true });
    // Names sort in the order the mails were queued: the time, then a counter within one millisecond.
    const stamp = queuedAt.toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${String(seq).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
    // The file only: the link in it is a secret, and the address personal data.
    log.info({ file }, 'mail written to the outbox');
  };

  return {
    send(mail: OutgoingMail) {
      const sending = deliver(mail, new Date(), ++sequence)
        .catch((error: unknown) => log.error({ err: safeError(error) }, 'mail could not be sent'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async flush() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    async close() {
      await this.flush();
      transport.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
