/** The inputs of `mode: analytics`, through the root parser as the action reads them. */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseDatasets } from '../../src/analytics/inputs.ts';
import { INPUT_DEFAULTS, INPUT_NAMES, BOOLEAN_INPUT_NAMES, type RawInputs } from '../../src/input-fields.ts';
import { parseInputs } from '../../src/inputs.ts';
import { DEFAULT_THRESHOLDS } from '../../src/findings/thresholds.ts';

const NOW = new Date('2026-03-11T12:00:00Z');

function raw(overrides: Partial<Record<string, string | boolean>> = {}): RawInputs {
  const values: Record<string, string | boolean> = {};
  for (const name of INPUT_NAMES) {
    const fallback = INPUT_DEFAULTS[name] ?? '';
    values[name] = (BOOLEAN_INPUT_NAMES as readonly string[]).includes(name) ? fallback === 'true' : fallback;
  }
  return { ...values, mode: 'analytics', 'api-key': 'mint_test_key', ...overrides } as RawInputs;
}

describe('analytics inputs', () => {
  it('defaults to every dataset, 100 requests, both formats, visitor-text auto and no contacts', () => {
    const inputs = parseInputs(raw({ 'project-id': 'proj_123' }), { tempDir: '/tmp/runner', now: NOW });
    expect(inputs).toMatchObject({
      mode: 'analytics',
      datasets: ['views', 'visitors', 'searches', 'feedback', 'feedback-by-page', 'assistant', 'assistant-callers'],
      maxRequests: 100,
      formats: ['json', 'csv'],
      outputDir: '/tmp/runner/mintlify-analytics',
      artifactName: 'mintlify-analytics-proj_123',
      visitorText: 'auto',
      includeContact: false,
      summaryRows: 25,
    });
  });

  it('replaces the characters artifact names may not hold in the default name', () => {
    const inputs = parseInputs(raw({ 'project-id': 'a:b' }), { tempDir: tmpdir(), now: NOW });
    expect(inputs.mode === 'analytics' && inputs.artifactName).toBe('mintlify-analytics-a-b');
  });

  it('resolves the same date inputs as page-views (dateTo exclusive)', () => {
    const inputs = parseInputs(raw({ 'project-id': 'p', period: 'previous-month' }), { tempDir: tmpdir(), now: NOW });
    expect(inputs.mode === 'analytics' && inputs.range).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-03-01',
      period: 'previous-month',
    });
  });

  it('fails on an unknown visitor-text value', () => {
    expect(() =>
      parseInputs(raw({ 'project-id': 'p', 'visitor-text': 'sometimes' }), { tempDir: tmpdir(), now: NOW }),
    ).toThrow('visitor-text must be auto, include or exclude (got "sometimes")');
  });
});

describe('docs-health inputs', () => {
  const parse = (overrides: Partial<Record<string, string | boolean>>) => {
    const inputs = parseInputs(raw({ 'project-id': 'p', ...overrides }), { tempDir: tmpdir(), now: NOW });
    if (inputs.mode !== 'analytics') throw new Error('not analytics');
    return inputs.findings;
  };

  it('computes findings and compares with the previous artifact by default, without a docs URL', () => {
    expect(parse({})).toEqual({
      enabled: true,
      compare: 'previous-artifact',
      docsUrl: undefined,
      thresholds: DEFAULT_THRESHOLDS,
    });
  });

  it('reads compare in any case and keeps docs-url without its trailing slash', () => {
    expect(parse({ findings: false, compare: 'NONE', 'docs-url': 'https://docs.acme.dev/v2/' })).toEqual({
      enabled: false,
      compare: 'none',
      docsUrl: 'https://docs.acme.dev/v2',
      thresholds: DEFAULT_THRESHOLDS,
    });
  });

  it('fails on an unknown compare value, naming what is allowed', () => {
    expect(() => parse({ compare: 'last-week' })).toThrow(
      'compare must be previous-artifact or none (got "last-week")',
    );
  });

  it.each(['docs.acme.dev', 'javascript:alert(1)', 'https://user:pw@docs.acme.dev', 'https://docs.acme.dev/?ref=x'])(
    'fails on docs-url %s before any request',
    (value) => {
      expect(() => parse({ 'docs-url': value })).toThrow(/^docs-url must be/);
    },
  );
});

