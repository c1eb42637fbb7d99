import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  generatedConversation,
  generatedFeedback,
  generatedFeedbackByPageRow,
  generatedRow,
  generatedSearchesTotal,
  generatedSearchRow,
  generatedTotals,
  generatedVisitorRow,
  generatedVisitorTotals,
  startFakeMintlify,
} from './mintlify.ts';
import type {
  AnalyticsRoute,
  AssistantResponse,
  FakeAgentJob,
  FakeMintlify,
  FeedbackByPageResponse,
  FeedbackResponse,
  SearchesResponse,
  ViewsResponse,
  VisitorsResponse,
} from './mintlify.ts';
import { createOpenApiValidator, MINTLIFY_SPEC_FILES, resolveSpecPath } from './openapi-validator.ts';

const VIEWS = 'GET /v1/analytics/{projectId}/views';
const MESSAGE = 'POST /v2/agent/{projectId}/job/{id}/message';
const CREATE = 'POST /v2/agent/{projectId}/job';

let fake: FakeMintlify;

beforeEach(async () => {
  fake = await startFakeMintlify();
});

afterEach(async () => {
  await fake.close();
  // Tests that provoke violations on purpose take them out of the list first.
  expect(fake.violations).toEqual([]);
});

interface CallOptions {
  method?: string;
  body?: string;
  /** Bearer token; `null` sends no Authorization header. Default: the fake's key. */
  apiKey?: string | null;
}

function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  const apiKey = options.apiKey === undefined ? fake.apiKey : options.apiKey;
  if (apiKey !== null) headers.Authorization = `Bearer ${apiKey}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${fake.url}${path}`, { method: options.method ?? 'GET', headers, body: options.body });
}

function jobPath(id: string, projectId = fake.projectId): string {
  return `/v2/agent/${encodeURIComponent(projectId)}/job/${encodeURIComponent(id)}`;
}

function getJob(id: string): Promise<Response> {
  return call(jobPath(id));
}

function sendMessage(id: string, prompt: unknown): Promise<Response> {
  return call(`${jobPath(id)}/message`, { method: 'POST', body: JSON.stringify({ prompt }) });
}

function viewsPath(query: Record<string, string | number> = {}, projectId = fake.projectId): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `/v1/analytics/${encodeURIComponent(projectId)}/views${suffix}`;
}

function createJob(prompt: unknown): Promise<Response> {
  return call(`/v2/agent/${encodeURIComponent(fake.projectId)}/job`, {
    method: 'POST',
    body: JSON.stringify({ prompt }),
  });
}

/** Path of an analytics endpoint (`visitors`, `feedback/by-page`, …) with a query. */
function analyticsPath(endpoint: string, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `/v1/analytics/${encodeURIComponent(fake.projectId)}/${endpoint}${suffix}`;
}

/** Every page of a cursor endpoint, following `nextCursor` until it is null. */
async function cursorPages<T extends { nextCursor: string | null }>(
  endpoint: string,
  query: Record<string, string | number> = {},
): Promise<T[]> {
  const pages: T[] = [];
  let cursor: string | null = null;
  do {
    const response = await call(analyticsPath(endpoint, cursor === null ? query : { ...query, cursor }));
    expect(response.status).toBe(200);
    const page = await jsonOf<T>(response);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 1000);
  return pages;
}

async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function pollStatuses(id: string, polls: number): Promise<FakeAgentJob[]> {
  const jobs: FakeAgentJob[] = [];
  for (let i = 0; i < polls; i += 1) {
    const response = await getJob(id);
    expect(response.status).toBe(200);
    jobs.push(await jsonOf<FakeAgentJob>(response));
  }
  return jobs;
}

