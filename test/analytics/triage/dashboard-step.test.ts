/**
 * The dashboard step against the fake GitHub over real HTTP: a dashboard is opened once and signed
 * for its number; a run that died between opening and signing it left an open issue with the
 * unsigned marker line, which the next run signs and rewrites instead of opening a second one;
 * an issue like it from anyone else, or under another project's title, is left alone.
 */
import { workflowIdentity } from '../../../src/github/identity.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeDashboard, type DashboardDeps } from '../../../src/analytics/triage/dashboard-step.ts';
import { runTriage } from '../../../src/analytics/triage/run-triage.ts';
import { dashboardScope, looksLikeDashboard, verifiedDashboardBoxes } from '../../../src/findings/dashboard/marker.ts';
import type { Finding } from '../../../src/findings/types.ts';
import { createOctokit } from '../../../src/github/octokit.ts';
import { NO_PACING } from '../../../src/github/pacing.ts';
import { MintlifyClient } from '../../../src/mintlify/client.ts';
import { startFakeGitHub, type FakeGitHub, type StoredIssue } from '../../fakes/github.ts';
import { startFakeMintlify, type FakeMintlify } from '../../fakes/mintlify.ts';
import { CONTENT_GAP, findingsFile, NEGATIVE_FEEDBACK, UNANSWERED } from './findings-fixture.ts';
import {
  findingMarkerSigner,
  formatFindingMarker,
  issueScope,
  parseFindingMarker,
  withoutFindingMarker,
} from '../../../src/findings/marker.ts';
import { readBoxes } from '../../../src/findings/dashboard/marker.ts';

const KEY = 'mint_test_key_0123456789';
const TITLE = 'Docs health dashboard (proj_123)';
/** The first line of a dashboard opened by a run that died before signing it. */
const UNSIGNED = `<!-- mintlify-action dashboard boxes="" sig="${'0'.repeat(32)}" -->`;
let github: FakeGitHub;
let mintlify: FakeMintlify;
const logged: string[] = [];

beforeEach(async () => {
  github = await startFakeGitHub({ repo: 'acme/docs' });
  mintlify = await startFakeMintlify({ apiKey: KEY });
  logged.length = 0;
});

afterEach(async () => {
  await github.close();
  await mintlify.close();
});

const octokit = () =>
  createOctokit({ token: 'ghs_test_token', log: () => undefined, baseUrl: github.url, pacing: NO_PACING });
const project = () => ({ projectId: 'proj_123', apiUrl: mintlify.url });
const log = { info: (line: string) => logged.push(line), warning: (line: string) => logged.push(`warning: ${line}`) };

/** One snapshot's triage (finding issues filed) then its dashboard, as `triage-step.ts` runs them. */
async function snapshot(findings: Finding[]) {
  const file = findingsFile(findings);
  const client = octokit();
  const deps = {
    octokit: client,
    repo: { owner: 'acme', repo: 'docs' },
    apiKey: KEY,
    project: project(),
    identity: workflowIdentity(client),
    now: () => new Date('2026-11-23T06:00:00Z'),
    log,
  };
  const triage = await runTriage({
    ...deps,
    findings: file,
    label: 'docs-health',
    agentLabel: 'mintlify-agent',
    maxIssues: 5,
    agentFindings: 0,
    visitorText: true,
    triggerPhrase: '/mintlify',
    mintlify: new MintlifyClient({ apiUrl: mintlify.url, apiKey: KEY, projectId: 'proj_123', requestTimeoutMs: 5000 }),
    agentDeadline: Date.now() + 2000,
    reserveAgentUse: async () => ({ kind: 'reserved', usesToday: { count: 1, cap: 50 } }),
    signal: new AbortController().signal,
  });
  const dashboardDeps: DashboardDeps = {
    ...deps,
    findings: file,
    triage,
    label: 'docs-health',
    reopen: false,
    rows: 25,
  };
  return writeDashboard(dashboardDeps);
}

const dashboards = (): StoredIssue[] => github.issues.filter((i) => looksLikeDashboard(i.body));
const verifies = (issue: StoredIssue): boolean =>
  verifiedDashboardBoxes(
    issue.body,
    dashboardScope({ owner: 'acme', repo: 'docs', issueNumber: issue.number }),
    KEY,
    project(),
  ) !== undefined;

