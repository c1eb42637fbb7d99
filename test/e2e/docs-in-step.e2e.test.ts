/**
 * Docs ship with the code (issue 50), end to end on `dist/index.js`: a code repository `acme/api`
 * and the docs repository `acme/docs` behind one fake GitHub API, one token for both.
 * 1. the code PR's result comment shows the docs PR's title, state, diff stat and preview link (the
 *    latest successful deployment status's `environment_url` of the docs PR's head), and the docs
 *    PR's events (reconcile) keep it current;
 * 2. `mintlify/docs` on the code PR's head: pending while the job runs and while the docs PR is open,
 *    success once it is merged; a new head commit gets the current state (the code PR's
 *    `synchronize`); `/mintlify --skip <reason>` by a write user sets success with the reason (kept on
 *    a new head), by a read user is refused; a 403 on statuses is one warning, the step succeeds;
 * 3. the code PR merged: the note on the docs PR says the code has shipped (the same comment); closed
 *    without merging: the note says so and, with `close-orphan-docs-prs`, the docs PR is closed with a
 *    comment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markerSigner, parseMarker, pullScope } from '../../src/agent-job/marker.ts';
import { startGitHubRouter, type GitHubRouter } from '../fakes/github-router.ts';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { issueCommentEvent, pullRequestEvent } from '../harness/payloads.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';

const CODE = 'acme/api';
const DOCS = 'acme/docs';
const CODE_PR = 12;
const DOCS_PR = 7;
const BRANCH = 'mintlify/document-the-flag';
const TOKEN = 'ghs_app_installation_both';
const PREVIEW = 'https://acme-docs-mintlify-document-the-flag.mintlify.app/cli/flags';
const TITLE = 'Document the --dry-run flag';
const NEW_HEAD = 'c0de'.repeat(10);

interface World {
  github: GitHubRouter;
  mintlify: FakeMintlify;
  /** The state the test set on each PR (`owner/name#n`), which the event payloads say as GitHub would. */
  states: Map<string, 'open' | 'merged' | 'closed'>;
  close: () => Promise<void>;
}

async function startWorld(): Promise<World> {
  const mintlify = await startFakeMintlify();
  const permissions = { alice: 'write', bob: 'read' } as const;
  const github = await startGitHubRouter({
    repositories: {
      [CODE]: { permissions, pulls: { [CODE_PR]: { headRef: 'feature-flag', title: 'Add --dry-run' } } },
      [DOCS]: {
        permissions,
        pulls: {
          [DOCS_PR]: {
            headRef: BRANCH,
            author: 'mintlify[bot]',
            authorType: 'Bot',
            title: TITLE,
            files: [
              { filename: 'cli/flags.mdx', additions: 40, deletions: 2 },
              { filename: 'changelog.mdx', additions: 3, deletions: 0 },
            ],
          },
        },
      },
    },
    tokens: { [TOKEN]: [CODE, DOCS] },
  });
  mintlify.setCreatedJobDefaults({
    pollsUntilDone: 1,
    prLink: `https://github.com/${DOCS}/pull/${DOCS_PR}`,
    source: { repository: `https://github.com/${DOCS}`, ref: BRANCH },
  });
  return {
    github,
    mintlify,
    states: new Map(),
    close: () => Promise.all([github.close(), mintlify.close()]).then(() => undefined),
  };
}

/** Retargets an example payload of `Codertocat/Hello-World` to `repo`. */
function inRepo(payload: unknown, repo: string): Record<string, unknown> {
  const [owner = '', name = ''] = repo.split('/');
  const json = JSON.stringify(payload)
    .replaceAll('https://github.com/Codertocat/Hello-World', `https://github.com/${repo}`)
    .replaceAll('Codertocat/Hello-World', repo)
    .replaceAll('"Hello-World"', JSON.stringify(name))
    .replaceAll('"Codertocat"', JSON.stringify(owner));
  return JSON.parse(json) as Record<string, unknown>;
}

const env = (repo: string, world: World) => ({
  GITHUB_API_URL: world.github.url,
  GITHUB_REPOSITORY: repo,
  GITHUB_SERVER_URL: 'https://github.com',
});

