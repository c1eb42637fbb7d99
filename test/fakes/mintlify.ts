/**
 * A fake Mintlify API on a real HTTP server (127.0.0.1, random port) for tests, the demo and
 * the benchmark. It implements, after Mintlify's published specs in `shared/reference/`:
 *
 * - `POST /v2/agent/{projectId}/job/{id}/message` — "Send follow-up message" (admin spec)
 * - `GET /v2/agent/{projectId}/job/{id}` — "Get agent job" (admin spec)
 * - `GET /v1/analytics/{projectId}/views` — "Get page views" (analytics spec)
 *
 * with bearer auth (401 `{ error: 'Unauthorized' }`), scripted job lifecycles, page-view
 * datasets (stored event rows or a synthetic dataset of any size), fault injection, a record of
 * every request, and a contract check of every request and response against the specs.
 */
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createOpenApiValidator } from './openapi-validator.ts';
import type { OpenApiValidator } from './openapi-validator.ts';

/** Status of an agent job, as in the admin spec's `AgentJob.status`. */
export type AgentJobStatus = 'active' | 'completed' | 'archived' | 'failed';

/** A status a job can finish in: polling stops at any of these. */
export type FinalJobStatus = Exclude<AgentJobStatus, 'active'>;

/** The `AgentJob` body the fake sends (admin spec `#/components/schemas/AgentJob`). Timestamps are ISO 8601 UTC. */
export interface FakeAgentJob {
  id: string;
  status: AgentJobStatus;
  source: { repository: string; ref: string | null };
  model: string;
  /** Pull request URL; `null` while `active`. */
  prLink: string | null;
  createdAt: string;
  /** Set when archived, `null` otherwise; absent when the job was added with `omitArchivedAt`. */
  archivedAt?: string | null;
}

/** A job to script with {@link FakeMintlify.addJob}. */
export interface FakeJobOptions {
  /** Job id, as it appears decoded in the path (may contain `/`, spaces, …). */
  id: string;
  /** Status before any message; default `'completed'`. An `active` job counts down from `pollsUntilDone` at once. */
  status?: AgentJobStatus;
  /**
   * GETs per activation: the `pollsUntilDone`-th GET after the job becomes active returns
   * `finalStatus` (0 and 1 both mean the first GET). Default 2.
   */
  pollsUntilDone?: number;
  /** Status the job finishes in. Default `'completed'`. */
  finalStatus?: FinalJobStatus;
  /** `prLink` whenever the job is in a final status. Default `https://github.com/acme/docs/pull/42`. */
  prLink?: string | null;
  /** Default `'sonnet'`. */
  model?: string;
  /** Default `{ repository: 'https://github.com/acme/docs', ref: 'main' }`. */
  source?: { repository: string; ref: string | null };
  /** Leave `archivedAt` out of every response (the spec allows it to be absent). */
  omitArchivedAt?: boolean;
}

/** One row of event data: views of `path` on the UTC day `date` (`YYYY-MM-DD`). */
export interface PageViewEvent {
  path: string;
  date: string;
  human: number;
  ai: number;
}

/**
 * Page-view data served by `GET /v1/analytics/{projectId}/views`.
 * - `{ rows }`: event rows, aggregated per path over `[dateFrom, dateTo)` (`dateTo` exclusive,
 *   day granularity), paths in first-seen order; a missing bound is open.
 * - `{ generated: n }`: `n` synthetic paths computed on demand by {@link generatedRow}
 *   (no per-row memory, so a million rows is cheap); dates are validated but ignored.
 */
export type ViewsDataset = { rows: PageViewEvent[] } | { generated: number };

/** Counts of content view events, as in the analytics spec's `ViewsTrafficTotals`. */
export interface ViewCounts {
  human: number;
  ai: number;
  total: number;
}

/** One entry of `views` in the page-views response. */
export interface PageViewRow extends ViewCounts {
  path: string;
}

/** The page-views response body (analytics spec `ViewsByPageResponse`). */
export interface ViewsResponse {
  totals: ViewCounts;
  views: PageViewRow[];
  hasMore: boolean;
}

/** Routes the fake serves; `'unknown'` is any other method and path. */
export type FakeRoute = 'message' | 'job' | 'views';

/** Which requests a fault applies to: one route or `'*'` for every request. */
export type FaultRoute = FakeRoute | '*';

