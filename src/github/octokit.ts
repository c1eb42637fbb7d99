/**
 * The one Octokit factory: `@actions/github`'s client (base URL from `GITHUB_API_URL`,
 * proxy support) plus `@octokit/plugin-retry` (5xx, network errors) and
 * `@octokit/plugin-throttling` (primary and secondary rate limits, honouring `retry-after`).
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import { GITHUB_PACING, type GitHubPacing } from './pacing.ts';
import type { RunnerContext } from './runner-context.ts';

/** The Octokit type used across the action. */
export type Octokit = ReturnType<typeof getOctokit>;

/** Options of {@link createOctokit}. */
export interface OctokitSettings {
  token: string;
  /** Receives one line each time a rate limit makes the client wait. */
  log: (line: string) => void;
  /** Retries after a rate limit before giving up. */
  rateLimitRetries?: number;
  /**
   * Longest rate-limit wait (`retry-after`) the client sits out, in
   * seconds; a longer one fails the request at once. Default 60.
   */
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
 * The Octokit of a workflow step: {@link createOctokit} with the runner's API URL (`GITHUB_API_URL`:
 * GHES, or a local fake) and pacing, as read at start-up ({@link RunnerContext}).
 * @param log receives one line per rate-limit wait (GitHub's text: route it through `logText`).
 */
export function createRunOctokit(token: string, runner: RunnerContext, log: (line: string) => void): Octokit {
  return createOctokit({
    token,
    log,
    pacing: runner.pacing,
    ...(runner.apiUrl ? { baseUrl: runner.apiUrl } : {}),
  });
}
