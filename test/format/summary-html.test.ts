import { describe, expect, it } from 'vitest';
import { SummaryBudget } from '../../src/format/summary-budget.ts';
import { heading, paragraph, totalsTable, trafficCells } from '../../src/format/summary-html.ts';

describe('summary HTML pieces', () => {
  it('escapes a heading’s text but not a paragraph’s (already HTML)', () => {
    expect(heading(3, 'Top <pages>')).toBe('<h3>Top &lt;pages&gt;</h3>\n');
    expect(paragraph('<strong>Rows:</strong> 3')).toBe('<p><strong>Rows:</strong> 3</p>\n');
  });

  it('shows traffic totals as one row: human, AI, total and the AI share', () => {
    expect(trafficCells({ human: 12_000, ai: 3_000, total: 15_000 })).toEqual(['12,000', '3,000', '15,000', '20.0%']);
    expect(trafficCells({ human: 0, ai: 0, total: 0 })).toEqual(['0', '0', '0', '—']);
    expect(totalsTable({ human: 1, ai: 1, total: 2 }, new SummaryBudget())).toContain(
      '<tr><th>Human</th><th>AI</th><th>Total</th><th>AI share</th></tr><tr><td>1</td><td>1</td><td>2</td><td>50.0%</td></tr>',
    );
  });
});
