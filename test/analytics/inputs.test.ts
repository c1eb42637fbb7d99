/** The inputs of `mode: analytics`, through the root parser as the action reads them. */
import { describe, expect, it } from 'vitest';
import { parseDatasets } from '../../src/analytics/inputs.ts';
import { INPUT_DEFAULTS, INPUT_NAMES, BOOLEAN_INPUT_NAMES, type RawInputs } from '../../src/input-fields.ts';
import { parseInputs } from '../../src/inputs.ts';

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
    const inputs = parseInputs(raw({ 'project-id': 'proj_123' }), { env: { RUNNER_TEMP: '/tmp/runner' }, now: NOW });
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
    const inputs = parseInputs(raw({ 'project-id': 'a:b' }), { env: {}, now: NOW });
    expect(inputs.mode === 'analytics' && inputs.artifactName).toBe('mintlify-analytics-a-b');
  });

  it('resolves the same date inputs as page-views (dateTo exclusive)', () => {
    const inputs = parseInputs(raw({ 'project-id': 'p', period: 'previous-month' }), { env: {}, now: NOW });
    expect(inputs.mode === 'analytics' && inputs.range).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-03-01', period: 'previous-month' });
  });

  it('fails on an unknown visitor-text value', () => {
    expect(() => parseInputs(raw({ 'project-id': 'p', 'visitor-text': 'sometimes' }), { env: {}, now: NOW })).toThrow('visitor-text must be auto, include or exclude (got "sometimes")');
  });
});

describe('docs-health inputs', () => {
  const parse = (overrides: Partial<Record<string, string | boolean>>) => {
    const inputs = parseInputs(raw({ 'project-id': 'p', ...overrides }), { env: {}, now: NOW });
    if (inputs.mode !== 'analytics') throw new Error('not analytics');
    return inputs.findings;
  };

  it('computes findings and compares with the previous artifact by default, without a docs URL', () => {
    expect(parse({})).toEqual({ enabled: true, compare: 'previous-artifact', docsUrl: undefined });
  });

  it('reads compare in any case and keeps docs-url without its trailing slash', () => {
    expect(parse({ findings: false, compare: 'NONE', 'docs-url': 'https://docs.acme.dev/v2/' })).toEqual({ enabled: false, compare: 'none', docsUrl: 'https://docs.acme.dev/v2' });
  });

  it('fails on an unknown compare value, naming what is allowed', () => {
    expect(() => parse({ compare: 'last-week' })).toThrow('compare must be previous-artifact or none (got "last-week")');
  });

  it.each(['docs.acme.dev', 'javascript:alert(1)', 'https://user:pw@docs.acme.dev', 'https://docs.acme.dev/?ref=x'])('fails on docs-url %s before any request', (value) => {
    expect(() => parse({ 'docs-url': value })).toThrow(/^docs-url must be/);
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
