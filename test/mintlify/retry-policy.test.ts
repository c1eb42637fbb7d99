import { describe, expect, it } from 'vitest';
import { HTTPError, NetworkError, TimeoutError, type NormalizedOptions } from 'ky';
import {
  DEFAULT_RETRY,
  decideRetry,
  describeRetryWait,
  isRetryableStatus,
  parseRetryAfter,
} from '../../src/mintlify/retry-policy.ts';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000);
  });

  it('reads an HTTP date as the time left until then, never negative', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unparsable value', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('DEFAULT_RETRY', () => {
  it('waits for a Retry-After of up to one hour, the analytics budget window', () => {
    expect(DEFAULT_RETRY.maxRetryAfterMs).toBe(3_600_000);
  });
});

describe('isRetryableStatus', () => {
  it('retries 408, 429, 500, 502, 503 and 504 of a GET, no other status', () => {
    const statuses = [200, 400, 401, 403, 404, 408, 409, 429, 500, 501, 502, 503, 504, 505, 599];
    expect(statuses.filter((s) => isRetryableStatus(s, true))).toEqual([408, 429, 500, 502, 503, 504]);
  });

  it('retries only 429 of a POST', () => {
    expect([408, 429, 500, 503].filter((s) => isRetryableStatus(s, false))).toEqual([429]);
  });
});

describe('decideRetry', () => {
  const settings = { limit: 8, baseDelayMs: 1000, maxDelayMs: 60_000, maxRetryAfterMs: 3_600_000 };
  const now = Date.parse('2026-11-21T12:00:00Z');
  const request = new Request('https://api.mintlify.com/v2/agent/proj/job/j1/message', { method: 'POST' });

  function httpError(status: number, retryAfter?: string): HTTPError {
    const headers = retryAfter === undefined ? undefined : { 'retry-after': retryAfter };
    return new HTTPError(new Response(null, { status, headers }), request, {} as NormalizedOptions);
  }

  function refused(cause: unknown): NodeJS.ErrnoException {
    return Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', cause });
  }

  const post = { idempotent: false, settings, now, random: () => 0.5 };
  const get = { ...post, idempotent: true };

  it('waits for Retry-After on 429', () => {
    expect(decideRetry(httpError(429, '30'), 1, post)).toEqual({
      retry: true,
      waitMs: 30_000,
      basis: 'Retry-After',
      boundMs: 30_000,
    });
  });

  it('backs off with full jitter, doubling from the base delay, when there is no Retry-After', () => {
    expect(decideRetry(httpError(503), 3, get)).toEqual({ retry: true, waitMs: 2000, basis: 'backoff', boundMs: 4000 });
  });

  it('never re-sends a POST after a 5xx, a timeout or a reset, but does after a refused connection', () => {
    expect(decideRetry(httpError(500), 1, post)).toEqual({ retry: false });
    expect(decideRetry(new TimeoutError(request), 1, post)).toEqual({ retry: false });
    expect(
      decideRetry(
        new NetworkError(request, { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }),
        1,
        post,
      ),
    ).toEqual({ retry: false });
    expect(decideRetry(new NetworkError(request, { cause: refused(undefined) }), 1, post).retry).toBe(true);
  });

  it('does not retry a 400 or an unknown error', () => {
    expect(decideRetry(httpError(400), 1, get)).toEqual({ retry: false });
    expect(decideRetry(new TypeError('bug'), 1, get)).toEqual({ retry: false });
  });

  it('refuses a Retry-After that would end after the deadline, saying how much time was left', () => {
    const decision = decideRetry(httpError(429, '3600'), 1, { ...post, deadline: now + 40_000 });
    expect(decision).toEqual({
      retry: false,
      refusal: { reason: 'deadline', remainingMs: 40_000, waitMs: 3_600_000, basis: 'Retry-After', boundMs: 3_600_000 },
    });
  });

  it('refuses a backoff wait that would end after the deadline, and allows one that ends before it', () => {
    expect(decideRetry(httpError(502), 4, { ...get, deadline: now + 1000 })).toMatchObject({
      retry: false,
      refusal: { reason: 'deadline', basis: 'backoff', waitMs: 4000 },
    });
    expect(decideRetry(httpError(502), 4, { ...get, deadline: now + 5000 })).toMatchObject({
      retry: true,
      waitMs: 4000,
    });
  });

  it('refuses a Retry-After longer than maxRetryAfterMs even without a deadline', () => {
    expect(decideRetry(httpError(429, '7200'), 1, post)).toMatchObject({
      retry: false,
      refusal: { reason: 'max-retry-after', maxMs: 3_600_000 },
    });
  });
});

describe('describeRetryWait', () => {
  it('names the Retry-After wait, or the bound of the random backoff wait', () => {
    expect(describeRetryWait({ waitMs: 30_000, basis: 'Retry-After', boundMs: 30_000 })).toBe(
      'after 30 s (Retry-After)',
    );
    expect(describeRetryWait({ waitMs: 700, basis: 'backoff', boundMs: 1500 })).toBe(
      'after a random wait of up to 1.5 s (backoff)',
    );
  });
});
