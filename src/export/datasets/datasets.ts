/**
 * Per dataset: the rows of a response, how they go into `<dataset>.json` (each row whole, as the API
 * sent it) and `<dataset>.csv` (one column per field, in {@link DatasetDefinition.columns} order,
 * nested fields flattened) after the privacy filter, and what the job summary keeps of them. Pure.
 * `export-dataset.ts` runs any definition through the one page loop; `page-views` and `analytics`
 * only choose which definitions, file names and `limit`. The files: docs/analytics.md, "Files".
 */
import type { AnalyticsDataset } from '../../mintlify/analytics-endpoints.ts';
import { ASSISTANT, ASSISTANT_CALLERS } from './assistant.ts';
import type { DatasetDefinition, DatasetRows } from './definition.ts';
import { FEEDBACK, FEEDBACK_BY_PAGE } from './feedback.ts';
import { SEARCHES } from './searches.ts';
import { VIEWS, VISITORS } from './traffic.ts';

/** Every dataset's definition, by name. */
export const DATASET_DEFINITIONS: { readonly [D in AnalyticsDataset]: DatasetDefinition<D, DatasetRows[D]> } = {
  views: VIEWS,
  visitors: VISITORS,
  searches: SEARCHES,
  feedback: FEEDBACK,
  'feedback-by-page': FEEDBACK_BY_PAGE,
  assistant: ASSISTANT,
  'assistant-callers': ASSISTANT_CALLERS,
};