/** Fault kinds; each replaces or alters the response to one matching request. */
export type FaultKind =
  /** Send `status` with `body` (default `{ error: '<reason phrase>' }`) and `Retry-After: retryAfter` (seconds or HTTP date) if given. With `processed`, the request is first handled normally (a message is recorded and its job reactivated), then the error is sent instead. */
  | { kind: 'status'; status: number; body?: unknown; retryAfter?: string; processed?: boolean }
  /** Destroy the socket without responding (recorded with status 0). */
  | { kind: 'reset' }
  /** Respond normally after `ms` milliseconds (does not keep {@link FakeMintlify.close} waiting). */
  | { kind: 'delay'; ms: number }
  /** 200, `Content-Type: application/json`, body truncated halfway so it is not valid JSON. */
  | { kind: 'malformed' }
  /** 200 with `body`, meant to violate the schema; its violations go to `injectedViolations`. */
  | { kind: 'schema'; body: unknown }
  /** Views only: 200 `{ totals, views: [], hasMore: true }`. */
  | { kind: 'emptyHasMore' }
  /** Views only: the normal page with `delta` added to each of `totals.human`, `.ai` and `.total`. */
  | { kind: 'totalsDrift'; delta: number };

/**
 * A fault for {@link FakeMintlify.inject}. `route` defaults to `'*'`; `offset` (views only)
 * restricts it to requests for that page offset (absent `offset` query = 0); `times` (default 1,
 * `Infinity` allowed) is how many matching requests it applies to.
 */
export type Fault = FaultKind & { route?: FaultRoute; offset?: number; times?: number };

/** One request as received. `at` is the arrival time in ms since the epoch. */
export interface RecordedRequest {
  method: string;
  /** Raw pathname, still percent-encoded, without the query string. */
  path: string;
  route: FakeRoute | 'unknown';
  /** Decoded query parameters (last value wins). */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  /** Status sent; 0 when the socket was reset or no response was sent (yet). */
  status: number;
  at: number;
}

/** A follow-up message the fake accepted (or processed before an injected error). `at` in ms since the epoch. */
export interface RecordedMessage {
  jobId: string;
  prompt: string;
  at: number;
}

/** Options for {@link startFakeMintlify}. */
export interface FakeMintlifyOptions {
  /** Bearer token to accept. Default `mint_test_key_0123456789`. */
  apiKey?: string;
  /** The only project id that exists. Default `proj_123`. */
  projectId?: string;
  /** Contract checker. Default: one shared validator for the Mintlify specs. */
  validator?: OpenApiValidator;
  /** Clock in ms since the epoch, for timestamps and records. Default `Date.now`. */
  now?: () => number;
}

