/**
 * The inputs every exporting mode shares (range, request budget, files, artifact, summary
 * rows): their zod fields and their resolution, so that each mode's schema adds only its own.
 */
import * as path from 'node:path';
import { z } from 'zod';
import { InputError } from '../errors.ts';
import { integerField, optionalIntegerField, rejectInput, resolveArtifactName } from '../input-fields.ts';
import { resolveDateRange, type DateRange } from './date-range.ts';
import { parseFormats, type ExportFormat } from './files/formats.ts';

/** The shared inputs, resolved. */
export interface ExportInputs {
  /** Resolved range; `dateTo` exclusive. */
  range: DateRange;
  /** Most HTTP requests the run may spend (retries included), 1..10000. */
  maxRequests: number;
  formats: ExportFormat[];
  /** Absolute folder for the files. */
  outputDir: string;
  /**
   * True when `output-dir` was not given: the default folder under `RUNNER_TEMP` belongs to the
   * action and is reused freely; a folder given is checked for files the action did not write.
   */
  outputDirIsDefault: boolean;
  artifactName: string;
  uploadArtifact: boolean;
  /** Artifact retention in days (1..90), or `undefined` for the repository's default. */
  retentionDays: number | undefined;
  /** Rows of the job summary's top table(s), 0..1000. */
  summaryRows: number;
  /**
   * `resume`: continue the previous run's partial snapshot of the same range (or report its
   * complete one without a request) instead of starting afresh; see `resume.ts`.
   */
  resume: boolean;
}

/** zod fields of the shared inputs (spread into a mode's raw-input object). */
export const exportFields = {
  'date-from': z.string(),
  'date-to': z.string(),
  period: z.string(),
  'max-requests': integerField('max-requests', 1, 10_000),
  format: z.string(),
  'output-dir': z.string(),
  'artifact-name': z.string(),
  'upload-artifact': z.boolean(),
  'retention-days': optionalIntegerField('retention-days', 1, 90),
  'summary-rows': integerField('summary-rows', 0, 1000),
  resume: z.boolean(),
};

/** The parsed {@link exportFields}. */
type ExportFieldValues = z.output<z.ZodObject<typeof exportFields>>;

/** What the export inputs resolve against: read once at start-up (`main.ts`), not from the environment here. */
export interface ExportInputContext {
  /**
   * Where the default `output-dir` goes: `RUNNER_TEMP`, else the system's temporary folder
   * (`RunnerContext.tempDir`).
   */
  tempDir: string;
  /** The current time by the action's clock; relative dates resolve against it in UTC. */
  now: Date;
}

/**
 * Resolves the shared inputs inside a mode schema's `transform`. `stem` names the defaults:
 * folder `$RUNNER_TEMP/<stem>`, artifact `<stem>-<project-id>` (e.g. `mintlify-page-views`).
 * Dates resolve against `context.now` (UTC). A bad value becomes an issue on `ctx` naming the input.
 */
export function resolveExportInputs(
  raw: ExportFieldValues,
  defaults: { stem: string; projectId: string },
  context: ExportInputContext,
  ctx: z.core.$RefinementCtx,
): ExportInputs {
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
    range,
    maxRequests: raw['max-requests'],
    formats,
    outputDir: path.resolve(raw['output-dir'] || path.join(context.tempDir, defaults.stem)),
    outputDirIsDefault: raw['output-dir'] === '',
    artifactName: resolveArtifactName(raw['artifact-name'], `${defaults.stem}-${defaults.projectId}`, ctx),
    uploadArtifact: raw['upload-artifact'],
    retentionDays: raw['retention-days'],
    summaryRows: raw['summary-rows'],
    resume: raw.resume,
  };
}
