/**
 * Exports and summaries that must not be fooled (issue 17 §5), end to end on the built
 * `dist/index.js` against the fake Mintlify API and artifact service:
 * - a page that repeats an EARLIER page, not only the previous one, ends the dataset partial
 *   (each page's rows are hashed), in `page-views` and in `analytics` (offset and cursor paging);
 * - the job summary stays under GitHub's limit of 1 MiB counted in UTF-8 bytes, with text
 *   that takes 3 bytes a character;
 * - in a public repository the assistant's `pageUrl` keeps its path only in the files.
 * The follow-up summary is checked too: an API field of megabytes must not push it past 1 MiB.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedConversation, generatedRow, type AssistantConversation } from '../fakes/mintlify.ts';
import { PUBLIC_REPOSITORY_EVENT, startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import { JOB_ID, PR_NUMBER, startFollowUpWorld } from '../harness/follow-up-world.ts';
import { reviewCommentEvent } from '../harness/payloads.ts';
import { startPageViewsWorld, type PageViewsWorld } from '../harness/page-views-world.ts';
import type { ActionRun } from '../harness/run-action.ts';

/** GitHub's limit on one step's job summary, in bytes. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;

const worlds: Array<{ close: () => Promise<void> }> = [];

afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

async function pageViewsWorld(): Promise<PageViewsWorld> {
  const world = await startPageViewsWorld('pv-trust-');
  worlds.push(world);
  return world;
}

async function analyticsWorld(): Promise<AnalyticsWorld> {
  const world = await startAnalyticsWorld('an-trust-');
  worlds.push(world);
  return world;
}

/** The `::error::` line of a failed run, decoded. */
function failure(result: ActionRun): string {
  const line = result.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
  return line.slice('::error::'.length).replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
}

async function readJson<T>(dir: string, name: string): Promise<T> {
  return JSON.parse(await readFile(join(dir, name), 'utf8')) as T;
}

/** `n` characters of CJK text (3 UTF-8 bytes each, 1 UTF-16 code unit), varied by `seed`. */
function cjk(n: number, seed: number): string {
  return Array.from({ length: n }, (_, i) => String.fromCodePoint(0x4e00 + ((seed * 31 + i * 7) % 20_000))).join('');
}

