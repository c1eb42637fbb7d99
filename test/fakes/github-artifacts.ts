/**
 * The artifact endpoints of the fake GitHub (`github.ts` routes them), as the REST API answers
 * them ("Artifacts" in the GitHub REST docs, API version 2022-11-28):
 * - `GET /repos/{o}/{r}/actions/artifacts` — `{total_count, artifacts}`, newest first,
 *   `name` filters by exact name, paged by `per_page` (≤ 100) and `page` with a `Link` header;
 * - `GET /repos/{o}/{r}/actions/artifacts/{id}` — one artifact;
 * - `GET /repos/{o}/{r}/actions/artifacts/{id}/zip` — `302` to a short-lived blob URL
 *   (`Location`), `410` when the artifact has expired;
 * - the blob URL itself (`/_blob/artifacts/{id}.zip?sig=…`, no authorization, as on blob
 *   storage): the zip, `content-type: application/zip`.
 * An artifact object carries what GitHub sends: `id`, `node_id`, `name`, `size_in_bytes`, `url`,
 * `archive_download_url`, `expired`, `digest` (`sha256:<hex>` of the zip), `created_at`,
 * `updated_at`, `expires_at`, `workflow_run` `{id, repository_id, head_repository_id,
 * head_branch, head_sha}`.
 * - `GET /repos/{o}/{r}/actions/runs/{run_id}` ("Get a workflow run") — the run that uploaded a
 *   seeded artifact: `id`, `name`, `path` (`.github/workflows/<file>`), `head_branch`,
 *   `head_sha`, `event`, `status`, `conclusion`, `run_attempt`, `repository` and
 *   `head_repository` (`{id, full_name}`), timestamps; 404 for any other run. A field seeded as
 *   `null` is sent as `null`, as GitHub does for a run still in progress (`conclusion`).
 *
 * Runs under vitest and directly under `node` (type stripping): erasable syntax only.
 */
import { createHash } from 'node:crypto';

/** An artifact to serve; see {@link ArtifactStore.seed}. */
export interface GitHubArtifactSeed {
  name: string;
  /** The zip's bytes (e.g. `FakeArtifact.zip` of the fake artifact service). */
  zip: Buffer;
  /** The workflow run that uploaded it. */
  runId: number;
  /** ISO 8601; default: the fake's clock, one second later per seeded artifact. */
  createdAt?: string;
  /** Default false. An expired artifact is listed (`expired: true`) and its download answers 410. */
  expired?: boolean;
  /** The run came from a fork's pull request (`head_repository_id` differs). Default false. */
  fromFork?: boolean;
  /** `digest` as listed; default `sha256:` of `zip`; `null` leaves it out (older artifacts). */
  digest?: string | null;
  /** The uploading run as `GET …/actions/runs/{run_id}` describes it; see {@link DEFAULT_RUN}. */
  run?: Partial<FakeWorkflowRun>;
}

/** What the fake says of the run that uploaded an artifact. */
interface FakeWorkflowRun {
  /** `path`: the workflow file. */
  path: string | null;
  event: string | null;
  /** `null` while the run is in progress. */
  conclusion: string | null;
  /** `head_branch` (also the artifact list's `workflow_run.head_branch`). */
  headBranch: string | null;
  /** The run was deleted: `GET …/actions/runs/{run_id}` answers 404 while its artifact is still listed. Default false. */
  deleted?: boolean;
}

/** The default run: a successful scheduled run of `.github/workflows/docs-health.yml` on `main` (the harness's `GITHUB_WORKFLOW_REF`). */
const DEFAULT_RUN: FakeWorkflowRun = {
  path: '.github/workflows/docs-health.yml',
  event: 'schedule',
  conclusion: 'success',
  headBranch: 'main',
};

