/**
 * Client for the three Mintlify API endpoints this action uses:
 * - `POST /v2/agent/{projectId}/job/{id}/message` (admin spec, "Send follow-up message"),
 * - `GET /v2/agent/{projectId}/job/{id}` (admin spec, "Get agent job"),
 * - `GET /v1/analytics/{projectId}/views` (analytics spec, "Get page views").
 *
 * Every response is parsed with zod; every failure becomes a {@link MintlifyApiError}
 * naming the endpoint and HTTP status. Timeouts and retries follow `retry-policy.ts`.
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import type { z } from 'zod';
import { MintlifyApiError, redact } from '../errors.ts';
import { DEFAULT_RETRY, describeRetryCause, describeRetryWait, kyRetryOptions, systemErrorCode, type RetrySettings } from './retry-policy.ts';
import {
  AgentJobSchema,
  ApiErrorSchema,
  ViewsPageSchema,
  describeIssues,
  type AgentJob,
  type ViewsPage,
} from './schemas.ts';

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
  /** Receives one line per retry (what failed and the attempt number). */
  log?: (line: string) => void;
  /** Sent as `User-Agent`. */
  userAgent?: string;
}

/** Query of one page of page views. Dates as accepted by the API; `dateTo` exclusive. */
export interface ViewsQuery {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Rows per page, 1..250. */
  limit: number;
  /** Rows to skip, ≥ 0. */
  offset: number;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request, including retries and their waits. */
  signal?: AbortSignal | undefined;
  /** Called before each retry of this call, with the retry number (1, 2…); counts the HTTP requests spent. */
  onRetry?: ((retryCount: number) => void) | undefined;
}

/** ky options of one call: its abort signal and its own retry hook (after the client's logging hook). */
function callOptions(call: CallOptions): { signal: AbortSignal | undefined; hooks: { beforeRetry: Array<(state: { retryCount: number }) => void> } } {
  const onRetry = call.onRetry;
  return { signal: call.signal, hooks: { beforeRetry: onRetry ? [({ retryCount }) => onRetry(retryCount)] : [] } };
}

const JOB_ENDPOINT = 'GET /v2/agent/{projectId}/job/{id}';
const MESSAGE_ENDPOINT = 'POST /v2/agent/{projectId}/job/{id}/message';
const VIEWS_ENDPOINT = 'GET /v1/analytics/{projectId}/views';

/** Client of the Mintlify API. Stateless apart from its options; safe to share. */
export class MintlifyClient {
  readonly #options: MintlifyClientOptions;
  readonly #getHttp: KyInstance;
  readonly #postHttp: KyInstance;

