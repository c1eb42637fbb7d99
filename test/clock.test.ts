import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the clock module: it reads its variable once per process. */
async function freshClock(): Promise<typeof import('../src/clock.ts')> {
  vi.resetModules();
  return import('../src/clock.ts');
}

describe("the action's clock", () => {
  beforeEach(() => vi.resetModules());

  it('starts at MINTLIFY_ACTION_NOW and runs on from there', async () => {
    const clock = await freshClock();
    clock.startClock({ MINTLIFY_ACTION_NOW: '2026-11-16T06:30:00Z' });
    const at = clock.now().getTime();
    expect(at).toBeGreaterThanOrEqual(Date.parse('2026-11-16T06:30:00Z'));
    expect(at).toBeLessThan(Date.parse('2026-11-16T06:31:00Z'));
  });

  it('is the system clock when the variable is unset', async () => {
    const clock = await freshClock();
    clock.startClock({});
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses a value that is not an ISO 8601 instant with a time zone, naming the variable', async () => {
    const clock = await freshClock();
    expect(() => clock.startClock({ MINTLIFY_ACTION_NOW: '2026-11-16 06:30' })).toThrow(
      /MINTLIFY_ACTION_NOW must be an ISO 8601 instant with a time zone.*got "2026-11-16 06:30"/,
    );
  });

  it('reads the variable only when started: before startClock, now() is the system clock (issue 40)', async () => {
    const clock = await freshClock();
    vi.stubEnv('MINTLIFY_ACTION_NOW', '2020-01-01T00:00:00Z');
    try {
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
      clock.startClock(process.env);
      expect(clock.now().getTime()).toBeLessThan(Date.parse('2020-01-02T00:00:00Z'));
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
