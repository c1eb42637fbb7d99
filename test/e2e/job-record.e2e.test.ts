/**
 * One record per job (issue 35), end to end on `dist/index.js`: each of the six defects an
 * adversarial review reproduced — several jobs on one item, a snapshot racing reconcile,
 * `--status` after a reported end, a visitor's query carrying the action's own delimiters, a
 * long display field from the API, and the post step after a reported end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarker } from '../../src/agent-job/marker.ts';
import { replaceJobSection } from '../../src/agent-job/job-section.ts';
import {
  findingMarkerSigner,
  formatFindingMarker,
  issueScope,
  parseFindingMarker,
  type FindingMarker,
} from '../../src/findings/marker.ts';
import { docsSiteAnalytics, weekRange } from '../fakes/docs-site.ts';
import { startFakeGitHub, type FakeGitHub, type StoredIssue } from '../fakes/github.ts';
import { startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import {
  AGENT_PR_URL,
  JOB_ID,
  PR_NUMBER,
  signedMarker,
  startFollowUpWorld,
  type FollowUpWorld,
} from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../harness/payloads.ts';
import { signalWhen, type ActionRun } from '../harness/run-action.ts';

const LABEL = 'mintlify-agent';
const [OWNER = '', REPO = ''] = EXAMPLE_REPO.split('/');
const HANDED_OFF_BODY =
  '### Mintlify agent — ⏳ Working\n\nInstruction requested by alice:\n> do it\n\n- ✅ Received — 10:00:00 UTC\n- ✅ Sent to agent job `x` — 10:00:01 UTC\n- ➖ Not waiting for the result (`wait: false`)\n\nThe agent job is still running. Its result will be posted here when it ends (this comment is edited).';

/** Comments the workflow wrote on item `n`. */
function ours(world: FollowUpWorld, n: number) {
  return world.github.issueComments.filter((c) => c.issue_number === n && c.user.login === 'github-actions[bot]');
}

/** A progress comment an earlier follow-up run handed off on item `n` (marker `sent`), answering a new `/mintlify` comment. */
function seedHandedOff(world: FollowUpWorld, n: number, jobId: string, created = false) {
  const trigger = world.github.seedIssueComment({ issueNumber: n, body: '/mintlify do it', login: 'alice' });
  const comment = world.github.seedIssueComment({
    issueNumber: n,
    body: `${signedMarker(world, { jobId, triggers: [`ic:${trigger.id}`], state: 'sent', created }, n)}\n${HANDED_OFF_BODY}`,
    login: 'github-actions[bot]',
    type: 'Bot',
  });
  return { trigger, comment };
}

/** A finding issue recording job `jobId` (marker `started`), labelled for reconcile. */
function seedFindingIssue(world: FollowUpWorld, jobId: string, marker: Partial<FindingMarker> = {}) {
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
  issue.body = replaceJobSection(
    `${formatFindingMarker(signed)}\nReaders gave it **9 thumbs-down**.\n\n---\n<sub>Filed by the snapshot.</sub>`,
    signed,
    { status: full.jobStatus ?? 'active', prLink: full.prLink ?? null },
    '/mintlify',
  );
  return issue;
}

function reconcile(world: FollowUpWorld): Promise<ActionRun> {
  return world.run({ inputs: { mode: 'reconcile', 'job-id': undefined, 'poll-interval': undefined } });
}

