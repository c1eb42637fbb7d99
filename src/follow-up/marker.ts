/**
 * The hidden marker (an HTML comment) on the first line of every comment the action writes.
 * It remembers the agent job of a PR and which trigger comments were already handled, so that
 * a re-run never sends the same instruction twice. Pure functions.
 *
 * Format (first line of the body):
 * `<!-- mintlify-action job="<job id>" triggers="<kind>:<id>,…" state="<state>" -->`
 * where `<kind>` is `ic` (issue comment), `rc` (review comment) or `rv` (review): the three
 * kinds have separate ID spaces. Replies that belong to no job carry {@link SIGNATURE} only.
 */
import { z } from 'zod';
import type { TriggerKey } from '../github/event.ts';
import { JOB_ID_PATTERN } from '../mintlify/schemas.ts';

export type { TriggerKey } from '../github/event.ts';

/** The start of every comment body the action writes; comments that start with it never trigger. */
export const SIGNATURE = '<!-- mintlify-action';

/**
 * `pending`: written before the message was sent (if the run died, delivery is unknown);
 * `sent`: the agent job accepted the message;
 * `not-sent`: the message certainly did not reach the job (a re-run may send it);
 * `steer`: the "reply here to steer this job" note on the agent's own PR (no trigger).
 */
export const MARKER_STATES = ['pending', 'sent', 'not-sent', 'steer'] as const;

/** One marker state. */
export type MarkerState = (typeof MARKER_STATES)[number];

/** What a marker records. */
export interface Marker {
  jobId: string;
  /** The trigger comments (or reviews) this comment answers. */
  triggers: TriggerKey[];
  state: MarkerState;
}

/** Anchored at the start of the body: a marker quoted or echoed further down is not ours. */
const MARKER_PATTERN = /^<!-- mintlify-action job="([^"<>]+)" triggers="([a-z0-9:,]*)" state="([a-z-]+)" -->(\r?\n|$)/;

const TRIGGER_KEY = /^(ic|rc|rv):[1-9]\d{0,18}$/;

const MarkerSchema = z.object({
  jobId: z.string().regex(JOB_ID_PATTERN),
  triggers: z.array(z.custom<TriggerKey>((value) => typeof value === 'string' && TRIGGER_KEY.test(value))),
  state: z.enum(MARKER_STATES),
});

/** The marker line for a comment body. */
export function formatMarker(marker: Marker): string {
  return `<!-- mintlify-action job="${marker.jobId}" triggers="${marker.triggers.join(',')}" state="${marker.state}" -->`;
}

/** The signature line of a reply that belongs to no job (usage, denial…). */
export function formatSignature(): string {
  return `${SIGNATURE} -->`;
}

/** True when a comment body was written by this action (it starts with the signature). */
export function isOwnComment(body: string | null | undefined): boolean {
  return (body ?? '').startsWith(SIGNATURE);
}

/** Reads the marker on the first line of a comment body; `undefined` when there is none or it is malformed. */
export function parseMarker(body: string | null | undefined): Marker | undefined {
  const match = MARKER_PATTERN.exec(body ?? '');
  if (!match) return undefined;
  const parsed = MarkerSchema.safeParse({
    jobId: match[1],
    triggers: (match[2] ?? '').split(',').filter(Boolean),
    state: match[3],
  });
  return parsed.success ? parsed.data : undefined;
}
