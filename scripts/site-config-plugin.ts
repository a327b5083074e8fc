import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { siteConfigProblems } from '../contract/site-config.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The deployment's configuration file: SITE_CONFIG (relative to the current folder) or site.config.json. */
export function siteConfigFile(): string {
  return process.env.SITE_CONFIG ? path.resolve(process.env.SITE_CONFIG) : path.join(root, 'site.config.json');
}

/**
 * `import siteConfig from '@site-config'` gives the app the deployment's configuration (contract/site-config.ts).
 * The file is checked when a build or test run starts: a wrong field stops it with the field's path.
 */
export function siteConfigPlugin(): Plugin {
  const file = siteConfigFile();
  return {
    name: 'site-config',
    enforce: 'pre',
    buildStart() {
      let value: unknown;
      try {
        value = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        this.error(`The site configuration ${file} cannot be read as JSON: ${(error as Error).message}`);
      }
      const problems = siteConfigProblems(value);
      if (problems.length) this.error(`The site configuration ${file} needs fixing:\n  ${problems.join('\n  ')}`);
      this.addWatchFile(file);
    },
    resolveId(id) {
      return id === '@site-config' ? file : null;
    },
  };
}
