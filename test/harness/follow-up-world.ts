/**
 * A fake Mintlify API and a fake GitHub API wired together for `follow-up` end-to-end
 * tests, plus a `run()` that executes `dist/index.js` against them.
 */
import { markerBinding, signerFor } from '../../src/signing/signer.ts';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../fakes/github.ts';
import {
  startFakeMintlify,
  type FakeJobOptions,
  type FakeMintlify,
  type FakeMintlifyOptions,
} from '../fakes/mintlify.ts';
import { formatMarker, markerSigner, pullScope, type Marker } from '../../src/agent-job/marker.ts';
import { EXAMPLE_REPO } from './payloads.ts';
import { runAction, type ActionRun, type RunActionOptions } from './run-action.ts';

/** The agent job every world starts with. */
export const JOB_ID = 'job_7f3a9c';
/** The PR the example payloads belong to. */
export const PR_NUMBER = 2;
/** The agent's own PR in the same repository. */
export const AGENT_PR_URL = `https://github.com/${EXAMPLE_REPO}/pull/42`;

/** Fakes plus a runner bound to them. */
export interface FollowUpWorld {
  mintlify: FakeMintlify;
  github: FakeGitHub;
  /** Inputs a workflow would pass: mode, key, project, URLs, fast polling, `job-id`. */
  inputs: Record<string, string>;
  run: (
    options: Omit<RunActionOptions, 'inputs'> & { inputs?: Record<string, string | undefined> },
  ) => Promise<ActionRun>;
  /**
   * Every text the run exposed: stdout and stderr (less the `::add-mask::` commands that
   * register secrets with the runner, which the runner consumes and never shows), summary,
   * outputs and comments.
   */
  everything: (run: ActionRun) => string;
  close: () => Promise<void>;
}

/** Starts the fakes: alice (write), carol (admin), bob (read), dave (not a collaborator). */
export async function startFollowUpWorld(
  options: { job?: Partial<FakeJobOptions>; github?: FakeGitHubOptions; mintlify?: FakeMintlifyOptions } = {},
): Promise<FollowUpWorld> {
  const mintlify = await startFakeMintlify(options.mintlify);
  const github = await startFakeGitHub({
    repo: EXAMPLE_REPO,
    permissions: { alice: 'write', carol: 'admin', bob: 'read', erin: 'maintain', tina: 'triage', octocat: 'write' },
    pulls: { [PR_NUMBER]: {}, 42: {} },
    ...options.github,
  });
  // The agent works on the head branch of its PR (#42: the fake's default `feature-42`), as `source.ref` says.
  const source = { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'feature-42' };
  mintlify.setCreatedJobDefaults({ source });
  mintlify.addJob({ id: JOB_ID, status: 'completed', pollsUntilDone: 2, prLink: AGENT_PR_URL, source, ...options.job });
  const inputs: Record<string, string> = {
    mode: 'follow-up',
    'api-key': mintlify.apiKey,
    'project-id': mintlify.projectId,
    'api-url': mintlify.url,
    'job-id': JOB_ID,
    'poll-interval': '0.05',
    'github-token': 'ghs_test_token',
  };
  const world: FollowUpWorld = {
    mintlify,
    github,
    inputs,
    run: (runOptions) => {
      const merged: Record<string, string> = { ...inputs };
      for (const [name, value] of Object.entries(runOptions.inputs ?? {})) {
        if (value === undefined) delete merged[name];
        else merged[name] = value;
      }
      return runAction({
        ...runOptions,
        inputs: merged,
        env: {
          GITHUB_API_URL: github.url,
          GITHUB_REPOSITORY: EXAMPLE_REPO,
          GITHUB_REPOSITORY_OWNER: 'Codertocat',
          ...runOptions.env,
        },
      });
    },
    everything: (run) =>
      [
        run.stdout.replace(/^::add-mask::.*$/gm, ''),
        run.stderr,
        run.summary,
        JSON.stringify(run.outputs),
        ...github.issueComments.flatMap((c) => [c.body, ...c.edits]),
        ...github.reviewComments.flatMap((c) => [c.body, ...c.edits]),
      ].join('\n'),
    close: async () => {
      await Promise.all([mintlify.close(), github.close()]);
    },
  };
  return world;
}

/**
 * The marker line an earlier run of the workflow would have written on pull request
 * `pullNumber`: signed with a key derived from the world's Mintlify API key.
 */
export function signedMarker(world: FollowUpWorld, marker: Marker, pullNumber = PR_NUMBER): string {
  const [owner = '', repo = ''] = EXAMPLE_REPO.split('/');
  return formatMarker(
    markerSigner(world.mintlify.apiKey, pullScope({ owner, repo, pullNumber }), {
      projectId: world.mintlify.projectId,
      apiUrl: world.mintlify.url,
    }).sign(marker),
  );
}

/**
 * The marker line as a release before the project tag wrote it: `sig` is the MAC of `apiKey`
 * (HKDF info `mintlify-action marker v2`) over the fields, the PR and the project.
 */
export function legacySignedMarker(
  world: FollowUpWorld,
  marker: Marker,
  apiKey: string,
  pullNumber = PR_NUMBER,
): string {
  const [owner = '', repo = ''] = EXAMPLE_REPO.split('/');
  const project = { projectId: world.mintlify.projectId, apiUrl: world.mintlify.url };
  const bound = JSON.stringify(markerBinding(project, pullScope({ owner, repo, pullNumber })));
  const input = `v2\n${bound}\n${marker.jobId ?? '-'}\n${marker.triggers.join(',')}\n${marker.state}\n${marker.created ? 'create' : 'message'}`;
  return formatMarker({ ...marker, project: undefined, signature: signerFor(apiKey, 'prMarker').shortMac(input) });
}
