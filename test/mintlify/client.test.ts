/**
 * MintlifyClient against the fake Mintlify API over real HTTP: creating a job, bounded retry
 * waits (deadline, logged before the wait) and error text with secrets redacted before it is cut.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MintlifyApiError } from '../../src/errors.ts';
import { getAnalyticsPage } from '../../src/mintlify/analytics.ts';
import { MintlifyClient, type MintlifyClientOptions } from '../../src/mintlify/client.ts';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';

const JOB_ID = 'job_1';

let fake: FakeMintlify;
let log: Array<{ line: string; at: number }>;

beforeEach(async () => {
  fake = await startFakeMintlify();
  fake.addJob({ id: JOB_ID, status: 'completed' });
  log = [];
});

afterEach(async () => {
  await fake.close();
  expect(fake.violations).toEqual([]);
});

function client(overrides: Partial<MintlifyClientOptions> = {}): MintlifyClient {
  return new MintlifyClient({
    apiUrl: fake.url,
    apiKey: fake.apiKey,
    projectId: fake.projectId,
    requestTimeoutMs: 5000,
    retry: { limit: 8, baseDelayMs: 10, maxDelayMs: 50, maxRetryAfterMs: 3_600_000 },
    log: (line) => log.push({ line, at: Date.now() }),
    ...overrides,
  });
}

/** The rejection of `promise`, which must be a MintlifyApiError. */
async function failure(promise: Promise<unknown>): Promise<MintlifyApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MintlifyApiError);
  if (!(error instanceof MintlifyApiError)) throw new Error('expected a MintlifyApiError');
  return error;
}

/** Every 8-character piece of `secret`. */
function fragments(secret: string): string[] {
  return Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8));
}

describe('createJob (POST /v2/agent/{projectId}/job)', () => {
  it('creates an active job with the prompt and returns it', async () => {
    const job = await client().createJob('Document the new endpoint');
    expect(job.status).toBe('active');
    expect(fake.createdJobs).toEqual([expect.objectContaining({ jobId: job.id, prompt: 'Document the new endpoint' })]);
  });

  it('fails on 400 with the API reason, without retrying', async () => {
    fake.inject({ route: 'create', kind: 'status', status: 400, body: { error: 'prompt is required' } });
    const error = await failure(client().createJob('x'));
    expect(error.message).toBe('POST /v2/agent/{projectId}/job failed with HTTP 400: prompt is required.');
    expect(error.status).toBe(400);
    expect(fake.count('create')).toBe(1);
  });

  it('waits for Retry-After on 429 and creates the job once', async () => {
    fake.inject({
      route: 'create',
      kind: 'status',
      status: 429,
      retryAfter: '1',
      body: { error: 'Rate limit exceeded' },
    });
    await client().createJob('x');
    expect(fake.count('create')).toBe(2);
    expect(fake.createdJobs).toHaveLength(1);
  });

  it('is never re-sent after a 500, and says the job may or may not have been created', async () => {
    fake.inject({ route: 'create', kind: 'status', status: 500, processed: true, body: { error: 'Internal error' } });
    const error = await failure(client().createJob('x'));
    expect(fake.count('create')).toBe(1);
    expect(error.message).toContain('failed with HTTP 500: Internal error.');
    expect(error.message).toContain(`The agent job may or may not have been created in project ${fake.projectId}`);
  });

  it('is never re-sent after a reset connection', async () => {
    fake.inject({ route: 'create', kind: 'reset' });
    const error = await failure(client().createJob('x'));
    expect(fake.count('create')).toBe(1);
    expect(error.message).toContain('may or may not have been created');
  });
});

