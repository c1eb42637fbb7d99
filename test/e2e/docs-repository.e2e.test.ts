/**
 * Docs in their own repository (issue 36), end to end on `dist/index.js`: a code repository
 * `acme/api` and the docs repository `acme/docs` the Mintlify project is connected to, behind one
 * fake GitHub API (`github-router.ts`), with a token that reaches both (a GitHub App installation
 * token) and tokens that reach only one (each repository's `GITHUB_TOKEN`):
 * 1. the agent's PR in the docs repository gets the note naming the code PR (and whether it is
 *    merged), with the signed job record; a token that cannot reach it leaves one line on the
 *    code PR instead, and the step succeeds;
 * 2. `/mintlify` on the docs PR, run by the docs repository's workflow with its own token,
 *    steers that job (no second job);
 * 3. one reconcile in the docs repository reports the end of a job handed off from the code
 *    repository (`repositories`), and a hand-off's wording says whether a reconcile reads it;
 * 4. no instruction lost: a run delivers the earlier instructions no run handled, oldest first,
 *    once;
 * 6. under GHES, PR links are read against `GITHUB_SERVER_URL`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMarker, markerSigner, parseMarker, pullScope } from '../../src/agent-job/marker.ts';
import { startGitHubRouter, type GitHubRouter } from '../fakes/github-router.ts';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { issueCommentEvent } from '../harness/payloads.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';

const CODE = 'acme/api';
const DOCS = 'acme/docs';
const CODE_PR = 12;
const DOCS_PR = 7;
const BRANCH = 'mintlify/document-the-flag';
const BOTH = 'ghs_app_installation_both';
const DOCS_ONLY = 'ghs_docs_repository_token';
const CODE_ONLY = 'ghs_code_repository_token';

interface World {
  github: GitHubRouter;
  mintlify: FakeMintlify;
  server: string;
  close: () => Promise<void>;
}

async function startWorld(server = 'https://github.com'): Promise<World> {
  const mintlify = await startFakeMintlify();
  const permissions = { alice: 'write', bob: 'read' } as const;
  const github = await startGitHubRouter({
    repositories: {
      [CODE]: { serverUrl: server, permissions, pulls: { [CODE_PR]: { headRef: 'feature-flag' } } },
      [DOCS]: {
        serverUrl: server,
        permissions,
        pulls: { [DOCS_PR]: { headRef: BRANCH, author: 'mintlify[bot]', authorType: 'Bot' } },
      },
    },
    tokens: { [BOTH]: [CODE, DOCS], [DOCS_ONLY]: [DOCS], [CODE_ONLY]: [CODE] },
  });
  mintlify.setCreatedJobDefaults({
    pollsUntilDone: 1,
    prLink: `${server}/${DOCS}/pull/${DOCS_PR}`,
    source: { repository: `${server}/${DOCS}`, ref: BRANCH },
  });
  return {
    github,
    mintlify,
    server,
    close: () => Promise.all([github.close(), mintlify.close()]).then(() => undefined),
  };
}

/** The `issue_comment` payload of comment `id` on PR `pull` of `repo`. */
function commentEvent(world: World, repo: string, pull: number, id: number, body: string, login = 'alice') {
  const [owner = '', name = ''] = repo.split('/');
  const json = JSON.stringify(issueCommentEvent({ id, body, login, pullNumber: pull }))
    .replaceAll('https://github.com/Codertocat/Hello-World', `${world.server}/${repo}`)
    .replaceAll('Codertocat/Hello-World', repo)
    .replaceAll('"Hello-World"', JSON.stringify(name))
    .replaceAll('"Codertocat"', JSON.stringify(owner));
  return JSON.parse(json) as unknown;
}

/** Seeds `/mintlify …` on PR `pull` of `repo` and runs `follow-up` for it in `repo`'s workflow with `token`. */
async function followUp(
  world: World,
  repo: string,
  pull: number,
  body: string,
  token: string,
  inputs: Record<string, string> = {},
  existing?: number,
): Promise<{ run: ActionRun; commentId: number }> {
  const commentId =
    existing ?? world.github.repo(repo).seedIssueComment({ issueNumber: pull, body, login: 'alice' }).id;
  const run = await runAction({
    inputs: {
      mode: 'follow-up',
      'api-key': world.mintlify.apiKey,
      'project-id': world.mintlify.projectId,
      'api-url': world.mintlify.url,
      'poll-interval': '0.05',
      'github-token': token,
      ...inputs,
    },
    eventName: 'issue_comment',
    eventPayload: commentEvent(world, repo, pull, commentId, body),
    env: { GITHUB_API_URL: world.github.url, GITHUB_REPOSITORY: repo, GITHUB_SERVER_URL: world.server },
  });
  return { run, commentId };
}

