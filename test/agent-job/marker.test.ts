import { markerBinding, signerFor } from '../../src/signing/signer.ts';
import { describe, expect, it } from 'vitest';
import { formatMarker, isOwnComment, markerSigner, parseMarker, type Marker } from '../../src/agent-job/marker.ts';

const PROJECT = { projectId: 'proj_1', apiUrl: 'https://api.mintlify.com' };

describe('marker', () => {
  it('round-trips the job id, kind-qualified trigger ids and state', () => {
    const marker: Marker = { jobId: 'job_abc-1', triggers: ['ic:12', 'rc:34', 'rv:56'], state: 'sent' };
    expect(parseMarker(`${formatMarker(marker)}\n### body`)).toEqual({
      ...marker,
      created: false,
      signature: undefined,
    });
  });

  it('is an HTML comment, invisible in the rendered comment, that marks the comment as ours', () => {
    const line = formatMarker({ jobId: 'j', triggers: [], state: 'steer' });
    expect(line).toMatch(/^<!-- .* -->$/);
    expect(isOwnComment(`${line}\nhello`)).toBe(true);
    expect(isOwnComment('/mintlify do it')).toBe(false);
  });

  it('counts only a marker on the first line: one quoted or echoed further down is not ours', () => {
    const line = formatMarker({ jobId: 'job_evil', triggers: ['ic:999'], state: 'sent' });
    expect(parseMarker(`Deploy preview: ${line}`)).toBeUndefined();
    expect(parseMarker(`hello\n${line}`)).toBeUndefined();
  });

  it('ignores comments without a marker or with a malformed one', () => {
    expect(parseMarker('just a comment')).toBeUndefined();
    expect(parseMarker('<!-- mintlify-action job="a b" triggers="ic:1" state="sent" -->')).toBeUndefined();
    expect(parseMarker('<!-- mintlify-action job="a" triggers="ic:1" state="bogus" -->')).toBeUndefined();
    expect(parseMarker('<!-- mintlify-action job="a" triggers="xx:1" state="sent" -->')).toBeUndefined();
    expect(parseMarker('<!-- mintlify-action job="a" triggers="ic:0" state="sent" -->')).toBeUndefined();
  });

  describe('project binding', () => {
    const signer = markerSigner('mint_key_one', 'acme/docs#12', PROJECT);
    const marker: Marker = { jobId: 'job_abc', triggers: ['ic:12'], state: 'sent' };
    const legacy = (m: Marker, apiKey: string, scope = 'acme/docs#12'): Marker => {
      const bound = JSON.stringify(markerBinding(PROJECT, scope));
      const input = `v2\n${bound}\n${m.jobId ?? '-'}\n${m.triggers.join(',')}\n${m.state}\n${m.created ? 'create' : 'message'}`;
      return { ...m, signature: signerFor(apiKey, 'prMarker').shortMac(input) };
    };

    it('round-trips a bound marker that verifies', () => {
      const parsed = parseMarker(`${formatMarker(signer.sign(marker))}\nbody`);
      expect(parsed?.project).toMatch(/^[0-9a-f]{32}$/);
      expect(parsed?.signature).toBeUndefined();
      expect(parsed && signer.verify(parsed)).toBe(true);
    });

    it('does not verify a marker with no binding, nor one of another project sharing the key', () => {
      expect(signer.verify(marker)).toBe(false);
      expect(
        markerSigner('mint_key_one', 'acme/docs#12', { ...PROJECT, projectId: 'proj_2' }).verify(signer.sign(marker)),
      ).toBe(false);
    });

    it('still verifies after the API key changes (key rotation) and at another URL of the same API', () => {
      expect(markerSigner('mint_key_two', 'acme/docs#12', PROJECT).verify(signer.sign(marker))).toBe(true);
      expect(
        markerSigner('mint_key_two', 'acme/docs#12', { ...PROJECT, apiUrl: 'https://api.example.com' }).verify(
          signer.sign(marker),
        ),
      ).toBe(true);
    });

    it('verifies a marker of the earlier format only with the key that signed it, unedited, on its PR', () => {
      const old = legacy(marker, 'mint_key_one');
      expect(signer.verify(old)).toBe(true);
      expect(signer.verify({ ...old, jobId: 'job_other' })).toBe(false);
      expect(markerSigner('mint_key_one', 'acme/docs#13', PROJECT).verify(old)).toBe(false);
      expect(markerSigner('mint_key_two', 'acme/docs#12', PROJECT).verify(old)).toBe(false);
    });

    it('never writes the API key into the marker', () => {
      expect(formatMarker(signer.sign(marker))).not.toContain('mint_key_one');
    });
  });
});
