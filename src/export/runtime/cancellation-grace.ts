/**
 * A time limit on work that must not hold up a cancelled run: once the runner cancels, the
 * summary and the failure still have to be written before the process is made to exit.
 */

/**
 * Resolves like `work`, but rejects `ms` milliseconds after `signal` aborts (after the call
 * when it already has): `work` itself is left to finish or be cut short by the process exit.
 */
export function withinCancellationGrace<T>(work: Promise<T>, signal: AbortSignal, ms: number): Promise<T> {
  // Past the deadline nobody awaits `work` any more: its failure must not go unhandled.
  work.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_, reject) => {
    onAbort = (): void => {
      timer = setTimeout(() => reject(new Error(`not finished ${ms / 1000} s after the cancellation`)), ms);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, deadline]).finally(() => {
    clearTimeout(timer);
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
  });
}
