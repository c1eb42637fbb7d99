/**
 * When and how requests to the Mintlify API are retried. The retry loop itself is ky's;
 * this module only decides the policy:
 *
 * - GETs (job status, page views) are idempotent: retried on network errors, timeouts,
 *   408, 429, 500, 502, 503 and 504, with exponential backoff and full jitter, honouring
 *   `Retry-After` (seconds or an HTTP date) on 429/503.
 * - The follow-up message POST is not idempotent: it is retried only when the server
 *   certainly did not process it — 429 (rate limited) or a refused connection. After a
 *   5xx, a reset or a timeout it may or may not have been delivered, so it is never re-sent.
 *   The same holds for the create-job POST.
 * - Every wait is bounded: by `maxRetryAfterMs`, and by the call's deadline when it has one.
 *   The decision and the wait are known before waiting, so the wait can be logged first.
 */
import { isHTTPError, isNetworkError, isTimeoutError, type RetryOptions } from 'ky';
import { systemErrorCode } from '../errors.ts';

/** Retry limits and delays. Delays in milliseconds. */
export interface RetrySettings {
  /** Retries after the first attempt. */
  limit: number;
  /** Backoff before retry n is a random value in [0, min(maxDelayMs, baseDelayMs · 2^(n−1))]. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Longest `Retry-After` the action waits for, in milliseconds; longer ones fail the request. */
  maxRetryAfterMs: number;
}

/** Defaults: 8 retries, 1 s doubling to 60 s, Retry-After honoured up to 1 hour (the analytics budget window). */
export const DEFAULT_RETRY: RetrySettings = {
  limit: 8,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  maxRetryAfterMs: 3_600_000,
};