describe('agent jobs', () => {
  it('returns the job as active with no prLink right after a follow-up message', async () => {
    fake.addJob({ id: 'job_1' });

    const response = await sendMessage('job_1', 'Fix the typo in the quickstart');

    expect(response.status).toBe(200);
    const job = await jsonOf<FakeAgentJob>(response);
    expect(job).toMatchObject({ id: 'job_1', status: 'active', prLink: null, archivedAt: null, model: 'sonnet' });
    expect(job.source).toEqual({ repository: 'https://github.com/acme/docs', ref: 'main' });
    expect(Number.isNaN(Date.parse(job.createdAt))).toBe(false);
  });

  it('completes with the PR link on the pollsUntilDone-th poll after a message', async () => {
    fake.addJob({ id: 'job_1', pollsUntilDone: 3, prLink: 'https://github.com/acme/docs/pull/7' });
    await sendMessage('job_1', 'Document the new flag');

    const jobs = await pollStatuses('job_1', 4);

    expect(jobs.map((job) => job.status)).toEqual(['active', 'active', 'completed', 'completed']);
    expect(jobs.map((job) => job.prLink)).toEqual([
      null,
      null,
      'https://github.com/acme/docs/pull/7',
      'https://github.com/acme/docs/pull/7',
    ]);
  });

  it('restarts the countdown with every new message', async () => {
    fake.addJob({ id: 'job_1', pollsUntilDone: 1 });
    await sendMessage('job_1', 'first');
    await pollStatuses('job_1', 1);

    await sendMessage('job_1', 'second');

    expect(fake.getJob('job_1')?.status).toBe('active');
    expect((await pollStatuses('job_1', 1))[0]?.status).toBe('completed');
  });

  it('records every follow-up message with its job id and prompt', async () => {
    fake.addJob({ id: 'job_1' });
    fake.addJob({ id: 'job_2' });

    await sendMessage('job_1', 'one');
    await sendMessage('job_2', 'two');

    expect(fake.messages.map(({ jobId, prompt }) => ({ jobId, prompt }))).toEqual([
      { jobId: 'job_1', prompt: 'one' },
      { jobId: 'job_2', prompt: 'two' },
    ]);
    expect(fake.messages.every((message) => typeof message.at === 'number')).toBe(true);
  });

  it('counts down a job that is already active without any message', async () => {
    fake.addJob({ id: 'job_1', status: 'active', pollsUntilDone: 2 });

    const jobs = await pollStatuses('job_1', 2);

    expect(jobs.map((job) => job.status)).toEqual(['active', 'completed']);
  });

  it('finishes as failed when scripted to fail', async () => {
    fake.addJob({ id: 'job_1', finalStatus: 'failed', prLink: null, pollsUntilDone: 1 });
    await sendMessage('job_1', 'Try something impossible');

    const [job] = await pollStatuses('job_1', 1);

    expect(job).toMatchObject({ status: 'failed', prLink: null, archivedAt: null });
  });

  it('sets archivedAt to a timestamp when the job ends archived', async () => {
    fake.addJob({ id: 'job_1', finalStatus: 'archived', pollsUntilDone: 1 });
    await sendMessage('job_1', 'Archive me');

    const [job] = await pollStatuses('job_1', 1);

    expect(job?.status).toBe('archived');
    expect(Number.isNaN(Date.parse(String(job?.archivedAt)))).toBe(false);
  });

  it('leaves archivedAt out entirely when omitArchivedAt is set', async () => {
    fake.addJob({ id: 'job_1', status: 'archived', omitArchivedAt: true });

    const [job] = await pollStatuses('job_1', 1);

    expect(job?.status).toBe('archived');
    expect(job).not.toHaveProperty('archivedAt');
  });

  it('decodes URL-encoded job ids', async () => {
    const id = 'job/7 ü?#';
    fake.addJob({ id, pollsUntilDone: 1 });

    const sent = await sendMessage(id, 'hello');
    const [job] = await pollStatuses(id, 1);

    expect(sent.status).toBe(200);
    expect(job?.id).toBe(id);
    expect(fake.messages[0]?.jobId).toBe(id);
    expect(fake.requests[0]?.path).toBe(`${jobPath(id)}/message`);
  });

  it('rejects an empty prompt with 400 and reports the request violation', async () => {
    fake.addJob({ id: 'job_1' });

    const response = await sendMessage('job_1', '');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(fake.messages).toEqual([]);
    expect(fake.violations.splice(0)).toEqual([
      `${MESSAGE} request: body /prompt must NOT have fewer than 1 characters`,
    ]);
  });

  it('rejects a body that is not JSON with 400', async () => {
    fake.addJob({ id: 'job_1' });

    const response = await call(`${jobPath('job_1')}/message`, { method: 'POST', body: 'prompt=hi' });

    expect(response.status).toBe(400);
    expect(fake.violations.splice(0)).toEqual([expect.stringContaining(`${MESSAGE} request: body is not valid JSON`)]);
  });

  it('answers 404 with an error for an unknown job', async () => {
    const polled = await getJob('job_missing');
    const messaged = await sendMessage('job_missing', 'hello');

    expect([polled.status, messaged.status]).toEqual([404, 404]);
    expect(await polled.json()).toEqual({ error: expect.any(String) });
    expect(fake.messages).toEqual([]);
  });

  it('answers 404 with an error for an unknown project', async () => {
    fake.addJob({ id: 'job_1' });

    const response = await call(jobPath('job_1', 'proj_other'));

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('authentication', () => {
  it('answers 401 Unauthorized without a bearer token', async () => {
    fake.addJob({ id: 'job_1' });

    const response = await call(jobPath('job_1'), { apiKey: null });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('answers 401 Unauthorized for a wrong key, and does not process the message', async () => {
    fake.addJob({ id: 'job_1' });

    const message = await call(`${jobPath('job_1')}/message`, {
      method: 'POST',
      body: '{"prompt":"x"}',
      apiKey: 'mint_wrong',
    });
    const views = await call(viewsPath(), { apiKey: 'mint_wrong' });

    expect([message.status, views.status]).toEqual([401, 401]);
    expect(fake.messages).toEqual([]);
  });

  it('accepts a custom key and project id', async () => {
    await fake.close();
    fake = await startFakeMintlify({ apiKey: 'mint_other', projectId: 'proj with space' });

    const response = await call(viewsPath());

    expect(response.status).toBe(200);
    expect(fake.requests[0]?.path).toBe('/v1/analytics/proj%20with%20space/views');
  });
});

describe('page views', () => {
  it('pages 1,234 generated rows in exactly five pages of at most 250', async () => {
    fake.setViews({ generated: 1234 });
    const pages: ViewsResponse[] = [];

    for (let offset = 0, hasMore = true; hasMore; offset += 250) {
      const response = await call(viewsPath({ limit: 250, offset }));
      expect(response.status).toBe(200);
      const page = await jsonOf<ViewsResponse>(response);
      pages.push(page);
      hasMore = page.hasMore;
    }

    expect(pages.map((page) => page.views.length)).toEqual([250, 250, 250, 250, 234]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, true, true, false]);
    expect(pages.flatMap((page) => page.views)).toEqual(Array.from({ length: 1234 }, (_, i) => generatedRow(i)));
    for (const page of pages) expect(page.totals).toEqual(generatedTotals(1234));
  });

  it('numbers generated paths from /docs/page-000001 with total = human + ai', () => {
    expect(generatedRow(0).path).toBe('/docs/page-000001');
    expect(generatedRow(11)).toEqual({ path: '/docs/page-000012', human: 77, ai: 33, total: 110 });
  });

  it('computes generated totals that equal the sum of the rows', () => {
    const rows = Array.from({ length: 1234 }, (_, i) => generatedRow(i));
    const sum = (key: 'human' | 'ai' | 'total'): number => rows.reduce((acc, row) => acc + row[key], 0);

    expect(generatedTotals(1234)).toEqual({ human: sum('human'), ai: sum('ai'), total: sum('total') });
  });

  it('uses the spec defaults limit 50 and offset 0', async () => {
    fake.setViews({ generated: 120 });

    const page = await jsonOf<ViewsResponse>(await call(viewsPath()));

    expect(page.views).toEqual(Array.from({ length: 50 }, (_, i) => generatedRow(i)));
    expect(page.hasMore).toBe(true);
  });

  it('serves the last page of a million generated rows', async () => {
    fake.setViews({ generated: 1_000_000 });

    const page = await jsonOf<ViewsResponse>(await call(viewsPath({ limit: 250, offset: 999_900 })));

    expect(page.views).toHaveLength(100);
    expect(page.views.at(-1)).toEqual(generatedRow(999_999));
    expect(page.hasMore).toBe(false);
    expect(page.totals).toEqual(generatedTotals(1_000_000));
  });

  it('aggregates event rows per path over [dateFrom, dateTo) in first-seen order', async () => {
    fake.setViews({
      rows: [
        { path: '/old', date: '2023-12-31', human: 100, ai: 100 },
        { path: '/intro', date: '2024-01-01', human: 10, ai: 1 },
        { path: '/setup', date: '2024-01-01', human: 5, ai: 0 },
        { path: '/intro', date: '2024-01-02', human: 3, ai: 2 },
        { path: '/api', date: '2024-01-03', human: 7, ai: 7 },
      ],
    });

    const response = await call(viewsPath({ dateFrom: '2024-01-01', dateTo: '2024-01-03' }));

    expect(await response.json()).toEqual({
      totals: { human: 18, ai: 3, total: 21 },
      views: [
        { path: '/intro', human: 13, ai: 3, total: 16 },
        { path: '/setup', human: 5, ai: 0, total: 5 },
      ],
      hasMore: false,
    });
  });

  it('keeps site-wide totals for the range on every page of event rows', async () => {
    fake.setViews({
      rows: [
        { path: '/a', date: '2024-01-01', human: 1, ai: 0 },
        { path: '/b', date: '2024-01-01', human: 2, ai: 0 },
        { path: '/c', date: '2024-01-01', human: 3, ai: 1 },
      ],
    });

    const second = await jsonOf<ViewsResponse>(await call(viewsPath({ limit: 2, offset: 2 })));

    expect(second).toEqual({
      totals: { human: 6, ai: 1, total: 7 },
      views: [{ path: '/c', human: 3, ai: 1, total: 4 }],
      hasMore: false,
    });
  });

  it('accepts ISO 8601 date-times as range bounds', async () => {
    fake.setViews({ rows: [{ path: '/a', date: '2024-01-02', human: 1, ai: 1 }] });

    const inside = await jsonOf<ViewsResponse>(
      await call(viewsPath({ dateFrom: '2024-01-01T12:00:00Z', dateTo: '2024-01-02T00:00:01Z' })),
    );
    const outside = await jsonOf<ViewsResponse>(
      await call(viewsPath({ dateFrom: '2024-01-01T12:00:00Z', dateTo: '2024-01-02T00:00:00Z' })),
    );

    expect(inside.views).toHaveLength(1);
    expect(outside.views).toHaveLength(0);
  });

  it.each([
    [{ limit: 251 }, 'query.limit must be <= 250'],
    [{ limit: 0 }, 'query.limit must be >= 1'],
    [{ limit: 1.5 }, 'query.limit must be integer'],
    [{ limit: 'ten' }, 'query.limit must be integer'],
    [{ offset: -1 }, 'query.offset must be >= 0'],
  ])('rejects %o with 400 details and reports the request violation', async (query, violation) => {
    const response = await call(viewsPath(query));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String), details: [{ message: expect.any(String) }] });
    expect(fake.violations.splice(0)).toEqual([`${VIEWS} request: ${violation}`]);
  });

  it.each<Record<string, string>>([
    { dateFrom: 'last tuesday' },
    { dateFrom: '2024-02-30' },
    { dateTo: '2024-13-01' },
    { dateFrom: '2024-01-02', dateTo: '2024-01-02' },
    { dateFrom: '2024-01-03', dateTo: '2024-01-02' },
  ])('rejects dates %o with 400 details (plain strings in the spec, so no violation)', async (query) => {
    const response = await call(viewsPath(query));

    expect(response.status).toBe(400);
    const body = await jsonOf<{ error: string; details: Array<{ message: string }> }>(response);
    expect(body.details[0]?.message).toMatch(/^date(From|To) must be/);
  });

  it('answers 404 for an unknown project, which the analytics spec does not list', async () => {
    const response = await call(viewsPath({}, 'proj_other'));

    expect(response.status).toBe(404);
    expect(fake.violations.splice(0)).toEqual([
      `${VIEWS} 404: status 404 is not listed for this operation (listed: 200, 400, 500)`,
    ]);
  });
});

describe('fault injection', () => {
  it('sends an injected status with an error body and Retry-After in seconds', async () => {
    fake.inject({ route: 'views', kind: 'status', status: 429, retryAfter: '30' });

    const response = await call(viewsPath());

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(fake.injectedViolations).toEqual([
      `${VIEWS} 429: status 429 is not listed for this operation (listed: 200, 400, 500)`,
    ]);
  });

  it('sends Retry-After as an HTTP date and a custom body', async () => {
    const date = 'Wed, 21 Oct 2026 07:28:00 GMT';
    fake.addJob({ id: 'job_1' });
    fake.inject({
      route: 'message',
      kind: 'status',
      status: 429,
      retryAfter: date,
      body: { error: 'Rate limit exceeded' },
    });

    const response = await sendMessage('job_1', 'hi');

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(date);
    expect(await response.json()).toEqual({ error: 'Rate limit exceeded' });
    expect(fake.injectedViolations).toEqual([]);
  });

  it('does not process a message that fails with an injected error by default', async () => {
    fake.addJob({ id: 'job_1' });
    fake.inject({ route: 'message', kind: 'status', status: 500 });

    const response = await sendMessage('job_1', 'hi');

    expect(response.status).toBe(500);
    expect(fake.messages).toEqual([]);
    expect(fake.getJob('job_1')?.status).toBe('completed');
  });

  it('processes the message before an injected error when processed is true', async () => {
    fake.addJob({ id: 'job_1' });
    fake.inject({ route: 'message', kind: 'status', status: 500, processed: true });

    const response = await sendMessage('job_1', 'hi');

    expect(response.status).toBe(500);
    expect(fake.messages.map((m) => m.prompt)).toEqual(['hi']);
    expect(fake.getJob('job_1')?.status).toBe('active');
  });

  it('resets the connection without a response and records status 0', async () => {
    fake.inject({ route: 'views', kind: 'reset' });

    await expect(call(viewsPath())).rejects.toThrow();

    expect(fake.requests.map((r) => r.status)).toEqual([0]);
    expect((await call(viewsPath())).status).toBe(200);
  });

  it('delays a response by the given milliseconds', async () => {
    fake.inject({ route: 'views', kind: 'delay', ms: 150 });
    const started = performance.now();

    const response = await call(viewsPath());

    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('closes promptly while a delayed response is pending', async () => {
    fake.inject({ kind: 'delay', ms: 60_000 });
    const outcome = call(viewsPath()).then(
      () => 'responded',
      () => 'failed',
    );
    await waitFor(() => fake.requests.length === 1);
    const started = performance.now();

    await fake.close();

    expect(performance.now() - started).toBeLessThan(1000);
    expect(await outcome).toBe('failed');
  });

  it('sends truncated JSON with a JSON content type when malformed', async () => {
    fake.addJob({ id: 'job_1' });
    fake.inject({ route: 'job', kind: 'malformed' });

    const response = await getJob('job_1');
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(fake.injectedViolations).toEqual([
      expect.stringContaining('GET /v2/agent/{projectId}/job/{id} 200: body is not valid JSON'),
    ]);
  });

  it('keeps violations of an injected schema fault apart from real violations', async () => {
    fake.inject({
      route: 'views',
      kind: 'schema',
      body: {
        totals: { human: 1, ai: 0, total: 1 },
        views: [{ path: '/a', human: '1', ai: 0, total: 1 }],
        hasMore: false,
      },
    });

    const response = await call(viewsPath());

    expect(response.status).toBe(200);
    expect(fake.injectedViolations).toEqual([`${VIEWS} 200: /views/0/human must be number`]);
  });

  it('sends an empty page that claims hasMore', async () => {
    fake.setViews({ generated: 10 });
    fake.inject({ kind: 'emptyHasMore' });

    const page = await jsonOf<ViewsResponse>(await call(viewsPath()));

    expect(page).toEqual({ totals: generatedTotals(10), views: [], hasMore: true });
  });

  it('shifts the totals of one response by delta', async () => {
    fake.setViews({ generated: 10 });
    fake.inject({ route: 'views', kind: 'totalsDrift', delta: 5 });
    const { human, ai, total } = generatedTotals(10);

    const drifted = await jsonOf<ViewsResponse>(await call(viewsPath()));
    const normal = await jsonOf<ViewsResponse>(await call(viewsPath()));

    expect(drifted.totals).toEqual({ human: human + 5, ai: ai + 5, total: total + 5 });
    expect(normal.totals).toEqual({ human, ai, total });
  });

  it('applies a fault only to requests for its offset', async () => {
    fake.setViews({ generated: 500 });
    fake.inject({ route: 'views', offset: 250, kind: 'status', status: 503 });

    const first = await call(viewsPath({ limit: 250, offset: 0 }));
    const second = await call(viewsPath({ limit: 250, offset: 250 }));

    expect([first.status, second.status]).toEqual([200, 503]);
  });

  it('applies a fault the given number of times, then answers normally', async () => {
    fake.inject({ route: 'views', kind: 'status', status: 502, times: 2 });

    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call(viewsPath())).status);

    expect(statuses).toEqual([502, 502, 200]);
    expect(fake.pendingFaults()).toBe(0);
  });

  it('takes the first queued fault that matches the route, in FIFO order', async () => {
    fake.addJob({ id: 'job_1' });
    fake.inject({ route: 'views', kind: 'status', status: 500 });
    fake.inject({ route: 'job', kind: 'status', status: 502 });
    fake.inject({ route: '*', kind: 'status', status: 503 });

    const job = await getJob('job_1');
    const views = await call(viewsPath());
    const again = await getJob('job_1');

    expect([job.status, views.status, again.status]).toEqual([502, 500, 503]);
    expect(fake.pendingFaults()).toBe(0);
  });
});

describe('create agent job', () => {
  it('answers 201 with a full active AgentJob and records the prompt', async () => {
    const response = await createJob('Document the PR #12 changes');

    expect(response.status).toBe(201);
    const job = await jsonOf<FakeAgentJob>(response);
    expect(job).toEqual({
      id: 'job_1',
      status: 'active',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      model: 'sonnet',
      prLink: null,
      createdAt: expect.any(String),
      archivedAt: null,
    });
    expect(Number.isNaN(Date.parse(job.createdAt))).toBe(false);
    expect(fake.createdJobs.map(({ jobId, prompt }) => ({ jobId, prompt }))).toEqual([
      { jobId: 'job_1', prompt: 'Document the PR #12 changes' },
    ]);
    expect(fake.count('create')).toBe(1);
  });

  it('finishes a created job on the pollsUntilDone-th poll with the configured defaults', async () => {
    const source = { repository: 'https://github.com/acme/handbook', ref: null };
    fake.setCreatedJobDefaults({
      pollsUntilDone: 3,
      prLink: 'https://github.com/acme/handbook/pull/5',
      model: 'opus',
      source,
    });
    const created = await jsonOf<FakeAgentJob>(await createJob('Write the changelog'));

    const jobs = await pollStatuses(created.id, 3);

    expect(jobs.map((job) => job.status)).toEqual(['active', 'active', 'completed']);
    expect(jobs[2]).toMatchObject({ prLink: 'https://github.com/acme/handbook/pull/5', model: 'opus', source });
  });

  it('gives the next created job the queued id and options, then numbers jobs skipping taken ids', async () => {
    fake.addJob({ id: 'job_1' });
    fake.queueCreatedJob({ id: 'job_scripted', finalStatus: 'failed', prLink: null, pollsUntilDone: 1 });

    const first = await jsonOf<FakeAgentJob>(await createJob('one'));
    const second = await jsonOf<FakeAgentJob>(await createJob('two'));
    const [polled] = await pollStatuses('job_scripted', 1);

    expect([first.id, second.id]).toEqual(['job_scripted', 'job_2']);
    expect(polled).toMatchObject({ status: 'failed', prLink: null });
  });

  it('rejects an empty prompt with 400 and creates nothing', async () => {
    const response = await createJob('');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(fake.createdJobs).toEqual([]);
    expect(fake.violations.splice(0)).toEqual([
      `${CREATE} request: body /prompt must NOT have fewer than 1 characters`,
    ]);
  });

  it('answers an injected 429 with Retry-After without creating a job', async () => {
    fake.inject({
      route: 'create',
      kind: 'status',
      status: 429,
      retryAfter: '60',
      body: { error: 'Rate limit exceeded' },
    });

    const response = await createJob('hi');

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(fake.createdJobs).toEqual([]);
    expect(fake.injectedViolations).toEqual([]);
  });

  it('creates the job before an injected error when processed is true', async () => {
    fake.inject({ route: 'create', kind: 'status', status: 500, processed: true });

    const response = await createJob('hi');

    expect(response.status).toBe(500);
    expect(fake.createdJobs.map((job) => job.jobId)).toEqual(['job_1']);
    expect(fake.getJob('job_1')?.status).toBe('active');
  });

  it('sends a malformed 201 without creating a job', async () => {
    fake.inject({ route: 'create', kind: 'malformed' });

    const response = await createJob('hi');

    expect(response.status).toBe(201);
    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(fake.createdJobs).toEqual([]);
    expect(fake.injectedViolations).toEqual([expect.stringContaining(`${CREATE} 201: body is not valid JSON`)]);
  });
});

describe('follow-up messages to finished jobs', () => {
  it.each(['archived', 'failed'] as const)(
    'refuses a message to a %s job with 400 when refuseMessagesWhenFinished is set',
    async (status) => {
      fake.addJob({ id: 'job_1', status, refuseMessagesWhenFinished: true });

      const response = await sendMessage('job_1', 'one more thing');

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: `Job job_1 is ${status} and cannot take follow-up messages` });
      expect(fake.messages).toEqual([]);
      expect(fake.getJob('job_1')?.status).toBe(status);
    },
  );

  it('accepts a message to an archived job by default and reactivates it', async () => {
    fake.addJob({ id: 'job_1', status: 'archived' });

    const response = await sendMessage('job_1', 'one more thing');

    expect(response.status).toBe(200);
    expect(fake.getJob('job_1')?.status).toBe('active');
  });
});

