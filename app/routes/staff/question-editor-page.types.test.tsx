import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../../locales/de/translation.json';
import { axeViolations } from '../../../tests/setup/axe';
import { stubApi } from '../../../tests/setup/fake-api';
import { i18nForTests } from '../../../tests/setup/i18n';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { staffState } from '../../../tests/setup/staff-state';
import { AdminPage } from './admin-page';
import { QuestionEditorPage } from './question-editor-page';

vi.setConfig({ testTimeout: 60_000 });

const languages = ['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs'];
const subTopics = [{ id: 12, name: 'Learning', topic: 3 }];

/** A text in every language as the staff API returns it: "<en> <lang>", English as given. */
const texts = (en: string) => ({
  ...Object.fromEntries(languages.map((l) => [`text_${l}`, `${en} ${l}`])),
  text_en: en,
});
const choice = (id: number, en: string, extra: object = {}) => ({ id, ...texts(en), needs_review: [], ...extra });
const stored = (id: number, type: string, extra: object) => ({
  id,
  type,
  ...texts(`Question ${id}`),
  sub_topic: 12,
  topic: 3,
  evaluated: true,
  order: 1,
  can_be_none: false,
  grades: [],
  options: [],
  items: [],
  rows: [],
  needs_review: [],
  version: 1,
  completed_answers: 0,
  open_answers: 0,
  ...extra,
});

function openEditor(route: string) {
  return renderWithProviders(<QuestionEditorPage />, { route, path: '/padmin/new', preloadedState: staffState });
}
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
type Sent = { options: { id?: number; text_en: string; correct?: boolean; correct_option?: number }[] } & Record<string, unknown>;

beforeAll(() => i18nForTests.addResourceBundle('de', 'translation', de));
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-staff');
});
afterEach(() => vi.unstubAllGlobals());

describe('given staff making a new single-choice question', () => {
  it('adds an option by keyboard, asks for exactly one right answer and sends the options with it', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'POST /api/question/create': { status: 201, body: { id: 90, message: 'Question created successfully' } },
    });
    const { user, container } = openEditor('/padmin/new?topic=3&subtopic=12');
    await screen.findByRole('option', { name: 'Learning' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'OCA');
    expect(screen.queryByRole('textbox', { name: /^Grade/ })).toBeNull();
    await user.type(textbox('Question text (ENG)'), 'Which key saves a file?');
    await user.type(textbox('Option 1'), 'Ctrl+S');
    await user.type(textbox('Option 2'), 'Ctrl+P');
    screen.getByRole('button', { name: 'Add option' }).focus();
    await user.keyboard('{Enter}');
    await user.type(textbox('Option 3'), 'Ctrl+Q');
    // The preview shows the options as respondents will see them.
    const preview = within(screen.getByTestId('question-preview'));
    expect(preview.getByRole('radio', { name: 'Ctrl+Q' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findAllByText(/Mark exactly one option as correct/)).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/question/create')).toHaveLength(0);
    const right = within(screen.getByRole('group', { name: 'Right answer' }));
    await user.click(right.getByRole('radio', { name: 'Ctrl+S' }));
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/question/create')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/question/create')[0]!.body as Sent;
    expect(body).toMatchObject({ type: 'OCA', text_en: 'Which key saves a file?', sub_topic: 12, grades: [] });
    expect(body.options.map((o) => [o.text_en, o.correct])).toEqual([
      ['Ctrl+S', true],
      ['Ctrl+P', false],
      ['Ctrl+Q', false],
    ]);
  });
});

