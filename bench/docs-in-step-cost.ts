/**
 * Docs ship with the code (issue 50), on the fakes: the GitHub requests each event costs, one run of
 * `dist/index.js` each, a code repository and a docs repository behind one fake GitHub API (a token
 * for both), the docs PR with a Mintlify preview deployment:
 * - follow-up on the code PR (`/mintlify …`, the job ends with its docs PR), with `docs-status: true`
 *   and `false` (the difference is the status's cost; the preview line is read either way: the docs
 *   PR and 3 + one per deployment for its preview);
 * - reconcile on the docs PR's `closed` (merged) event, the code PR's `synchronize` and its `closed`
 *   (without merging, with `close-orphan-docs-prs`), each against the same reconcile on `schedule`
 *   (no labelled item: the sweep alone), so the difference is what the event adds.
 */
import { startGitHubRouter, type GitHubRouter } from '../test/fakes/github-router.ts';
import { startFakeMintlify, type FakeMintlify } from '../test/fakes/mintlify.ts';
import { issueCommentEvent, pullRequestEvent, scheduleEvent } from '../test/harness/payloads.ts';
import { runAction } from '../test/harness/run-action.ts';

/** One figure: the GitHub requests of one event's run, and of the same run without what the event adds. */
export interface DocsInStepCost {
  event: string;
  githubRequests: number;
  /** The baseline's requests (`docs-status: false`, or reconcile on `schedule`). */
  baseline: number;
  ok: boolean;
}

const CODE = 'bench/api';
const DOCS = 'bench/docs';
const TOKEN = 'ghs_bench_both';

function inRepo(payload: unknown, repo: string): Record<string, unknown> {
  const [owner = '', name = ''] = repo.split('/');
  return JSON.parse(
    JSON.stringify(payload)
      .replaceAll('https://github.com/Codertocat/Hello-World', `https://github.com/${repo}`)
      .replaceAll('Codertocat/Hello-World', repo)
      .replaceAll('"Hello-World"', JSON.stringify(name))
      .replaceAll('"Codertocat"', JSON.stringify(owner)),
  ) as Record<string, unknown>;
}

async function world(): Promise<{ github: GitHubRouter; mintlify: FakeMintlify; close: () => Promise<void> }> {
  const mintlify = await startFakeMintlify();
  const github = await startGitHubRouter({
    repositories: {
      [CODE]: { permissions: { alice: 'write' }, pulls: { 12: {} } },
      [DOCS]: { pulls: { 7: { headRef: 'mintlify/x', author: 'mintlify[bot]', authorType: 'Bot' } } },
    },
    tokens: { [TOKEN]: [CODE, DOCS] },
  });
  const docs = github.repo(DOCS);
  docs.seedDeployment({
    sha: docs.headShaOf(7),
    statuses: [{ state: 'success', environmentUrl: 'https://p.mintlify.app/' }],
  });
  mintlify.setCreatedJobDefaults({
    pollsUntilDone: 1,
    prLink: `https://github.com/${DOCS}/pull/7`,
    source: { repository: `https://github.com/${DOCS}`, ref: 'mintlify/x' },
  });
  return { github, mintlify, close: () => Promise.all([github.close(), mintlify.close()]).then(() => undefined) };
}

type World = Awaited<ReturnType<typeof world>>;

function env(w: World, repo: string): Record<string, string> {
  return { GITHUB_API_URL: w.github.url, GITHUB_REPOSITORY: repo, GITHUB_SERVER_URL: 'https://github.com' };
}

function common(w: World): Record<string, string> {
  return {
    'api-key': w.mintlify.apiKey,
    'project-id': w.mintlify.projectId,
    'api-url': w.mintlify.url,
    'github-token': TOKEN,
  };
}

/** The front's requests of one run, and whether it succeeded. */
async function counted(w: World, run: () => Promise<{ exitCode: number | null }>) {
  const before = w.github.requests.length;
  const { exitCode } = await run();
  return { requests: w.github.requests.length - before, ok: exitCode === 0 };
}