/** A reconcile run in `repo`'s workflow with `token`. */
function reconcile(world: World, repo: string, token: string, repositories: string, runNumber = '1') {
  return runAction({
    inputs: {
      mode: 'reconcile',
      'api-key': world.mintlify.apiKey,
      'project-id': world.mintlify.projectId,
      'api-url': world.mintlify.url,
      'github-token': token,
      repositories,
    },
    env: {
      GITHUB_API_URL: world.github.url,
      GITHUB_REPOSITORY: repo,
      GITHUB_SERVER_URL: world.server,
      GITHUB_RUN_NUMBER: runNumber,
    },
  });
}

/** The verified markers of the workflow's comments on PR `pull` of `repo`. */
function markers(world: World, repo: string, pull: number) {
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

describe('GHES, one token for both repositories: the docs PR knows its job, and /mintlify there steers it', () => {
  let world: World;
  let started: ActionRun;
  let steered: ActionRun;
  let jobId: string;
  beforeAll(async () => {
    world = await startWorld('https://ghe.example.com');
    ({ run: started } = await followUp(world, CODE, CODE_PR, '/mintlify document the --flag option', BOTH));
    jobId = world.mintlify.createdJobs[0]?.jobId ?? '';
    ({ run: steered } = await followUp(world, DOCS, DOCS_PR, '/mintlify fix the heading', DOCS_ONLY));
  });
  afterAll(() => world.close());

  it('starts one job from the code PR and reports its end there', () => {
    expect(started.exitCode).toBe(0);
    expect(started.outputs.status).toBe('completed');
    expect(started.outputs['pr-link']).toBe(`https://ghe.example.com/${DOCS}/pull/${DOCS_PR}`);
    expect(markers(world, CODE, CODE_PR).map((m) => m.marker?.state)).toEqual(['ended']);
  });

  it('leaves one note on the docs PR naming the code PR, not merged yet, with the signed job record', () => {
    const notes = markers(world, DOCS, DOCS_PR).filter((m) => m.marker?.state === 'steer');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.marker?.jobId).toBe(jobId);
    const body = notes[0]?.comment.body ?? '';
    expect(body).toContain(`[${CODE}#${CODE_PR}](https://ghe.example.com/${CODE}/pull/${CODE_PR})`);
    expect(body).toContain('**not merged yet**');
    expect(body).toContain('Reply with `/mintlify <instruction>`');
  });

  it('/mintlify on the docs PR, run by the docs repository with its own token, steers that job: no second job', () => {
    expect(steered.exitCode).toBe(0);
    expect(world.mintlify.createdJobs).toHaveLength(1);
    expect(world.mintlify.messages).toEqual([
      expect.objectContaining({ jobId, prompt: expect.stringContaining('fix the heading') }),
    ]);
    expect(steered.outputs['job-id']).toBe(jobId);
  });
});

