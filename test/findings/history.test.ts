import { describe, expect, it } from 'vitest';
import {
  appendHistory,
  checkedJson,
  HistoryFileSchema,
  BASELINE_SNAPSHOTS,
  historyEntry,
  MAX_HISTORY_PAGES,
  MAX_HISTORY_SNAPSHOTS,
  parseHistory,
  topPages,
  type HistoryEntry,
} from '../../src/findings/history.ts';
import type { FindingsFile } from '../../src/findings/types.ts';

function entry(week: number, pages = true): HistoryEntry {
  const from = new Date(Date.UTC(2026, 0, 5 + week * 7)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2026, 0, 12 + week * 7)).toISOString().slice(0, 10);
  return {
    dateFrom: from,
    dateTo: to,
    days: 7,
    generatedAt: `${to}T06:00:00.000Z`,
    complete: true,
    headline: { 'views-total': 1000 + week },
    findings: [{ id: 'content-gap:abc', level: week }],
    ...(pages ? { pages: { '/a': [week, 0] } } : {}),
  };
}

describe('appendHistory', () => {
  it('appends oldest first and keeps at most 52 snapshots, dropping the oldest', () => {
    let history: HistoryEntry[] = [];
    for (let week = 0; week < 60; week += 1) history = appendHistory(history, entry(week));
    expect(history).toHaveLength(MAX_HISTORY_SNAPSHOTS);
    expect(history[0]?.headline['views-total']).toBe(1008);
    expect(history.at(-1)?.headline['views-total']).toBe(1059);
  });

  it('keeps per-page views on the newest four entries only', () => {
    let history: HistoryEntry[] = [];
    for (let week = 0; week < 7; week += 1) history = appendHistory(history, entry(week));
    expect(history.map((e) => e.pages !== undefined)).toEqual([false, false, false, true, true, true, true]);
    expect(BASELINE_SNAPSHOTS).toBe(4);
  });

  it('replaces the entry of the same range (a re-run) rather than repeating it', () => {
    const history = appendHistory(appendHistory([entry(1)], entry(2)), { ...entry(2), generatedAt: 'later' });
    expect(history.map((e) => e.generatedAt)).toEqual([entry(1).generatedAt, 'later']);
  });
});

describe('parseHistory', () => {
  const file = (snapshots: unknown[], projectId = 'proj_123') =>
    JSON.stringify({ generator: 'mintlify-action', version: 1, projectId, snapshots });

  it('reads the snapshots of the same project', () => {
    expect(parseHistory(file([entry(1), entry(2)]), 'proj_123')).toEqual({ entries: [entry(1), entry(2)] });
  });

  it('keeps the newest 52 of a longer list', () => {
    const read = parseHistory(file(Array.from({ length: 60 }, (_, i) => entry(i, false))), 'proj_123');
    expect(read.entries).toHaveLength(52);
    expect(read.entries?.[0]?.headline['views-total']).toBe(1008);
  });

  it('says why a history cannot be used, never throws', () => {
    expect(parseHistory('{', 'proj_123')).toEqual({ entries: undefined, problem: 'history.json is not JSON' });
    expect(parseHistory(JSON.stringify({ snapshots: 'no' }), 'proj_123').problem).toBe(
      'history.json is not in the format this action writes',
    );
    expect(parseHistory(file([{ ...entry(1), findings: [{ id: '', level: 1 }] }]), 'proj_123')).toEqual({
      entries: [],
      problem: '1 snapshot of history.json did not parse and was left out',
    });
    expect(parseHistory(file([entry(1)], 'proj_other'), 'proj_123').problem).toBe(
      'history.json is the history of another project',
    );
  });
});

describe('historyEntry', () => {
  it('records the range, headline figures, every finding id and level, and the pages', () => {
    const findings = {
      range: { dateFrom: '2026-11-16', dateTo: '2026-11-23', period: null, days: 7 },
      incomplete: [],
      headline: [
        { metric: 'views-total', current: 900, previous: 800, change: 0.125 },
        { metric: 'searches', current: null, previous: null, change: null },
      ],
      findings: [
        { id: 'content-gap:1', kind: 'content-gap', hits: 35 },
        { id: 'traffic-drop:/a', kind: 'traffic-drop', change: -0.5, relativeChange: -0.8 },
        { id: 'negative-feedback:/b', kind: 'negative-feedback', thumbsDown: 9 },
      ],
    } as unknown as FindingsFile;
    expect(historyEntry(findings, '2026-11-23T06:00:00.000Z', new Map([['/a', [10, 2] as const]]))).toEqual({
      dateFrom: '2026-11-16',
      dateTo: '2026-11-23',
      days: 7,
      generatedAt: '2026-11-23T06:00:00.000Z',
      complete: true,
      headline: { 'views-total': 900, searches: null },
      findings: [
        { id: 'content-gap:1', level: 35 },
        { id: 'traffic-drop:/a', level: 80 },
        { id: 'negative-feedback:/b', level: 9 },
      ],
      pages: { '/a': [10, 2] },
    });
  });

  it('keeps only the most viewed pages of a very large site', () => {
    const pages = new Map(Array.from({ length: MAX_HISTORY_PAGES + 10 }, (_, i) => [`/p${i}`, [i, 1] as const]));
    const kept = topPages(pages);
    expect(Object.keys(kept)).toHaveLength(MAX_HISTORY_PAGES);
    expect(kept['/p9']).toBeUndefined();
    expect(kept[`/p${MAX_HISTORY_PAGES + 9}`]).toEqual([MAX_HISTORY_PAGES + 9, 1]);
  });
});

describe('parseHistory: one bad entry never empties the history (issue 39)', () => {
  it('keeps every entry that parses and names the ones left out', () => {
    const bad = { ...entry(2), findings: [{ id: 'traffic-drop:/a', level: null }] };
    const text = JSON.stringify({
      generator: 'mintlify-action',
      version: 1,
      projectId: 'proj',
      snapshots: [entry(0), entry(1), bad, entry(3)],
    });
    const read = parseHistory(text, 'proj');
    expect(read.entries?.map((e) => e.dateFrom)).toEqual([entry(0).dateFrom, entry(1).dateFrom, entry(3).dateFrom]);
    expect(read.problem).toMatch(/1 snapshot/);
  });
});

describe('checkedJson: findings.json and history.json are validated before they are written (issue 39)', () => {
  it('refuses a history whose level is not a finite number, naming the field', () => {
    const bad = {
      generator: 'mintlify-action',
      version: 1,
      projectId: 'proj',
      snapshots: [{ ...entry(1), findings: [{ id: 'traffic-drop:/a', level: Number.NaN }] }],
    };
    expect(() => checkedJson(HistoryFileSchema, bad, 'history.json')).toThrow(
      /history\.json was not written.*snapshots\.0\.findings\.0\.level/,
    );
  });

  it('writes a history that parses, as JSON text ending in a line break', () => {
    const good = { generator: 'mintlify-action', version: 1, projectId: 'proj', snapshots: [entry(1)] };
    expect(JSON.parse(checkedJson(HistoryFileSchema, good, 'history.json'))).toEqual(good);
  });
});
