/**
 * When and how requests to the Mintlify API are retried. The retry loop itself is ky's;
 * this module only decides the policy:
 *
 * - GETs (job status, page views) are idempotent: retried on network errors, timeouts,
 *   408, 429 and 5xx, with exponential backoff and full jitter, honouring `Retry-After`
 *   (seconds or an HTTP date) on 429/503.
 * - The follow-up message POST is not idempotent: it is retried only when the server
 *   certainly did not process it — 429 (rate limited) or a refused connection. After a
 *   5xx, a reset or a timeout it may or may not have been delivered, so it is never re-sent.
 */
import { isHTTPError, isNetworkError, isTimeoutError, type RetryOptions } from 'ky';

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

/** Walks an error's `cause` chain looking for a Node.js system error code (`ECONNREFUSED`…). */
export function systemErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** True when the connection was refused, i.e. the request certainly never reached the server. */
export function isConnectionRefused(error: unknown): boolean {
  return isNetworkError(error) && systemErrorCode(error) === 'ECONNREFUSED';
}

function retryAfterTooLong(error: Error, settings: RetrySettings): boolean {
  if (!isHTTPError(error)) return false;
  const wait = parseRetryAfter(error.response.headers.get('retry-after'), Date.now());
  return wait !== undefined && wait > settings.maxRetryAfterMs;
}

/**
 * ky retry options for a request.
 * @param idempotent true for GETs; false for the message POST (see the module comment).
 */
export function kyRetryOptions(idempotent: boolean, settings: RetrySettings): RetryOptions {
  return {
    limit: settings.limit,
    methods: idempotent ? ['get'] : ['post'],
    statusCodes: idempotent ? RETRY_STATUSES : [429],
    afterStatusCodes: [429, 503],
    maxRetryAfter: settings.maxRetryAfterMs,
    backoffLimit: settings.maxDelayMs,
    delay: (attempt) => settings.baseDelayMs * 2 ** (attempt - 1),
    jitter: true,
    retryOnTimeout: idempotent,
    shouldRetry: ({ error }) => {
      if (retryAfterTooLong(error, settings)) return false;
      if (idempotent) return undefined;
      if (isHTTPError(error)) return error.response.status === 429 ? undefined : false;
      if (isTimeoutError(error)) return false;
      return isConnectionRefused(error);
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
 * How long the client waits before retry `retryCount` (1-based), for the log: the server's
 * `Retry-After` (429/503), else the backoff bound, e.g. `after a random wait of up to 4 s`.
 */
export function describeRetryWait(error: Error, retryCount: number, settings: RetrySettings): string {
  if (isHTTPError(error) && [429, 503].includes(error.response.status)) {
    const wait = parseRetryAfter(error.response.headers.get('retry-after'), Date.now());
    if (wait !== undefined) return `after ${Math.ceil(Math.min(wait, settings.maxRetryAfterMs) / 1000)} s (Retry-After)`;
  }
  const bound = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retryCount - 1));
  return `after a random wait of up to ${Number((bound / 1000).toFixed(1))} s (backoff)`;
}
