import { describe, expect, it } from 'vitest';
import { formatMarker, isOwnComment, parseMarker, type Marker } from '../../src/follow-up/marker.ts';

describe('marker', () => {
  it('round-trips the job id, kind-qualified trigger ids and state', () => {
    const marker: Marker = { jobId: 'job_abc-1', triggers: ['ic:12', 'rc:34', 'rv:56'], state: 'sent' };
    expect(parseMarker(`${formatMarker(marker)}\n### body`)).toEqual(marker);
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
});
