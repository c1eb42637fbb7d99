/**
 * `mode: reconcile` end to end on `dist/index.js`: the jobs a follow-up run, the triage or
 * `/mintlify` handed off (label `mintlify-agent`) are read once and their ends reported exactly
 * where a watching run would have, exactly once, whoever sees the end first.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMarker, markerSigner, parseMarker, pullScope } from '../../src/agent-job/marker.ts';
import {
  findingMarkerSigner,
  formatFindingMarker,
  issueScope,
  parseFindingMarker,
  type FindingMarker,
} from '../../src/findings/marker.ts';
import type { ActionRun } from '../harness/run-action.ts';
import {
  AGENT_PR_URL,
  JOB_ID,
  PR_NUMBER,
  signedMarker,
  startFollowUpWorld,
  type FollowUpWorld,
} from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../harness/payloads.ts';

const LABEL = 'mintlify-agent';
const [OWNER = '', REPO = ''] = EXAMPLE_REPO.split('/');
let world: FollowUpWorld;

/** A reconcile run: mode, key, project, token; no `job-id`. */
function reconcile(extra: Record<string, string> = {}, env: Record<string, string> = {}): Promise<ActionRun> {
  return world.run({ inputs: { mode: 'reconcile', 'job-id': undefined, 'poll-interval': undefined, ...extra }, env });
}

/** Comments the workflow wrote on item `n`. */
function ours(n: number) {
  return world.github.issueComments.filter((c) => c.issue_number === n && c.user.login === 'github-actions[bot]');
}

/** A finding issue the triage handed to job `jobId` (marker `started`, status active), labelled for reconcile. */
function seedFindingIssue(jobId: string, marker: Partial<FindingMarker> = {}) {
  const issue = world.github.seedIssue({
    title: 'Docs health: readers rate /quickstart down',
    body: 'placeholder',
    login: 'github-actions[bot]',
    type: 'Bot',
    labels: ['docs-health', LABEL],
  });
  const full: FindingMarker = {
    findingId: `negative-feedback:/p/${issue.number}`,
    since: '2026-11-16',
    level: 9,
    jobId,
    state: 'started',
    jobStatus: 'active',
    ...marker,
  };
  const signed = findingMarkerSigner(world.mintlify.apiKey, {
    projectId: world.mintlify.projectId,
    apiUrl: world.mintlify.url,
  }).sign(full, issueScope({ owner: OWNER, repo: REPO, issueNumber: issue.number }));
  issue.body = `${formatFindingMarker(signed)}\nReaders gave it **9 thumbs-down**.\n\n<!-- mintlify-action agent-job -->\n### Agent job\n\nAgent job \`${jobId}\`: **active**.\n<!-- /mintlify-action agent-job -->`;
  return issue;
}

/** A progress comment a follow-up run handed off on PR `n` (marker `sent`), answering `trigger`. */
function seedHandedOff(
  n: number,
  jobId: string,
  triggerId: number,
  body = '### Mintlify agent — ⏳ Working\n\nInstruction requested by alice:\n> do it\n\n- ✅ Received — 10:00:00 UTC\n- ✅ Sent to agent job `x` — 10:00:01 UTC\n- ⏳ Still working after 30 min; this run stopped watching (`timeout`)\n\nThe agent job is still running.',
) {
  return world.github.seedIssueComment({
    issueNumber: n,
    body: `${signedMarker(world, { jobId, triggers: [`ic:${triggerId}`], state: 'sent' }, n)}\n${body}`,
    login: 'github-actions[bot]',
    type: 'Bot',
  });
}

