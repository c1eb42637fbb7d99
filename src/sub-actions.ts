/**
 * The sub-actions beside the root `action.yml` (issue 46): `agent/action.yml` (follow-up on
 * comments, reviews and dashboard ticks; reconcile on the agent's pull request events, the
 * schedule and manual runs) and `analytics/action.yml` (the snapshot). Each runs the one bundle
 * through a one-line entry of its own (`dist/agent.js`, `dist/analytics.js`, written by
 * `scripts/dist-entries.ts`); the file the runner started tells which sub-action runs, and the
 * event picks the mode. Their `action.yml` files are generated from the input table and the
 * mode schemas (`scripts/generate-actions.ts`). Pure.
 */
import { InputError } from './errors.ts';

/** A sub-action's folder name (also its entry file's name in `dist/`). */
export type SubActionName = 'agent' | 'analytics';

/** A mode a sub-action may run. */
type SubActionMode = 'follow-up' | 'reconcile' | 'analytics';

/** What a sub-action is. */
export interface SubAction {
  /** The `name:` of its action.yml. */
  title: string;
  /** The `description:` of its action.yml. */
  description: string;
  /** The modes it runs; its inputs are the union of theirs. */
  modes: readonly SubActionMode[];
  /** Inputs of those modes it does not declare: the mode itself, and those only the root action's other events read. */
  leaveOut: readonly string[];
  /** Whether it has the root's `post:` step (follow-up finalizes its PR comment there). */
  post: boolean;
}

/** The events the `agent` sub-action runs `follow-up` on. */
const AGENT_FOLLOW_UP_EVENTS = [
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment',
  'issues',
] as const;
/** The events the `agent` sub-action runs `reconcile` on. */
const AGENT_RECONCILE_EVENTS = ['pull_request_target', 'schedule', 'workflow_dispatch'] as const;

/** Every sub-action, by folder. */
export const SUB_ACTIONS: Record<SubActionName, SubAction> = {
  agent: {
    title: 'Mintlify Docs Agent',
    description:
      'Steer a Mintlify agent job from `/mintlify` comments, reviews and dashboard ticks (follow-up), and report the ends of the jobs still running on the agent’s pull request events, a schedule or a manual run (reconcile). The event picks the mode.',
    modes: ['follow-up', 'reconcile'],
    // `prompt` and `job-id` serve the root action's manual follow-up runs, which this action answers with reconcile.
    leaveOut: ['mode', 'prompt', 'job-id'],
    post: true,
  },
  analytics: {
    title: 'Mintlify Docs Analytics',
    description:
      'Export every Mintlify analytics dataset to JSON/CSV files, a workflow artifact and a job summary, with docs-health findings, finding issues and the dashboard issue (the root action’s `mode: analytics`).',
    modes: ['analytics'],
    leaveOut: ['mode'],
    post: false,
  },
};

/**
 * The sub-action whose entry file the runner started (`process.argv[1]`: `…/dist/agent.js`,
 * `…/dist/analytics.js`), or `undefined` for the root action (`…/dist/index.js`).
 */
export function subActionOf(entryPath: string | undefined): SubActionName | undefined {
  const file = /([^/\\]+)\.js$/.exec(entryPath ?? '')?.[1];
  return file === 'agent' || file === 'analytics' ? file : undefined;
}

/**
 * The mode `sub` runs for the event `eventName`: `analytics` always; `agent`: follow-up on
 * {@link AGENT_FOLLOW_UP_EVENTS}, reconcile on {@link AGENT_RECONCILE_EVENTS}.
 * @throws InputError for an event the agent action does not handle, naming the events it does.
 */
export function subActionMode(sub: SubActionName, eventName: string): SubActionMode {
  if (sub === 'analytics') return 'analytics';
  if ((AGENT_FOLLOW_UP_EVENTS as readonly string[]).includes(eventName)) return 'follow-up';
  if ((AGENT_RECONCILE_EVENTS as readonly string[]).includes(eventName)) return 'reconcile';
  throw new InputError(
    `The agent action runs on ${AGENT_FOLLOW_UP_EVENTS.join(', ')} (follow-up) and ${AGENT_RECONCILE_EVENTS.join(', ')} (reconcile), not on ${eventName || 'an unnamed event'}: call it from those events, or use the root action with mode:`,
  );
}