describe('visitors', () => {
  it('pages 1,234 generated rows in five pages of 250, each row once, with the totals on every page', async () => {
    fake.setAnalytics({ visitors: { generated: 1234 } });
    const pages: VisitorsResponse[] = [];

    for (let offset = 0, hasMore = true; hasMore; offset += 250) {
      const page = await jsonOf<VisitorsResponse>(await call(analyticsPath('visitors', { limit: 250, offset })));
      pages.push(page);
      hasMore = page.hasMore;
    }

    expect(pages.map((page) => page.visitors.length)).toEqual([250, 250, 250, 250, 234]);
    expect(pages.flatMap((page) => page.visitors)).toEqual(
      Array.from({ length: 1234 }, (_, i) => generatedVisitorRow(i)),
    );
    for (const page of pages) expect(page.totals).toEqual(generatedVisitorTotals(1234));
  });

  it('generates deduplicated totals between max(human, ai) and human + ai, summed in O(1)', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => generatedVisitorRow(i));
    const sum = (key: 'human' | 'ai' | 'total'): number => rows.reduce((acc, row) => acc + row[key], 0);

    for (const row of rows)
      expect(row.total >= Math.max(row.human, row.ai) && row.total <= row.human + row.ai).toBe(true);
    expect(rows.some((row) => row.total < row.human + row.ai)).toBe(true);
    expect(generatedVisitorTotals(5000)).toEqual({ human: sum('human'), ai: sum('ai'), total: sum('total') });
  });

  it('keeps dated rows in [dateFrom, dateTo) and sends the given totals', async () => {
    const totals = { human: 9, ai: 4, total: 11 };
    fake.setAnalytics({
      visitors: {
        totals,
        rows: [
          { path: '/a', human: 5, ai: 1, total: 6, date: '2024-01-01' },
          { path: '/b', human: 3, ai: 3, total: 5, date: '2024-01-02' },
          { path: '/c', human: 1, ai: 0, total: 1 },
        ],
      },
    });

    const page = await jsonOf<VisitorsResponse>(
      await call(analyticsPath('visitors', { dateFrom: '2024-01-01', dateTo: '2024-01-02' })),
    );

    expect(page).toEqual({
      totals,
      visitors: [
        { path: '/a', human: 5, ai: 1, total: 6 },
        { path: '/c', human: 1, ai: 0, total: 1 },
      ],
      hasMore: false,
    });
  });

  it('rejects limit 251 with 400 details and reports the request violation', async () => {
    const response = await call(analyticsPath('visitors', { limit: 251 }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.any(String),
      details: [{ message: 'limit must be an integer from 1 to 250 (got "251")' }],
    });
    expect(fake.violations.splice(0)).toEqual([
      'GET /v1/analytics/{projectId}/visitors request: query.limit must be <= 250',
    ]);
  });
});

