import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { startForwardProxy, type ForwardProxy } from '../fakes/forward-proxy.ts';
import {
  proxyAwareFetch,
  proxyFor,
  proxyRefusal,
  proxySecrets,
  redactProxyUrl,
  throughProxy,
  storageProxyOverrides,
  withEnvironment,
} from '../../src/net/proxy.ts';
import { unreachableError } from '../../src/github/comments.ts';
import { MintlifyClient } from '../../src/mintlify/client.ts';
import { MintlifyApiError } from '../../src/errors.ts';

const VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY'];
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

/** Sets exactly these proxy variables for the test (the others unset). */
function setProxyEnv(values: Partial<Record<(typeof VARIABLES)[number], string>>): void {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, values);
}

afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('proxyFor: the rule of @actions/http-client', () => {
  it('uses HTTPS_PROXY for https URLs and HTTP_PROXY for http URLs; the lower-case form wins', () => {
    setProxyEnv({ HTTPS_PROXY: 'http://secure.proxy:3128', HTTP_PROXY: 'http://plain.proxy:8080' });
    expect(proxyFor('https://api.mintlify.com/v1')?.host).toBe('secure.proxy:3128');
    expect(proxyFor('http://api.mintlify.com/v1')?.host).toBe('plain.proxy:8080');
    setProxyEnv({ https_proxy: 'http://lower.proxy:1', HTTPS_PROXY: 'http://upper.proxy:2' });
    expect(proxyFor('https://api.mintlify.com')?.host).toBe('lower.proxy:1');
    expect(proxyFor('http://api.mintlify.com')).toBeUndefined();
  });

  it('reads a proxy without a scheme as http://', () => {
    setProxyEnv({ HTTPS_PROXY: 'proxy.internal:3128' });
    expect(proxyFor('https://api.mintlify.com')?.href).toBe('http://proxy.internal:3128/');
  });

  it('never proxies loopback', () => {
    setProxyEnv({ HTTPS_PROXY: 'http://proxy:3128', HTTP_PROXY: 'http://proxy:3128' });
    for (const url of [
      'http://localhost:8080',
      'http://127.0.0.1:9',
      'http://127.5.6.7',
      'http://[::1]:8080',
      'https://LOCALHOST',
    ]) {
      expect(proxyFor(url), url).toBeUndefined();
    }
  });

  it.each([
    ['api.mintlify.com', 'https://api.mintlify.com', true],
    ['mintlify.com', 'https://api.mintlify.com', true],
    ['.mintlify.com', 'https://api.mintlify.com', true],
    ['MINTLIFY.COM', 'https://api.mintlify.com', true],
    ['notmintlify.com', 'https://api.mintlify.com', false],
    ['api.mintlify.com:443', 'https://api.mintlify.com', true],
    ['api.mintlify.com:8443', 'https://api.mintlify.com', false],
    ['api.mintlify.com:8443', 'https://api.mintlify.com:8443', true],
    ['github.example:80', 'http://github.example/api/v3', true],
    ['*', 'https://api.mintlify.com', true],
    [' other.com , mintlify.com ', 'https://api.mintlify.com', true],
    ['other.com', 'https://api.mintlify.com', false],
  ])('NO_PROXY=%j for %s bypasses: %s', (noProxy, url, bypassed) => {
    setProxyEnv({ HTTPS_PROXY: 'http://proxy:3128', HTTP_PROXY: 'http://proxy:3128', NO_PROXY: noProxy });
    expect(proxyFor(url) === undefined).toBe(bypassed);
  });

  it('reads no_proxy before NO_PROXY', () => {
    setProxyEnv({ HTTPS_PROXY: 'http://proxy:3128', no_proxy: 'mintlify.com', NO_PROXY: 'other.com' });
    expect(proxyFor('https://api.mintlify.com')).toBeUndefined();
    expect(proxyFor('https://other.com')).toBeDefined();
  });

  it('goes direct without proxy variables', () => {
    setProxyEnv({});
    expect(proxyFor('https://api.mintlify.com')).toBeUndefined();
    expect(throughProxy('https://api.mintlify.com')).toBe('');
  });
});

