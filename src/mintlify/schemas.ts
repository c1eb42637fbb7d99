/**
 * zod schemas of the agent job and of the error body of the Mintlify API, from Mintlify's
 * published OpenAPI documents (`mintlify-admin-openapi.json` 2.0.0; the error body also
 * `mintlify-analytics-openapi.json` 1.0.0; the analytics responses are in
 * `analytics-schemas.ts`). Unknown extra fields are tolerated (`looseObject`), as are the nulls
 * the spec allows.
 * Everything in a response is untrusted: checked before use, escaped before display.
 */
import { z } from 'zod';
import { safeHttpUrl } from '../format/escape.ts';

/**
 * Agent job IDs the action accepts (`job-id` input, markers, API responses):
 * 1–128 of `A-Z a-z 0-9 _ . : -`, starting with a letter or digit.
 */
export const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

/** The four agent job statuses; the last three are final (admin spec, `AgentJob.status`). */
const AGENT_JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const;

/** A job status. */
export type AgentJobStatus = (typeof AGENT_JOB_STATUSES)[number];

/** Statuses after which polling stops. */
export const FINAL_STATUSES: readonly AgentJobStatus[] = ['completed', 'archived', 'failed'];

/**
 * A display-only text field of a job (`model`, `source.*`, `createdAt`, `archivedAt`, `prLink` before
 * its check): a string, null or absent. Nothing the action decides depends on it, so a value of
 * another type is dropped rather than failing a run whose instruction the job has already accepted.
 */
const DisplayText = z.string().nullish().catch(undefined);

/**
 * Longest `model` or `source.*` kept, in UTF-16 code units: a longer value is cut (with `…`) when parsed, so no display
 * field can push a comment past GitHub's limits.
 */
export const MAX_DISPLAY_FIELD_CHARS = 300;

/** {@link DisplayText} cut to {@link MAX_DISPLAY_FIELD_CHARS} (never splitting a surrogate pair). */
const BoundedDisplayText = DisplayText.transform((value) => {
  if (typeof value !== 'string' || value.length <= MAX_DISPLAY_FIELD_CHARS) return value;
  const cut = value.slice(0, MAX_DISPLAY_FIELD_CHARS - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
});

/**
 * A parsed agent job. `id` and `status` decide what the action does and are checked
 * strictly; the other fields are only shown, and are parsed leniently.
 */
export interface AgentJob {
  /** Matches {@link JOB_ID_PATTERN}, like a `job-id` input. */
  id: string;
  status: AgentJobStatus;
  /** Source repository URL and branch, as the API sent them (untrusted text). */
  source?: { repository?: string | null | undefined; ref?: string | null | undefined } | null | undefined;
  /** The model, as the API sent it (untrusted text). */
  model?: string | null | undefined;
  /**
   * The agent's pull request: the normalized http(s) URL (`..` segments resolved), null when
   * there is none — or when the API sent something else, which is then in `ignoredPrLink`.
   */
  prLink?: string | null | undefined;
  /** A `prLink` that is not an http(s) URL (e.g. `mailto:`): never linked, only reported. */
  ignoredPrLink?: string | undefined;
  /** As the API sent it; not parsed (the spec says RFC 3339 date-time). */
  createdAt?: string | null | undefined;
  /** As the API sent it; null or absent unless archived. */
  archivedAt?: string | null | undefined;
}

/** `prLink` as shown and used: the normalized http(s) URL, or the raw text set aside in `ignoredPrLink`. */
function checkPrLink(prLink: string | null | undefined): Pick<AgentJob, 'prLink' | 'ignoredPrLink'> {
  if (prLink === undefined || prLink === null) return { prLink };
  const href = safeHttpUrl(prLink);
  return href === undefined ? { prLink: null, ignoredPrLink: prLink } : { prLink: href };
}

/**
 * `AgentJob` (admin spec, components.schemas.AgentJob; the spec marks no field required).
 * What decides behaviour is validated strictly: `id` is required and must match
 * {@link JOB_ID_PATTERN} (it goes into markers and comments, like a `job-id` input), `status`
 * must be one of {@link AGENT_JOB_STATUSES}; either failing makes the response unexpected.
 * Display-only fields never fail a parse: `prLink` may be any string (only an http(s) URL is
 * kept, normalized), `createdAt`/`archivedAt` any string, `model`/`source` strings or absent/null
 * (cut to {@link MAX_DISPLAY_FIELD_CHARS}).
 */
export const AgentJobSchema: z.ZodType<AgentJob> = z
  .looseObject({
    id: z
      .string()
      .regex(JOB_ID_PATTERN, 'must be an agent job ID: 1-128 of A-Z a-z 0-9 _ . : -, starting with a letter or digit'),
    status: z.enum(AGENT_JOB_STATUSES),
    source: z.looseObject({ repository: BoundedDisplayText, ref: BoundedDisplayText }).nullish().catch(undefined),
    model: BoundedDisplayText,
    prLink: DisplayText,
    createdAt: DisplayText,
    archivedAt: DisplayText,
  })
  .transform(({ prLink, ...job }) => ({ ...job, ...checkPrLink(prLink) }));

/** `Error` (admin spec) and `AnalyticsErrorResponse` (analytics spec). */
export const ApiErrorSchema = z.looseObject({
  error: z.string(),
  details: z.array(z.looseObject({ message: z.string() })).optional(),
});

/**
 * Describes the first problems of a failed parse as `field: problem` pairs, e.g.
 * `views[3].human: expected int, received number`. At most three, to stay one line.
 */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.reduce<string>(
        (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
        '',
      );
      return `${field || '(body)'}: ${issue.message}`;
    })
    .join('; ');
}
