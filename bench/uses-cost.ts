/**
 * What the daily count of agent uses costs (issue 47), on the fakes: the GitHub requests of one
 * `follow-up` run (a `/mintlify` that starts a job and watches it) whose use is granted, one whose
 * use is capped, and the day's first use while 20 counters of older days wait to be deleted — each
 * in all, and those of the counter (`…/git/…`: list, record, slot or capped record, cleanup).
 * Each figure is one run of `dist/index.js` (the test harness's bundle).
 */
import { startFakeGitHub } from '../test/fakes/github.ts';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';
import { slotRef, spenderRecord } from '../src/agent-job/use-refs.ts';
import { issueCommentEvent } from '../test/harness/payloads.ts';
import { runAction } from '../test/harness/run-action.ts';

const REPO = 'Codertocat/Hello-World';

/** One figure. */
export interface UsesCost {
  label: string;
  wallMs: number;
  githubRequests: number;
  /** Requests to the git database of the counter repository. */
  counterRequests: number;
  mintlifyRequests: number;
  ok: boolean;
}

/** The UTC day `days` before today. */
const dayBefore = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Runs the measurements (see the module comment). */
export async function measureUsesCost(log: (line: string) => void): Promise<UsesCost[]> {
  const cases = [
    { label: 'an uncapped use (a new job, watched to its end)', usedToday: 1, old: 0, status: 'completed' },
    { label: 'a capped use (agent-uses-per-day reached)', usedToday: 3, old: 0, status: 'capped' },
    { label: "the day's first use, 20 counters of older days to delete", usedToday: 0, old: 20, status: 'completed' },
  ];
  const results: UsesCost[] = [];
  for (const c of cases) {
    const mintlify = await startFakeMintlify();
    const github = await startFakeGitHub({ repo: REPO, permissions: { alice: 'write' }, pulls: { 2: {} } });
    try {
      mintlify.setCreatedJobDefaults({ pollsUntilDone: 1 });
      for (let slot = 1; slot <= c.usedToday; slot += 1)
        github.seedRef(slotRef(dayBefore(0), slot), spenderRecord(REPO));
      for (let n = 1; n <= c.old; n += 1) github.seedRef(slotRef(dayBefore(10), n), spenderRecord(REPO));
      const trigger = github.seedIssueComment({ issueNumber: 2, body: '/mintlify document the flag', login: 'alice' });
      const started = performance.now();
      const run = await runAction({
        inputs: {
          mode: 'follow-up',
          'api-key': mintlify.apiKey,
          'project-id': mintlify.projectId,
          'api-url': mintlify.url,
          'github-token': 'ghs_test_token',
          'poll-interval': '0.05',
          'agent-uses-per-day': '3',
        },
        eventName: 'issue_comment',
        eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
        env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: REPO },
      });
      const cleaned = github.refs.every((r) => !r.ref.includes(dayBefore(10)));
      results.push({
        label: c.label,
        wallMs: performance.now() - started,
        githubRequests: github.requests.length,
        counterRequests: github.requests.filter((r) => r.path.includes('/git/')).length,
        mintlifyRequests: mintlify.requests.length,
        ok: run.exitCode === 0 && run.outputs.status === c.status && cleaned,
      });
    } finally {
      await Promise.all([mintlify.close(), github.close()]);
    }
    log(`uses cost: ${c.label} done`);
  }
  return results;
}
