import { afterEach, describe, expect, it, vi } from 'vitest';
import { INPUT_DEFAULTS, INPUT_NAMES, type InputName } from '../src/input-fields.ts';
import { parseInputs as parse, readRawInputs } from '../src/inputs.ts';
import { readRunnerContext } from '../src/github/runner-context.ts';

const NOW = new Date('2026-11-21T15:30:00Z');

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Reads the inputs as the runner passes them: env `INPUT_<NAME>`, through `@actions/core`. */
function raw(values: Partial<Record<InputName, string>>) {
  for (const name of INPUT_NAMES) vi.stubEnv(`INPUT_${name.toUpperCase()}`, values[name] ?? '');
  return readRawInputs();
}

function parseInputs(rawInputs: ReturnType<typeof raw>, env: NodeJS.ProcessEnv, now: Date) {
  return parse(rawInputs, { tempDir: readRunnerContext(env).tempDir, now });
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
    [{ 'artifact-name': 'a/b' }, 'artifact-name must not contain'],
    [{ 'date-from': '2026-02-30' }, 'date-from is not a calendar date (got "2026-02-30")'],
    [{ 'date-from': 'last week' }, 'date-from must be `YYYY-MM-DD`'],
    [{ 'date-from': '2026-03-01', 'date-to': '2026-03-01' }, 'date-from must be before date-to, which is exclusive'],
    [{ period: 'last-7-days', 'date-from': '2026-01-01' }, 'period cannot be combined with date-from or date-to'],
    [
      { period: 'fortnight' },
      'period must be one of last-7-days, last-30-days, previous-week, previous-month, month-to-date (got "fortnight")',
    ],
    [{ 'project-id': 'a b' }, 'project-id must be 1 to 128 characters without spaces'],
  ])('rejects page-views %o', (values, message) => {
    expect(() => parseInputs(raw({ ...pageViews, ...values }), {}, NOW)).toThrow(message);
  });

  it('reads booleans by the toolkit rule and names a bad one with its value', () => {
    expect(parseInputs(raw({ ...pageViews, 'upload-artifact': 'False' }), {}, NOW)).toMatchObject({
      uploadArtifact: false,
    });
    expect(() => raw({ ...pageViews, 'upload-artifact': 'maybe' })).toThrow(
      'upload-artifact must be true or false (got "maybe")',
    );
    expect(() => raw({ ...followUp, wait: 'yes' })).toThrow('wait must be true or false (got "yes")');
  });

  it('names the allowed modes when mode is unknown', () => {
    expect(() => parseInputs(raw({ ...pageViews, mode: 'views' }), {}, NOW)).toThrow(
      'mode must be follow-up, page-views, analytics, reconcile or doctor (got "views")',
    );
  });

  it('replaces every forbidden character of the project ID in the default artifact name', () => {
    expect(parseInputs(raw({ ...pageViews, 'project-id': 'org:docs:v2' }), {}, NOW)).toMatchObject({
      artifactName: 'mintlify-page-views-org-docs-v2',
    });
  });

  it('requires the API key for page-views and never echoes a wrong one', () => {
    expect(() => parseInputs(raw({ ...pageViews, 'api-key': '' }), {}, NOW)).toThrow('api-key is required');
    expect(() => parseInputs(raw({ ...pageViews, 'api-key': 'secret123' }), {}, NOW)).toThrow(
      /^(?!.*secret123).*starts with "mint_"/,
    );
  });

  it('reads every input declared in action.yml, with the same defaults', async () => {
    const { readFile } = await import('node:fs/promises');
    const { parse } = await import('yaml');
    const action = parse(await readFile(new URL('../action.yml', import.meta.url), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      if (name === 'github-token') continue;
      expect([name, INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS]]).toEqual([name, spec.default]);
    }
  });
});

describe('triage inputs of analytics', () => {
  const analytics = {
    mode: 'analytics',
    'api-key': 'mint_abc',
    'project-id': 'proj_1',
    'github-token': 'ghs_x',
  } as const;

  it('default to no issues, 5 per run, the docs-health label and no agent job', () => {
    expect(parseInputs(raw(analytics), {}, NOW)).toMatchObject({
      triage: { fileIssues: false, maxIssues: 5, label: 'docs-health', agentFindings: 0, triggerPhrase: '/mintlify' },
    });
  });

  it('refuse agent-findings without file-issues, naming both', () => {
    expect(() => parseInputs(raw({ ...analytics, 'agent-findings': '3' }), {}, NOW)).toThrow(
      /^agent-findings \(3\) requires file-issues: true: .* Set file-issues: true \(with permissions issues: write\), or agent-findings: 0$/,
    );
  });

  it('bound agent-findings to 10 and max-issues to 50', () => {
    expect(() => parseInputs(raw({ ...analytics, 'file-issues': 'true', 'agent-findings': '11' }), {}, NOW)).toThrow(
      'agent-findings must be an integer from 0 to 10 (got "11")',
    );
    expect(() => parseInputs(raw({ ...analytics, 'file-issues': 'true', 'max-issues': '51' }), {}, NOW)).toThrow(
      'max-issues must be an integer from 0 to 50 (got "51")',
    );
  });

  it('refuse a label GitHub would split or reject', () => {
    expect(() =>
      parseInputs(raw({ ...analytics, 'file-issues': 'true', 'issue-label': 'docs,health' }), {}, NOW),
    ).toThrow(/^issue-label must be a label name of 1 to 50 characters without commas/);
  });
});

describe('agent-uses-repository', () => {
  it('defaults to this repository (no counter repository named), for follow-up and analytics', () => {
    expect(parseInputs(raw(followUp), {}, NOW)).toMatchObject({ caps: { usesRepository: undefined } });
    const analytics = { mode: 'analytics', 'api-key': 'mint_abc', 'project-id': 'proj_1' } as const;
    expect(parseInputs(raw(analytics), {}, NOW)).toMatchObject({ triage: { usesRepository: undefined } });
  });

  it('takes one owner/name, shared by every workflow that names it', () => {
    expect(parseInputs(raw({ ...followUp, 'agent-uses-repository': 'acme/docs.site' }), {}, NOW)).toMatchObject({
      caps: { usesPerDay: 50, usesRepository: { owner: 'acme', repo: 'docs.site' } },
    });
  });

  it.each(['acme', 'acme/docs/extra', '-acme/docs', 'acme/..', 'acme/do cs', 'https://github.com/acme/docs'])(
    'refuses %j before any request, saying what is allowed',
    (value) => {
      expect(() => parseInputs(raw({ ...followUp, 'agent-uses-repository': value }), {}, NOW)).toThrow(
        `agent-uses-repository must be one repository as owner/name, e.g. acme/docs, or empty for this repository (got ${JSON.stringify(value)})`,
      );
    },
  );
});
