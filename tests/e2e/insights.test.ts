import { describe, expect, it } from 'vitest';
import type { StaffTopic } from '../../contract/api/staff';
import en from '../../locales/en/translation.json';
import { axeInPage } from '../support/axe-in-page';
import { createActivatedAccount, loggedInContext, tokenFor } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';
import { api, completeTopic, watchProblems } from '../support/survey-journey';

const staff = { email: 'insights.staff@example.org', password: 'a calm lake at dusk' };
const app = withRealApp({ env: { STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password } });

/**
 * Respondents who complete the topic: in Czechia five aged 58, three aged 62 and two aged 67, in Germany two aged
 * 58. Filtered to Czechia, the age group 55–59 is shown (5) and the groups of three and two are "fewer than 5"
 * (together they are five: what is hidden together holds k, so nothing more is hidden).
 */
async function seedCompletions(topic: number) {
  const profiles = [
    ...Array.from({ length: 5 }, () => ({ location: 'CZ', age: 58 })),
    ...Array.from({ length: 3 }, () => ({ location: 'CZ', age: 62 })),
    ...Array.from({ length: 2 }, () => ({ location: 'CZ', age: 67 })),
    { location: 'DE', age: 58 },
    { location: 'DE', age: 58 },
  ];
  await Promise.all(
    profiles.map(async (profile) => {
      const account = await createActivatedAccount(app.server, { profile });
      await completeTopic(app.server, await tokenFor(app.server, account), topic);
    }),
  );
}

describe('given a staff member and completed surveys', () => {
  it('opens Insights from the menu, chooses a topic and a country, reads a figure from a chart’s table and meets "fewer than 5"', async () => {
    const topics = await api<StaffTopic[]>(app.server, await tokenFor(app.server, staff), '/api/survey/topic/list');
    const topic = topics.data.find((item) => !item.wlb)!;
    await seedCompletions(topic.id);

    const context = await loggedInContext(app.browser, app.server, staff);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${app.server.url}/`);
    await page.getByRole('button', { name: /^Staff/ }).click();
    await page.getByRole('menuitem', { name: en.PAGES.INSIGHTS }).click();
    await page.waitForURL(`${app.server.url}/insights`);
    await page.getByText(en.INSIGHTS.CHOOSE_TOPIC).waitFor();

    await page.getByRole('combobox', { name: en.STAFF.TOPIC }).selectOption(String(topic.id));
    const respondents = page.getByTestId('insights-respondents');
    await expect.poll(() => respondents.textContent(), { timeout: 15_000 }).toMatch(/: 12$/);
    await page.getByRole('combobox', { name: en.STAFF.COUNTRY }).selectOption('CZ');
    await page.waitForURL(`${app.server.url}/insights?topic=${topic.id}&country=CZ`);
    await expect.poll(() => respondents.textContent(), { timeout: 15_000 }).toMatch(/: 10$/);

    // The chart's figures as a table, on screen in the chart's place.
    await page.getByRole('button', { name: en.INSIGHTS.BY_AGE_TITLE }).filter({ hasText: en.CHART.SHOW_TABLE }).click();
    const table = page.getByRole('region', { name: en.INSIGHTS.BY_AGE_TITLE }).getByRole('table');
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    expect(await row('55–59').getByRole('cell').allTextContents()).toEqual(['5', '5']);
    const fewer = en.CHART.FEWER_THAN.replace('{{k}}', '5');
    expect(await row('60–64').getByRole('cell').allTextContents()).toEqual([fewer, fewer]);
    expect(await row('65–69').getByRole('cell').allTextContents()).toEqual([fewer, fewer]);

    expect(await axeInPage(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
