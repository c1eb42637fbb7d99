/**
 * What GitHub says about a commit, for the fake GitHub (`github.ts` routes it), as the REST API
 * answers it (API version 2022-11-28):
 * - commit statuses ("Commit statuses"): `POST /repos/{o}/{r}/statuses/{sha}` (`state` one of
 *   `error`, `failure`, `pending`, `success`; `target_url`, `description`, `context` default
 *   `default`; 201 with the status; 422 for another state), `GET /repos/{o}/{r}/commits/{ref}/statuses`
 *   (every status, newest first) and `GET /repos/{o}/{r}/commits/{ref}/status` (the combined
 *   status: the latest status per context, `state` `failure` when any is `error` or `failure`,
 *   `pending` when any is pending or none exists, else `success`; `statuses`, `sha`,
 *   `total_count`);
 * - deployments ("Deployments"): `GET /repos/{o}/{r}/deployments` (newest first, filtered by `sha`,
 *   `ref`, `environment`), and `GET /repos/{o}/{r}/deployments/{id}/statuses` (newest first:
 *   `state`, `environment_url`, `log_url`, `target_url`, `creator`, `created_at`);
 * - check runs ("Check runs"): `GET /repos/{o}/{r}/commits/{ref}/check-runs` (`{total_count,
 *   check_runs}`: `name`, `status`, `conclusion`, `details_url`, `html_url`, `started_at`,
 *   `completed_at`, `app`).
 * A `ref` here is a full commit SHA (the action reads these by the PR's head SHA). Lists page with
 * `per_page` and `page` (`Link` header) like every list of the fake.
 *
 * Runs under vitest and directly under `node` (type stripping): erasable syntax only.
 */

/** The states GitHub accepts for a commit status. */
const STATUS_STATES = ['error', 'failure', 'pending', 'success'] as const;

/** A commit status as stored. */
export interface StoredCommitStatus {
  id: number;
  sha: string;
  state: string;
  context: string;
  description: string | null;
  target_url: string | null;
  creator: string;
  at: string;
}

/** A deployment status to seed. */
interface DeploymentStatusSeed {
  /** `success`, `failure`, `in_progress`, `queued`, `pending`, `error`, `inactive`. */
  state: string;
  environmentUrl?: string;
  /** ISO 8601; default: the fake's clock, one second later per seeded item. */
  createdAt?: string;
}

/** A deployment to seed, with its statuses (oldest first). */
export interface DeploymentSeed {
  sha: string;
  ref?: string;
  environment?: string;
  /** Login of the app that created it. Default `mintlify[bot]`. */
  creator?: string;
  statuses?: DeploymentStatusSeed[];
}

/** A check run to seed. */
export interface CheckRunSeed {
  sha: string;
  name: string;
  /** Default `completed`. */
  status?: string;
  /** Default `success` when completed, else `null`. */
  conclusion?: string | null;
  detailsUrl?: string | null;
  /** App slug. Default `mintlify`. */
  app?: string;
  /** ISO 8601; default: the fake's clock, one second later per seeded item. */
  completedAt?: string;
}

interface StoredDeployment {
  id: number;
  sha: string;
  ref: string;
  environment: string;
  creator: string;
  at: string;
  statuses: Array<{ id: number; state: string; environment_url: string; at: string }>;
}

