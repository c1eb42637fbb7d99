/** Job summary tables budgeted in UTF-8 bytes, as GitHub counts the summary's 1 MiB. */
import { describe, expect, it } from 'vitest';
import { renderTable, SummaryBudget, TABLE_BUDGET_BYTES, utf8Bytes } from '../../src/format/summary-budget.ts';

describe('renderTable', () => {
  it('counts bytes, not characters: a row of CJK text takes three times its length', () => {
    const row = ['漢'.repeat(100)];
    const budget = new SummaryBudget();
    const html = renderTable(
      ['A'],
      Array.from({ length: 1000 }, () => row),
      budget,
    );
    expect(utf8Bytes(html)).toBeLessThanOrEqual(TABLE_BUDGET_BYTES + 200);
    const kept = html.split('<tr>').length - 2;
    expect(kept).toBe(
      Math.floor(
        (TABLE_BUDGET_BYTES - utf8Bytes('<table><tr><th>A</th></tr>')) / utf8Bytes(`<tr><td>${row[0]}</td></tr>`),
      ),
    );
    expect(html).toContain(`${1000 - kept} more rows left out to keep the job summary small`);
  });

  it('spends what it writes from the shared budget, and keeps no row once the budget is spent', () => {
    const budget = new SummaryBudget(300);
    const first = renderTable(['A'], [['1'], ['2'], ['3']], budget);
    expect(budget.remaining).toBe(300 - utf8Bytes(first));
    budget.spend('x'.repeat(500));
    const second = renderTable(['A'], [['1']], budget);
    expect(second).toContain('<table><tr><th>A</th></tr></table>');
    expect(second).toContain('1 more row left out');
  });
});
