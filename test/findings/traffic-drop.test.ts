import { describe, expect, it } from 'vitest';
import {
  judgeTrafficDrops,
  median,
  siteFactor,
  type HumanAi,
  type TrafficSample,
} from '../../src/findings/traffic-drop.ts';

const THRESHOLDS = { trafficDropMinPreviousViews: 50, trafficDropMinFall: 0.5 };

/** A week: page → [human, ai]; the site is the sum of its pages plus `rest` human views elsewhere. */
function week(pages: Record<string, HumanAi>, rest: HumanAi = [10_000, 1_000], days: number | null = 7): TrafficSample {
  const map = new Map(Object.entries(pages));
  let human = rest[0];
  let ai = rest[1];
  for (const [h, a] of map.values()) {
    human += h;
    ai += a;
  }
  return { days, site: [human, ai], pages: map };
}

const paths = (drops: ReturnType<typeof judgeTrafficDrops>) => drops.map((d) => d.path);

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeUndefined();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 100, 3, 2])).toBe(2.5);
  });
});

describe('siteFactor', () => {
  it('is the site now against its median per day, never above 1', () => {
    expect(siteFactor(500, 7, [{ value: 1000, days: 7 }])).toEqual({ factor: 0.5, change: -0.5 });
    expect(siteFactor(2000, 7, [{ value: 1000, days: 7 }])).toEqual({ factor: 1, change: 1 });
    expect(siteFactor(100, 7, [{ value: 0, days: 7 }])).toBeNull();
    expect(siteFactor(100, 7, [])).toBeNull();
  });
});

describe('judgeTrafficDrops: against the site', () => {
  const before = week({ '/quickstart': [2800, 200], '/sdks/python': [700, 50], '/small': [40, 0] });

  it('files nothing in a holiday week where every page falls by half', () => {
    const holiday = week({ '/quickstart': [1400, 100], '/sdks/python': [350, 25], '/small': [20, 0] }, [5_000, 500]);
    expect(judgeTrafficDrops(holiday, [before], THRESHOLDS)).toEqual([]);
  });

  it('still finds a page that falls by 80% while the site falls by half, and says the site fell', () => {
    const holiday = week({ '/quickstart': [1400, 100], '/sdks/python': [140, 10], '/small': [20, 0] }, [5_000, 500]);
    const drops = judgeTrafficDrops(holiday, [before], THRESHOLDS);
    expect(paths(drops)).toEqual(['/sdks/python']);
    expect(drops[0]).toMatchObject({
      readers: 'human-and-ai',
      humanViews: 140,
      baselineHumanViews: 700,
      baselineSnapshots: 1,
    });
    expect(drops[0]?.change).toBeCloseTo(-0.8, 6);
    expect(drops[0]?.relativeChange).toBeCloseTo(
      140 / ((700 * (holiday.site?.[0] ?? 0)) / (before.site?.[0] ?? 1)) - 1,
      6,
    );
    expect(drops[0]?.relativeChange).toBeLessThan(-0.5);
    expect(drops[0]?.siteChange).toBeCloseTo(-0.5, 1);
  });

  it('does not blame a steady page for a site that grew (the factor is never above 1)', () => {
    const busy = week({ '/quickstart': [2800, 200], '/sdks/python': [700, 50], '/small': [40, 0] }, [40_000, 1_000]);
    expect(judgeTrafficDrops(busy, [before], THRESHOLDS)).toEqual([]);
  });

  it('needs a meaningful human base: a small page that loses everything is not a drop', () => {
    const now = week({ '/quickstart': [2800, 200], '/sdks/python': [700, 50], '/small': [0, 0] });
    expect(judgeTrafficDrops(now, [before], THRESHOLDS)).toEqual([]);
  });

  it('counts a page missing now as 0 views', () => {
    const now = week({ '/quickstart': [2800, 200], '/small': [40, 0] });
    expect(judgeTrafficDrops(now, [before], THRESHOLDS)).toEqual([
      expect.objectContaining({ path: '/sdks/python', humanViews: 0, relativeChange: -1 }),
    ]);
  });

  it('takes the site as the sum of its pages when its totals are unknown', () => {
    const a: TrafficSample = {
      days: 7,
      site: undefined,
      pages: new Map([
        ['/a', [1000, 0]],
        ['/b', [1000, 0]],
      ]),
    };
    const now: TrafficSample = {
      days: 7,
      site: undefined,
      pages: new Map([
        ['/a', [500, 0]],
        ['/b', [100, 0]],
      ]),
    };
    // The site fell from 2,000 to 600 (factor 0.3): /a at 500 is above its expected 300; /b at 100 is 67 % under its expected 300.
    expect(paths(judgeTrafficDrops(now, [a], THRESHOLDS))).toEqual(['/b']);
  });
});

