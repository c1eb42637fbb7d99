/**
 * `patches/@actions+core+3.0.1.patch` moves two imports of `@actions/core` into the functions that
 * use them, so that they load only when called (issue 40, start-up): `@actions/http-client` (and
 * undici) into `getIDToken`, `@actions/exec` into `platform.getDetails`. Both still work.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import * as core from '@actions/core';
import { afterEach, describe, expect, it } from 'vitest';

const saved = {
  url: process.env.ACTIONS_ID_TOKEN_REQUEST_URL,
  token: process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN,
};

afterEach(() => {
  for (const [name, value] of [
    ['ACTIONS_ID_TOKEN_REQUEST_URL', saved.url],
    ['ACTIONS_ID_TOKEN_REQUEST_TOKEN', saved.token],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('@actions/core as patched', () => {
  it('getIDToken still fetches the OIDC token, loading its HTTP client on the call', async () => {
    const seen: Array<{ url: string | undefined; authorization: string | undefined }> = [];
    const server = createServer((request, response) => {
      seen.push({ url: request.url, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"value":"oidc-token-1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      process.env.ACTIONS_ID_TOKEN_REQUEST_URL = `http://127.0.0.1:${port}/token?api-version=2.0`;
      process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN = 'request-token';
      await expect(core.getIDToken('sts.example')).resolves.toBe('oidc-token-1');
      expect(seen).toEqual([
        { url: '/token?api-version=2.0&audience=sts.example', authorization: 'Bearer request-token' },
      ]);
    } finally {
      server.close();
    }
  });

  it.skipIf(process.platform !== 'linux' || !existsSync('/usr/bin/lsb_release'))(
    'platform.getDetails still runs lsb_release through @actions/exec',
    async () => {
      const details = await core.platform.getDetails();
      expect(details).toMatchObject({ platform: 'linux', isLinux: true });
      expect(details.name).not.toBe('');
    },
  );
});