/** An open issue whose first line is the unsigned marker, as a run that died after opening it leaves it. */
function seedOrphan(login = 'github-actions[bot]', type: 'Bot' | 'User' = 'Bot', title = TITLE): StoredIssue {
  return github.seedIssue({ title, body: `${UNSIGNED}\n## This week's topics`, login, type, labels: ['docs-health'] });
}

describe('the dashboard issue', () => {
  it('is opened once, signed for its number, and rewritten in place by the next snapshot', async () => {
    const first = await snapshot([CONTENT_GAP]);
    const second = await snapshot([CONTENT_GAP, NEGATIVE_FEEDBACK]);
    expect(first.action).toBe('opened');
    expect(second).toMatchObject({ action: 'updated', number: first.number });
    expect(dashboards()).toHaveLength(1);
    expect(verifies(dashboards()[0] as StoredIssue)).toBe(true);
  });

  it('shows no box for a topic whose job sits on one of its other issues (a tick would start a second job)', async () => {
    // Week 1: the page and the questions are two topics, each filed; a `/mintlify` on the questions' issue starts a job.
    const elsewhere = { ...UNANSWERED, pages: [{ value: '/billing/invoices', count: 8 }] };
    await snapshot([NEGATIVE_FEEDBACK, elsewhere]);
    const issueOf = (id: string) =>
      github.issues.find((i) => parseFindingMarker(i.body)?.findingId === id) as StoredIssue;
    const page = issueOf(NEGATIVE_FEEDBACK.id);
    const questions = issueOf(UNANSWERED.id);
    const marker = parseFindingMarker(questions.body);
    if (!marker) throw new Error('no marker');
    const started = findingMarkerSigner(KEY, project()).sign(
      { ...marker, jobId: 'job_q', state: 'started', jobStatus: 'active' },
      issueScope({ owner: 'acme', repo: 'docs', issueNumber: questions.number }),
    );
    questions.body = `${formatFindingMarker(started)}\n${withoutFindingMarker(questions.body ?? '')}`;
    // Week 2: the questions now start on the page: one topic, led by the page, whose issue records no job.
    const onPage = { ...UNANSWERED, pages: [{ value: NEGATIVE_FEEDBACK.path, count: 8 }] };
    const written = await snapshot([NEGATIVE_FEEDBACK, onPage]);
    const dashboard = github.issues.find((i) => i.number === written.number) as StoredIssue;
    expect([...readBoxes(dashboard.body).keys()]).toEqual([]);
    expect(
      verifiedDashboardBoxes(
        dashboard.body,
        dashboardScope({ owner: 'acme', repo: 'docs', issueNumber: dashboard.number }),
        KEY,
        project(),
      ),
    ).toEqual([]);
    expect(dashboard.body).toContain('`job_q`');
    expect(parseFindingMarker(page.body)?.state).toBe('none');
  });

  it('left unsigned by a run that died after opening it: signed and rewritten by the next run, never a second one', async () => {
    const orphan = seedOrphan();
    const outcome = await snapshot([CONTENT_GAP]);
    expect(outcome).toMatchObject({ action: 'updated', number: orphan.number });
    expect(dashboards()).toHaveLength(1);
    expect(verifies(orphan)).toBe(true);
    expect(orphan.title).toBe(TITLE);
    expect(logged).toContain(
      `Signed and rewrote the dashboard issue #${orphan.number}, which an earlier run opened but did not sign.`,
    );
  });

  it('leaves alone an unsigned one written by someone else or under another project’s title, and opens its own', async () => {
    const byUser = seedOrphan('mallory', 'User');
    const otherProject = seedOrphan('github-actions[bot]', 'Bot', 'Docs health dashboard (proj_other)');
    const outcome = await snapshot([CONTENT_GAP]);
    expect(outcome.action).toBe('opened');
    expect(outcome.number).not.toBe(byUser.number);
    expect(outcome.number).not.toBe(otherProject.number);
    expect(byUser.body?.startsWith(UNSIGNED)).toBe(true);
    expect(otherProject.body?.startsWith(UNSIGNED)).toBe(true);
  });
});
