/** What the triage loop of `analytics` (`run-triage.ts`) needs, and what it reports. */
import type { FindingMarkerProject } from '../../findings/marker.ts';
import type { FindingKind, FindingsFile } from '../../findings/types.ts';
import type { HistoryEntry } from '../../findings/history.ts';
import type { ListedIssue, RepoRef } from '../../github/issues.ts';
import type { FindingIssue } from './plan.ts';
import type { WorkflowIdentity } from '../../github/identity.ts';
import type { Octokit } from '../../github/octokit.ts';
import type { MintlifyClient } from '../../mintlify/client.ts';
import type { LoopCounts } from './verify-fix.ts';
import type { Reservation } from '../../agent-job/daily-uses.ts';
import type { SpendView } from './spend-section.ts';
import type { CapReached } from '../../agent-job/caps.ts';
import type { FindingFigures } from '../../findings/measure.ts';
import type { Standing } from './state-section.ts';

/** What the triage needs. */
export interface TriageDeps {
  octokit: Octokit;
  repo: RepoRef;
  apiKey: string;
  /** The Mintlify project the finding markers are bound to (`project-id`, `api-url`). */
  project: FindingMarkerProject;
  findings: FindingsFile;
  /** `history.json`'s snapshots, oldest first, this one last; `undefined` for none. */
  history?: readonly HistoryEntry[] | undefined;
  /** How a finding's subject stands in this snapshot, finding or not (the "after" of a verified fix). */
  measure?: ((findingId: string) => string | undefined) | undefined;
  /** The same as figures (`findings/measure.ts`); `undefined` when its kind was not measured (an issue's state). */
  figures?: ((findingId: string) => FindingFigures | undefined) | undefined;
  /**
   * GitHub's web server (`GITHUB_SERVER_URL`), to recognise PR links of this repository; default `https://github.com`.
   */
  serverUrl?: string | undefined;
  /** `issue-label`. */
  label: string;
  /** `agent-label`: put on an issue whose job was started, so that `reconcile` reports its end there. */
  agentLabel: string;
  /** `max-issues`. */
  maxIssues: number;
  /** `agent-findings`. */
  agentFindings: number;
  /**
   * `agent-finding-kinds`: a topic is handed to an automatic job only
   * when it holds one of these kinds (default: all but `traffic-drop`).
   */
  agentKinds?: readonly FindingKind[] | undefined;
  /** Visitor text may go into issues and prompts (the snapshot's privacy rules). */
  visitorText: boolean;
  /** The follow-up workflow's trigger phrase, shown in the issues. */
  triggerPhrase: string;
  /** Who the workflow writes as: a finding issue counts only when it wrote it and nobody else edited it. */
  identity: WorkflowIdentity;
  mintlify: Pick<MintlifyClient, 'createJob' | 'getJob'>;
  /** Epoch ms after which no agent request waits for a retry. */
  agentDeadline: number;
  /** Reserves one agent use against `agent-uses-per-day`, shared with `follow-up` (`agent-job/daily-uses.ts`). */
  reserveAgentUse: () => Promise<Reservation>;
  now: () => Date;
  log: { info: (line: string) => void; warning: (line: string) => void };
  signal: AbortSignal;
}

/** One issue touched, for the log and the job summary. */
export interface TriageEntry {
  action:
    | 'opened'
    | 'updated'
    | 'reopened'
    | 'left-closed'
    | 'over-limit'
    | 'merged'
    | 'job-started'
    | 'verified-fixed'
    | 'not-helped';
  findingId: string;
  issueNumber: number | undefined;
  url: string | undefined;
  title: string;
}

/** What the triage did: the outputs `issues-opened`, `issues-updated`, `agent-jobs`. */
export interface TriageResult {
  opened: number;
  updated: number;
  agentJobs: number;
  entries: TriageEntry[];
  /** Why the agent part ended early (429, budget…); `undefined` when it did all it was asked. */
  agentPartial: string | undefined;
  /** Set when the daily cap `agent-uses-per-day` stopped the agent part. */
  capped?: CapReached | undefined;
  /** Where the loop stands (the summary's loop line); `undefined` when the run stopped before it was counted. */
  loop?: LoopCounts | undefined;
  /** The action's finding issues by the finding id of their marker, as they stand after the run (for the dashboard). */
  tracked?: ReadonlyMap<string, FindingIssue> | undefined;
  /** Where every open finding issue stands after the run (`standing.ts`), for the dashboard and the summary. */
  standings?: readonly Standing[] | undefined;
  /** Issues that start like the dashboard issue, read with the finding issues (verified by `dashboard-step.ts`). */
  dashboards?: readonly ListedIssue[] | undefined;
  /** What the dashboard step did (`dashboard: true`); `undefined` when it did not run. */
  dashboard?: { action: string; number: number; url: string } | undefined;
  /** Why the dashboard could not be written (a warning, not the step's error). */
  dashboardFailure?: string | undefined;
  /** The agent spend of the last 7 days (`agent-job/spend.ts`), for the dashboard and the job summary. */
  spend?: SpendView | undefined;
}
