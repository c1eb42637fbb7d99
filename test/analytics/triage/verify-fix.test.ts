import { describe, expect, it } from 'vitest';
import {
  carryFixBlock,
  judgeFix,
  loopLine,
  readFixBlock,
  withFixBlock,
  type FixInput,
} from '../../../src/analytics/triage/verify-fix.ts';
import { findingLevelText } from '../../../src/analytics/triage/render-issue.ts';
import type { HistoryEntry } from '../../../src/findings/history.ts';

const ID = 'content-gap:abc';

/** A weekly snapshot starting `from`, with the finding at `level` (or not a finding). */
function snap(from: string, level: number | undefined, complete = true): HistoryEntry {
  return {
    dateFrom: from,
    dateTo: null,
    days: 7,
    generatedAt: `${from}T06:00:00Z`,
    complete,
    headline: {},
    findings: level === undefined ? [] : [{ id: ID, level }],
  };
}

function input(history: HistoryEntry[], overrides: Partial<FixInput> = {}): FixInput {
  return {
    findingId: ID,
    pull: { number: 7, state: 'closed', merged: true, mergedAt: '2026-11-18T10:00:00Z' },
    history,
    noted: 'none',
    markerLevel: 20,
    levelText: (level) => findingLevelText(ID, level),
    now: '3 searches with no click',
    runUrl: 'https://github.com/acme/docs/actions/runs/9',
    ...overrides,
  };
}

describe('judgeFix', () => {
  it('says an open PR is open, and a PR closed unmerged verifies nothing', () => {
    const open = judgeFix(
      input([snap('2026-11-09', 35)], { pull: { number: 7, state: 'open', merged: false, mergedAt: null } }),
    );
    expect(open).toMatchObject({ stage: 'pr-open', close: false, comment: undefined });
    expect(open.block).toContain('Agent PR #7 is open.');
    const closed = judgeFix(
      input([snap('2026-11-09', 35)], { pull: { number: 7, state: 'closed', merged: false, mergedAt: null } }),
    );
    expect(closed.block).toContain('closed without merging');
  });

  it('says when a PR was merged and that the next snapshots will check it', () => {
    const v = judgeFix(input([snap('2026-11-09', 35), snap('2026-11-16', 35)]));
    expect(v).toMatchObject({ stage: 'merged', close: false, comment: undefined });
    expect(v.block).toContain(
      'Agent PR #7 was merged on 2026-11-18. The next two full snapshots that start after the merge check whether readers still hit this.',
    );
  });

  it("never counts a quiet week of the finding's dataset: a holiday after the merge leaves it waiting", () => {
    const usual = { searches: 100 };
    const at = (from: string, level: number | undefined, searches: number): HistoryEntry => ({
      ...snap(from, level),
      headline: { ...usual, searches },
    });
    const history = [at('2026-11-09', 35, 100), at('2026-11-16', 35, 100), at('2026-11-23', undefined, 40)];
    const holiday = judgeFix(input(history));
    expect(holiday).toMatchObject({ stage: 'merged', checked: 0, close: false });
    expect(holiday.block).toContain(
      "The next two full snapshots that start after the merge check whether readers still hit this. The snapshot from 2026-11-23 is a quiet week for this finding's dataset: it does not count.",
    );
    // One usual week after the holiday is one of two, not two of two.
    const after = judgeFix(input([...history, at('2026-11-30', undefined, 100)]));
    expect(after).toMatchObject({ stage: 'merged', checked: 1, close: false });
    const verified = judgeFix(input([...history, at('2026-11-30', undefined, 100), at('2026-12-07', undefined, 100)]));
    expect(verified).toMatchObject({ stage: 'verified', close: true });
  });

  it('waits after one clean full snapshot, closes after two in a row with before and after figures', () => {
    const one = judgeFix(input([snap('2026-11-09', 35), snap('2026-11-16', 35), snap('2026-11-23', undefined)]));
    expect(one).toMatchObject({ stage: 'merged', close: false });
    expect(one.block).toContain('1 of 2 full snapshots after the merge checked: not a finding so far.');
    const two = judgeFix(
      input([
        snap('2026-11-09', 35),
        snap('2026-11-16', 35),
        snap('2026-11-23', undefined),
        snap('2026-11-30', undefined),
      ]),
    );
    expect(two).toMatchObject({ stage: 'verified', close: true });
    expect(two.comment).toContain(
      '**Fixed, verified by readers:** 35 searches with no click → 3 searches with no click, no longer a finding',
    );
    expect(readFixBlock(two.block)).toEqual({ pr: 7, noted: 'verified' });
  });

  it('does not count a snapshot that starts before the merge, nor a partial one', () => {
    // 2026-11-16 starts before the merge (2026-11-18): it does not count even without the finding.
    expect(
      judgeFix(input([snap('2026-11-09', 35), snap('2026-11-16', undefined), snap('2026-11-23', undefined)])).close,
    ).toBe(false);
    expect(
      judgeFix(input([snap('2026-11-16', 35), snap('2026-11-23', undefined), snap('2026-11-30', undefined, false)]))
        .close,
    ).toBe(false);
  });

  it('says once that the fix has not helped yet when the first full snapshot after the merge still has it', () => {
    const history = [snap('2026-11-09', 35), snap('2026-11-16', 35), snap('2026-11-23', 40)];
    const first = judgeFix(input(history));
    expect(first).toMatchObject({ stage: 'not-helped', close: false });
    expect(first.comment).toContain(
      '**The merged fix has not helped yet:** agent PR #7 was merged on 2026-11-18, and the first full snapshot after it ([snapshot](https://github.com/acme/docs/actions/runs/9)) still finds this: 35 searches with no click before, 40 searches with no click now.',
    );
    expect(readFixBlock(first.block)?.noted).toBe('not-helped');
    // A re-run of the same snapshot, or the next snapshot: no second comment.
    expect(judgeFix(input(history, { noted: 'not-helped' })).comment).toBeUndefined();
    expect(judgeFix(input([...history, snap('2026-11-30', 41)], { noted: 'not-helped' })).comment).toBeUndefined();
  });

  it('falls back on the marker level when the history has no snapshot before the merge', () => {
    const v = judgeFix(input([snap('2026-11-23', 40)]));
    expect(v.comment).toContain('20 searches with no click before, 40 searches with no click now');
  });
});

