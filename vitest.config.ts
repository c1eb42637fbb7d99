import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that load a library which freezes its environment at import: `@actions/github`
 * reads `GITHUB_API_URL` once, when first imported, and `@actions/artifact` downloads through
 * it. These files get a fresh module graph of their own, so the fake GitHub API they start is
 * the one the library talks to, whichever file ran before them in the worker.
 */
const OWN_MODULE_GRAPH = ['test/github/artifacts.test.ts'];

export default defineConfig({
  test: {
    // Builds dist/ first when it is not the bundle of src/ and an end-to-end test is selected.
    globalSetup: ['test/setup/fresh-bundle.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Test files run in parallel. Much of an E2E file's time is spent in the child process
    // that runs dist/index.js and in loopback I/O, not in the worker: one worker per core plus
    // one keeps the cores busy. vitest's default (cores − 1) runs one file at a time on a
    // 2-core machine. More workers only add contention (and make timing tests flaky).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: OWN_MODULE_GRAPH,
          // Each worker runs its files one after another in one module graph instead of starting
          // a fresh, isolated one per file (~0.6 s of CPU each, more than half of the unit tests'
          // CPU time). Tests keep no state in modules: every test starts its own fakes and temp dirs.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: OWN_MODULE_GRAPH, isolate: true } },
    ],
  },
});
