import { describe, expect, it } from 'vitest';
import type { WriterVerdict } from '../../src/github/identity.ts';
import { signerFor } from '../../src/signing/signer.ts';
import {
  findingMarkerMacInput,
  findingMarkerSigner,
  formatFindingMarker,
  issueScope,
  parseFindingMarker,
  verifiedFindingIssue,
  withoutFindingMarker,
  type FindingMarker,
} from '../../src/findings/marker.ts';

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
const context = { owner: 'acme', repo: 'docs', label: 'docs-health', signer };
const OURS = { trusted: true } as const;
const issue = (body: string, extra: Partial<{ number: number; labels: string[]; writer: WriterVerdict }> = {}) => ({
  number: 101,
  body,
  labels: ['docs-health'],
  writer: OURS,
  ...extra,
});

/** A marker of the earlier format: signed with the MAC of `apiKey` (as releases before the project tag wrote it). */
function legacySigned(m: FindingMarker, apiKey: string, on = scope): FindingMarker {
  const mac = signerFor(apiKey, 'findingMarker').shortMac(findingMarkerMacInput(m, on, PROJECT));
  return { ...m, project: undefined, signature: mac };
}

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

  it('is bound to its Mintlify project, whatever the API key', () => {
    const bound = signer.sign(marker, scope);
    expect(bound.project).toMatch(/^[0-9a-f]{32}$/);
    expect(bound.signature).toBeUndefined();
    expect(signer.verify(bound, scope)).toBe(true);
    expect(findingMarkerSigner('mint_rotated_in_key', PROJECT).verify(bound, scope)).toBe(true);
    expect(findingMarkerSigner(KEY, { ...PROJECT, projectId: 'proj_other' }).verify(bound, scope)).toBe(false);
  });

  it('of the earlier format verifies only with the key that signed it, for its issue, unedited', () => {
    const old = legacySigned(marker, KEY);
    expect(signer.verify(old, scope)).toBe(true);
    expect(signer.verify(old, issueScope({ owner: 'acme', repo: 'docs', issueNumber: 102 }))).toBe(false);
    expect(signer.verify({ ...old, state: 'started', jobId: 'job_evil' }, scope)).toBe(false);
    expect(findingMarkerSigner('mint_other_key', PROJECT).verify(old, scope)).toBe(false);
  });
});

describe('verifiedFindingIssue', () => {
  const body = `${formatFindingMarker(signer.sign(marker, scope))}\n## Readers`;

  it("accepts the action's own issue", () => {
    expect(verifiedFindingIssue(issue(body), context)).toMatchObject({ findingId: marker.findingId, level: 9 });
  });

  it('ignores an issue without the label, or one the workflow did not write or someone else edited', () => {
    expect(verifiedFindingIssue(issue(body, { labels: ['bug'] }), context)).toBeUndefined();
    const notOurs = {
      trusted: false,
      why: 'edited',
      reason: 'it was edited by mallory after the workflow wrote it',
    } as const;
    expect(verifiedFindingIssue(issue(body, { writer: notOurs }), context)).toBeUndefined();
  });

  it("ignores another project's marker and one with no binding", () => {
    const other = findingMarkerSigner(KEY, { ...PROJECT, projectId: 'proj_other' }).sign(marker, scope);
    expect(verifiedFindingIssue(issue(formatFindingMarker(other)), context)).toBeUndefined();
    const forged = `${formatFindingMarker({ ...marker, signature: '0'.repeat(32) })}\n## Readers`;
    expect(verifiedFindingIssue(issue(forged), context)).toBeUndefined();
    expect(verifiedFindingIssue(issue(formatFindingMarker(marker)), context)).toBeUndefined();
  });

  it('accepts an issue of the earlier format while the key that signed it is configured', () => {
    const old = formatFindingMarker(legacySigned(marker, KEY));
    expect(verifiedFindingIssue(issue(old), context)).toBeDefined();
    expect(
      verifiedFindingIssue(issue(old), { ...context, signer: findingMarkerSigner('mint_new_key', PROJECT) }),
    ).toBeUndefined();
  });
});
