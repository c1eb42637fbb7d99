/**
 * A forward HTTP proxy for end-to-end tests: the `proxy` package from npm (HTTP `CONNECT`
 * tunnels, as undici's `ProxyAgent` and `tunnel` use them, and absolute-URI requests, as
 * `http-proxy-agent` sends them), on 127.0.0.1, with two additions made in its `authenticate`
 * hook, which sees every request before the proxy acts on it:
 * - it counts what passes (method, target host and port, the credentials sent);
 * - it has its own hosts file: made-up names (`mintlify.test`, `github.test`) that it maps to
 *   127.0.0.1, where the fakes listen. The action can reach such a name only through the proxy
 *   (nothing else resolves it), which is how a test proves a request went through it. A target
 *   outside the hosts file is refused with 407 and never contacted: the tests send no traffic
 *   beyond loopback.
 *
 * Runs under vitest and directly under `node` (type stripping): erasable syntax only.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxy } from 'proxy';

/** One request the proxy received. */
interface ProxiedRequest {
  /** `CONNECT` for a tunnel, else the method of an absolute-URI request. */
  method: string;
  /** Target host name as asked for (e.g. `mintlify.test`). */
  host: string;
  port: number;
  /** The path of an absolute-URI request; `undefined` for a tunnel (the proxy cannot see inside). */
  path: string | undefined;
  /** `user:password` of `Proxy-Authorization: Basic`, or `undefined` when none was sent. */
  credentials: string | undefined;
  /** Whether it was let through (known host, right credentials). */
  allowed: boolean;
}

/** Options of {@link startForwardProxy}. */
export interface ForwardProxyOptions {
  /** The proxy's hosts file: names it maps to 127.0.0.1. */
  hosts: readonly string[];
  /** `user:password` the proxy requires (`Proxy-Authorization: Basic`); default none required. */
  credentials?: string;
}

/** A running proxy. */
export interface ForwardProxy {
  /** `http://127.0.0.1:<port>` (no credentials). */
  readonly url: string;
  /** `http://<user>:<password>@127.0.0.1:<port>` with `credentials` percent-encoded, or {@link url}. */
  readonly urlWithCredentials: string;
  /** Every request received, in arrival order. */
  readonly requests: readonly ProxiedRequest[];
  close(): Promise<void>;
}

/** Splits `host:port` or an absolute URL into the parts the proxy will connect to. */
function targetOf(req: IncomingMessage): { host: string; port: number; path: string | undefined } | undefined {
  const raw = req.url ?? '';
  try {
    if (req.method === 'CONNECT') {
      const url = new URL(`http://${raw}`);
      return { host: url.hostname, port: Number(url.port || 443), path: undefined };
    }
    const url = new URL(raw);
    return { host: url.hostname, port: Number(url.port || 80), path: url.pathname };
  } catch {
    return undefined;
  }
}

/** Starts the proxy on 127.0.0.1 with a free port. */
export async function startForwardProxy(options: ForwardProxyOptions): Promise<ForwardProxy> {
  const hosts = new Set(options.hosts.map((h) => h.toLowerCase()));
  const requests: ProxiedRequest[] = [];
  const server = createProxy(createServer());
  server.authenticate = (req) => {
    const target = targetOf(req);
    const header = req.headers['proxy-authorization'];
    const credentials =
      typeof header === 'string' && header.startsWith('Basic ')
        ? Buffer.from(header.slice(6), 'base64').toString('utf8')
        : undefined;
    const known = target !== undefined && hosts.has(target.host.toLowerCase());
    const allowed = known && (options.credentials === undefined || credentials === options.credentials);
    requests.push({
      method: req.method ?? '',
      host: target?.host ?? '',
      port: target?.port ?? 0,
      path: target?.path,
      credentials,
      allowed,
    });
    // The proxy's hosts file: the fakes' made-up names lead to loopback, and nowhere else.
    if (allowed && target !== undefined) req.url = (req.url ?? '').replace(target.host, '127.0.0.1');
    return allowed;
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  let urlWithCredentials = url;
  if (options.credentials !== undefined) {
    const [user = '', password = ''] = options.credentials.split(/:(.*)/s);
    urlWithCredentials = `http://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  }
  return {
    url,
    urlWithCredentials,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
