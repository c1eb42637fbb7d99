import { describe, expect, it } from 'vitest';
import { withinCancellationGrace } from '../../../src/export/runtime/cancellation-grace.ts';

describe('withinCancellationGrace', () => {
  const never = new Promise<never>(() => undefined);

  it('resolves like the work when no cancellation comes', async () => {
    await expect(withinCancellationGrace(Promise.resolve(7), new AbortController().signal, 10)).resolves.toBe(7);
  });

  it('gives up on the work the given time after a cancellation', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 20);
    await expect(withinCancellationGrace(never, controller.signal, 50)).rejects.toThrow(
      'not finished 0.05 s after the cancellation',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });

  it('counts from the start when the run is already cancelled, and lets quick work finish', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      withinCancellationGrace(new Promise((resolve) => setTimeout(() => resolve('done'), 10)), controller.signal, 200),
    ).resolves.toBe('done');
    await expect(withinCancellationGrace(never, controller.signal, 10)).rejects.toThrow(/after the cancellation/);
  });

  it('leaves no unhandled rejection when the work fails after the deadline', async () => {
    const controller = new AbortController();
    controller.abort();
    const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('late')), 30));
    await expect(withinCancellationGrace(late, controller.signal, 5)).rejects.toThrow(/after the cancellation/);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
