/**
 * `mode: doctor` end to end on `dist/index.js` (issue 46): one run finds every problem of a broken
 * set-up — a key the API refuses (401), a listed repository the token does not reach, a
 * labelled pull request whose record belongs to another Mintlify project, a repository without
 * the agent label — and fails with `problems` 4; a healthy set-up passes. Neither run sends a
 * POST to Mintlify, ever.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMarker, markerSigner, pullScope } from '../../src/agent-job/marker.ts';
import { RECONCILED_DESCRIPTION } from '../../src/agent-job/label.ts';
import { startGitHubRouter, type GitHubRouter } from '../fakes/github-router.ts';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';

const HOME = 'acme/docs';
const CODE = 'acme/api';
const SECRET = 'acme/secret';
const TOKEN = 'ghs_app_installation_token';
const LABEL = 'mintlify-agent';
const PR = 7;
const SHA = '0123456789abcdef0123456789abcdef01234567';
const OTHER_SHA = 'fedcba9876543210fedcba9876543210fedcba98';

let github: GitHubRouter;
let mintlify: FakeMintlify;

/** A signed progress comment (job handed off, `sent`) on PR {@link PR} of {@link HOME}, for `projectId`. */
function seedRecord(projectId: string): void {
  const [owner = '', repo = ''] = HOME.split('/');
  const signer = markerSigner(mintlify.apiKey, pullScope({ owner, repo, pullNumber: PR }), {
    projectId,
    apiUrl: mintlify.url,
  });
  github.repo(HOME).seedIssueComment({
    issueNumber: PR,
    body: `${formatMarker(signer.sign({ jobId: 'job_1', triggers: ['ic:1'], state: 'sent' }))}\n### Mintlify agent — ⏳ Working`,
    login: 'github-actions[bot]',
    type: 'Bot',
  });
}

/** Sets the label's description as a reconcile leaves it (`PATCH /repos/{owner}/{repo}/labels/{name}`). */
async function markReconciled(repo: string): Promise<void> {
  const response = await fetch(`${github.url}/repos/${repo}/labels/${LABEL}`, {
    method: 'PATCH',
    headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ description: RECONCILED_DESCRIPTION }),
  });
  expect(response.status).toBe(200);
}

/** A doctor run in {@link HOME} with `key`, over `repositories`, with the checkout at `workspace`. */
async function doctor(key: string, repositories: string, workspace?: string): Promise<ActionRun> {
  return runAction({
    inputs: {
      mode: 'doctor',
      'api-key': key,
      'project-id': mintlify.projectId,
      'api-url': mintlify.url,
      'github-token': TOKEN,
      repositories,
    },
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: HOME,
      GITHUB_ACTION_REPOSITORY: 'your-org/mintlify-action',
      ...(workspace ? { GITHUB_WORKSPACE: workspace } : {}),
    },
  });
}

/** A checkout whose workflows use the action at `refs` (one file each). */
async function checkout(refs: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'doctor-checkout-'));
  await mkdir(join(dir, '.github/workflows'), { recursive: true });
  await Promise.all(
    refs.map((ref, i) =>
      writeFile(
        join(dir, `.github/workflows/w${i}.yml`),
        `on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: your-org/mintlify-action/agent@${ref} # v1.1.0\n`,
      ),
    ),
  );
  return dir;
}

describe('the doctor', () => {
  let broken: ActionRun;
  let healthy: ActionRun;
  let twoVersions: ActionRun;
  let mintlifyPosts: string[];
  beforeAll(async () => {
    mintlify = await startFakeMintlify();
    github = await startGitHubRouter({
      repositories: {
        [HOME]: { labels: [LABEL], pulls: { [PR]: { labels: [LABEL] } } },
        [CODE]: {},
        [SECRET]: {},
      },
      tokens: { [TOKEN]: [HOME, CODE] },
    });
    await markReconciled(HOME);
    // Broken: a key the API refuses, acme/secret out of the token's reach, acme/api without the
    // label, and the labelled PR's record written for another project.
    seedRecord('another-project');
    broken = await doctor('mint_revoked_key_0123456789', `${CODE}, ${SECRET}`);
    // Healthy: the key works, the record verifies for this project, the label is everywhere.
    seedRecord(mintlify.projectId);
    const created = await fetch(`${github.url}/repos/${CODE}/labels`, {
      method: 'POST',
      headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: LABEL, color: '5319e7' }),
    });
    expect(created.status).toBe(201);
    [healthy, twoVersions] = await Promise.all([
      doctor(mintlify.apiKey, CODE, await checkout([SHA, SHA])),
      doctor(mintlify.apiKey, CODE, await checkout([SHA, OTHER_SHA])),
    ]);
    mintlifyPosts = mintlify.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
  });
  afterAll(() => Promise.all([github?.close(), mintlify?.close()]));

  it('finds the 401 key, the unreachable repository, the foreign record and the missing label in one run', () => {
    expect(broken.exitCode).toBe(1);
    expect(broken.outputs.problems).toBe('4');
    const error = /^::error::(.*)$/m.exec(broken.stdout)?.[1] ?? '';
    expect(error).toMatch(/^The doctor found 4 problems: /);
    expect(error).toContain('Mintlify API key: GET /v2/agent/{projectId}/job/{id} failed with HTTP 401');
    expect(error).toContain('acme/secret: token: the github-token does not reach it');
    expect(error).toContain(`acme/docs#${PR}: record: labelled mintlify-agent, but no record on it verifies`);
    expect(error).toContain('acme/api: label mintlify-agent: missing');
    // The job summary: one row per check, each problem with what to do.
    expect(broken.summary).toContain('<strong>4 problems</strong> found');
    expect(broken.summary).toContain('Create a new admin API key');
    expect(broken.summary).toContain('Install the GitHub App on acme/secret');
    expect(broken.summary).toContain('gh label create mintlify-agent --repo acme/api');
    expect(broken.summary).toContain('➖'); // the write scope: never checked by a POST
  });

  it('passes a healthy set-up: problems 0, every row ok or not checked', () => {
    expect(healthy.stdout).not.toContain('::error::');
    expect(healthy.exitCode).toBe(0);
    expect(healthy.outputs.problems).toBe('0');
    expect(healthy.summary).toContain('No problem found');
    expect(healthy.summary).toContain('every workflow pins the same version');
    expect(healthy.summary).toContain('1 labelled item verifies for this project');
    expect(healthy.summary).not.toContain('❌');
  });

  it('finds two versions of the action pinned by the workflows of the checkout', () => {
    expect(twoVersions.exitCode).toBe(1);
    expect(twoVersions.outputs.problems).toBe('1');
    expect(twoVersions.stdout).toContain(
      `more than one version: action @${SHA} in .github/workflows/w0.yml; action @${OTHER_SHA} in .github/workflows/w1.yml`,
    );
  });

  it('never sends a POST (or any write) to Mintlify, and creates no label', () => {
    expect(mintlifyPosts).toEqual([]);
    expect(mintlify.requests.every((r) => r.path.endsWith('/job/mintlify-action-doctor-probe'))).toBe(true);
    expect(
      github.requests.filter((r) => r.method !== 'GET' && r.token === TOKEN && r.path.includes('/labels')).length,
    ).toBe(2); // the two the test itself made
  });
});
