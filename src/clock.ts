/**
 * The action's clock: the time every date of a run is taken from (the range `period` and relative
 * dates resolve against, a snapshot's `startedAt`, a range left to the API's UTC day, the findings'
 * `generatedAt`, the triage's "today").
 *
 * `MINTLIFY_ACTION_NOW` (an ISO 8601 instant with a time zone, e.g. `2026-11-16T06:30:00Z`) sets
 * the clock to that instant at start-up, from where it runs on at the system's pace: this
 * repository's end-to-end tests run a later week this way. Workflows leave it unset.
 */

/** The variable that sets the clock. */
const CLOCK_VARIABLE = 'MINTLIFY_ACTION_NOW';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

let offsetMs: number | undefined;

/**
 * Reads {@link CLOCK_VARIABLE} from `env` once (the first call; each step's entry point calls it at start-up); later
 * calls reuse what it said.
 * @throws Error naming the variable when it is set to anything but an ISO 8601 instant.
 */
export function startClock(env: NodeJS.ProcessEnv): void {
  if (offsetMs !== undefined) return;
  const value = (env[CLOCK_VARIABLE] ?? '').trim();
  if (value === '') {
    offsetMs = 0;
    return;
  }
  const at = INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at))
    throw new Error(
      `${CLOCK_VARIABLE} must be an ISO 8601 instant with a time zone, e.g. 2026-11-16T06:30:00Z (got "${value.slice(0, 60)}"); leave it unset to use the system clock`,
    );
  offsetMs = at - Date.now();
}

/**
 * The current time by the action's clock: the system's when {@link CLOCK_VARIABLE} is unset, or before
 * {@link startClock} ran (the environment is read only there, never here).
 */
export function now(): Date {
  return new Date(Date.now() + (offsetMs ?? 0));
}
