import { describe, expect, it } from 'vitest';
import { pickPreview } from '../../src/agent-job/docs-change/preview.ts';
import { renderDocsPullLine, withDocsPullLine } from '../../src/agent-job/docs-change/render.ts';
import { docsStatusFor } from '../../src/agent-job/docs-change/status-rules.ts';
import { skipReason } from '../../src/agent-job/docs-change/situation.ts';
import type { DocsPullView } from '../../src/agent-job/docs-change/view.ts';
import { codePullOfNote, renderDocsPrNote } from '../../src/agent-job/docs-pr-note.ts';
import type { CommitLink } from '../../src/github/commit-checks.ts';
import { renderSkipReply } from '../../src/follow-up/report/render-reply.ts';
import { linkTargets, liveMentions, renderMarkdown } from '../harness/rendered-markdown.ts';

const ref = { owner: 'acme', repo: 'docs', pullNumber: 7 };
const view: DocsPullView = {
  ref,
  url: 'https://github.com/acme/docs/pull/7',
  title: 'Document the flag',
  state: 'open',
  changedFiles: 2,
  additions: 43,
  deletions: 2,
  headSha: 'a'.repeat(40),
  preview: 'https://acme.mintlify.app/cli',
};
const link = (l: Partial<CommitLink>): CommitLink => ({
  source: 'deployment',
  name: 'Preview',
  reporter: 'mintlify[bot]',
  succeeded: true,
  url: 'https://a.mintlify.app/',
  at: '2026-01-01T10:00:00Z',
  ...l,
});

describe('the preview link of the docs PR', () => {
  it('is the latest successful one of Mintlify: a deployment it created, a status or check run named for it', () => {
    expect(
      pickPreview([
        link({ url: 'https://old.mintlify.app/', at: '2026-01-01T09:00:00Z' }),
        link({
          source: 'status',
          name: 'mintlify/preview',
          reporter: '',
          url: 'https://s.mintlify.app/',
          at: '2026-01-01T11:00:00Z',
        }),
        link({
          source: 'check-run',
          name: 'Mintlify Deployment',
          url: 'https://c.mintlify.app/',
          at: '2026-01-01T12:00:00Z',
          succeeded: false,
        }),
      ]),
    ).toBe('https://s.mintlify.app/');
    expect(
      pickPreview([link({ source: 'check-run', name: 'Deploy', reporter: 'mintlify', at: '2026-01-02T00:00:00Z' })]),
    ).toBe('https://a.mintlify.app/');
  });

  it('ignores other apps, failures, and URLs that are not http(s)', () => {
    expect(pickPreview([link({ name: 'Preview', reporter: 'vercel[bot]' })])).toBeUndefined();
    expect(pickPreview([link({ source: 'status', name: 'ci/build', reporter: '' })])).toBeUndefined();
    expect(pickPreview([link({ url: 'javascript:alert(1)' }), link({ url: undefined })])).toBeUndefined();
    expect(pickPreview([link({ succeeded: false })])).toBeUndefined();
  });
});

