/**
 * The entry chunk of the bundle (`dist/index.js`), which every run compiles before its first
 * request, holds no HTTP stack of its own: the Mintlify client uses Node's `fetch`, and
 * `@actions/http-client` with undici (its `ProxyAgent`, ~800 KB) loads only behind a proxy or
 * with the GitHub and artifact clients. `@actions/core` would import them at start-up for
 * `getIDToken`, and `@actions/exec` (with `child_process`) for `platform.getDetails()`, neither of
 * which the action calls; `patches/@actions+core+*.patch` defers both imports to those functions
 * (issue 40, start-up guard).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DIST_ENTRY } from '../harness/run-action.ts';

describe('the entry chunk', () => {
  it('bundles neither undici, @actions/http-client nor @actions/exec: they load on demand', async () => {
    const entry = await readFile(DIST_ENTRY, 'utf8');
    // undici's HTTP parser, http-client's class and exec's runner: present in lazy chunks only.
    expect(entry).not.toContain('llhttp');
    expect(entry).not.toContain('class HttpClient');
    expect(entry).not.toContain('class ToolRunner');
    // @actions/core is in it, with getIDToken's client and getDetails' exec loaded on first use.
    expect(entry).toContain('class OidcClient');
    expect(entry).toContain('getDetails');
  });
});