describe('searches', () => {
  it('generates no query with a top clicked page that nobody clicked through (CTR 0)', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => generatedSearchRow(i));
    expect(rows.some((row) => row.ctr === 0)).toBe(true);
    expect(rows.filter((row) => row.ctr === 0 && row.topClickedPage !== null)).toEqual([]);
  });

  it('follows nextCursor through 250 generated terms with limit 100, each term once, hits descending', async () => {
    fake.setAnalytics({ searches: { generated: 250 } });

    const pages = await cursorPages<SearchesResponse>('searches', { limit: 100 });

    expect(pages.map((page) => page.searches.length)).toEqual([100, 100, 50]);
    expect(pages.flatMap((page) => page.searches)).toEqual(
      Array.from({ length: 250 }, (_, i) => generatedSearchRow(i)),
    );
    for (const page of pages) expect(page.totalSearches).toBe(generatedSearchesTotal(250));
    const hits = pages.flatMap((page) => page.searches.map((row) => row.hits));
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
  });

  it('keeps dated rows in [dateFrom, dateTo) and sums totalSearches over them', async () => {
    const row = { hits: 3, ctr: 0.5, topClickedPage: '/a', lastSearchedAt: '2024-01-01T10:00:00.000Z' };
    fake.setAnalytics({
      searches: {
        rows: [
          { ...row, searchQuery: 'in', date: '2024-01-01' },
          { ...row, searchQuery: 'out', hits: 9, date: '2024-01-05' },
        ],
      },
    });

    const page = await jsonOf<SearchesResponse>(await call(analyticsPath('searches', { dateTo: '2024-01-02' })));

    expect(page).toEqual({ searches: [{ ...row, searchQuery: 'in' }], totalSearches: 3, nextCursor: null });
  });

  it('rejects limit 101 with 400 and reports the request violation', async () => {
    const response = await call(analyticsPath('searches', { limit: 101 }));

    expect(response.status).toBe(400);
    expect(fake.violations.splice(0)).toEqual([
      'GET /v1/analytics/{projectId}/searches request: query.limit must be <= 100',
    ]);
  });

  it('rejects a cursor it did not issue for this endpoint with 400', async () => {
    fake.setAnalytics({ feedback: { generated: 200 } });
    const [feedbackPage] = await cursorPages<FeedbackResponse>('feedback', { limit: 100 });

    const foreign = await call(analyticsPath('searches', { cursor: String(feedbackPage?.nextCursor) }));
    const garbage = await call(analyticsPath('searches', { cursor: 'not-a-cursor' }));

    expect([foreign.status, garbage.status]).toEqual([400, 400]);
    expect(await garbage.json()).toEqual({
      error: expect.any(String),
      details: [{ message: expect.stringMatching(/^cursor /) }],
    });
  });
});