interface StoredCheckRun {
  id: number;
  sha: string;
  name: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  app: string;
  at: string;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Request {
  query: URLSearchParams;
  path: string;
  rawBody: string;
}

/** The store and its routes; `paginate` is the fake's own (per_page, page, Link). */
export interface CommitStore {
  readonly statuses: readonly StoredCommitStatus[];
  seedDeployment(seed: DeploymentSeed): void;
  seedCheckRun(seed: CheckRunSeed): void;
  seedStatus(seed: { sha: string; state: string; context: string; targetUrl?: string; description?: string }): void;
  createStatus(sha: string, request: Request, creator: string): Reply;
  listStatuses(ref: string, request: Request): Reply;
  combinedStatus(ref: string, request: Request): Reply;
  listDeployments(request: Request): Reply;
  listDeploymentStatuses(id: number, request: Request): Reply;
  listCheckRuns(ref: string, request: Request): Reply;
}

function user(login: string, id: number): Record<string, unknown> {
  return { login, id, type: login.endsWith('[bot]') ? 'Bot' : 'User' };
}

/** Creates the store for repository `repo` (`owner/name`), its API base URL from `baseUrl()`. */
export function createCommitStore(
  repo: string,
  baseUrl: () => string,
  now: () => Date,
  paginate: (items: readonly unknown[], request: Request) => Reply,
): CommitStore {
  const statuses: StoredCommitStatus[] = [];
  const deployments: StoredDeployment[] = [];
  const checkRuns: StoredCheckRun[] = [];
  let nextId = 1;
  let tick = 0;
  const stamp = (at?: string): string =>
    at ?? new Date(now().getTime() + 1000 * tick++).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const renderStatus = (s: StoredCommitStatus): Record<string, unknown> => ({
    url: `${baseUrl()}/repos/${repo}/statuses/${s.sha}`,
    id: s.id,
    node_id: `SC_${s.id}`,
    state: s.state,
    description: s.description,
    target_url: s.target_url,
    context: s.context,
    created_at: s.at,
    updated_at: s.at,
    creator: user(s.creator, 41898282),
  });
  const forRef = (ref: string): StoredCommitStatus[] => statuses.filter((s) => s.sha === ref).reverse();

  return {
    statuses,
    seedDeployment(seed) {
      const id = nextId++;
      deployments.push({
        id,
        sha: seed.sha,
        ref: seed.ref ?? seed.sha,
        environment: seed.environment ?? 'Preview',
        creator: seed.creator ?? 'mintlify[bot]',
        at: stamp(),
        statuses: (seed.statuses ?? []).map((s) => ({
          id: nextId++,
          state: s.state,
          environment_url: s.environmentUrl ?? '',
          at: stamp(s.createdAt),
        })),
      });
    },
    seedCheckRun(seed) {
      const status = seed.status ?? 'completed';
      checkRuns.push({
        id: nextId++,
        sha: seed.sha,
        name: seed.name,
        status,
        conclusion: seed.conclusion === undefined ? (status === 'completed' ? 'success' : null) : seed.conclusion,
        details_url: seed.detailsUrl ?? null,
        app: seed.app ?? 'mintlify',
        at: stamp(seed.completedAt),
      });
    },
    seedStatus(seed) {
      statuses.push({
        id: nextId++,
        sha: seed.sha,
        state: seed.state,
        context: seed.context,
        description: seed.description ?? null,
        target_url: seed.targetUrl ?? null,
        creator: 'mintlify[bot]',
        at: stamp(),
      });
    },
    createStatus(sha, request, creator) {
      if (!/^[0-9a-f]{40}$/.test(sha))
        return { status: 422, body: { message: `No commit found for SHA: ${sha}`, status: '422' } };
      const body = JSON.parse(request.rawBody || '{}') as Record<string, unknown>;
      if (!STATUS_STATES.includes(body.state as (typeof STATUS_STATES)[number]))
        return { status: 422, body: { message: 'Validation Failed', errors: [{ field: 'state' }], status: '422' } };
      const description = typeof body.description === 'string' ? body.description : null;
      if (description !== null && description.length > 140)
        return {
          status: 422,
          body: { message: 'Validation Failed', errors: [{ field: 'description', code: 'custom' }], status: '422' },
        };
      const stored: StoredCommitStatus = {
        id: nextId++,
        sha,
        state: body.state as string,
        context: typeof body.context === 'string' && body.context !== '' ? body.context : 'default',
        description,
        target_url: typeof body.target_url === 'string' ? body.target_url : null,
        creator,
        at: stamp(),
      };
      statuses.push(stored);
      return { status: 201, body: renderStatus(stored) };
    },
    listStatuses: (ref, request) => paginate(forRef(ref).map(renderStatus), request),
    combinedStatus(ref, request) {
      const latest = new Map<string, StoredCommitStatus>();
      for (const s of forRef(ref)) if (!latest.has(s.context)) latest.set(s.context, s);
      const all = [...latest.values()];
      const state = all.some((s) => s.state === 'error' || s.state === 'failure')
        ? 'failure'
        : all.length === 0 || all.some((s) => s.state === 'pending')
          ? 'pending'
          : 'success';
      const perPage = Math.min(100, Number(request.query.get('per_page')) || 30);
      return {
        status: 200,
        body: {
          state,
          statuses: all.slice(0, perPage).map(renderStatus),
          sha: ref,
          total_count: all.length,
          repository: { full_name: repo },
          commit_url: `${baseUrl()}/repos/${repo}/commits/${ref}`,
          url: `${baseUrl()}/repos/${repo}/commits/${ref}/status`,
        },
      };
    },
    listDeployments(request) {
      const sha = request.query.get('sha');
      const ref = request.query.get('ref');
      const environment = request.query.get('environment');
      const found = deployments
        .filter((d) => (sha === null || d.sha === sha) && (ref === null || d.ref === ref))
        .filter((d) => environment === null || d.environment === environment)
        .reverse()
        .map((d) => ({
          url: `${baseUrl()}/repos/${repo}/deployments/${d.id}`,
          id: d.id,
          node_id: `DE_${d.id}`,
          sha: d.sha,
          ref: d.ref,
          task: 'deploy',
          payload: {},
          original_environment: d.environment,
          environment: d.environment,
          description: null,
          creator: user(d.creator, 90000 + d.id),
          created_at: d.at,
          updated_at: d.statuses.at(-1)?.at ?? d.at,
          statuses_url: `${baseUrl()}/repos/${repo}/deployments/${d.id}/statuses`,
          repository_url: `${baseUrl()}/repos/${repo}`,
          transient_environment: false,
          production_environment: false,
        }));
      return paginate(found, request);
    },
    listDeploymentStatuses(id, request) {
      const deployment = deployments.find((d) => d.id === id);
      if (!deployment)
        return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
      const list = [...deployment.statuses].reverse().map((s) => ({
        url: `${baseUrl()}/repos/${repo}/deployments/${id}/statuses/${s.id}`,
        id: s.id,
        node_id: `DES_${s.id}`,
        state: s.state,
        creator: user(deployment.creator, 90000 + id),
        description: '',
        environment: deployment.environment,
        target_url: s.environment_url,
        log_url: s.environment_url,
        environment_url: s.environment_url,
        created_at: s.at,
        updated_at: s.at,
        deployment_url: `${baseUrl()}/repos/${repo}/deployments/${id}`,
        repository_url: `${baseUrl()}/repos/${repo}`,
      }));
      return paginate(list, request);
    },
    listCheckRuns(ref, request) {
      const name = request.query.get('check_name');
      const runs = checkRuns
        .filter((c) => c.sha === ref && (name === null || c.name === name))
        .reverse()
        .map((c) => ({
          id: c.id,
          head_sha: c.sha,
          node_id: `CR_${c.id}`,
          external_id: '',
          url: `${baseUrl()}/repos/${repo}/check-runs/${c.id}`,
          html_url: `https://github.com/${repo}/runs/${c.id}`,
          details_url: c.details_url,
          status: c.status,
          conclusion: c.conclusion,
          started_at: c.at,
          completed_at: c.status === 'completed' ? c.at : null,
          name: c.name,
          app: { id: 7, slug: c.app, name: c.app },
          pull_requests: [],
        }));
      const perPage = Math.min(100, Number(request.query.get('per_page')) || 30);
      const page = Math.max(1, Number(request.query.get('page')) || 1);
      return {
        status: 200,
        body: { total_count: runs.length, check_runs: runs.slice((page - 1) * perPage, page * perPage) },
      };
    },
  };
}
