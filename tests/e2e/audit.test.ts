import { describe, expect, it } from 'vitest';
import type { StaffQuestionRow, StaffTopic } from '../../contract/api/staff';
import en from '../../locales/en/translation.json';
import { axeInPage } from '../support/axe-in-page';
import { withRealApp } from '../support/real-app';

const staffEmail = 'audit.staff@example.org';
const staffPassword = 'quiet harbour at noon';
const app = withRealApp({ env: { STAFF_EMAIL: staffEmail, STAFF_PASSWORD: staffPassword } });

async function staffGet<T>(pathname: string, token: string): Promise<T> {
  const res = await fetch(`${app.server.url}${pathname}`, { headers: { authorization: `Token ${token}` } });
  return (await res.json()) as T;
}

/** An SCL question of the demo content (the editor's type), found through the staff API. */
async function sclQuestion() {
  const login = await fetch(`${app.server.url}/api/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staffEmail, password: staffPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  const [topic] = await staffGet<StaffTopic[]>('/api/survey/topic/list', token);
  const questions = await staffGet<StaffQuestionRow[]>(`/api/survey/topic/${topic!.id}/questions`, token);
  const question = questions.find((q) => q.type === 'SCL')!;
  return { topic: topic!.id, question };
}

describe('given a staff member who edits a question', () => {
  it('finds the change in the activity log, filtered by its action', async () => {
    const { topic, question } = await sclQuestion();
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.EMAIL }).fill(staffEmail);
    await page.getByLabel(en.ACCOUNT.FIELDS.PASSWORD, { exact: true }).fill(staffPassword);
    await page.getByRole('button', { name: en.LOGIN.SUBMIT, exact: true }).click();
    await page.waitForURL(`${app.server.url}/`);

    await page.goto(`${app.server.url}/padmin/new?question=${question.id}&topic=${topic}&subtopic=${question.sub_topic.id}`);
    const order = page.getByRole('spinbutton', { name: en.STAFF.ORDER });
    await expect.poll(() => order.inputValue()).toBe(String(question.order));
    await order.fill(String(question.order + 5));
    await page.getByRole('button', { name: en.STAFF.UPDATE_QUESTION }).click();
    await page.getByText(en.STAFF.QUESTION_UPDATED).first().waitFor();

    await page.getByRole('button', { name: /^Staff/ }).click();
    await page.getByRole('menuitem', { name: en.PAGES.AUDIT }).click();
    await page.waitForURL(`${app.server.url}/audit`);
    await page.getByRole('combobox', { name: en.AUDIT.ACTION }).selectOption({ label: en.AUDIT.ACTION_QUESTION_UPDATE });
    await page.getByRole('button', { name: en.AUDIT.APPLY }).click();
    await page.waitForURL(`${app.server.url}/audit?action=question.update`);

    const rows = page.getByRole('table', { name: en.AUDIT.CAPTION }).getByTestId('audit-entry');
    await expect.poll(() => rows.count()).toBe(1);
    const cells = await rows.first().getByRole('cell').allTextContents();
    expect(cells.slice(1, 4)).toEqual([
      staffEmail,
      en.AUDIT.ACTION_QUESTION_UPDATE,
      `Question ${question.id}, changed: ${en.AUDIT.FIELD_ORDER}`,
    ]);
    expect(cells[4]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await axeInPage(page)).toEqual([]);
    await context.close();
  });
});
