/**
 * Client for the Mintlify API endpoints this action uses: `POST /v2/agent/{projectId}/job` ("Create agent job"),
 * `POST /v2/agent/{projectId}/job/{id}/message` ("Send follow-up message") and `GET /v2/agent/{projectId}/job/{id}`
 * ("Get agent job") of the admin spec, and `GET /v1/analytics/{projectId}/{suffix}`, every analytics export endpoint
 * (analytics spec; `analytics-endpoints.ts`, `analytics.ts`). Every response is parsed with zod; every failure becomes
 * a {@link MintlifyApiError} naming the endpoint and HTTP status, built from redacted text only (secrets are removed
 * before an error body is cut to length). Timeouts and retries follow `retry-policy.ts` (each retry logged before its
 * wait, no wait past the call's deadline); proxies `net/proxy.ts` (a request without a response names its proxy).
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { MintlifyApiError } from '../errors.ts';
import { redactAndTruncate, redactSecrets } from '../format/redact.ts';
import {
  DEFAULT_RETRY,
  describeRetryCause,
  describeRetryWait,
  kyRetryOptions,
  seconds,
  systemErrorCode,
  type RetryDecision,
  type RetryRefusal,
  type RetrySettings,
} from './retry-policy.ts';
import { AgentJobSchema, ApiErrorSchema, describeIssues, type AgentJob } from './schemas.ts';
import { clause } from '../format/sentence.ts';
import { describeKeyRejection } from './key-errors.ts';
import { proxyAwareFetch, proxyRefusal, throughProxy } from '../net/proxy.ts';

/** Options of {@link MintlifyClient}. */
export interface MintlifyClientOptions {
  /** Base URL without a trailing slash, e.g. `https://api.mintlify.com`. */
  apiUrl: string;
  /** Admin API key, sent as `Authorization: Bearer …`; never included in messages. */
  apiKey: string;
  projectId: string;
  /** Timeout of one attempt, in milliseconds. */
  requestTimeoutMs: number;
  retry?: RetrySettings;
  /** Receives one line per retry (what failed, the retry number and the wait), BEFORE the wait; secrets redacted. */
  log?: (line: string) => void;
  /** Sent as `User-Agent`. */
  userAgent?: string;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request, including retries and their waits. */
  signal?: AbortSignal | undefined;
  /**
   * Instant (epoch ms, e.g. the run's start plus its `timeout` input) after which no wait of
   * this call may end. A retry whose wait (`Retry-After` or backoff) would end later is not
   * waited for: the call fails at once with a {@link MintlifyApiError} saying so (e.g.
   * `Rate limited: Retry-After 3600 s would exceed the run's timeout (40 s left)…`).
   * Each attempt is still bounded by `requestTimeoutMs`; `undefined`: no deadline.
   */
  deadline?: number | undefined;
  /**
   * Called before each retry of this call, after its wait, with
   * the retry number (1, 2…); counts the HTTP requests spent.
   */
  onRetry?: ((retryCount: number) => void) | undefined;
  /**
   * Called, before the wait, when a retry waits for the server's
   * `Retry-After` (429/503), with that wait in milliseconds.
   */
  onRetryAfter?: ((waitMs: number) => void) | undefined;
}

/** What one call learned from its retry decisions, for its error message. */
interface CallState {
  /** Set when a retry was allowed by the policy but its wait was refused (too long, past the deadline). */
  refusal?: { detail: RetryRefusal; retryCount: number };
}

const CREATE_ENDPOINT = 'POST /v2/agent/{projectId}/job';
const JOB_ENDPOINT = 'GET /v2/agent/{projectId}/job/{id}';
const MESSAGE_ENDPOINT = 'POST /v2/agent/{projectId}/job/{id}/message';

/** Client of the Mintlify API. Stateless apart from its options; safe to share. */
export class MintlifyClient {
  readonly #options: MintlifyClientOptions;
  readonly #http: KyInstance;
  readonly #retry: RetrySettings;
  readonly #log: (line: string) => void;