/** `/mintlify …` by `login` on the code PR, run by the code repository's follow-up. */
async function followUp(world: World, body: string, login = 'alice', inputs: Record<string, string> = {}) {
  const id = world.github.repo(CODE).seedIssueComment({ issueNumber: CODE_PR, body, login }).id;
  return runAction({
    inputs: {
      mode: 'follow-up',
      'api-key': world.mintlify.apiKey,
      'project-id': world.mintlify.projectId,
      'api-url': world.mintlify.url,
      'poll-interval': '0.05',
      'github-token': TOKEN,
      ...inputs,
    },
    eventName: 'issue_comment',
    eventPayload: inRepo(issueCommentEvent({ id, body, login, pullNumber: CODE_PR }), CODE),
    env: env(CODE, world),
  });
}

/** A reconcile run in `repo` on the `pull_request_target` event `action` of its PR `pull`, as the PR is now. */
function reconcileOn(world: World, repo: string, pull: number, action: string, inputs: Record<string, string> = {}) {
  const fake = world.github.repo(repo);
  const payload = inRepo(pullRequestEvent({ action, pullNumber: pull, login: 'alice' }), repo);
  const pr = payload.pull_request as Record<string, unknown>;
  const merged = world.states.get(`${repo}#${pull}`) ?? 'open';
  pr.number = pull;
  pr.html_url = `https://github.com/${repo}/pull/${pull}`;
  pr.head = { ...(pr.head as object), sha: fake.headShaOf(pull) };
  pr.merged = merged === 'merged';
  pr.state = merged === 'open' ? 'open' : 'closed';
  return runAction({
    inputs: {
      mode: 'reconcile',
      'api-key': world.mintlify.apiKey,
      'project-id': world.mintlify.projectId,
      'api-url': world.mintlify.url,
      'github-token': TOKEN,
      repositories: 'acme/*',
      ...inputs,
    },
    eventName: 'pull_request_target',
    eventPayload: payload,
    env: env(repo, world),
  });
}

/** Merges or closes PR `pull` of `repo`. */
function setPull(world: World, repo: string, pull: number, state: 'merged' | 'closed', at = '2026-01-02T10:00:00Z') {
  world.states.set(`${repo}#${pull}`, state);
  world.github.repo(repo).updatePull(pull, state === 'merged' ? { mergedAt: at } : { closedAt: at });
}

/** The `mintlify/docs` statuses written on the code repository, oldest first. */
function docsStatuses(world: World) {
  return world.github
    .repo(CODE)
    .statuses.filter((s) => s.context === 'mintlify/docs')
    .map((s) => ({ sha: s.sha, state: s.state, description: s.description, target: s.target_url }));
}

/** The verified comments of the workflow on PR `pull` of `repo`, by marker state. */
function ours(world: World, repo: string, pull: number) {
  const [owner = '', name = ''] = repo.split('/');
  const signer = markerSigner(world.mintlify.apiKey, pullScope({ owner, repo: name, pullNumber: pull }), {
    projectId: world.mintlify.projectId,
    apiUrl: world.mintlify.url,
  });
  return world.github
    .repo(repo)
    .issueComments.filter((c) => c.issue_number === pull && c.user.type === 'Bot')
    .map((c) => ({ comment: c, marker: parseMarker(c.body) }))
    .filter((m) => m.marker !== undefined && signer.verify(m.marker));
}

const statusWarnings = (run: ActionRun) => run.stdout.split('\n').filter((l) => l.includes('mintlify/docs on'));

