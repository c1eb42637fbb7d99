/**
 * The one Octokit factory: `@actions/github`'s client (base URL from `GITHUB_API_URL`,
 * proxy support) plus `@octokit/plugin-retry` (5xx, network errors) and
 * `@octokit/plugin-throttling` (primary and secondary rate limits, honouring `retry-after`).
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';

/** The Octokit type used across the action. */
export type Octokit = ReturnType<typeof getOctokit>;

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
 * The pacing to use: {@link NO_PACING} when the environment variable
 * `MINTLIFY_ACTION_GITHUB_PACING` is `none` (set by this repository's tests and demo, which
 * talk to a fake GitHub API on loopback; never set it in a workflow), else {@link GITHUB_PACING}.
 * Nothing of the action depends on timing for correctness: a job's end is claimed on an atomic
 * answer of GitHub (`agent-job/claim.ts`), not on a wait.
 */
export function githubPacing(env: NodeJS.ProcessEnv): GitHubPacing {
  return env.MINTLIFY_ACTION_GITHUB_PACING === 'none' ? NO_PACING : GITHUB_PACING;
}

/** Options of {@link createOctokit}. */
export interface OctokitSettings {
  token: string;
  /** Receives one line each time a rate limit makes the client wait. */
  log: (line: string) => void;
  /** Retries after a rate limit before giving up. */
  rateLimitRetries?: number;
  /** Longest rate-limit wait (`retry-after`) the client sits out, in seconds; a longer one fails the request at once. Default 60. */
  maxRateLimitWaitSeconds?: number;
  /** REST API base URL; default `GITHUB_API_URL` as `@actions/github` read it when loaded. */
  baseUrl?: string;
  /** Default {@link GITHUB_PACING}. */
  pacing?: GitHubPacing;
}

/**
 * Creates an Octokit with retry and throttling. Requests that hit a primary or secondary
 * rate limit wait for `retry-after` and are retried up to `rateLimitRetries` times (default 3),
 * each wait at most `maxRateLimitWaitSeconds` (default 60): every wait has a bound.
 */
export function createOctokit(settings: OctokitSettings): Octokit {
  const limit = settings.rateLimitRetries ?? 3;
  const maxWait = settings.maxRateLimitWaitSeconds ?? 60;
  const pacing = settings.pacing ?? GITHUB_PACING;
  const onLimit =
    (kind: string) =>
    (retryAfter: number, options: { method: string; url: string }, _octokit: unknown, retryCount: number): boolean => {
      if (retryCount >= limit) {
        settings.log(
          `GitHub ${kind} rate limit on ${options.method} ${options.url}; giving up after ${retryCount} retries`,
        );
        return false;
      }
      if (retryAfter > maxWait) {
        settings.log(
          `GitHub ${kind} rate limit on ${options.method} ${options.url}; retry-after ${retryAfter} s is longer than ${maxWait} s, not waiting`,
        );
        return false;
      }
      settings.log(`GitHub ${kind} rate limit on ${options.method} ${options.url}; retrying in ${retryAfter} s`);
      return true;
    };
  return getOctokit(
    settings.token,
    {
      ...(settings.baseUrl === undefined ? {} : { baseUrl: settings.baseUrl }),
      throttle: {
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
        retryAfterBaseValue: pacing.secondMs,
        write: new Bottleneck.Group({ maxConcurrent: 1, minTime: pacing.writeIntervalMs }),
        notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: pacing.notificationIntervalMs }),
      },
      retry: { retries: 2, retryAfterBaseValue: pacing.secondMs },
    },
    retry,
    throttling,
  );
}

/**
 * The Octokit of a workflow step: {@link createOctokit} with the runner's `GITHUB_API_URL` (GHES,
 * or a local fake) and the pacing {@link githubPacing} chooses.
 * @param log receives one line per rate-limit wait (GitHub's text: route it through `logText`).
 */
export function createRunOctokit(token: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Octokit {
  return createOctokit({
    token,
    log,
    pacing: githubPacing(env),
    ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
  });
}