/** A running fake. Arrays are live: they grow as requests arrive. */
export interface FakeMintlify {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:54321`. */
  readonly url: string;
  readonly projectId: string;
  readonly apiKey: string;
  readonly requests: RecordedRequest[];
  readonly messages: RecordedMessage[];
  /** Contract violations by requests received and by responses sent that no fault shaped. */
  readonly violations: string[];
  /** Contract violations by responses that an injected fault shaped (expected by the test). */
  readonly injectedViolations: string[];
  /** Adds or replaces a job. */
  addJob(job: FakeJobOptions): void;
  /** The job as a GET would return it, without counting a poll; `undefined` if unknown. */
  getJob(id: string): FakeAgentJob | undefined;
  /** Replaces the page-view dataset (initially `{ rows: [] }`). */
  setViews(dataset: ViewsDataset): void;
  /** Queues a fault (FIFO): each request takes the first queued fault that matches it. */
  inject(fault: Fault): void;
  /** How many queued faults have not been used up. */
  pendingFaults(): number;
  /** Number of recorded requests for a route, or all of them for `'*'`. */
  count(route: FakeRoute | 'unknown' | '*'): number;
  /** Stops the server: pending delays are cut short and every socket is closed. */
  close(): Promise<void>;
}

const DEFAULT_API_KEY = 'mint_test_key_0123456789';
const DEFAULT_PROJECT_ID = 'proj_123';
const DEFAULT_PR_LINK = 'https://github.com/acme/docs/pull/42';
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 250;

/**
 * Row `index` (0-based) of a `{ generated: n }` dataset: path `/docs/page-000001` for index 0,
 * `human = (index * 7) % 101`, `ai = (index * 3) % 37`, `total = human + ai`.
 */
export function generatedRow(index: number): PageViewRow {
  const human = (index * 7) % 101;
  const ai = (index * 3) % 37;
  return { path: `/docs/page-${String(index + 1).padStart(6, '0')}`, human, ai, total: human + ai };
}

/** Site-wide totals of a `{ generated: count }` dataset (sum of {@link generatedRow} over 0..count-1), in O(1). */
export function generatedTotals(count: number): ViewCounts {
  const human = periodicSum(count, 7, 101);
  const ai = periodicSum(count, 3, 37);
  return { human, ai, total: human + ai };
}

/** Σ (i·factor mod modulus) for i in [0, count): whole periods of `modulus` terms, then the rest. */
function periodicSum(count: number, factor: number, modulus: number): number {
  const partial = (terms: number): number => {
    let sum = 0;
    for (let i = 0; i < terms; i += 1) sum += (i * factor) % modulus;
    return sum;
  };
  return Math.floor(count / modulus) * partial(modulus) + partial(count % modulus);
}

let sharedValidator: OpenApiValidator | undefined;

/** One validator for the Mintlify specs, loaded on first use and shared by every fake. */
function defaultValidator(): OpenApiValidator {
  sharedValidator ??= createOpenApiValidator();
  return sharedValidator;
}

/**
 * Starts a fake Mintlify API on `127.0.0.1` (random free port). Resolves once it listens.
 * Throws if the specs cannot be loaded (see `createOpenApiValidator`).
 */
export async function startFakeMintlify(options: FakeMintlifyOptions = {}): Promise<FakeMintlify> {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const now = options.now ?? Date.now;
  const validator = options.validator ?? defaultValidator();

  const requests: RecordedRequest[] = [];
  const messages: RecordedMessage[] = [];
  const violations: string[] = [];
  const injectedViolations: string[] = [];
  const jobs = new Map<string, JobState>();
  const faults: QueuedFault[] = [];
  const delays = new Set<() => void>();
  let views = createViewsSource({ rows: [] });
  let closed = false;

  const timestamp = (): string => new Date(now()).toISOString();

  /** Counts one poll of an active job; the job finishes when its countdown runs out. */
  const poll = (job: JobState): void => {
    if (job.status !== 'active') return;
    job.countdown -= 1;
    if (job.countdown <= 0) finish(job);
  };

  const finish = (job: JobState): void => {
    job.status = job.finalStatus;
    job.archivedAt = job.finalStatus === 'archived' ? timestamp() : null;
  };

  const activate = (job: JobState): void => {
    job.status = 'active';
    job.countdown = job.pollsUntilDone;
    job.archivedAt = null;
  };

  const handleMessage = (jobId: string, body: string): Reply => {
    const prompt = readPrompt(body);
    if (typeof prompt !== 'string') return json(400, { error: prompt.error });
    const job = jobs.get(jobId);
    if (job === undefined) return json(404, { error: `Job ${jobId} not found` });
    messages.push({ jobId, prompt, at: now() });
    activate(job);
    return json(200, renderJob(job));
  };

  const handleJob = (jobId: string): Reply => {
    const job = jobs.get(jobId);
    if (job === undefined) return json(404, { error: `Job ${jobId} not found` });
    poll(job);
    return json(200, renderJob(job));
  };

  const handleViews = (query: Record<string, string>, fault: FaultKind | undefined): Reply => {
    const parsed = parseViewsQuery(query);
    if ('details' in parsed) return json(400, { error: 'Invalid query parameters', details: parsed.details });
    const body = views.page(parsed);
    if (fault?.kind === 'emptyHasMore') return json(200, { ...body, views: [], hasMore: true });
    if (fault?.kind === 'totalsDrift') {
      const { human, ai, total } = body.totals;
      const totals = { human: human + fault.delta, ai: ai + fault.delta, total: total + fault.delta };
      return json(200, { ...body, totals });
    }
    return json(200, body);
  };

  /** The normal response, with its side effects (message recorded, poll counted). */
  const handle = (target: RouteMatch, request: IncomingMessage, query: Record<string, string>, body: string, fault: FaultKind | undefined): Reply => {
    if (target.route === 'unknown') return json(target.status, { error: target.error });
    if (!isAuthorized(request.headers.authorization, apiKey)) return json(401, { error: 'Unauthorized' });
    if (target.projectId !== projectId) return json(404, { error: `Project ${target.projectId} not found` });
    switch (target.route) {
      case 'message':
        return handleMessage(target.jobId, body);
      case 'job':
        return handleJob(target.jobId);
      case 'views':
        return handleViews(query, fault);
    }
  };

  /** What a normal 200 would contain, without side effects: the source of a `malformed` body. */
  const preview = (target: RouteMatch, query: Record<string, string>): unknown => {
    if (target.route === 'views') {
      const parsed = parseViewsQuery(query);
      return 'details' in parsed ? views.page({ offset: 0, limit: DEFAULT_LIMIT }) : views.page(parsed);
    }
    if (target.route === 'unknown') return { error: target.error };
    const job = jobs.get(target.jobId);
    return job === undefined ? { error: `Job ${target.jobId} not found` } : renderJob(job);
  };

  const takeFault = (route: FakeRoute | 'unknown', query: Record<string, string>): FaultKind | undefined => {
    const offset = route === 'views' ? requestOffset(query) : undefined;
    const index = faults.findIndex((queued) => faultMatches(queued.fault, route, offset));
    const queued = faults[index];
    if (queued === undefined) return undefined;
    queued.remaining -= 1;
    if (queued.remaining <= 0) faults.splice(index, 1);
    return queued.fault;
  };

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        delays.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      delays.add(wake);
    });

  const respond = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const at = now();
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake-mintlify.invalid');
    const query = Object.fromEntries(url.searchParams);
    const method = request.method ?? 'GET';
    const target = matchRoute(method, url.pathname);
    const record: RecordedRequest = {
      method, path: url.pathname, route: target.route, query, headers: request.headers, body, status: 0, at,
    };
    requests.push(record);
    violations.push(
      ...validator.validateRequest({ method, path: url.pathname, query, contentType: request.headers['content-type'], body }),
    );

    const fault = takeFault(target.route, query);
    let reply: Reply | undefined;
    switch (fault?.kind) {
      case 'reset':
        request.socket.destroy();
        return;
      case 'delay':
        await sleep(fault.ms);
        if (closed) return;
        reply = handle(target, request, query, body, undefined);
        break;
      case 'status': {
        if (fault.processed === true) handle(target, request, query, body, undefined);
        const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
        const errorBody = fault.body ?? { error: `Injected fault: ${fault.status} ${STATUS_CODES[fault.status] ?? 'error'}` };
        reply = json(fault.status, errorBody, headers);
        break;
      }
      case 'malformed': {
        const text = JSON.stringify(preview(target, query));
        reply = { status: 200, text: text.slice(0, Math.max(1, Math.floor(text.length / 2))), headers: {} };
        break;
      }
      case 'schema':
        reply = json(200, fault.body);
        break;
      default:
        reply = handle(target, request, query, body, fault);
    }

    const contentType = 'application/json; charset=utf-8';
    const shapedByFault = fault !== undefined && fault.kind !== 'delay';
    (shapedByFault ? injectedViolations : violations).push(
      ...validator.validateResponse({ method, path: url.pathname }, { status: reply.status, contentType, body: reply.text }),
    );
    record.status = reply.status;
    response.writeHead(reply.status, {
      ...reply.headers,
      'Content-Type': contentType,
      'Content-Length': String(Buffer.byteLength(reply.text)),
    });
    response.end(reply.text);
  };

  const server = createServer((request, response) => {
    respond(request, response).catch((error: unknown) => {
      if (request.destroyed || closed) return;
      const message = error instanceof Error ? error.message : String(error);
      violations.push(`fake Mintlify failed on ${request.method ?? '?'} ${request.url ?? '?'}: ${message}`);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: `Fake Mintlify error: ${message}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Fake Mintlify is not listening on a TCP port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    projectId,
    apiKey,
    requests,
    messages,
    violations,
    injectedViolations,
    addJob(options) {
      const status = options.status ?? 'completed';
      jobs.set(options.id, {
        id: options.id,
        status,
        countdown: status === 'active' ? (options.pollsUntilDone ?? 2) : 0,
        pollsUntilDone: options.pollsUntilDone ?? 2,
        finalStatus: options.finalStatus ?? 'completed',
        prLink: options.prLink === undefined ? DEFAULT_PR_LINK : options.prLink,
        model: options.model ?? 'sonnet',
        source: options.source ?? { repository: 'https://github.com/acme/docs', ref: 'main' },
        createdAt: timestamp(),
        archivedAt: status === 'archived' ? timestamp() : null,
        omitArchivedAt: options.omitArchivedAt ?? false,
      });
    },
    getJob(id) {
      const job = jobs.get(id);
      return job === undefined ? undefined : renderJob(job);
    },
    setViews(dataset) {
      views = createViewsSource(dataset);
    },
    inject(fault) {
      faults.push({ fault, remaining: fault.times ?? 1 });
    },
    pendingFaults() {
      return faults.length;
    },
    count(route) {
      return route === '*' ? requests.length : requests.filter((r) => r.route === route).length;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const wake of [...delays]) wake();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      });
    },
  };
}