describe('feedback', () => {
  it('follows nextCursor through 250 generated items with limit 100, each item once, hasMore until the end', async () => {
    fake.setAnalytics({ feedback: { generated: 250 } });

    const pages = await cursorPages<FeedbackResponse>('feedback', { limit: 100 });

    expect(pages.map((page) => [page.feedback.length, page.hasMore])).toEqual([
      [100, true],
      [100, true],
      [50, false],
    ]);
    expect(pages.flatMap((page) => page.feedback)).toEqual(Array.from({ length: 250 }, (_, i) => generatedFeedback(i)));
  });

  it('generates the three item shapes, contact e-mail addresses and null fields', () => {
    const items = Array.from({ length: 48 }, (_, i) => generatedFeedback(i));

    expect(items[0]).toMatchObject({ source: 'contextual', helpful: true, contact: 'reader1@example.com' });
    expect(items[1]).toMatchObject({
      source: 'code_snippet',
      code: expect.any(String),
      filename: 'install.sh',
      lang: 'bash',
    });
    expect(Object.keys(items[2] ?? {}).sort()).toEqual(['comment', 'createdAt', 'id', 'path', 'source', 'status']);
    expect(items.some((item) => item.comment === null)).toBe(true);
    expect(items.some((item) => item.createdAt === null)).toBe(true);
    expect(items.some((item) => item.source === 'contextual' && item.contact === null)).toBe(true);
  });

  it('filters generated items by source and a comma-separated status list across pages', async () => {
    fake.setAnalytics({ feedback: { generated: 1000 } });
    const expected = Array.from({ length: 1000 }, (_, i) => generatedFeedback(i)).filter(
      (item) => item.source === 'contextual' && (item.status === 'pending' || item.status === 'resolved'),
    );

    const pages = await cursorPages<FeedbackResponse>('feedback', {
      limit: 50,
      source: 'contextual',
      status: 'pending,resolved',
    });

    expect(pages.flatMap((page) => page.feedback)).toEqual(expected);
  });

  it('keeps items whose createdAt is in [dateFrom, dateTo)', async () => {
    const item = (id: string, createdAt: string | null) => ({
      id,
      path: '/a',
      comment: null,
      createdAt,
      source: 'agent' as const,
      status: 'pending' as const,
    });
    fake.setAnalytics({
      feedback: {
        rows: [item('in', '2024-01-01T23:59:59Z'), item('out', '2024-01-02T00:00:00Z'), item('undated', null)],
      },
    });

    const page = await jsonOf<FeedbackResponse>(
      await call(analyticsPath('feedback', { dateFrom: '2024-01-01', dateTo: '2024-01-02' })),
    );

    expect(page.feedback.map((entry) => entry.id)).toEqual(['in']);
  });

  it.each([
    [{ limit: 101 }, ['GET /v1/analytics/{projectId}/feedback request: query.limit must be <= 100']],
    [
      { source: 'email' },
      [
        'GET /v1/analytics/{projectId}/feedback request: query.source must be equal to one of the allowed values ("code_snippet", "contextual", "agent", "thumbs_only")',
      ],
    ],
    [{ status: 'pending,closed' }, []],
  ])('rejects %o with 400', async (query, violations) => {
    const response = await call(analyticsPath('feedback', query));

    expect(response.status).toBe(400);
    expect(fake.violations.splice(0)).toEqual(violations);
  });
});

