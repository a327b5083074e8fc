import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('the name of a staff download', () => {
  const day = new Date(2026, 10, 5, 23, 59);

  it('names what it is, the topic and the local day', () => {
    expect(downloadName('export', 'Digital skills', 'csv', day)).toBe('export-digital-skills-2026-11-05.csv');
  });

  it('keeps letters of every alphabet and joins the rest with single hyphens', () => {
    expect(downloadName('codebook', 'Rovnováha – práce & život', 'csv', day)).toBe(
      'codebook-rovnováha-práce-život-2026-11-05.csv',
    );
    expect(downloadName('export', 'Дигитални умения (2)', 'csv', day)).toBe('export-дигитални-умения-2-2026-11-05.csv');
  });

  it('leaves the topic out where it has nothing to name it by', () => {
    expect(downloadName('research-package', ' – ', 'zip', day)).toBe('research-package-2026-11-05.zip');
  });
});
