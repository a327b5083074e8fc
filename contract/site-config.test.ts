import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigProblems } from './site-config';

const shipped = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'site.config.json'), 'utf8'));

describe('the site configuration (site.config.json)', () => {
  it('as shipped is valid', () => {
    expect(siteConfigProblems(shipped)).toEqual([]);
  });

  it('names each wrong field by its path', () => {
    const broken = structuredClone(shipped);
    broken.organisation.dpoEmail = 'dpo at example';
    broken.partners[2].url = 'javascript:alert(1)';
    broken.partners[3].country = 'XX';
    delete broken.organisation.contactEmail;
    const problems = siteConfigProblems(broken);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'organisation.contactEmail',
      'organisation.dpoEmail',
      'partners.2.url',
      'partners.3.country',
    ]);
  });

  it('takes a partner without an address (listed without a link) and an unnamed controller', () => {
    const config = structuredClone(shipped);
    config.partners[0].url = null;
    config.organisation.controllerName = null;
    expect(siteConfigProblems(config)).toEqual([]);
  });
});
