import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ImportPreviewWire,
  type OverviewUnitWire,
  type TargetLanguageCode,
  type TextHistoryWire,
  type TranslationsOverviewWire,
  targetLanguageSchema,
} from '../../../contract/api/translations';
import { translationMessages } from '../../../contract/messages';
import cs from '../../../locales/cs/translation.json';
import de from '../../../locales/de/translation.json';
import en from '../../../locales/en/translation.json';
import { axeViolations } from '../../../tests/setup/axe';
import { stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { i18nForTests } from '../../../tests/setup/i18n';
import { catchSavedFiles } from '../../../tests/setup/saved-downloads';
import { staffState } from '../../../tests/setup/staff-state';
import { TranslationsPage } from './translations-page';

vi.setConfig({ testTimeout: 60_000 });

/** The sentence the page shows for a server message: its English translation. */
const inWords = (message: { en: string }) => (en['BACKEND-RESPONSES'] as Record<string, string>)[message.en];

const xliff = '<?xml version="1.0"?><xliff version="2.0" srcLang="en" trgLang="hu"/>';
const preview: ImportPreviewWire = {
  kind: 'content',
  language: 'hu',
  format: 'xliff-2.0',
  changed: [
    {
      id: 'question.5.text',
      key: 'question.5.text',
      where: 'Digital skills › Question 5',
      source: 'I use e-mail',
      before: 'E-mailt használok',
      after: 'Használok e-mailt',
      reviewed: true,
    },
  ],
  unchanged: 40,
  refused: [
    {
      id: 'option.9.text',
      key: 'option.9.text',
      where: 'Digital skills › Question 5 › option 2',
      source: 'Never',
      after: '<script>alert(1)</script>',
      reviewed: false,
      reason: 'script',
    },
  ],
  digest: 'a'.repeat(32),
};

const count = (language: TargetLanguageCode, needsReview: number) => ({
  language,
  total: 3,
  missing: 1,
  sameAsEnglish: 1,
  needsReview,
});
const unit = (n: number, fields: Partial<OverviewUnitWire>): OverviewUnitWire => ({
  id: `question.${n}.text`,
  key: `question.${n}.text`,
  where: `Question ${n}`,
  missing: false,
  sameAsEnglish: false,
  needsReview: false,
  changes: 0,
  ...fields,
});
const overview: TranslationsOverviewWire = {
  counts: targetLanguageSchema.options.map((l) => count(l, l === 'hu' ? 1 : 0)),
  units: [
    unit(1, { source: 'I use e-mail', target: 'E-mailt használok', needsReview: true, changes: 2 }),
    unit(2, { source: 'SMS', target: 'SMS', sameAsEnglish: true }),
    unit(3, { source: 'Never', missing: true }),
  ],
};
const overviewRoute = {
  'GET /api/staff/translations/overview': { body: overview },
  'GET /api/staff/translations/imports': { body: [] },
};

let savedFiles: string[] = [];
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-staff');
  savedFiles = catchSavedFiles();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => renderWithProviders(<TranslationsPage />, { route: '/padmin/translations', preloadedState: staffState });
const upload = (
  user: ReturnType<typeof render>['user'],
  text: string,
  name = 'questionnaire-hu.xlf',
  label = 'Translated file (XLIFF or CSV)',
) => user.upload(screen.getByLabelText(label), new File([text], name, { type: 'application/xliff+xml' }));

describe('the Translations page', () => {
  it('downloads the chosen language and format', async () => {
    const api = stubApi({ ...overviewRoute, 'GET /api/staff/translations/export': { body: 'file' } });
    const { user } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the translation' }), 'hu');
    await user.selectOptions(screen.getByRole('combobox', { name: 'File format' }), 'csv');
    await user.click(screen.getByRole('button', { name: 'Download the file' }));
    await waitFor(() => expect(savedFiles).toEqual(['questionnaire-hu.csv']));
    const query = api.callsTo('GET', '/api/staff/translations/export')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ language: 'hu', format: 'csv', texts: 'questionnaire' });
  });

  it('previews a file, applies nothing before the confirmation, then applies exactly the preview', async () => {
    const api = stubApi({
      ...overviewRoute,
      'POST /api/staff/translations/preview': { body: preview },
      'POST /api/staff/translations/apply': { body: preview },
    });
    const { user, container } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the translation' }), 'hu');
    await upload(user, xliff);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    const status = screen.getByTestId('translation-status');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(status.textContent).toBe('Changed: 1. Unchanged: 40. Refused: 1.'));
    expect(api.callsTo('POST', '/api/staff/translations/preview')[0]!.body).toEqual({
      file: xliff,
      language: 'hu',
      display: 'en',
    });
    const changes = screen.getByRole('table', { name: 'Texts the import changes' });
    const [heading, row] = within(changes).getAllByRole('row');
    expect(
      within(heading!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Where it appears', 'Current text', 'New text']);
    expect(within(row!).getByRole('rowheader').textContent).toContain('Digital skills › Question 5');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['E-mailt használok', 'Használok e-mailtMarked as reviewed']);
    const refused = screen.getByRole('table', { name: 'Refused texts' });
    expect(within(refused).getByText('The translation contains a script.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/staff/translations/apply')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Apply the changes' }));
    await waitFor(() => expect(status.textContent).toBe('The changes have been applied. Texts changed: 1.'));
    expect(api.callsTo('POST', '/api/staff/translations/apply')[0]!.body).toEqual({
      file: xliff,
      digest: preview.digest,
      display: 'en',
    });
    expect(screen.queryByRole('table', { name: 'Texts the import changes' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says in words why a file or a confirmation is refused', async () => {
    // The wire body carries the Czech words beside the key (the server reads them from locales/cs).
    const failure = (message: { en: string }) => ({ status: 400, body: { ...message, cz: 'Česky' } });
    let previewAnswer = failure(translationMessages['wrong-language']);
    stubApi({
      ...overviewRoute,
      'POST /api/staff/translations/preview': () => previewAnswer,
      'POST /api/staff/translations/apply': failure(translationMessages.previewOutdated),
    });
    const { user, container } = render();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByText('This field is required', { exact: false })).toBeTruthy();

    await upload(user, xliff);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const alert = screen.getByTestId('translation-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(alert.textContent).toBe(inWords(translationMessages['wrong-language'])));
    expect(await axeViolations(container)).toEqual([]);

    previewAnswer = {
      status: 400,
      body: { ...failure(translationMessages.broken).body, errors: { file: 'VALIDATION.FILE_TOO_LARGE' } },
    } as never;
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByText('The file is too large (at most 4 MB of text)', { exact: false });

    previewAnswer = { status: 200, body: preview } as never;
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Apply the changes' }));
    expect(screen.queryByText('The file is too large', { exact: false })).toBeNull();
    await waitFor(() => expect(alert.textContent).toBe(inWords(translationMessages.previewOutdated)));
    expect(screen.queryByRole('button', { name: 'Apply the changes' })).toBeNull();
  });

  it('shows the chosen language beside another one, with counts per language, filtered to what needs attention', async () => {
    const api = stubApi(overviewRoute);
    const { user, container } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the translation' }), 'hu');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), 'de');
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/api/staff/translations/overview').at(-1)!.query)).toEqual({
        source: 'de',
        target: 'hu',
        display: 'en',
      }),
    );
    const counts = await screen.findByRole('table', { name: 'What needs attention, per language' });
    const hungarian = within(counts).getByRole('row', { name: /HUN – Magyar/ });
    expect(
      within(hungarian)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1', '1']);

    const texts = screen.getByRole('table', { name: 'DEU – Deutsch beside HUN – Magyar' });
    expect(within(texts).getAllByRole('row')).toHaveLength(4);
    const filter = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All texts (3)',
      'Missing (1)',
      'Same as English (1)',
      'Needs review (1)',
      'Changed in the last 7 days (0)',
      'Changed in the last 30 days (0)',
    ]);
    await user.selectOptions(filter, 'needsReview');
    expect(screen.getByTestId('review-shown').textContent).toBe('Texts shown: 1');
    const [, row] = within(texts).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['I use e-mail', 'E-mailt használokNeeds reviewHistory: Question 1']);
    await user.selectOptions(filter, 'missing');
    expect(within(texts).getAllByRole('row')[1]!.textContent).toBe('Question 3Nevermissing');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a text’s history and puts an earlier version back', async () => {
    const history: TextHistoryWire = {
      unit: 'question.1.text',
      language: 'hu',
      where: 'Question 1',
      source: 'I use e-mail',
      target: 'E-mailt használok',
      changes: [
        {
          id: 7,
          changedAt: '2026-11-20T10:30:00.000Z',
          changedBy: 'Eva Staff',
          source: 'import',
          oldValue: 'Használok e-mailt',
          newValue: 'E-mailt használok',
        },
        { id: 3, changedAt: '2026-11-01T08:00:00.000Z', source: 'seed', newValue: 'Használok e-mailt' },
      ],
    };
    const reverted: TextHistoryWire = {
      ...history,
      target: 'Használok e-mailt',
      changes: [
        {
          id: 8,
          changedAt: '2026-11-25T12:00:00.000Z',
          changedBy: 'Eva Staff',
          source: 'revert',
          oldValue: 'E-mailt használok',
          newValue: 'Használok e-mailt',
        },
        ...history.changes,
      ],
    };
    let answer = history;
    const api = stubApi({
      ...overviewRoute,
      'GET /api/staff/translations/history': () => ({ body: answer }),
      'POST /api/staff/translations/revert': () => {
        answer = reverted;
        return { body: reverted };
      },
    });
    const { user } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the translation' }), 'hu');
    await user.click(await screen.findByRole('button', { name: 'History: Question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of this text' });
    const changes = await within(dialog).findAllByTestId('text-change');
    expect(Object.fromEntries(api.callsTo('GET', '/api/staff/translations/history')[0]!.query)).toEqual({
      unit: 'question.1.text',
      language: 'hu',
      display: 'en',
    });
    expect(changes.map((c) => within(c).getByRole('paragraph').textContent)).toEqual([
      expect.stringMatching(/^20 November 2026.* · Imported file · Eva Staff$/),
      expect.stringMatching(/^1 November 2026.* · Content files · no staff member recorded$/),
    ]);
    expect(within(changes[1]!).getByText('No translation (English is shown)')).toBeTruthy();
    // The version before the seed has no translation: putting it back is offered too, the current one is not.
    const putBack = within(changes[0]!).getByRole('button', { name: 'Put back this version' });
    expect(putBack.getAttribute('aria-describedby')).toBe('history-before-7');
    await user.click(putBack);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/staff/translations/revert')[0]!.body).toEqual({ change: 7, display: 'en' }),
    );
    await waitFor(() => expect(within(dialog).getByTestId('history-status').textContent).toBe('The earlier version is back.'));
    await waitFor(() => expect(within(dialog).getAllByTestId('text-change')).toHaveLength(3));
    const [latest] = within(dialog).getAllByTestId('text-change');
    expect(within(latest!).getByRole('paragraph').textContent).toMatch(/ · Put back from the history · Eva Staff$/);
    expect(within(latest!).queryByRole('button', { name: 'Put back this version' })).not.toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
  });
});

