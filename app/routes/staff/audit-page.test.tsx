import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../contract/api/audit';
import { formatDateTime } from '../../../ui/lib/intl-format';
import { axeViolations } from '../../../tests/setup/axe';
import { stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { staffState } from '../../../tests/setup/staff-state';
import { AuditPage as AuditPageView } from './audit-page';

vi.setConfig({ testTimeout: 60_000 });

const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-11-28T09:05:00.000Z',
  actor: 'ada@example.org',
  actorId: 1,
  osUser: null,
  source: 'api',
  requestId: `req-${id}`,
  action: 'question.update',
  details: {},
  ...fields,
});

const firstPage: AuditPage = {
  entries: [
    entry(9, {
      details: {
        question: 12,
        type: 'SCL',
        sub_topic: 3,
        changes: { text_de: { before: 'Alt', after: 'Neu' }, order: { before: 0, after: 2 } },
      },
    }),
    entry(8, {
      action: 'backup.create',
      actor: 'command line',
      actorId: null,
      osUser: 'survey',
      source: 'cli',
      details: { file: '/srv/backups/b.gz', tables: 14, rows: 5210, migration_level: '0013_audit_trail.sql' },
    }),
  ],
  next: 8,
};
const secondPage: AuditPage = {
  entries: [entry(7, { action: 'export.csv', details: { topic: 2, language: 'de', country: 'CZ', rows: 40 } })],
  next: null,
};

beforeEach(() => localStorage.setItem('token', 'tok-staff'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (route: string) => renderWithProviders(<AuditPageView />, { route, path: '/audit', preloadedState: staffState });
const status = () => screen.getByTestId('audit-status');
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the activity log', () => {
  it('lists the entries in words, keeps the filters in the address and loads more on request', async () => {
    const api = stubApi({
      'GET /api/staff/audit': (call) => ({ body: call.query.get('before') === '8' ? secondPage : firstPage }),
    });
    const { user, container, router } = render('/audit?action=question.update');
    const table = await screen.findByRole('table', { name: 'Recorded actions, newest first' });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('question.update');
    const sent = Object.fromEntries(api.callsTo('GET', '/api/staff/audit')[0]!.query);
    expect(sent).toEqual({ action: 'question.update', tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
    const [, changed, backup] = within(table).getAllByRole('row');
    expect(cellsOf(changed!)).toEqual([
      formatDateTime(firstPage.entries[0]!.at, 'en'),
      'ada@example.org',
      'Question changed',
      'Question 12, changed: text (DE), order',
      'req-9',
    ]);
    expect(cellsOf(backup!).slice(1, 4)).toEqual([
      'Command line (user survey)',
      'Backup made',
      'File /srv/backups/b.gz, rows: 5210, tables: 14',
    ]);
    expect(status().textContent).toBe('Entries shown: 2');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(cellsOf(within(table).getAllByRole('row')[3]!)[3]).toBe('Topic 2, DEU – Deutsch, country CZ, surveys: 40');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Person (optional)' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=question.update&actor=ada'));
    await waitFor(() => expect(api.callsTo('GET', '/api/staff/audit').at(-1)!.query.get('actor')).toBe('ada'));
  });

  it('says when nothing matches, when the list fails, and what is wrong with a filter in the address', async () => {
    let answer: { status?: number; body: unknown } = { body: { entries: [], next: null } };
    const api = stubApi({ 'GET /api/staff/audit': () => answer });
    const { user, container, router } = render('/audit');
    await waitFor(() => expect(status().textContent).toBe('No entries match these filters.'));

    answer = { status: 500, body: { en: 'An unexpected error occurred', cz: 'Došlo k neočekávané chybě' } };
    await user.type(screen.getByRole('textbox', { name: 'Person (optional)' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(status().textContent).toBe('The activity log could not be loaded.'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    const calls = api.calls.length;
    await router.navigate('/audit?from=2026-03-02&to=2026-03-01');
    expect(await screen.findByText('The start date is after the end date', { exact: false })).toBeTruthy();
    expect(screen.queryByTestId('audit-status')).toBeNull();
    expect(api.calls).toHaveLength(calls);
  });
});