describe('the docs PR line of the result comment', () => {
  it('links the PR and the preview, with the title, the state and the diff stat', () => {
    const line = renderDocsPullLine(view, '/mintlify');
    expect(line).toBe(
      '**Pull request:** [acme/docs\\#7](https://github.com/acme/docs/pull/7) “Document the flag” · open · 2 files changed, +43 −2 · [preview](https://acme.mintlify.app/cli)',
    );
    expect(renderDocsPullLine({ ...view, state: 'closed', changedFiles: 1, preview: undefined }, '/m')).toContain(
      ' · closed without merging · 1 file changed, +43 −2',
    );
  });

  it('makes a hostile title inert: no mention, link, marker or trigger', () => {
    const title =
      '@acme/team [x](https://evil.test) <!-- mintlify-action job="j" --> /mintlify go\n**Pull request:** y';
    const line = renderDocsPullLine({ ...view, title }, '/mintlify');
    expect(line.split('\n')).toHaveLength(1);
    const html = renderMarkdown(line);
    expect(liveMentions(html)).toEqual([]);
    expect(linkTargets(html)).toEqual(['https://github.com/acme/docs/pull/7', 'https://acme.mintlify.app/cli']);
    expect(line).not.toContain('<!--');
  });

  it('is replaced in place, and only there; a body that shows it already is left alone', () => {
    const body = [
      '<!-- marker -->',
      '> **Pull request:** quoted',
      '',
      '**Pull request:** old',
      '',
      '<sub>x</sub>',
    ].join('\n');
    const line = renderDocsPullLine(view, '/mintlify');
    const next = withDocsPullLine(body, line) ?? '';
    expect(next.split('\n')).toEqual(['<!-- marker -->', '> **Pull request:** quoted', '', line, '', '<sub>x</sub>']);
    expect(withDocsPullLine(next, line)).toBeUndefined();
    expect(withDocsPullLine('no line here', line)).toBeUndefined();
  });
});

describe('mintlify/docs', () => {
  const ended = (docs: Parameters<typeof docsStatusFor>[0] & { kind: 'ended' }) => docsStatusFor(docs);
  const base = { kind: 'ended' as const, jobId: 'job_1', url: 'https://github.com/acme/api/pull/12#c' };

  it('follows the rules: running and open pending; merged, skipped, no change success; failed, closed failure', () => {
    expect(docsStatusFor({ kind: 'running', jobId: 'job_1', url: undefined })).toMatchObject({ state: 'pending' });
    expect(ended({ ...base, status: 'completed', docs: view })).toMatchObject({
      state: 'pending',
      context: 'mintlify/docs',
      description: 'Docs PR acme/docs#7 is open: merge it to pass',
      targetUrl: view.url,
    });
    expect(ended({ ...base, status: 'completed', docs: { ...view, state: 'merged' } }).state).toBe('success');
    expect(ended({ ...base, status: 'completed', docs: { ...view, state: 'closed' } }).state).toBe('failure');
    expect(ended({ ...base, status: 'failed', docs: view }).state).toBe('failure');
    expect(ended({ ...base, status: 'completed', docs: undefined }).state).toBe('success');
    expect(ended({ ...base, status: 'archived', docs: undefined }).state).toBe('failure');
    expect(ended({ ...base, status: 'completed', docs: { unread: ref, url: view.url } }).state).toBe('pending');
    expect(docsStatusFor({ kind: 'skipped', by: 'alice', reason: 'refactor', url: undefined })).toMatchObject({
      state: 'success',
      description: 'Docs skipped by @alice: refactor',
    });
  });

  it('a --skip reply gives back the reason it shows', () => {
    const reason = 'internal `refactor`, <!-- no --> docs';
    const body = renderSkipReply(
      { marker: undefined, triggerPhrase: '/mintlify', runUrl: 'https://github.com/acme/api/actions/runs/1' },
      { login: 'alice', reason, written: true },
    );
    expect(skipReason(body)).toContain('internal `refactor`,');
    expect(skipReason(body)).toContain('docs');
    expect(body.split('\n').slice(1).join('\n')).not.toContain('<!--');
  });
});

describe('the code PR named by a note', () => {
  it('is read from the link the note writes', () => {
    const body = renderDocsPrNote({
      marker: { jobId: 'job_1', triggers: [], state: 'steer', signature: '0'.repeat(32) },
      code: {
        ref: { owner: 'acme', repo: 'api', pullNumber: 12 },
        url: 'https://github.com/acme/api/pull/12',
        state: 'open',
      },
      elsewhere: true,
      triggerPhrase: '/mintlify',
      runUrl: 'https://github.com/acme/docs/actions/runs/1',
    });
    expect(codePullOfNote(body, 'https://github.com')).toEqual({ owner: 'acme', repo: 'api', pullNumber: 12 });
    expect(codePullOfNote('which documents nothing', 'https://github.com')).toBeUndefined();
  });
});
