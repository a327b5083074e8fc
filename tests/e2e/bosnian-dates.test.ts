import { describe, expect, it } from 'vitest';
import { withRealApp } from '../support/real-app';
import { completeTopic, respondentWithTopic, translate, userContext } from '../support/survey-journey';

const app = withRealApp();
const bosnianMonths = 'januar|februar|mart|april|maj|juni|juli|august|septembar|oktobar|novembar|decembar';

describe('dates and numbers in Bosnian', () => {
  // Chromium says it knows Bosnian but has no data for it: Intl wrote "Završeno 2026 M11 27 10:22" and "3.5".
  it('writes a result’s date with the month’s Bosnian name and its points with a decimal comma', async () => {
    const { token, topic } = await respondentWithTopic(app.server, 'bosnian.dates');
    const attempt = await completeTopic(app.server, token, topic.id);
    const context = await userContext(app.browser, token, 'bs', 412, 'block');
    const page = await context.newPage();
    await page.goto(`${app.server.url}/result?id=${attempt}`);
    await page.getByRole('button', { name: translate('bs')('RESULT_PAGE.PRINT') }).waitFor();
    const completed = page.locator('#main section > div:first-child > p').nth(1);
    expect(await completed.textContent()).toMatch(
      new RegExp(`^Završeno \\d{1,2}\\. (${bosnianMonths}) \\d{4}\\. u \\d{1,2}:\\d{2}$`),
    );
    expect(await page.locator('#main').textContent()).toMatch(/\d,\d/);
    expect(await page.locator('#main').textContent()).not.toMatch(/\bM\d{1,2}\b|\d\.\d\b/);
    await context.close();
  });
});
