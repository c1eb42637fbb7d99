import type { WorkflowIdentity } from '../github/identity.ts';
import type { Octokit } from '../github/octokit.ts';
import type { MarkerProject } from './marker.ts';
import type { DocsStatusWriter } from './docs-change/status-writer.ts';

/** What reporting an end needs: who writes, for which Mintlify project, and the run's link. */
export interface JobEndWriter {
  octokit: Octokit;
  /** The Mintlify API key: markers of the earlier format are checked with a key derived from it. */
  apiKey: string;
  project: MarkerProject;
  triggerPhrase: string;
  /** This workflow run, linked from what it writes. */
  runUrl: string;
  /** `agent-label`, removed once no job of the item is outstanding. */
  label: string;
  log: { info: (line: string) => void; warning: (line: string) => void };
  /** Who the workflow writes as: a record counts only when it wrote it and nobody else edited it. */
  identity: WorkflowIdentity;
  /** Current time, epoch milliseconds. */
  now: () => number;
  /** Writes `mintlify/docs` on the code PR's head when a job's end is reported; `undefined`: `docs-status: false`. */
  docsStatus?: DocsStatusWriter | undefined;
}
