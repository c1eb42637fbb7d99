/**
 * The hidden marker (an HTML comment) on the first line of every comment the action writes. It remembers the agent job
 * of a PR and which trigger comments were already handled, so that a re-run never sends the same instruction twice.
 * Pure functions.
 *
 * Format (first line of the body):
 * `<!-- mintlify-action job="<job id>" triggers="<kind>:<id>,…" state="<state>" project="<tag>" -->`
 * where `<kind>` is `ic` (issue comment), `rc` (review comment) or `rv` (review) — the three kinds have separate ID
 * spaces — or `ev` (a pull request event: run ID and invocation hash), and `<tag>` binds the marker to the Mintlify
 * project (`signing/signer.ts` `projectTag`). Replies that belong to no job carry {@link SIGNATURE} only.
 *
 * A marker counts only when the workflow's identity wrote the comment and nobody else edited it (checked by the
 * reader, `marked-comments.ts`) and it is bound to this project ({@link markerSigner}). Markers of the earlier format
 * carry `sig="<mac>"` instead of `project`: they still count while the API key that signed them is configured.
 * docs/security.md, "Trust model".
 */
import { z } from 'zod';
import type { TriggerKey } from '../github/event.ts';
import { JOB_ID_PATTERN } from '../mintlify/schemas.ts';
import { markerBinding, projectTag, signerFor, type SigningProject } from '../signing/signer.ts';

/** The start of every comment body the action writes; comments that start with it never trigger. */
const SIGNATURE = '<!-- mintlify-action';

/**
 * `received`: the trigger was admitted and nothing was sent yet (a re-run sends it);
 * `pending`: written immediately before the message was sent (if the run died, delivery is unknown);
 * `sent`: the agent job accepted the message;
 * `not-sent`: the message certainly did not reach the job (a re-run may send it);
 * `steer`: the "reply here to steer this job" note on the agent's own PR (no trigger);
 * `ended`: sent, and the end of the job was reported on this comment (whichever run saw it first:
 * a watching `follow-up`, `reconcile` or `--status`); writing it is the claim to report that end;
 * `skipped`: the reply to `/mintlify --skip <reason>`: this pull request needs no docs (`mintlify/docs`
 * succeeds), no job (written `job="-"`), the `--skip` comment as its trigger.
 */
const MARKER_STATES = ['received', 'pending', 'sent', 'not-sent', 'steer', 'ended', 'skipped'] as const;

/** One marker state. */
export type MarkerState = (typeof MARKER_STATES)[number];

/** What a marker records. */
export interface Marker {
  /** The agent job; `undefined` while this trigger's new job is being created (written `job="-"`). */
  jobId: string | undefined;
  /** The trigger comments (or reviews) this comment answers. */
  triggers: TriggerKey[];
  state: MarkerState;
  /**
   * True when this trigger started the job (`POST /v2/agent/{projectId}/job`)
   * rather than messaging it; written `via="create"`.
   */
  created?: boolean | undefined;
  /** The tag of the Mintlify project the marker is bound to (32 lowercase hex digits); see {@link markerSigner}. */
  project?: string | undefined;
  /** The MAC of a marker of the earlier format (32 lowercase hex digits), read only; see {@link markerSigner}. */
  signature?: string | undefined;
}

/** How a marker writes "no job yet". */
const NO_JOB = '-';

/** Anchored at the start of the body: a marker quoted or echoed further down is not ours. */
const MARKER_PATTERN =
  /^<!-- mintlify-action job="([^"<>]+)" triggers="([a-z0-9:.,]*)" state="([a-z-]+)"( via="create")?(?: project="([0-9a-f]{32})")?(?: sig="([0-9a-f]{32})")? -->(\r?\n|$)/;

const TRIGGER_KEY = /^((ic|rc|rv):[1-9]\d{0,18}|ev:[1-9]\d{0,18}\.[0-9a-f]{12})$/;

// Built on first use: a run that reads no comments (no pull request) never needs it.
const MarkerSchema = z.lazy(() =>
  z.object({
    jobId: z.union([z.literal(NO_JOB).transform(() => undefined), z.string().regex(JOB_ID_PATTERN)]),
    triggers: z.array(z.custom<TriggerKey>((value) => typeof value === 'string' && TRIGGER_KEY.test(value))),
    state: z.enum(MARKER_STATES),
    created: z.boolean(),
    project: z.string().optional(),
    signature: z.string().optional(),
  }),
);

/** The marker line for a comment body. */
export function formatMarker(marker: Marker): string {
  const via = marker.created ? ' via="create"' : '';
  const project = marker.project ? ` project="${marker.project}"` : '';
  const sig = marker.signature ? ` sig="${marker.signature}"` : '';
  return `<!-- mintlify-action job="${marker.jobId ?? NO_JOB}" triggers="${marker.triggers.join(',')}" state="${marker.state}"${via}${project}${sig} -->`;
}

/**
 * The signature line of a reply that belongs to no job (usage, denial…); `reply` names the kind
 * of reply (e.g. `denied`), so that a later run can tell it was already posted.
 */
export function formatSignature(reply?: 'denied'): string {
  return reply ? `${SIGNATURE} reply="${reply}" -->` : `${SIGNATURE} -->`;
}

/** True when a comment body is this action's reply of kind `reply`. */
export function isOwnReply(body: string | null | undefined, reply: 'denied'): boolean {
  return (body ?? '').startsWith(formatSignature(reply));
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
    created: match[4] !== undefined,
    project: match[5],
    signature: match[6],
  });
  return parsed.success ? parsed.data : undefined;
}

/** Binds markers to the Mintlify project, and checks that a marker read back is bound to it. */
export interface MarkerSigner {
  /** The marker as written: bound to the project (`project` set), with no `signature`. */
  sign(marker: Marker): Marker;
  /**
   * True when `marker` is bound to this project: its `project` tag is this project's, or (the earlier
   * format) its `signature` is the MAC this API key made for these fields on this PR. Who wrote the
   * comment is the reader's check (`marked-comments.ts`).
   */
  verify(marker: Marker): boolean;
}

/** The Mintlify project markers are bound to: the `project-id` and `api-url` inputs. */
export type MarkerProject = SigningProject;

/**
 * A {@link MarkerSigner} for the PR `scope` (e.g. `acme/docs#12`) and Mintlify `project`. A marker
 * of the earlier format verifies when its MAC covers the job ID, the triggers, the state, how the
 * job was reached, the scope and the project under HKDF-SHA256(`apiKey`, info "mintlify-action
 * marker v2") — so it counts only while the key that signed it is configured.
 */
export function markerSigner(apiKey: string, scope: string, project: MarkerProject): MarkerSigner {
  const tag = projectTag(project.projectId);
  const bound = JSON.stringify(markerBinding(project, scope));
  const legacyMacInput = (m: Marker): string =>
    `v2\n${bound}\n${m.jobId ?? NO_JOB}\n${m.triggers.join(',')}\n${m.state}\n${m.created ? 'create' : 'message'}`;
  return {
    sign: (marker) => ({ ...marker, project: tag, signature: undefined }),
    verify: (marker) =>
      marker.project !== undefined
        ? marker.project === tag
        : signerFor(apiKey, 'prMarker').verifyShortMac(legacyMacInput(marker), marker.signature),
  };
}

/** The scope a marker is signed for: the pull request, as `owner/repo#number`. */
export function pullScope(pr: { owner: string; repo: string; pullNumber: number }): string {
  return `${pr.owner}/${pr.repo}#${pr.pullNumber}`;
}