describe('judgeTrafficDrops: against a median baseline', () => {
  const normal = (launch = 700) => week({ '/changelog': [700, 0], '/launch': [launch, 0], '/guide': [600, 0] });

  it('a launch spike followed by a normal week files nothing', () => {
    const samples = [normal(), normal(), normal(7000)];
    expect(judgeTrafficDrops(normal(), samples, THRESHOLDS)).toEqual([]);
    // Against the spike week alone, the normal week would be a 90 % fall.
    expect(paths(judgeTrafficDrops(normal(), [normal(7000)], THRESHOLDS))).toEqual(['/launch']);
  });

  it('uses at most the last four snapshots', () => {
    const old = week({ '/guide': [100_000, 0] });
    const drops = judgeTrafficDrops(normal(), [old, old, normal(), normal(), normal(), normal()], THRESHOLDS);
    expect(drops).toEqual([]);
    const dropped = judgeTrafficDrops(
      week({ '/guide': [100, 0], '/changelog': [700, 0], '/launch': [700, 0] }),
      [normal(), normal(), normal(), normal(), normal()],
      THRESHOLDS,
    );
    expect(dropped).toEqual([
      expect.objectContaining({ path: '/guide', baselineSnapshots: 4, baselineHumanViews: 600 }),
    ]);
  });

  it('a page absent from a past snapshot counts 0 there', () => {
    const without = week({ '/changelog': [700, 0] });
    // Median of [0, 0, 600] is 0: /guide has no baseline and cannot have dropped.
    expect(judgeTrafficDrops(week({ '/changelog': [700, 0] }), [without, without, normal()], THRESHOLDS)).toEqual([]);
  });

  it('compares snapshots of different lengths per day', () => {
    const month = week({ '/guide': [3000, 0], '/other': [30_000, 0] }, [0, 0], 30);
    // 3,000 in 30 days is 700 a week; 200 in 7 days is a 71 % fall.
    const drops = judgeTrafficDrops(week({ '/guide': [200, 0], '/other': [7000, 0] }, [0, 0]), [month], THRESHOLDS);
    expect(drops).toEqual([expect.objectContaining({ path: '/guide', baselineHumanViews: 700 })]);
  });
});

describe('judgeTrafficDrops: human and AI readers apart', () => {
  const before = week({ '/api/errors': [400, 600], '/sdks/go': [400, 300] });

  it('an AI-only collapse is not a loss of readers', () => {
    const now = week({ '/api/errors': [410, 0], '/sdks/go': [400, 300] });
    expect(judgeTrafficDrops(now, [before], THRESHOLDS)).toEqual([]);
  });

  it('says human readers when only they were lost, human and AI when both were', () => {
    const now = week({ '/api/errors': [100, 600], '/sdks/go': [50, 20] });
    const drops = judgeTrafficDrops(now, [before], THRESHOLDS);
    expect(drops.map((d) => [d.path, d.readers])).toEqual([
      ['/api/errors', 'human'],
      ['/sdks/go', 'human-and-ai'],
    ]);
  });

  it("judges human readers against the site's human change, AI readers against its AI change", () => {
    // Every AI crawler stopped (site AI views 0): /sdks/go's AI views are not "lost" against the site, its human views are.
    const now = week({ '/api/errors': [400, 0], '/sdks/go': [50, 0] }, [10_000, 0]);
    expect(judgeTrafficDrops(now, [before], THRESHOLDS).map((d) => [d.path, d.readers])).toEqual([
      ['/sdks/go', 'human'],
    ]);
  });
});

describe('judgeTrafficDrops: no judgement without a finite, positive expectation (issue 39)', () => {
  const before = week({ '/quickstart': [2800, 200], '/sdks/python': [700, 50] });

  it('finds nothing in a week with no human views at all (every view counted as AI, an outage)', () => {
    const blind: TrafficSample = {
      days: 7,
      site: [0, 4000],
      pages: new Map<string, HumanAi>([
        ['/quickstart', [0, 3000]],
        ['/sdks/python', [0, 1000]],
      ]),
    };
    expect(judgeTrafficDrops(blind, [before], THRESHOLDS)).toEqual([]);
  });

  it('never reports a fall that is not a finite number', () => {
    const empty: TrafficSample = { days: 7, site: [0, 0], pages: new Map() };
    const drops = judgeTrafficDrops(empty, [before], THRESHOLDS);
    expect(drops.every((d) => Number.isFinite(d.relativeChange) && Number.isFinite(d.change))).toBe(true);
    expect(drops).toEqual([]);
  });
});

describe('judgeTrafficDrops: a week without human views is no baseline (issue 39)', () => {
  it('leaves a past snapshot with no human views out of the baseline', () => {
    const normal = week({ '/sdks/python': [700, 50] });
    const blind: TrafficSample = { days: 7, site: [0, 9000], pages: new Map([['/sdks/python', [0, 50]]]) };
    const now = week({ '/sdks/python': [300, 50] });
    const drops = judgeTrafficDrops(now, [normal, blind], THRESHOLDS);
    expect(paths(drops)).toEqual(['/sdks/python']);
    expect(drops[0]).toMatchObject({ baselineHumanViews: 700, baselineSnapshots: 1 });
  });
});