const place = (fields: Partial<OverviewUnitWire['place']> & { part: 'text' | 'option' }) => ({
  topic: 'Digitale Kompetenzen',
  subTopic: 'Sicherheit',
  question: 5,
  ...fields,
});

describe('given staff who undo a whole import', () => {
  const applied = { ...preview, import: 12 };
  const undone = {
    import: 12,
    putBack: 1,
    kept: [{ id: 'option.9.text', where: 'Digital skills › Question 5 › option 2', place: place({ part: 'option', number: 2 }) }],
  };

  it('offers "Undo this import" right after Apply, puts the texts back and names those changed since', async () => {
    const api = stubApi({
      ...overviewRoute,
      'POST /api/staff/translations/preview': { body: preview },
      'POST /api/staff/translations/apply': { body: applied },
      'POST /api/staff/translations/imports/undo': { body: undone },
    });
    const { user, container } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the translation' }), 'hu');
    await upload(user, xliff);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Apply the changes' }));
    await user.click(await screen.findByRole('button', { name: 'Undo this import' }));
    await waitFor(() =>
      expect(screen.getByTestId('translation-status').textContent).toBe('The import has been undone. Texts put back: 1.'),
    );
    expect(api.callsTo('POST', '/api/staff/translations/imports/undo')[0]!.body).toEqual({ import: 12, display: 'en' });
    expect(screen.getByTestId('undo-kept').textContent).toContain(
      'Topic “Digitale Kompetenzen” › sub-topic “Sicherheit” › question 5 › answer 2',
    );
    expect(screen.queryByRole('button', { name: 'Undo this import' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the imports of the language with who, when and how many texts, and undoes one from the list', async () => {
    const imports = [
      {
        id: 14,
        at: '2026-11-25T12:00:00.000Z',
        by: 'eva@example.org',
        language: 'hu',
        format: 'csv',
        changed: 3,
        undoable: true,
      },
      {
        id: 12,
        at: '2026-11-20T10:30:00.000Z',
        by: 'eva@example.org',
        language: 'hu',
        format: 'xliff-2.0',
        changed: 2,
        undone: { at: '2026-11-21T09:00:00.000Z', by: 'jan@example.org' },
        undoable: false,
      },
      { id: 3, at: '2026-10-01T08:00:00.000Z', by: 'command line', language: 'hu', format: 'csv', changed: 40, undoable: false },
    ];
    const api = stubApi({
      ...overviewRoute,
      'GET /api/staff/translations/imports': { body: imports },
      'POST /api/staff/translations/imports/undo': { status: 409, body: { ...translationMessages.importUndone, cz: 'Česky' } },
    });
    const { user, container } = render();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the translation' }), 'hu');
    const table = await screen.findByRole('table', { name: 'Recent imports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['eva@example.org', '3', expect.stringMatching(/^Undo this import: 25 November 2026/)],
      ['eva@example.org', '2', expect.stringMatching(/^Undone on 21 November 2026.* by jan@example.org$/)],
      ['command line', '40', 'Imported before imports could be undone'],
    ]);
    expect(Object.fromEntries(api.callsTo('GET', '/api/staff/translations/imports').at(-1)!.query)).toEqual({ language: 'hu' });
    await user.click(within(rows[0]!).getByRole('button', { name: /^Undo this import/ }));
    await waitFor(() => expect(screen.getByText(inWords(translationMessages.importUndone)!)).toBeTruthy());
    expect(api.callsTo('POST', '/api/staff/translations/imports/undo')[0]!.body).toEqual({ import: 14, display: 'en' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('given a reviewer who filters to the recently changed texts', () => {
  it('counts and shows the texts changed in the last 7 and the last 30 days', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const recent: TranslationsOverviewWire = {
      ...overview,
      units: [
        unit(1, { source: 'One', target: 'Egy', changes: 1, lastChanged: daysAgo(1) }),
        unit(2, { source: 'Two', target: 'Kettő', changes: 2, lastChanged: daysAgo(20) }),
        unit(3, { source: 'Three', target: 'Három' }),
      ],
    };
    stubApi({ ...overviewRoute, 'GET /api/staff/translations/overview': { body: recent } });
    const { user } = render();
    const filter = await screen.findByRole('combobox', { name: 'Show' });
    await screen.findByRole('option', { name: 'Changed in the last 7 days (1)' });
    expect(screen.getByRole('option', { name: 'Changed in the last 30 days (2)' })).toBeTruthy();
    await user.selectOptions(filter, 'recent7');
    expect(screen.getByTestId('review-shown').textContent).toBe('Texts shown: 1');
    await user.selectOptions(filter, 'recent30');
    expect(screen.getByTestId('review-shown').textContent).toBe('Texts shown: 2');
  });
});

describe('given a reader of the page in German or Czech', () => {
  const inLanguage = async (language: 'de' | 'cs', test: () => Promise<void>) => {
    i18nForTests.addResourceBundle(language, 'translation', language === 'de' ? de : cs, true, true);
    await i18nForTests.changeLanguage(language);
    try {
      await test();
    } finally {
      await i18nForTests.changeLanguage('en');
    }
  };

  it('says where each text appears in German, in the preview and the review table', () =>
    inLanguage('de', async () => {
      const placed: ImportPreviewWire = {
        ...preview,
        changed: [{ ...preview.changed[0]!, place: place({ part: 'text' }) }],
        refused: [],
      };
      const api = stubApi({
        'GET /api/staff/translations/imports': { body: [] },
        'GET /api/staff/translations/overview': {
          body: { ...overview, units: [unit(1, { source: 'I use e-mail', target: 'x', place: place({ part: 'text' }) })] },
        },
        'POST /api/staff/translations/preview': { body: placed },
      });
      const { user, container } = render();
      const where = 'Thema „Digitale Kompetenzen“ › Unterthema „Sicherheit“ › Frage 5 › Fragetext';
      const review = await screen.findByRole('table', { name: /neben/ });
      expect(within(review).getAllByRole('rowheader')[0]!.textContent).toBe(where);
      expect(Object.fromEntries(api.callsTo('GET', '/api/staff/translations/overview')[0]!.query)).toMatchObject({
        display: 'de',
      });
      await upload(user, xliff, 'questionnaire-cs.xlf', 'Übersetzte Datei (XLIFF oder CSV)');
      await user.click(screen.getByRole('button', { name: 'Datei prüfen' }));
      const changes = await screen.findByRole('table', { name: 'Texte, die der Import ändert' });
      expect(within(changes).getByRole('rowheader').textContent).toContain(where);
      expect(await axeViolations(container)).toEqual([]);
    }));

  it('names the file’s language and the chosen one in Czech when a file is for another language', () =>
    inLanguage('cs', async () => {
      stubApi({
        ...overviewRoute,
        'POST /api/staff/translations/preview': {
          status: 400,
          body: { ...translationMessages['wrong-language'], file_language: 'hu', chosen_language: 'cs' },
        },
      });
      const { user } = render();
      await upload(user, xliff, 'questionnaire-hu.xlf', 'Přeložený soubor (XLIFF nebo CSV)');
      await user.click(screen.getByRole('button', { name: 'Zkontrolovat soubor' }));
      await waitFor(() =>
        expect(screen.getByTestId('translation-alert').textContent).toBe(
          'Tento soubor je pro jiný jazyk. Jazyk souboru: maďarština. Jazyk zvolený na této stránce: čeština.',
        ),
      );
    }));
});