/** `/mintlify document it` on the code PR, the first of its world: a new job that ends with the docs PR. */
function followUp(w: World, docsStatus: string) {
  const body = '/mintlify document it';
  const id = w.github.repo(CODE).seedIssueComment({ issueNumber: 12, body, login: 'alice' }).id;
  return counted(w, () =>
    runAction({
      inputs: { mode: 'follow-up', ...common(w), 'poll-interval': '0.05', 'docs-status': docsStatus },
      eventName: 'issue_comment',
      eventPayload: inRepo(issueCommentEvent({ id, body, login: 'alice', pullNumber: 12 }), CODE),
      env: env(w, CODE),
    }),
  );
}

/** A reconcile in `repo` on `eventName` with `payload`. */
function reconcileOn(w: World, repo: string, eventName: string, payload: unknown, extra: Record<string, string> = {}) {
  return counted(w, () =>
    runAction({
      inputs: { mode: 'reconcile', ...common(w), repositories: 'bench/*', ...extra },
      eventName,
      eventPayload: payload,
      env: env(w, repo),
    }),
  );
}

/** The `pull_request_target` payload of `action` on PR `pull` of `repo`, in `state`. */
function pullPayload(w: World, repo: string, pull: number, action: string, state: 'open' | 'merged' | 'closed') {
  const payload = inRepo(pullRequestEvent({ action, pullNumber: pull, login: 'alice' }), repo);
  const pr = payload.pull_request as Record<string, unknown>;
  pr.number = pull;
  pr.html_url = `https://github.com/${repo}/pull/${pull}`;
  pr.head = { ...(pr.head as object), sha: w.github.repo(repo).headShaOf(pull) };
  pr.merged = state === 'merged';
  pr.state = state === 'open' ? 'open' : 'closed';
  return payload;
}

/** Runs the measurements (see the module comment). */
export async function measureDocsInStepCost(log: (line: string) => void): Promise<DocsInStepCost[]> {
  const results: DocsInStepCost[] = [];
  const first = await world();
  const off = await followUp(first, 'false').finally(() => first.close());
  const w = await world();
  try {
    const on = await followUp(w, 'true');
    results.push({
      event: 'follow-up on the code PR, the job ends with its docs PR',
      githubRequests: on.requests,
      baseline: off.requests,
      ok: on.ok && off.ok,
    });
    const sweep = await reconcileOn(w, DOCS, 'schedule', scheduleEvent());
    w.github.repo(DOCS).updatePull(7, { mergedAt: '2026-01-02T10:00:00Z' });
    const merged = await reconcileOn(w, DOCS, 'pull_request_target', pullPayload(w, DOCS, 7, 'closed', 'merged'));
    results.push({
      event: 'reconcile on the docs PR merged',
      githubRequests: merged.requests,
      baseline: sweep.requests,
      ok: merged.ok,
    });
    w.github.repo(CODE).updatePull(12, { headSha: 'c0de'.repeat(10) });
    const sync = await reconcileOn(w, CODE, 'pull_request_target', pullPayload(w, CODE, 12, 'synchronize', 'open'));
    results.push({
      event: "reconcile on the code PR's synchronize",
      githubRequests: sync.requests,
      baseline: sweep.requests,
      ok: sync.ok,
    });
    w.github.repo(DOCS).updatePull(7, { mergedAt: undefined });
    w.github.repo(CODE).updatePull(12, { closedAt: '2026-01-03T10:00:00Z' });
    const closed = await reconcileOn(w, CODE, 'pull_request_target', pullPayload(w, CODE, 12, 'closed', 'closed'), {
      'close-orphan-docs-prs': 'true',
    });
    results.push({
      event: 'reconcile on the code PR closed unmerged (close-orphan-docs-prs)',
      githubRequests: closed.requests,
      baseline: sweep.requests,
      ok: closed.ok,
    });
  } finally {
    await w.close();
  }
  for (const r of results)
    log(`${r.event}: ${r.githubRequests} GitHub requests (${r.githubRequests - r.baseline} added)`);
  return results;
}
