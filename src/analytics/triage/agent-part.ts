/**
 * The agent part of the triage: what stops it (the Mintlify agent rate limit, a cancelled run,
 * the daily cap `agent-uses-per-day` it shares with `follow-up`), and the hand-off of a started
 * job to `reconcile` (`agent-label` on its finding issue).
 */
import { AGENT_LABEL_STYLE } from '../../agent-job/label.ts';
import { describeCap, type CapReached } from '../../agent-job/caps.ts';
import type { Reservation } from '../../agent-job/daily-uses.ts';
import { MintlifyApiError, errorMessage } from '../../errors.ts';
import { addLabel, ensureLabel, type RepoRef } from '../../github/issues.ts';
import type { Octokit } from '../../github/octokit.ts';

/** What the agent part needs of the triage's dependencies. */
export interface AgentPartDeps {
  octokit: Octokit;
  repo: RepoRef;
  agentLabel: string;
  signal: AbortSignal;
  /**
   * Reserves one agent use of today's `agent-uses-per-day`
   * (`agent-job/daily-uses.ts`); throws when the count cannot be kept.
   */
  reserveAgentUse: () => Promise<Reservation>;
  now: () => Date;
  log: { info: (line: string) => void; warning: (line: string) => void };
}

/** The agent requests of this run: stopped for good after a 429, the bound, or the daily cap. */
export class AgentPart {
  stopped: string | undefined;
  /** Set when the daily cap stopped the part. */
  capped: CapReached | undefined;
  readonly deps: AgentPartDeps;
  constructor(deps: AgentPartDeps) {
    this.deps = deps;
  }

  stopIfLimited(error: unknown): void {
    if (error instanceof MintlifyApiError && error.status === 429) {
      this.stopped = `the Mintlify agent rate limit (429: 100 agent uses per project per hour) answered ${error.endpoint}; the rest waits for a later run`;
    } else if (this.deps.signal.aborted) {
      this.stopped = 'the run was cancelled';
    }
  }

  /**
   * Reserves the agent use of the next job against `agent-uses-per-day`.
   * @returns true when the job may be started; false when the cap is reached or the count could
   *   not be kept (the part is then stopped, and says why).
   */
  async reserve(): Promise<boolean> {
    let reservation: Reservation;
    try {
      reservation = await this.deps.reserveAgentUse();
    } catch (error) {
      this.stopped = errorMessage(error);
      return false;
    }
    if (reservation.kind === 'capped') {
      this.capped = reservation.reached;
      this.stopped = describeCap(reservation.reached, this.deps.now().getTime()).replace(/`/g, '');
      this.deps.log.info(`Agent uses today: ${reservation.reached.count} of ${reservation.reached.limit}.`);
      return false;
    }
    this.deps.log.info(`Agent uses today: ${reservation.usesToday.count} of ${reservation.usesToday.cap}.`);
    return true;
  }
}

/**
 * Hands a started job over to `reconcile`: `agent-label` (created on first use, like
 * `issue-label`) on its finding issue. Best effort: a failure is a warning (`/mintlify --status`
 * on the issue still reports the end).
 */
export async function handOff(deps: AgentPartDeps, issueNumber: number, labelReady: boolean): Promise<void> {
  try {
    if (!labelReady) await ensureLabel(deps.octokit, deps.repo, { name: deps.agentLabel, ...AGENT_LABEL_STYLE });
    await addLabel(deps.octokit, deps.repo, issueNumber, deps.agentLabel);
  } catch (error) {
    deps.log.warning(`Could not put the label ${deps.agentLabel} on #${issueNumber}: ${errorMessage(error)}`);
  }
}
