/**
 * Per dataset: the rows of a response, how the rows go into `<dataset>.json` and
 * `<dataset>.csv` (after the privacy filter), and what the job summary keeps of them. Pure.
 *
 * JSON keeps every row whole as the API sent it (nested `sources` included), in the array named
 * like the API's (`views`, `visitors`, `searches`, `feedback`, `conversations`; `callers` holds
 * the caller-stats object as its one row), minus the fields the privacy rules leave out (the
 * key is then absent). CSV has one column per field, in the order of {@link DatasetDefinition.columns};
 * absent and `null` values are empty cells, booleans `true`/`false`, and nested fields are
 * flattened:
 * - feedback: the union of the three item shapes' fields (`helpful`, `contact` for
 *   `contextual`; `code`, `filename`, `lang` for `code_snippet`), empty where a shape has none;
 * - assistant: `sourceCount` (number of cited pages) and `sources` (their URLs joined by a
 *   single space; titles are in the JSON file); `responseType` is written as `answer` when the
 *   API left it out (the spec's default).
 * Columns left out by the privacy rules are absent from the header.
 *
 * `export-dataset.ts` runs any definition through the one page loop; `page-views` and
 * `analytics` only choose which definitions, file names and `limit`.
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
