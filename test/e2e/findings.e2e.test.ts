/**
 * Docs health end to end: the built action, run as the runner runs it, against the fake Mintlify
 * (two weeks of a realistic docs site, `fakes/docs-site.ts`), the fake artifact service (run 1
 * uploads its snapshot for real) and the fake GitHub (which serves run 1's artifact to run 2 as
 * the previous snapshot).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_URL, FEEDBACK_CONTACT, VISITOR_TEXTS, docsSiteAnalytics, weekRange } from '../fakes/docs-site.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';
import { PUBLIC_REPOSITORY_EVENT, startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import type { ActionRun } from '../harness/run-action.ts';
import { FindingsFileSchema, type Finding, type FindingsFile } from '../../src/findings/types.ts';

const ARTIFACT = 'mintlify-analytics-proj_123';
const WEEK1 = new Date(Date.UTC(2026, 10, 9));
const FIRST_RUN_ID = '1001';

let world: AnalyticsWorld;
let github: FakeGitHub;

interface Snapshot {
  run: ActionRun;
  findings: FindingsFile;
  /** Mintlify requests the run made. */
  mintlifyRequests: number;
  /** GitHub requests the run made. */
  githubPaths: string[];
}

async function snapshot(
  week: 1 | 2,
  inputs: Record<string, string> = {},
  options: { env?: Record<string, string>; eventPayload?: unknown } = {},
): Promise<Snapshot> {
  const mintlifyBefore = world.mintlify.count('*');
  const githubBefore = github.requests.length;
  const run = await world.run(
    {
      ...weekRange(WEEK1, week),
      'github-token': 'ghs_test_token',
      'docs-url': DOCS_URL,
      'upload-artifact': 'false',
      ...inputs,
    },
    {
      env: { GITHUB_API_URL: github.url, ...options.env },
      ...(options.eventPayload === undefined ? {} : { eventPayload: options.eventPayload }),
    },
  );
  let findings: FindingsFile;
  try {
    findings = FindingsFileSchema.parse(JSON.parse(await readFile(join(world.outputDir, 'findings.json'), 'utf8')));
  } catch (error) {
    if (inputs.findings !== 'false')
      throw new Error(`no findings.json: ${String(error)}\n${run.stdout}${run.stderr}`, { cause: error });
    findings = first.findings;
  }
  return {
    run,
    findings,
    mintlifyRequests: world.mintlify.count('*') - mintlifyBefore,
    githubPaths: github.requests.slice(githubBefore).map((r) => r.path),
  };
}

function subjects(file: FindingsFile, kind: Finding['kind']): Array<string | null> {
  return file.findings.filter((f) => f.kind === kind).map((f) => f.subject);
}

function find(file: FindingsFile, id: string): Finding {
  const found = file.findings.find((f) => f.id === id);
  if (found === undefined) throw new Error(`no finding ${id} in ${file.findings.map((f) => f.id).join(', ')}`);
  return found;
}

let first: Snapshot;
let second: Snapshot;

beforeAll(async () => {
  world = await startAnalyticsWorld('findings-e2e-');
  github = await startFakeGitHub();
  world.mintlify.setAnalytics(docsSiteAnalytics(WEEK1));
  // Run 1 (week 1) uploads its snapshot; GitHub then lists it as an artifact of run 1001.
  first = await snapshot(1, { 'upload-artifact': 'true' }, { env: { GITHUB_RUN_ID: FIRST_RUN_ID } });
  const zip = world.artifacts.artifacts.find((a) => a.name === ARTIFACT && a.finalized)?.zip;
  if (zip === undefined) throw new Error(`run 1 uploaded no artifact:\n${first.run.stdout}`);
  github.seedArtifact({ name: ARTIFACT, zip, runId: Number(FIRST_RUN_ID), createdAt: '2026-11-16T06:30:00Z' });
  second = await snapshot(2);
}, 60_000);

afterAll(async () => {
  await world?.close();
  await github?.close();
});

describe('docs health: the first snapshot', () => {
  it('succeeds without a previous snapshot, with a notice saying why, and makes no traffic-drop finding', () => {
    expect(first.run.exitCode).toBe(0);
    expect(first.run.stdout).toContain(
      `::notice::Docs health: not compared with a previous snapshot: no earlier run of this repository uploaded an artifact named ${ARTIFACT} (first run, or the artifact was deleted)`,
    );
    expect(first.findings.compare).toEqual({
      status: 'unavailable',
      reason: expect.stringContaining('no earlier run'),
    });
    expect(subjects(first.findings, 'traffic-drop')).toEqual([]);
    expect(first.run.summary).toContain('<strong>Not compared:</strong>');
  });

  it('puts findings.json into the artifact and lists it in the manifest', async () => {
    const entries = await world.artifacts.readZip(ARTIFACT);
    const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}') as {
      files: Array<{ name: string; bytes: number }>;
    };
    expect(manifest.files).toContainEqual({
      name: 'findings.json',
      bytes: entries.get('findings.json')?.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.parse(entries.get('findings.json')?.toString('utf8') ?? '{}')).toEqual(first.findings);
  });
});