  constructor(options: MintlifyClientOptions) {
    this.#options = options;
    const retry = options.retry ?? DEFAULT_RETRY;
    const log = options.log ?? (() => undefined);
    const base = ky.create({
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        accept: 'application/json',
        'user-agent': options.userAgent ?? 'mintlify-action',
      },
      timeout: options.requestTimeoutMs,
      hooks: {
        beforeRetry: [
          ({ request, error, retryCount }) => {
            const url = new URL(request.url);
            log(
              `${request.method} ${url.pathname}${url.search} failed (${describeRetryCause(error)}); retry ${retryCount} of ${retry.limit} ${describeRetryWait(error, retryCount, retry)}`,
            );
          },
        ],
      },
    });
    this.#getHttp = base.extend({ retry: kyRetryOptions(true, retry) });
    this.#postHttp = base.extend({ retry: kyRetryOptions(false, retry) });
  }

  #url(path: string): string {
    return `${this.#options.apiUrl}${path}`;
  }

  /**
   * `GET /v2/agent/{projectId}/job/{id}`: the job's current state.
   * @throws MintlifyApiError (404 → no such job in the project; 401/403 → key rejected).
   */
  async getJob(jobId: string, call: CallOptions = {}): Promise<AgentJob> {
    const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}`;
    return this.#request(JOB_ENDPOINT, AgentJobSchema, { jobId }, () =>
      this.#getHttp.get(this.#url(path), callOptions(call)),
    );
  }

  /**
   * `POST /v2/agent/{projectId}/job/{id}/message` with `{prompt}`: sends a follow-up
   * instruction to an existing job, which becomes `active`. Sent at most once, except after
   * 429 or a refused connection (the server certainly did not process it).
   * @throws MintlifyApiError; after a 5xx, a reset or a timeout the message says that the
   *   instruction may or may not have been delivered.
   */
  async sendMessage(jobId: string, prompt: string, call: CallOptions = {}): Promise<AgentJob> {
    const path = `/v2/agent/${encodeURIComponent(this.#options.projectId)}/job/${encodeURIComponent(jobId)}/message`;
    return this.#request(MESSAGE_ENDPOINT, AgentJobSchema, { jobId, notIdempotent: true }, () =>
      this.#postHttp.post(this.#url(path), { json: { prompt }, ...callOptions(call) }),
    );
  }

  /**
   * `GET /v1/analytics/{projectId}/views`: one page of per-path view counts plus the
   * site-wide `totals` for the range and `hasMore`.
   * @throws MintlifyApiError naming the offset.
   */
  async getViewsPage(query: ViewsQuery, call: CallOptions = {}): Promise<ViewsPage> {
    const params = new URLSearchParams();
    if (query.dateFrom) params.set('dateFrom', query.dateFrom);
    if (query.dateTo) params.set('dateTo', query.dateTo);
    params.set('limit', String(query.limit));
    params.set('offset', String(query.offset));
    const path = `/v1/analytics/${encodeURIComponent(this.#options.projectId)}/views?${params.toString()}`;
    return this.#request(VIEWS_ENDPOINT, ViewsPageSchema, { offset: query.offset }, () =>
      this.#getHttp.get(this.#url(path), callOptions(call)),
    );
  }

  async #request<T extends z.ZodType>(
    endpoint: string,
    schema: T,
    context: { jobId?: string; offset?: number; notIdempotent?: boolean },
    send: () => Promise<Response>,
  ): Promise<z.infer<T>> {
    const where = context.offset !== undefined ? ` at offset ${context.offset}` : '';
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      throw this.#failure(endpoint, where, context, error);
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      throw new MintlifyApiError(`${endpoint} returned a body that is not valid JSON (HTTP ${response.status})${where}`, {
        endpoint,
        status: response.status,
        cause: error,
      });
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

  #failure(
    endpoint: string,
    where: string,
    context: { jobId?: string; notIdempotent?: boolean },
    error: unknown,
  ): unknown {
    const { projectId, apiKey, apiUrl, requestTimeoutMs } = this.#options;
    const maybeDelivered = context.notIdempotent
      ? ` The instruction may or may not have been delivered to agent job ${context.jobId ?? ''}: check the job before sending it again.`
      : '';
    if (isHTTPError(error)) {
      const status = error.response.status;
      const parsed = ApiErrorSchema.safeParse(error.data);
      const apiMessage = redact(
        parsed.success
          ? [parsed.data.error, ...(parsed.data.details ?? []).map((d) => d.message)].join('; ')
          : typeof error.data === 'string'
            ? error.data.slice(0, 300)
            : '',
        [apiKey],
      );
      let message: string;
      if (status === 401 || status === 403) {
        message = `${endpoint} failed with HTTP ${status}: the API key was rejected. Check that the api-key secret holds a current Mintlify admin API key of the organization that owns project ${projectId}.`;
      } else if (status === 404 && context.jobId !== undefined) {
        message = `${endpoint} failed with HTTP 404: no agent job ${context.jobId} in project ${projectId}.`;
      } else if (status === 404) {
        message = `${endpoint} failed with HTTP 404: no project ${projectId}${apiMessage ? ` (${apiMessage})` : ''}.`;
      } else {
        message = `${endpoint} failed with HTTP ${status}${where}${apiMessage ? `: ${apiMessage}` : ''}.`;
        if (status === 429) message += ' Rate limit still exceeded after retries; try again later.';
        if (status >= 500) message += maybeDelivered;
      }
      return new MintlifyApiError(message, { endpoint, status, apiMessage: apiMessage || undefined, cause: error });
    }
    if (isTimeoutError(error)) {
      return new MintlifyApiError(
        `${endpoint} got no response within ${requestTimeoutMs / 1000} s${where}.${maybeDelivered}`,
        { endpoint, cause: error },
      );
    }
    if (isNetworkError(error)) {
      const code = systemErrorCode(error) ?? 'network error';
      const delivered = code === 'ECONNREFUSED' ? '' : maybeDelivered;
      return new MintlifyApiError(`${endpoint} could not reach ${apiUrl} (${code})${where}.${delivered}`, {
        endpoint,
        cause: error,
      });
    }
    return error;
  }
}
