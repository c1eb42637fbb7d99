import { describe, expect, it } from 'vitest';
import { parseFindingThresholds } from '../../src/findings/threshold-input.ts';
import { DEFAULT_THRESHOLDS } from '../../src/findings/thresholds.ts';

describe('finding-thresholds comments', () => {
  it('accepts a comment holding a comma after a value', () => {
    const thresholds = parseFindingThresholds('content-gap-min-searches: 10 # at least 10, not 5\n');
    expect(thresholds.contentGapMinHits).toBe(10);
  });

  it('never reads a setting out of a comment', () => {
    const thresholds = parseFindingThresholds('content-gap-min-searches: 12 # stricter, traffic-drop-min-fall: 80%\n');
    expect(thresholds.contentGapMinHits).toBe(12);
    expect(thresholds.trafficDropMinFall).toBe(DEFAULT_THRESHOLDS.trafficDropMinFall);
  });

  it('still splits pairs on commas outside comments', () => {
    const thresholds = parseFindingThresholds('content-gap-min-searches: 12, traffic-drop-min-fall: 80% # two');
    expect(thresholds.contentGapMinHits).toBe(12);
    expect(thresholds.trafficDropMinFall).toBeCloseTo(0.8);
  });
});