/** Mutable state of one scripted job. */
interface JobState {
  id: string;
  status: AgentJobStatus;
  /** GETs left before the job finishes (only meaningful while `active`). */
  countdown: number;
  pollsUntilDone: number;
  finalStatus: FinalJobStatus;
  prLink: string | null;
  model: string;
  source: { repository: string; ref: string | null };
  createdAt: string;
  archivedAt: string | null;
  omitArchivedAt: boolean;
}

interface QueuedFault {
  fault: Fault;
  remaining: number;
}

/** A response to send: status, JSON text and extra headers. */
interface Reply {
  status: number;
  text: string;
  headers: Record<string, string>;
}

type RouteMatch =
  | { route: 'message' | 'job'; projectId: string; jobId: string }
  | { route: 'views'; projectId: string }
  | { route: 'unknown'; status: number; error: string };

/** Validated query of a page-views request. Dates are ms since the epoch; `to` is exclusive. */
interface ViewsQuery {
  from?: number;
  to?: number;
  offset: number;
  limit: number;
}

/** Serves pages of one dataset. */
interface ViewsSource {
  page(query: ViewsQuery): ViewsResponse;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, text: JSON.stringify(body), headers };
}

function renderJob(job: JobState): FakeAgentJob {
  const final = job.status !== 'active';
  const rendered: FakeAgentJob = {
    id: job.id,
    status: job.status,
    source: { ...job.source },
    model: job.model,
    prLink: final ? job.prLink : null,
    createdAt: job.createdAt,
  };
  if (!job.omitArchivedAt) rendered.archivedAt = job.archivedAt;
  return rendered;
}

