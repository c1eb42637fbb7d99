/**
 * The reusable workflow (`.github/workflows/agent.yml`, issues 36 and 46) and the reconcile example
 * keep the rules a team used to keep in step by hand: follow-up one run at a time per pull request,
 * on comments, reviews, finding issues and dashboard ticks; reconcile on `pull_request_target` for
 * the Mintlify agent's pull requests only (author `mintlify[bot]`, user id 109931778, or a
 * `mintlify/` head branch), never for other bots, with job-level concurrency; the code PR's
 * `synchronize`/`closed`; the doctor on manual runs; secrets passed explicitly, the API key not
 * required (a fork PR's polite skip); one concurrency naming everywhere; the calling examples stay short.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFile(join(root, path), 'utf8');

interface Job {
  if?: string;
  uses?: string;
  secrets?: unknown;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  steps?: Array<{ uses?: string; with?: Record<string, unknown> }>;
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency?: unknown;
  jobs: Record<string, Job>;
}

const reusable = parse(await read('.github/workflows/agent.yml')) as Workflow;
const example = parse(await read('examples/agent-reconcile.yml')) as Workflow;

describe('.github/workflows/agent.yml', () => {
  const call = reusable.on.workflow_call as {
    inputs: Record<string, { default?: unknown }>;
    secrets: Record<string, { required: boolean }>;
  };

  it('is called (on: workflow_call) with the API key as a secret that is not required, and the project as an input', () => {
    expect(Object.keys(reusable.on)).toEqual(['workflow_call']);
    expect(call.inputs).toHaveProperty('project-id');
    // Not required: GitHub gives a fork's pull request run no secret, and the action then skips politely.
    expect(call.secrets.MINTLIFY_API_KEY?.required).toBe(false);
  });

  it('exposes the caps, wait and repositories, passed through to the agent action with its defaults', async () => {
    const agent = parse(await read('agent/action.yml')) as { inputs: Record<string, { default?: string }> };
    for (const name of ['agent-jobs-per-pr', 'agent-uses-per-day', 'wait', 'repositories', 'max-jobs', 'timeout'])
      expect([name, String(call.inputs[name]?.default ?? '')]).toEqual([name, agent.inputs[name]?.default ?? '']);
    const passed = Object.values(reusable.jobs).flatMap((job) => Object.entries(job.steps?.at(-1)?.with ?? {}));
    for (const name of ['agent-jobs-per-pr', 'agent-uses-per-day', 'wait', 'repositories'])
      expect(passed).toContainEqual([name, `\${{ inputs.${name} }}`]);
  });

  it('runs the agent action, passing only inputs it declares', async () => {
    const agent = parse(await read('agent/action.yml')) as { inputs: Record<string, unknown> };
    for (const id of ['follow-up', 'reconcile', 'code-pull-request']) {
      const step = reusable.jobs[id]?.steps?.at(-1);
      expect(step?.uses).toMatch(/^your-org\/mintlify-action\/agent@[0-9a-f]{40}$/);
      for (const name of Object.keys(step?.with ?? {})) expect(agent.inputs).toHaveProperty(name);
    }
  });

  it('handles dashboard ticks (issues: edited by a person) and comments on finding issues', () => {
    const job = reusable.jobs['follow-up'];
    expect(job?.if).toContain("github.event_name == 'issues' && github.event.action == 'edited'");
    expect(job?.if).toContain('contains(github.event.issue.labels.*.name, inputs.issue-label)');
  });

  it("routes the code PR's pull_request_target synchronize and closed, one run per PR, with statuses: write", () => {
    const job = reusable.jobs['code-pull-request'];
    expect(job?.if).toContain("github.event.action == 'synchronize' || github.event.action == 'closed'");
    expect(job?.if).toContain("github.event.pull_request.user.type != 'Bot'");
    expect(job?.concurrency?.group).toContain('github.event.pull_request.number');
    expect(job?.permissions?.statuses).toBe('write');
    expect(reusable.jobs.reconcile?.permissions?.statuses).toBe('write');
  });

  it('runs the doctor (root action, mode: doctor) on manual runs only, on a checkout, with read permissions', () => {
    const job = reusable.jobs.doctor;
    expect(job?.if).toBe("github.event_name == 'workflow_dispatch'");
    expect(job?.steps?.[0]?.uses).toMatch(/^actions\/checkout@[0-9a-f]{40}$/);
    expect(job?.steps?.at(-1)?.uses).toMatch(/^your-org\/mintlify-action@[0-9a-f]{40}$/);
    expect(job?.steps?.at(-1)?.with?.mode).toBe('doctor');
    expect(Object.values(job?.permissions ?? {}).every((p) => p === 'read')).toBe(true);
  });

  it('runs follow-up one at a time per pull request, on comments and reviews that are not a bot’s', () => {
    const job = reusable.jobs['follow-up'];
    expect(job?.concurrency).toEqual({
      group: expect.stringContaining('github.event.pull_request.number || github.event.issue.number'),
      'cancel-in-progress': false,
    });
    expect(job?.if).toContain("github.event.sender.type != 'Bot'");
    expect(job?.if).toContain('github.event.issue.pull_request');
    expect(job?.steps?.at(-1)?.uses).toMatch(/\/agent@/);
  });

  it('runs reconcile only for the agent on pull_request_target, with job-level concurrency', () => {
    const job = reusable.jobs.reconcile;
    expect(reusable.concurrency).toBeUndefined();
    expect(job?.concurrency?.['cancel-in-progress']).toBe(false);
    for (const rule of [
      "github.event_name == 'pull_request_target'",
      'github.event.pull_request.user.id == 109931778',
      "github.event.pull_request.user.login == 'mintlify[bot]'",
      "startsWith(github.event.pull_request.head.ref, 'mintlify/')",
      // A mintlify/ branch of a fork is anyone's: the branch rule holds for this repository's branches only.
      'github.event.pull_request.head.repo.full_name == github.repository',
      "github.event.sender.type != 'Bot'",
    ])
      expect(job?.if).toContain(rule);
    expect(job?.if).not.toMatch(/event_name == 'pull_request'(?!_)/);
    expect(job?.steps?.at(-1)?.with).toMatchObject({ repositories: '${{ inputs.repositories }}' });
  });

  it('makes a GitHub App token with actions/create-github-app-token when the app secrets are set, else uses the workflow token', () => {
    for (const job of Object.values(reusable.jobs)) {
      expect(job.steps?.some((s) => /^actions\/create-github-app-token@[0-9a-f]{40}$/.test(s.uses ?? ''))).toBe(true);
      expect(job.steps?.at(-1)?.with?.['github-token']).toBe('${{ steps.app.outputs.token || github.token }}');
    }
  });
});

describe('examples', () => {
  it('agent-reconcile.yml runs on pull_request_target for the agent only, with job-level concurrency', () => {
    expect(Object.keys(example.on)).toContain('pull_request_target');
    expect(Object.keys(example.on)).not.toContain('pull_request');
    expect(example.concurrency).toBeUndefined();
    expect(example.jobs.reconcile?.concurrency).toBeDefined();
    expect(example.jobs.reconcile?.if).toContain('109931778');
    expect(example.jobs.reconcile?.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it.each(['examples/code-repository-agent.yml', 'examples/docs-repository-agent.yml'])(
    '%s calls the reusable workflow in a short file',
    async (file) => {
      const text = await read(file);
      const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
      expect(lines.length).toBeLessThanOrEqual(25);
      expect(text).toMatch(/uses: your-org\/mintlify-action\/\.github\/workflows\/agent\.yml@[0-9a-f]{40} # v/);
      // Secrets passed explicitly: `secrets: inherit` reaches only workflows of the same organisation.
      const job = (parse(text) as Workflow).jobs.mintlify;
      expect(job?.secrets).toEqual({
        MINTLIFY_API_KEY: '${{ secrets.MINTLIFY_API_KEY }}',
        MINTLIFY_APP_ID: '${{ secrets.MINTLIFY_APP_ID }}',
        MINTLIFY_APP_PRIVATE_KEY: '${{ secrets.MINTLIFY_APP_PRIVATE_KEY }}',
      });
    },
  );
});

/** Every text a user copies or reads: the README, docs/, examples/ and this repository's workflows. */
async function everyText(): Promise<Array<[string, string]>> {
  const files = [
    'README.md',
    ...(await readdir(join(root, 'docs'))).map((f) => `docs/${f}`),
    ...(await readdir(join(root, 'examples'))).map((f) => `examples/${f}`),
    ...(await readdir(join(root, '.github/workflows'))).map((f) => `.github/workflows/${f}`),
  ];
  return Promise.all(files.map(async (f) => [f, await read(f)] as [string, string]));
}

describe('every README, doc, example and workflow', async () => {
  const texts = await everyText();

  it('passes secrets explicitly, never with secrets: inherit (GitHub honours it only within one organisation)', () => {
    const inheriting = texts.filter(([, text]) => /^\s*secrets:\s*inherit\b/m.test(text)).map(([file]) => file);
    expect(inheriting).toEqual([]);
  });

  it('names the agent concurrency groups one way, so that two workflows on one pull request queue together', () => {
    const groups = texts.flatMap(([file, text]) =>
      [...text.matchAll(/^\s*group:\s*(mintlify-(?:follow-up|reconcile|agent).*?)\s*$/gm)].map((m) => [file, m[1]]),
    );
    expect(groups.length).toBeGreaterThanOrEqual(5);
    for (const [file, group] of groups)
      expect([file, group]).toEqual([
        file,
        group?.startsWith('mintlify-follow-up')
          ? 'mintlify-follow-up-${{ github.repository }}-${{ github.event.pull_request.number || github.event.issue.number }}'
          : 'mintlify-reconcile-${{ github.repository }}',
      ]);
  });
});