describe('feedback by page', () => {
  it('sends the first limit rows (default 10) and whether there are more, without paging', async () => {
    fake.setAnalytics({ feedbackByPage: { generated: 150 } });

    const byDefault = await jsonOf<FeedbackByPageResponse>(await call(analyticsPath('feedback/by-page')));
    const max = await jsonOf<FeedbackByPageResponse>(await call(analyticsPath('feedback/by-page', { limit: 100 })));

    expect(byDefault.feedback).toEqual(Array.from({ length: 10 }, (_, i) => generatedFeedbackByPageRow(i)));
    expect([byDefault.hasMore, max.feedback.length, max.hasMore]).toEqual([true, 100, true]);
  });

  it('sends every row with hasMore false when they fit in the limit, dated rows filtered', async () => {
    const counts = { thumbsUp: 1, thumbsDown: 0, code: 2, total: 3 };
    fake.setAnalytics({
      feedbackByPage: {
        rows: [
          { path: '/a', ...counts },
          { path: '/b', ...counts, date: '2023-06-01' },
        ],
      },
    });

    const page = await jsonOf<FeedbackByPageResponse>(
      await call(analyticsPath('feedback/by-page', { dateFrom: '2024-01-01', limit: 100 })),
    );

    expect(page).toEqual({ feedback: [{ path: '/a', ...counts }], hasMore: false });
  });

  it('rejects limit 101 with 400 and reports the request violation', async () => {
    const response = await call(analyticsPath('feedback/by-page', { limit: 101 }));

    expect(response.status).toBe(400);
    expect(fake.violations.splice(0)).toEqual([
      'GET /v1/analytics/{projectId}/feedback/by-page request: query.limit must be <= 100',
    ]);
  });
});

