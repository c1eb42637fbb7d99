/**
 * How the GitHub client paces its writes, apart from the client itself (`octokit.ts` loads
 * `@actions/github`; this module is read at start-up by `runner-context.ts`).
 */
/**
 * How the client paces its requests. GitHub asks integrations to leave at least 1 s between
 * writes, and more between writes that notify people (comments), to stay clear of secondary
 * rate limits; `@octokit/plugin-throttling` spaces them so. Milliseconds.
 */
export interface GitHubPacing {
  /** Least time between two writes (POST, PATCH, PUT, DELETE). */
  writeIntervalMs: number;
  /** Least time between two writes that notify people (e.g. a new comment). */
  notificationIntervalMs: number;
  /** Length of one second of `retry-after` and of plugin-retry's back-off ((n + 1)² s before retry n). */
  secondMs: number;
}

/** The pacing GitHub asks for: 1 s between writes, 3 s between notifying writes, real seconds. */
export const GITHUB_PACING: GitHubPacing = {
  writeIntervalMs: 1000,
  notificationIntervalMs: 3000,
  secondMs: 1000,
};

/** No pacing at all: for tests against a fake GitHub API, which has no secondary rate limits. */
export const NO_PACING: GitHubPacing = { writeIntervalMs: 0, notificationIntervalMs: 0, secondMs: 0 };

/**
 * The pacing for the value of `MINTLIFY_ACTION_GITHUB_PACING`: {@link NO_PACING} for `none` (set
 * by this repository's tests and demo, which talk to a fake GitHub API on loopback; never set it
 * in a workflow), else {@link GITHUB_PACING}. Nothing of the action depends on timing for
 * correctness: a job's end is claimed on an atomic answer of GitHub (`agent-job/claim.ts`).
 */
export function pacingFor(value: string | undefined): GitHubPacing {
  return value === 'none' ? NO_PACING : GITHUB_PACING;
}