describe('defect 1: two jobs handed off on one pull request, and two comments of one job on a finding issue', () => {
  let world: FollowUpWorld;
  let older: ReturnType<typeof seedHandedOff>;
  let newer: ReturnType<typeof seedHandedOff>;
  let issue: StoredIssue;
  let issueComments: ReturnType<typeof seedHandedOff>[];
  let first: ActionRun;
  let second: ActionRun;
  let labelsAfterFirst: string[];
  let newerAfterFirst: ReturnType<typeof parseMarker>;
  beforeAll(async () => {
    world = await startFollowUpWorld({ github: { pulls: { [PR_NUMBER]: { labels: [LABEL] }, 42: {} } } });
    world.mintlify.addJob({ id: 'job_older', status: 'completed', pollsUntilDone: 0, prLink: AGENT_PR_URL });
    world.mintlify.addJob({ id: 'job_newer', status: 'active', pollsUntilDone: 100_000 });
    world.mintlify.addJob({ id: 'job_issue', status: 'completed', pollsUntilDone: 0, prLink: AGENT_PR_URL });
    older = seedHandedOff(world, PR_NUMBER, 'job_older');
    newer = seedHandedOff(world, PR_NUMBER, 'job_newer', true);
    issue = seedFindingIssue(world, 'job_issue');
    issueComments = [seedHandedOff(world, issue.number, 'job_issue'), seedHandedOff(world, issue.number, 'job_issue')];
    first = await reconcile(world);
    labelsAfterFirst = world.github.labelsOf(PR_NUMBER);
    newerAfterFirst = parseMarker(newer.comment.body);
    world.mintlify.addJob({ id: 'job_newer', status: 'completed', pollsUntilDone: 0, prLink: null });
    second = await reconcile(world);
  });
  afterAll(() => world.close());

  it('reports the older job that ended on its own comment while the newer one runs, and keeps the label', () => {
    expect(first.exitCode, first.stdout).toBe(0);
    expect(parseMarker(older.comment.body)).toMatchObject({ jobId: 'job_older', state: 'ended' });
    expect(older.comment.body).toContain('✅ Completed');
    expect(newerAfterFirst).toMatchObject({ jobId: 'job_newer', state: 'sent' });
    expect(labelsAfterFirst).toEqual([LABEL]);
  });

  it('reports the newer job once it ends, and only then removes the label', () => {
    expect(second.exitCode, second.stdout).toBe(0);
    expect(parseMarker(newer.comment.body)).toMatchObject({ jobId: 'job_newer', state: 'ended' });
    expect(world.github.labelsOf(PR_NUMBER)).toEqual([]);
  });

  it('finalizes every progress comment of the finding issue\'s job, and posts one "finished" comment', () => {
    for (const { comment } of issueComments) expect(parseMarker(comment.body)?.state).toBe('ended');
    expect(parseFindingMarker(issue.body)).toMatchObject({ jobStatus: 'completed', prLink: AGENT_PR_URL });
    expect(ours(world, issue.number).filter((c) => c.body.includes('finished.'))).toHaveLength(1);
  });
});

