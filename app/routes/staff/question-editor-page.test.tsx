import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/setup/axe';
import { stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { staffState } from '../../../tests/setup/staff-state';
import { AdminPage } from './admin-page';
import { ExportPage } from './export-page';
import { QuestionEditorPage } from './question-editor-page';

vi.setConfig({ testTimeout: 60_000 });

const subTopics = [
  { id: 11, name: 'Teamwork', topic: 3 },
  { id: 12, name: 'Learning', topic: 3 },
];

/** A grade (or question texts) as the staff API returns it, a text in every language. */
const fullGrade = (id: number, en: string, point = id - 1) => ({
  id,
  point,
  ...Object.fromEntries(['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs'].map((l) => [`text_${l}`, `${en} ${l}`])),
  text_en: en,
});
/** An SCL question in sub-topic 12 of topic 3 as the staff API returns it. */
const sclQuestion = (id: number, en: string, grades: object[], extra: object = {}) => ({
  ...fullGrade(0, en),
  id,
  type: 'SCL',
  sub_topic: 12,
  topic: 3,
  evaluated: true,
  order: 0,
  can_be_none: false,
  grades,
  options: [],
  items: [],
  rows: [],
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-staff');
});
afterEach(() => vi.unstubAllGlobals());

describe('the question editor', () => {
  it('starts with 5 default grades, checks the documented rules on submit and creates an SCL question', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'POST /api/question/create': { status: 201, body: { id: 99, message: 'Question created successfully' } },
    });
    const { user, container } = renderWithProviders(<QuestionEditorPage />, {
      route: '/padmin/new?topic=3',
      path: '/padmin/new',
      preloadedState: staffState,
    });
    await screen.findByRole('option', { name: 'Teamwork' });
    expect(screen.getAllByRole('textbox', { name: /^Grade \d/ })).toHaveLength(5);
    expect((screen.getByRole('textbox', { name: 'Grade 1 (points: 0)' }) as HTMLInputElement).value).toBe('Strongly disagree');
    // The first 3 grades cannot be removed.
    expect(screen.getAllByRole('button', { name: /Remove grade/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findAllByText(/Please select a subtopic/)).not.toHaveLength(0);
    expect(screen.getAllByText(/English text is required/)).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/question/create')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Subtopic' }), '11');
    await user.type(screen.getByRole('textbox', { name: 'Question text (ENG)' }), 'I like teams');
    expect(screen.getByTestId('missing-languages').textContent).toContain('CZE');
    // The live preview shows the text with the real renderer.
    expect(screen.getByRole('heading', { name: /I like teams/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reverse grades' }));
    expect((screen.getByRole('textbox', { name: 'Grade 1 (points: 0)' }) as HTMLInputElement).value).toBe('Strongly agree');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/question/create')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/question/create')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'SCL', text_en: 'I like teams', sub_topic: 11, evaluated: true, order: 0 });
    expect((body.grades as { text_en: string; point: number }[]).map((g) => [g.point, g.text_en])).toEqual([
      [0, 'Strongly agree'],
      [1, 'Agree'],
      [2, 'Neither agree nor disagree'],
      [3, 'Disagree'],
      [4, 'Strongly disagree'],
    ]);
    await screen.findByText('Question created successfully');
  });

  it('refuses fewer than 2 grades and grades without English', async () => {
    stubApi({ 'GET /api/survey/topic/3/subtopics': { body: subTopics } });
    const { user } = renderWithProviders(<QuestionEditorPage />, {
      route: '/padmin/new?topic=3&subtopic=11',
      path: '/padmin/new',
      preloadedState: staffState,
    });
    await screen.findByRole('option', { name: 'Teamwork' });
    await user.type(screen.getByRole('textbox', { name: 'Question text (ENG)' }), 'Q');
    await user.clear(screen.getByRole('textbox', { name: 'Grade 2 (points: 1)' }));
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(await screen.findAllByText(/All grades must have English text/)).not.toHaveLength(0);
  });
});

describe('the question editor in update mode', () => {
  it('loads the question, keeps grade ids and sends an update', async () => {
    const grade = (id: number, en: string) => ({
      id,
      point: id - 1,
      text_en: en,
      text_cs: `${en} cs`,
      text_sk: '',
      text_de: '',
      text_hu: '',
      text_hr: '',
      text_bg: '',
      text_sl: '',
      text_sr: '',
      text_bs: '',
    });
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/5': {
        body: {
          ...grade(0, 'Old text'),
          id: 5,
          type: 'SCL',
          sub_topic: 12,
          topic: 3,
          evaluated: false,
          order: 2,
          can_be_none: false,
          grades: [grade(1, 'Low'), grade(2, 'Mid'), grade(3, 'High')],
          options: [],
          items: [],
          rows: [],
        },
      },
      'PUT /api/question/5': { body: { id: 5, message: 'Question updated successfully' } },
    });
    const { user } = renderWithProviders(<QuestionEditorPage />, {
      route: '/padmin/new?question=5&topic=3&subtopic=12',
      path: '/padmin/new',
      preloadedState: staffState,
    });
    const text = (await screen.findByDisplayValue('Old text')) as HTMLInputElement;
    expect(screen.getByText(/Texts still missing in: SVK/)).toBeTruthy();
    await user.clear(text);
    await user.type(text, 'New text');
    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/question/5')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/question/5')[0]!.body as {
      text_en: string;
      evaluated: boolean;
      order: number;
      grades: { id: number }[];
    };
    expect(body).toMatchObject({ text_en: 'New text', evaluated: false, order: 2, sub_topic: 12 });
    expect(body.grades.map((g) => g.id)).toEqual([1, 2, 3]);
    await screen.findByText('Question updated successfully');
  });
});

