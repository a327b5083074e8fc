import { describe, expect, it } from 'vitest';
import de from '../../locales/de/translation.json';
import deServer from '../../locales/de/server.json';
import { decodeHeader } from '../../server/test-support/mime';
import { countryName } from '../../ui/dropdown/country-names';
import { mailsTo } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';

const app = withRealApp();

describe('given a registration in German', () => {
  it('the activation e-mail names its sender in German', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('language', 'de'));
    const page = await context.newPage();
    const email = `greta.${Date.now()}@example.org`;
    const f = de.ACCOUNT.FIELDS;
    await page.goto(`${app.server.url}/register`);
    await page.getByRole('heading', { level: 1, name: de.PAGES.REGISTER }).waitFor();
    await page.getByRole('textbox', { name: f.FIRST_NAME }).fill('Greta');
    await page.getByRole('textbox', { name: f.LAST_NAME }).fill('Huber');
    await page.getByRole('textbox', { name: f.EMAIL }).fill(email);
    await page.getByRole('combobox', { name: f.COUNTRY }).fill(countryName('AT', 'de').slice(0, 5));
    await page.getByRole('option', { name: countryName('AT', 'de') }).click();
    await page.getByRole('radio', { name: de.OPTIONS.RESIDENCE.citizen }).check();
    await page.getByRole('spinbutton', { name: f.AGE }).fill('59');
    await page.getByRole('radio', { name: de.OPTIONS.GENDER.female }).check();
    await page.getByRole('combobox', { name: f.EDUCATION }).click();
    await page.getByRole('option', { name: de.OPTIONS.EDUCATION.tertiary, exact: true }).click();
    await page.getByRole('combobox', { name: f.EMPLOYED }).click();
    await page.getByRole('option', { name: de.UI.YES, exact: true }).click();
    await page.getByRole('combobox', { name: f.JOB_FIELD }).click();
    await page.getByRole('option', { name: de.OPTIONS.JOB_SECTOR.banking, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel(f.PASSWORD, { exact: true }).fill('grüne Äpfel im Herbst');
    await page.getByLabel(f.CONFIRM_PASSWORD, { exact: true }).fill('grüne Äpfel im Herbst');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: de.REGISTER.SUBMIT, exact: true }).click();
    await page.getByText(de.REGISTER.ACTIVATION_SENT).waitFor();

    await expect.poll(async () => (await mailsTo(app.server, email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsTo(app.server, email);
    const from = decodeHeader(mail?.headers.from ?? '');
    expect(from).toContain(deServer.MAIL.SENDER_NAME);
    expect(from).not.toContain('Self-assessment');
    expect(mail?.subject).toBe(deServer.MAIL.ACTIVATION.SUBJECT);
    await context.close();
  });
});
