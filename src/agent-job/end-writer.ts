import type { Octokit } from '../github/octokit.ts';
import type { MarkerProject } from './marker.ts';

/** What reporting an end needs: who writes, for which Mintlify project, and the run's link. */
export interface JobEndWriter {
  octokit: Octokit;
  /** The Mintlify API key: markers are signed with a key derived from it. */
  apiKey: string;
  project: MarkerProject;
  triggerPhrase: string;
  /** This workflow run, linked from what it writes. */
  runUrl: string;
  /** `agent-label`, removed once no job of the item is outstanding. */
  label: string;
  log: { info: (line: string) => void; warning: (line: string) => void };
  /** The token's login (`GET /user`), looked up once and only when needed. */
  tokenLogin: () => Promise<string>;
  /** Current time, epoch milliseconds. */
  now: () => number;
}
