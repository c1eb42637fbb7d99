/**
 * The shapes every phase of `follow-up` shares: what the run needs from the outside
 * ({@link FollowUpDeps}) and what it produces ({@link FollowUpResult}). Kept apart from the
 * phases so that each phase can name them without importing the sequence in `run.ts`.
 */
import type { FindingIssueTarget } from './finding-issue.ts';
import type { FollowUpInputs } from './inputs.ts';
import type { TriggerEvent } from '../github/event.ts';
import type { Octokit } from '../github/octokit.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { AgentJob } from '../mintlify/schemas.ts';

/** The `status` output values of `follow-up`. */
type FollowUpStatus =
  'skipped' | 'capped' | 'active' | 'completed' | 'archived' | 'failed' | 'timed-out' | 'cancelled' | 'error';

/** What a run produced; `action.ts` turns it into outputs, the job summary and the exit code. */
export interface FollowUpResult {
  status: FollowUpStatus;
  jobId: string | undefined;
  /** True when this run started the agent job (`POST /v2/agent/{projectId}/job`). */
  jobCreated: boolean;
  job: AgentJob | undefined;
  prLink: string | undefined;
  commentUrl: string | undefined;
  /** Time from sending the instruction to the end of watching, in milliseconds. */
  elapsedMs: number | undefined;
  /** Why the run was skipped, for the summary. */
  skippedReason: string | undefined;
  /** Set when the step must fail, e.g. the job failed or timed out. */
  failure: string | undefined;
  /** Set when the step succeeds with a warning (archived job). */
  warning: string | undefined;
  /** True when this run spent the day's first agent use: it cleans old counters at its end (`agent-job/daily-uses.ts`). */
  firstUseOfDay?: boolean | undefined;
}

/** How a phase ended the run: the status and the fields it knows; the rest is filled in by {@link followUpResult}. */
export type FollowUpOutcome = Partial<FollowUpResult> & { status: FollowUpStatus };

/** A full {@link FollowUpResult}: the fields `outcome` does not set are `undefined`. */
export function followUpResult(outcome: FollowUpOutcome): FollowUpResult {
  return {
    jobId: undefined,
    jobCreated: false,
    job: undefined,
    prLink: undefined,
    commentUrl: undefined,
    elapsedMs: undefined,
    skippedReason: undefined,
    failure: undefined,
    warning: undefined,
    ...outcome,
  };
}

/** Log sink (`@actions/core` in the action). */
interface FollowUpLog {
  info: (line: string) => void;
  notice: (line: string) => void;
  warning: (line: string) => void;
}

/**
 * The Mintlify endpoints `follow-up` calls: `GET /v2/agent/{projectId}/job/{id}`,
 * `POST /v2/agent/{projectId}/job/{id}/message` and `POST /v2/agent/{projectId}/job`. A
 * {@link MintlifyClient} in the action; any object with these methods in tests.
 */
export type AgentJobApi = Pick<MintlifyClient, 'getJob' | 'sendMessage' | 'createJob'>;

/** Everything `steerAgentJob` needs from the outside. */
export interface FollowUpDeps {
  inputs: FollowUpInputs;
  event: TriggerEvent;
  /** Link to this workflow run, shown in comments. */
  runUrl: string;
  mintlify: AgentJobApi;
  /** `undefined` when no `github-token` is available. */
  octokit: Octokit | undefined;
  /** Current time, epoch milliseconds. */
  now: () => number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Aborted when the runner cancels the step. */
  signal: AbortSignal;
  log: FollowUpLog;
  /** Records the progress comment for the `post:` step (`core.saveState`). */
  saveState: (name: string, value: string) => void;
  /** Set when the trigger is a comment on this action's finding issue (see `finding-issue.ts`). */
  findingIssue?: FindingIssueTarget | undefined;
  /**
   * True for the delivery of an earlier, undelivered instruction (`backlog.ts`), which delivers no backlog of its own.
   */
  inBacklog?: boolean | undefined;
}
