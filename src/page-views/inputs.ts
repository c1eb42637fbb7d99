/**
 * The inputs of `mode: page-views`, parsed from the raw inputs with zod: the inputs every export shares
 * (see `export/export-inputs.ts`) and `page-size`. Pure: the runner's temporary folder and `now` are passed in.
 */
import { z } from 'zod';
import {
  exportFields,
  resolveExportInputs,
  type ExportInputContext,
  type ExportInputs,
} from '../export/export-inputs.ts';
import { apiKeyField, commonFields, commonInputs, integerField, type CommonInputs } from '../input-fields.ts';

/** Inputs of `mode: page-views`. */
export interface PageViewsInputs extends CommonInputs, ExportInputs {
  mode: 'page-views';
  /** Rows per request, 1..250. */
  pageSize: number;
  /** `github-token`: lists and downloads the previous run's artifact for `resume` ('' when not set). */
  githubToken: string;
}

/** zod schema of the raw inputs of `page-views` → {@link PageViewsInputs}. */
export function pageViewsInputsSchema(context: ExportInputContext) {
  return z
    .object({
      mode: z.literal('page-views'),
      'api-key': apiKeyField(false),
      ...commonFields,
      'page-size': integerField('page-size', 1, 250),
      ...exportFields,
      'github-token': z.string(),
    })
    .transform((raw, ctx): PageViewsInputs => {
      const common = commonInputs(raw);
      return {
        ...common,
        ...resolveExportInputs(raw, { stem: 'mintlify-page-views', projectId: common.projectId }, context, ctx),
        mode: 'page-views',
        pageSize: raw['page-size'],
        githubToken: raw['github-token'],
      };
    });
}