describe('finding-thresholds', () => {
  const parse = (value: string) => {
    const inputs = parseInputs(raw({ 'project-id': 'p', 'finding-thresholds': value }), {
      tempDir: tmpdir(),
      now: NOW,
    });
    if (inputs.mode !== 'analytics') throw new Error('not analytics');
    return inputs.findings.thresholds;
  };

  it('keeps every default when empty', () => {
    expect(parse('')).toEqual(DEFAULT_THRESHOLDS);
  });

  it('sets each key over the defaults, one per line or comma-separated, with comments, fractions or percentages', () => {
    expect(
      parse(
        'content-gap-min-searches: 10\n# a comment\nnegative-feedback-min-share: 70% , traffic-drop-min-fall=0.6\n\n',
      ),
    ).toEqual({
      ...DEFAULT_THRESHOLDS,
      contentGapMinHits: 10,
      negativeFeedbackMinDownShare: 0.7,
      trafficDropMinFall: 0.6,
    });
    expect(
      parse(
        'negative-feedback-min-thumbs-down: 4, unanswered-min-count: 8, unanswered-min-share: 0.3, traffic-drop-min-views: 200, TRAFFIC-DROP-MIN-FALL: 100%, negative-feedback-min-share: 0',
      ),
    ).toEqual({
      contentGapMinHits: 5,
      negativeFeedbackMinDown: 4,
      negativeFeedbackMinDownShare: 0,
      unansweredMinCount: 8,
      unansweredMinShare: 0.3,
      trafficDropMinPreviousViews: 200,
      trafficDropMinFall: 1,
    });
  });

  it('fails on an unknown key, naming it and the allowed ones', () => {
    expect(() => parse('content-gap-min-hits: 10')).toThrow(
      'finding-thresholds: unknown key "content-gap-min-hits"; allowed: content-gap-min-searches, negative-feedback-min-thumbs-down, negative-feedback-min-share, unanswered-min-count, unanswered-min-share, traffic-drop-min-views, traffic-drop-min-fall',
    );
    expect(() => parse('__proto__: 1')).toThrow('unknown key "__proto__"');
    expect(() => parse('toString: 1')).toThrow('unknown key "tostring"');
  });

  it.each([
    [
      'content-gap-min-searches: 0',
      'finding-thresholds: content-gap-min-searches must be an integer from 1 to 1000000 (got "0")',
    ],
    ['content-gap-min-searches: 2.5', 'content-gap-min-searches must be an integer from 1 to 1000000 (got "2.5")'],
    [
      'traffic-drop-min-views: 10000000',
      'traffic-drop-min-views must be an integer from 1 to 1000000 (got "10000000")',
    ],
    ['unanswered-min-count: -3', 'unanswered-min-count must be an integer from 1 to 1000000 (got "-3")'],
    [
      'negative-feedback-min-share: 1.5',
      'negative-feedback-min-share must be a fraction from 0 to 1, or a percentage such as 60% (got "1.5")',
    ],
    [
      'unanswered-min-share: 150%',
      'unanswered-min-share must be a fraction from 0 to 1, or a percentage such as 60% (got "150%")',
    ],
    [
      'traffic-drop-min-fall: 0',
      'traffic-drop-min-fall must be a fraction from 0.01 (1%) to 1, or a percentage such as 60% (got "0")',
    ],
    ['traffic-drop-min-fall: half', 'traffic-drop-min-fall must be a fraction from 0.01 (1%) to 1'],
    ['traffic-drop-min-fall:', 'finding-thresholds: traffic-drop-min-fall has no value'],
    [
      'traffic-drop-min-fall: 0.5, traffic-drop-min-fall: 0.6',
      'finding-thresholds: traffic-drop-min-fall is given twice',
    ],
    [
      'content-gap-min-searches 10',
      'finding-thresholds: "content-gap-min-searches 10" is not a key: value pair, e.g. content-gap-min-searches: 10',
    ],
  ])('fails on %j before any request, naming the key', (value, message) => {
    expect(() => parse(value)).toThrow(message);
  });
});

describe('parseDatasets', () => {
  it('accepts names in any case and spacing, once each', () => {
    expect(parseDatasets(' Views, searches ,views,')).toEqual(['views', 'searches']);
  });

  it('fails on an unknown dataset name, listing the allowed ones', () => {
    expect(() => parseDatasets('views,pageviews')).toThrow(
      'datasets: unknown dataset "pageviews"; allowed: views, visitors, searches, feedback, feedback-by-page, assistant, assistant-callers (comma-separated; empty for all)',
    );
  });

  it('fails on a list without a name', () => {
    expect(() => parseDatasets(' , ')).toThrow('datasets must name at least one dataset');
  });
});

describe('agent-finding-kinds', () => {
  it('defaults to every kind but traffic-drop, and accepts a list in any case with spaces', async () => {
    const { parseAgentFindingKinds } = await import('../../src/analytics/inputs.ts');
    const { INPUT_DEFAULTS } = await import('../../src/input-fields.ts');
    expect(parseAgentFindingKinds(INPUT_DEFAULTS['agent-finding-kinds'] ?? '')).toEqual([
      'content-gap',
      'negative-feedback',
      'unanswered-questions',
    ]);
    expect(parseAgentFindingKinds(' Traffic-Drop , content-gap,content-gap')).toEqual(['traffic-drop', 'content-gap']);
  });

  it('refuses an unknown kind or an empty list, naming the input and what is allowed', async () => {
    const { parseAgentFindingKinds } = await import('../../src/analytics/inputs.ts');
    expect(() => parseAgentFindingKinds('traffic-drops')).toThrow(
      'agent-finding-kinds must list finding kinds among content-gap, negative-feedback, unanswered-questions, traffic-drop, separated by commas (got "traffic-drops")',
    );
    expect(() => parseAgentFindingKinds(' , ')).toThrow(/agent-finding-kinds must name at least one of/);
  });
});
