/**
 * The hidden marker (an HTML comment) at the top of every comment the action writes. It
 * remembers the agent job of a PR and which trigger comments were already handled, so that
 * a re-run never sends the same instruction twice. Pure functions.
 *
 * Format: `<!-- mintlify-action job="<job id>" triggers="<id>,<id>" state="<state>" -->`
 */
import { z } from 'zod';

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
  /** IDs of the trigger comments (or reviews) this comment answers. */
  triggers: number[];
  state: MarkerState;
}

const MARKER_PATTERN = /<!-- mintlify-action job="([^"<>]+)" triggers="([\d,]*)" state="([a-z-]+)" -->/;

const MarkerSchema = z.object({
  jobId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/),
  triggers: z.array(z.number().int().positive()),
  state: z.enum(MARKER_STATES),
});

/** The marker line for a comment body. */
export function formatMarker(marker: Marker): string {
  return `<!-- mintlify-action job="${marker.jobId}" triggers="${marker.triggers.join(',')}" state="${marker.state}" -->`;
}

/** Reads the marker of a comment body; `undefined` when there is none or it is malformed. */
export function parseMarker(body: string | null | undefined): Marker | undefined {
  const match = MARKER_PATTERN.exec(body ?? '');
  if (!match) return undefined;
  const parsed = MarkerSchema.safeParse({
    jobId: match[1],
    triggers: (match[2] ?? '').split(',').filter(Boolean).map(Number),
    state: match[3],
  });
  return parsed.success ? parsed.data : undefined;
}
