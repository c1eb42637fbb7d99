/**
 * `analytics` end to end: the built action, run as the runner runs it, against the fake
 * Mintlify API (every analytics endpoint, checked against the published spec) and the fake
 * artifact backend (`@actions/artifact` uploads for real).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  generatedConversation,
  generatedFeedback,
  generatedFeedbackByPageRow,
  generatedRow,
  generatedSearchRow,
  generatedSearchesTotal,
  generatedTotals,
  generatedVisitorRow,
  type AnalyticsRoute,
  type FakeMintlify,
} from '../fakes/mintlify.ts';
import { startFakeGitHub } from '../fakes/github.ts';
import { PUBLIC_REPOSITORY_EVENT, startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import { worldPerBlock, worldPerTest } from '../harness/world-hooks.ts';
import type { ActionRun } from '../harness/run-action.ts';
import { parse } from 'csv-parse/sync';

const ARTIFACT = 'mintlify-analytics-proj_123';
const HOSTILE = ['@team', '[x](http://evil)', '![i](http://x)', '=HYPERLINK()', '<script>alert(1)</script>'];

/** Rows of each generated dataset, and the largest limit of its endpoint. */
const SIZES = { views: 600, visitors: 260, searches: 250, feedback: 150, feedbackByPage: 40, assistant: 2100 };
const ROUTES: Array<[AnalyticsRoute, number, number]> = [
  ['views', SIZES.views, 250],
  ['visitors', SIZES.visitors, 250],
  ['searches', SIZES.searches, 100],
  ['feedback', SIZES.feedback, 100],
  ['feedback-by-page', SIZES.feedbackByPage, 100],
  ['assistant', SIZES.assistant, 1000],
  ['assistant-callers', 1, 1],
];
const CALLERS = { web: 70, api: 20, other: 10, total: 100 };

let world: AnalyticsWorld;
let mintlify: FakeMintlify;
let outputDir: string;

async function openWorld(): Promise<void> {
  world = await startAnalyticsWorld();
  ({ mintlify, outputDir } = world);
}

async function closeWorld(): Promise<void> {
  await world.close();
}

function serveGenerated(): void {
  mintlify.setAnalytics({
    views: { generated: SIZES.views },
    visitors: { generated: SIZES.visitors },
    searches: { generated: SIZES.searches },
    feedback: { generated: SIZES.feedback },
    feedbackByPage: { generated: SIZES.feedbackByPage },
    assistant: { generated: SIZES.assistant },
    callerStats: CALLERS,
  });
}

/** The `::error::` line of a failed run, decoded. */
function failure(result: ActionRun): string {
  const line = result.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
  return decodeURIComponent(line.slice('::error::'.length).replace(/%(?![0-9A-F]{2})/g, '%25'));
}

async function readJson<T = Record<string, unknown>>(name: string): Promise<T> {
  return JSON.parse(await readFile(join(outputDir, name), 'utf8')) as T;
}

async function readCsv(name: string): Promise<string[][]> {
  return parse(await readFile(join(outputDir, name), 'utf8')) as string[][];
}

/**
 * Resolves `request` once `fake` has received a request, or `deadlock` when it has received none
 * after `breakAfterMs` (a deadlock breaker, not a timing expectation).
 */
function firstRequest(fake: FakeMintlify, breakAfterMs: number): Promise<'request' | 'deadlock'> {
  const started = Date.now();
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      const by = fake.count('*') > 0 ? 'request' : Date.now() - started > breakAfterMs ? 'deadlock' : undefined;
      if (by === undefined) return;
      clearInterval(poll);
      resolve(by);
    }, 5);
  });
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const cell = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
/** What the CSV shows of a text cell: a leading formula character gets a `'`. */
const text = (v: string | null | undefined): string =>
  v === null || v === undefined ? '' : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;