describe('a page that repeats an earlier page, not the previous one', () => {
  it('page-views: offset 500 answering with the rows of offset 0 ends the export partial at offset 500, without a duplicated row', async () => {
    const world = await pageViewsWorld();
    world.mintlify.setViews({ generated: 1234 });
    world.mintlify.inject({ kind: 'repeatFirstPage', route: 'views', offset: 500 });
    const result = await world.run();
    expect(result.exitCode).toBe(1);
    expect(failure(result)).toMatch(
      /^Page-views export failed at offset 500 \(500 rows kept\): GET \/v1\/analytics\/\{projectId\}\/views returned at offset 500 the same 250 rows as at offset 0 \(HTTP 200, hasMore: true\); stopped to avoid an endless loop\. /,
    );
    expect((await readdir(world.outputDir)).sort()).toEqual([
      'manifest.json',
      'manifest.sig',
      'page-views.partial.csv',
      'page-views.partial.json',
    ]);
    const doc = await readJson<{ complete: boolean; views: Array<{ path: string }> }>(
      world.outputDir,
      'page-views.partial.json',
    );
    expect(doc.complete).toBe(false);
    expect(doc.views.map((v) => v.path)).toEqual(Array.from({ length: 500 }, (_, i) => generatedRow(i).path));
    expect(result.outputs).toMatchObject({ rows: '500' });
  });

  it('analytics: a cursor page that repeats the first one ends that dataset partial, each row written once', async () => {
    const world = await analyticsWorld();
    world.mintlify.setAnalytics({ searches: { generated: 450 } });
    world.mintlify.inject({ kind: 'repeatFirstPage', route: 'searches', skip: 2 });
    const result = await world.run({ datasets: 'searches' });
    expect(result.exitCode).toBe(1);
    expect(failure(result)).toMatch(
      /searches partial \(200 rows kept: GET \/v1\/analytics\/\{projectId\}\/searches returned on page 3 the same 100 rows as on page 1/,
    );
    const doc = await readJson<{ complete: boolean; searches: Array<{ searchQuery: string }> }>(
      world.outputDir,
      'searches.partial.json',
    );
    const queries = doc.searches.map((s) => s.searchQuery);
    expect(queries).toHaveLength(200);
    expect(new Set(queries).size).toBe(200);
  });
});

describe('the job summary stays under 1 MiB counted in UTF-8 bytes', () => {
  it('analytics, summary-rows 1000, every table full of CJK text', async () => {
    const world = await analyticsWorld();
    const path = (i: number): string => `/${cjk(150, i)}/${i}`;
    const conversations: AssistantConversation[] = Array.from({ length: 1000 }, (_, i) => ({
      ...generatedConversation(i),
      query: `${cjk(190, i)} ${i}`,
      resolutionStatus: 'unanswered',
      queryCategory: `${cjk(150, i + 7)} ${i}`,
    }));
    world.mintlify.setAnalytics({
      views: {
        rows: Array.from({ length: 1000 }, (_, i) => ({ path: path(i), date: '2026-01-02', human: 1000 - i, ai: 1 })),
      },
      visitors: {
        rows: Array.from({ length: 1000 }, (_, i) => ({ path: path(i), human: 1000 - i, ai: 1, total: 1001 - i })),
      },
      searches: {
        rows: Array.from({ length: 1000 }, (_, i) => ({
          searchQuery: `${cjk(190, i)} ${i}`,
          hits: 1000 - i,
          ctr: 0,
          topClickedPage: null,
          lastSearchedAt: '2026-01-02T00:00:00Z',
        })),
      },
      feedbackByPage: {
        rows: Array.from({ length: 100 }, (_, i) => ({
          path: path(i),
          thumbsUp: 0,
          thumbsDown: 100 - i,
          code: 0,
          total: 100 - i,
        })),
      },
      assistant: { rows: conversations },
    });
    const result = await world.run({
      'summary-rows': '1000',
      'visitor-text': 'include',
      datasets: 'views,visitors,searches,feedback-by-page,assistant',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(Buffer.byteLength(result.summary, 'utf8')).toBeLessThan(SUMMARY_LIMIT_BYTES);
    expect(result.summary).toMatch(/more rows left out to keep the job summary small; see the files/);
  });

  it('page-views, summary-rows 1000, paths in CJK', async () => {
    const world = await pageViewsWorld();
    world.mintlify.setViews({
      rows: Array.from({ length: 1000 }, (_, i) => ({
        path: `/${cjk(150, i)}/${i}`,
        date: '2026-01-02',
        human: 1000 - i,
        ai: 1,
      })),
    });
    const result = await world.run({ 'summary-rows': '1000' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(Buffer.byteLength(result.summary, 'utf8')).toBeLessThan(SUMMARY_LIMIT_BYTES);
    expect(result.summary).toMatch(/more rows left out to keep the job summary small; see the files/);
  });
});

describe("the assistant's pageUrl in a public repository", () => {
  it('keeps only the path in the files: no host, query string or fragment', async () => {
    const world = await analyticsWorld();
    const conversation = (i: number, pageUrl: string | null): AssistantConversation => ({
      ...generatedConversation(i),
      pageUrl,
    });
    world.mintlify.setAnalytics({
      assistant: {
        rows: [
          conversation(0, 'https://docs.acme.com/guides/sso?email=jane.doe%40example.com&token=abc123#step-2'),
          conversation(1, '/api-reference/auth?session=s3cr3t'),
          conversation(2, null),
        ],
      },
    });
    const result = await world.run({ datasets: 'assistant' }, { eventPayload: PUBLIC_REPOSITORY_EVENT });
    expect(result.exitCode, result.stdout).toBe(0);
    const doc = await readJson<{ conversations: Array<{ pageUrl: string | null }> }>(world.outputDir, 'assistant.json');
    expect(doc.conversations.map((c) => c.pageUrl)).toEqual(['/guides/sso', '/api-reference/auth', null]);
    const csv = parse(await readFile(join(world.outputDir, 'assistant.csv'), 'utf8')) as string[][];
    const column = csv[0]?.indexOf('pageUrl') ?? -1;
    expect(csv.slice(1).map((r) => r[column])).toEqual(['/guides/sso', '/api-reference/auth', '']);
    const zip = await world.artifacts.readZip('mintlify-analytics-proj_123');
    const everything = [...zip.values()].map((b) => b.toString('utf8')).join('\n') + result.summary;
    for (const secret of ['jane.doe', 'abc123', 's3cr3t', 'step-2', 'docs.acme.com/guides'])
      expect(everything).not.toContain(secret);
  });

  it('keeps the whole URL with visitor-text: include', async () => {
    const world = await analyticsWorld();
    const url = 'https://docs.acme.com/guides/sso?tab=okta';
    world.mintlify.setAnalytics({ assistant: { rows: [{ ...generatedConversation(0), pageUrl: url }] } });
    const result = await world.run(
      { datasets: 'assistant', 'visitor-text': 'include' },
      { eventPayload: PUBLIC_REPOSITORY_EVENT },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(
      (await readJson<{ conversations: Array<{ pageUrl: string }> }>(world.outputDir, 'assistant.json'))
        .conversations[0]?.pageUrl,
    ).toBe(url);
  });
});

describe('the follow-up job summary stays under 1 MiB counted in UTF-8 bytes', () => {
  it('when the API sends a prLink of megabytes', async () => {
    const prLink = `https://github.com/Codertocat/Hello-World/pull/42?${'漢'.repeat(300_000)}`;
    const world = await startFollowUpWorld({ job: { prLink } });
    worlds.push(world);
    const trigger = world.github.seedReviewComment({
      pullNumber: PR_NUMBER,
      body: '/mintlify also document the --dry-run flag',
      login: 'alice',
      path: 'docs/cli.mdx',
      line: 12,
    });
    const run = await world.run({
      eventName: 'pull_request_review_comment',
      eventPayload: reviewCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });
    expect(run.summary).toContain(JOB_ID);
    expect(Buffer.byteLength(run.summary, 'utf8')).toBeLessThan(64 * 1024);
    expect(run.summary).toContain('is longer than 2000 characters');
  });
});
