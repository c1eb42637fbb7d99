/**
 * Findings a docs lead acts on (issue 37), end to end on `dist/index.js` over weekly snapshots of
 * the demo's docs site (`fakes/docs-site.ts`), each run uploading its artifact and the next one
 * comparing with it, the triage and the dashboard on. One sequence in `beforeAll`:
 * 1. week 1: "webhook signature" is a content gap alone; its issue is opened;
 * 2. week 2: the thumbs-down on /guides/webhooks and the unanswered "Webhooks" questions join it:
 *    one topic in findings.json; the questions had an issue of their own, so the page's topic (joined on the
 *    team's own facts: conversations started on the page) keeps that one, and the search, which only names the
 *    page, keeps its week-1 issue (a visitor's words never merge issues); /sdks/python lost 70 % of its views, but
 *    one earlier snapshot is no baseline: no traffic drop;
 * 3. the docs lead closes the dashboard by hand; the week-2 snapshot runs again (no automatic
 *    job): it stays closed;
 * 4. once more with `reopen-dashboard: true`: reopened, never a second dashboard.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_URL, docsSiteAnalytics, weekRange } from '../fakes/docs-site.ts';
import { startFakeGitHub, type FakeGitHub, type StoredIssue } from '../fakes/github.ts';
import { startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import { mermaidBlocks, parseMermaid } from '../harness/mermaid.ts';
import type { ActionRun } from '../harness/run-action.ts';
import {
  dashboardScope,
  looksLikeDashboard,
  readBoxes,
  verifiedDashboardBoxes,
} from '../../src/findings/dashboard/marker.ts';
import { keyFigure } from '../../src/findings/figures.ts';
import { findingMarkerSigner, formatFindingMarker, issueScope, parseFindingMarker } from '../../src/findings/marker.ts';
import { FindingsFileSchema, type Finding, type FindingsFile } from '../../src/findings/types.ts';

const ARTIFACT = 'mintlify-analytics-proj_123';
const WEEK1 = new Date(Date.UTC(2026, 10, 2));

interface Snapshot {
  run: ActionRun;
  findings: FindingsFile;
  /** Prompts of the agent jobs this run created. */
  prompts: string[];
}

let world: AnalyticsWorld;
let github: FakeGitHub;
const snapshots: Snapshot[] = [];
let apart: StoredIssue;

/** A finding issue as the action files one: by the workflow's bot, labelled, its marker signed for its number. */
function seedSignedIssue(findingId: string, title: string): StoredIssue {
  const issue = github.seedIssue({
    title,
    body: 'placeholder',
    login: 'github-actions[bot]',
    type: 'Bot',
    labels: ['docs-health'],
  });
  const signed = findingMarkerSigner(world.mintlify.apiKey, {
    projectId: world.mintlify.projectId,
    apiUrl: world.mintlify.url,
  }).sign(
    { findingId, since: '2026-10-26', level: 5, jobId: undefined, state: 'none', jobStatus: undefined },
    issueScope({ owner: 'acme', repo: 'docs', issueNumber: issue.number }),
  );
  issue.body = `${formatFindingMarker(signed)}\nThe assistant could not answer **5 of 8** conversations.`;
  return issue;
}

async function snapshot(week: 1 | 2, runId: number, inputs: Record<string, string> = {}): Promise<Snapshot> {
  const jobsBefore = world.mintlify.createdJobs.length;
  const run = await world.run(
    {
      ...weekRange(WEEK1, week),
      'github-token': 'ghs_test_token',
      'file-issues': 'true',
      'agent-findings': '1',
      'docs-url': DOCS_URL,
      ...inputs,
    },
    { env: { GITHUB_API_URL: github.url, GITHUB_RUN_ID: String(runId), GITHUB_REPOSITORY: 'acme/docs' } },
  );
  if (run.exitCode !== 0) throw new Error(`run ${runId} failed:\n${run.stdout}\n${run.stderr}`);
  const findings = FindingsFileSchema.parse(JSON.parse(await readFile(join(world.outputDir, 'findings.json'), 'utf8')));
  const zip = world.artifacts.artifacts.find((a) => a.name === ARTIFACT && a.finalized)?.zip;
  if (zip === undefined) throw new Error(`run ${runId} uploaded no artifact:\n${run.stdout}`);
  github.seedArtifact({ name: ARTIFACT, zip, runId, createdAt: `${weekRange(WEEK1, week)['date-to']}T06:30:00Z` });
  world.artifacts.newRun();
  return { run, findings, prompts: world.mintlify.createdJobs.slice(jobsBefore).map((j) => j.prompt) };
}

