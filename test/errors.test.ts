import { describe, expect, it } from 'vitest';
import { findInCauses, systemErrorCode } from '../src/errors.ts';

/** An error with a Node.js system error code. */
const systemError = (code: string): Error => Object.assign(new Error(`connect ${code}`), { code });

describe('findInCauses', () => {
  it('finds what the error or one of its causes carries, nearest first', () => {
    const chain = new Error('fetch failed', { cause: new Error('outer', { cause: systemError('ECONNREFUSED') }) });
    expect(systemErrorCode(chain)).toBe('ECONNREFUSED');
    expect(findInCauses(chain, (e) => (e.message.startsWith('o') ? e.message : undefined))).toBe('outer');
  });

  it('reads at most five levels, so a cyclic chain ends', () => {
    const cyclic = new Error('a');
    cyclic.cause = cyclic;
    let visited = 0;
    expect(findInCauses(cyclic, () => void visited++)).toBeUndefined();
    expect(visited).toBe(5);
    let deep: Error = systemError('ENOTFOUND');
    for (let i = 0; i < 5; i++) deep = new Error(`level ${i}`, { cause: deep });
    expect(systemErrorCode(deep)).toBeUndefined();
  });

  it('stops at a cause that is not an Error', () => {
    expect(systemErrorCode(new Error('x', { cause: { code: 'ECONNRESET' } }))).toBeUndefined();
    expect(systemErrorCode('ECONNRESET')).toBeUndefined();
  });
});
