/**
 * A box ticked on the dashboard issue hands its topic to the agent, end to end on
 * `dist/index.js`: the follow-up workflow runs on `issues: edited`; the event's sender is who
 * ticked, `changes.body.from` shows which box. The same gate as `/mintlify`: a sender without
 * write access, a bot, a box the signed marker does not list or a forged dashboard starts nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { utcDay } from '../../src/agent-job/caps.ts';
import { slotRef, spenderRecord } from '../../src/agent-job/use-refs.ts';
import { formatDashboardMarker, handMarker } from '../../src/findings/dashboard/marker.ts';
import {
  findingMarkerSigner,
  formatFindingMarker,
  issueScope,
  parseFindingMarker,
  type FindingMarker,
} from '../../src/findings/marker.ts';
import { startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO } from '../harness/payloads.ts';

const [OWNER = '', REPO = ''] = EXAMPLE_REPO.split('/');
let world: FollowUpWorld;

beforeEach(async () => {
  world = await startFollowUpWorld();
});

afterEach(async () => {
  expect(world.mintlify.violations).toEqual([]);
  await world.close();
});

const project = () => ({ projectId: world.mintlify.projectId, apiUrl: world.mintlify.url });

function seedFindingIssue(marker: Partial<FindingMarker> = {}) {
  const issue = world.github.seedIssue({
    title: 'Docs health: readers rate /guides/webhooks down (7 👎, 2 👍), and 2 related findings',
    body: 'placeholder',
    login: 'github-actions[bot]',
    type: 'Bot',
    labels: ['docs-health'],
  });
  const full: FindingMarker = {
    findingId: 'negative-feedback:/guides/webhooks',
    since: '2026-11-16',
    level: 7,
    jobId: undefined,
    state: 'none',
    jobStatus: undefined,
    ...marker,
  };
  const signed = findingMarkerSigner(world.mintlify.apiKey, project()).sign(
    full,
    issueScope({ owner: OWNER, repo: REPO, issueNumber: issue.number }),
  );
  issue.body = `${formatFindingMarker(signed)}\nReaders of \`/guides/webhooks\` gave it **7 thumbs-down** against 2 thumbs-up.`;
  return issue;
}

/** The dashboard as the snapshot writes it: boxes for `boxes`, the marker signing `signed` (default: the same). */
function seedDashboard(boxes: number[], signed: number[] = boxes) {
  const issue = world.github.seedIssue({
    title: 'Docs health dashboard',
    body: 'placeholder',
    login: 'github-actions[bot]',
    type: 'Bot',
    labels: ['docs-health'],
  });
  const marker = formatDashboardMarker(signed, project());
  issue.body = [
    marker,
    "## This week's topics",
    '',
    ...boxes.map((n, i) => `- [ ] **${i + 1}.** topic · #${n} · **hand to the agent** ${handMarker(n)}`),
  ].join('\n');
  return issue;
}

/** The `issues: edited` event of `login` ticking the box of `ticked` on `dashboard`. */
function tick(
  dashboard: { number: number; body: string | null; user?: { login: string; type: string } },
  ticked: number,
  login: string,
  type = 'User',
) {
  const before = dashboard.body ?? '';
  const after = before
    .split('\n')
    .map((line) => (line.endsWith(handMarker(ticked)) ? line.replace('- [ ] ', '- [x] ') : line))
    .join('\n');
  return {
    eventName: 'issues',
    eventPayload: {
      action: 'edited',
      issue: {
        number: dashboard.number,
        body: after,
        html_url: `https://github.com/${EXAMPLE_REPO}/issues/${dashboard.number}`,
        user: dashboard.user ?? { login: 'github-actions[bot]', type: 'Bot' },
      },
      changes: { body: { from: before } },
      sender: { login, type },
      repository: { full_name: EXAMPLE_REPO, name: REPO, owner: { login: OWNER } },
    },
    inputs: { 'job-id': undefined },
  };
}

