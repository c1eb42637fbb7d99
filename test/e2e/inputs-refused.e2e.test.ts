/**
 * Inputs that cannot mean what they say are refused before any request (issue 17 §6), end to
 * end on the built action: impossible dates in every form, project IDs that are not one URL
 * path segment, and request timeouts below the floor. The error names the input.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startAnalyticsWorld, type AnalyticsWorld } from '../harness/analytics-world.ts';
import { startPageViewsWorld, type PageViewsWorld } from '../harness/page-views-world.ts';

let world: PageViewsWorld | AnalyticsWorld;

afterEach(async () => {
  await world.close();
});

/** The step failed with an error naming `input` and sent nothing to Mintlify. */
function expectRefused(run: { exitCode: number | null; stdout: string }, message: string | RegExp): void {
  expect(run.exitCode).toBe(1);
  // The runner decodes `%25`, `%0D` and `%0A` in a workflow command's message.
  const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
  expect(errors.join('\n').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')).toMatch(message);
  expect(world.mintlify.requests).toEqual([]);
}

describe('impossible dates', () => {
  it.each([
    ['date-from', '2026-02-30T00:00:00Z'],
    ['date-from', '2026-02-29T10:00:00+02:00'],
    ['date-to', '2026-04-31T12:00Z'],
    ['date-to', '2026-01-10T24:00:00Z'],
    ['date-from', '2026-01-10T10:61:00Z'],
    ['date-from', '2026-01-10T10:00:00+25:00'],
    ['date-from', '2026-02-30'],
  ])('page-views refuses %s: %s, naming the input, before any request', async (input, value) => {
    world = await startPageViewsWorld();
    const run = await world.run(
      input === 'date-to' ? { 'date-from': '2026-01-01', [input]: value } : { [input]: value },
    );
    expectRefused(
      run,
      new RegExp(`${input} is not a (real date and time|calendar date) \\(got "${value.replace(/[+]/g, '\\+')}"\\)`),
    );
  });

  it('analytics refuses date-from: 2026-02-30T00:00:00Z, naming the input, before any request', async () => {
    world = await startAnalyticsWorld();
    const run = await world.run({ 'date-from': '2026-02-30T00:00:00Z' });
    expectRefused(run, /date-from is not a real date and time \(got "2026-02-30T00:00:00Z"\)/);
  });

  it('still accepts a real instant with an offset', async () => {
    world = await startPageViewsWorld();
    const run = await world.run({ 'date-from': '2024-02-29T23:30:00+01:00', 'date-to': '2024-03-02' });
    expect(run.exitCode).toBe(0);
    expect(world.mintlify.requests[0]?.query.dateFrom).toBe('2024-02-29T22:30:00.000Z');
  });
});

describe('project IDs that are not one path segment', () => {
  it.each(['..', '.', 'a/b', 'a?b', 'a#b', 'proj%2F..', 'a\\b'])(
    'page-views refuses project-id %j before sending the key anywhere',
    async (projectId) => {
      world = await startPageViewsWorld();
      const run = await world.run({ 'project-id': projectId });
      expectRefused(
        run,
        /project-id must be 1 to 128 characters without spaces, "\/", "\\", "\?", "#" or "%", and not "\." or "\.\."/,
      );
    },
  );

  it('analytics refuses project-id: .. before any request', async () => {
    world = await startAnalyticsWorld();
    const run = await world.run({ 'project-id': '..' });
    expectRefused(run, /project-id must be .* not "\." or "\.\."/);
  });
});

describe('request timeouts below the floor', () => {
  it.each(['0.0001', '0.4'])('page-views refuses request-timeout: %s, naming the floor', async (value) => {
    world = await startPageViewsWorld();
    const run = await world.run({ 'request-timeout': value });
    expectRefused(run, `request-timeout must be a number of seconds from 0.5 to 600 (got "${value}")`);
  });
});
