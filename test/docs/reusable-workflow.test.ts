/**
 * The reusable workflow (`.github/workflows/agent.yml`, issue 36) and the reconcile example keep
 * the rules a team used to keep in step by hand: follow-up one run at a time per pull request;
 * reconcile on `pull_request_target` for the Mintlify agent's pull requests only (author
 * `mintlify[bot]`, user id 109931778, or a `mintlify/` head branch), never for other bots, with
 * job-level concurrency; the calling examples stay short.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFile(join(root, path), 'utf8');

interface Job {
  if?: string;
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
  it('is called (on: workflow_call) with the API key as a secret and the project as an input', () => {
    expect(Object.keys(reusable.on)).toEqual(['workflow_call']);
    const call = reusable.on.workflow_call as { inputs: Record<string, unknown>; secrets: Record<string, unknown> };
    expect(call.inputs).toHaveProperty('project-id');
    expect(call.inputs).toHaveProperty('repositories');
    expect(call.secrets).toHaveProperty('MINTLIFY_API_KEY');
  });

  it('runs follow-up one at a time per pull request, on comments and reviews that are not a bot’s', () => {
    const job = reusable.jobs['follow-up'];
    expect(job?.concurrency).toEqual({
      group: expect.stringContaining('github.event.pull_request.number || github.event.issue.number'),
      'cancel-in-progress': false,
    });
    expect(job?.if).toContain("github.event.sender.type != 'Bot'");
    expect(job?.if).toContain('github.event.issue.pull_request');
    expect(job?.steps?.at(-1)?.with?.mode).toBe('follow-up');
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
    expect(job?.steps?.at(-1)?.with).toMatchObject({ mode: 'reconcile', repositories: '${{ inputs.repositories }}' });
  });

  it('makes a GitHub App token with actions/create-github-app-token when the app secrets are set, else uses the workflow token', () => {
    for (const job of Object.values(reusable.jobs)) {
      expect(job.steps?.[0]?.uses).toMatch(/^actions\/create-github-app-token@[0-9a-f]{40}$/);
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
    },
  );
});
