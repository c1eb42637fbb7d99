import { describe, expect, it } from 'vitest';
import { COMMAND_GUARD, logText } from '../../src/format/log-text.ts';

describe('logText', () => {
  it.each([
    ['\n', 'error: x\n::add-mask::secret'],
    ['\r', 'error: x\r::warning::pwned'],
    ['\r\n', 'error: x\r\n::stop-commands::token'],
    ['leading spaces', 'error: x\n   \t::error::pwned'],
  ])('no line the runner reads can start a workflow command (%s)', (_, text) => {
    const lines = logText(text).split(/\r\n|\r|\n/);
    expect(lines).toHaveLength(2);
    expect(lines.filter((line) => /^\s*::/.test(line))).toEqual([]);
    expect(lines[1]?.startsWith(COMMAND_GUARD)).toBe(true);
  });

  it('guards text that itself starts with ::', () => {
    expect(logText('::warning::x')).toBe(`${COMMAND_GUARD}::warning::x`);
  });

  it('leaves ordinary lines as they are', () => {
    expect(logText('offset 0: 250 rows\nviews: complete :: done')).toBe('offset 0: 250 rows\nviews: complete :: done');
  });
});
