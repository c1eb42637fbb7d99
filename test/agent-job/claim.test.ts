import { describe, expect, it } from 'vitest';
import { withClaim } from '../../src/agent-job/report-end.ts';

describe('withClaim: the final-state write of a job end names its writer', () => {
  const body = '<!-- mintlify-action finding-issue v=1 -->\n## Agent job\nAgent job `job_1`: **completed**.';

  it('gives two runs writing the same final state different bodies, so the claim check tells them apart', () => {
    const first = withClaim(body);
    const second = withClaim(body);
    expect(first).not.toBe(second);
    expect(first.startsWith(`${body}\n\n<!-- mintlify-action end-claim `)).toBe(true);
  });

  it('replaces an earlier claim line instead of adding one per report', () => {
    const twice = withClaim(withClaim(body));
    expect(twice.match(/end-claim/g)).toHaveLength(1);
    expect(twice.startsWith(`${body}\n\n`)).toBe(true);
  });
});
