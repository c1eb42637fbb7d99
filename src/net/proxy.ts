/**
 * The runner's HTTP(S) proxy, for the requests the action makes itself (the Mintlify API). Which requests go through a
 * proxy is decided by `@actions/http-client`'s `getProxyUrl`, the library behind `@actions/github`'s Octokit and
 * `@actions/artifact`, so all of them follow one rule: `https_proxy`/`HTTPS_PROXY` or `http_proxy`/`HTTP_PROXY` by the
 * URL's scheme (lower case first); `no_proxy`, else `NO_PROXY`, lists hosts (each with its subdomains), `host:port`
 * entries or `*`; loopback is never proxied. The proxy is reached with undici's `ProxyAgent` (a CONNECT tunnel,
 * credentials sent as `Proxy-Authorization: Basic`). The environment is read at each request (as the libraries do), so
 * a step's `env:` applies. The rule in full: docs/enterprise.md, "Behind an egress proxy".
 */
import type { HttpClient } from '@actions/http-client';
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import { findInCauses } from '../errors.ts';

/** The proxy variables the action honours, as `@actions/http-client` reads them. */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const;

/**
 * The proxy a request to `url` goes through under the current environment (`HTTPS_PROXY`,
 * `HTTP_PROXY`, `NO_PROXY` and their lower-case forms; see the module comment), or `undefined`
 * when it goes direct. Its `username`/`password` are percent-decoded.
 * @throws TypeError when `url` is not an absolute URL.
 */
export function proxyFor(url: string): URL | undefined {
  const proxy = getProxyUrl(new URL(url));
  // `proxy.internal:3128` parses as a URL with the scheme `proxy.internal:`; like a value
  // without any colon, it means `http://proxy.internal:3128`.
  if (proxy !== undefined && proxy.protocol !== 'http:' && proxy.protocol !== 'https:')
    return new URL(`http://${proxy.href}`);
  return proxy;
}

/**
 * The proxy URL as it may be shown in a log or an error: scheme, host and port, with any
 * credentials replaced by `***` (e.g. `http://***@proxy.internal:3128`); never a path or query.
 */
export function redactProxyUrl(proxy: URL): string {
  const credentials = proxy.username !== '' || proxy.password !== '' ? '***@' : '';
  return `${proxy.protocol}//${credentials}${proxy.host}`;
}

/**
 * Every credential string of the proxy variables in `env`, to mask with `core.setSecret` and to
 * redact from messages: for a proxy URL `http://user:pass@host`, the password as written and
 * decoded, `user:pass`, and the whole value. Empty when no proxy URL carries credentials.
 */
export function proxySecrets(env: NodeJS.ProcessEnv): string[] {
  const secrets = new Set<string>();
  for (const name of PROXY_VARIABLES) {
    const value = env[name];
    if (!value) continue;
    let parsed: URL;
    try {
      parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    } catch {
      continue;
    }
    if (parsed.username === '' && parsed.password === '') continue;
    secrets.add(value.trim());
    for (const raw of [
      parsed.password,
      parsed.username && parsed.password ? `${parsed.username}:${parsed.password}` : '',
    ]) {
      if (raw === '') continue;
      secrets.add(raw);
      try {
        secrets.add(decodeURIComponent(raw));
      } catch {
        // Not percent-encoded: the raw form is enough.
      }
    }
    if (parsed.password === '' && parsed.username !== '') secrets.add(parsed.username);
  }
  return [...secrets];
}

/** The undici dispatcher `@actions/http-client` builds for a proxy. */
type ProxyDispatcher = ReturnType<HttpClient['getAgentDispatcher']>;

/**
 * One dispatcher per proxy URL, so connections to it are reused across requests. Built on first
 * use: `@actions/http-client` and undici (its `ProxyAgent`) load only when a request goes through
 * a proxy, not at start-up (issue 40).
 */
const dispatchers = new Map<string, Promise<ProxyDispatcher>>();

/** The dispatcher `@actions/http-client` builds for a request to `url` under the current proxy variables. */
async function proxyDispatcher(url: string): Promise<ProxyDispatcher> {
  const { HttpClient } = await import('@actions/http-client');
  return new HttpClient('mintlify-action').getAgentDispatcher(url);
}

