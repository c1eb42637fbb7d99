/**
 * Several repositories behind one fake GitHub API: a front on 127.0.0.1 that routes
 * `/repos/{owner}/{repo}/…` to one fake per repository (`startFakeGitHub`, one repository each),
 * and decides per token which repositories it reaches, as GitHub does for a GitHub App
 * installation token: a repository the token does not reach is answered 404. It also serves
 * `GET /installation/repositories` (the repositories the token reaches, paged like GitHub: `per_page`
 * up to 100, `page`, a `Link` header), `GET /search/issues` for the qualifiers `label:`, `is:open`
 * and `user:`/`org:` over the repositories the token reaches (paged the same way; GitHub's search
 * answers at most 1,000 results), and forwards `GET /user`.
 * URLs the backends give out (`url`, `Link`, `Location`) are rewritten to the front's, so that
 * pagination stays behind it.
 *
 * Runs under vitest and directly under `node` (type stripping): erasable syntax only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from './github.ts';

/** Options of {@link startGitHubRouter}. */
export interface GitHubRouterOptions {
  /** The repositories served (`owner/name`) and each one's fake options (`repo` and `token` are set here). */
  repositories: Record<string, Omit<FakeGitHubOptions, 'repo' | 'token'>>;
  /** Each token the front accepts, with the repositories (`owner/name`) it reaches. */
  tokens: Record<string, string[]>;
}

/** A request the front answered. */
interface RoutedRequest {
  method: string;
  path: string;
  token: string | undefined;
  status: number;
}

/** The front and its backends. */
export interface GitHubRouter {
  /** Use as `GITHUB_API_URL`. */
  readonly url: string;
  /** The fake of repository `owner/name`. */
  repo(name: string): FakeGitHub;
  /** Every request the front answered, in order. */
  readonly requests: readonly RoutedRequest[];
  close(): Promise<void>;
}

