import { describe, expect, it } from 'vitest';
import { countInvisible, cutAtCodePoint, stripInvisible, wellFormed } from '../../src/format/escape.ts';
import { redactSecrets } from '../../src/format/redact.ts';

describe('stripInvisible', () => {
  it.each([
    ['tag characters (ASCII smuggling)', 'a\u{E0049}\u{E0047}\u{E004E}b'],
    ['variation selectors', 'a\uFE0F\u{E0100}b'],
    ['soft hyphen, U+061C, U+180E', 'a\u00AD\u061C\u180Eb'],
    ['zero-width space and bidi controls', 'a\u200B\u202E\u2066b'],
    ['Hangul fillers', 'a\u3164\u115Fb'],
    ['interlinear annotation', 'a\uFFF9\uFFFA\uFFFBb'],
  ])('removes %s', (_, text) => {
    expect(stripInvisible(text)).toBe('ab');
    expect(countInvisible(text)).toBeGreaterThan(0);
  });

  it('keeps a ZWNJ inside a Persian word and a ZWJ after a Devanagari virama', () => {
    expect(stripInvisible('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(stripInvisible('क्\u200Dष')).toBe('क्\u200Dष');
  });

  it('removes ZWJ/ZWNJ between Latin letters, at word edges, in runs and in emoji sequences', () => {
    expect(stripInvisible('pay\u200Cload')).toBe('payload');
    expect(stripInvisible('\u200Dمی')).toBe('می');
    expect(stripInvisible('می\u200C\u200Cخواهم')).toBe('میخواهم');
    expect(stripInvisible('👩\u200D💻')).toBe('👩💻');
  });
});

describe('cutAtCodePoint', () => {
  it('never leaves half a surrogate pair', () => {
    expect(cutAtCodePoint('ab😀c', 3)).toBe('ab');
    expect(cutAtCodePoint('ab😀c', 4)).toBe('ab😀');
    expect(cutAtCodePoint('abc', 5)).toBe('abc');
  });
});

describe('wellFormed', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(wellFormed('a\uD83Db\uDE00c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });
});

describe('redactSecrets, credential shapes an outsider may commit', () => {
  it.each([
    'AKIAIOSFODNN7EXAMPLE',
    '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----',
    `xoxb-${'1'.repeat(12)}-abcdef`,
    `AIza${'A'.repeat(35)}`,
    `sk_live_${'a'.repeat(24)}`,
    `glpat-${'a'.repeat(20)}`,
    `npm_${'a'.repeat(36)}`,
  ])('redacts %s', (secret) => {
    expect(redactSecrets(`x ${secret} y`)).toBe('x *** y');
  });

  it('redacts the secret after aws_secret_access_key, keeping the name', () => {
    expect(redactSecrets(`aws_secret_access_key = ${'a'.repeat(40)}`)).toBe('aws_secret_access_key = ***');
  });
});
