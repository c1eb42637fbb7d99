import { describe, expect, it } from 'vitest';
import { INPUT_DEFAULTS, INPUT_NAMES, parseInputs, readRawInputs, type RawInputs } from '../../src/inputs.ts';

const NOW = new Date('2026-11-21T15:30:00Z');

function raw(values: Partial<RawInputs>): RawInputs {
  return readRawInputs((name) => values[name as keyof RawInputs] ?? '');
}

const followUp = { mode: 'follow-up', 'api-key': 'mint_abc', 'project-id': 'proj_1', 'job-id': 'job_1' } as const;
const pageViews = { mode: 'page-views', 'api-key': 'mint_abc', 'project-id': 'proj_1' } as const;

describe('parseInputs', () => {
  it('applies the action.yml defaults to follow-up inputs', () => {
    const inputs = parseInputs(raw(followUp), {}, NOW);
    expect(inputs).toMatchObject({
      mode: 'follow-up',
      apiUrl: 'https://api.mintlify.com',
      triggerPhrase: '/mintlify',
      wait: true,
      pollIntervalSeconds: 10,
      timeoutSeconds: 1800,
      comment: true,
      includeContext: true,
      requestTimeoutMs: 30_000,
    });
  });

  it('accepts fractional minutes for timeout and strips a trailing slash from api-url', () => {
    const inputs = parseInputs(raw({ ...followUp, timeout: '0.5', 'api-url': 'http://localhost:8080/' }), {}, NOW);
    expect(inputs).toMatchObject({ timeoutSeconds: 30, apiUrl: 'http://localhost:8080' });
  });

  it('applies the page-views defaults, output dir under RUNNER_TEMP', () => {
    const inputs = parseInputs(raw(pageViews), { RUNNER_TEMP: '/runner/tmp' }, NOW);
    expect(inputs).toMatchObject({
      mode: 'page-views',
      pageSize: 250,
      formats: ['json', 'csv'],
      outputDir: '/runner/tmp/mintlify-page-views',
      artifactName: 'mintlify-page-views-proj_1',
      uploadArtifact: true,
      retentionDays: undefined,
      summaryRows: 25,
      range: { dateFrom: undefined, dateTo: undefined, period: undefined },
    });
  });

  it.each([
    [{ 'page-size': '300' }, 'page-size must be an integer from 1 to 250 (got "300")'],
    [{ 'page-size': '2.5' }, 'page-size must be an integer from 1 to 250 (got "2.5")'],
    [{ format: 'xml' }, 'format must be json, csv or json,csv (got "xml")'],
    [{ 'retention-days': '0' }, 'retention-days must be an integer from 1 to 90 (got "0")'],
    [{ 'summary-rows': '-1' }, 'summary-rows must be an integer from 0 to 1000 (got "-1")'],
    [{ 'upload-artifact': 'maybe' }, 'upload-artifact must be true or false (got "maybe")'],
    [{ 'artifact-name': 'a/b' }, 'artifact-name must not contain'],
    [{ 'date-from': '2026-02-30' }, 'date-from is not a calendar date (got "2026-02-30")'],
    [{ 'date-from': 'last week' }, 'date-from must be `YYYY-MM-DD`'],
    [{ 'date-from': '2026-03-01', 'date-to': '2026-03-01' }, 'date-from must be before date-to, which is exclusive'],
    [{ period: 'last-7-days', 'date-from': '2026-01-01' }, 'period cannot be combined with date-from or date-to'],
    [{ period: 'fortnight' }, 'period must be one of last-7-days, last-30-days, previous-week, previous-month, month-to-date (got "fortnight")'],
    [{ 'project-id': 'a b' }, 'project-id must be 1 to 128 characters without spaces'],
  ])('rejects page-views %o', (values, message) => {
    expect(() => parseInputs(raw({ ...pageViews, ...values }), {}, NOW)).toThrow(message);
  });

  it('requires the API key for page-views and never echoes a wrong one', () => {
    expect(() => parseInputs(raw({ ...pageViews, 'api-key': '' }), {}, NOW)).toThrow('api-key is required');
    expect(() => parseInputs(raw({ ...pageViews, 'api-key': 'secret123' }), {}, NOW)).toThrow(/^(?!.*secret123).*starts with "mint_"/);
  });

  it('reads every input declared in action.yml, with the same defaults', async () => {
    const { readFile } = await import('node:fs/promises');
    const { parse } = await import('yaml');
    const action = parse(await readFile(new URL('../../action.yml', import.meta.url), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      if (name === 'github-token') continue;
      expect([name, INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS]]).toEqual([name, spec.default]);
    }
  });
});