describe('the docs change on the code PR, mintlify/docs, and both PRs in step', () => {
  let world: World;
  let started: ActionRun;
  let docsMerged: ActionRun;
  let pushed: ActionRun;
  let codeMerged: ActionRun;
  let codeHead: string;
  let resultAfterStart: string;
  let statusesAfterStart: ReturnType<typeof docsStatuses>;
  let noteAfterStart: { id: number; body: string } | undefined;
  beforeAll(async () => {
    world = await startWorld();
    const docs = world.github.repo(DOCS);
    const docsHead = docs.headShaOf(DOCS_PR);
    // An older preview, a preview still deploying, a failed check run: the latest successful one counts.
    docs.seedDeployment({
      sha: docsHead,
      statuses: [{ state: 'success', environmentUrl: 'https://old-preview.mintlify.app/' }],
    });
    docs.seedCheckRun({
      sha: docsHead,
      name: 'Mintlify Deployment',
      conclusion: 'failure',
      detailsUrl: 'https://x.test/',
    });
    docs.seedDeployment({
      sha: docsHead,
      statuses: [{ state: 'in_progress' }, { state: 'success', environmentUrl: PREVIEW }],
    });
    codeHead = world.github.repo(CODE).headShaOf(CODE_PR);
    started = await followUp(world, '/mintlify document the --dry-run flag');
    resultAfterStart = ours(world, CODE, CODE_PR)[0]?.comment.body ?? '';
    statusesAfterStart = docsStatuses(world);
    const note = ours(world, DOCS, DOCS_PR).find((m) => m.marker?.state === 'steer')?.comment;
    noteAfterStart = note && { id: note.id, body: note.body };
    setPull(world, DOCS, DOCS_PR, 'merged');
    docsMerged = await reconcileOn(world, DOCS, DOCS_PR, 'closed');
    world.github.repo(CODE).updatePull(CODE_PR, { headSha: NEW_HEAD });
    pushed = await reconcileOn(world, CODE, CODE_PR, 'synchronize');
    setPull(world, CODE, CODE_PR, 'merged', '2026-01-03T10:00:00Z');
    codeMerged = await reconcileOn(world, CODE, CODE_PR, 'closed');
  });
  afterAll(() => world.close());

  it("shows the docs PR's title, state, diff stat and the latest successful preview in the result comment", () => {
    expect(started.exitCode).toBe(0);
    expect(started.outputs.status).toBe('completed');
    const line = resultAfterStart.split('\n').find((l) => l.startsWith('**Pull request:**'));
    expect(line).toBe(
      `**Pull request:** [${DOCS}\\#${DOCS_PR}](https://github.com/${DOCS}/pull/${DOCS_PR}) “${TITLE}” · open · 2 files changed, +43 −2 · [preview](${PREVIEW})`,
    );
  });

  it('sets mintlify/docs pending while the job runs and while the docs PR is open', () => {
    expect(statusesAfterStart.map((s) => [s.sha, s.state])).toEqual([
      [codeHead, 'pending'],
      [codeHead, 'pending'],
    ]);
    expect(statusesAfterStart[0]?.description).toMatch(/^Mintlify agent job \S+ is writing the docs$/);
    expect(statusesAfterStart[1]).toMatchObject({
      description: `Docs PR ${DOCS}#${DOCS_PR} is open: merge it to pass`,
      target: `https://github.com/${DOCS}/pull/${DOCS_PR}`,
    });
  });

  it('the docs PR merged (its event, reconcile): the result comment says merged, and mintlify/docs succeeds', () => {
    expect(docsMerged.exitCode).toBe(0);
    const body = ours(world, CODE, CODE_PR)[0]?.comment.body ?? '';
    expect(body).toContain(' · merged · 2 files changed, +43 −2 · ');
    expect(docsStatuses(world)[2]).toMatchObject({
      sha: codeHead,
      state: 'success',
      description: `Docs PR ${DOCS}#${DOCS_PR} merged`,
    });
  });

  it('a new head commit of the code PR gets the current state (synchronize)', () => {
    expect(pushed.exitCode).toBe(0);
    expect(docsStatuses(world)[3]).toMatchObject({ sha: NEW_HEAD, state: 'success' });
  });

  it('the code PR merged: the same note on the docs PR now says the code has shipped', () => {
    expect(codeMerged.exitCode).toBe(0);
    expect(noteAfterStart?.body).toContain('**not merged yet**');
    const notes = ours(world, DOCS, DOCS_PR).filter((m) => m.marker?.state === 'steer');
    expect(notes.map((n) => n.comment.id)).toEqual([noteAfterStart?.id]);
    expect(notes[0]?.comment.body).toContain('(**merged** — the code has shipped)');
    expect(docsStatuses(world)).toHaveLength(4);
  });
});

