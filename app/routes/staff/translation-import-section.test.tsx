import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreviewWire } from '../../../contract/api/translations';
import en from '../../../locales/en/translation.json';
import { axeViolations } from '../../../tests/setup/axe';
import { stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { staffState } from '../../../tests/setup/staff-state';
import { interfaceImportCommand } from './interface-import-note';
import { TranslationImportSection } from './translation-import-section';

vi.setConfig({ testTimeout: 60_000 });

const interfacePreview: ImportPreviewWire = {
  kind: 'interface',
  language: 'sk',
  format: 'xliff-2.0',
  changed: [
    {
      id: 'ui-0123456789abcdef',
      key: 'server:MAIL.RESET.SUBJECT',
      where: 'Interface text server:MAIL',
      source: 'Set a new password',
      before: 'Nastavte si nové heslo',
      after: 'Nastavenie nového hesla',
      reviewed: false,
    },
  ],
  unchanged: 900,
  refused: [],
  digest: 'b'.repeat(32),
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-staff');
});
afterEach(() => vi.unstubAllGlobals());

describe('given a checked file of interface texts', () => {
  it('says who applies it and how, with the command for this very file, and offers no Apply', async () => {
    const api = stubApi({ 'POST /api/staff/translations/preview': { body: interfacePreview } });
    const { user, container } = renderWithProviders(<TranslationImportSection language="sk" />, { preloadedState: staffState });
    const file = new File(['<xliff/>'], 'interface-sk.xlf', { type: 'application/xliff+xml' });
    await user.upload(screen.getByLabelText('Translated file (XLIFF or CSV)'), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(await screen.findByText(en.TRANSLATIONS.INTERFACE_IMPORT_BY_RELEASE)).toBeTruthy();
    expect(screen.getByText('npm run cli -- translations import interface-sk.xlf --yes').tagName).toBe('CODE');
    expect(screen.queryByRole('button', { name: 'Apply the changes' })).toBeNull();
    expect(api.callsTo('POST', '/api/staff/translations/apply')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('quotes a file name a shell would split or read', () => {
    expect(interfaceImportCommand('Slovak texts.xlf')).toBe("npm run cli -- translations import 'Slovak texts.xlf' --yes");
    expect(interfaceImportCommand("it's $HOME.csv")).toBe(`npm run cli -- translations import 'it'\\''s $HOME.csv' --yes`);
    expect(interfaceImportCommand('sk.csv')).toBe('npm run cli -- translations import sk.csv --yes');
  });
});