const BACKEND_TOKEN = 'ghs_backend_token';

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Starts the front and one fake per repository. Call `close()` when done. */
export async function startGitHubRouter(options: GitHubRouterOptions): Promise<GitHubRouter> {
  const backends = new Map<string, FakeGitHub>();
  for (const [name, repoOptions] of Object.entries(options.repositories)) {
    backends.set(name.toLowerCase(), await startFakeGitHub({ ...repoOptions, repo: name, token: BACKEND_TOKEN }));
  }
  const reach = new Map(Object.entries(options.tokens).map(([t, repos]) => [t, repos.map((r) => r.toLowerCase())]));
  const requests: RoutedRequest[] = [];
  let front = '';

  const answer = (res: ServerResponse, record: RoutedRequest, status: number, body: unknown): void => {
    record.status = status;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  /**
   * GraphQL has no repository in its path: the query goes to every backend the token reaches;
   * `viewer` is the first one's, and each of `nodes` the first backend that knows it (node IDs
   * name their repository, so at most one does).
   */
  async function graphqlAcross(reached: readonly string[], body: Buffer): Promise<unknown> {
    const answers = await Promise.all(
      reached.flatMap((name) => {
        const backend = backends.get(name);
        if (!backend) return [];
        return [
          fetch(`${backend.url}/graphql`, {
            method: 'POST',
            headers: { authorization: `token ${BACKEND_TOKEN}`, 'content-type': 'application/json' },
            body,
          }).then((r) => r.json() as Promise<{ data?: { viewer?: unknown; nodes?: unknown[] }; errors?: unknown }>),
        ];
      }),
    );
    const first = answers[0];
    if (first?.data === undefined) return first ?? { errors: [{ message: 'no repository reached' }] };
    const data: Record<string, unknown> = { ...first.data };
    if (Array.isArray(first.data.nodes))
      data['nodes'] = first.data.nodes.map((_, i) => answers.map((a) => a.data?.nodes?.[i]).find((n) => n) ?? null);
    return { data };
  }

  /** One page of `all` by the `per_page` (1 to 100, default 30) and `page` parameters, with GitHub's `Link` header. */
  function page<T>(all: readonly T[], target: URL): { items: T[]; link: string } {
    const perPage = Math.min(100, Math.max(1, Number(target.searchParams.get('per_page') ?? 30) || 30));
    const number = Math.max(1, Number(target.searchParams.get('page') ?? 1) || 1);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const at = (n: number, rel: string) => {
      const url = new URL(`${front}${target.pathname}${target.search}`);
      url.searchParams.set('page', String(n));
      return `<${url.toString()}>; rel="${rel}"`;
    };
    const links = number < last ? [at(number + 1, 'next'), at(last, 'last')] : [];
    return { items: all.slice((number - 1) * perPage, number * perPage), link: links.join(', ') };
  }

  /** `GET /search/issues`: the open items carrying `label:` in the reached repositories of `user:`/`org:`. */
  async function searchIssues(res: ServerResponse, record: RoutedRequest, target: URL, reached: string[]) {
    const q = target.searchParams.get('q') ?? '';
    const label = /label:(?:"([^"]+)"|(\S+))/.exec(q);
    const owner = /(?:user|org):(\S+)/.exec(q)?.[1]?.toLowerCase();
    if (!label || !/\bis:open\b/.test(q)) {
      answer(res, record, 422, { message: `the fake searches label: and is:open only (got ${JSON.stringify(q)})` });
      return;
    }
    const name = label[1] ?? label[2] ?? '';
    const found: unknown[] = [];
    for (const full of reached) {
      if (owner !== undefined && full.split('/')[0] !== owner) continue;
      const fake = backends.get(full);
      if (!fake) continue;
      for (let n = 1; ; n++) {
        const response = await fetch(
          `${fake.url}/repos/${fake.repo}/issues?state=open&per_page=100&page=${n}&labels=${encodeURIComponent(name)}`,
          { headers: { authorization: `token ${BACKEND_TOKEN}`, accept: 'application/vnd.github+json' } },
        );
        const items = (await response.json()) as Array<Record<string, unknown>>;
        for (const item of items) found.push({ ...item, repository_url: `${front}/repos/${fake.repo}`, score: 1 });
        if (items.length < 100) break;
      }
    }
    const limited = found.slice(0, 1000);
    const { items, link } = page(limited, target);
    res.setHeader('link', link);
    answer(res, record, 200, { total_count: found.length, incomplete_results: false, items });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const target = new URL(req.url ?? '/', 'http://fake.invalid');
    const token = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    const record: RoutedRequest = { method: req.method ?? 'GET', path: target.pathname, token, status: 0 };
    requests.push(record);
    const reached = token === undefined ? undefined : reach.get(token);
    if (!reached) {
      answer(res, record, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
      return;
    }
    if (target.pathname === '/search/issues') {
      await searchIssues(res, record, target, reached);
      return;
    }
    if (target.pathname === '/installation/repositories') {
      const all = reached.map((name, i) => {
        const fake = backends.get(name);
        const [owner = '', repo = ''] = (fake?.repo ?? name).split('/');
        return {
          id: 1000 + i,
          node_id: `R_${i}`,
          name: repo,
          full_name: `${owner}/${repo}`,
          private: false,
          owner: { login: owner, id: 500 + i, type: 'Organization' },
          html_url: `https://github.com/${owner}/${repo}`,
        };
      });
      const { items, link } = page(all, target);
      res.setHeader('link', link);
      answer(res, record, 200, { total_count: all.length, repositories: items });
      return;
    }
    if (target.pathname === '/graphql' && record.method === 'POST') {
      answer(res, record, 200, await graphqlAcross(reached, body));
      return;
    }
    const inRepo = /^\/repos\/([^/]+)\/([^/]+)/.exec(target.pathname);
    const name = inRepo
      ? `${decodeURIComponent(inRepo[1] ?? '')}/${decodeURIComponent(inRepo[2] ?? '')}`.toLowerCase()
      : undefined;
    const backend = name === undefined ? backends.values().next().value : backends.get(name);
    if (!backend || (name !== undefined && !reached.includes(name))) {
      answer(res, record, 404, {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest',
        status: '404',
      });
      return;
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && key !== 'host' && key !== 'content-length') headers[key] = value;
    }
    headers.authorization = `token ${BACKEND_TOKEN}`;
    const response = await fetch(`${backend.url}${target.pathname}${target.search}`, {
      method: record.method,
      headers,
      body: body.length > 0 ? body : undefined,
    });
    const text = (await response.text()).split(backend.url).join(front);
    record.status = response.status;
    const out: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key === 'content-length' || key === 'transfer-encoding' || key === 'connection' || key === 'keep-alive')
        return;
      out[key] = value.split(backend.url).join(front);
    });
    res.writeHead(response.status, out);
    res.end(text);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the router did not get a port');
  front = `http://127.0.0.1:${address.port}`;
  return {
    url: front,
    repo: (n) => {
      const fake = backends.get(n.toLowerCase());
      if (!fake) throw new Error(`no repository ${n}`);
      return fake;
    },
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...backends.values()].map((b) => b.close()));
    },
  };
}