describe('a snapshot of every dataset', () => {
  let result: ActionRun;

  worldPerBlock(openWorld, closeWorld);
  beforeAll(async () => {
    serveGenerated();
    result = await world.run({ 'retention-days': '7', 'summary-rows': '5' });
  });

  afterEach(() => {
    expect(mintlify.violations).toEqual([]);
  });

  it('succeeds with one request per page at the largest limit each endpoint allows', () => {
    expect(result.exitCode, result.stdout).toBe(0);
    for (const [route, rows, limit] of ROUTES) {
      expect([route, mintlify.count(route)]).toEqual([route, Math.max(1, Math.ceil(rows / limit))]);
    }
    for (const [route, , limit] of ROUTES.filter(([r]) => r !== 'assistant-callers')) {
      expect(new Set(mintlify.requests.filter((r) => r.route === route).map((r) => r.query.limit))).toEqual(
        new Set([String(limit)]),
      );
    }
    expect(mintlify.count('*')).toBe(15);
  });

  it('fetches the single-request datasets first, then the paged ones by rows per request', () => {
    const order = [...new Set(mintlify.requests.map((r) => r.route))];
    expect(order).toEqual([
      'assistant-callers',
      'feedback-by-page',
      'assistant',
      'views',
      'visitors',
      'searches',
      'feedback',
    ]);
  });

  it('writes every row the API served to the JSON files, nested sources whole', async () => {
    expect(await readJson<{ views: unknown[]; totals: unknown; complete: boolean }>('views.json')).toMatchObject({
      views: range(SIZES.views).map(generatedRow),
      totals: generatedTotals(SIZES.views),
      complete: true,
    });
    expect((await readJson<{ visitors: unknown[] }>('visitors.json')).visitors).toEqual(
      range(SIZES.visitors).map(generatedVisitorRow),
    );
    expect(await readJson('searches.json')).toMatchObject({
      searches: range(SIZES.searches).map(generatedSearchRow),
      totalSearches: generatedSearchesTotal(SIZES.searches),
      complete: true,
    });
    const withoutContact = range(SIZES.feedback).map((i) =>
      Object.fromEntries(Object.entries(generatedFeedback(i)).filter(([key]) => key !== 'contact')),
    );
    expect((await readJson<{ feedback: unknown[] }>('feedback.json')).feedback).toEqual(withoutContact);
    expect(await readJson('feedback-by-page.json')).toMatchObject({
      feedback: range(SIZES.feedbackByPage).map(generatedFeedbackByPageRow),
      hasMore: false,
      complete: true,
    });
    expect((await readJson<{ conversations: unknown[] }>('assistant.json')).conversations).toEqual(
      range(SIZES.assistant).map((i) => generatedConversation(i)),
    );
    expect(await readJson('assistant-callers.json')).toMatchObject({
      dataset: 'assistant-callers',
      callers: [CALLERS],
      complete: true,
      visitorText: 'included',
    });
  });

  it('writes the CSV files with one column per field, sources flattened to a count and URLs', async () => {
    expect(await readCsv('views.csv')).toEqual([
      ['path', 'human', 'ai', 'total'],
      ...range(SIZES.views)
        .map(generatedRow)
        .map((r) => [r.path, cell(r.human), cell(r.ai), cell(r.total)]),
    ]);
    expect(await readCsv('searches.csv')).toEqual([
      ['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt'],
      ...range(SIZES.searches)
        .map(generatedSearchRow)
        .map((r) => [text(r.searchQuery), cell(r.hits), cell(r.ctr), cell(r.topClickedPage), r.lastSearchedAt]),
    ]);
    const feedback = await readCsv('feedback.csv');
    expect(feedback[0]).toEqual([
      'id',
      'createdAt',
      'path',
      'source',
      'status',
      'helpful',
      'comment',
      'code',
      'filename',
      'lang',
    ]);
    expect(feedback.slice(1)).toEqual(
      range(SIZES.feedback).map((i) => {
        const f: Record<string, unknown> = { ...generatedFeedback(i) };
        return [
          f.id,
          f.createdAt,
          f.path,
          f.source,
          f.status,
          f.helpful,
          text(f.comment as string | null),
          f.code,
          f.filename,
          f.lang,
        ].map(cell);
      }),
    );
    expect(await readCsv('assistant.csv')).toEqual([
      [
        'id',
        'timestamp',
        'responseType',
        'resolutionStatus',
        'queryCategory',
        'pageUrl',
        'sourceCount',
        'sources',
        'query',
        'response',
      ],
      ...range(SIZES.assistant).map((i) => {
        const c = generatedConversation(i);
        return [
          c.id,
          c.timestamp,
          c.responseType ?? 'answer',
          c.resolutionStatus,
          cell(c.queryCategory),
          cell(c.pageUrl),
          cell(c.sources.length),
          c.sources.map((s) => s.url).join(' '),
          text(c.query),
          text(c.response),
        ];
      }),
    ]);
    expect(await readCsv('assistant-callers.csv')).toEqual([
      ['web', 'api', 'other', 'total'],
      ['70', '20', '10', '100'],
    ]);
  });

  it('writes manifest.json: complete, the range, and per dataset its rows, requests and files with their SHA-256', async () => {
    const manifest = await readJson<{
      complete: boolean;
      requests: number;
      datasets: Record<
        string,
        {
          complete: boolean;
          rows: number;
          requests: number;
          files: Array<{ name: string; bytes: number; sha256: string }>;
        }
      >;
    }>('manifest.json');
    expect(manifest).toMatchObject({
      generator: 'mintlify-action',
      complete: true,
      projectId: 'proj_123',
      dateFrom: null,
      dateTo: null,
      requests: 15,
      maxRequests: 100,
      visitorText: 'included',
      contact: 'excluded',
    });
    expect(Object.keys(manifest.datasets)).toEqual([
      'assistant-callers',
      'feedback-by-page',
      'assistant',
      'views',
      'visitors',
      'searches',
      'feedback',
    ]);
    expect(manifest.datasets.views).toMatchObject({
      complete: true,
      status: 'complete',
      rows: SIZES.views,
      requests: 3,
      limit: 250,
    });
    for (const entry of Object.values(manifest.datasets)) {
      for (const file of entry.files) {
        const bytes = await readFile(join(outputDir, file.name));
        expect(file).toEqual({
          name: file.name,
          bytes: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        });
      }
    }
    expect((await readdir(outputDir)).filter((f) => f.includes('partial') || f.endsWith('.tmp'))).toEqual([]);
  });

  it('sets the outputs: rows per dataset, requests, complete, the views totals and the artifact', () => {
    const totals = generatedTotals(SIZES.views);
    expect(JSON.parse(result.outputs.datasets ?? '')).toEqual({
      'assistant-callers': 1,
      'feedback-by-page': SIZES.feedbackByPage,
      assistant: SIZES.assistant,
      views: SIZES.views,
      visitors: SIZES.visitors,
      searches: SIZES.searches,
      feedback: SIZES.feedback,
    });
    expect(result.outputs).toMatchObject({
      requests: '15',
      complete: 'true',
      total: String(totals.total),
      human: String(totals.human),
      ai: String(totals.ai),
      'artifact-id': '1',
      'artifact-url': 'https://github.com/acme/docs/actions/runs/1234567890/artifacts/1',
    });
  });

  it('uploads every file and the manifest as one artifact', async () => {
    const zip = await world.artifacts.readZip(ARTIFACT);
    expect([...zip.keys()].sort()).toEqual((await readdir(outputDir)).sort());
    // Seven datasets × JSON and CSV, findings.json, history.json, manifest.json and its MAC, manifest.sig.
    expect(zip.size).toBe(18);
  });

  it('writes a summary with a section per dataset and the requests against the budget', () => {
    for (const title of [
      'Requests',
      'Page views',
      'Unique visitors',
      'Searches',
      'Feedback',
      'Pages with the most thumbs-down',
      'Assistant conversations',
      'Assistant callers',
    ]) {
      expect(result.summary).toContain(`<h3>${title}</h3>`);
    }
    for (const table of [
      'Top pages by total views',
      'Top pages by unique visitors',
      'Top searches',
      'Searches with no click (content gaps)',
      'By source',
      'By status',
      'By resolution status',
      'By category',
      'Most frequent unanswered queries',
    ]) {
      expect(result.summary).toContain(table);
    }
    expect(result.summary).toContain('<strong>15 of 100</strong>');
    expect(result.stdout).toMatch(/views: complete, 600 rows in 3 requests \(\d+ of 100 max-requests spent\)/);
  });
});

