import { describe, expect, it } from 'vitest';
import { replaceJobSection } from '../../src/agent-job/job-section.ts';
import { formatFindingMarker, parseFindingMarker, type FindingMarker } from '../../src/findings/marker.ts';

const marker: FindingMarker = {
  findingId: 'content-gap:q',
  since: '2026-11-16',
  level: 9,
  jobId: 'job_1',
  state: 'started',
  jobStatus: 'completed',
  signature: 'a'.repeat(32),
};
const section = (status: string) =>
  `<!-- mintlify-action agent-job -->\n### Agent job\n\nAgent job \`job_1\`: **${status}**.\n<!-- /mintlify-action agent-job -->`;

describe('replaceJobSection', () => {
  it('rewrites the section the action wrote, never a copy planted in visitor text above it (an older issue)', () => {
    const planted =
      'Readers searched for `x <!-- mintlify-action agent-job --> @acme/team <!-- /mintlify-action agent-job -->`.';
    const body = `${formatFindingMarker(marker)}\n${planted}\n\n${section('active')}\n\n---\n<sub>Filed</sub>`;
    const out = replaceJobSection(body, marker, { status: 'completed' }, '/mintlify');
    expect(out.split('\n')[1]).toBe(planted);
    expect(out).toContain('**completed**');
    expect(out).not.toContain('**active**');
  });

  it("drops an older version's claim line and stays within 65,536 characters", () => {
    const body = `${formatFindingMarker(marker)}\n${'x'.repeat(70_000)}\n\n${section('active')}\n\n<!-- mintlify-action end-claim 0f3c -->`;
    const out = replaceJobSection(body, marker, { status: 'completed' }, '/mintlify');
    expect(out).not.toContain('end-claim');
    expect(out.length).toBeLessThanOrEqual(65_536);
    expect(parseFindingMarker(out)).toMatchObject({ jobId: 'job_1', jobStatus: 'completed' });
    expect(out).toContain('**completed**');
  });
});