describe('given a stored multiple-choice question', () => {
  it('changes the right answers, offers "none" and removes an option, keeping the ids of the others', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/21': {
        body: stored(21, 'MCA', {
          options: [
            choice(1, 'E-mail', { correct: true }),
            choice(2, 'Fax', { correct: false }),
            choice(3, 'Chat', { correct: true }),
          ],
        }),
      },
      'PUT /api/question/21': { body: { id: 21, message: 'Question updated successfully' } },
    });
    const { user, container } = openEditor('/padmin/new?question=21&topic=3&subtopic=12');
    await screen.findByDisplayValue('Question 21');
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'Multiple choice' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Option 2 is a right answer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Offer “None of these” as an answer' }));
    await user.click(screen.getByRole('button', { name: 'Remove option 3' }));
    expect(screen.getByRole('button', { name: 'Add option' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/question/21')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/question/21')[0]!.body as Sent;
    expect(body).toMatchObject({ type: 'MCA', can_be_none: true });
    expect(body.options.map((o) => [o.id, o.text_en, o.correct])).toEqual([
      [1, 'E-mail', true],
      [2, 'Fax', true],
    ]);
  });
});

describe('given a stored ordering question', () => {
  it('moves an item down by keyboard, keeps the focus on it and sends the new right order', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/22': {
        body: stored(22, 'DND', { items: [choice(5, 'Open'), choice(6, 'Edit'), choice(7, 'Save')] }),
      },
      'PUT /api/question/22': { body: { id: 22, message: 'Question updated successfully' } },
    });
    const { user, container } = openEditor('/padmin/new?question=22&topic=3&subtopic=12');
    await screen.findByDisplayValue('Question 22');
    expect(screen.getByRole('group', { name: 'Items, in their right order' })).toBeTruthy();
    // Three items are the least an ordering question has: none can be removed.
    expect(screen.queryByRole('button', { name: /Remove item/ })).toBeNull();
    screen.getByRole('button', { name: 'Move down 1' }).focus();
    await user.keyboard('{Enter}');
    expect(textbox('Item 1').value).toBe('Edit');
    expect(textbox('Item 2').value).toBe('Open');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down 2' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Move up 1' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/question/22')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/question/22')[0]!.body as { items: { id: number }[] };
    expect(body.items.map((i) => i.id)).toEqual([6, 5, 7]);
  });
});

describe('given a stored matching question edited in German', () => {
  const matching = () =>
    stored(23, 'ASG', {
      options: [choice(8, 'Printer'), choice(9, 'Router'), choice(10, 'Scanner')],
      rows: [choice(11, 'Prints letters', { correct_option: 0 }), choice(12, 'Connects to the internet', { correct_option: 1 })],
    });

  it('shows the English beside each German text, previews in German and sends the changed text and pair', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/23': { body: matching() },
      'PUT /api/question/23': { body: { id: 23, message: 'Question updated successfully' } },
    });
    const { user, container } = openEditor('/padmin/new?question=23&topic=3&subtopic=12');
    await screen.findByDisplayValue('Question 23');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the texts' }), 'de');
    const row = textbox('Row 1');
    expect(row.value).toBe('Prints letters de');
    expect(document.getElementById(row.getAttribute('aria-describedby')!)?.textContent).toBe('English: Prints letters');
    await user.clear(row);
    await user.type(row, 'Druckt Briefe');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Right option for row 1' }), '2');
    // The preview speaks German: the row's new text and the German hint of a matching question.
    const preview = within(await screen.findByTestId('question-preview'));
    expect(preview.getByText('Druckt Briefe')).toBeTruthy();
    expect(screen.getByTestId('question-preview').textContent).toContain(de.QUESTION['ASG-HINT']);
    expect(screen.getByTestId('question-preview')).toHaveAttribute('lang', 'de');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/question/23')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/question/23')[0]!.body as {
      rows: { id: number; text_de: string; correct_option: number }[];
    };
    expect(body.rows.map((r) => [r.id, r.text_de, r.correct_option])).toEqual([
      [11, 'Druckt Briefe', 2],
      [12, 'Connects to the internet de', 1],
    ]);
  });

  it('asks again for the right option of a row whose option was removed, and renumbers the others', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/23': { body: matching() },
      'PUT /api/question/23': { body: { id: 23, message: 'Question updated successfully' } },
    });
    const { user } = openEditor('/padmin/new?question=23&topic=3&subtopic=12');
    await screen.findByDisplayValue('Question 23');
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect((screen.getByRole('combobox', { name: 'Right option for row 1' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Right option for row 2' }) as HTMLSelectElement).value).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    expect(await screen.findAllByText(/Every row needs one of the options as its correct answer/)).not.toHaveLength(0);
    expect(api.callsTo('PUT', '/api/question/23')).toHaveLength(0);
  });
});

