/**
 * The size budget of a job summary, counted in UTF-8 bytes as GitHub counts it (a step's summary
 * may hold at most 1 MiB of bytes; CJK text takes 3 bytes a character, emoji 4), and HTML tables
 * that stop adding rows when the budget is reached, saying how many were left out. Pure.
 */
import { plural } from './count.ts';

/**
 * Bytes a summary may take: GitHub's limit on one step's job summary (1 MiB) less room for the text around the tables.
 */
export const SUMMARY_BUDGET_BYTES = 900 * 1024;

/** Bytes one table may take at most, so that one table cannot crowd out the others. */
export const TABLE_BUDGET_BYTES = 120 * 1024;

/** UTF-8 bytes of `text` (what GitHub counts), without allocating a buffer. */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** What a summary has left, in UTF-8 bytes; shared by its tables and spent by {@link SummaryBudget.spend}. */
export class SummaryBudget {
  remaining: number;

  /** @param bytes the budget (default {@link SUMMARY_BUDGET_BYTES}). */
  constructor(bytes = SUMMARY_BUDGET_BYTES) {
    this.remaining = bytes;
  }

  /** Counts `html` against the budget (it may go below 0: later tables then keep no row) and returns it. */
  spend(html: string): string {
    this.remaining -= utf8Bytes(html);
    return html;
  }
}

/**
 * An HTML table of `rows` (cells already HTML-safe) under `header`, rows added while the table
 * stays within {@link TABLE_BUDGET_BYTES} and the summary's budget (UTF-8 bytes); a note says how
 * many rows were left out. The table's bytes are spent from `budget`.
 */
export function renderTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  budget: SummaryBudget,
): string {
  let html = `<table><tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>`;
  let bytes = utf8Bytes(html);
  let kept = 0;
  const limit = Math.min(TABLE_BUDGET_BYTES, budget.remaining);
  for (const row of rows) {
    const line = `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    const size = utf8Bytes(line);
    if (bytes + size > limit) break;
    html += line;
    bytes += size;
    kept += 1;
  }
  html += '</table>\n';
  const omitted = rows.length - kept;
  if (omitted > 0)
    html += `<p><em>${plural(omitted, 'more row')} left out to keep the job summary small; see the files.</em></p>\n`;
  return budget.spend(html);
}
