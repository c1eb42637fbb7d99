import { describe, expect, it } from 'vitest';
import { AgentJobSchema, describeIssues, MAX_DISPLAY_FIELD_CHARS } from '../../src/mintlify/schemas.ts';

/** A full `AgentJob` as the admin spec describes it. */
const job = {
  id: 'job_7f3a9c',
  status: 'completed',
  source: { repository: 'https://github.com/acme/docs', ref: 'main' },
  model: 'sonnet',
  prLink: 'https://github.com/acme/docs/pull/42',
  createdAt: '2026-01-01T10:00:00Z',
  archivedAt: null,
};

function problem(body: unknown): string {
  const parsed = AgentJobSchema.safeParse(body);
  if (parsed.success) throw new Error('expected the parse to fail');
  return describeIssues(parsed.error);
}

describe('AgentJobSchema: what decides behaviour is strict', () => {
  it('accepts an id that matches the job-id pattern', () => {
    expect(AgentJobSchema.parse(job).id).toBe('job_7f3a9c');
  });

  it.each([
    ['a backtick and a mention', 'job`@acme/team`'],
    ['a Markdown link', 'job](https://evil.example)'],
    ['a quote that would end the marker attribute', 'job" state="sent'],
    ['a line break', 'job\n\n# heading'],
    ['an empty string', ''],
    ['a leading dot', '.job'],
    ['129 characters', `j${'a'.repeat(128)}`],
  ])('rejects an id with %s, naming the field', (_name, id) => {
    expect(problem({ ...job, id })).toMatch(/^id: must be an agent job ID/);
  });

  it('rejects a missing id and an unknown status', () => {
    expect(problem({ status: 'completed' })).toMatch(/^id: /);
    expect(problem({ ...job, status: 'exploded' })).toMatch(/^status: /);
  });
});

describe('AgentJobSchema: display-only fields never fail a parse', () => {
  it('keeps an http(s) prLink, normalized so that `..` segments are resolved', () => {
    const parsed = AgentJobSchema.parse({ ...job, prLink: 'https://github.com/acme/docs/pull/1/../../pull/2' });
    expect(parsed.prLink).toBe('https://github.com/acme/docs/pull/2');
    expect(parsed.ignoredPrLink).toBeUndefined();
  });

  it.each([
    'mailto:x@y',
    'ftp://files.example/pr',
    'javascript:alert(1)',
    'not a url',
    'https://user:pass@github.com/acme/docs/pull/2',
  ])('sets aside a prLink that is not a plain http(s) URL: %s', (prLink) => {
    const parsed = AgentJobSchema.parse({ ...job, prLink });
    expect(parsed.prLink).toBeNull();
    expect(parsed.ignoredPrLink).toBe(prLink);
  });

  it('keeps a null or absent prLink as it is', () => {
    expect(AgentJobSchema.parse({ ...job, prLink: null }).prLink).toBeNull();
    expect(AgentJobSchema.parse({ id: 'job_1', status: 'active' }).prLink).toBeUndefined();
  });

  it('accepts any createdAt and archivedAt text, e.g. lowercase RFC 3339', () => {
    const parsed = AgentJobSchema.parse({ ...job, createdAt: '2026-01-01t10:00:00z', archivedAt: 'yesterday' });
    expect(parsed.createdAt).toBe('2026-01-01t10:00:00z');
    expect(parsed.archivedAt).toBe('yesterday');
  });

  it('accepts null model and source fields', () => {
    const parsed = AgentJobSchema.parse({ ...job, model: null, source: { repository: null, ref: null } });
    expect(parsed.model).toBeNull();
    expect(parsed.source).toEqual({ repository: null, ref: null });
    expect(AgentJobSchema.parse({ ...job, source: null }).source).toBeNull();
  });

  it('drops display-only fields of the wrong type instead of failing', () => {
    const parsed = AgentJobSchema.parse({
      ...job,
      model: 42,
      source: 'acme/docs',
      prLink: { href: 'x' },
      createdAt: 1_767_261_600,
    });
    expect(parsed).toMatchObject({
      id: 'job_7f3a9c',
      status: 'completed',
      model: undefined,
      source: undefined,
      prLink: undefined,
      createdAt: undefined,
    });
  });

  it('keeps strings as the API sent them (escaping is the renderer’s job)', () => {
    const parsed = AgentJobSchema.parse({
      ...job,
      model: '@acme/team',
      source: { repository: '![x](https://evil.example/x.png)', ref: '`main`' },
    });
    expect(parsed.model).toBe('@acme/team');
    expect(parsed.source).toEqual({ repository: '![x](https://evil.example/x.png)', ref: '`main`' });
  });
});

describe('AgentJobSchema: display fields are bounded when parsed', () => {
  it('cuts a long model and source to MAX_DISPLAY_FIELD_CHARS, ending in …, never splitting a pair', () => {
    const job = AgentJobSchema.parse({
      id: 'job_1',
      status: 'completed',
      model: 'm'.repeat(70_000),
      source: { repository: '😀'.repeat(40_000), ref: 'r'.repeat(10) },
    });
    expect(job.model).toHaveLength(MAX_DISPLAY_FIELD_CHARS);
    expect(job.model?.endsWith('…')).toBe(true);
    expect(job.source?.repository?.length).toBeLessThanOrEqual(MAX_DISPLAY_FIELD_CHARS);
    expect(job.source?.repository).not.toMatch(/[\uD800-\uDBFF]…$/);
    expect(job.source?.ref).toBe('r'.repeat(10));
  });
});
