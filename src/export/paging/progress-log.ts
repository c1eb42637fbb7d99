/**
 * Progress lines written in batches: at once when the last write is `intervalMs` old, else held
 * at most `intervalMs`. Every line appears, in order, at a few writes per second.
 */

/** What a {@link ProgressLog} needs from the outside (`core.info`, the clock and a timer in the action). */
export interface ProgressLogDeps {
  /** Writes one or more lines (joined with `\n`). */
  write: (text: string) => void;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Calls `callback` after `ms` milliseconds; returns a function that cancels it. */
  schedule: (callback: () => void, ms: number) => () => void;
  /** Longest time a line is held, in milliseconds. */
  intervalMs: number;
}

/** A batching line logger; call {@link ProgressLog.flush} when done. */
export interface ProgressLog {
  line(text: string): void;
  /** Writes the held lines now. */
  flush(): void;
}

/** Creates a {@link ProgressLog}. */
export function createProgressLog(deps: ProgressLogDeps): ProgressLog {
  let held: string[] = [];
  let lastWrite = Number.NEGATIVE_INFINITY;
  let cancel: (() => void) | undefined;

  const flush = (): void => {
    cancel?.();
    cancel = undefined;
    if (held.length === 0) return;
    const text = held.join('\n');
    held = [];
    lastWrite = deps.now();
    deps.write(text);
  };

  return {
    line(text) {
      held.push(text);
      if (deps.now() - lastWrite >= deps.intervalMs) flush();
      else cancel ??= deps.schedule(flush, deps.intervalMs);
    },
    flush,
  };
}

/**
 * A {@link ProgressLog} on the real clock and timers, writing
 * through `write` (e.g. `core.info`) at most every `intervalMs`.
 */
export function createTimedProgressLog(write: (text: string) => void, intervalMs: number): ProgressLog {
  return createProgressLog({
    write,
    now: () => Date.now(),
    schedule: (callback, ms) => {
      const timer = setTimeout(callback, ms);
      return () => clearTimeout(timer);
    },
    intervalMs,
  });
}
