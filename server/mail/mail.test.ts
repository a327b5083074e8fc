import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registration } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { linkIn } from '../test-support/mime';
import { startSmtpServer, type TestSmtpServer } from '../test-support/smtp';

describe('given SMTP_URL pointing at a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Survey <survey@example.org>' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the activation e-mail there, in text and HTML, and writes nothing to the outbox', async () => {
    const form = registration({ firstName: 'Иван', lastName: 'Петров' });
    await call(t, 'POST', '/api/user/register', { body: form, headers: { 'accept-language': 'bg' } });
    await t.app.accounts.mailer.flush();
    const mail = smtp.messages.find((m) => m.envelopeTo.includes(form.email));
    expect(mail).toBeDefined();
    expect(mail!.headers.from).toBe('Survey <survey@example.org>');
    expect(mail!.subject).toBe('Активирайте профила си');
    expect(mail!.text).toContain('Връзката е валидна 48 часа.');
    expect(mail!.html).toContain('<html lang="bg">');
    const { token } = linkIn(mail!, 'registration-token');
    expect((await call(t, 'POST', '/api/user/register/validate', { body: { token } })).status).toBe(200);
    expect(fs.existsSync(t.config.mailOutboxDir)).toBe(false);
  });

  it('delivers the reset e-mail there as well', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form });
    await call(t, 'POST', '/api/user/password/request', { body: { email: form.email }, headers: { 'accept-language': 'sl' } });
    await t.app.accounts.mailer.flush();
    const reset = smtp.messages.filter((m) => m.envelopeTo.includes(form.email)).at(-1)!;
    expect(reset.subject).toBe('Nastavite novo geslo');
    expect(linkIn(reset, 'reset-token').link).toMatch(/^http:\/\/survey\.test\/login\?reset-token=/);
  });
});

describe('given no SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes each e-mail as an RFC 822 .eml file to the outbox, readable only by the server user', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form });
    const [mail] = await t.outbox();
    const [file] = fs.readdirSync(t.config.mailOutboxDir);
    expect(file).toMatch(/\.eml$/);
    const raw = fs.readFileSync(`${t.config.mailOutboxDir}/${file}`, 'utf8');
    expect(raw).toMatch(/^[\s\S]*\r\nSubject: /);
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toContain('\r\nMIME-Version: 1.0\r\n');
    expect(fs.statSync(`${t.config.mailOutboxDir}/${file}`).mode & 0o077).toBe(0);
    expect(mail!.headers.from).toBe('"Self-assessment 55+" <no-reply@survey.test>');
    expect(mail!.to).toContain(form.email);
    expect(mail!.subject).toBe('Activate your account');
    expect(mail!.text).toContain('Hello Marta Nováková,');
  });

  it('names the sender in the recipient’s language', async () => {
    const form = registration();
    await call(t, 'POST', '/api/user/register', { body: form, headers: { 'accept-language': 'de' } });
    const mail = (await t.outbox()).find((m) => m.to.includes(form.email));
    expect(mail?.headers.from).toMatch(/Selbsteinsch/);
    expect(mail?.headers.from).toContain('<no-reply@survey.test>');
  });
});