describe('a job that outlived its follow-up run (timeout)', () => {
  let handedOff: ActionRun;
  let first: ActionRun;
  let again: ActionRun;
  let triggerId: number;
  let mintlifyBeforeAgain: number;
  let earlier: { body: string };
  let githubBeforeAgain: number;
  beforeAll(async () => {
    world = await startFollowUpWorld({ job: { status: 'active', pollsUntilDone: 100_000 } });
    // An earlier instruction to the same job, handed off by an earlier run.
    const earlierTrigger = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '/mintlify start',
      login: 'alice',
    });
    earlier = seedHandedOff(PR_NUMBER, JOB_ID, earlierTrigger.id);
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    triggerId = trigger.id;
    handedOff = await world.run({
      inputs: { timeout: '0.02' },
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    // The job ends after the run stopped watching.
    world.mintlify.addJob({
      id: JOB_ID,
      status: 'completed',
      pollsUntilDone: 0,
      prLink: AGENT_PR_URL,
      source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'feature-42' },
    });
    first = await reconcile();
    mintlifyBeforeAgain = world.mintlify.requests.length;
    githubBeforeAgain = world.github.requests.length;
    again = await reconcile();
  });
  afterAll(() => world.close());

  it('the follow-up run hands it off: status active, the PR labelled', () => {
    expect(handedOff.outputs.status).toBe('active');
    expect(handedOff.exitCode).toBe(0);
  });

  it('the next reconcile edits the progress comment to the final state with the PR link, and removes the label', () => {
    expect(first.exitCode).toBe(0);
    expect(first.outputs).toMatchObject({ 'jobs-checked': '1', 'jobs-finished': '1' });
    const progress = ours(PR_NUMBER)[1];
    expect(parseMarker(progress?.body)).toMatchObject({ jobId: JOB_ID, state: 'ended' });
    expect(progress?.body).toContain('### Mintlify agent — ✅ Completed');
    expect(progress?.body).toContain(`**Pull request:** [`);
    expect(progress?.body).toContain('> do it');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual([]);
  });

  it('also finalizes the earlier comment that handed the same job off', () => {
    expect(parseMarker(earlier.body)).toMatchObject({ jobId: JOB_ID, state: 'ended' });
    expect(earlier.body).toContain('### Mintlify agent — ✅ Completed');
  });

  it('reacts 🚀 on the comment that asked and leaves the steer note on the agent PR, once', () => {
    // 👀 received, 👍 the run's claim on the trigger (it sent it: issue 48's evidence of a handled instruction), 🚀 the end.
    expect(world.github.reactions.filter((r) => r.commentId === triggerId).map((r) => r.content)).toEqual([
      'eyes',
      '+1',
      'rocket',
    ]);
    expect(ours(42).filter((c) => parseMarker(c.body)?.state === 'steer')).toHaveLength(1);
  });

  it('a re-run writes nothing new: two GitHub reads (the label, already marked as read by a reconcile; the list), no Mintlify request', () => {
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({ 'jobs-checked': '0', 'jobs-finished': '0' });
    expect(world.mintlify.requests.length).toBe(mintlifyBeforeAgain);
    expect(world.github.requests.slice(githubBeforeAgain).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/${EXAMPLE_REPO}/labels/mintlify-agent`,
      `GET /repos/${EXAMPLE_REPO}/issues`,
    ]);
  });
});

describe('a hand-off that lands as reconcile removes the label (GitHub has no compare-and-swap on labels)', () => {
  let run: ActionRun;
  beforeAll(async () => {
    world = await startFollowUpWorld({
      job: { status: 'completed', pollsUntilDone: 0 },
      github: { pulls: { [PR_NUMBER]: { labels: [LABEL] }, 42: {} } },
    });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    seedHandedOff(PR_NUMBER, JOB_ID, trigger.id);
    world.mintlify.addJob({ id: 'job_new', status: 'active', pollsUntilDone: 100_000 });
    // A follow-up run hands job_new off on the PR just as the removal lands: it recorded the job
    // (its progress comment) and put the label on, which this removal then takes off.
    world.github.afterAnswer = (request) => {
      if (request.method !== 'DELETE' || !request.path.endsWith(`/labels/${LABEL}`)) return;
      world.github.afterAnswer = undefined;
      const next = world.github.seedIssueComment({
        issueNumber: PR_NUMBER,
        body: '/mintlify also this',
        login: 'alice',
      });
      seedHandedOff(PR_NUMBER, 'job_new', next.id);
    };
    run = await reconcile();
  });
  afterAll(() => world.close());

  it('reports the ended job, then puts the label back for the job handed off meanwhile', () => {
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['jobs-finished']).toBe('1');
    expect(run.stdout).toContain('job_new handed off meanwhile: the label mintlify-agent is put back');
    expect(world.github.labelsOf(PR_NUMBER)).toEqual([LABEL]);
  });
});

describe('a finding issue, among forged, hand-labelled and other-project items', () => {
  let run: ActionRun;
  let issue: ReturnType<typeof seedFindingIssue>;
  const untouched: number[] = [];
  beforeAll(async () => {
    world = await startFollowUpWorld({
      github: {
        pulls: {
          [PR_NUMBER]: { labels: [LABEL] },
          5: { labels: [LABEL] },
          6: { labels: [LABEL] },
          7: { labels: [LABEL] },
          42: {},
        },
      },
    });
    world.mintlify.addJob({ id: 'job_issue', status: 'completed', pollsUntilDone: 0, prLink: AGENT_PR_URL });
    for (const id of ['job_forged', 'job_copied', 'job_other'])
      world.mintlify.addJob({ id, status: 'completed', pollsUntilDone: 0 });
    issue = seedFindingIssue('job_issue');
    // #2: labelled by hand, no marker at all.
    // #5: a marker with neither this project's tag nor a valid signature of the earlier format (forged).
    world.github.seedIssueComment({
      issueNumber: 5,
      body: `${formatMarker({ jobId: 'job_forged', triggers: ['ic:1'], state: 'sent', signature: '0'.repeat(32) })}\nforged`,
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    // #6: a valid marker of this project copied from another PR (#2) by a person into a comment of their own.
    world.github.seedIssueComment({
      issueNumber: 6,
      body: `${signedMarker(world, { jobId: 'job_copied', triggers: ['ic:2'], state: 'sent' }, PR_NUMBER)}\ncopied`,
      login: 'mallory',
      type: 'User',
    });
    // #7: a marker signed for another Mintlify project.
    const other = markerSigner(world.mintlify.apiKey, pullScope({ owner: OWNER, repo: REPO, pullNumber: 7 }), {
      projectId: 'proj_other',
      apiUrl: world.mintlify.url,
    });
    world.github.seedIssueComment({
      issueNumber: 7,
      body: `${formatMarker(other.sign({ jobId: 'job_other', triggers: ['ic:3'], state: 'sent' }))}\nother project`,
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    untouched.push(PR_NUMBER, 5, 6, 7);
    run = await reconcile();
  });
  afterAll(() => world.close());

  it('shows the job\'s PR on the issue after one reconcile: section, marker and one "finished" comment', () => {
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ 'jobs-checked': '1', 'jobs-finished': '1' });
    expect(parseFindingMarker(issue.body)).toMatchObject({
      jobId: 'job_issue',
      jobStatus: 'completed',
      prLink: AGENT_PR_URL,
    });
    expect(issue.body).toContain(`Agent job \`job_issue\`: **completed**. Pull request: ${AGENT_PR_URL}`);
    expect(ours(issue.number).map((c) => c.body.split('\n')[1])).toEqual([
      `**Agent job completed:** \`job_issue\` finished. Pull request: ${AGENT_PR_URL}`,
    ]);
    expect(issue.labels).toEqual(['docs-health']);
  });

  it('reads no job of a forged, copied, other-project or hand-labelled item, and writes nothing there', () => {
    const read = world.mintlify.requests.filter((r) => r.method === 'GET').map((r) => r.path.split('/').at(-1));
    expect(read).toEqual(['job_issue']);
    for (const n of untouched) expect(world.github.labelsOf(n)).toEqual([LABEL]);
    const writes = world.github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(writes.filter((w) => untouched.some((n) => new RegExp(`/(issues|pulls)/${n}(/|$)`).test(w)))).toEqual([]);
    expect(
      world.github.issueComments.filter((c) => untouched.includes(c.issue_number)).every((c) => c.edits.length === 0),
    ).toBe(true);
  });
});