describe('the question editor with a reversed statement', () => {
  it('shows the points it scores, downwards, and keeps them when sending the update', async () => {
    const api = stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/7': {
        body: sclQuestion(7, 'I put off updates', [
          fullGrade(1, 'Disagree', 2),
          fullGrade(2, 'Neutral', 1),
          fullGrade(3, 'Agree', 0),
        ]),
      },
      'PUT /api/question/7': { body: { id: 7, message: 'Question updated successfully' } },
    });
    const { user } = renderWithProviders(<QuestionEditorPage />, {
      route: '/padmin/new?question=7&topic=3&subtopic=12',
      path: '/padmin/new',
      preloadedState: staffState,
    });
    await screen.findByDisplayValue('I put off updates');
    expect((screen.getByRole('textbox', { name: 'Grade 1 (points: 2)' }) as HTMLInputElement).value).toBe('Disagree');
    expect((screen.getByRole('textbox', { name: 'Grade 3 (points: 0)' }) as HTMLInputElement).value).toBe('Agree');
    await user.type(screen.getByRole('textbox', { name: 'Question text (ENG)' }), ' often');
    await user.click(screen.getByRole('button', { name: 'Update Question' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/question/7')).toHaveLength(1));
    const body = api.callsTo('PUT', '/api/question/7')[0]!.body as { grades: { id: number; point: number }[] };
    expect(body.grades.map((g) => [g.id, g.point])).toEqual([
      [1, 2],
      [2, 1],
      [3, 0],
    ]);
  });
});

describe('the question editor with translations to review', () => {
  it('marks the fields of a language whose translation went stale after an English edit', async () => {
    stubApi({
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/question/5': {
        body: sclQuestion(
          5,
          'Changed English',
          [
            { ...fullGrade(1, 'Low'), needs_review: ['hu'] },
            { ...fullGrade(2, 'High'), needs_review: [] },
          ],
          { needs_review: ['hu', 'de'] },
        ),
      },
    });
    const { user, container } = renderWithProviders(<QuestionEditorPage />, {
      route: '/padmin/new?question=5&topic=3&subtopic=12',
      path: '/padmin/new',
      preloadedState: staffState,
    });
    await screen.findByDisplayValue('Changed English');
    const picker = screen.getByRole('combobox', { name: 'Language of the texts' });
    expect(screen.getByRole('option', { name: /^HUN – Magyar/ }).textContent).toContain('(needs review)');
    expect(screen.getByRole('option', { name: /^CZE/ }).textContent).not.toContain('needs review');
    const stale = 'Needs review: the English text changed after this translation was made. It now reads:';
    const hints = () => [...document.querySelectorAll('[id$="-hint"]')].map((hint) => hint.textContent);
    expect(hints().filter((text) => text?.startsWith(stale))).toEqual([]);

    await user.selectOptions(picker, 'hu');
    // The stale translation stands beside the new English it should follow.
    const described = screen.getByRole('textbox', { name: 'Question text (HUN)' }).getAttribute('aria-describedby');
    expect(document.getElementById(described!)?.textContent).toBe(`${stale} Changed English`);
    expect(hints().filter((text) => text?.startsWith(stale))).toEqual([`${stale} Changed English`, `${stale} Low`]);
    await user.selectOptions(picker, 'de');
    expect(hints().filter((text) => text?.startsWith(stale))).toEqual([`${stale} Changed English`]);
    // A translation that is not stale has its English beside it too.
    const grade = screen.getByRole('textbox', { name: 'Grade 2 (points: 1)' }).getAttribute('aria-describedby');
    expect(document.getElementById(grade!)?.textContent).toBe('English: High');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the admin panel and the export page', () => {
  it('lists sub-topics and questions of the chosen topic, with no axe violations', async () => {
    stubApi({
      'GET /api/survey/topic/list': { body: [{ id: 3, pk: 3, name: 'Digital skills', wlb: false }] },
      'GET /api/survey/topic/3/subtopics': { body: subTopics },
      'GET /api/survey/topic/3/questions': {
        body: [{ id: 5, type: 'SCL', text: 'I like teams', sub_topic: { id: 11, name: 'Teamwork' }, order: 0, evaluated: true }],
      },
    });
    const { container } = renderWithProviders(<AdminPage />, { route: '/padmin', preloadedState: staffState });
    await screen.findByRole('cell', { name: 'I like teams' });
    expect(screen.getByRole('cell', { name: 'Learning' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('counts the surveys a topic would export', async () => {
    const api = stubApi({
      'GET /api/survey/topic/list': { body: [{ id: 3, pk: 3, name: 'Digital skills', wlb: false }] },
      'GET /api/export/count': { body: 4 },
    });
    const { user, container } = renderWithProviders(<ExportPage />, { route: '/export', preloadedState: staffState });
    await screen.findByRole('option', { name: 'Digital skills' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), '3');
    await waitFor(() => expect(screen.getByTestId('export-count').textContent).toBe('Surveys available: 4'));
    expect(api.callsTo('GET', '/api/export/count').length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);
  });
});
