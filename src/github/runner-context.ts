/**
 * The runner's context, read from the environment once, at start-up (`main.ts`), and passed down:
 * the repository, the triggering event, the run, and the pacing of GitHub writes. Nothing below
 * `main.ts` reads these variables (or the test switch `MINTLIFY_ACTION_GITHUB_PACING`) itself.
 * Variables: https://docs.github.com/actions/reference/workflows-and-actions/variables
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pacingFor, type GitHubPacing } from './pacing.ts';

/** What the runner tells a step about where and why it runs. Strings are `''` when the runner did not set them. */
export interface RunnerContext {
  /** `GITHUB_REPOSITORY`: `owner/name`. */
  repository: string;
  /** The owner and name of {@link repository}, each `''` when it is not `owner/name`. */
  owner: string;
  repo: string;
  /** `GITHUB_EVENT_NAME`, e.g. `issue_comment`. */
  eventName: string;
  /**
   * The webhook payload at `GITHUB_EVENT_PATH`, read and parsed at the first call and kept:
   * `{}` when the runner set no path. Rejects when the file cannot be read or is not JSON.
   */
  eventPayload: () => Promise<unknown>;
  /** `GITHUB_ACTOR`: who started the run. */
  actor: string;
  /** `GITHUB_JOB` and `GITHUB_ACTION`: which job, and which step of it, runs the action. */
  job: string;
  action: string;
  /** `GITHUB_RUN_ID` (the same for every attempt of a run) and `GITHUB_RUN_ATTEMPT`, as set. */
  runId: string;
  runAttempt: string;
  /** `GITHUB_RUN_NUMBER`: this workflow's run count (1, 2, …), `''` when unset. */
  runNumber: string;
  /** `GITHUB_SERVER_URL` without a trailing slash; `https://github.com` when unset. */
  serverUrl: string;
  /** `GITHUB_API_URL` (GHES, or a local fake); `undefined` when unset (the client's default then applies). */
  apiUrl: string | undefined;
  /** `GITHUB_WORKFLOW_REF`: `owner/name/.github/workflows/file.yml@ref`. */
  workflowRef: string;
  /** `RUNNER_TEMP`, else the system's temporary folder: where scratch folders go. */
  tempDir: string;
  /** How GitHub writes are paced (`MINTLIFY_ACTION_GITHUB_PACING`, a test switch; see `pacing.ts`). */
  pacing: GitHubPacing;
  /** `GITHUB_WORKSPACE`: where `actions/checkout` put the repository; `''` when unset. */
  workspace: string;
  /** `GITHUB_ACTION_REPOSITORY`: the action's own `owner/name` (e.g. `your-org/mintlify-action`); `''` when unset. */
  actionRepository: string;
}

/** Reads the {@link RunnerContext} from `env` (the process's environment at start-up). Never throws; reads no file. */
export function readRunnerContext(env: NodeJS.ProcessEnv): RunnerContext {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  const eventPath = env.GITHUB_EVENT_PATH;
  let payload: Promise<unknown> | undefined;
  return {
    repository,
    owner,
    repo,
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPayload: () =>
      (payload ??= eventPath
        ? readFile(eventPath, 'utf8').then((text): unknown => JSON.parse(text))
        : Promise.resolve({})),
    actor: env.GITHUB_ACTOR ?? '',
    job: env.GITHUB_JOB ?? '',
    action: env.GITHUB_ACTION ?? '',
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '',
    runNumber: env.GITHUB_RUN_NUMBER ?? '',
    serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
    apiUrl: env.GITHUB_API_URL || undefined,
    workflowRef: env.GITHUB_WORKFLOW_REF ?? '',
    tempDir: env.RUNNER_TEMP || tmpdir(),
    pacing: pacingFor(env.MINTLIFY_ACTION_GITHUB_PACING),
    workspace: env.GITHUB_WORKSPACE ?? '',
    actionRepository: env.GITHUB_ACTION_REPOSITORY ?? '',
  };
}
