import { describe, expect, it } from 'vitest';
import { redactAndTruncate, redactSecrets } from '../../src/format/redact.ts';
import { errorMessage, redact } from '../../src/errors.ts';

const KEY = 'mint_live_9f8e7d6c5b4a3210abcdef';

/** Every 8-character piece of `secret`: none of them may survive redaction. */
function fragments(secret: string): string[] {
  return Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8));
}

describe('redactSecrets', () => {
  it('replaces every occurrence of a configured secret with ***', () => {
    expect(redactSecrets(`key=${KEY}; again ${KEY}`, [KEY])).toBe('key=***; again ***');
  });

  it('replaces a configured secret of any shape, the longest first', () => {
    expect(redactSecrets('token 0123456789abcdef0123 and 0123456789', ['0123456789', '0123456789abcdef0123'])).toBe(
      'token *** and ***',
    );
  });

  it('ignores configured secrets shorter than 4 characters', () => {
    expect(redactSecrets('a b c', ['a', ''])).toBe('a b c');
  });

  it('replaces a Mintlify key that was never configured', () => {
    expect(redactSecrets(`other key ${KEY}.`)).toBe('other key ***.');
  });

  it.each([
    ['classic personal access token', 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['OAuth token', 'gho_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['user-to-server token', 'ghu_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['installation token (GITHUB_TOKEN)', 'ghs_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['refresh token', 'ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9Dc86A1498'],
    [
      'fine-grained personal access token',
      'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ012',
    ],
  ])('replaces a GitHub %s', (_kind, token) => {
    const out = redactSecrets(`{"message":"Bad credentials","token":"${token}"}`);
    expect(out).toBe('{"message":"Bad credentials","token":"***"}');
  });

  it('replaces the credential of an echoed Authorization header, even URL-encoded', () => {
    expect(redactSecrets('Authorization: Bearer abcdefgh12345678')).toBe('Authorization: Bearer ***');
    expect(redactSecrets(`authorization=Bearer%20${KEY}&x=1`)).toBe('authorization=Bearer%20***&x=1');
  });

  it('leaves text without credentials unchanged', () => {
    const text = 'api-key must be a Mintlify admin API key, which starts with "mint_" (got an empty value).';
    expect(redactSecrets(text, [KEY])).toBe(text);
  });
});

describe('redactAndTruncate', () => {
  // An error page that echoes the request headers, with the key straddling character 300:
  // cutting first would keep all but the last character of the key.
  const header = 'Authorization: Bearer ';
  const page = `${'<p>Upstream error</p>'.padEnd(300 - (KEY.length - 1) - header.length, '.')}${header}${KEY}\nUser-Agent: mintlify-action/1`;

  it('removes a key that straddles the cut point, leaving no fragment of it', () => {
    expect(page.slice(0, 300).endsWith(KEY.slice(0, -1))).toBe(true);
    const out = redactAndTruncate(page, 300, [KEY]);
    for (const fragment of fragments(KEY)) expect(out).not.toContain(fragment);
    expect(out).toContain('Authorization: Bearer ***');
  });

  it('removes an unconfigured key that straddles the cut point', () => {
    const out = redactAndTruncate(page, 300);
    for (const fragment of fragments(KEY)) expect(out).not.toContain(fragment);
  });

  it('cuts to at most maxChars characters, ending with …', () => {
    const out = redactAndTruncate('x'.repeat(500), 300);
    expect(Array.from(out)).toHaveLength(300);
    expect(out.endsWith('…')).toBe(true);
  });

  it('leaves short text whole', () => {
    expect(redactAndTruncate('Not found', 300)).toBe('Not found');
  });
});

describe('errorMessage and redact (errors.ts)', () => {
  it('errorMessage redacts credential-shaped strings of any thrown value', () => {
    expect(errorMessage(new Error(`bad key ${KEY}`))).toBe('bad key ***');
    expect(errorMessage('token ghs_abcdefghijklmnopqrstuvwxyz0123456789 expired')).toBe('token *** expired');
    expect(errorMessage({ header: `Bearer ${KEY}` })).toBe('{"header":"Bearer ***"}');
  });

  it('redact removes configured secrets and credential shapes', () => {
    expect(redact(`x ${KEY} y 00000000deadbeef`, ['00000000deadbeef'])).toBe('x *** y ***');
  });
});
