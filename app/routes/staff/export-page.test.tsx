import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/setup/axe';
import { stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { catchSavedFiles } from '../../../tests/setup/saved-downloads';
import { staffState } from '../../../tests/setup/staff-state';
import { ExportPage } from './export-page';

vi.setConfig({ testTimeout: 60_000 });

const topicList = [
  { id: 3, pk: 3, name: 'Digital skills', wlb: false },
  { id: 4, pk: 4, name: 'Teamwork', wlb: false },
  { id: 8, pk: 8, name: 'Time for family', wlb: true },
];

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

describe('the research package on /export', () => {
  it('counts and downloads every topic of a tool, coarsened, while the CSV waits for one topic', async () => {
    const api = stubApi({
      'GET /api/survey/topic/list': { body: topicList },
      'GET /api/export/count': { body: 9 },
      'POST /api/export/package': { body: 'zip' },
    });
    const { user, container } = renderWithProviders(<ExportPage />, { route: '/export', preloadedState: staffState });
    await screen.findByRole('option', { name: 'Digital skills' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), '8');
    await user.click(screen.getByRole('checkbox', { name: 'All topics of a tool' }));

    // The tool of the chosen topic; the topic picker gives way to the tool picker.
    const toolPicker = screen.getByRole('combobox', { name: 'Tool' }) as HTMLSelectElement;
    expect(toolPicker.value).toBe('wlb');
    expect(screen.queryByRole('combobox', { name: 'Topic' })).toBeNull();
    await user.selectOptions(toolPicker, 'general');
    await waitFor(() => expect(screen.getByTestId('export-count').textContent).toBe('Surveys available: 9'));
    const counted = api.callsTo('GET', '/api/export/count').at(-1)!.query;
    expect(Object.fromEntries(counted)).toEqual({ topic: '3', all_topics: 'true' });
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download the codebook' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Coarsen for sharing' }));
    // The sharing variant's k: a wrong one is said under the field and nothing is downloaded.
    const k = screen.getByRole('spinbutton', { name: 'Smallest group (k)' }) as HTMLInputElement;
    expect(k.value).toBe('5');
    await user.clear(k);
    await user.type(k, '1');
    await user.click(screen.getByRole('button', { name: 'Download research package' }));
    expect(await screen.findByText(/Enter a whole number from 2 to 50/)).toBeTruthy();
    expect(document.activeElement).toBe(k);
    expect(api.callsTo('POST', '/api/export/package')).toHaveLength(0);
    await user.clear(k);
    await user.type(k, '3');
    await user.click(screen.getByRole('checkbox', { name: 'Include free texts' }));
    await user.click(screen.getByRole('button', { name: 'Download research package' }));
    // Named with the scope and the day.
    await waitFor(() =>
      expect(savedFiles).toEqual([expect.stringMatching(/^research-package-general-all-topics-\d{4}-\d{2}-\d{2}\.zip$/)]),
    );
    expect(api.callsTo('POST', '/api/export/package')[0]!.body).toEqual({
      topic: 3,
      language: 'en',
      country: '',
      time_from: '',
      time_to: '',
      all_topics: true,
      coarsen: true,
      k: 3,
      free_text: true,
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for a topic first, and says so in words when the download fails', async () => {
    const api = stubApi({
      'GET /api/survey/topic/list': { body: topicList },
      'GET /api/export/count': { body: 2 },
      'POST /api/export/package': { status: 500, body: { en: 'An unexpected error occurred' } },
    });
    const { user } = renderWithProviders(<ExportPage />, { route: '/export', preloadedState: staffState });
    await screen.findByRole('option', { name: 'Digital skills' });
    const download = screen.getByRole('button', { name: 'Download research package' });
    await user.click(download);
    expect(screen.getByRole('combobox', { name: 'Topic' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/export/package')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), '4');
    await user.click(download);
    await waitFor(() => expect(api.callsTo('POST', '/api/export/package')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/export/package')[0]!.body).toMatchObject({ topic: 4, all_topics: false, coarsen: false });
    await waitFor(() => expect(download.getAttribute('aria-busy')).toBeNull());
    expect(await screen.findByText('An unexpected error occurred')).toBeTruthy();
    expect(savedFiles).toEqual([]);
  });
});

describe('given a staff member on /export without a topic chosen', () => {
  it('says "required" only at the topic field, for each download, with no error snackbar beside it', async () => {
    const api = stubApi({ 'GET /api/survey/topic/list': { body: topicList } });
    const { user } = renderWithProviders(<ExportPage />, { route: '/export', preloadedState: staffState });
    await screen.findByRole('option', { name: 'Digital skills' });
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    for (const name of ['Export', 'Download the codebook', 'Download research package']) {
      await user.click(screen.getByRole('button', { name }));
      expect(topic.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(/This field is required/)).toBeTruthy();
      expect(screen.queryByText('An unexpected error occurred')).toBeNull();
      expect(document.activeElement).toBe(topic);
      (document.activeElement as HTMLElement).blur();
    }
    expect(api.callsTo('GET', '/api/export/count')).toEqual([]);
  });
});

describe('the page and its downloads', () => {
  it('is named for all it holds, and says in plain words when to choose each download', async () => {
    stubApi({ 'GET /api/survey/topic/list': { body: topicList } });
    const { container } = renderWithProviders(<ExportPage />, { route: '/export', preloadedState: staffState });
    await screen.findByRole('option', { name: 'Digital skills' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Export data');
    expect(document.title).toMatch(/^Export data/);
    expect(screen.getByRole('form', { name: 'Export data' })).toBeTruthy();
    const csv = screen.getByRole('region', { name: 'Spreadsheet (CSV)' });
    expect(csv.textContent).toContain('Choose the CSV file to read, sort or count the answers in Excel or LibreOffice');
    expect(csv.textContent).toContain('Add the codebook when someone else reads the file');
    expect(within(csv).getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(within(csv).getByRole('button', { name: 'Download the codebook' })).toBeTruthy();
    const researchPackage = screen.getByRole('region', { name: 'Research package' });
    expect(researchPackage.textContent).toContain('Choose the research package for statistics in R, Python or SPSS');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says "nothing to export" once, beside the download last asked for', async () => {
    const api = stubApi({ 'GET /api/survey/topic/list': { body: topicList }, 'GET /api/export/count': { body: 0 } });
    const { user } = renderWithProviders(<ExportPage />, { route: '/export', preloadedState: staffState });
    await screen.findByRole('option', { name: 'Digital skills' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), '4');
    await waitFor(() => expect(screen.getByTestId('export-count').textContent).toBe('Surveys available: 0'));
    const nothing = /there is nothing to download/;
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Spreadsheet (CSV)' })).getByText(nothing)).toBeTruthy(),
    );
    await user.click(screen.getByRole('button', { name: 'Download research package' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Research package' })).getByText(nothing)).toBeTruthy());
    expect(screen.getAllByText(nothing)).toHaveLength(1);
    expect(api.callsTo('POST', '/api/export')).toHaveLength(0);
  });
});

describe('the filters on /export', () => {
  it('says an empty range under its field and neither counts nor downloads it until it is mended', async () => {
    const api = stubApi({
      'GET /api/survey/topic/list': { body: topicList },
      'GET /api/export/count': { body: 5 },
      'POST /api/export': { body: 'csv' },
      'POST /api/export/package': { body: 'zip' },
    });
    const { user } = renderWithProviders(<ExportPage />, { route: '/export', preloadedState: staffState });
    await screen.findByRole('option', { name: 'Digital skills' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), '4');
    await waitFor(() => expect(screen.getByTestId('export-count').textContent).toBe('Surveys available: 5'));
    const from = screen.getByLabelText('From (optional)');
    await user.type(from, '2026-03-01');
    await user.type(screen.getByLabelText('To (optional)'), '2026-02-01');

    expect(await screen.findByText(/The start date is after the end date, so nothing could be exported!/)).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('export-count').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('button', { name: 'Download research package' }));
    const sentRange = (call: { query: URLSearchParams }) => call.query.get('time_to') === '2026-02-01';
    expect(api.callsTo('GET', '/api/export/count').filter(sentRange)).toEqual([]);
    expect(api.callsTo('POST', '/api/export')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/export/package')).toHaveLength(0);

    await user.clear(from);
    await user.type(from, '2026-02-01');
    await waitFor(() => expect(screen.getByTestId('export-count').textContent).toBe('Surveys available: 5'));
    expect(from.getAttribute('aria-invalid')).toBeNull();
    expect(Object.fromEntries(api.callsTo('GET', '/api/export/count').at(-1)!.query)).toEqual({
      topic: '4',
      time_from: '2026-02-01',
      time_to: '2026-02-01',
    });
    expect(savedFiles).toEqual([]);
  });
});
