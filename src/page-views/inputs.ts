/**
 * The inputs of `mode: page-views`, parsed from the raw inputs with zod. Dates resolve against
 * `now` (UTC) and the output folder defaults under `RUNNER_TEMP`, both passed in. Pure.
 */
import * as os from 'node:os';
import * as path from 'node:path';
import { z } from 'zod';
import { InputError } from '../errors.ts';
import { resolveDateRange, type DateRange } from '../export/date-range.ts';
import { parseFormats, type ExportFormat } from '../export/formats.ts';
import {
  apiKeyField,
  commonFields,
  commonInputs,
  integerField,
  optionalIntegerField,
  rejectInput,
  resolveArtifactName,
  type CommonInputs,
} from '../input-fields.ts';

/** Inputs of `mode: page-views`. */
export interface PageViewsInputs extends CommonInputs {
  mode: 'page-views';
  /** Resolved range; `dateTo` exclusive. */
  range: DateRange;
  /** Rows per request, 1..250. */
  pageSize: number;
  /** Most HTTP requests the export may spend (retries included), 1..10000. */
  maxRequests: number;
  formats: ExportFormat[];
  /** Absolute folder for the files. */
  outputDir: string;
  artifactName: string;
  uploadArtifact: boolean;
  /** Artifact retention in days (1..90), or `undefined` for the repository's default. */
  retentionDays: number | undefined;
  /** Top pages shown in the job summary, 0..1000. */
  summaryRows: number;
}

/** What the schema resolves against: the environment (`RUNNER_TEMP`) and the current time. */
export interface InputContext {
  env: NodeJS.ProcessEnv;
  now: Date;
}

/** zod schema of the raw inputs of `page-views` → {@link PageViewsInputs}. */
export function pageViewsInputsSchema(context: InputContext) {
  return z
    .object({
      mode: z.literal('page-views'),
      'api-key': apiKeyField(false),
      ...commonFields,
      'date-from': z.string(),
      'date-to': z.string(),
      period: z.string(),
      'page-size': integerField('page-size', 1, 250),
      'max-requests': integerField('max-requests', 1, 10_000),
      format: z.string(),
      'output-dir': z.string(),
      'artifact-name': z.string(),
      'upload-artifact': z.boolean(),
      'retention-days': optionalIntegerField('retention-days', 1, 90),
      'summary-rows': integerField('summary-rows', 0, 1000),
    })
    .transform((raw, ctx): PageViewsInputs => {
      const common = commonInputs(raw);
      let range: DateRange;
      let formats: ExportFormat[];
      try {
        range = resolveDateRange({ dateFrom: raw['date-from'], dateTo: raw['date-to'], period: raw.period }, context.now);
        formats = parseFormats(raw.format);
      } catch (error) {
        if (error instanceof InputError) return rejectInput(ctx, error.message);
        throw error;
      }
      return {
        ...common,
        mode: 'page-views',
        range,
        pageSize: raw['page-size'],
        maxRequests: raw['max-requests'],
        formats,
        outputDir: path.resolve(raw['output-dir'] || path.join(context.env.RUNNER_TEMP || os.tmpdir(), 'mintlify-page-views')),
        artifactName: resolveArtifactName(raw['artifact-name'], `mintlify-page-views-${common.projectId}`, ctx),
        uploadArtifact: raw['upload-artifact'],
        retentionDays: raw['retention-days'],
        summaryRows: raw['summary-rows'],
      };
    });
}
