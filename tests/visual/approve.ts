// npm run visual:approve [story id or picture name…]: takes the last run's new pictures as the baselines.
import fs from 'node:fs';
import path from 'node:path';
import { approvePictures } from './approve-pictures';
import { resultsFile } from './picture-names';
import type { VisualResults } from './story-pictures';

if (!fs.existsSync(resultsFile)) {
  console.log('Nothing to approve: the last run found every story as approved (npm run test:visual runs it).');
  process.exit(0);
}
const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as VisualResults;
const outcome = approvePictures(results, process.argv.slice(2));
for (const name of outcome.approved) console.log(`approved  ${name}`);
for (const name of outcome.removed) console.log(`removed   ${name}`);
for (const wanted of outcome.unmatched) console.log(`no new picture of "${wanted}" in the last run`);
console.log(`${outcome.approved.length} approved, ${outcome.removed.length} stale baselines removed.`);
if (outcome.left.changed.length || outcome.left.stale.length)
  fs.writeFileSync(resultsFile, `${JSON.stringify(outcome.left, null, 2)}\n`);
else fs.rmSync(path.dirname(resultsFile), { recursive: true, force: true });
process.exit(outcome.unmatched.length ? 1 : 0);
