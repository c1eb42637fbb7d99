import { describe, expect, it } from 'vitest';
import {
  dashboardScope,
  formatDashboardMarker,
  handMarker,
  looksLikeDashboard,
  newlyTicked,
  readBoxes,
  verifiedDashboardBoxes,
} from '../../../src/findings/dashboard/marker.ts';

const KEY = 'mint_test_key_0123456789';
const PROJECT = { projectId: 'proj_123', apiUrl: 'https://api.mintlify.com' };
const scope = (n: number) => dashboardScope({ owner: 'acme', repo: 'docs', issueNumber: n });

function body(number: number, boxes: number[], ticked: number[] = []): string {
  return [
    formatDashboardMarker(boxes, PROJECT),
    '## Topics',
    ...boxes.map((n) => `- [${ticked.includes(n) ? 'x' : ' '}] topic · #${n} · **hand to the agent** ${handMarker(n)}`),
  ].join('\n');
}

describe('dashboard marker', () => {
  it('is read for its own project only, whatever the API key, and only on the first line', () => {
    const text = body(9, [101, 104]);
    expect(looksLikeDashboard(text)).toBe(true);
    expect(verifiedDashboardBoxes(text, scope(9), KEY, PROJECT)).toEqual([101, 104]);
    expect(verifiedDashboardBoxes(text, scope(9), 'mint_rotated_in_key', PROJECT)).toEqual([101, 104]);
    expect(verifiedDashboardBoxes(text, scope(9), KEY, { ...PROJECT, projectId: 'proj_other' })).toBeUndefined();
    expect(verifiedDashboardBoxes(`quoted:\n${text}`, scope(9), KEY, PROJECT)).toBeUndefined();
  });

  it('tells which box an edit ticked, among the signed ones only', () => {
    const before = body(9, [101, 104]);
    const after = body(9, [101, 104], [104]);
    expect(readBoxes(after)).toEqual(
      new Map([
        [101, false],
        [104, true],
      ]),
    );
    expect(newlyTicked(before, after, [101, 104])).toEqual([104]);
    expect(newlyTicked(after, after, [101, 104])).toEqual([]);
    expect(newlyTicked(after, before, [101, 104])).toEqual([]);
    expect(newlyTicked(before, after, [101])).toEqual([]);
  });

  it('reads only a box whose line ends with the hand marker: a marker quoted mid-line is not a box', () => {
    const text = `- [x] see ${handMarker(7)} and more`;
    expect(readBoxes(text).size).toBe(0);
  });
});