  constructor(options: MintlifyClientOptions) {
    this.#options = options;
    this.#retry = options.retry ?? DEFAULT_RETRY;
    const log = options.log ?? (() => undefined);
    this.#log = (line) => log(redactSecrets(line, [options.apiKey]));
    this.#http = ky.create({
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        accept: 'application/json',
        'user-agent': options.userAgent ?? 'mintlify-action',
      },
      timeout: options.requestTimeoutMs,
      fetch: proxyAwareFetch,
    });
  }

  #url(path: string): string {
    return `${this.#options.apiUrl}${path}`;
  }

  /**
   * ky options of one call: its signal, its own retry policy (bounded by `call.deadline`,
   * logging each retry before its wait, recording a refused wait in `state`) and its
   * `onRetry` hook. `maxRetries` lowers the retry limit of this call (0: no retry).
   */
  #callOptions(method: 'get' | 'post', path: string, call: CallOptions, state: CallState, maxRetries?: number) {
    const settings =
      maxRetries === undefined
        ? this.#retry
        : { ...this.#retry, limit: Math.max(0, Math.min(maxRetries, this.#retry.limit)) };
    const onDecision = (decision: RetryDecision, error: Error, retryCount: number): void => {
      if (decision.retry) {
        if (decision.basis === 'Retry-After') call.onRetryAfter?.(decision.waitMs);
        this.#log(
          `${method.toUpperCase()} ${path} failed (${describeRetryCause(error)}); retry ${retryCount} of ${settings.limit} ${describeRetryWait(decision)}`,
        );
      } else if (decision.refusal) {
        state.refusal = { detail: decision.refusal, retryCount };
      }
    };
    const onRetry = call.onRetry;
    return {
      signal: call.signal,
      retry: kyRetryOptions(method, { idempotent: method === 'get', settings, deadline: call.deadline }, onDecision),
      hooks: { beforeRetry: onRetry ? [({ retryCount }: { retryCount: number }) => onRetry(retryCount)] : [] },
    };
  }

  /**
   * `GET /v2/agent/{projectId}/job/{id}`: the job's current state.
   * @throws MintlifyApiError (404 → no such job in the project; 401 → key invalid or expired;
   *   403 → the key lacks the read scope or an IP allowlist refuses the runner: `key-errors.ts`).
   */
  async getJob(jobId: string, call: CallOptions = {}): Promise<AgentJob> {
    const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}`;
    return this.#request(JOB_ENDPOINT, AgentJobSchema, { jobId }, (state) =>
      this.#http.get(this.#url(path), this.#callOptions('get', path, call, state)),
    );
  }

  /**
   * `POST /v2/agent/{projectId}/job` with `{prompt}` (admin spec, "Create agent job"): starts
   * a new agent job, answered with 201 and the `AgentJob`. Spends one agent use. Not
   * idempotent: sent at most once, except after 429 or a refused connection (the server
   * certainly did not process it).
   * @param prompt the instruction, at least one character.
   * @throws MintlifyApiError (400 → the API's reason; 429 → rate limited; 401 → key invalid or
   *   expired; 403 → the key lacks the write scope, or an IP allowlist refuses the runner:
   *   `key-errors.ts`); after a 5xx, a reset or a timeout the message says that the job may or
   *   may not have been created.
   */
  async createJob(prompt: string, call: CallOptions = {}): Promise<AgentJob> {
    const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job`;
    const ifUnsure = ` The agent job may or may not have been created in project ${this.#options.projectId}: check the project's agent jobs before creating it again.`;
    return this.#request(CREATE_ENDPOINT, AgentJobSchema, { ifUnsure }, (state) =>
      this.#http.post(this.#url(path), { json: { prompt }, ...this.#callOptions('post', path, call, state) }),
    );
  }

  /**
   * `POST /v2/agent/{projectId}/job/{id}/message` with `{prompt}`: sends a follow-up
   * instruction to an existing job, which becomes `active`. Sent at most once, except after
   * 429 or a refused connection (the server certainly did not process it).
   * @throws MintlifyApiError (401 → key invalid or expired; 403 → the key lacks the write scope,
   *   or an IP allowlist refuses the runner: `key-errors.ts`); after a 5xx, a reset or a timeout
   *   the message says that the instruction may or may not have been delivered.
   */
  async sendMessage(jobId: string, prompt: string, call: CallOptions = {}): Promise<AgentJob> {
    const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}/message`;
    const ifUnsure = ` The instruction may or may not have been delivered to agent job ${jobId}: check the job before sending it again.`;
    return this.#request(MESSAGE_ENDPOINT, AgentJobSchema, { jobId, ifUnsure }, (state) =>
      this.#http.post(this.#url(path), { json: { prompt }, ...this.#callOptions('post', path, call, state) }),
    );
  }

  /**
   * `GET /v1/analytics/{projectId}/{suffix}?{query}`: one response of any analytics export
   * endpoint, parsed with `schema` (the endpoints, their parameters and schemas are in
   * `analytics.ts`). `call.maxRetries` lowers the retry limit of this call (e.g. to what a
   * request budget has left; 0: no retry).
   * @param suffix the path after `/v1/analytics/{projectId}/`, e.g. `feedback/by-page`.
   * @throws MintlifyApiError naming `GET /v1/analytics/{projectId}/{suffix}` (and the offset when the query has one).
   */
  async getAnalytics<T extends z.ZodType>(
    suffix: string,
    query: URLSearchParams,
    schema: T,
    call: CallOptions & { maxRetries?: number | undefined } = {},
  ): Promise<z.infer<T>> {
    const path = `/v1/analytics/${encodeURIComponent(this.#options.projectId)}/${suffix}?${query.toString()}`;
    const offset = query.get('offset');
    return this.#request(
      `GET /v1/analytics/{projectId}/${suffix}`,
      schema,
      offset === null ? {} : { offset: Number(offset) },
      (state) => this.#http.get(this.#url(path), this.#callOptions('get', path, call, state, call.maxRetries)),
    );
  }

  async #request<T extends z.ZodType>(
    endpoint: string,
    schema: T,
    context: RequestContext,
    send: (state: CallState) => Promise<Response>,
  ): Promise<z.infer<T>> {
    const where = context.offset !== undefined ? ` at offset ${context.offset}` : '';
    const state: CallState = {};
    let response: Response;
    try {
      response = await send(state);
    } catch (error) {
      throw this.#failure(endpoint, where, context, state, error);
    }
    let text: string;
    try {
      text = await this.#readBody(response);
    } catch (error) {
      throw new MintlifyApiError(
        `${endpoint} answered HTTP ${response.status}${where} but its body did not arrive within ${this.#options.requestTimeoutMs / 1000} s (request-timeout)`,
        { endpoint, status: response.status, cause: error },
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new MintlifyApiError(
        `${endpoint} returned a body that is not valid JSON (HTTP ${response.status})${where}`,
        {
          endpoint,
          status: response.status,
          cause: error,
        },
      );
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new MintlifyApiError(
        `${endpoint} returned an unexpected response (HTTP ${response.status})${where}: ${describeIssues(parsed.error)}`,
        { endpoint, status: response.status },
      );
    }
    return parsed.data;
  }

  /**
   * The response body as text, within `requestTimeoutMs` (ky's timeout ends with the headers):
   * a server that sends headers and then stalls cannot hold the run.
   * @throws Error when the body does not arrive in time (the body is cancelled) or the stream fails.
   */
  async #readBody(response: Response): Promise<string> {
    const ms = this.#options.requestTimeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        response.body?.cancel().catch(() => undefined);
        reject(new Error(`no body within ${ms} ms`));
      }, ms);
    });
    try {
      return await Promise.race([response.text(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  #failure(endpoint: string, where: string, context: RequestContext, state: CallState, error: unknown): unknown {
    const { projectId, apiKey, apiUrl, requestTimeoutMs } = this.#options;
    const maybeDelivered = context.ifUnsure ?? '';
    const httpStatus = isHTTPError(error) ? error.response.status : undefined;
    const refused = state.refusal
      ? ` ${describeRefusal(state.refusal.detail, state.refusal.retryCount, httpStatus)}`
      : '';
    if (isHTTPError(error)) {
      const status = error.response.status;
      const parsed = ApiErrorSchema.safeParse(error.data);
      // Redact before cutting: a key straddling the cut would no longer be recognised.
      const apiMessage = redactAndTruncate(
        parsed.success
          ? [parsed.data.error, ...(parsed.data.details ?? []).map((d) => d.message)].join('; ')
          : typeof error.data === 'string'
            ? error.data
            : '',
        MAX_API_MESSAGE_CHARS,
        [apiKey],
      );
      let message: string;
      if (status === 401 || status === 403) {
        message = describeKeyRejection(endpoint, status, apiMessage || undefined, projectId);
      } else if (status === 404 && context.jobId !== undefined) {
        message = `${endpoint} failed with HTTP 404: no agent job ${context.jobId} in project ${projectId}.`;
      } else if (status === 404) {
        message = `${endpoint} failed with HTTP 404: no project ${projectId}${apiMessage ? ` (${clause(apiMessage)})` : ''}.`;
      } else {
        message = `${endpoint} failed with HTTP ${status}${where}${apiMessage ? `: ${clause(apiMessage)}` : ''}.`;
        if (refused) message += refused;
        else if (status === 429) message += ' Rate limit still exceeded after retries; try again later.';
        if (status >= 500) message += maybeDelivered;
      }
      return new MintlifyApiError(message, { endpoint, status, apiMessage: apiMessage || undefined, cause: error });
    }
    if (isTimeoutError(error)) {
      return new MintlifyApiError(
        `${endpoint} got no response within ${requestTimeoutMs / 1000} s${where}.${refused}${maybeDelivered}`,
        { endpoint, cause: error },
      );
    }
    if (isNetworkError(error)) {
      const proxy = throughProxy(apiUrl);
      const refusedByProxy = proxy ? proxyRefusal(error) : undefined;
      const code = systemErrorCode(error) ?? refusedByProxy ?? 'network error';
      // A connection refused (by the proxy or the API), or a tunnel the proxy refused: nothing reached the API.
      const delivered = code === 'ECONNREFUSED' || refusedByProxy !== undefined ? '' : maybeDelivered;
      const check = proxy
        ? ` Check the proxy (HTTPS_PROXY/HTTP_PROXY, or NO_PROXY to bypass it for ${hostOf(apiUrl)}).`
        : '';
      return new MintlifyApiError(
        `${endpoint} could not reach ${apiUrl}${proxy} (${code})${where}.${check}${refused}${delivered}`,
        {
          endpoint,
          cause: error,
        },
      );
    }
    return error;
  }
}

/** What {@link MintlifyClient}'s request helper knows about a call, for its error messages. */
interface RequestContext {
  jobId?: string;
  offset?: number;
  /** Appended when a non-idempotent request may have been processed (5xx, reset, timeout). */
  ifUnsure?: string;
}

/** The host (and port) of `url`, or `url` itself when it is no URL. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Longest API error text kept in a message, in characters (cut after redaction). */
const MAX_API_MESSAGE_CHARS = 300;

/**
 * Why a possible retry was not waited for, e.g. `Rate limited: Retry-After 3600 s would
 * exceed the run's timeout (40 s left), so the action did not wait; try again later.`
 */
function describeRefusal(refusal: RetryRefusal, retryCount: number, status: number | undefined): string {
  const rateLimited = status === 429;
  const wait =
    refusal.basis === 'Retry-After'
      ? `Retry-After ${seconds(refusal.waitMs)} s`
      : `Waiting ${seconds(refusal.waitMs)} s before retry ${retryCount}`;
  const lead = rateLimited ? `Rate limited: ${wait}` : wait;
  if (refusal.reason === 'max-retry-after') {
    return `${lead} is longer than the longest wait allowed (${seconds(refusal.maxMs)} s), so the action did not wait; try again later.`;
  }
  return `${lead} would exceed the run's timeout (${seconds(refusal.remainingMs)} s left), so the action did not wait${rateLimited ? '; try again later' : ''}.`;
}
