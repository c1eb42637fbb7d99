/**
 * What handing a job off costs (issue 28), on the fakes:
 * - the follow-up step's wall time with `wait: false` (target ≤ 15 s) against the same step with
 *   `wait: true`, which lasts as long as the job (here a job of about `JOB_POLLS` polls at a
 *   0.5 s `poll-interval`);
 * - a `reconcile` run's GitHub and Mintlify requests and wall time for 0, 10 and 200 labelled
 *   pull requests, each with a handed-off progress comment whose job is still running (the
 *   steady state: every job read, nothing written), `max-jobs: 500` so that every job is read.
 * Each figure is one run of `dist/index.js` (the test harness's bundle).
 */
import { startFakeGitHub, type FakePullRequestSpec } from '../test/fakes/github.ts';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';
import { formatMarker, markerSigner, pullScope } from '../src/agent-job/marker.ts';
import { issueCommentEvent } from '../test/harness/payloads.ts';
import { runAction } from '../test/harness/run-action.ts';

const REPO = 'Codertocat/Hello-World';
const JOB_POLLS = 12;

/** One follow-up or reconcile figure. */
export interface ReconcileCost {
  label: string;
  wallMs: number;
  githubRequests: number;
  mintlifyRequests: number;
  ok: boolean;
}

/** Runs the measurements (see the module comment). */
export async function measureReconcileCost(log: (line: string) => void): Promise<ReconcileCost[]> {
  const results: ReconcileCost[] = [];
  for (const wait of ['false', 'true']) {
    const mintlify = await startFakeMintlify();
    const github = await startFakeGitHub({ repo: REPO, permissions: { alice: 'write' }, pulls: { 2: {} } });
    try {
      mintlify.addJob({ id: 'job_bench', status: 'active', pollsUntilDone: JOB_POLLS });
      const trigger = github.seedIssueComment({ issueNumber: 2, body: '/mintlify document the flag', login: 'alice' });
      const started = performance.now();
      const run = await runAction({
        inputs: {
          mode: 'follow-up',
          'api-key': mintlify.apiKey,
          'project-id': mintlify.projectId,
          'api-url': mintlify.url,
          'job-id': 'job_bench',
          'github-token': 'ghs_test_token',
          wait,
          'poll-interval': '0.5',
        },
        eventName: 'issue_comment',
        eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
        env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: REPO },
      });
      results.push({
        label: `follow-up step, wait: ${wait}${wait === 'true' ? ` (a job of ${JOB_POLLS} polls at poll-interval 0.5 s)` : ''}`,
        wallMs: performance.now() - started,
        githubRequests: github.requests.length,
        mintlifyRequests: mintlify.requests.length,
        ok: run.exitCode === 0 && run.outputs.status === (wait === 'true' ? 'completed' : 'active'),
      });
    } finally {
      await Promise.all([mintlify.close(), github.close()]);
    }
    log(`follow-up wait: ${wait} done`);
  }
  for (const count of [0, 10, 200]) {
    const mintlify = await startFakeMintlify();
    const pulls: Record<number, FakePullRequestSpec> = {};
    for (let n = 1; n <= count; n += 1) pulls[n] = { labels: ['mintlify-agent'] };
    const github = await startFakeGitHub({ repo: REPO, pulls });
    try {
      const [owner = '', repo = ''] = REPO.split('/');
      for (let n = 1; n <= count; n += 1) {
        const jobId = `job_${n}`;
        mintlify.addJob({ id: jobId, status: 'active', pollsUntilDone: 1_000_000 });
        const signer = markerSigner(mintlify.apiKey, pullScope({ owner, repo, pullNumber: n }), {
          projectId: mintlify.projectId,
          apiUrl: mintlify.url,
        });
        github.seedIssueComment({
          issueNumber: n,
          body: `${formatMarker(signer.sign({ jobId, triggers: [`ic:${1000 + n}`], state: 'sent' }))}\n### Mintlify agent — ⏳ Working`,
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
          'github-token': 'ghs_test_token',
          'max-jobs': '500',
        },
        env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: REPO },
      });
      results.push({
        label: `reconcile, ${count} labelled PRs (jobs still running, max-jobs: 500)`,
        wallMs: performance.now() - started,
        githubRequests: github.requests.length,
        mintlifyRequests: mintlify.requests.length,
        ok: run.exitCode === 0 && run.outputs['jobs-checked'] === String(count),
      });
    } finally {
      await Promise.all([mintlify.close(), github.close()]);
    }
    log(`reconcile ${count} done`);
  }
  return results;
}