describe('a token that reaches only the code repository', () => {
  let world: World;
  let run: ActionRun;
  beforeAll(async () => {
    world = await startWorld();
    ({ run } = await followUp(world, CODE, CODE_PR, '/mintlify document the --flag option', CODE_ONLY));
  });
  afterAll(() => world.close());

  it('succeeds, writes nothing in the docs repository, and says in one line on the code PR what access the note needs', () => {
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(world.github.repo(DOCS).issueComments).toHaveLength(0);
    const body = markers(world, CODE, CODE_PR)[0]?.comment.body ?? '';
    const lines = body.split('\n').filter((l) => l.includes('No note on the agent'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`does not reach ${DOCS}`);
    expect(lines[0]).toContain('actions/create-github-app-token');
  });
});

describe('one reconcile in the docs repository for the jobs handed off from the code repository', () => {
  let world: World;
  let handedOff: ActionRun;
  let narrow: ActionRun;
  let wide: ActionRun;
  let later: ActionRun;
  let triggerId: number;
  let jobId: string;
  let readsAfterNarrow: number;
  let labelsAfterNarrow: string[];
  beforeAll(async () => {
    world = await startWorld();
    world.mintlify.setCreatedJobDefaults({
      pollsUntilDone: 100_000,
      prLink: `https://github.com/${DOCS}/pull/${DOCS_PR}`,
      source: { repository: `https://github.com/${DOCS}`, ref: BRANCH },
    });
    ({ run: handedOff, commentId: triggerId } = await followUp(world, CODE, CODE_PR, '/mintlify document it', BOTH, {
      wait: 'false',
    }));
    jobId = world.mintlify.createdJobs[0]?.jobId ?? '';
    // The docs repository's own GITHUB_TOKEN does not reach the code repository.
    narrow = await reconcile(world, DOCS, DOCS_ONLY, 'acme/*');
    readsAfterNarrow = world.mintlify.requests.filter((r) => r.method === 'GET' && r.path.includes('/job/')).length;
    labelsAfterNarrow = world.github.repo(CODE).labelsOf(CODE_PR);
    world.mintlify.addJob({
      id: jobId,
      status: 'completed',
      prLink: `https://github.com/${DOCS}/pull/${DOCS_PR}`,
      source: { repository: `https://github.com/${DOCS}`, ref: BRANCH },
    });
    wide = await reconcile(world, DOCS, BOTH, 'acme/*', '2');
    world.mintlify.setCreatedJobDefaults({ pollsUntilDone: 100_000, prLink: null });
    ({ run: later } = await followUp(world, CODE, CODE_PR, '/mintlify --new and the changelog', BOTH, {
      wait: 'false',
    }));
  });
  afterAll(() => world.close());

  it('a hand-off where no reconcile reads the repository points to --status', () => {
    expect(handedOff.outputs.status).toBe('active');
    const first = markers(world, CODE, CODE_PR)[0]?.comment;
    expect(first?.edits.some((b) => b.includes('No reconcile workflow reads this repository'))).toBe(true);
    expect(first?.edits.some((b) => b.includes('comment `/mintlify --status`'))).toBe(true);
  });

  it('with a token that reaches only the docs repository, the code repository is not read', () => {
    expect(narrow.exitCode).toBe(0);
    expect(narrow.outputs['jobs-checked']).toBe('0');
    expect(readsAfterNarrow).toBe(0);
    expect(labelsAfterNarrow).toContain('mintlify-agent');
  });

  it('with a token for both, reports the end on the code PR: final comment, 🚀, label removed, note on the docs PR', () => {
    expect(wide.exitCode).toBe(0);
    expect(wide.outputs).toMatchObject({ 'jobs-checked': '1', 'jobs-finished': '1' });
    const code = world.github.repo(CODE);
    const progress = markers(world, CODE, CODE_PR).find((m) => m.marker?.triggers.includes(`ic:${triggerId}`));
    expect(progress?.marker?.state).toBe('ended');
    expect(code.reactions.filter((r) => r.commentId === triggerId).map((r) => r.content)).toContain('rocket');
    expect(markers(world, DOCS, DOCS_PR).filter((m) => m.marker?.state === 'steer')).toHaveLength(1);
    expect(code.labels.find((l) => l.name === 'mintlify-agent')?.description).toContain(
      'a reconcile workflow posts its result',
    );
  });

  it('a later hand-off in the code repository promises the result on the PR', () => {
    expect(later.outputs.status).toBe('active');
    expect(world.github.repo(CODE).labelsOf(CODE_PR)).toContain('mintlify-agent');
    const newest = markers(world, CODE, CODE_PR).at(-1)?.comment;
    expect(newest?.edits.at(-1)).toContain('Its result will be posted here when it ends');
  });
});

describe('no instruction lost: the earlier instructions no run handled go first, once', () => {
  let world: World;
  let run: ActionRun;
  let rerun: ActionRun;
  let cancelledRerun: ActionRun;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    world = await startWorld();
    world.mintlify.addJob({ id: 'job_backlog', status: 'completed', pollsUntilDone: 1 });
    const code = world.github.repo(CODE);
    const seed = (name: string, body: string, login = 'alice') =>
      (ids[name] = code.seedIssueComment({ issueNumber: CODE_PR, body, login }).id);
    seed('first', '/mintlify first: the intro');
    seed('outsider', '/mintlify sneak this in', 'bob');
    seed('second', '/mintlify second: the reference');
    seed('chat', 'looks good to me');
    seed('status', '/mintlify --status');
    const third = seed('third', '/mintlify third: the changelog');
    const inputs = { 'job-id': 'job_backlog' };
    ({ run } = await followUp(world, CODE, CODE_PR, '/mintlify third: the changelog', BOTH, inputs, third));
    ({ run: rerun } = await followUp(world, CODE, CODE_PR, '/mintlify third: the changelog', BOTH, inputs, third));
    // The run GitHub cancelled for the second instruction, re-run by hand.
    ({ run: cancelledRerun } = await followUp(
      world,
      CODE,
      CODE_PR,
      '/mintlify second: the reference',
      BOTH,
      inputs,
      ids.second,
    ));
  });
  afterAll(() => world.close());

  it('delivers the earlier instructions of people with write access, oldest first, before its own', () => {
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.messages.map((m) => /(first|second|third|sneak)/.exec(m.prompt)?.[1])).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('acknowledges each: 👀 and a progress comment that records it', () => {
    const code = world.github.repo(CODE);
    for (const name of ['first', 'second']) {
      expect(code.reactions.filter((r) => r.commentId === ids[name]).map((r) => r.content)).toContain('eyes');
      expect(markers(world, CODE, CODE_PR).some((m) => m.marker?.triggers.includes(`ic:${ids[name] ?? 0}`))).toBe(true);
    }
    expect(code.reactions.filter((r) => r.commentId === ids.outsider)).toHaveLength(0);
  });

  it('a re-run, of this run or of the cancelled one, delivers nothing twice', () => {
    expect(rerun.exitCode).toBe(0);
    expect(cancelledRerun.exitCode).toBe(0);
    expect(world.mintlify.messages).toHaveLength(3);
  });
});