describe('retry waits are logged first and bounded by the deadline', () => {
  it('logs the Retry-After wait before waiting, then retries', async () => {
    fake.inject({
      route: 'message',
      kind: 'status',
      status: 429,
      retryAfter: '1',
      body: { error: 'Rate limit exceeded' },
    });
    await client().sendMessage(JOB_ID, 'do it');
    expect(log.map((l) => l.line)).toEqual([
      `POST /v2/agent/${fake.projectId}/job/${JOB_ID}/message failed (HTTP 429, Retry-After 1 s); retry 1 of 8 after 1 s (Retry-After)`,
    ]);
    const [first, retry] = fake.requests;
    expect(retry?.at).toBeGreaterThanOrEqual((log[0]?.at ?? Infinity) + 900);
    expect(log[0]?.at).toBeLessThan((first?.at ?? 0) + 500);
  });

  it('fails at once when a Retry-After would end after the deadline, sending the message once', async () => {
    fake.inject({
      route: 'message',
      kind: 'status',
      status: 429,
      retryAfter: '3600',
      body: { error: 'Rate limit exceeded' },
      times: Infinity,
    });
    const started = Date.now();
    const error = await failure(client().sendMessage(JOB_ID, 'do it', { deadline: started + 40_000 }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.count('message')).toBe(1);
    expect(error.status).toBe(429);
    expect(error.message).toMatch(
      /^POST \/v2\/agent\/\{projectId\}\/job\/\{id\}\/message failed with HTTP 429: Rate limit exceeded\. Rate limited: Retry-After 3600 s would exceed the run's timeout \((39|40) s left\), so the action did not wait; try again later\.$/,
    );
    expect(log).toEqual([]);
  });

  it('fails at once when a backoff wait would end after the deadline', async () => {
    fake.inject({ route: 'job', kind: 'status', status: 503, times: Infinity });
    const slow = client({ retry: { limit: 8, baseDelayMs: 60_000, maxDelayMs: 60_000, maxRetryAfterMs: 3_600_000 } });
    const started = Date.now();
    const error = await failure(slow.getJob(JOB_ID, { deadline: started + 100 }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.message).toMatch(
      /failed with HTTP 503: Injected fault: 503 Service Unavailable\. Waiting [\d.]+ s before retry 1 would exceed the run's timeout \([\d.]+ s left\), so the action did not wait\.$/,
    );
  });

  it('refuses a Retry-After longer than the longest allowed wait, even without a deadline', async () => {
    fake.inject({
      route: 'views',
      kind: 'status',
      status: 429,
      retryAfter: '7200',
      body: { error: 'Rate limit exceeded' },
    });
    const error = await failure(getAnalyticsPage(client(), 'views', { limit: 250, offset: 500 }));
    expect(fake.count('views')).toBe(1);
    expect(error.message).toBe(
      'GET /v1/analytics/{projectId}/views failed with HTTP 429 at offset 500: Rate limit exceeded. Rate limited: Retry-After 7200 s is longer than the longest wait allowed (3600 s), so the action did not wait; try again later.',
    );
  });

  it('does not call a 503 with a long Retry-After "rate limited"', async () => {
    fake.inject({ route: 'job', kind: 'status', status: 503, retryAfter: '120', body: { error: 'Maintenance' } });
    const error = await failure(client().getJob(JOB_ID, { deadline: Date.now() + 30_000 }));
    expect(error.message).toMatch(
      /failed with HTTP 503: Maintenance\. Retry-After 120 s would exceed the run's timeout \((29|30) s left\), so the action did not wait\.$/,
    );
  });

  it('retries within the deadline as usual', async () => {
    fake.inject({ route: 'job', kind: 'status', status: 502 });
    const job = await client().getJob(JOB_ID, { deadline: Date.now() + 10_000 });
    expect(job.id).toBe(JOB_ID);
    expect(log.map((l) => l.line)).toEqual([
      expect.stringMatching(/failed \(HTTP 502\); retry 1 of 8 after a random wait of up to 0\.01 s \(backoff\)$/),
    ]);
  });
});

describe('API error text: secrets redacted before it is cut', () => {
  /** An error page echoing the request headers, the key straddling character 300 (the cut). */
  function echoPage(key: string): string {
    const header = 'Authorization: Bearer ';
    const lead = '<html><body><h1>502 Bad Gateway</h1><pre>'.padEnd(300 - (key.length - 1) - header.length, '.');
    return `${lead}${header}${key}\nUser-Agent: mintlify-action/1</pre></body></html>`;
  }

  it('a JSON string body echoing the key leaves no fragment of it in the message', async () => {
    fake.inject({ route: 'message', kind: 'status', status: 400, body: echoPage(fake.apiKey) });
    const error = await failure(client().sendMessage(JOB_ID, 'do it'));
    const text = `${error.message}\n${error.apiMessage ?? ''}`;
    expect(text).toContain('Authorization: Bearer ***');
    for (const fragment of fragments(fake.apiKey)) expect(text).not.toContain(fragment);
  });

  describe('a non-JSON (text/html) error page', () => {
    let server: Server;
    let url: string;
    const key = 'mint_live_0f1e2d3c4b5a69788796a5b4';

    beforeEach(async () => {
      server = createServer((request, response) => {
        const page = echoPage(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
        response.writeHead(500, { 'Content-Type': 'text/html' });
        response.end(page);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterEach(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it('leaves no fragment of the key in the message or the log', async () => {
      const echoing = client({
        apiUrl: url,
        apiKey: key,
        retry: { limit: 1, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1000 },
      });
      const error = await failure(getAnalyticsPage(echoing, 'views', { limit: 250, offset: 0 }));
      const text = [error.message, error.apiMessage ?? '', ...log.map((l) => l.line)].join('\n');
      expect(error.message).toContain('failed with HTTP 500 at offset 0: <html>');
      for (const fragment of fragments(key)) expect(text).not.toContain(fragment);
    });
  });
});

describe('a response whose body stalls after the headers', () => {
  let server: Server;
  let url: string;

  beforeEach(async () => {
    server = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"totals":');
      // …and nothing more: the body never ends.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('fails within request-timeout naming the endpoint and status, instead of waiting forever', async () => {
    const started = Date.now();
    const error = await failure(
      getAnalyticsPage(client({ apiUrl: url, requestTimeoutMs: 300 }), 'views', { limit: 250, offset: 0 }),
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error.message).toContain(
      'GET /v1/analytics/{projectId}/views answered HTTP 200 at offset 0 but its body did not arrive within 0.3 s',
    );
    expect(error.status).toBe(200);
  });
});
