/** Who sees visitor text: the privacy rules from the inputs and the repository's visibility. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePrivacy, visitorTextNotice } from '../../src/analytics/privacy.ts';
import { readRepositoryVisibility, repositoryVisibility } from '../../src/github/visibility.ts';
import { readRunnerContext } from '../../src/github/runner-context.ts';

describe('repositoryVisibility', () => {
  it.each([
    [{ repository: { visibility: 'public', private: false } }, 'public'],
    [{ repository: { visibility: 'internal', private: true } }, 'internal'],
    [{ repository: { private: true } }, 'private'],
    [{ repository: { private: false } }, 'public'],
    [{ repository: {} }, 'unknown'],
    [{}, 'unknown'],
    ['not an object', 'unknown'],
  ])('reads %j as %s', (payload, expected) => {
    expect(repositoryVisibility(payload)).toBe(expected);
  });

  it('is unknown when the event file is missing or not JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'an-event-'));
    try {
      await writeFile(join(dir, 'event.json'), '{not json');
      expect(await readRepositoryVisibility(readRunnerContext({ GITHUB_EVENT_PATH: join(dir, 'event.json') }))).toBe(
        'unknown',
      );
      expect(await readRepositoryVisibility(readRunnerContext({ GITHUB_EVENT_PATH: join(dir, 'missing.json') }))).toBe(
        'unknown',
      );
      expect(await readRepositoryVisibility(readRunnerContext({}))).toBe('unknown');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('resolvePrivacy', () => {
  it.each([
    ['auto', 'private', true],
    ['auto', 'internal', true],
    ['auto', 'public', false],
    ['auto', 'unknown', false],
    ['include', 'public', true],
    ['exclude', 'private', false],
  ] as const)('visitor-text %s in a %s repository keeps visitor text: %s', (mode, visibility, kept) => {
    expect(resolvePrivacy(mode, false, visibility).visitorText).toBe(kept);
  });

  it('keeps feedback contacts only with include-contact', () => {
    expect(resolvePrivacy('include', false, 'private').contact).toBe(false);
    expect(resolvePrivacy('exclude', true, 'public').contact).toBe(true);
  });

  it('treats an unknown visibility as public and says so, with how to include the text', () => {
    const notice = visitorTextNotice(resolvePrivacy('auto', false, 'unknown'));
    expect(notice).toMatch(/treated as public/);
    expect(notice).toMatch(/set visitor-text: include/);
    expect(visitorTextNotice(resolvePrivacy('auto', false, 'private'))).toBeUndefined();
  });
});
