/**
 * The triage loop end to end on `dist/index.js`: `mode: analytics` with `file-issues` files the
 * snapshot's findings as issues on the fake GitHub and hands the top ones to agent jobs on the
 * fake Mintlify, once per finding, across re-runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingMarkerSigner, formatFindingMarker, issueScope, parseFindingMarker } from '../../src/findings/marker.ts';
import { docsSiteAnalytics, VISITOR_TEXTS, weekRange } from '../fakes/docs-site.ts';
import { startFakeGitHub, type FakeGitHub, type StoredIssue } from '../fakes/github.ts';
import { PUBLIC_REPOSITORY_EVENT, startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';

const WEEK1 = new Date(Date.UTC(2026, 10, 9));

interface Setup {
  world: AnalyticsWorld;
  github: FakeGitHub;
  run: (inputs?: Record<string, string>, eventPayload?: unknown) => ReturnType<AnalyticsWorld['run']>;
}

async function setup(): Promise<Setup> {
  const world = await startAnalyticsWorld('triage-e2e-');
  const github = await startFakeGitHub({ repo: 'acme/docs' });
  world.mintlify.setAnalytics(docsSiteAnalytics(WEEK1));
  const run = (inputs: Record<string, string> = {}, eventPayload?: unknown) =>
    world.run(
      {
        ...weekRange(WEEK1, 2),
        compare: 'none',
        'upload-artifact': 'false',
        'github-token': 'ghs_test_token',
        'file-issues': 'true',
        ...inputs,
      },
      { env: { GITHUB_API_URL: github.url }, ...(eventPayload === undefined ? {} : { eventPayload }) },
    );
  return { world, github, run };
}

/** The finding id of each issue whose marker verifies for its own number. */
function verifiedFindingIds(setup: Setup): string[] {
  const signer = findingMarkerSigner(setup.world.mintlify.apiKey, {
    projectId: setup.world.mintlify.projectId,
    apiUrl: setup.world.mintlify.url,
  });
  // As the action counts them: written by the workflow, edited by nobody else, bound to the project.
  return setup.github.issues.flatMap((issue) => {
    const marker = parseFindingMarker(issue.body);
    const ours =
      issue.user.login === 'github-actions[bot]' && (issue.editor ?? 'github-actions[bot]') === 'github-actions[bot]';
    return ours &&
      marker &&
      signer.verify(marker, issueScope({ owner: 'acme', repo: 'docs', issueNumber: issue.number }))
      ? [marker.findingId]
      : [];
  });
}