describe('two runs that see the same end at the same moment', () => {
  let runs: ActionRun[];
  let trigger: { id: number };
  let issue: ReturnType<typeof seedFindingIssue>;
  beforeAll(async () => {
    world = await startFollowUpWorld({ github: { pulls: { [PR_NUMBER]: { labels: [LABEL] }, 42: {} } } });
    world.mintlify.addJob({ id: 'job_issue', status: 'completed', pollsUntilDone: 0, prLink: AGENT_PR_URL });
    trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    seedHandedOff(PR_NUMBER, JOB_ID, trigger.id);
    issue = seedFindingIssue('job_issue');
    // The claim is GitHub's atomic answer to creating a reaction (201 for one run, 200 for the other): no timing.
    runs = await Promise.all([reconcile(), reconcile()]);
  });
  afterAll(() => world.close());

  it('write one reaction, one steer note and one "finished" comment between them', () => {
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0]);
    expect(runs.map((r) => Number(r.outputs['jobs-finished'])).reduce((a, b) => a + b)).toBe(2);
    expect(world.github.reactions.filter((r) => r.commentId === trigger.id).map((r) => r.content)).toEqual(['rocket']);
    expect(
      world.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/comments/${trigger.id}/reactions`)),
    ).toHaveLength(1);
    expect(ours(42).filter((c) => parseMarker(c.body)?.state === 'steer')).toHaveLength(1);
    expect(ours(issue.number)).toHaveLength(1);
    expect(parseMarker(ours(PR_NUMBER)[0]?.body)?.state).toBe('ended');
  });
});

describe('bounds', () => {
  beforeEach(async () => {
    world = await startFollowUpWorld();
  });
  afterEach(() => world.close());

  it('reads all of 120 labelled items with max-jobs: 50 within three runs, and a 429 ends the checks with a warning', async () => {
    const jobs: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const id = `job_${String(i).padStart(3, '0')}`;
      jobs.push(id);
      world.mintlify.addJob({ id, status: 'active', pollsUntilDone: 1_000_000 });
      seedFindingIssue(id);
    }
    const read = (): string[] =>
      world.mintlify.requests.filter((r) => r.method === 'GET').map((r) => r.path.split('/').at(-1) ?? '');
    const checked: string[] = [];
    for (let run = 0; run < 3; run += 1) {
      const result = await reconcile({ 'max-jobs': '50' });
      expect(result.exitCode).toBe(0);
      checked.push(result.outputs['jobs-checked'] ?? '');
    }
    expect(checked).toEqual(['50', '50', '50']);
    expect(new Set(read())).toEqual(new Set(jobs));
    expect(world.github.issues.every((i) => i.edits.length === 0)).toBe(true);

    world.mintlify.inject({ route: 'job', kind: 'status', status: 429, retryAfter: '3600' });
    const before = read().length;
    const limited = await reconcile({ 'max-jobs': '50' });
    expect(limited.exitCode).toBe(0);
    expect(limited.outputs['jobs-checked']).toBe('0');
    expect(limited.stdout).toMatch(/::warning::Reconcile stopped early: the Mintlify API answered 429/);
    expect(read().length).toBe(before + 1);
  });

  it('refuses max-jobs: 0 before any request, naming the input', async () => {
    const run = await reconcile({ 'max-jobs': '0' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('max-jobs must be an integer from 1 to 500 (got "0")');
    expect(world.github.requests).toHaveLength(0);
    expect(world.mintlify.requests).toHaveLength(0);
  });
});

describe('/mintlify --status', () => {
  let running: ActionRun;
  let ended: ActionRun;
  let bodyWhileRunning: string | undefined;
  let trigger: { id: number };
  beforeAll(async () => {
    world = await startFollowUpWorld({
      job: { status: 'active', pollsUntilDone: 100_000 },
      github: { pulls: { [PR_NUMBER]: { labels: [LABEL] }, 42: {} } },
    });
    trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    seedHandedOff(PR_NUMBER, JOB_ID, trigger.id);
    const ask = () => {
      const comment = world.github.seedIssueComment({
        issueNumber: PR_NUMBER,
        body: '/mintlify --status',
        login: 'alice',
      });
      return world.run({
        inputs: { 'job-id': undefined },
        eventName: 'issue_comment',
        eventPayload: issueCommentEvent({ id: comment.id, body: comment.body, login: 'alice' }),
      });
    };
    running = await ask();
    bodyWhileRunning = ours(PR_NUMBER)[0]?.body;
    world.mintlify.addJob({
      id: JOB_ID,
      status: 'completed',
      pollsUntilDone: 0,
      prLink: AGENT_PR_URL,
      source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'feature-42' },
    });
    ended = await ask();
  });
  afterAll(() => world.close());

  it('while the job runs: shows when it was checked on its progress comment, sends nothing, keeps the label', () => {
    expect(running.exitCode).toBe(0);
    expect(running.outputs.status).toBe('active');
    expect(bodyWhileRunning).toMatch(/- ⏳ Still working — checked \d\d:\d\d:\d\d UTC with `\/mintlify --status`/);
    expect(parseMarker(bodyWhileRunning)?.state).toBe('sent');
    expect(world.mintlify.messages).toHaveLength(0);
    expect(world.mintlify.createdJobs).toHaveLength(0);
  });

  it('once it ended: the final report on the progress comment, 🚀 on the comment that asked, the label removed', () => {
    expect(ended.exitCode).toBe(0);
    expect(ended.outputs).toMatchObject({ status: 'completed', 'pr-link': AGENT_PR_URL });
    expect(ours(PR_NUMBER)).toHaveLength(1);
    expect(parseMarker(ours(PR_NUMBER)[0]?.body)?.state).toBe('ended');
    expect(ours(PR_NUMBER)[0]?.body).toContain('✅ Completed');
    expect(world.github.reactions.filter((r) => r.commentId === trigger.id).map((r) => r.content)).toEqual(['rocket']);
    expect(world.github.labelsOf(PR_NUMBER)).toEqual([]);
    expect(world.mintlify.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