describe('defect 3: /mintlify --status on a finding issue whose end was reported', () => {
  let world: FollowUpWorld;
  let issue: StoredIssue;
  let bodyBefore: string;
  let runs: ActionRun[];
  beforeAll(async () => {
    world = await startFollowUpWorld();
    world.mintlify.addJob({ id: 'job_issue', status: 'completed', pollsUntilDone: 0, prLink: AGENT_PR_URL });
    issue = seedFindingIssue(world, 'job_issue', { jobStatus: 'completed', prLink: AGENT_PR_URL });
    world.github.seedIssueComment({
      issueNumber: issue.number,
      body: `<!-- mintlify-action finding-issue-comment -->\n**Agent job completed:** \`job_issue\` finished. Pull request: ${AGENT_PR_URL}`,
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    issue.labels = ['docs-health'];
    bodyBefore = issue.body ?? '';
    runs = [];
    for (let i = 0; i < 2; i += 1) {
      const ask = world.github.seedIssueComment({
        issueNumber: issue.number,
        body: '/mintlify --status',
        login: 'alice',
      });
      runs.push(
        await world.run({
          inputs: { 'job-id': undefined },
          eventName: 'issue_comment',
          eventPayload: issueCommentEvent({
            id: ask.id,
            body: ask.body,
            login: 'alice',
            pullNumber: issue.number,
            onPullRequest: false,
          }),
        }),
      );
    }
  });
  afterAll(() => world.close());

  it('writes nothing but its reply: the issue body is untouched and no second "finished" comment notifies', () => {
    expect(runs.map((r) => r.exitCode)).toEqual([0, 0]);
    expect(runs.map((r) => r.outputs.status)).toEqual(['completed', 'completed']);
    expect(issue.body).toBe(bodyBefore);
    expect(parseFindingMarker(issue.body)).toMatchObject({ jobStatus: 'completed' });
    expect(ours(world, issue.number).filter((c) => c.body.includes('finished.'))).toHaveLength(1);
    expect(world.github.labelsOf(issue.number)).toEqual(['docs-health']);
  });
});

describe('defect 5: a long model and source in the API answer', () => {
  let world: FollowUpWorld;
  let handed: ReturnType<typeof seedHandedOff>;
  let run: ActionRun;
  beforeAll(async () => {
    world = await startFollowUpWorld({ github: { pulls: { [PR_NUMBER]: { labels: [LABEL] }, 42: {} } } });
    world.mintlify.addJob({
      id: JOB_ID,
      status: 'completed',
      pollsUntilDone: 0,
      prLink: AGENT_PR_URL,
      model: 'm'.repeat(70_000),
      source: { repository: `https://github.com/${EXAMPLE_REPO}/${'s'.repeat(40_000)}`, ref: 'r'.repeat(30_000) },
    });
    handed = seedHandedOff(world, PR_NUMBER, JOB_ID);
    run = await reconcile(world);
  });
  afterAll(() => world.close());

  it('still writes the final state within 65,536 characters and reports the end', () => {
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['jobs-finished']).toBe('1');
    expect(parseMarker(handed.comment.body)?.state).toBe('ended');
    expect(handed.comment.body.length).toBeLessThanOrEqual(65_536);
    expect(world.github.labelsOf(PR_NUMBER)).toEqual([]);
  });
});

describe('defect 6: the post step after the main step was killed once the end was written', () => {
  let world: FollowUpWorld;
  let main: ActionRun;
  let post: ActionRun;
  let progressBody: () => string;
  beforeAll(async () => {
    world = await startFollowUpWorld();
    let release: () => void = () => undefined;
    world.github.inject({
      route: 'item-label',
      kind: 'hold',
      until: new Promise<void>((resolve) => (release = resolve)),
      times: 5,
    });
    const trigger = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '/mintlify document it',
      login: 'alice',
    });
    const eventPayload = issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' });
    progressBody = () => ours(world, PR_NUMBER)[0]?.body ?? '';
    const kill = signalWhen(() => parseMarker(progressBody())?.state === 'ended', 'SIGKILL');
    main = await world.run({ eventName: 'issue_comment', eventPayload, onSpawn: kill.onSpawn });
    release();
    post = await world.run({ eventName: 'issue_comment', eventPayload, state: main.state });
  });
  afterAll(() => world.close());

  it('leaves the reported end as it is', () => {
    expect(main.signal).toBe('SIGKILL');
    expect(post.exitCode).toBe(0);
    expect(parseMarker(progressBody())?.state).toBe('ended');
    expect(progressBody()).toContain('✅ Completed');
    expect(progressBody()).not.toContain('Stopped watching');
  });
});

