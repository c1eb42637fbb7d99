/**
 * zod schemas of the Mintlify API responses this action reads, from Mintlify's published
 * OpenAPI documents (`mintlify-admin-openapi.json` 2.0.0, `mintlify-analytics-openapi.json`
 * 1.0.0). Unknown extra fields are tolerated (`looseObject`), as are the nulls the spec allows.
 */
import { z } from 'zod';

/** Agent job IDs the action accepts (`job-id` input, markers, API responses): 1–128 of `A-Z a-z 0-9 _ . : -`, starting with a letter or digit. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

/** The four agent job statuses; the last three are final (admin spec, `AgentJob.status`). */
export const AGENT_JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const;

/** A job status. */
export type AgentJobStatus = (typeof AGENT_JOB_STATUSES)[number];

/** Statuses after which polling stops. */
export const FINAL_STATUSES: readonly AgentJobStatus[] = ['completed', 'archived', 'failed'];

/**
 * `AgentJob` (admin spec, components.schemas.AgentJob). `prLink` is null while the job is
 * active or when no files changed; `source.ref` may be null; `archivedAt` null or absent.
 * The spec marks no field required: `id` and `status` are required here because the
 * action cannot work without them; the rest must have the right type when present.
 */
export const AgentJobSchema = z.looseObject({
  id: z.string().min(1),
  status: z.enum(AGENT_JOB_STATUSES),
  source: z
    .looseObject({
      repository: z.string().optional(),
      ref: z.string().nullable().optional(),
    })
    .optional(),
  model: z.string().optional(),
  prLink: z.url({ protocol: /^https?$/ }).nullable().optional(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  archivedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** A parsed agent job. */
export type AgentJob = z.infer<typeof AgentJobSchema>;

/** A view count: the spec says `number`; counts are non-negative integers. */
const Count = z.number().int().nonnegative();

/** `ViewsTrafficTotals`: site-wide counts for the date range (not per page). */
export const ViewsTotalsSchema = z.looseObject({ human: Count, ai: Count, total: Count });

/** Site-wide totals for a range. */
export type ViewsTotals = z.infer<typeof ViewsTotalsSchema>;

/** One item of `ViewsByPageResponse.views`. */
export const PageViewSchema = z.looseObject({ path: z.string(), human: Count, ai: Count, total: Count });

/** Views of one documentation page. */
export type PageView = z.infer<typeof PageViewSchema>;

/** `ViewsByPageResponse` (analytics spec): one page of `GET /v1/analytics/{projectId}/views`. */
export const ViewsPageSchema = z.looseObject({
  totals: ViewsTotalsSchema,
  views: z.array(PageViewSchema),
  hasMore: z.boolean(),
});

/** One parsed page of page views. */
export type ViewsPage = z.infer<typeof ViewsPageSchema>;

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