/**
 * `fetch` that follows the proxy variables (see the module comment): a request whose URL
 * {@link proxyFor} assigns a proxy is sent through it, any other goes direct. For clients
 * built on `fetch` (ky's `fetch` option).
 */
export const proxyAwareFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : input instanceof URL ? input.href : String(input);
  const proxy = proxyFor(url);
  if (proxy === undefined) return fetch(input, init);
  let dispatcher = dispatchers.get(proxy.href);
  if (dispatcher === undefined) {
    dispatcher = proxyDispatcher(url);
    dispatchers.set(proxy.href, dispatcher);
    // A failed load is not kept: the next request tries again.
    dispatcher.catch(() => dispatchers.delete(proxy.href));
  }
  return fetch(input, { ...init, dispatcher: await dispatcher } as RequestInit);
};

/**
 * ` through the proxy http://***@proxy:3128` when a request to `url` goes through a proxy, else
 * `''`: for error messages about a request that got no response.
 */
export function throughProxy(url: string): string {
  try {
    const proxy = proxyFor(url);
    return proxy === undefined ? '' : ` through the proxy ${redactProxyUrl(proxy)}`;
  } catch {
    return '';
  }
}

/**
 * What a proxy answered instead of opening the tunnel, read from undici's error (`Proxy response
 * (407) !== 200 when HTTP Tunneling`) anywhere in `error`'s cause chain (5 levels), as
 * `the proxy answered HTTP 407`; `undefined` for any other error.
 */
export function proxyRefusal(error: unknown): string | undefined {
  return findInCauses(error, (e) => {
    const m = /Proxy response \((\d{3})\)/.exec(e.message);
    return m ? `the proxy answered HTTP ${m[1]}` : undefined;
  });
}

/**
 * The proxy variables the blob-storage client of `@actions/artifact` (Azure's) reads besides {@link PROXY_VARIABLES}.
 */
const STORAGE_PROXY_VARIABLES = [...PROXY_VARIABLES, 'ALL_PROXY', 'all_proxy'] as const;

/**
 * The environment changes that make the artifact upload's blob-storage client follow the rule of
 * the module comment. That client (Azure's `@azure/storage-blob`, inside `@actions/artifact`)
 * reads `NO_PROXY` its own way: no `*`, no `host:port`, a name matches only itself (`.name` its
 * subdomains), loopback is proxied, and `NO_PROXY` wins over `no_proxy`. So, for the upload:
 * - `*` (everything bypasses): every proxy variable is removed;
 * - otherwise `NO_PROXY` gets the rule's list in the client's terms (`example.com` also as
 *   `.example.com`; `host:port` as `host`, since the client compares host names only; loopback
 *   names added), and `no_proxy` keeps the rule's own list for `@actions/http-client`, which
 *   reads it first.
 * Returns `{}` when no `NO_PROXY` is set or no proxy is. Pure.
 */
export function storageProxyOverrides(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const proxied = STORAGE_PROXY_VARIABLES.some((name) => (env[name] ?? '') !== '');
  const rule = env.no_proxy || env.NO_PROXY || '';
  if (!proxied || rule.trim() === '') return {};
  const entries = rule
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '');
  if (entries.includes('*')) return Object.fromEntries(STORAGE_PROXY_VARIABLES.map((name) => [name, undefined]));
  const names = new Set<string>(['localhost', '127.0.0.1', '[::1]']);
  for (const entry of entries) {
    const host = /^(\[[^\]]+\]|[^:]+):\d+$/.exec(entry)?.[1] ?? entry;
    names.add(host);
    if (!host.startsWith('.') && !host.startsWith('[')) names.add(`.${host}`);
  }
  return { NO_PROXY: [...names].join(','), no_proxy: rule };
}

/**
 * Runs `work` with `overrides` applied to `process.env` (`undefined` removes a variable), then
 * restores every variable it changed, also when `work` throws. For a library that reads the
 * environment itself (the artifact upload: {@link storageProxyOverrides}).
 */
export async function withEnvironment<T>(
  overrides: Record<string, string | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const saved = Object.keys(overrides).map((name) => [name, process.env[name]] as const);
  const apply = (name: string, value: string | undefined): void => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  for (const [name, value] of Object.entries(overrides)) apply(name, value);
  try {
    return await work();
  } finally {
    for (const [name, value] of saved) apply(name, value);
  }
}
