/** `feedback` and `feedback-by-page`: items of three shapes, and counts per path. Pure. */
import {
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  type FeedbackByPageRow,
  type FeedbackItem,
} from '../../mintlify/analytics-schemas.ts';
import type { CsvValue } from '../files/csv.ts';
import type { Privacy } from '../privacy.ts';
import { TopN } from '../summary/top-n.ts';
import {
  byCode,
  counts,
  CURSOR_PAGING_WITH_HAS_MORE,
  NO_CURSOR,
  shorten,
  type DatasetDefinition,
} from './definition.ts';

/** The feedback CSV columns, visitor text and contact included. */
const FEEDBACK_COLUMNS = [
  'id',
  'createdAt',
  'path',
  'source',
  'status',
  'helpful',
  'comment',
  'contact',
  'code',
  'filename',
  'lang',
] as const;

/** Whether a feedback field goes into the files. */
function feedbackFieldKept(field: string, privacy: Privacy): boolean {
  if (field === 'comment') return privacy.visitorText;
  if (field === 'contact') return privacy.contact;
  return true;
}

/** `feedback`: one row per item, of three shapes; `comment` is visitor text, `contact` an e-mail address. */
export const FEEDBACK: DatasetDefinition<'feedback', FeedbackItem> = {
  name: 'feedback',
  arrayKey: 'feedback',
  rows: (page) => page.feedback,
  ...CURSOR_PAGING_WITH_HAS_MORE,
  columns: (privacy) => FEEDBACK_COLUMNS.filter((c) => feedbackFieldKept(c, privacy)),
  jsonRow: (row, privacy) => Object.fromEntries(Object.entries(row).filter(([key]) => feedbackFieldKept(key, privacy))),
  csvRecord: (row, privacy) => {
    const fields: Partial<Record<string, CsvValue>> = row;
    return FEEDBACK_COLUMNS.filter((c) => feedbackFieldKept(c, privacy)).map((c) => fields[c]);
  },
  collector: () => {
    const bySource = counts(FEEDBACK_SOURCES);
    const byStatus = counts(FEEDBACK_STATUSES);
    let items = 0;
    let withComment = 0;
    let helpful = 0;
    let notHelpful = 0;
    return {
      row: (row) => {
        items += 1;
        bySource[row.source] += 1;
        byStatus[row.status] += 1;
        // A row read back from a kept file has no `comment` when visitor text is left out.
        if (typeof row.comment === 'string' && row.comment.trim() !== '') withComment += 1;
        if ('helpful' in row) {
          if (row.helpful) helpful += 1;
          else notHelpful += 1;
        }
      },
      result: () => ({ dataset: 'feedback', items, bySource, byStatus, withComment, helpful, notHelpful }),
    };
  },
};

function compareThumbsDown(a: FeedbackByPageRow, b: FeedbackByPageRow): number {
  return b.thumbsDown - a.thumbsDown || b.total - a.total || byCode(a.path, b.path);
}

/** `feedback-by-page`: feedback counts per path, one request; `hasMore: true` means pages were left out. */
export const FEEDBACK_BY_PAGE: DatasetDefinition<'feedback-by-page', FeedbackByPageRow> = {
  name: 'feedback-by-page',
  arrayKey: 'feedback',
  rows: (page) => page.feedback,
  hasMore: (page) => page.hasMore,
  nextCursor: NO_CURSOR,
  tail: (last) => ({ hasMore: last?.hasMore ?? null }),
  columns: () => ['path', 'thumbsUp', 'thumbsDown', 'code', 'total'],
  jsonRow: (row) => row,
  csvRecord: (row) => [row.path, row.thumbsUp, row.thumbsDown, row.code, row.total],
  collector: ({ rows }) => {
    const top = new TopN<FeedbackByPageRow>(rows, compareThumbsDown);
    let pages = 0;
    let items = 0;
    let truncated = false;
    return {
      page: (page) => {
        truncated = page.hasMore;
      },
      row: (row) => {
        pages += 1;
        items += row.total;
        if (row.thumbsDown > 0) top.add(row, (r) => ({ ...r, path: shorten(r.path) }));
      },
      result: () => ({ dataset: 'feedback-by-page', pages, top: top.list(), truncated, items }),
    };
  },
};