describe('hand to the agent: a box ticked on the dashboard', () => {
  it('by a writer: starts one job for the topic with its issue as context, and the finding issue records it', async () => {
    const finding = seedFindingIssue();
    const dashboard = seedDashboard([finding.number]);
    const run = await world.run(tick(dashboard, finding.number, 'alice'));
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.createdJobs).toHaveLength(1);
    const prompt = world.mintlify.createdJobs[0]?.prompt ?? '';
    expect(prompt.startsWith('Fix what this docs-health topic says fails readers')).toBe(true);
    expect(prompt).toContain(`the GitHub issue https://github.com/${EXAMPLE_REPO}/issues/${finding.number}`);
    expect(parseFindingMarker(finding.body)).toMatchObject({
      jobId: world.mintlify.createdJobs[0]?.jobId,
      state: 'started',
    });
    expect(run.outputs['job-created']).toBe('true');
  });

  it('several boxes in one edit: hands each topic over once, in the dashboard’s order, and says why a box starts nothing', async () => {
    const first = seedFindingIssue();
    const second = seedFindingIssue({ findingId: 'content-gap:webhook retries' });
    const busy = seedFindingIssue({ jobId: 'job_busy', state: 'started', jobStatus: 'active' });
    const dashboard = seedDashboard([first.number, busy.number, second.number]);
    const before = dashboard.body ?? '';
    const after = before.replaceAll('- [ ] ', '- [x] ');
    const event = tick(dashboard, first.number, 'alice');
    event.eventPayload.issue.body = after;
    event.eventPayload.changes.body.from = before;
    const run = await world.run(event);
    expect(run.exitCode, run.stdout).toBe(0);
    const created = world.mintlify.createdJobs;
    expect(created).toHaveLength(2);
    expect(created.map((j) => /issues\/(\d+)/.exec(j.prompt)?.[1])).toEqual([
      String(first.number),
      String(second.number),
    ]);
    expect(parseFindingMarker(first.body)).toMatchObject({ jobId: created[0]?.jobId, state: 'started' });
    expect(parseFindingMarker(second.body)).toMatchObject({ jobId: created[1]?.jobId, state: 'started' });
    expect(parseFindingMarker(busy.body)?.jobId).toBe('job_busy');
    expect(run.stdout).toContain(`A ticked box starts nothing: the topic of #${busy.number} already has an agent job`);
    // The outputs are the job the run watched: the last one.
    expect(run.outputs['job-id']).toBe(created[1]?.jobId);
    // A re-run of the same event starts nothing more.
    await world.run(event);
    expect(world.mintlify.createdJobs).toHaveLength(2);
  });

  it('three boxes ticked in a row, the second edit’s run cancelled while pending: the next run hands it over too, once', async () => {
    const [a, b, c] = [
      seedFindingIssue(),
      seedFindingIssue({ findingId: 'content-gap:webhook retries' }),
      seedFindingIssue({ findingId: 'content-gap:rate limits' }),
    ];
    const dashboard = seedDashboard([a.number, b.number, c.number]);
    // Edit 1 ticks A: its run hands A over.
    const first = tick(dashboard, a.number, 'alice');
    expect((await world.run(first)).exitCode).toBe(0);
    dashboard.body = first.eventPayload.issue.body;
    // Edit 2 ticks B: GitHub cancels its pending run when edit 3 queues (one pending run per concurrency group).
    dashboard.body = tick(dashboard, b.number, 'alice').eventPayload.issue.body;
    // Edit 3 ticks C: its event shows only C as newly ticked.
    const third = tick(dashboard, c.number, 'alice');
    const run = await world.run(third);
    expect(run.exitCode, run.stdout).toBe(0);
    const created = world.mintlify.createdJobs;
    expect(created.map((j) => /issues\/(\d+)/.exec(j.prompt)?.[1])).toEqual([
      String(a.number),
      String(b.number),
      String(c.number),
    ]);
    for (const [issue, job] of [a, b, c].map((i, n) => [i, created[n]] as const))
      expect(parseFindingMarker(issue.body)).toMatchObject({ jobId: job?.jobId, state: 'started' });
    // A box handed over earlier is no warning; a re-run starts nothing more.
    expect(run.stdout).not.toContain('A ticked box starts nothing');
    await world.run(third);
    expect(world.mintlify.createdJobs).toHaveLength(3);
  });

  it('a box a run answered without starting a job (the daily cap) is not handed over by a later run for another box', async () => {
    const [a, b] = [seedFindingIssue(), seedFindingIssue({ findingId: 'content-gap:webhook retries' })];
    const dashboard = seedDashboard([a.number, b.number]);
    // Today's two uses already spent: the counter's refs (agent-job/use-refs.ts).
    for (const slot of [1, 2]) world.github.seedRef(slotRef(utcDay(Date.now()), slot), spenderRecord(EXAMPLE_REPO));
    const first = tick(dashboard, a.number, 'alice');
    const refused = await world.run({ ...first, inputs: { 'job-id': undefined, 'agent-uses-per-day': '2' } });
    expect(refused.outputs.status).toBe('capped');
    dashboard.body = first.eventPayload.issue.body;
    const run = await world.run(tick(dashboard, b.number, 'alice'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(world.mintlify.createdJobs.map((j) => /issues\/(\d+)/.exec(j.prompt)?.[1])).toEqual([String(b.number)]);
    expect(parseFindingMarker(a.body)?.state).toBe('none');
  });

  it('by someone without write access: starts nothing', async () => {
    const finding = seedFindingIssue();
    const dashboard = seedDashboard([finding.number]);
    const run = await world.run(tick(dashboard, finding.number, 'bob'));
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.createdJobs).toHaveLength(0);
    expect(parseFindingMarker(finding.body)?.state).toBe('none');
  });

  it('by a bot, for a topic that already has a job, or a box the signed marker does not list: starts nothing', async () => {
    const finding = seedFindingIssue();
    const busy = seedFindingIssue({ jobId: 'job_busy', state: 'started', jobStatus: 'active' });
    const unlisted = seedFindingIssue();
    const dashboard = seedDashboard([finding.number, busy.number, unlisted.number], [finding.number, busy.number]);
    for (const event of [
      tick(dashboard, finding.number, 'renovate[bot]', 'Bot'),
      tick(dashboard, busy.number, 'alice'),
      tick(dashboard, unlisted.number, 'alice'),
    ]) {
      const run = await world.run(event);
      expect(run.exitCode).toBe(0);
    }
    expect(world.mintlify.createdJobs).toHaveLength(0);
    expect(world.mintlify.messages).toHaveLength(0);
  });

  it('when the day’s agent uses are spent: starts nothing, says so on the finding issue, and leaves the topic free', async () => {
    const finding = seedFindingIssue();
    const dashboard = seedDashboard([finding.number]);
    // The day's count, as the counter refs keep it: 2 uses today, the cap.
    for (const slot of [1, 2]) world.github.seedRef(slotRef(utcDay(Date.now()), slot), spenderRecord(EXAMPLE_REPO));
    const run = await world.run({
      ...tick(dashboard, finding.number, 'alice'),
      inputs: { 'job-id': undefined, 'agent-uses-per-day': '2' },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.status).toBe('capped');
    expect(world.mintlify.createdJobs).toHaveLength(0);
    const reply = world.github.issueComments.filter((c) => c.issue_number === finding.number).at(-1);
    expect(reply?.edits.at(-1) ?? reply?.body).toContain('`agent-uses-per-day` is reached: 2 of 2 agent uses today');
    // The topic records no job: a tick on a later day can still hand it over.
    expect(parseFindingMarker(finding.body)?.state).toBe('none');
  });

  it("on a copy of the dashboard opened by a person, or another project's dashboard: starts nothing", async () => {
    const finding = seedFindingIssue();
    const real = seedDashboard([finding.number]);
    const copy = world.github.seedIssue({
      title: 'Docs health dashboard',
      body: real.body,
      login: 'mallory',
      labels: ['docs-health'],
    });
    const other = world.github.seedIssue({
      title: 'Docs health dashboard',
      body: (real.body ?? '').replace(
        /^[^\n]*/,
        formatDashboardMarker([finding.number], { ...project(), projectId: 'proj_other' }),
      ),
      login: 'github-actions[bot]',
      type: 'Bot',
      labels: ['docs-health'],
    });
    for (const dashboard of [copy, other]) {
      const run = await world.run(tick(dashboard, finding.number, 'alice'));
      expect(run.exitCode).toBe(0);
    }
    expect(world.mintlify.createdJobs).toHaveLength(0);
  });
});