const dashboards = (): StoredIssue[] => github.issues.filter((i) => looksLikeDashboard(i.body));
const findingIssues = (): StoredIssue[] => github.issues.filter((i) => parseFindingMarker(i.body) !== undefined);
const byId = (file: FindingsFile, id: string): Finding | undefined => file.findings.find((f) => f.id === id);

beforeAll(async () => {
  world = await startAnalyticsWorld('topics-e2e-');
  github = await startFakeGitHub({ repo: 'acme/docs' });
  world.mintlify.setAnalytics(docsSiteAnalytics(WEEK1));
  snapshots.push(await snapshot(1, 3001));
  // An issue the "Webhooks" questions got on their own from an earlier version (one issue per finding).
  apart = seedSignedIssue(
    'unanswered-questions:Webhooks',
    'Docs health: the assistant cannot answer 5 questions about Webhooks',
  );
  snapshots.push(await snapshot(2, 3002));
  const dashboard = dashboards()[0];
  if (dashboard === undefined) throw new Error('no dashboard after week 2');
  dashboard.state = 'closed';
  dashboard.state_reason = 'completed';
  // The same week again (a re-run of the weekly workflow, without resume: a fresh export that files its findings).
  snapshots.push(await snapshot(2, 3003, { resume: 'false', 'agent-findings': '0' }));
  snapshots.push(await snapshot(2, 3004, { resume: 'false', 'agent-findings': '0', 'reopen-dashboard': 'true' }));
}, 120_000);

afterAll(async () => {
  await Promise.all([world?.close(), github?.close()]);
});

describe('topics', () => {
  it('makes one topic of the page rated down, the search that names it and the questions about it', () => {
    const week2 = snapshots[1]?.findings;
    const webhooks = week2?.topics?.find((t) => t.findingIds.includes('negative-feedback:/guides/webhooks'));
    expect(webhooks?.id).toBe('negative-feedback:/guides/webhooks');
    expect(webhooks?.findingIds).toEqual(
      expect.arrayContaining(['unanswered-questions:Webhooks', expect.stringMatching(/^content-gap:/)]),
    );
    expect(webhooks?.findingIds).toHaveLength(3);
  });

  it('never merges issues on a visitor’s words: the week-1 search keeps its issue, the page’s topic takes the questions’ issue', () => {
    const gapId = snapshots[0]?.findings.findings.find((f) => f.kind === 'content-gap' && f.hits === 20)?.id;
    const issues = findingIssues();
    const marked = issues.map((i) => parseFindingMarker(i.body)?.findingId);
    expect(marked).toContain(gapId);
    expect(marked).not.toContain('negative-feedback:/guides/webhooks');
    // The search only names the page: it stays on its own issue, open, never closed as merged.
    const search = issues.find((i) => parseFindingMarker(i.body)?.findingId === gapId);
    expect(search?.state).toBe('open');
    expect(search?.title).toMatch(/^Docs health: readers search for "webhook signature"/);
    // The page and the questions started on it are one topic on the team's own facts: it keeps the questions' issue.
    expect(apart.state).toBe('open');
    expect(apart.title).toMatch(
      /^Docs health: readers rate \/guides\/webhooks down \(7 thumbs-down against 2 thumbs-up\), and 1 related finding$/,
    );
    expect(apart.body).toContain('### Same subject: questions the assistant could not answer');
    expect(github.issueComments.filter((c) => c.body.includes('**Same subject as #'))).toEqual([]);
  });

  it('ranks topics where readers said what fails them first, and says why in the summary and the issue', () => {
    const week2 = snapshots[1];
    expect(week2?.run.summary).toContain('Why it ranks here');
    expect(week2?.run.summary).toContain('readers said what fails them, so the agent can act on it.');
    expect(findingIssues().some((i) => /- \*\*Rank:\*\* Ranked \d+(st|nd|rd|th): score/.test(i.body ?? ''))).toBe(true);
  });

  it('hands the agent one job per topic, the top actionable one, with the related findings in the prompt', () => {
    expect(snapshots.map((s) => s.prompts.length)).toEqual([1, 1, 0, 0]);
    const prompt = snapshots[1]?.prompts[0] ?? '';
    expect(prompt).toMatch(/^A docs-health snapshot/);
    expect(prompt).not.toContain('Kind: traffic drop');
  });
});

