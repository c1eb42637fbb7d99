/**
 * The hidden marker on the first line of every finding issue the action files. It says which finding the issue is for,
 * since when it is tracked, how bad it was when watchers were last told, and the agent job handed the finding (if
 * any): `mode: analytics` writes it, `mode: follow-up` reads it to steer that job from the issue. Pure functions.
 *
 * Format: the first line of the issue body, `<!-- mintlify-action finding-issue <attributes> -->`, the attributes in
 * this order: `finding="<id>" since="<YYYY-MM-DD>" level="<n>" job="<job id|->" state="<state>"
 * job-status="<status|->" pr="<prLink|->" sig="<mac>"`, where `<id>` and `<prLink>` are percent-encoded
 * (`encodeURIComponent`: no quote, `<`, `>` or space survives, so the comment cannot be closed early).
 *
 * A marker is trusted only when its `sig` verifies ({@link findingMarkerSigner}): why and what it covers,
 * docs/architecture.md "Signing".
 */
import { z } from 'zod';
import { JOB_ID_PATTERN } from '../mintlify/schemas.ts';
import type { WriterVerdict } from '../github/identity.ts';
import { markerBinding, projectTag, signerFor, type SigningProject } from '../signing/signer.ts';
import { MAX_ENCODED_FINDING_ID_CHARS } from './ids.ts';

/**
 * Where the finding's agent job stands, as the issue records it:
 * - `none`: no job was handed this finding;
 * - `pending`: written before `POST /v2/agent/{projectId}/job`; if the run died, whether the
 *   job exists is unknown, so no run starts another on its own (a `/mintlify` comment can);
 * - `started`: the job `job` was created for this finding (or steered from the issue).
 */
const FINDING_JOB_STATES = ['none', 'pending', 'started'] as const;

/** One of {@link FINDING_JOB_STATES}. */
type FindingJobState = (typeof FINDING_JOB_STATES)[number];

/** What a finding issue's marker records. */
export interface FindingMarker {
  /** The finding id (`<kind>:<key>`, see `types.ts`). */
  findingId: string;
  /** The first snapshot day the finding was filed (UTC `YYYY-MM-DD`). */
  since: string;
  /**
   * How bad the finding was when watchers were last told (the issue opened, or a comment said
   * it got worse): the kind's own count (hits, thumbs-down, unanswered conversations, or the
   * percentage of views lost). A later snapshot comments only when this grows.
   */
  level: number;
  /** The agent job handed the finding; `undefined` when none (written `job="-"`). */
  jobId: string | undefined;
  state: FindingJobState;
  /** The job's `status` last seen (`active`, `completed`, `failed`, `archived`); `undefined` when not known. */
  jobStatus: string | undefined;
  /**
   * The job's pull request (`prLink`, an http(s) URL) last seen;
   * `undefined` when none. Optional: `undefined` when left out.
   */
  prLink?: string | undefined;
  /** The tag of the Mintlify project the marker is bound to (32 lowercase hex digits); see {@link findingMarkerSigner}. */
  project?: string | undefined;
  /** The MAC of a marker of the earlier format (32 lowercase hex digits), read only; see {@link findingMarkerSigner}. */
  signature?: string | undefined;
}

const NONE = '-';

/**
 * The first line of every comment the action writes on a finding issue. It starts like every comment
 * the action writes (`<!-- mintlify-action`), so `mode: follow-up` never takes it for a trigger.
 */
export const FINDING_COMMENT_SIGNATURE = '<!-- mintlify-action finding-issue-comment -->';
const PREFIX = '<!-- mintlify-action finding-issue ';
/** Anchored at the start of the body: a marker quoted further down is not the issue's. */
const MARKER_PATTERN = /^<!-- mintlify-action finding-issue ((?:[a-z-]+="[^"<>\r\n]*" ?)+)-->(\r?\n|$)/;
const ATTRIBUTE = /([a-z-]+)="([^"<>\r\n]*)"/g;

// Built on first use: only a run that reads a finding issue parses a marker.
const MarkerSchema = z.lazy(() =>
  z.object({
    finding: z.string().min(1).max(MAX_ENCODED_FINDING_ID_CHARS),
    since: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    level: z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
    job: z.union([z.literal(NONE).transform(() => undefined), z.string().regex(JOB_ID_PATTERN)]),
    state: z.enum(FINDING_JOB_STATES),
    'job-status': z.union([z.literal(NONE).transform(() => undefined), z.string().regex(/^[a-z_]{1,32}$/)]),
    pr: z.string().max(4000).optional(),
    project: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .optional(),
    sig: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .optional(),
  }),
);

/** The marker line (first line of the issue body). */
export function formatFindingMarker(marker: FindingMarker): string {
  const sig = `${marker.project ? ` project="${marker.project}"` : ''}${marker.signature ? ` sig="${marker.signature}"` : ''}`;
  return `${PREFIX}finding="${encodeURIComponent(marker.findingId)}" since="${marker.since}" level="${Math.max(0, Math.round(marker.level))}" job="${marker.jobId ?? NONE}" state="${marker.state}" job-status="${marker.jobStatus ?? NONE}" pr="${marker.prLink === undefined ? NONE : encodeURIComponent(marker.prLink)}"${sig} -->`;
}

