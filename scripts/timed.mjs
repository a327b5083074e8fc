// Runs `npm test`'s steps one after another and says how long each took: `node scripts/timed.mjs typecheck lint`.
// Each argument is an npm script; the first that fails ends the run with exit code 1, after the durations so
// far (docs/testing.md).
import { spawn } from 'node:child_process';

/** "850 ms", "42.1 s", "3 min 05 s". */
function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.once('close', (code) => resolve(code));
  });
}

const durations = [];
const started = Date.now();
let failed = false;
for (const name of process.argv.slice(2)) {
  const stepStarted = Date.now();
  const code = await runScript(name);
  const ms = Date.now() - stepStarted;
  durations.push({ name, ms, ok: code === 0 });
  console.log(`\n== ${name}: ${code === 0 ? 'done' : `FAILED (exit code ${code})`} in ${formatDuration(ms)} ==\n`);
  if (code !== 0) {
    failed = true;
    break;
  }
}
console.log('Steps of npm test:');
for (const { name, ms, ok } of durations) console.log(`  ${name.padEnd(16)} ${formatDuration(ms)}${ok ? '' : ' (failed)'}`);
console.log(`  ${'all'.padEnd(16)} ${formatDuration(Date.now() - started)}`);
process.exit(failed ? 1 : 0);