/** A served artifact. */
export interface StoredGitHubArtifact {
  id: number;
  name: string;
  zip: Buffer;
  runId: number;
  createdAt: string;
  expired: boolean;
  fromFork: boolean;
  digest: string | null;
  run: FakeWorkflowRun;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The artifact state of one fake GitHub and its answers. */
export interface ArtifactStore {
  readonly artifacts: readonly StoredGitHubArtifact[];
  seed(seed: GitHubArtifactSeed): StoredGitHubArtifact;
  /** `GET .../actions/artifacts`. */
  list(query: URLSearchParams, path: string): Reply;
  /** `GET .../actions/artifacts/{id}`. */
  get(id: number): Reply;
  /** `GET .../actions/artifacts/{id}/zip`. */
  download(id: number): Reply;
  /** `GET .../actions/runs/{run_id}`. */
  run(runId: number): Reply;
  /** The zip of a blob path, or `undefined` when the path is no blob URL of this store. */
  blob(path: string): Buffer | undefined;
}

/** Path prefix of the fake blob storage. */
const BLOB_PREFIX = '/_blob/artifacts/';

/**
 * A new store for repository `repo` (id `repositoryId`) served at `baseUrl()` (a function: the
 * port is known only once the server listens).
 */
export function createArtifactStore(
  repo: string,
  repositoryId: number,
  baseUrl: () => string,
  now: () => Date,
): ArtifactStore {
  const artifacts: StoredGitHubArtifact[] = [];
  let nextId = 9_000_001;

  function render(a: StoredGitHubArtifact): Record<string, unknown> {
    const url = `${baseUrl()}/repos/${repo}/actions/artifacts/${a.id}`;
    const expiresAt = new Date(Date.parse(a.createdAt) + 90 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return {
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: a.zip.length,
      url,
      archive_download_url: `${url}/zip`,
      expired: a.expired,
      ...(a.digest === null ? {} : { digest: a.digest }),
      created_at: a.createdAt,
      updated_at: a.createdAt,
      expires_at: expiresAt,
      workflow_run: {
        id: a.runId,
        repository_id: repositoryId,
        head_repository_id: a.fromFork ? repositoryId + 1 : repositoryId,
        head_branch: a.run.headBranch,
        head_sha: createHash('sha1').update(`run ${a.runId}`).digest('hex'),
      },
    };
  }

  function find(id: number): StoredGitHubArtifact | undefined {
    return artifacts.find((a) => a.id === id);
  }

  const notFound: Reply = {
    status: 404,
    body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest/actions/artifacts', status: '404' },
  };

  return {
    artifacts,
    seed(seed) {
      const stored: StoredGitHubArtifact = {
        id: nextId,
        name: seed.name,
        zip: seed.zip,
        runId: seed.runId,
        createdAt:
          seed.createdAt ?? new Date(now().getTime() + artifacts.length * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        expired: seed.expired ?? false,
        fromFork: seed.fromFork ?? false,
        digest:
          seed.digest === undefined ? `sha256:${createHash('sha256').update(seed.zip).digest('hex')}` : seed.digest,
        run: { ...DEFAULT_RUN, ...(seed.fromFork ? { headBranch: 'patch-1' } : {}), ...seed.run },
      };
      nextId += 1;
      artifacts.push(stored);
      return stored;
    },
    list(query, path) {
      const name = query.get('name');
      const matching = artifacts
        .filter((a) => name === null || a.name === name)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
      const perPage = Math.min(100, Math.max(1, Number(query.get('per_page') ?? 30) || 30));
      const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
      const last = Math.max(1, Math.ceil(matching.length / perPage));
      const link = (n: number): string => {
        const q = new URLSearchParams(query);
        q.set('page', String(n));
        return `${baseUrl()}${path}?${q.toString()}`;
      };
      const links: string[] = [];
      if (page > 1) links.push(`<${link(page - 1)}>; rel="prev"`, `<${link(1)}>; rel="first"`);
      if (page < last) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
      const headers: Record<string, string> = {};
      if (links.length > 0) headers.link = links.join(', ');
      return {
        status: 200,
        body: {
          total_count: matching.length,
          artifacts: matching.slice((page - 1) * perPage, page * perPage).map(render),
        },
        headers,
      };
    },
    get(id) {
      const found = find(id);
      return found === undefined ? notFound : { status: 200, body: render(found) };
    },
    download(id) {
      const found = find(id);
      if (found === undefined) return notFound;
      if (found.expired)
        return {
          status: 410,
          body: {
            message: 'Artifact has expired',
            documentation_url: 'https://docs.github.com/rest/actions/artifacts#download-an-artifact',
            status: '410',
          },
        };
      const sig = createHash('sha256').update(`blob ${found.id}`).digest('hex').slice(0, 32);
      return {
        status: 302,
        body: '',
        headers: { location: `${baseUrl()}${BLOB_PREFIX}${found.id}.zip?sig=${sig}&se=2099-01-01` },
      };
    },
    run(runId) {
      const found = artifacts.find((a) => a.runId === runId);
      if (found === undefined || found.run.deleted === true) return notFound;
      const at = found.createdAt;
      const repository = { id: repositoryId, full_name: repo };
      return {
        status: 200,
        body: {
          id: runId,
          name: 'Docs health',
          node_id: `WFR_kwLO${runId}`,
          head_branch: found.run.headBranch,
          head_sha: createHash('sha1').update(`run ${runId}`).digest('hex'),
          path: found.run.path,
          display_title: 'Docs health',
          run_number: runId % 1000,
          event: found.run.event,
          status: found.run.conclusion === null ? 'in_progress' : 'completed',
          conclusion: found.run.conclusion,
          workflow_id: 161335,
          url: `${baseUrl()}/repos/${repo}/actions/runs/${runId}`,
          html_url: `https://github.com/${repo}/actions/runs/${runId}`,
          created_at: at,
          updated_at: at,
          run_attempt: 1,
          run_started_at: at,
          repository,
          head_repository: found.fromFork
            ? { id: repositoryId + 1, full_name: `fork/${repo.split('/')[1] ?? ''}` }
            : repository,
        },
      };
    },
    blob(path) {
      if (!path.startsWith(BLOB_PREFIX)) return undefined;
      const id = Number(path.slice(BLOB_PREFIX.length).replace(/\.zip$/, ''));
      return find(id)?.zip;
    },
  };
}
