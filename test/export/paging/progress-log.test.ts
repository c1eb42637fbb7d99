import { describe, expect, it } from 'vitest';
import { createProgressLog } from '../../../src/export/paging/progress-log.ts';

/** A progress log on a manual clock: `advance` moves time and fires due timers. */
function harness(intervalMs = 200): {
  writes: string[];
  log: ReturnType<typeof createProgressLog>;
  advance: (ms: number) => void;
} {
  let now = 1_000_000;
  const writes: string[] = [];
  let timers: Array<{ at: number; callback: () => void }> = [];
  const log = createProgressLog({
    write: (text) => writes.push(text),
    now: () => now,
    schedule: (callback, ms) => {
      const timer = { at: now + ms, callback };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    intervalMs,
  });
  const advance = (ms: number): void => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const t of due) t.callback();
  };
  return { writes, log, advance };
}

describe('createProgressLog', () => {
  it('writes the first line at once', () => {
    const { writes, log } = harness();
    log.line('offset 0');
    expect(writes).toEqual(['offset 0']);
  });

  it('holds lines that follow within the interval and writes them together, in order', () => {
    const { writes, log, advance } = harness();
    log.line('offset 0');
    advance(10);
    log.line('offset 250');
    advance(10);
    log.line('offset 500');
    expect(writes).toEqual(['offset 0']);
    advance(200);
    expect(writes).toEqual(['offset 0', 'offset 250\noffset 500']);
  });

  it('writes held lines on flush and cancels the pending write', () => {
    const { writes, log, advance } = harness();
    log.line('a');
    log.line('b');
    log.flush();
    advance(1000);
    expect(writes).toEqual(['a', 'b']);
  });

  it('writes nothing on flush when nothing is held', () => {
    const { writes, log } = harness();
    log.flush();
    expect(writes).toEqual([]);
  });

  it('writes a line at once when the last write is older than the interval', () => {
    const { writes, log, advance } = harness();
    log.line('a');
    advance(500);
    log.line('b');
    expect(writes).toEqual(['a', 'b']);
  });
});