describe('/mintlify --skip <reason>', () => {
  let world: World;
  let refused: ActionRun;
  let skipped: ActionRun;
  let pushed: ActionRun;
  let statusesAfterRefused: number;
  let codeHead: string;
  beforeAll(async () => {
    world = await startWorld();
    codeHead = world.github.repo(CODE).headShaOf(CODE_PR);
    refused = await followUp(world, '/mintlify --skip nobody reads the docs', 'bob');
    statusesAfterRefused = docsStatuses(world).length;
    skipped = await followUp(world, '/mintlify --skip internal refactor, no user-facing change');
    world.github.repo(CODE).updatePull(CODE_PR, { headSha: NEW_HEAD });
    pushed = await reconcileOn(world, CODE, CODE_PR, 'synchronize');
  });
  afterAll(() => world.close());

  it('by a user with read access is refused: no status', () => {
    expect(refused.exitCode).toBe(0);
    expect(refused.outputs.status).toBe('skipped');
    expect(statusesAfterRefused).toBe(0);
    expect(world.github.repo(CODE).reactions.some((r) => r.content === 'confused')).toBe(true);
  });

  it('by a user with write access sets success with the reason, and records it in one reply; nothing is sent', () => {
    expect(skipped.exitCode).toBe(0);
    expect(docsStatuses(world)[0]).toMatchObject({
      sha: codeHead,
      state: 'success',
      description: 'Docs skipped by @alice: internal refactor, no user-facing change',
    });
    const replies = ours(world, CODE, CODE_PR).filter((m) => m.marker?.state === 'skipped');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.comment.body).toContain('Docs skipped by alice: `internal refactor, no user-facing change`.');
    expect(world.mintlify.createdJobs).toHaveLength(0);
  });

  it('a new head commit keeps the skip, with its reason', () => {
    expect(pushed.exitCode).toBe(0);
    expect(docsStatuses(world)[1]).toMatchObject({
      sha: NEW_HEAD,
      state: 'success',
      description: 'Docs skipped by @alice: internal refactor, no user-facing change',
    });
  });
});

describe('a code PR closed without merging, close-orphan-docs-prs, and a token that may not write statuses', () => {
  let world: World;
  let started: ActionRun;
  let closed: ActionRun;
  beforeAll(async () => {
    world = await startWorld();
    world.github.repo(CODE).inject({ route: 'status-create', kind: 'status', status: 403, times: 10 });
    started = await followUp(world, '/mintlify document the --dry-run flag');
    setPull(world, CODE, CODE_PR, 'closed');
    closed = await reconcileOn(world, CODE, CODE_PR, 'closed', { 'close-orphan-docs-prs': 'true' });
  });
  afterAll(() => world.close());

  it('a 403 on statuses is one warning, and the step succeeds', () => {
    expect(started.exitCode).toBe(0);
    expect(started.outputs.status).toBe('completed');
    const warnings = statusWarnings(started).filter((l) => l.startsWith('::warning'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('statuses: write');
    expect(docsStatuses(world)).toHaveLength(0);
  });

  it('the note on the docs PR says the code PR was closed without merging, and the docs PR is closed with a comment', () => {
    expect(closed.exitCode).toBe(0);
    const docs = world.github.repo(DOCS);
    const note = ours(world, DOCS, DOCS_PR).find((m) => m.marker?.state === 'steer')?.comment.body ?? '';
    expect(note).toContain('**closed without merging**');
    expect(docs.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/pulls/${DOCS_PR}`))).toHaveLength(1);
    const comment = docs.issueComments.filter((c) => c.issue_number === DOCS_PR).at(-1)?.body ?? '';
    expect(comment).toContain(`Closed: the code pull request it documents, [${CODE}#${CODE_PR}]`);
    expect(comment).toContain('close-orphan-docs-prs: true');
  });
});