describe('one max-jobs budget over several repositories', () => {
  let world: World;
  const runs: ActionRun[] = [];
  let blocked: ActionRun;
  let codeOnly: ActionRun;
  beforeAll(async () => {
    const mintlify = await startFakeMintlify();
    const labelled = { labels: ['mintlify-agent'] };
    const github = await startGitHubRouter({
      repositories: { [CODE]: { pulls: { [CODE_PR]: labelled } }, [DOCS]: { pulls: { [DOCS_PR]: labelled } } },
      tokens: { [BOTH]: [CODE, DOCS], [DOCS_ONLY]: [DOCS] },
    });
    world = {
      github,
      mintlify,
      server: 'https://github.com',
      close: () => Promise.all([github.close(), mintlify.close()]).then(() => undefined),
    };
    for (const [repo, pull, jobId] of [
      [CODE, CODE_PR, 'job_code'],
      [DOCS, DOCS_PR, 'job_docs'],
    ] as const) {
      mintlify.addJob({ id: jobId, status: 'active', pollsUntilDone: 1_000_000 });
      const [owner = '', name = ''] = repo.split('/');
      const signer = markerSigner(mintlify.apiKey, pullScope({ owner, repo: name, pullNumber: pull }), {
        projectId: mintlify.projectId,
        apiUrl: mintlify.url,
      });
      github.repo(repo).seedIssueComment({
        issueNumber: pull,
        body: `${formatMarker(signer.sign({ jobId, triggers: ['ic:1001'], state: 'sent' }))}\n### Mintlify agent — ⏳ Working`,
        login: 'github-actions[bot]',
        type: 'Bot',
      });
    }
    const reads = () => mintlify.requests.filter((r) => r.method === 'GET').map((r) => r.path.split('/').pop());
    for (const runNumber of ['1', '2']) {
      const before = reads().length;
      const run = await runAction({
        inputs: {
          mode: 'reconcile',
          'api-key': mintlify.apiKey,
          'project-id': mintlify.projectId,
          'api-url': mintlify.url,
          'github-token': BOTH,
          'max-jobs': '1',
          repositories: `${CODE}, ${DOCS}`,
        },
        env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: DOCS, GITHUB_RUN_NUMBER: runNumber },
      });
      runs.push({ ...run, stdout: `${run.stdout}\nREAD ${reads().slice(before).join(',')}` });
    }
    blocked = await reconcile(world, DOCS, DOCS_ONLY, `${CODE}, ${DOCS}`);
    codeOnly = await reconcile(world, DOCS, BOTH, CODE);
  });
  afterAll(() => world.close());

  it('reads max-jobs jobs in all, and the first repository read moves each run, so none starves', () => {
    expect(runs.map((r) => r.outputs['jobs-checked'])).toEqual(['1', '1']);
    expect(runs.map((r) => /READ (.*)$/.exec(r.stdout)?.[1])).toEqual(['job_docs', 'job_code']);
  });

  it('repositories: acme/api, run in acme/docs, still reads acme/docs (the calling repository is always read)', () => {
    expect(codeOnly.exitCode).toBe(0);
    expect(codeOnly.outputs['jobs-checked']).toBe('2');
    expect(codeOnly.summary).toMatch(
      /Repositories read: <code>acme\/(api|docs)<\/code> \(1 labelled\), <code>acme\/(api|docs)<\/code> \(1 labelled\)/,
    );
  });

  it('a listed repository the token does not reach is a warning, and the others are read', () => {
    expect(blocked.exitCode).toBe(0);
    expect(blocked.outputs['jobs-checked']).toBe('1');
    expect(blocked.stdout).toMatch(/::warning::acme\/api: could not list the items labelled mintlify-agent/);
    expect(blocked.summary).toContain('Repositories read:');
  });
});
