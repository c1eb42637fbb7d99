import { describe, expect, it } from 'vitest';
import { pagePath } from '../../src/export/privacy.ts';

describe('pagePath', () => {
  it.each([
    ['https://docs.acme.com/a/b?x=1#y', '/a/b'],
    ['https://docs.acme.com', '/'],
    ['/a/b?token=abc', '/a/b'],
    ['a/b#frag', 'a/b'],
    ['http://[bad', 'http://[bad'],
    ['?only=query', ''],
    ['  ', '  '],
  ])('pagePath(%s) is %s', (url, path) => {
    expect(pagePath(url)).toBe(path);
  });
});
