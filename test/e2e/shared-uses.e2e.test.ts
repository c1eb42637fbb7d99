/**
 * One budget for the organisation, exact under concurrency (issue 47), end to end on
 * `dist/index.js`:
 * 1. two code repositories counting in the docs repository (`agent-uses-repository`) with
 *    `agent-uses-per-day: 3`: two uses asked in each, the fourth is capped, exactly three reach
 *    Mintlify, and the counter records which repository spent each;
 * 2. three bursts of three simultaneous `/mintlify` runs with cap 3 — each burst's runs all list
 *   the day's uses before any creates one (the worst case) — spend at most three uses, and every
 *   step succeeds (the label counter this replaces spent 9 here);
 * 3. a counter repository the token cannot reach: nothing is sent, the reply says why and what to
 *    do, the step succeeds with status `capped`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../../src/agent-job/caps.ts';
import { parseCounterRef, parseSpenderRecord } from '../../src/agent-job/use-refs.ts';
import { startGitHubRouter, type GitHubRouter } from '../fakes/github-router.ts';
import type { StoredIssueComment } from '../fakes/github.ts';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { issueCommentEvent } from '../harness/payloads.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';

const API = 'acme/api';
const WEB = 'acme/web';
const DOCS = 'acme/docs';
const APP_TOKEN = 'ghs_app_installation';
const ACTION_LOGIN = 'github-actions[bot]';

/** The newest body of the action's reply to `trigger`. */
function replyTo(comments: readonly StoredIssueComment[], trigger: StoredIssueComment): string {
  const reply = comments.find(
    (c) => c.user.type === 'Bot' && c.id > trigger.id && c.issue_number === trigger.issue_number,
  );
  return reply ? (reply.edits.at(-1) ?? reply.body) : '';
}

describe('two code repositories sharing agent-uses-repository with agent-uses-per-day: 3', () => {
  let github: GitHubRouter;
  let mintlify: FakeMintlify;
  const runs: Array<{ repo: string; run: ActionRun; trigger: StoredIssueComment }> = [];

  /** `/mintlify` by alice on PR 2 of `repo`, run by `repo`'s workflow with the App token. */
  async function comment(repo: string, body: string): Promise<void> {
    const [owner = '', name = ''] = repo.split('/');
    const trigger = github.repo(repo).seedIssueComment({ issueNumber: 2, body, login: 'alice' });
    const payload = JSON.parse(
      JSON.stringify(issueCommentEvent({ id: trigger.id, body, login: 'alice', pullNumber: 2 }))
        .replaceAll('Codertocat/Hello-World', repo)
        .replaceAll('"Hello-World"', JSON.stringify(name))
        .replaceAll('"Codertocat"', JSON.stringify(owner)),
    ) as unknown;
    const run = await runAction({
      inputs: {
        mode: 'follow-up',
        'api-key': mintlify.apiKey,
        'project-id': mintlify.projectId,
        'api-url': mintlify.url,
        'poll-interval': '0.05',
        'github-token': APP_TOKEN,
        'agent-uses-per-day': '3',
        'agent-uses-repository': DOCS,
      },
      eventName: 'issue_comment',
      eventPayload: payload,
      env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: repo },
    });
    runs.push({ repo, run, trigger });
  }

  beforeAll(async () => {
    mintlify = await startFakeMintlify();
    mintlify.setCreatedJobDefaults({ pollsUntilDone: 1 });
    const code = { permissions: { alice: 'write' as const }, pulls: { 2: {} } };
    github = await startGitHubRouter({
      repositories: { [API]: code, [WEB]: code, [DOCS]: {} },
      tokens: { [APP_TOKEN]: [API, WEB, DOCS] },
    });
    await comment(API, '/mintlify document the deploy flag');
    await comment(WEB, '/mintlify document the new page');
    await comment(API, '/mintlify also mention the exit codes');
    await comment(WEB, '/mintlify add a screenshot');
  }, 120_000);

  afterAll(async () => {
    expect(mintlify.violations).toEqual([]);
    await Promise.all([github.close(), mintlify.close()]);
  });

  it('caps the fourth use: exactly three reach Mintlify, every step succeeds', () => {
    expect(runs.map((r) => r.run.exitCode)).toEqual([0, 0, 0, 0]);
    expect(runs.map((r) => r.run.outputs.status)).toEqual(['completed', 'completed', 'completed', 'capped']);
    expect(mintlify.count('create') + mintlify.count('message')).toBe(3);
  });

  it('replies in the capped repository with the shared count, naming where it is kept', () => {
    const last = runs[3];
    const reply = last ? replyTo(github.repo(WEB).issueComments, last.trigger) : '';
    expect(reply).toContain(
      '`agent-uses-per-day` is reached: 3 of 3 agent uses today (creates and messages by every workflow counting in `acme/docs`)',
    );
    expect(reply).toContain('Nothing was sent to the agent.');
    const third = runs[2];
    expect(third ? replyTo(github.repo(API).issueComments, third.trigger) : '').toContain('agent uses today: 3 of 3');
  });

  it('keeps the count in the docs repository only: one ref per use naming the repository that spent it', () => {
    const docs = github.repo(DOCS);
    const today = utcDay(Date.now());
    const uses = docs.refs.filter((r) => parseCounterRef(r.ref)?.kind === 'use');
    expect(uses.map((r) => r.ref)).toEqual([1, 2, 3].map((n) => `refs/mintlify/agent-uses/${today}/000${n}`));
    expect(uses.map((r) => parseSpenderRecord(docs.blobText(r.sha) ?? ''))).toEqual([API, WEB, API]);
    const capped = docs.refs.filter((r) => parseCounterRef(r.ref)?.kind === 'capped');
    expect(capped.map((r) => parseSpenderRecord(docs.blobText(r.sha) ?? ''))).toEqual([WEB]);
    for (const repo of [API, WEB]) expect(github.repo(repo).refs.map((r) => r.ref)).toEqual(['refs/heads/main']);
  });
});