/** Reads the marker on the first line of an issue body; `undefined` when there is none or it is malformed. */
export function parseFindingMarker(body: string | null | undefined): FindingMarker | undefined {
  const match = MARKER_PATTERN.exec(body ?? '');
  if (!match) return undefined;
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of (match[1] ?? '').matchAll(ATTRIBUTE)) {
    if (name in attributes) return undefined;
    attributes[name] = value;
  }
  const parsed = MarkerSchema.safeParse(attributes);
  if (!parsed.success) return undefined;
  let findingId: string;
  let prLink: string | undefined;
  try {
    findingId = decodeURIComponent(parsed.data.finding);
    prLink = parsed.data.pr === undefined || parsed.data.pr === NONE ? undefined : decodeURIComponent(parsed.data.pr);
  } catch {
    return undefined;
  }
  return {
    findingId,
    since: parsed.data.since,
    level: parsed.data.level,
    jobId: parsed.data.job,
    state: parsed.data.state,
    jobStatus: parsed.data['job-status'],
    prLink,
    project: parsed.data.project,
    signature: parsed.data.sig,
  };
}

/** The issue body without its marker line (the text below it). */
export function withoutFindingMarker(body: string): string {
  return body.replace(MARKER_PATTERN, '');
}

/** Binds finding markers to the Mintlify project, and checks that a marker read back is bound to it. */
export interface FindingMarkerSigner {
  /** The marker as written: bound to the project (`project` set), with no `signature`. */
  sign(marker: FindingMarker, scope: string): FindingMarker;
  /**
   * True when `marker` is bound to this project: its `project` tag is this project's, or (the
   * earlier format) its `signature` is the MAC this API key made for these fields on the issue `scope`.
   */
  verify(marker: FindingMarker, scope: string): boolean;
}

/** The Mintlify project finding markers are bound to: the `project-id` and `api-url` inputs. */
export type FindingMarkerProject = SigningProject;

/**
 * The exact bytes the MAC of a finding marker of the earlier format covers: a JSON array of the
 * version, the project (`api-url` without trailing slashes, lower case; `project-id`), the issue's
 * scope (lower case) and every field. Pure.
 */
export function findingMarkerMacInput(marker: FindingMarker, scope: string, project: FindingMarkerProject): string {
  return JSON.stringify([
    'v2',
    ...markerBinding(project, scope),
    marker.findingId,
    marker.since,
    Math.max(0, Math.round(marker.level)),
    marker.jobId ?? NONE,
    marker.state,
    marker.jobStatus ?? NONE,
    marker.prLink ?? NONE,
  ]);
}

/**
 * A {@link FindingMarkerSigner} for the Mintlify `project`. A marker of the earlier format verifies
 * when its MAC covers {@link findingMarkerMacInput} under HKDF-SHA256(`apiKey`, info
 * "mintlify-action finding-issue marker v2"): it counts only while that key is configured.
 */
export function findingMarkerSigner(apiKey: string, project: FindingMarkerProject): FindingMarkerSigner {
  const tag = projectTag(project.projectId);
  return {
    sign: (marker) => ({ ...marker, project: tag, signature: undefined }),
    verify: (marker, scope) =>
      marker.project !== undefined
        ? marker.project === tag
        : signerFor(apiKey, 'findingMarker').verifyShortMac(
            findingMarkerMacInput(marker, scope, project),
            marker.signature,
          ),
  };
}

/** The scope a finding marker of the earlier format was signed for: the issue, as `owner/repo#number`. */
export function issueScope(issue: { owner: string; repo: string; issueNumber: number }): string {
  return `${issue.owner}/${issue.repo}#${issue.issueNumber}`;
}

/** An issue as {@link verifiedFindingIssue} needs it. */
export interface IssueForMarker {
  number: number;
  body: string;
  labels: readonly string[];
  /** Whether the workflow's identity wrote the issue and nobody else edited it (`github/identity.ts`). */
  writer: WriterVerdict;
}

/**
 * The verified marker of a finding issue, or `undefined` when the issue is not one of the
 * action's: it must carry `label` (when given), be written by the workflow's identity and not
 * edited by anyone else ({@link IssueForMarker.writer}), and its marker must be bound to this
 * project. Issues of anyone else, edited markers and another project's markers never count.
 */
export function verifiedFindingIssue(
  issue: IssueForMarker,
  context: { owner: string; repo: string; label: string | undefined; signer: FindingMarkerSigner },
): FindingMarker | undefined {
  const label = context.label?.toLowerCase();
  if (label !== undefined && !issue.labels.some((l) => l.toLowerCase() === label)) return undefined;
  if (!issue.writer.trusted) return undefined;
  const marker = parseFindingMarker(issue.body);
  if (!marker) return undefined;
  return context.signer.verify(
    marker,
    issueScope({ owner: context.owner, repo: context.repo, issueNumber: issue.number }),
  )
    ? marker
    : undefined;
}