describe('filing the findings of a private repository', () => {
  let s: Setup;
  let planted: StoredIssue;
  let forged: StoredIssue;

  beforeAll(async () => {
    s = await setup();
    planted = s.github.seedIssue({
      title: 'Docs health: ours?',
      body: 'A user copied a finding issue here',
      login: 'mallory',
      labels: ['docs-health'],
    });
  });

  afterAll(async () => {
    await s.world.close();
    await s.github.close();
  });

  it('opens issues for the top findings up to max-issues, with the label', async () => {
    const run = await s.run({ 'max-issues': '3' });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ 'issues-opened': '3', 'issues-updated': '0', 'agent-jobs': '0' });
    expect(verifiedFindingIds(s)).toHaveLength(3);
    expect(s.github.labels.map((l) => l.name)).toEqual(['docs-health']);
    expect(run.summary).toContain('<h2>Finding issues</h2>');
    expect(s.world.mintlify.count('create')).toBe(0);
  });

  it('a second run opens no duplicate and leaves planted and forged issues untouched', async () => {
    const first = s.github.issues.find((i) => i.user.login === 'github-actions[bot]');
    const signed = findingMarkerSigner(s.world.mintlify.apiKey, {
      projectId: s.world.mintlify.projectId,
      apiUrl: s.world.mintlify.url,
    }).sign(
      {
        ...(parseFindingMarker(first?.body) ?? {
          findingId: 'x',
          since: '2026-11-01',
          level: 1,
          jobId: undefined,
          state: 'none',
          jobStatus: undefined,
        }),
        jobId: 'job_evil',
        state: 'started',
        jobStatus: 'active',
      },
      issueScope({ owner: 'acme', repo: 'docs', issueNumber: first?.number ?? 0 }),
    );
    // A person pastes a marker of this project into an issue the workflow wrote (an edit that is not the workflow's).
    forged = s.github.seedIssue({
      title: 'copy',
      body: 'placeholder',
      login: 'github-actions[bot]',
      type: 'Bot',
      labels: ['docs-health'],
    });
    s.github.editAs('mallory', forged, formatFindingMarker(signed));
    planted.body = first?.body ?? '';
    const before = verifiedFindingIds(s);
    const run = await s.run({ 'max-issues': '0' });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['issues-opened']).toBe('0');
    expect(verifiedFindingIds(s)).toEqual(before);
    expect(new Set(before).size).toBe(before.length);
    expect(planted.edits).toEqual([]);
    expect(forged.edits).toEqual([]);
    expect(forged.editor).toBe('mallory');
    expect(s.github.issueComments).toHaveLength(0);
  });

  it('an issue closed as not planned stays closed, and its finding gets no new issue', async () => {
    const closed = s.github.issues.find((i) => i.user.login === 'github-actions[bot]' && i !== forged);
    if (closed === undefined) throw new Error('no issue');
    Object.assign(closed, { state: 'closed', state_reason: 'not_planned' });
    const findingId = parseFindingMarker(closed.body)?.findingId;
    const run = await s.run({ 'max-issues': '10' });
    expect(run.exitCode).toBe(0);
    expect(closed).toMatchObject({ state: 'closed', state_reason: 'not_planned' });
    expect(verifiedFindingIds(s).filter((id) => id === findingId)).toHaveLength(1);
  });

  it('agent-findings starts one job per finding, recorded on its issue, never a second one across re-runs', async () => {
    const first = await s.run({ 'agent-findings': '1' });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs['agent-jobs']).toBe('1');
    const rerun = await s.run({ 'agent-findings': '1' }, undefined);
    expect(rerun.outputs['agent-jobs']).toBe('1');
    const jobs = s.world.mintlify.createdJobs;
    expect(jobs).toHaveLength(2);
    const recorded = s.github.issues.flatMap((i) => {
      const m = parseFindingMarker(i.body);
      return m?.state === 'started' && i !== forged ? [[m.findingId, m.jobId]] : [];
    });
    expect(recorded.map(([, job]) => job).sort()).toEqual(jobs.map((j) => j.jobId).sort());
    expect(new Set(recorded.map(([id]) => id)).size).toBe(2);
    expect(jobs[0]?.prompt).toContain('Tracked in the GitHub issue https://github.com/acme/docs/issues/');
  });
});

describe('a public repository (visitor-text: auto)', () => {
  let s: Setup;

  beforeAll(async () => {
    s = await setup();
  });

  afterAll(async () => {
    await s.world.close();
    await s.github.close();
  });

  it('files issues and starts jobs with no search query, feedback comment or assistant text in them', async () => {
    const run = await s.run({ 'max-issues': '10', 'agent-findings': '2' }, PUBLIC_REPOSITORY_EVENT);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(Number(run.outputs['issues-opened'])).toBeGreaterThan(2);
    const written = [
      ...s.github.issues.flatMap((i) => [i.title, i.body ?? '']),
      ...s.github.issueComments.map((c) => c.body),
      ...s.world.mintlify.createdJobs.map((j) => j.prompt),
    ].join('\n');
    for (const text of VISITOR_TEXTS) expect(written).not.toContain(text);
    expect(written).toContain('query withheld');
  });
});

describe('agent-findings without file-issues', () => {
  it('fails before any request, naming both inputs', async () => {
    const s = await setup();
    try {
      const run = await s.run({ 'file-issues': 'false', 'agent-findings': '2' });
      expect(run.exitCode).toBe(1);
      expect(run.stdout).toContain('::error::agent-findings (2) requires file-issues: true');
      expect(s.world.mintlify.count('*')).toBe(0);
      expect(s.github.requests).toHaveLength(0);
    } finally {
      await s.world.close();
      await s.github.close();
    }
  });
});