describe('proxy credentials', () => {
  it('are never shown: the proxy is named as scheme, *** and host', () => {
    expect(redactProxyUrl(new URL('http://user:p%40ss@proxy.internal:3128/path?q=1'))).toBe(
      'http://***@proxy.internal:3128',
    );
    expect(redactProxyUrl(new URL('https://proxy.internal'))).toBe('https://proxy.internal');
    setProxyEnv({ HTTPS_PROXY: 'http://user:p%40ss@proxy.internal:3128' });
    expect(throughProxy('https://api.mintlify.com')).toBe(' through the proxy http://***@proxy.internal:3128');
  });

  it('are listed for masking in every form they can appear in', () => {
    const secrets = proxySecrets({
      HTTPS_PROXY: 'http://user:p%40ss@proxy.internal:3128',
      http_proxy: 'proxy2:8080',
      NO_PROXY: 'x',
    });
    expect(secrets).toEqual(
      expect.arrayContaining(['http://user:p%40ss@proxy.internal:3128', 'p%40ss', 'p@ss', 'user:p%40ss', 'user:p@ss']),
    );
    expect(secrets.join(' ')).not.toContain('proxy2');
    expect(proxySecrets({ HTTPS_PROXY: 'http://token@proxy:1' })).toEqual(['http://token@proxy:1', 'token']);
    expect(proxySecrets({ HTTPS_PROXY: 'http://proxy:1' })).toEqual([]);
  });
});

