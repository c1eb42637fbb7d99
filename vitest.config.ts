import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Test files that load a library which freezes its environment at import: `@actions/github`
 * reads `GITHUB_API_URL` once, when first imported, and `@actions/artifact` downloads through
 * it. These files get a fresh module graph of their own, so the fake GitHub API they start is
 * the one the library talks to, whichever file ran before them in the worker.
 */
const OWN_MODULE_GRAPH = ['test/github/artifacts.test.ts'];

/**
 * vitest's order (projects in turn; within one, by the durations of an earlier run, else by file
 * size, largest first), with the end-to-end files of a project before its other files. On a
 * fresh clone there are no durations yet, and by size a short E2E file — seconds of child runs —
 * could start last and end the run alone; unit files are short and fill the tail instead.
 */
class EndToEndFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectRank = new Map<string, number>();
    for (const spec of sorted) if (!projectRank.has(spec.project.name)) projectRank.set(spec.project.name, projectRank.size);
    const rank = (spec: TestSpecification): number => (projectRank.get(spec.project.name) ?? 0) * 2 + (spec.moduleId.includes('/test/e2e/') ? 0 : 1);
    return sorted.map((spec, index) => ({ spec, index })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index).map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    sequence: { sequencer: EndToEndFirst },
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
