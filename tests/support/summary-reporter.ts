import type { Reporter, TestModule } from 'vitest/node';

/** Prints one closing line per project and a total, "N passed, N failed", that CI logs can be read by. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const perProject = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const counts = perProject.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      perProject.set(name, counts);
    }
    const total = { passed: 0, failed: 0, skipped: 0 };
    for (const [name, c] of perProject) {
      console.log(`${name} tests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
      total.passed += c.passed;
      total.failed += c.failed;
      total.skipped += c.skipped;
    }
    console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  }
}
