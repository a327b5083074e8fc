import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../contract/api/audit';
import { i18nForTests } from '../../../../tests/setup/i18n';
import { actionKeys, detailsInWords } from './audit-words';

const t = i18nForTests.t.bind(i18nForTests);

describe('given an undone translation import in the activity log', () => {
  it('names the action, the language, the import and how many texts went back or were kept', () => {
    const entry = {
      id: 20,
      at: '2026-11-25T12:00:00.000Z',
      actorId: 1,
      actor: 'eva@example.org',
      osUser: null,
      source: 'api',
      requestId: 'req-20',
      action: 'translation.undo-import',
      details: {
        import: 12,
        language: 'hu',
        put_back: 2,
        kept: ['option.9.text'],
        units: ['question.5.text', 'question.6.text'],
      },
    } satisfies AuditEntry;
    expect(t(actionKeys['translation.undo-import'])).toBe('Translation import undone');
    expect(detailsInWords(entry, t, 'en')).toBe('HUN – Magyar, import no. 12, texts put back: 2, kept with a newer wording: 1');
  });
});
