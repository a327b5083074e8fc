import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataTemplateVariable, makeDataTemplate } from './data-template';

/**
 * The e2e project's global setup: starts making this run's data folder template and returns at once, so the
 * other projects' files run meanwhile; startServer waits for it. The template is removed after the run.
 */
export default function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-e2e-template-'));
  process.env[dataTemplateVariable] = root;
  const made = makeDataTemplate(root);
  return async () => {
    await made;
    fs.rmSync(root, { recursive: true, force: true });
  };
}
