/**
 * The entry chunk of the bundle (`dist/index.js`), which every run compiles before its first
 * request, holds no HTTP stack of its own: the Mintlify client uses Node's `fetch`, and
 * `@actions/http-client` with undici (its `ProxyAgent`, ~800 KB) loads only behind a proxy or
 * with the GitHub and artifact clients. `@actions/core` would import them at start-up for
 * `getIDToken`; `patches/@actions+core+*.patch` defers that import (issue 40, start-up guard).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DIST_ENTRY } from '../harness/run-action.ts';

describe('the entry chunk', () => {
  it('bundles neither undici nor @actions/http-client: they load on demand', async () => {
    const entry = await readFile(DIST_ENTRY, 'utf8');
    // undici's HTTP parser and http-client's class: present in the lazy chunks only.
    expect(entry).not.toContain('llhttp');
    expect(entry).not.toContain('class HttpClient');
    // @actions/core is in it, with getIDToken's client loaded on first use.
    expect(entry).toContain('class OidcClient');
  });
});