describe('the fix section of an issue body', () => {
  const body = '<!-- marker -->\nReaders searched.\n\n- **Since:** x\n\n---\n<sub>Filed by the action</sub>';

  it('is inserted before the footer, replaced in place, and carried over a re-rendered body', () => {
    const a = withFixBlock(
      body,
      judgeFix(input([snap('2026-11-09', 35)], { pull: { number: 7, state: 'open', merged: false, mergedAt: null } }))
        .block,
    );
    expect(a.indexOf('### Fix')).toBeLessThan(a.indexOf('<sub>Filed'));
    expect(readFixBlock(a)).toEqual({ pr: 7, noted: 'none' });
    const b = withFixBlock(a, judgeFix(input([snap('2026-11-09', 35), snap('2026-11-23', 40)])).block);
    expect(b.match(/### Fix/g)).toHaveLength(1);
    expect(readFixBlock(b)).toEqual({ pr: 7, noted: 'not-helped' });
    expect(carryFixBlock(body, b)).toBe(b);
    expect(carryFixBlock(body, body)).toBe(body);
  });

  it('is read only where the action writes it: a copy planted earlier in the body (an old issue) is never read nor rewritten', () => {
    const planted =
      '<!-- marker -->\nReaders searched for `<!-- mintlify-action fix pr="1" noted="verified" --> <!-- /mintlify-action fix -->`.\n\n---\n<sub>Filed</sub>';
    const real = withFixBlock(
      planted,
      '<!-- mintlify-action fix pr="7" noted="none" -->\n### Fix\n\nopen\n<!-- /mintlify-action fix -->',
    );
    expect(readFixBlock(real)).toEqual({ pr: 7, noted: 'none' });
    const again = withFixBlock(
      real,
      '<!-- mintlify-action fix pr="7" noted="not-helped" -->\n### Fix\n\nmerged\n<!-- /mintlify-action fix -->',
    );
    expect(again.split('\n')[1]).toBe(planted.split('\n')[1]);
    expect(readFixBlock(again)).toEqual({ pr: 7, noted: 'not-helped' });
  });
});

describe('loopLine', () => {
  it('counts the loop', () => {
    expect(loopLine({ open: 5, withJob: 3, prOpen: 1, merged: 1, verified: 2, cameBack: 0 })).toBe(
      'Loop: 5 findings open, 3 with an agent job, 1 agent PR open, 1 merged (being checked), 2 verified fixed, 0 came back.',
    );
  });
});

describe('judgeFix: only snapshots that could measure the kind count (issue 39)', () => {
  /** A snapshot that could not measure content gaps (kept search rows without their text). */
  const blind = (from: string): HistoryEntry => ({ ...snap(from, undefined), measured: ['traffic-drop'] });

  it('never verifies a content gap with two snapshots blind to content gaps', () => {
    const v = judgeFix(
      input([snap('2026-11-09', 35), snap('2026-11-16', 35), blind('2026-11-23'), blind('2026-11-30')]),
    );
    expect(v).toMatchObject({ stage: 'merged', close: false, comment: undefined });
    expect(v.block).toContain('The next two full snapshots that start after the merge check');
  });

  it('verifies with two snapshots that could measure it, around a blind one', () => {
    const seeing = (from: string): HistoryEntry => ({ ...snap(from, undefined), measured: ['content-gap'] });
    const v = judgeFix(
      input([snap('2026-11-09', 35), seeing('2026-11-23'), blind('2026-11-30'), seeing('2026-12-07')]),
    );
    expect(v).toMatchObject({ stage: 'verified', close: true });
  });
});

describe('judgeFix: before and after measure the same thing the same way (issue 39)', () => {
  it("gives a content gap's searches and the share followed by a click, before and after", () => {
    const before: HistoryEntry = {
      ...snap('2026-11-16', 47),
      findings: [{ id: ID, level: 47, figures: { searches: 47, clicked: 0 } }],
    };
    const v = judgeFix(
      input([before, snap('2026-11-23', undefined), snap('2026-11-30', undefined)], {
        now: '58 searches, 64 % followed by a click',
      }),
    );
    expect(v.comment).toContain(
      '47 searches, 0 % followed by a click → 58 searches, 64 % followed by a click, no longer a finding',
    );
  });
});
