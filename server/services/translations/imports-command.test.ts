import { describe, expect, it } from 'vitest';
import { describeImports, describeUndo } from './imports-command';

describe('given the imports listed on the command line', () => {
  it('gives each its number, time, language, format, count, person and whether it can be undone', () => {
    expect(
      describeImports([
        {
          id: 14,
          at: '2026-11-25T12:00:09.123Z',
          by: 'eva@example.org',
          language: 'hu',
          format: 'csv',
          changed: 3,
          undoable: true,
        },
        {
          id: 12,
          at: '2026-11-20T10:30:00.000Z',
          by: 'command line',
          language: 'hu',
          format: 'xliff-2.0',
          changed: 2,
          undone: { at: '2026-11-21T09:00:00.000Z', by: 'jan@example.org' },
          undoable: false,
        },
      ]),
    ).toBe(
      [
        '#14  2026-11-25 12:00 UTC  hu  csv  3 text(s)  eva@example.org  (can be undone)',
        '#12  2026-11-20 10:30 UTC  hu  xliff-2.0  2 text(s)  command line  (undone 2026-11-21 09:00 UTC by jan@example.org)',
      ].join('\n'),
    );
    expect(describeImports([])).toBe('No imports of questionnaire texts.');
  });

  it('says how many texts an undoing put back and names those it kept', () => {
    expect(
      describeUndo({ import: 12, putBack: 2, kept: [{ id: 'option.9.text', where: 'Topic “A” › question 1 › option 2' }] }),
    ).toBe(
      [
        'Import #12 undone: 2 text(s) put back.',
        'Changed again since the import, kept as they are: 1.',
        '  kept  option.9.text: Topic “A” › question 1 › option 2',
      ].join('\n'),
    );
  });
});