describe('one set of numbers', () => {
  it('shows each finding of a topic with the same figure in the summary, the issue title and body, and the prompt', () => {
    const week2 = snapshots[1];
    const page = byId(week2?.findings as FindingsFile, 'negative-feedback:/guides/webhooks');
    const figure = keyFigure(page as Finding);
    expect(figure).toBe('7 thumbs-down against 2 thumbs-up');
    expect(week2?.run.summary).toContain(figure);
    const issue = findingIssues().find((i) => i.title.includes('/guides/webhooks'));
    expect(issue?.title).toContain(figure);
    expect(issue?.body).toContain(`**${figure.split(' against')[0]}** against`);
    const auth = byId(week2?.findings as FindingsFile, 'negative-feedback:/api-reference/authentication');
    const prompts = snapshots.flatMap((s) => s.prompts).join('\n');
    expect(prompts).toContain(keyFigure(auth as Finding));
  });
});

describe('traffic drops', () => {
  it('are not judged against one earlier snapshot, and the summary says why', () => {
    const week2 = snapshots[1];
    expect(week2?.findings.findings.filter((f) => f.kind === 'traffic-drop')).toEqual([]);
    expect(week2?.findings.trafficBaseline).toEqual({ snapshots: 1, needed: 3 });
    expect(week2?.run.summary).toContain(
      'Traffic drops are judged once 3 earlier snapshots make a baseline; this one had 1.',
    );
  });
});

describe('charts and small blemishes', () => {
  it('draws views apart from what readers asked, no percentage bar for counts under 20, every chart valid Mermaid', async () => {
    const summary = snapshots[1]?.run.summary ?? '';
    const blocks = mermaidBlocks(summary);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) await expect(parseMermaid(block)).resolves.toBe('xychart');
    expect(blocks.some((b) => b.includes('"Feedback"'))).toBe(false);
    expect(summary).not.toContain('Change per day against the previous snapshot (%)');
  });

  it('writes "1 agent job started", lists each issue once, and shows no greeting among unanswered questions', () => {
    const summary = snapshots[1]?.run.summary ?? '';
    expect(summary).toContain('1 agent job started.');
    const listed = [...summary.matchAll(/<li><a href="[^"]*">#(\d+)<\/a>/g)].map((m) => m[1]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(summary).not.toMatch(/<td>hello<\/td>/);
  });
});

describe('the dashboard issue', () => {
  it('is one issue, found by its signed marker and rewritten by each snapshot, never a second one', () => {
    expect(dashboards()).toHaveLength(1);
    const dashboard = dashboards()[0] as StoredIssue;
    expect(dashboard.title).toBe('Docs health dashboard (proj_123)');
    expect(dashboard.labels).toContain('docs-health');
    const boxes = verifiedDashboardBoxes(
      dashboard.body,
      dashboardScope({ owner: 'acme', repo: 'docs', issueNumber: dashboard.number }),
      world.mintlify.apiKey,
      { projectId: world.mintlify.projectId, apiUrl: world.mintlify.url },
    );
    expect(boxes).toEqual([...readBoxes(dashboard.body).keys()]);
    expect(boxes?.length).toBeGreaterThan(0);
  });

  it("shows the week's topics linked to their issues with a box to hand each to the agent, the trend, fixes, the agent's work", () => {
    const body = dashboards()[0]?.body ?? '';
    expect(body).toContain("## This week's topics");
    expect(body).toMatch(
      /- \[ \] \*\*\d+\.\*\* .* · #\d+ · \*\*hand to the agent\*\* <!-- mintlify-action hand issue="\d+" -->/,
    );
    expect(body).toMatch(/the agent is on it: `job_[^`]+`/);
    for (const heading of [
      '## Trend',
      '## Verified fixes',
      '## What the agent is working on',
      '## Abandoned or partial',
    ])
      expect(body).toContain(heading);
    expect(body).not.toContain('webhook signature');
  });

  it('draws trend charts that Mermaid parses', async () => {
    const blocks = mermaidBlocks(dashboards()[0]?.body ?? '');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) await expect(parseMermaid(block)).resolves.toBe('xychart');
  });

  it('stays closed when closed by hand, and is reopened only when reopen-dashboard asks', () => {
    const dashboard = dashboards()[0] as StoredIssue;
    expect(snapshots[2]?.run.stdout).toContain('left closed and not rewritten');
    expect(dashboard.edits.filter((e) => e.state === 'open')).toHaveLength(1);
    expect(dashboard.state).toBe('open');
    expect(snapshots[3]?.run.stdout).toContain(`Reopened and rewrote the dashboard issue #${dashboard.number}.`);
  });
});
