import { describe, expect, it } from 'vitest';
import { renderDocsPrNote, renderNoAccessLine, sameRepository } from '../../src/agent-job/docs-pr-note.ts';
import { parseMarker } from '../../src/agent-job/marker.ts';
import { linkTargets, liveMentions, renderMarkdown } from '../harness/rendered-markdown.ts';

const code = { ref: { owner: 'acme', repo: 'api', pullNumber: 12 }, url: 'https://github.com/acme/api/pull/12' };
const marker = { jobId: 'job_1', triggers: [], state: 'steer' as const, signature: '0'.repeat(32) };
const note = (state: 'merged' | 'open' | 'closed' | 'issue' | undefined, elsewhere = true) =>
  renderDocsPrNote({
    marker,
    code: { ...code, state },
    elsewhere,
    triggerPhrase: '/mintlify',
    runUrl: 'https://github.com/acme/docs/actions/runs/1',
  });

describe('the note on the agent pull request', () => {
  it('starts with the signed job record (marker state steer) and says how to steer the job', () => {
    const body = note('open');
    expect(parseMarker(body)).toMatchObject({ jobId: 'job_1', state: 'steer' });
    expect(body).toContain('Reply with `/mintlify <instruction>` in a comment or a review comment to steer this job');
  });

  it('names the code PR in another repository with its owner and name, and says when it is not merged yet', () => {
    const html = renderMarkdown(note('open'));
    expect(html).toContain('<a href="https://github.com/acme/api/pull/12">acme/api#12</a>');
    expect(html).toContain('<strong>not merged yet</strong>');
    expect(linkTargets(html)).toEqual([
      'https://github.com/acme/api/pull/12',
      'https://github.com/acme/docs/actions/runs/1',
    ]);
  });

  it('says merged, closed without merging, or unknown', () => {
    expect(note('merged')).toContain('(**merged** — the code has shipped)');
    expect(note('closed')).toContain('**closed without merging**');
    expect(note(undefined)).toContain('state unknown');
    expect(note('issue')).toContain('(an issue)');
  });

  it('names a code PR of the same repository by its number', () => {
    expect(note('merged', false)).toContain('[#12](https://github.com/acme/api/pull/12)');
  });

  it('keeps a job id with backticks inside its code span, with no live mention', () => {
    const body = renderDocsPrNote({
      marker: { ...marker, jobId: 'job`@acme/team [x](https://evil.example)`' },
      code: { ...code, state: 'open' },
      elsewhere: true,
      triggerPhrase: '/mintlify',
      runUrl: 'https://github.com/acme/docs/actions/runs/1',
    });
    const html = renderMarkdown(body);
    expect(liveMentions(html)).toEqual([]);
    expect(html).toContain('<code>job`@acme/team [x](https://evil.example)`</code>');
  });
});

describe('the line on the code PR when the token cannot reach the agent PR', () => {
  it('says in one line which access the note needs, naming actions/create-github-app-token', () => {
    const line = renderNoAccessLine({ owner: 'acme', repo: 'docs', pullNumber: 7 }, { owner: 'acme', repo: 'api' });
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('does not reach acme/docs');
    expect(line).toContain('pull-requests: write');
    expect(line).toContain('actions/create-github-app-token');
  });

  it('in the same repository, names the missing permission only', () => {
    const line = renderNoAccessLine({ owner: 'Acme', repo: 'API', pullNumber: 7 }, { owner: 'acme', repo: 'api' });
    expect(line).toContain('cannot write there (it needs `pull-requests: write`)');
    expect(sameRepository({ owner: 'Acme', repo: 'API' }, { owner: 'acme', repo: 'api' })).toBe(true);
  });
});