describe('assistant conversations', () => {
  it('follows ULID cursors through 2,500 generated conversations with limit 1000, each once', async () => {
    fake.setAnalytics({ assistant: { generated: 2500 } });

    const pages = await cursorPages<AssistantResponse>('assistant', { limit: 1000 });

    expect(pages.map((page) => [page.conversations.length, page.hasMore])).toEqual([
      [1000, true],
      [1000, true],
      [500, false],
    ]);
    expect(pages.slice(0, 2).map((page) => page.nextCursor)).toEqual([
      expect.stringMatching(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/),
      expect.stringMatching(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/),
    ]);
    expect(pages.flatMap((page) => page.conversations)).toEqual(
      Array.from({ length: 2500 }, (_, i) => generatedConversation(i)),
    );
  });

  it('generates responses of exactly responseChars characters and the requested number of sources', async () => {
    fake.setAnalytics({ assistant: { generated: 3, responseChars: 200_000, sourcesPerConversation: 5 } });

    const page = await jsonOf<AssistantResponse>(await call(analyticsPath('assistant', { limit: 3 })));

    expect(page.conversations.map((c) => [c.response.length, c.sources.length])).toEqual([
      [200_000, 5],
      [200_000, 5],
      [200_000, 5],
    ]);
    expect(page).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('keeps conversations whose timestamp is in [dateFrom, dateTo)', async () => {
    fake.setAnalytics({
      assistant: {
        rows: [generatedConversation(0), { ...generatedConversation(1), timestamp: '2025-03-01T00:00:00.000Z' }],
      },
    });

    const page = await jsonOf<AssistantResponse>(await call(analyticsPath('assistant', { dateFrom: '2025-01-01' })));

    expect(page.conversations.map((c) => c.timestamp)).toEqual(['2025-03-01T00:00:00.000Z']);
  });

  it('rejects limit 1001 and a cursor that is not a ULID with 400, reporting both violations', async () => {
    const tooMany = await call(analyticsPath('assistant', { limit: 1001 }));
    const notUlid = await call(analyticsPath('assistant', { cursor: 'page-2' }));

    expect([tooMany.status, notUlid.status]).toEqual([400, 400]);
    expect(fake.violations.splice(0)).toEqual([
      'GET /v1/analytics/{projectId}/assistant request: query.limit must be <= 1000',
      'GET /v1/analytics/{projectId}/assistant request: query.cursor must match format "ulid"',
    ]);
  });
});

describe('assistant caller stats', () => {
  it('sends zeros by default and the configured stats for any date range', async () => {
    const zeros = await jsonOf<unknown>(await call(analyticsPath('assistant/caller-stats')));
    fake.setAnalytics({ callerStats: { web: 5, api: 2, other: 1, total: 8 } });

    const stats = await jsonOf<unknown>(
      await call(analyticsPath('assistant/caller-stats', { dateFrom: '2024-01-01', dateTo: '2024-02-01' })),
    );

    expect(zeros).toEqual({ web: 0, api: 0, other: 0, total: 0 });
    expect(stats).toEqual({ web: 5, api: 2, other: 1, total: 8 });
  });
});

describe('analytics faults', () => {
  const endpoints: Array<[AnalyticsRoute, string]> = [
    ['visitors', 'visitors'],
    ['searches', 'searches'],
    ['feedback', 'feedback'],
    ['feedback-by-page', 'feedback/by-page'],
    ['assistant', 'assistant'],
    ['assistant-callers', 'assistant/caller-stats'],
  ];

  it.each(endpoints)('sends a 429 with Retry-After to %s only, and counts its requests', async (route, endpoint) => {
    fake.inject({ route, kind: 'status', status: 429, retryAfter: '120' });

    const views = await call(viewsPath());
    const limited = await call(analyticsPath(endpoint));
    const again = await call(analyticsPath(endpoint));

    expect([views.status, limited.status, again.status]).toEqual([200, 429, 200]);
    expect(limited.headers.get('retry-after')).toBe('120');
    expect([fake.count(route), fake.count('views')]).toEqual([2, 1]);
  });

  it.each(endpoints)('resets the connection of a %s request', async (route, endpoint) => {
    fake.inject({ route, kind: 'reset' });

    await expect(call(analyticsPath(endpoint))).rejects.toThrow();

    expect(fake.requests.map((r) => [r.route, r.status])).toEqual([[route, 0]]);
  });

  it('sends truncated JSON for a malformed assistant page', async () => {
    fake.setAnalytics({ assistant: { generated: 5 } });
    fake.inject({ route: 'assistant', kind: 'malformed' });

    const response = await call(analyticsPath('assistant'));

    const text = await response.text();
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(fake.injectedViolations).toEqual([
      expect.stringContaining('GET /v1/analytics/{projectId}/assistant 200: body is not valid JSON'),
    ]);
  });

  it('lets skip matching requests through before a 503 hits the third page', async () => {
    fake.setAnalytics({ searches: { generated: 300 } });
    fake.inject({ route: 'searches', kind: 'status', status: 503, skip: 2 });
    const statuses: number[] = [];

    let cursor: string | null = null;
    for (let i = 0; i < 4; i += 1) {
      const response = await call(analyticsPath('searches', cursor === null ? { limit: 100 } : { limit: 100, cursor }));
      statuses.push(response.status);
      if (response.status === 200) cursor = (await jsonOf<SearchesResponse>(response)).nextCursor;
    }

    expect(statuses).toEqual([200, 200, 503, 200]);
  });

  it('serves the first page again with a cursor to the second page on repeatFirstPage', async () => {
    fake.setAnalytics({ feedback: { generated: 30 } });
    fake.inject({ route: 'feedback', kind: 'repeatFirstPage', times: Infinity });

    const first = await jsonOf<FeedbackResponse>(await call(analyticsPath('feedback', { limit: 10 })));
    const second = await jsonOf<FeedbackResponse>(
      await call(analyticsPath('feedback', { limit: 10, cursor: String(first.nextCursor) })),
    );

    expect(second).toEqual(first);
    expect(second.hasMore).toBe(true);
  });

  it('serves the rows of offset 0 claiming more for a later visitors offset on repeatFirstPage', async () => {
    fake.setAnalytics({ visitors: { generated: 300 } });
    fake.inject({ route: 'visitors', kind: 'repeatFirstPage', offset: 250 });

    const page = await jsonOf<VisitorsResponse>(await call(analyticsPath('visitors', { limit: 250, offset: 250 })));

    expect(page.visitors[0]).toEqual(generatedVisitorRow(0));
    expect([page.visitors.length, page.hasMore]).toEqual([250, true]);
  });

  it('sends an empty visitors page that claims more, and drifted visitor totals', async () => {
    fake.setAnalytics({ visitors: { generated: 10 } });
    fake.inject({ route: 'visitors', kind: 'emptyHasMore' });
    fake.inject({ route: 'visitors', kind: 'totalsDrift', delta: 2 });
    const totals = generatedVisitorTotals(10);

    const empty = await jsonOf<VisitorsResponse>(await call(analyticsPath('visitors')));
    const drifted = await jsonOf<VisitorsResponse>(await call(analyticsPath('visitors')));

    expect(empty).toEqual({ totals, visitors: [], hasMore: true });
    expect(drifted.totals).toEqual({ human: totals.human + 2, ai: totals.ai + 2, total: totals.total + 2 });
  });

  it('does not apply offset-only faults to cursor routes', async () => {
    fake.inject({ kind: 'emptyHasMore', times: Infinity });

    const response = await call(analyticsPath('searches'));

    expect(response.status).toBe(200);
    expect(fake.pendingFaults()).toBe(1);
  });
});

describe('recording', () => {
  it('records method, path, decoded query, headers, body and status of every request', async () => {
    fake.addJob({ id: 'job_1' });

    await sendMessage('job_1', 'hi');
    await call(viewsPath({ dateFrom: '2024-01-01', limit: 10 }));

    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `${jobPath('job_1')}/message`,
        route: 'message',
        query: {},
        body: '{"prompt":"hi"}',
        status: 200,
      }),
      expect.objectContaining({
        method: 'GET',
        path: viewsPath(),
        route: 'views',
        query: { dateFrom: '2024-01-01', limit: '10' },
        body: '',
        status: 200,
      }),
    ]);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect([fake.count('message'), fake.count('job'), fake.count('views'), fake.count('*')]).toEqual([1, 0, 1, 2]);
  });

  it('answers 404 for a path it does not serve and reports it', async () => {
    const response = await call('/v3/nothing');

    expect(response.status).toBe(404);
    expect(fake.count('unknown')).toBe(1);
    expect(fake.violations.splice(0)).toEqual(['GET /v3/nothing: no operation in the specs matches this path']);
  });
});