describe('a budget smaller than the snapshot needs', () => {
  let result: ActionRun;

  worldPerBlock(openWorld, closeWorld);
  beforeAll(async () => {
    serveGenerated();
    result = await world.run({ 'max-requests': '7' });
  });

  it('spends exactly the budget, then stops and fails the step', () => {
    expect(mintlify.count('*')).toBe(7);
    expect(result.exitCode).toBe(1);
    expect(failure(result)).toMatch(
      /^Analytics snapshot incomplete after 7 of 7 requests: views partial \(500 rows kept: stopped after 7 requests \(max-requests, retries included\) with GET \/v1\/analytics\/\{projectId\}\/views rows left from offset 500/,
    );
    expect(failure(result)).toMatch(/visitors, searches, feedback not fetched/);
  });

  it('leaves nothing complete-looking: partial files only for the dataset cut short, none for those not fetched', async () => {
    const files = (await readdir(outputDir)).sort();
    expect(files).toEqual([
      'assistant-callers.csv',
      'assistant-callers.json',
      'assistant.csv',
      'assistant.json',
      'feedback-by-page.csv',
      'feedback-by-page.json',
      'findings.json',
      'history.json',
      'manifest.json',
      'manifest.sig',
      'views.partial.csv',
      'views.partial.json',
    ]);
    expect(await readJson('views.partial.json')).toMatchObject({
      complete: false,
      error: expect.stringMatching(/^stopped after 7 requests \(max-requests, retries included\)/),
      stoppedAtOffset: 500,
    });
    expect((await readJson<{ views: unknown[] }>('views.partial.json')).views).toHaveLength(500);
  });

  it('flags the snapshot as partial in the manifest, the outputs, the artifact name and the summary', async () => {
    const manifest = await readJson<{
      complete: boolean;
      datasets: Record<string, { complete: boolean; status: string }>;
    }>('manifest.json');
    expect(manifest.complete).toBe(false);
    expect(Object.fromEntries(Object.entries(manifest.datasets).map(([d, e]) => [d, e.status]))).toEqual({
      'assistant-callers': 'complete',
      'feedback-by-page': 'complete',
      assistant: 'complete',
      views: 'partial',
      visitors: 'skipped',
      searches: 'skipped',
      feedback: 'skipped',
    });
    expect(result.outputs).toMatchObject({ complete: 'false', requests: '7' });
    expect(JSON.parse(result.outputs.datasets ?? '')).toMatchObject({ views: 500, visitors: 0 });
    expect(world.artifacts.artifacts.map((a) => a.name)).toEqual([`${ARTIFACT}-partial`]);
    expect(result.summary).toMatch(/^<p><strong>⚠️ Partial snapshot/);
    expect(result.summary).toContain('<strong>7 of 7</strong>');
    expect(result.summary).toContain('⏭️ <strong>not fetched</strong>');
  });
});

describe('the rate limit', () => {
  worldPerTest(openWorld, closeWorld);

  it('stops the snapshot when a 429 asks to wait longer than the run waits, keeping what arrived', async () => {
    serveGenerated();
    mintlify.inject({ route: 'views', kind: 'status', status: 429, retryAfter: '7200', skip: 1 });
    const result = await world.run({ datasets: 'views,visitors' });
    expect(result.exitCode).toBe(1);
    expect(mintlify.count('visitors')).toBe(0);
    expect(failure(result)).toMatch(
      /views partial \(250 rows kept: GET \/v1\/analytics\/\{projectId\}\/views failed with HTTP 429 at offset 250/,
    );
    expect(await readJson('manifest.json')).toMatchObject({ complete: false });
  });

  it('counts retries as requests', async () => {
    mintlify.setAnalytics({ callerStats: CALLERS });
    mintlify.inject({ route: 'assistant-callers', kind: 'status', status: 429, retryAfter: '0' });
    const result = await world.run({ datasets: 'assistant-callers' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.requests).toBe('2');
    expect(await readJson('manifest.json')).toMatchObject({
      requests: 2,
      datasets: { 'assistant-callers': { requests: 2, complete: true } },
    });
  });
});

describe('privacy', () => {
  worldPerTest(openWorld, closeWorld);

  /** Every text the run left: files, artifact entries, summary and log. */
  async function everything(result: ActionRun, artifact: string): Promise<string> {
    const zip = await world.artifacts.readZip(artifact);
    const files = await Promise.all((await readdir(outputDir)).map((f) => readFile(join(outputDir, f), 'utf8')));
    return [...files, ...[...zip.values()].map((b) => b.toString('utf8')), result.summary, result.stdout].join('\n');
  }

  it('in a public repository keeps search queries, feedback comments and conversations out of the artifact and the summary, with a notice', async () => {
    serveGenerated();
    const result = await world.run({}, { eventPayload: PUBLIC_REPOSITORY_EVENT });
    expect(result.exitCode, result.stdout).toBe(0);
    const all = await everything(result, ARTIFACT);
    expect(all).not.toContain('search term');
    expect(all).not.toContain('Comment 1');
    expect(all).not.toContain('How do I configure feature');
    expect(all).not.toContain('is configured in docs.json');
    expect(result.stdout).toMatch(
      /::notice::Search queries, feedback comments and assistant conversations are left out .* because this repository is public/,
    );
    expect(result.summary).toContain('set visitor-text: include');
    expect(await readJson('manifest.json')).toMatchObject({ visitorText: 'excluded' });
    expect((await readCsv('assistant.csv'))[0]).toEqual([
      'id',
      'timestamp',
      'responseType',
      'resolutionStatus',
      'queryCategory',
      'pageUrl',
      'sourceCount',
      'sources',
    ]);
    expect(result.summary).toContain('By category');
    expect(result.summary).toContain('/docs/page-');
  });

  it('treats a repository whose visibility the payload does not state as public', async () => {
    mintlify.setAnalytics({ searches: { generated: 3 } });
    const result = await world.run({ datasets: 'searches' }, { eventPayload: {} });
    expect(result.exitCode).toBe(0);
    expect(await readFile(join(outputDir, 'searches.json'), 'utf8')).not.toContain('search term');
  });

  it('asks GitHub for the visibility a schedule payload does not state while the first dataset is requested, and applies the answer to every file', async () => {
    const github = await startFakeGitHub({ repo: 'acme/docs', visibility: 'private' });
    try {
      // GitHub says the repository is private only once the fake Mintlify API has received a
      // request: an action that waited for the answer before its first request would wait forever
      // (the deadlock breaker then answers, and the run fails the expectation below).
      const firstMintlifyRequest = firstRequest(mintlify, 10_000);
      github.inject({ route: 'repository', kind: 'hold', until: firstMintlifyRequest });
      mintlify.setAnalytics({ searches: { generated: 3 } });
      const result = await world.run(
        // Without resume: with it, the lookup overlaps the previous artifact's instead (resume.e2e).
        { datasets: 'searches', 'github-token': 'ghs_test_token', findings: 'false', resume: 'false' },
        { eventPayload: { schedule: '17 6 * * 1' }, env: { GITHUB_API_URL: github.url } },
      );
      expect(result.exitCode).toBe(0);
      expect(await firstMintlifyRequest).toBe('request');
      expect(mintlify.requests[0]?.route).toBe('searches');
      expect(github.requests.map((r) => [r.method, r.path, r.status])).toEqual([['GET', '/repos/acme/docs', 200]]);
      expect(await readFile(join(outputDir, 'searches.json'), 'utf8')).toContain('search term 1');
      expect((await readCsv('searches.csv'))[0]?.[0]).toBe('searchQuery');
      expect(await readJson('manifest.json')).toMatchObject({ visitorText: 'included' });
      expect(result.stdout).not.toContain('because this repository is public');
    } finally {
      await github.close();
    }
  });

  it('stops on SIGINT while GitHub is still answering the visibility lookup, with no unhandled rejection, keeping only what the answer allows', async () => {
    const github = await startFakeGitHub({ repo: 'acme/docs', visibility: 'private' });
    try {
      // SIGINT once the lookup has reached GitHub; GitHub answers only once the action has
      // taken the signal (its "Received SIGINT" warning), so the cancellation falls inside the lookup.
      let cancelled = (): void => undefined;
      github.inject({
        route: 'repository',
        kind: 'hold',
        until: new Promise<void>((resolve) => (cancelled = resolve)),
      });
      mintlify.setAnalytics({ searches: { generated: 3 }, views: { generated: 3 } });
      const result = await world.run(
        { datasets: 'views,searches', 'github-token': 'ghs_test_token', findings: 'false', 'upload-artifact': 'false' },
        {
          eventPayload: { schedule: '17 6 * * 1' },
          env: { GITHUB_API_URL: github.url },
          onSpawn: (child) => {
            const poll = setInterval(() => {
              if (github.requests.length === 0) return;
              clearInterval(poll);
              child.kill('SIGINT');
            }, 5);
            child.stdout?.on('data', (chunk: Buffer | string) => {
              if (chunk.toString().includes('Received SIGINT')) cancelled();
            });
            child.once('exit', () => {
              clearInterval(poll);
              cancelled();
            });
          },
        },
      );
      expect(result.exitCode).toBe(1);
      expect(result.stderr).not.toMatch(/unhandled/i);
      expect(failure(result)).toMatch(
        /views partial \(0 rows kept: cancelled at offset 0 \(Cancelled by SIGINT\)\); searches not fetched \(the run was cancelled\)/,
      );
      expect(github.requests.map((r) => [r.method, r.path, r.status])).toEqual([['GET', '/repos/acme/docs', 200]]);
      expect(mintlify.requests.map((r) => r.route)).toEqual(['views']);
      expect((await readdir(outputDir)).sort()).toEqual([
        'manifest.json',
        'manifest.sig',
        'views.partial.csv',
        'views.partial.json',
      ]);
      expect(await readJson('views.partial.json')).toMatchObject({ visitorText: 'included', complete: false });
      expect(await readJson('manifest.json')).toMatchObject({ complete: false, visitorText: 'included' });
      expect(result.summary).not.toBe('');
    } finally {
      await github.close();
    }
  });

  it('keeps visitor text in a public repository with visitor-text: include', async () => {
    mintlify.setAnalytics({ searches: { generated: 3 } });
    await world.run({ datasets: 'searches', 'visitor-text': 'include' }, { eventPayload: PUBLIC_REPOSITORY_EVENT });
    expect(await readFile(join(outputDir, 'searches.json'), 'utf8')).toContain('search term 1');
  });

  it('keeps feedback e-mail addresses out of everything unless include-contact is true', async () => {
    mintlify.setAnalytics({ feedback: { generated: 40 } });
    const off = await world.run({ datasets: 'feedback' });
    expect(off.exitCode).toBe(0);
    expect(await everything(off, ARTIFACT)).not.toMatch(/@example\.com/);

    const on = await world.run({ datasets: 'feedback', 'include-contact': 'true', 'artifact-name': 'with-contacts' });
    expect(on.exitCode).toBe(0);
    expect(await readFile(join(outputDir, 'feedback.csv'), 'utf8')).toContain('reader1@example.com');
    expect(on.summary).not.toContain('@example.com');
  });
});

describe('hostile visitor strings', () => {
  worldPerTest(openWorld, closeWorld);

  it('are neutralized in the summary and in the CSV files', async () => {
    mintlify.setAnalytics({
      views: { rows: HOSTILE.map((path, i) => ({ path, date: '2026-01-01', human: 10 - i, ai: 0 })) },
      searches: {
        rows: HOSTILE.map((searchQuery, i) => ({
          searchQuery,
          hits: 10 - i,
          ctr: 0,
          topClickedPage: searchQuery,
          lastSearchedAt: '2026-01-01T00:00:00Z',
        })),
      },
      feedbackByPage: { rows: HOSTILE.map((path) => ({ path, thumbsUp: 0, thumbsDown: 3, code: 0, total: 3 })) },
      assistant: {
        rows: HOSTILE.map((query, i) => ({
          ...generatedConversation(i),
          query,
          response: query,
          resolutionStatus: 'unanswered' as const,
          queryCategory: query,
        })),
      },
    });
    const result = await world.run({
      datasets: 'views,searches,feedback-by-page,assistant',
      'visitor-text': 'include',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(mintlify.violations).toEqual([]);
    const summary = result.summary;
    expect(summary).toContain('@\u200Bteam');
    expect(summary).not.toContain('@team');
    expect(summary).not.toMatch(/\]\(|!\[|<script>|http:\/\//);
    expect(summary.match(/HYPERLINK/g)?.length).toBeGreaterThanOrEqual(4);

    const searches = await readCsv('searches.csv');
    expect(searches.map((r) => r[0])).toContain(`'=HYPERLINK()`);
    expect(searches.map((r) => r[0])).toContain(`'@team`);
    expect((await readCsv('views.csv')).map((r) => r[0])).toContain(`'=HYPERLINK()`);
    const assistant = await readCsv('assistant.csv');
    expect(assistant.slice(1).map((r) => r[8])).toEqual(HOSTILE.map(text));
    expect(
      (await readJson<{ searches: Array<{ searchQuery: string }> }>('searches.json')).searches.map(
        (s) => s.searchQuery,
      ),
    ).toEqual(HOSTILE);
  });
});

describe('inputs', () => {
  worldPerTest(openWorld, closeWorld);

  it('fails on an unknown dataset name before any request', async () => {
    const result = await world.run({ datasets: 'views,pageviews' });
    expect(result.exitCode).toBe(1);
    expect(failure(result)).toBe(
      'datasets: unknown dataset "pageviews"; allowed: views, visitors, searches, feedback, feedback-by-page, assistant, assistant-callers (comma-separated; empty for all)',
    );
    expect(mintlify.count('*')).toBe(0);
    expect(await readdir(outputDir)).toEqual([]);
  });

  it('exports only the datasets asked for', async () => {
    serveGenerated();
    const result = await world.run({ datasets: 'assistant-callers, searches', format: 'csv' });
    expect(result.exitCode).toBe(0);
    expect([...new Set(mintlify.requests.map((r) => r.route))]).toEqual(['assistant-callers', 'searches']);
    expect((await readdir(outputDir)).sort()).toEqual([
      'assistant-callers.csv',
      'findings.json',
      'history.json',
      'manifest.json',
      'manifest.sig',
      'searches.csv',
    ]);
    expect(result.outputs).toMatchObject({ total: '', human: '', ai: '' });
  });
});
