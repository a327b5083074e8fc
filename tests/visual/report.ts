// npm run visual:report: writes the review page (test-results/visual/report.html) from the last run's results.
import fs from 'node:fs';
import { reportFile, resultsFile } from './picture-names';
import { writeReport } from './report-page';
import type { VisualResults } from './story-pictures';

if (!fs.existsSync(resultsFile)) {
  console.log('Every story looked as approved in the last run (or no run yet: npm run test:visual).');
  process.exit(0);
}
const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as VisualResults;
writeReport(results);
console.log(`${results.changed.length} changed pictures, ${results.stale.length} stale baselines: ${reportFile}`);