function matchRoute(method: string, pathname: string): RouteMatch {
  const patterns: Array<{ route: FakeRoute; method: string; pattern: RegExp }> = [
    { route: 'message', method: 'POST', pattern: /^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/message$/ },
    { route: 'job', method: 'GET', pattern: /^\/v2\/agent\/([^/]+)\/job\/([^/]+)$/ },
    { route: 'views', method: 'GET', pattern: /^\/v1\/analytics\/([^/]+)\/views$/ },
  ];
  for (const { route, method: expected, pattern } of patterns) {
    const match = pattern.exec(pathname);
    if (match === null) continue;
    if (method !== expected) return { route: 'unknown', status: 405, error: `Method ${method} not allowed on ${pathname}` };
    let segments: string[];
    try {
      segments = match.slice(1).map((segment) => decodeURIComponent(segment));
    } catch {
      return { route: 'unknown', status: 404, error: `Malformed percent-encoding in ${pathname}` };
    }
    const [projectId = '', jobId = ''] = segments;
    return route === 'views' ? { route, projectId } : { route, projectId, jobId };
  }
  return { route: 'unknown', status: 404, error: `No route for ${method} ${pathname}` };
}

function isAuthorized(header: string | undefined, apiKey: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] === apiKey;
}

/** The prompt of a message body, or the error to send with 400. */
function readPrompt(body: string): string | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { error: 'Request body must be JSON: {"prompt": string}' };
  }
  const prompt = typeof parsed === 'object' && parsed !== null && 'prompt' in parsed ? parsed.prompt : undefined;
  if (typeof prompt !== 'string' || prompt.length === 0) return { error: 'prompt must be a non-empty string' };
  return prompt;
}