describe('the Mintlify client behind a proxy', () => {
  let mintlify: FakeMintlify;
  let proxy: ForwardProxy;
  beforeAll(async () => {
    mintlify = await startFakeMintlify();
    proxy = await startForwardProxy({ hosts: ['mintlify.test'], credentials: 'proxyuser:s3cret@pw' });
  });
  afterAll(async () => {
    await mintlify.close();
    await proxy.close();
  });

  const client = (apiUrl: string): MintlifyClient =>
    new MintlifyClient({
      apiUrl,
      apiKey: mintlify.apiKey,
      projectId: mintlify.projectId,
      requestTimeoutMs: 5000,
      retry: { limit: 0, baseDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0 },
    });

  it('sends its requests through HTTP_PROXY, with the proxy credentials', async () => {
    mintlify.addJob({ id: 'job_proxy', status: 'completed' });
    setProxyEnv({ HTTP_PROXY: proxy.urlWithCredentials });
    const before = proxy.requests.length;
    const job = await client(mintlify.url.replace('127.0.0.1', 'mintlify.test')).getJob('job_proxy');
    expect(job.id).toBe('job_proxy');
    expect(proxy.requests.slice(before)).toEqual([
      expect.objectContaining({
        method: 'CONNECT',
        host: 'mintlify.test',
        credentials: 'proxyuser:s3cret@pw',
        allowed: true,
      }),
    ]);
  });

  it('goes direct when NO_PROXY names the host', async () => {
    setProxyEnv({ HTTP_PROXY: proxy.urlWithCredentials, NO_PROXY: 'mintlify.test,127.0.0.1' });
    const before = proxy.requests.length;
    const response = await proxyAwareFetch(`${mintlify.url}/v2/agent/${mintlify.projectId}/job/job_proxy`, {
      headers: { authorization: `Bearer ${mintlify.apiKey}` },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(proxy.requests.length).toBe(before);
  });

  it('names the proxy (credentials redacted) and the API when the proxy cannot be reached', async () => {
    setProxyEnv({ HTTPS_PROXY: 'http://proxyuser:s3cret@127.0.0.1:1' });
    const error = await client('https://api.mintlify.test')
      .getJob('job_proxy')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MintlifyApiError);
    expect((error as Error).message).toMatch(
      /^GET \/v2\/agent\/\{projectId\}\/job\/\{id\} could not reach https:\/\/api\.mintlify\.test through the proxy http:\/\/\*\*\*@127\.0\.0\.1:1 \(ECONNREFUSED\)\./,
    );
    expect((error as Error).message).not.toContain('s3cret');
  });

  it('says what the proxy answered when it refuses the tunnel', async () => {
    setProxyEnv({ HTTP_PROXY: proxy.url });
    const error = await client(mintlify.url.replace('127.0.0.1', 'mintlify.test'))
      .getJob('job_proxy')
      .catch((e: unknown) => e);
    expect((error as Error).message).toContain(`through the proxy ${proxy.url} (the proxy answered HTTP 407)`);
  });

  it('does not say a refused POST may have been delivered: nothing passed the proxy', async () => {
    setProxyEnv({ HTTP_PROXY: proxy.url });
    const error = await client(mintlify.url.replace('127.0.0.1', 'mintlify.test'))
      .sendMessage('job_proxy', 'hello')
      .catch((e: unknown) => e);
    expect((error as Error).message).toContain('(the proxy answered HTTP 407)');
    expect((error as Error).message).not.toContain('may or may not');
  });
});

describe('the GitHub API behind a proxy that refuses', () => {
  it('is unreachable (not a denial), and the message names the host and the proxy', () => {
    setProxyEnv({ HTTPS_PROXY: 'http://user:s3cret@proxy.internal:3128' });
    const refused = Object.assign(
      new Error('fetch failed', { cause: new Error('Proxy response (403) !== 200 when HTTP Tunneling') }),
      {
        status: 500,
        request: { url: 'https://ghes.internal/api/v3/repos/acme/docs/collaborators/carol/permission' },
      },
    );
    expect(proxyRefusal(refused)).toBe('the proxy answered HTTP 403');
    expect(unreachableError(refused, 'checking the permission of carol')?.message).toBe(
      'Could not reach the GitHub API at ghes.internal through the proxy http://***@proxy.internal:3128 (the proxy answered HTTP 403): checking the permission of carol. Check GITHUB_API_URL and the proxy (HTTPS_PROXY/HTTP_PROXY, or NO_PROXY to bypass it).',
    );
  });

  it('leaves an HTTP answer of the API itself alone', () => {
    expect(proxyRefusal(new Error('Not Found'))).toBeUndefined();
    expect(
      unreachableError(Object.assign(new Error('Not Found'), { status: 404, response: { status: 404 } }), 'x'),
    ).toBeUndefined();
  });
});

describe('storageProxyOverrides: NO_PROXY for the artifact upload to blob storage (issue 39)', () => {
  const proxy = { HTTPS_PROXY: 'http://proxy.internal:3128' };

  it('removes every proxy variable for NO_PROXY=*', () => {
    expect(storageProxyOverrides({ ...proxy, NO_PROXY: '*' })).toEqual({
      https_proxy: undefined,
      HTTPS_PROXY: undefined,
      http_proxy: undefined,
      HTTP_PROXY: undefined,
      ALL_PROXY: undefined,
      all_proxy: undefined,
    });
  });

  it('gives the blob client a host, its subdomains and a host:port entry by host name, keeping the rule for the others', () => {
    const overrides = storageProxyOverrides({ ...proxy, NO_PROXY: 'Blob.Example.com, artifacts.test:8443' });
    expect(overrides.NO_PROXY?.split(',')).toEqual(
      expect.arrayContaining(['blob.example.com', '.blob.example.com', 'artifacts.test', 'localhost']),
    );
    expect(overrides.no_proxy).toBe('Blob.Example.com, artifacts.test:8443');
  });

  it('changes nothing without a proxy or without NO_PROXY', () => {
    expect(storageProxyOverrides({ NO_PROXY: '*' })).toEqual({});
    expect(storageProxyOverrides(proxy)).toEqual({});
  });
});

describe('withEnvironment', () => {
  it('applies the overrides for the work only, also when it throws', async () => {
    process.env.MINTLIFY_TEST_A = 'a';
    await expect(
      withEnvironment({ MINTLIFY_TEST_A: undefined, MINTLIFY_TEST_B: 'b' }, async () => {
        expect(process.env.MINTLIFY_TEST_A).toBeUndefined();
        expect(process.env.MINTLIFY_TEST_B).toBe('b');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(process.env.MINTLIFY_TEST_A).toBe('a');
    expect(process.env.MINTLIFY_TEST_B).toBeUndefined();
    delete process.env.MINTLIFY_TEST_A;
  });
});