const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` header is honoured. */
const RETRY_AFTER_STATUSES = [429, 503];

/**
 * Parses a `Retry-After` header value (RFC 9110 §10.2.3: delay-seconds or an HTTP-date)
 * into milliseconds from `now`; `undefined` when absent or unparsable. Never negative.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

export { systemErrorCode };

/** True when the connection was refused, i.e. the request certainly never reached the server. */
export function isConnectionRefused(error: unknown): boolean {
  return isNetworkError(error) && systemErrorCode(error) === 'ECONNREFUSED';
}

/** How long to wait before a retry, and on what basis. */
export interface RetryWait {
  /** Milliseconds to wait before the retry. */
  waitMs: number;
  /** `Retry-After`: the server's header (429/503); `backoff`: a random wait up to `boundMs`. */
  basis: 'Retry-After' | 'backoff';
  /** Upper bound of the backoff wait (equal to `waitMs` for Retry-After). */
  boundMs: number;
}

/**
 * A retry that was possible but not waited for:
 * - `max-retry-after`: the server's `Retry-After` is longer than `maxRetryAfterMs`;
 * - `deadline`: the wait would end after the call's deadline (`remainingMs` was left).
 */
export type RetryRefusal =
  | (RetryWait & { reason: 'max-retry-after'; maxMs: number })
  | (RetryWait & { reason: 'deadline'; remainingMs: number });

/** What to do after a failed attempt (see {@link decideRetry}). */
export type RetryDecision =
  | ({ retry: true } & RetryWait)
  /** Not retried; `refusal` is set when the policy allowed a retry but the wait was too long. */
  | { retry: false; refusal?: RetryRefusal };

/** Context of {@link decideRetry}. Times in milliseconds. */
export interface RetryContext {
  /** true for GETs; false for the non-idempotent POSTs (see the module comment). */
  idempotent: boolean;
  settings: RetrySettings;
  /** Current time, epoch ms. */
  now: number;
  /** No wait may end after this instant (epoch ms); `undefined`: no deadline. */
  deadline?: number | undefined;
  /** Uniform random number in [0, 1) for the backoff (default `Math.random`). */
  random?: () => number;
}

/**
 * True when the policy retries an answer of HTTP `status`: 408, 429, 500, 502, 503 or 504 for an
 * `idempotent` request (a GET), 429 alone for a POST (see the module comment).
 */
export function isRetryableStatus(status: number, idempotent: boolean): boolean {
  return (idempotent ? RETRY_STATUSES : [429]).includes(status);
}

/** True when the failure is one the policy retries (before looking at how long to wait). */
function isRetryable(error: Error, idempotent: boolean): boolean {
  if (isHTTPError(error)) return isRetryableStatus(error.response.status, idempotent);
  if (isTimeoutError(error)) return idempotent;
  if (isNetworkError(error)) return idempotent || isConnectionRefused(error);
  return false;
}

/** The wait before retry `retryCount`: the server's Retry-After on 429/503, else full-jitter backoff. */
function plannedWait(error: Error, retryCount: number, context: RetryContext): RetryWait {
  const { settings, now } = context;
  if (isHTTPError(error) && RETRY_AFTER_STATUSES.includes(error.response.status)) {
    const waitMs = parseRetryAfter(error.response.headers.get('retry-after'), now);
    if (waitMs !== undefined) return { waitMs, basis: 'Retry-After', boundMs: waitMs };
  }
  const boundMs = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retryCount - 1));
  return { waitMs: Math.round((context.random ?? Math.random)() * boundMs), basis: 'backoff', boundMs };
}

/**
 * Decides whether to retry after a failed attempt, and how long to wait first. Pure apart
 * from `context.random`. Every wait is bounded: a `Retry-After` longer than
 * `settings.maxRetryAfterMs`, or any wait that would end after `context.deadline`, is
 * refused (`{ retry: false, refusal }`) so that the call fails at once instead of sleeping.
 * @param retryCount the retry this would be, 1-based (the retry limit is ky's to enforce).
 */
export function decideRetry(error: Error, retryCount: number, context: RetryContext): RetryDecision {
  if (!isRetryable(error, context.idempotent)) return { retry: false };
  const wait = plannedWait(error, retryCount, context);
  if (wait.basis === 'Retry-After' && wait.waitMs > context.settings.maxRetryAfterMs) {
    return { retry: false, refusal: { ...wait, reason: 'max-retry-after', maxMs: context.settings.maxRetryAfterMs } };
  }
  if (context.deadline !== undefined && context.now + wait.waitMs > context.deadline) {
    return {
      retry: false,
      refusal: { ...wait, reason: 'deadline', remainingMs: Math.max(0, context.deadline - context.now) },
    };
  }
  return { retry: true, ...wait };
}

/**
 * ky retry options for ONE call (build a new one per call: it remembers the planned wait
 * between ky's `shouldRetry` and `delay` callbacks). {@link decideRetry} makes every
 * decision; `onDecision` runs right after it, BEFORE any wait, so the caller can log what
 * is being waited for, or remember a refusal to explain the failure.
 * @param method the call's HTTP method (`get`, `post`), the only one retried.
 */
export function kyRetryOptions(
  method: 'get' | 'post',
  context: Omit<RetryContext, 'now'> & { now?: () => number },
  onDecision: (decision: RetryDecision, error: Error, retryCount: number) => void,
): RetryOptions {
  let nextWaitMs = 0;
  return {
    limit: context.settings.limit,
    methods: [method],
    jitter: false,
    backoffLimit: Number.POSITIVE_INFINITY,
    delay: () => nextWaitMs,
    shouldRetry: ({ error, retryCount }) => {
      const decision = decideRetry(error, retryCount, { ...context, now: (context.now ?? Date.now)() });
      onDecision(decision, error, retryCount);
      if (!decision.retry) return false;
      nextWaitMs = decision.waitMs;
      return true;
    },
  };
}

/**
 * A one-line description of why a request is being retried, for the log, e.g.
 * `HTTP 429, Retry-After 30 s` or `network error ECONNRESET`.
 */
export function describeRetryCause(error: Error): string {
  if (isHTTPError(error)) {
    const retryAfter = error.response.headers.get('retry-after');
    return `HTTP ${error.response.status}${retryAfter ? `, Retry-After ${retryAfter}${/^\d+$/.test(retryAfter.trim()) ? ' s' : ''}` : ''}`;
  }
  if (isTimeoutError(error)) return 'no response before the request timeout';
  return `network error ${systemErrorCode(error) ?? error.message}`;
}

/**
 * The planned wait, for the log: `after 30 s (Retry-After)` or
 * `after a random wait of up to 4 s (backoff)`.
 */
export function describeRetryWait(wait: RetryWait): string {
  if (wait.basis === 'Retry-After') return `after ${seconds(wait.waitMs)} s (Retry-After)`;
  return `after a random wait of up to ${seconds(wait.boundMs)} s (backoff)`;
}

/**
 * Milliseconds as seconds for a message: whole seconds rounded
 * up from 10 s, else two significant digits (`1.5`, `0.25`).
 */
export function seconds(ms: number): number {
  return ms >= 10_000 ? Math.ceil(ms / 1000) : Number((ms / 1000).toPrecision(2));
}