function faultMatches(fault: Fault, route: FakeRoute | 'unknown', offset: number | undefined): boolean {
  const wanted = fault.route ?? '*';
  if (wanted !== '*' && wanted !== route) return false;
  const viewsOnly = fault.kind === 'emptyHasMore' || fault.kind === 'totalsDrift' || fault.offset !== undefined;
  if (viewsOnly && route !== 'views') return false;
  return fault.offset === undefined || fault.offset === offset;
}

/** The page offset a views request asks for (absent = 0); `undefined` if it is not a valid offset. */
function requestOffset(query: Record<string, string>): number | undefined {
  const raw = query.offset;
  if (raw === undefined) return 0;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Validates the views query like the API: 400 details for each bad parameter. */
function parseViewsQuery(query: Record<string, string>): ViewsQuery | { details: Array<{ message: string }> } {
  const details: Array<{ message: string }> = [];
  const integer = (name: string, min: number, max: number, fallback: number): number => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max)) {
      const range = max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer from ${min} to ${max}`;
      details.push({ message: `${name} must be ${range} (got ${JSON.stringify(raw)})` });
    }
    return value;
  };
  const date = (name: string): number | undefined => {
    const raw = query[name];
    if (raw === undefined) return undefined;
    const value = parseDate(raw);
    if (value === undefined) details.push({ message: `${name} must be a date in ISO 8601 or YYYY-MM-DD format (got ${JSON.stringify(raw)})` });
    return value;
  };
  const limit = integer('limit', 1, MAX_LIMIT, DEFAULT_LIMIT);
  const offset = integer('offset', 0, Number.MAX_SAFE_INTEGER, 0);
  const from = date('dateFrom');
  const to = date('dateTo');
  if (from !== undefined && to !== undefined && from >= to) {
    details.push({ message: `dateFrom must be before dateTo (dateTo is exclusive; got ${query.dateFrom} and ${query.dateTo})` });
  }
  return details.length > 0 ? { details } : { from, to, offset, limit };
}

/** `YYYY-MM-DD` (UTC midnight) or an ISO 8601 date-time, in ms since the epoch; `undefined` if invalid. */
function parseDate(text: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(text);
  if (match === null) return undefined;
  const [, year, month, day] = match;
  const dayStart = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (new Date(dayStart).toISOString().slice(0, 10) !== text.slice(0, 10)) return undefined;
  const value = Date.parse(match[4] === undefined ? `${text}T00:00:00Z` : text);
  return Number.isNaN(value) ? undefined : value;
}

function createViewsSource(dataset: ViewsDataset): ViewsSource {
  if ('generated' in dataset) {
    const count = dataset.generated;
    const totals = generatedTotals(count);
    return {
      page({ offset, limit }) {
        const views: PageViewRow[] = [];
        for (let index = offset; index < Math.min(offset + limit, count); index += 1) views.push(generatedRow(index));
        return { totals: { ...totals }, views, hasMore: offset + limit < count };
      },
    };
  }
  const rows = dataset.rows.map((row) => ({ ...row, day: Date.parse(`${row.date}T00:00:00Z`) }));
  const cache = new Map<string, { totals: ViewCounts; views: PageViewRow[] }>();
  const aggregate = (from: number | undefined, to: number | undefined): { totals: ViewCounts; views: PageViewRow[] } => {
    const key = `${from ?? ''}|${to ?? ''}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const byPath = new Map<string, PageViewRow>();
    const totals: ViewCounts = { human: 0, ai: 0, total: 0 };
    for (const row of rows) {
      if ((from !== undefined && row.day < from) || (to !== undefined && row.day >= to)) continue;
      const entry = byPath.get(row.path) ?? { path: row.path, human: 0, ai: 0, total: 0 };
      entry.human += row.human;
      entry.ai += row.ai;
      entry.total += row.human + row.ai;
      byPath.set(row.path, entry);
      totals.human += row.human;
      totals.ai += row.ai;
      totals.total += row.human + row.ai;
    }
    const result = { totals, views: [...byPath.values()] };
    cache.set(key, result);
    return result;
  };
  return {
    page({ from, to, offset, limit }) {
      const { totals, views } = aggregate(from, to);
      return {
        totals: { ...totals },
        views: views.slice(offset, offset + limit).map((row) => ({ ...row })),
        hasMore: offset + limit < views.length,
      };
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}
