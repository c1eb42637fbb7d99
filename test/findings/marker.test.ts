import { describe, expect, it } from 'vitest';
import {
  findingMarkerSigner,
  formatFindingMarker,
  issueScope,
  parseFindingMarker,
  verifiedFindingIssue,
  withoutFindingMarker,
  type FindingMarker,
} from '../../src/findings/marker.ts';
import { markerSigner } from '../../src/agent-job/marker.ts';

const KEY = 'mint_test_key_0123456789';
const PROJECT = { projectId: 'proj_123', apiUrl: 'https://api.mintlify.com' };
const signer = findingMarkerSigner(KEY, PROJECT);
const scope = issueScope({ owner: 'acme', repo: 'docs', issueNumber: 101 });
const marker: FindingMarker = {
  findingId: 'negative-feedback:/api-reference/"auth" <x>',
  since: '2026-11-16',
  level: 9,
  jobId: undefined,
  state: 'none',
  jobStatus: undefined,
};
const context = { owner: 'acme', repo: 'docs', label: 'docs-health', tokenLogin: 'github-actions[bot]', signer };
const issue = (
  body: string,
  extra: Partial<{ number: number; authorLogin: string; authorType: string; labels: string[] }> = {},
) => ({
  number: 101,
  body,
  authorLogin: 'github-actions[bot]',
  authorType: 'Bot',
  labels: ['docs-health'],
  ...extra,
});

describe('finding issue marker', () => {
  it('round-trips every field, with a finding id that holds quotes and angle brackets', () => {
    const signed = signer.sign({ ...marker, jobId: 'job_123', state: 'started', jobStatus: 'running' }, scope);
    const line = formatFindingMarker(signed);
    expect(line).not.toMatch(/"auth"|<x>/);
    expect(parseFindingMarker(`${line}\n## Body`)).toEqual(signed);
    expect(withoutFindingMarker(`${line}\n## Body`)).toBe('## Body');
  });

  it('is read only on the first line of the body', () => {
    expect(parseFindingMarker(`Quoted:\n${formatFindingMarker(signer.sign(marker, scope))}`)).toBeUndefined();
  });

  it('verifies only for the issue it was signed for, and only unedited', () => {
    const signed = signer.sign(marker, scope);
    expect(signer.verify(signed, scope)).toBe(true);
    expect(signer.verify(signed, issueScope({ owner: 'acme', repo: 'docs', issueNumber: 102 }))).toBe(false);
    expect(signer.verify({ ...signed, state: 'started', jobId: 'job_evil' }, scope)).toBe(false);
    expect(signer.verify({ ...signed, level: 1 }, scope)).toBe(false);
    expect(findingMarkerSigner('mint_other_key', PROJECT).verify(signed, scope)).toBe(false);
  });

  it('is never valid as a PR marker signature, nor the other way round (separate keys)', () => {
    const prSig = markerSigner(KEY, scope, { projectId: 'proj_1', apiUrl: 'https://api.mintlify.com' }).sign({
      jobId: undefined,
      triggers: [],
      state: 'pending',
    }).signature;
    expect(signer.verify({ ...marker, signature: prSig }, scope)).toBe(false);
  });
});

describe('verifiedFindingIssue', () => {
  const body = `${formatFindingMarker(signer.sign(marker, scope))}\n## Readers`;

  it("accepts the action's own issue", () => {
    expect(verifiedFindingIssue(issue(body), context)).toMatchObject({ findingId: marker.findingId, level: 9 });
  });

  it('ignores an issue without the label, by another user, or with a marker copied from another issue', () => {
    expect(verifiedFindingIssue(issue(body, { labels: ['bug'] }), context)).toBeUndefined();
    expect(verifiedFindingIssue(issue(body, { authorLogin: 'mallory', authorType: 'User' }), context)).toBeUndefined();
    expect(verifiedFindingIssue(issue(body, { number: 102 }), context)).toBeUndefined();
  });

  it('ignores a marker written by another workflow without the key', () => {
    const forged = `${formatFindingMarker({ ...marker, signature: '0'.repeat(32) })}\n## Readers`;
    expect(verifiedFindingIssue(issue(forged), context)).toBeUndefined();
    expect(verifiedFindingIssue(issue(formatFindingMarker(marker)), context)).toBeUndefined();
  });

  it("trusts the token's user when the token is a personal one", () => {
    expect(
      verifiedFindingIssue(issue(body, { authorLogin: 'docs-bot-user', authorType: 'User' }), {
        ...context,
        tokenLogin: 'docs-bot-user',
      }),
    ).toBeDefined();
  });
});