describe('defects 2 and 4: the snapshot triage against reconcile and a hostile search query', () => {
  const WEEK1 = new Date(Date.UTC(2026, 10, 9));
  const QUERY =
    'x` <!-- mintlify-action agent-job --> @acme/docs-team ![i](https://evil.example/i.png) <!-- /mintlify-action agent-job --> <!-- mintlify-action fix pr="1" noted="verified" --> <!-- /mintlify-action fix -->';
  let analytics: AnalyticsWorld;
  let github: FakeGitHub;
  let hostile: StoredIssue;
  let raced: StoredIssue;
  let headlineBefore: string | undefined;
  let second: ActionRun;
  let reconciled: ActionRun;
  const signer = () =>
    findingMarkerSigner(analytics.mintlify.apiKey, {
      projectId: analytics.mintlify.projectId,
      apiUrl: analytics.mintlify.url,
    });
  const record = (issue: StoredIssue, fields: Partial<FindingMarker>) => {
    const marker = parseFindingMarker(issue.body);
    if (marker === undefined) throw new Error(`#${issue.number} has no marker`);
    const next = signer().sign(
      { ...marker, ...fields },
      issueScope({ owner: 'acme', repo: 'docs', issueNumber: issue.number }),
    );
    issue.body = replaceJobSection(
      issue.body ?? '',
      next,
      { status: next.jobStatus ?? 'active', prLink: next.prLink ?? null },
      '/mintlify',
    );
  };
  const run = () =>
    analytics.run(
      {
        ...weekRange(WEEK1, 2),
        compare: 'none',
        'upload-artifact': 'false',
        'github-token': 'ghs_test_token',
        'file-issues': 'true',
        'max-issues': '2',
      },
      { env: { GITHUB_API_URL: github.url } },
    );
  beforeAll(async () => {
    analytics = await startAnalyticsWorld('job-record-');
    github = await startFakeGitHub({ repo: 'acme/docs' });
    const site = docsSiteAnalytics(WEEK1);
    const date = weekRange(WEEK1, 2)['date-from'];
    const rows = site.searches !== undefined && 'rows' in site.searches ? site.searches.rows : [];
    analytics.mintlify.setAnalytics({
      ...site,
      searches: {
        rows: [
          { searchQuery: QUERY, hits: 900, ctr: 0, topClickedPage: null, lastSearchedAt: `${date}T10:00:00Z`, date },
          ...rows,
        ],
      },
    });
    const first = await run();
    if (first.exitCode !== 0) throw new Error(first.stdout + first.stderr);
    const found = github.issues.find((i) => i.body?.includes('**900 times**'));
    const other = github.issues.find((i) => i !== found);
    if (found === undefined || other === undefined) throw new Error(`run 1 filed too few issues:\n${first.stdout}`);
    hostile = found;
    raced = other;
    headlineBefore = hostile.body?.split('\n')[1];
    // A follow-up recorded job_race on one issue; reconcile reports its end right after the snapshot listed the issues.
    record(raced, { jobId: 'job_race', state: 'started', jobStatus: 'active' });
    raced.title = `${raced.title} (edited)`;
    github.afterAnswer = (request) => {
      if (request.method !== 'GET' || !/\/issues$/.test(request.path)) return;
      github.afterAnswer = undefined;
      record(raced, { jobStatus: 'completed', prLink: 'https://github.com/acme/docs/pull/42' });
    };
    second = await run();
    // The hostile issue's job: recorded, then reported by reconcile.
    record(hostile, { jobId: 'job_hostile', state: 'started', jobStatus: 'active' });
    analytics.mintlify.addJob({ id: 'job_hostile', status: 'completed', pollsUntilDone: 0, prLink: null });
    hostile.labels = [...hostile.labels, LABEL];
    reconciled = await analytics.run(
      { mode: 'reconcile', 'github-token': 'ghs_test_token' },
      { env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: 'acme/docs' } },
    );
  });
  afterAll(async () => {
    await analytics.close();
    await github.close();
  });

  it('defect 2: a snapshot that listed the issue before reconcile reported the end keeps the end and its PR link', () => {
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(parseFindingMarker(raced.body)).toMatchObject({
      jobId: 'job_race',
      jobStatus: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42',
    });
    expect(raced.body).toContain('**completed**');
  });

  it('defect 4: the query is shown without any delimiter the action reads back', () => {
    // The marker line and the two delimiters of each of the state and job sections: nothing of the visitor's.
    expect(hostile.body?.match(/<!--/g)).toHaveLength(5);
    expect(hostile.body?.match(/^<!-- mintlify-action state -->$/gm)).toHaveLength(1);
    expect(hostile.body?.match(/<!-- mintlify-action fix/g) ?? []).toHaveLength(0);
  });

  it('defect 4: reconcile rewrites the real job section, leaving the query where it was', () => {
    expect(reconciled.exitCode, reconciled.stdout).toBe(0);
    expect(reconciled.outputs['jobs-finished']).toBe('1');
    expect(hostile.body?.split('\n')[1]).toBe(headlineBefore);
    expect(parseFindingMarker(hostile.body)?.jobStatus).toBe('completed');
  });
});
