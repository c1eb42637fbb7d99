/**
 * Result latency of `follow-up` (issue 19, target 1): the time from the agent job turning
 * `completed` to the PR comment showing it, over job lengths from 30 s to 30 minutes, and the
 * number of `GET /v2/agent/{projectId}/job/{id}` requests each job costs.
 *
 * The real `steerAgentJob` runs in this process with the real Mintlify client and Octokit, over
 * loopback HTTP (Octokit without the throttling plugin: it spaces writes ≥ 1 s apart in real
 * time, and here a minute of virtual time passes in milliseconds; in a real run the progress
 * edits are a minute apart, so it never delays the final one), against the fake Mintlify and the fake GitHub, on a PR comment `/mintlify …`
 * with the default `poll-interval`. Time is virtual: `now()` is the wall clock plus an offset
 * that `sleep(ms)` advances at once, so a 30-minute job takes a fraction of a second while every
 * real request still counts. The fake job stays `active` until the virtual clock passes its end,
 * then the next poll sees it `completed`. The latency is measured up to the end of the PATCH
 * that writes the final comment (`✅ Completed`).
 *
 * Job ends are spread evenly over 15 s after each nominal length (all phases of a poll cycle),
 * {@link SAMPLES_PER_LENGTH} per length. For comparison, the previous schedule (10 s, ×1.5 up to
 * 60 s) is computed on the same job ends (pure arithmetic; requests take no time there).
 */
import { getOctokit } from '@actions/github';
import { resolveEvent } from '../src/github/event.ts';
import { INPUT_DEFAULTS } from '../src/input-fields.ts';
import { steerAgentJob, type FollowUpDeps } from '../src/follow-up/run.ts';
import { MintlifyClient } from '../src/mintlify/client.ts';
import { startFakeGitHub } from '../test/fakes/github.ts';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../test/harness/payloads.ts';

/** Nominal job lengths, in seconds. */
export const JOB_LENGTHS_S = [30, 60, 120, 300, 600, 1800];
/** Job ends per length (spread evenly over the 15 s after it). */
export const SAMPLES_PER_LENGTH = Number(process.env.BENCH_LATENCY_SAMPLES ?? 40);
const SPREAD_MS = 15_000;
const TOKEN = 'ghs_bench_token';

/** What one job length measured. */
export interface LatencyRow {
  lengthS: number;
  /** 95th percentile of the result latency, in milliseconds (nearest rank). */
  p95Ms: number;
  maxMs: number;
  /** GET job requests per job, the median over the samples. */
  gets: number;
  /** The previous schedule on the same job ends. */
  v1P95Ms: number;
  v1Gets: number;
  /** Runs that did not end `completed` with a final comment. */
  failures: number;
  /** Every sample's latency, in milliseconds. */
  latencies: number[];
  /** The previous schedule's latency for every sample, in milliseconds. */
  v1Latencies: number[];
}

/** Nearest-rank percentile of `values` (0 < p ≤ 1). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

/** The previous schedule (before issue 19): 10 s, then ×1.5 each poll, capped at 60 s. Returns [latency ms, GETs]. */
function v1Schedule(endMs: number): [number, number] {
  let t = 0;
  for (let polls = 0; ;) {
    t += Math.min(60, 10 * 1.5 ** polls) * 1000;
    polls += 1;
    if (t >= endMs) return [t - endMs, polls];
  }
}

/**
 * Runs {@link SAMPLES_PER_LENGTH} follow-ups per job length and returns one row per length.
 * @param log progress lines (to stderr).
 */
