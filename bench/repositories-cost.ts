/**
 * One reconcile for several repositories (issue 36), on the fakes: a `reconcile` run with
 * `repositories: bench/*` over 1, 5 and 20 repositories behind one fake GitHub API
 * (`test/fakes/github-router.ts`, a token that reaches them all), with 0 and 50 labelled pull
 * requests in all (spread over the repositories, round robin), each with a handed-off progress
 * comment whose job is still running (the steady state: every job read, nothing written but the
 * labels' description on the first run), `max-jobs: 500` so that every job is read. Reports the
 * GitHub requests (the front's count: the installation's repository list, each repository's label
 * and list, each PR's comments), the Mintlify requests and the wall time of one run of
 * `dist/index.js`.
 */
import { formatMarker, markerSigner, pullScope } from '../src/agent-job/marker.ts';
import type { FakePullRequestSpec } from '../test/fakes/github.ts';
import { startGitHubRouter } from '../test/fakes/github-router.ts';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';
import { runAction } from '../test/harness/run-action.ts';

/** One figure: a reconcile over `repositories` repositories with `labelled` labelled items in all. */
export interface RepositoriesCost {
  repositories: number;
  labelled: number;
  wallMs: number;
  githubRequests: number;
  mintlifyRequests: number;
  ok: boolean;
}

const TOKEN = 'ghs_bench_installation';

/** Runs the measurements (see the module comment). */
export async function measureRepositoriesCost(log: (line: string) => void): Promise<RepositoriesCost[]> {
  const results: RepositoriesCost[] = [];
  for (const count of [1, 5, 20]) {
    for (const labelled of [0, 50]) {
      const names = Array.from({ length: count }, (_, i) => `bench/repo-${String(i + 1).padStart(2, '0')}`);
      const pulls = new Map<string, Record<number, FakePullRequestSpec>>(names.map((n) => [n, {}]));
      for (let k = 0; k < labelled; k += 1) {
        const repo = names[k % count] ?? '';
        const number = Math.floor(k / count) + 1;
        const specs = pulls.get(repo);
        if (specs) specs[number] = { labels: ['mintlify-agent'] };
      }
      const mintlify = await startFakeMintlify();
      const github = await startGitHubRouter({
        repositories: Object.fromEntries(names.map((n) => [n, { pulls: pulls.get(n) ?? {} }])),
        tokens: { [TOKEN]: names },
      });
      try {
        for (let k = 0; k < labelled; k += 1) {
          const name = names[k % count] ?? '';
          const [owner = '', repo = ''] = name.split('/');
          const pullNumber = Math.floor(k / count) + 1;
          const jobId = `job_${k + 1}`;
          mintlify.addJob({ id: jobId, status: 'active', pollsUntilDone: 1_000_000 });
          const signer = markerSigner(mintlify.apiKey, pullScope({ owner, repo, pullNumber }), {
            projectId: mintlify.projectId,
            apiUrl: mintlify.url,
          });
          github.repo(name).seedIssueComment({
            issueNumber: pullNumber,
            body: `${formatMarker(signer.sign({ jobId, triggers: [`ic:${1000 + k}`], state: 'sent' }))}\n### Mintlify agent — ⏳ Working`,
            login: 'github-actions[bot]',
            type: 'Bot',
          });
        }
        const started = performance.now();
        const run = await runAction({
          inputs: {
            mode: 'reconcile',
            'api-key': mintlify.apiKey,
            'project-id': mintlify.projectId,
            'api-url': mintlify.url,
            'github-token': TOKEN,
            'max-jobs': '500',
            repositories: 'bench/*',
          },
          env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: names[0] ?? '', GITHUB_RUN_NUMBER: '1' },
        });
        results.push({
          repositories: count,
          labelled,
          wallMs: performance.now() - started,
          githubRequests: github.requests.length,
          mintlifyRequests: mintlify.requests.length,
          ok: run.exitCode === 0 && run.outputs['jobs-checked'] === String(labelled),
        });
      } finally {
        await Promise.all([mintlify.close(), github.close()]);
      }
      log(`reconcile over ${count} repositories, ${labelled} labelled done`);
    }
  }
  return results;
}