describe('three bursts of three simultaneous /mintlify runs with agent-uses-per-day: 3', () => {
  const BURST = 3;
  let world: FollowUpWorld;
  const bursts: ActionRun[][] = [];

  beforeAll(async () => {
    world = await startFollowUpWorld({ github: { pulls: { 2: {}, 5: {}, 7: {}, 42: {} } } });
    delete world.inputs['job-id'];
    world.inputs['agent-uses-per-day'] = '3';
    for (let burst = 0; burst < 3; burst += 1) {
      // Every run of the burst lists the day's uses before any of them creates one: the worst case.
      const lists = () =>
        world.github.requests.filter((r) => r.method === 'GET' && r.path.includes('/git/matching-refs/')).length;
      const before = lists();
      const allListed = new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          if (lists() >= before + BURST) {
            clearInterval(timer);
            resolve();
          }
        }, 10);
      });
      world.github.inject({ route: 'git-refs', kind: 'hold', until: allListed, times: BURST });
      bursts.push(
        await Promise.all(
          [2, 5, 7].map((pull) => {
            const body = `/mintlify document the flag (burst ${burst + 1})`;
            const trigger = world.github.seedIssueComment({ issueNumber: pull, body, login: 'alice' });
            const payload = issueCommentEvent({ id: trigger.id, body, login: 'alice', pullNumber: pull });
            return world.run({ eventName: 'issue_comment', eventPayload: payload });
          }),
        ),
      );
    }
  }, 180_000);

  afterAll(async () => {
    await world.close();
  });

  it('spends at most three uses in all, and every step succeeds', () => {
    const all = bursts.flat();
    expect(all.map((r) => r.exitCode)).toEqual(Array.from({ length: 9 }, () => 0));
    expect(world.mintlify.count('create') + world.mintlify.count('message')).toBe(3);
    expect(all.filter((r) => r.outputs.status === 'capped')).toHaveLength(6);
  });

  it('grants the three uses in the first burst, each run its own slot, and caps both later bursts', () => {
    expect(bursts[0]?.map((r) => r.outputs.status).sort()).toEqual(['completed', 'completed', 'completed']);
    for (const later of bursts.slice(1))
      expect(later.map((r) => r.outputs.status)).toEqual(['capped', 'capped', 'capped']);
    const replies = world.github.issueComments
      .filter((c) => c.user.login === ACTION_LOGIN)
      .map((c) => c.edits.at(-1) ?? c.body);
    const counts = replies.flatMap((b) => /agent uses today: (\d) of 3/.exec(b)?.[1] ?? []);
    expect(counts.sort()).toEqual(['1', '2', '3']);
  });
});

describe('a counter repository the token cannot reach', () => {
  let world: FollowUpWorld;
  let run: ActionRun;
  let trigger: StoredIssueComment;

  beforeAll(async () => {
    world = await startFollowUpWorld();
    delete world.inputs['job-id'];
    const body = '/mintlify document the deploy flag';
    trigger = world.github.seedIssueComment({ issueNumber: 2, body, login: 'alice' });
    run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body, login: 'alice', pullNumber: 2 }),
      inputs: { 'agent-uses-repository': 'acme/elsewhere' },
    });
  }, 60_000);

  afterAll(async () => {
    await world.close();
  });

  it('sends nothing and succeeds with status capped', () => {
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('capped');
    expect(world.mintlify.requests).toHaveLength(0);
  });

  it('replies why and what to do, and warns in the log', () => {
    const reply = replyTo(world.github.issueComments, trigger);
    // The message is escaped for HTML (GitHub shows `today's`).
    expect(reply).toContain(
      'Could not keep today&#39;s count of agent uses (agent-uses-per-day) in acme/elsewhere: Not Found',
    );
    expect(reply).toContain(
      'the token cannot reach acme/elsewhere (404): pass a github-token that reaches it (the App token of the two-repository set-up), or correct agent-uses-repository',
    );
    expect(reply).toContain('Nothing was sent to the agent.');
    expect(run.stdout).toContain("::warning::Could not keep today's count of agent uses");
  });
});
