import { describe, expect, it } from 'vitest';
import { formatMarker, parseMarker } from '../../src/follow-up/marker.ts';

describe('marker', () => {
  it('round-trips the job id, trigger ids and state', () => {
    const marker = { jobId: 'job_abc-1', triggers: [12, 34], state: 'sent' as const };
    expect(parseMarker(`${formatMarker(marker)}\n### body`)).toEqual(marker);
  });

  it('is an HTML comment, invisible in the rendered comment', () => {
    expect(formatMarker({ jobId: 'j', triggers: [], state: 'steer' })).toMatch(/^<!-- .* -->$/);
  });

  it('ignores comments without a marker or with a forged, malformed one', () => {
    expect(parseMarker('just a comment')).toBeUndefined();
    expect(parseMarker('<!-- mintlify-action job="a b" triggers="1" state="sent" -->')).toBeUndefined();
    expect(parseMarker('<!-- mintlify-action job="a" triggers="1" state="bogus" -->')).toBeUndefined();
  });
});
