import { describe, expect, it } from 'vitest';
import { clause } from '../../src/format/sentence.ts';

describe('clause', () => {
  it.each([
    ['artifact storage is disabled.', 'artifact storage is disabled'],
    ['LOCAL_ACTION_ARTIFACT_PATH must be set!', 'LOCAL_ACTION_ARTIFACT_PATH must be set'],
    ['Is the key valid?', 'Is the key valid'],
    ['Rate limit exceeded!!. ', 'Rate limit exceeded'],
    ['no final mark', 'no final mark'],
  ])('drops the final punctuation of %j so that our sentence adds exactly one', (text, expected) => {
    expect(clause(text)).toBe(expected);
    expect(`${clause(text)}.`).not.toMatch(/[.!?]{2}$/);
  });

  it('keeps the ellipsis that marks cut text', () => {
    expect(clause('a long error body…')).toBe('a long error body…');
  });
});

describe('user-facing messages of src/', () => {
  it('never strip only a final "." before adding one (that leaves "!." and "?.")', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const root = new URL('../../src/', import.meta.url).pathname;
    const offenders: string[] = [];
    for (const entry of await readdir(root, { recursive: true })) {
      if (!entry.endsWith('.ts')) continue;
      const text = await readFile(join(root, entry), 'utf8');
      if (text.includes(".replace(/\\.$/, '')")) offenders.push(entry);
    }
    expect(offenders).toEqual([]);
  });
});
