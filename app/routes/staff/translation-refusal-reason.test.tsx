import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PreviewEntryWire } from '../../../contract/api/translations';
import de from '../../../locales/de/translation.json';
import { axeViolations } from '../../../tests/setup/axe';
import { i18nForTests } from '../../../tests/setup/i18n';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { RefusalReason } from './translation-refusal-reason';

const refused = (placeholder: PreviewEntryWire['placeholder']): PreviewEntryWire => ({
  id: 'question.7.text',
  key: 'question.7.text',
  where: '',
  source: 'Save {{count}} of <1>your answers</1>',
  after: 'Mentsen el <1>válaszokat</1>',
  reviewed: false,
  reason: 'placeholders',
  placeholder,
});

describe('given a translation refused for its placeholders', () => {
  it('names the placeholder the translation lost, in the reader’s language', async () => {
    i18nForTests.addResourceBundle('de', 'translation', de, true, true);
    await i18nForTests.changeLanguage('de');
    try {
      const { container } = renderWithProviders(
        <p>
          <RefusalReason entry={refused({ code: '{{count}}', problem: 'missing' })} />
        </p>,
      );
      expect(await screen.findByText('Fehlt in der Übersetzung oder wurde geändert: {{count}}')).toBeVisible();
      expect(container.textContent).toContain('Ein Platzhalter oder Tag fehlt oder ist hinzugekommen.');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await i18nForTests.changeLanguage('en');
    }
  });

  it('names a tag the English does not have', async () => {
    renderWithProviders(<RefusalReason entry={refused({ code: '<2>', problem: 'added' })} />);
    expect(await screen.findByText('Not in the English text: <2>')).toBeVisible();
  });
});
