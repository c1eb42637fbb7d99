/**
 * What a rejected key means, per endpoint (`mintlify/key-errors.ts`): 401 expired or invalid,
 * 403 from an IP allowlist, 403 on a POST (the write scope), 403 on a GET (the read scope).
 */
import { describe, expect, it } from 'vitest';
import { describeKeyRejection, isAllowlistRefusal } from '../../src/mintlify/key-errors.ts';

const CREATE = 'POST /v2/agent/{projectId}/job';
const VIEWS = 'GET /v1/analytics/{projectId}/views';

describe('describeKeyRejection', () => {
  it('401: invalid or expired, with the 90-day default and what to update', () => {
    const text = describeKeyRejection(CREATE, 401, undefined, 'proj_1');
    expect(text).toContain(`${CREATE} failed with HTTP 401: the API key is invalid or has expired`);
    expect(text).toContain('90 days');
    expect(text).toContain('update the secret passed as api-key');
    expect(text).not.toContain('Mintlify said');
  });

  it('403 on a POST without an allowlist message: the write scope', () => {
    expect(describeKeyRejection(CREATE, 403, 'Forbidden', 'proj_1')).toContain(
      'the API key may lack the write scope, which starting and steering agent jobs needs. Mintlify said: "Forbidden".',
    );
  });

  it('403 whose message names an IP or an allowlist: the allowlist, whatever the method', () => {
    for (const endpoint of [CREATE, VIEWS])
      expect(describeKeyRejection(endpoint, 403, 'IP 198.51.100.7 not allowed', 'proj_1')).toContain(
        'the API key\'s IP allowlist does not include this runner\'s address. Mintlify said: "IP 198.51.100.7 not allowed".',
      );
  });

  it('403 on a GET without an allowlist message: the read scope or an allowlist', () => {
    expect(describeKeyRejection(VIEWS, 403, undefined, 'proj_1')).toContain(
      'refused for reading project proj_1: it may lack the read scope, or its IP allowlist may not include',
    );
  });

  it('quotes at most 200 characters of the API’s message, on one line, without double quotes', () => {
    const text = describeKeyRejection(CREATE, 403, `allowlist "blocked"\n${'y'.repeat(500)}`, 'proj_1');
    const quoted = /Mintlify said: "([^"]*)"/.exec(text)?.[1] ?? '';
    expect(Array.from(quoted)).toHaveLength(200);
    expect(quoted.startsWith("allowlist 'blocked' y")).toBe(true);
  });
});

describe('isAllowlistRefusal', () => {
  it('reads the words Mintlify-like messages use for an allowlist, not a scope', () => {
    expect(isAllowlistRefusal('Your IP address is not allowlisted')).toBe(true);
    expect(isAllowlistRefusal('Request IP not in allow list')).toBe(true);
    expect(isAllowlistRefusal('This API key does not have the write scope')).toBe(false);
    expect(isAllowlistRefusal(undefined)).toBe(false);
  });
});