export async function measureResultLatency(log: (line: string) => void): Promise<LatencyRow[]> {
  const pullNumbers = Array.from({ length: SAMPLES_PER_LENGTH * JOB_LENGTHS_S.length }, (_, i) => i + 1);
  let offset = 0;
  const now = (): number => Date.now() + offset;
  const github = await startFakeGitHub({
    repo: EXAMPLE_REPO,
    token: TOKEN,
    permissions: { alice: 'write' },
    pulls: Object.fromEntries(pullNumbers.map((n) => [n, {}])),
    now: () => new Date(now()),
  });
  const mintlify = await startFakeMintlify();
  const rows: LatencyRow[] = [];
  try {
    const client = new MintlifyClient({
      apiUrl: mintlify.url,
      apiKey: mintlify.apiKey,
      projectId: mintlify.projectId,
      requestTimeoutMs: 30_000,
    });
    let pr = 0;
    for (const lengthS of JOB_LENGTHS_S) {
      const latencies: number[] = [];
      const gets: number[] = [];
      const v1: Array<[number, number]> = [];
      let failures = 0;
      for (let i = 0; i < SAMPLES_PER_LENGTH; i += 1) {
        pr += 1;
        const durationMs = lengthS * 1000 + (SPREAD_MS * (i + 0.5)) / SAMPLES_PER_LENGTH;
        v1.push(v1Schedule(durationMs));
        const jobId = `job_${pr}`;
        mintlify.addJob({ id: jobId, status: 'completed', pollsUntilDone: Number.MAX_SAFE_INTEGER });
        let sentAt: number | undefined;
        let endedAt: number | undefined;
        let shownAt: number | undefined;
        let polls = 0;
        const octokit = getOctokit(TOKEN, { baseUrl: github.url });
        octokit.hook.after('request', (_response, options) => {
          const body = (options as { body?: unknown }).body;
          const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
          if (options.method === 'PATCH' && text.includes('✅ Completed') && shownAt === undefined) shownAt = now();
        });
        const trigger = github.seedIssueComment({
          issueNumber: pr,
          body: '/mintlify document the flag',
          login: 'alice',
        });
        const payload = issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice', pullNumber: pr });
        const deps: FollowUpDeps = {
          inputs: {
            mode: 'follow-up',
            apiKey: mintlify.apiKey,
            projectId: mintlify.projectId,
            apiUrl: mintlify.url,
            requestTimeoutMs: 30_000,
            jobId,
            prompt: undefined,
            triggerPhrase: '/mintlify',
            agentLabel: 'mintlify-agent',
            caps: { jobsPerItem: 100, usesPerDay: 2400 },
            docsStatus: false,
            wait: true,
            pollIntervalSeconds: Number(INPUT_DEFAULTS['poll-interval']),
            timeoutSeconds: 3600,
            comment: true,
            includeContext: true,
            createJob: false,
            githubToken: TOKEN,
          },
          event: resolveEvent('issue_comment', payload, {
            repository: EXAMPLE_REPO,
            actor: 'alice',
            runId: '1',
            invocation: ['', '', ''],
          }),
          runUrl: `https://github.com/${EXAMPLE_REPO}/actions/runs/1`,
          mintlify: {
            sendMessage: async (...args) => {
              const job = await client.sendMessage(...args);
              sentAt = now();
              return job;
            },
            createJob: (...args) => client.createJob(...args),
            getJob: (...args) => {
              polls += 1;
              return client.getJob(...args);
            },
          },
          octokit,
          now,
          // As on GitHub: the end's claim is checked 1.5 s after it is written (after the result shows).
          sleep: async (ms) => {
            offset += ms;
            if (sentAt !== undefined && endedAt === undefined && now() >= sentAt + durationMs) {
              endedAt = sentAt + durationMs;
              mintlify.addJob({ id: jobId, status: 'completed' });
            }
            await new Promise((resolve) => setImmediate(resolve));
          },
          signal: new AbortController().signal,
          log: {
            info: (l) => (process.env.BENCH_DEBUG ? console.error(l) : undefined),
            notice: (l) => (process.env.BENCH_DEBUG ? console.error(l) : undefined),
            warning: (l) => (process.env.BENCH_DEBUG ? console.error(l) : undefined),
          },
          saveState: () => undefined,
        };
        const result = await steerAgentJob(deps);
        if (result.status !== 'completed' || endedAt === undefined || shownAt === undefined) {
          failures += 1;
          log(`result latency: job ${jobId} of ${lengthS} s ended ${result.status} ${result.failure ?? ''}`);
          continue;
        }
        latencies.push(shownAt - endedAt);
        gets.push(polls);
      }
      const sortedGets = [...gets].sort((a, b) => a - b);
      rows.push({
        lengthS,
        p95Ms: percentile(latencies, 0.95),
        maxMs: Math.max(...latencies),
        gets: sortedGets[Math.floor(sortedGets.length / 2)] ?? Number.NaN,
        v1P95Ms: percentile(
          v1.map(([ms]) => ms),
          0.95,
        ),
        v1Gets: v1.map(([, n]) => n).sort((a, b) => a - b)[Math.floor(v1.length / 2)] ?? Number.NaN,
        failures,
        latencies,
        v1Latencies: v1.map(([ms]) => ms),
      });
      log(`result latency, ${lengthS} s jobs done`);
    }
  } finally {
    await github.close();
    await mintlify.close();
  }
  return rows;
}
