import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTally {
  passed: number;
  failed: number;
  skipped: number;
  /** Date.now() when its first file started and its last file ended: the project's wall time. */
  firstStart: number;
  lastEnd: number;
  files: { path: string; ms: number }[];
}

const slowestShown = 3;

/**
 * Prints one closing line per project and a total, "N passed, N failed", that CI logs can be read by; each
 * project's line also says how long it took, as wall time from its first test file's start to its last file's
 * end (projects share the workers, so these overlap), and names its slowest files (docs/testing.md).
 */
export default class SummaryReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    this.ended.set(module.moduleId, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const perProject = new Map<string, ProjectTally>();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const tally = perProject.get(name) ?? { passed: 0, failed: 0, skipped: 0, firstStart: Infinity, lastEnd: 0, files: [] };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') tally.passed++;
        else if (state === 'failed') tally.failed++;
        else tally.skipped++;
      }
      const start = this.started.get(module.moduleId);
      const end = this.ended.get(module.moduleId);
      if (start !== undefined && end !== undefined) {
        tally.firstStart = Math.min(tally.firstStart, start);
        tally.lastEnd = Math.max(tally.lastEnd, end);
        tally.files.push({ path: module.relativeModuleId, ms: end - start });
      }
      perProject.set(name, tally);
    }
    const total = { passed: 0, failed: 0, skipped: 0 };
    for (const [name, c] of perProject) {
      console.log(`${name} tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${timing(c)}`);
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
    console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  }
}

function timing(tally: ProjectTally): string {
  if (!tally.files.length) return '';
  const slowest = [...tally.files]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, slowestShown)
    .map((file) => `${file.path} ${formatDuration(file.ms)}`);
  return ` in ${formatDuration(tally.lastEnd - tally.firstStart)} (wall time, ${tally.files.length} files; slowest: ${slowest.join(', ')})`;
}

/** "850 ms", "42.1 s", "3 min 05 s". */
function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
