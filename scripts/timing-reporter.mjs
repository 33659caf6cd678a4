import { writeFileSync } from 'node:fs';

/**
 * A vitest reporter that writes, per test file, its project and how long it took from loading to
 * its last hook, plus the run's counts, to the JSON file named by KLOKWERK_TIMING_FILE.
 * scripts/test.mjs prints each stage's slowest files from it. vitest's own JSON reporter counts
 * a file from its first test only, which leaves out its imports and its beforeAll (seeding a
 * tenant, starting a browser): often most of a slow file's time.
 */
export default class TimingReporter {
  async onTestRunEnd(testModules) {
    const target = process.env.KLOKWERK_TIMING_FILE;
    if (!target) return;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const files = testModules.map((module) => {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      const diagnostic = module.diagnostic();
      const ms =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration;
      return {
        file: module.moduleId,
        project: module.project.name,
        ms: Math.round(ms),
        ok: module.ok(),
      };
    });
    writeFileSync(target, JSON.stringify({ counts, files }));
  }
}