describe('given a matching question that completed surveys answered', () => {
  const answered = (id: number, version: number) =>
    stored(id, 'ASG', {
      version,
      completed_answers: 3,
      open_answers: 1,
      options: [choice(8, 'Printer'), choice(9, 'Router')],
      rows: [choice(11, 'Prints', { correct_option: 0 }), choice(12, 'Connects', { correct_option: 1 })],
    });

  it('saves a text correction in place without asking', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/30': { body: answered(30, 1) },
      'PUT /api/question/30': { body: { id: 30, message: 'Question updated successfully', version: 1 } },
    });
    const { user } = openEditor('/padmin/new?question=30&topic=3&subtopic=12');
    await screen.findByDisplayValue('Question 30');
    expect(screen.getByTestId('question-version').textContent).toBe('Version 1 · completed answers: 3');
    await user.type(textbox('Row 1'), 's letters');
    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/question/30')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PUT', '/api/question/30')[0]!.body).toMatchObject({ new_version: false });
  });

  it('asks before a changed pair makes a new version, saying who keeps the earlier one, then follows the new version', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/30': { body: answered(30, 1) },
      'GET /api/question/31': { body: { ...answered(31, 2), completed_answers: 0 } },
      'PUT /api/question/30': { body: { id: 31, message: 'Question updated successfully', version: 2 } },
    });
    const { user, container } = openEditor('/padmin/new?question=30&topic=3&subtopic=12');
    await screen.findByDisplayValue('Question 30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Right option for row 1' }), '1');
    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as a new version?' });
    expect(dialog.textContent).toContain('Completed surveys that keep the earlier version: 3.');
    expect(dialog.textContent).toContain('exported as answers to version 1. New surveys use version 2');
    expect(api.callsTo('PUT', '/api/question/30')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save new version' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/question/30')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/question/30')[0]!.body).toMatchObject({ new_version: true });
    // The editor continues on the new version.
    await waitFor(() => expect(screen.getByTestId('question-version').textContent).toBe('Version 2 · completed answers: 0'));
  });
});

describe('given staff making a free-text question', () => {
  it('offers no options and no evaluation, and sends none', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'POST /api/question/create': { status: 201, body: { id: 91, message: 'Question created successfully' } },
    });
    const { user, container } = openEditor('/padmin/new?topic=3&subtopic=12');
    await screen.findByRole('option', { name: 'Learning' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'TXT');
    expect(screen.getByText('A free-text question has no options and is never evaluated.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Evaluated/ })).toBeNull();
    await user.type(textbox('Question text (ENG)'), 'What would help you most?');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/question/create')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/question/create')[0]!.body).toMatchObject({
      type: 'TXT',
      evaluated: false,
      grades: [],
      options: [],
      items: [],
      rows: [],
    });
  });
});

describe('given the admin panel', () => {
  it('names every type in words and offers every question for editing', async () => {
    const row = (id: number, type: string) => ({
      id,
      type,
      text: `Q${id}`,
      sub_topic: { id: 12, name: 'Learning' },
      order: 0,
      evaluated: true,
    });
    stubApi({
      'GET /api/survey/topic/list': { body: [{ id: 3, pk: 3, name: 'Digital skills', wlb: false }] },
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/survey/topic/3/questions': { body: [row(1, 'OCA'), row(2, 'ASG'), row(3, 'SCL')] },
    });
    renderWithProviders(<AdminPage />, { route: '/padmin', preloadedState: staffState });
    await screen.findByRole('cell', { name: 'Q2' });
    for (const words of ['Single choice', 'Matching', 'Scale']) expect(screen.getByRole('cell', { name: words })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'ASG' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Edit/ }).map((link) => link.getAttribute('href'))).toEqual([
      expect.stringContaining('question=1'),
      expect.stringContaining('question=2'),
      expect.stringContaining('question=3'),
    ]);
  });
});
