// Runs `npm test`'s steps and says how long each took: `node scripts/timed.mjs typecheck,lint build test:vitest`.
// Each argument is a stage of npm scripts; the scripts of one stage (comma-separated) run at the same time,
// their output held back and printed whole as each ends, so logs do not interleave; stages run one after
// another. A failed stage ends the run with exit code 1, after the durations so far (docs/testing.md).
import { spawn } from 'node:child_process';

const stages = process.argv.slice(2).map((stage) => stage.split(',').filter(Boolean));
const durations = [];

/** "850 ms", "42.1 s", "3 min 05 s". */
function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function runScript(name, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const finish = (code) => {
      const ms = Date.now() - started;
      if (!alone) process.stdout.write(output);
      const outcome = code === 0 ? 'done' : `FAILED (exit code ${code})`;
      console.log(`\n== ${name}: ${outcome} in ${formatDuration(ms)} ==\n`);
      durations.push({ name, ms, ok: code === 0 });
      resolve(code === 0);
    };
    child.once('error', (error) => {
      output += `${error.message}\n`;
      finish(1);
    });
    child.once('close', finish);
  });
}

function printDurations(total) {
  console.log('Steps of npm test:');
  for (const { name, ms, ok } of durations) console.log(`  ${name.padEnd(16)} ${formatDuration(ms)}${ok ? '' : ' (failed)'}`);
  console.log(`  ${'all'.padEnd(16)} ${formatDuration(total)} (wall time; steps of one stage overlap)`);
}

const started = Date.now();
let ok = true;
for (const stage of stages) {
  const results = await Promise.all(stage.map((name) => runScript(name, stage.length === 1)));
  if (results.includes(false)) {
    ok = false;
    break;
  }
}
printDurations(Date.now() - started);
process.exit(ok ? 0 : 1);