describe('docs health: the second snapshot, compared with the first', () => {
  it('names a finding of each kind from the data, and no stray search, stray thumbs-down or small page', () => {
    const file = second.findings;
    expect(second.run.exitCode).toBe(0);
    expect(subjects(file, 'content-gap').sort()).toEqual(['delete account', 'webhook signature']);
    expect(subjects(file, 'negative-feedback').sort()).toEqual(['/api-reference/authentication', '/guides/webhooks']);
    expect(subjects(file, 'unanswered-questions').sort()).toEqual(['Authentication', 'Webhooks']);
    // /sdks/python (620 → 180) and /guides/migrating-from-v1 fell, but one earlier snapshot is no
    // baseline: traffic drops are judged from three on (docs-health-weeks.e2e.test.ts files one).
    expect(subjects(file, 'traffic-drop')).toEqual([]);
    expect(file.trafficBaseline).toEqual({ snapshots: 1, needed: 3 });
    expect(second.run.outputs.findings).toBe(String(file.findings.length));
    const gap = file.findings.find((f) => f.subject === 'webhook signature');
    expect(gap).toMatchObject({ kind: 'content-gap', hits: 35, spellings: 2, previousHits: 20, seen: 'again' });
    expect(find(file, 'negative-feedback:/api-reference/authentication')).toMatchObject({
      thumbsDown: 14,
      pendingComments: 3,
      previousThumbsDown: 9,
      seen: 'again',
    });
  });

  it('keeps the ids of findings seen in both runs', () => {
    const again = second.findings.findings.filter((f) => f.seen === 'again').map((f) => f.id);
    expect(again.length).toBeGreaterThan(0);
    for (const id of again) expect(first.findings.findings.map((f) => f.id)).toContain(id);
    expect(
      find(
        first.findings,
        find(second.findings, second.findings.findings.find((f) => f.subject === 'webhook signature')?.id ?? '').id,
      ).subject,
    ).toBe('webhook signature');
  });

  it('reads the trends from the previous artifact served by GitHub, and opens the summary with them', () => {
    expect(second.findings.compare).toMatchObject({
      status: 'compared',
      previous: {
        run: { runId: 1001 },
        artifactName: ARTIFACT,
        range: { dateFrom: '2026-11-09', dateTo: '2026-11-16', days: 7 },
      },
    });
    expect(second.githubPaths).toEqual(
      expect.arrayContaining([
        '/repos/acme/docs/actions/artifacts',
        expect.stringMatching(/^\/repos\/acme\/docs\/actions\/artifacts\/\d+\/zip$/),
        expect.stringMatching(/^\/_blob\/artifacts\//),
      ]),
    );
    const summary = second.run.summary;
    expect(summary.indexOf('<h2>Docs health</h2>')).toBeLessThan(summary.indexOf('Mintlify analytics snapshot'));
    expect(summary).toMatch(
      /<tr><td><strong>Views \(total\)<\/strong><\/td><td>[\d,]+<\/td><td>[\d,]+<\/td><td>\u2212[\d.]+%<\/td><\/tr>/,
    );
    expect(summary).toContain(`<a href="${DOCS_URL}/guides/webhooks"><code>/guides/webhooks</code></a>`);
    expect(summary).toContain('Traffic drops are judged once 3 earlier snapshots make a baseline; this one had 1.');
  });

  it('makes no Mintlify request for findings or the comparison', async () => {
    const without = await snapshot(2, { findings: 'false', compare: 'none' });
    expect(without.run.outputs.findings).toBe('');
    expect(second.mintlifyRequests).toBe(without.mintlifyRequests);
    expect(second.mintlifyRequests).toBe(7);
  });

  it('makes no actions/ request with compare: none, and still finds everything but traffic drops', async () => {
    const none = await snapshot(2, { compare: 'none' });
    expect(none.githubPaths.filter((p) => p.includes('/actions/'))).toEqual([]);
    expect(none.findings.compare).toEqual({ status: 'off' });
    expect(none.run.stdout).not.toContain('not compared with a previous snapshot');
    const ids = (file: FindingsFile) =>
      file.findings
        .filter((f) => f.kind !== 'traffic-drop')
        .map((f) => f.id)
        .sort();
    expect(ids(none.findings)).toEqual(ids(second.findings));
  });

  it('says the token needs actions: read when listing artifacts is refused, and still succeeds', async () => {
    github.inject({
      route: 'artifacts',
      kind: 'status',
      status: 403,
      body: { message: 'Resource not accessible by integration', status: '403' },
    });
    const refused = await snapshot(2);
    expect(refused.run.exitCode).toBe(0);
    expect(refused.run.stdout).toMatch(
      /::notice::Docs health: not compared with a previous snapshot: .*HTTP 403.*actions: read/,
    );
    expect(subjects(refused.findings, 'traffic-drop')).toEqual([]);
  });
});

describe('docs health in a public repository (visitor-text: auto)', () => {
  it('holds no search query, feedback comment, assistant text or contact, and keeps the same ids', async () => {
    const pub = await snapshot(2, {}, { eventPayload: PUBLIC_REPOSITORY_EVENT });
    expect(pub.run.exitCode).toBe(0);
    const texts = [
      await readFile(join(world.outputDir, 'findings.json'), 'utf8'),
      pub.run.summary,
      JSON.stringify(pub.run.outputs),
    ];
    for (const text of texts) {
      for (const secret of [...VISITOR_TEXTS, FEEDBACK_CONTACT]) expect(text).not.toContain(secret);
    }
    expect(pub.findings.findings.filter((f) => f.kind === 'content-gap')).toEqual([
      expect.objectContaining({ subject: null, withheld: true, hits: 35 }),
      expect.objectContaining({ subject: null, withheld: true, hits: 12 }),
    ]);
    expect(pub.findings.findings.map((f) => f.id).sort()).toEqual(second.findings.findings.map((f) => f.id).sort());
    expect(pub.run.summary).toContain('<em>withheld</em>');
  });

  it('never writes the contact address, even in a private repository', async () => {
    expect(await readFile(join(world.outputDir, 'findings.json'), 'utf8')).not.toContain(FEEDBACK_CONTACT);
    expect(second.run.summary).not.toContain(FEEDBACK_CONTACT);
  });
});