describe('OpenAPI validator', () => {
  const validator = createOpenApiValidator();
  const json = 'application/json';
  const viewsRequest = { method: 'GET', path: '/v1/analytics/proj_123/views' };
  const jobRequest = { method: 'GET', path: '/v2/agent/proj_123/job/job_1' };
  const job = {
    id: 'job_1',
    status: 'active',
    source: { repository: 'https://github.com/acme/docs', ref: null },
    model: 'sonnet',
    prLink: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    archivedAt: null,
  };

  it('reports a response body that violates the schema', () => {
    const body = JSON.stringify({
      totals: { human: 1, ai: 0 },
      views: [{ path: '/a', human: '1', ai: 0, total: 1 }],
      hasMore: false,
    });

    expect(validator.validateResponse(viewsRequest, { status: 200, contentType: json, body })).toEqual([
      `${VIEWS} 200: /totals must have required property 'total'`,
      `${VIEWS} 200: /views/0/human must be number`,
    ]);
  });

  it('accepts null for the 3.0 nullable fields and nothing else', () => {
    const ok = validator.validateResponse(jobRequest, { status: 200, contentType: json, body: JSON.stringify(job) });
    const bad = validator.validateResponse(jobRequest, {
      status: 200,
      contentType: json,
      body: JSON.stringify({ ...job, status: 'done', prLink: 'not a url', source: { repository: 'r', ref: 3 } }),
    });

    expect(ok).toEqual([]);
    expect(bad).toEqual([
      'GET /v2/agent/{projectId}/job/{id} 200: /status must be equal to one of the allowed values ("active", "completed", "archived", "failed")',
      'GET /v2/agent/{projectId}/job/{id} 200: /source/ref must be string,null',
      'GET /v2/agent/{projectId}/job/{id} 200: /prLink must match format "uri"',
    ]);
  });

  it('rejects an unlisted status but allows 401 with an error message', () => {
    expect(
      validator.validateResponse(jobRequest, { status: 401, contentType: json, body: '{"error":"Unauthorized"}' }),
    ).toEqual([]);
    expect(validator.validateResponse(jobRequest, { status: 401, contentType: json, body: '{}' })).toEqual([
      "GET /v2/agent/{projectId}/job/{id} 401: must have required property 'error'",
    ]);
    expect(validator.validateResponse(jobRequest, { status: 500, contentType: json, body: '{"error":"x"}' })).toEqual([
      'GET /v2/agent/{projectId}/job/{id} 500: status 500 is not listed for this operation (listed: 200, 404)',
    ]);
  });

  it('reports a JSON response sent with another content type', () => {
    expect(
      validator.validateResponse(jobRequest, { status: 200, contentType: 'text/plain', body: JSON.stringify(job) }),
    ).toEqual(['GET /v2/agent/{projectId}/job/{id} 200: Content-Type must be application/json (got "text/plain")']);
  });

  it('reports query parameters out of range and parameters the operation does not have', () => {
    expect(validator.validateRequest({ ...viewsRequest, query: { limit: '300', page: '2' }, body: '' })).toEqual([
      `${VIEWS} request: query.limit must be <= 250`,
      `${VIEWS} request: query.page is not a parameter of this operation`,
    ]);
  });

  it('reports a message body sent without a JSON content type', () => {
    const request = {
      method: 'POST',
      path: '/v2/agent/proj_123/job/job_1/message',
      query: {},
      body: '{"prompt":"hi"}',
    };

    expect(validator.validateRequest({ ...request, contentType: 'text/plain;charset=UTF-8' })).toEqual([
      `${MESSAGE} request: Content-Type must be application/json (got "text/plain;charset=UTF-8")`,
    ]);
    expect(validator.validateRequest({ ...request, contentType: 'application/json' })).toEqual([]);
  });

  it('reports a method the path does not define', () => {
    expect(
      validator.validateRequest({ method: 'DELETE', path: '/v2/agent/proj_123/job/job_1', query: {}, body: '' }),
    ).toEqual(['DELETE /v2/agent/{projectId}/job/{id}: method not defined for this path (defined: GET)']);
  });

  it('loads the specs from MINTLIFY_SPEC_DIR when it is set', () => {
    const previous = process.env.MINTLIFY_SPEC_DIR;
    try {
      process.env.MINTLIFY_SPEC_DIR = '/nonexistent-spec-dir';
      expect(resolveSpecPath(MINTLIFY_SPEC_FILES[0] ?? '')).toBe('/nonexistent-spec-dir/mintlify-admin-openapi.json');
      expect(() => createOpenApiValidator()).toThrow(/ENOENT/);
    } finally {
      if (previous === undefined) delete process.env.MINTLIFY_SPEC_DIR;
      else process.env.MINTLIFY_SPEC_DIR = previous;
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
