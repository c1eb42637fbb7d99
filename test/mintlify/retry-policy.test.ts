import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, parseRetryAfter } from '../../src/mintlify/retry-policy.ts';

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
