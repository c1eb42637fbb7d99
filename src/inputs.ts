/**
 * Reads every workflow input once (`@actions/core`: env `INPUT_<NAME>`, booleans by the
 * toolkit's rule) and parses them with the schema of their `mode` (zod). Every bad
 * value fails here, before any network call, with an {@link InputError} naming the input.
 */
import * as core from '@actions/core';
import { analyticsInputsSchema, type AnalyticsInputs } from './analytics/inputs.ts';
import { doctorInputsSchema, type DoctorInputs } from './doctor/inputs.ts';
import { InputError } from './errors.ts';
import { followUpInputsSchema, type FollowUpInputs } from './follow-up/inputs.ts';
import { BOOLEAN_INPUT_NAMES, INPUT_DEFAULTS, STRING_INPUT_NAMES, type RawInputs } from './input-fields.ts';
import { pageViewsInputsSchema, type PageViewsInputs } from './page-views/inputs.ts';
import type { ExportInputContext } from './export/export-inputs.ts';
import { reconcileInputsSchema, type ReconcileInputs } from './reconcile/inputs.ts';

/** All inputs, discriminated on `mode`. */
export type Inputs = FollowUpInputs | PageViewsInputs | AnalyticsInputs | ReconcileInputs | DoctorInputs;

/** The modes, in the order error messages list them. */
const MODES = ['follow-up', 'page-views', 'analytics', 'reconcile', 'doctor'] as const;
/** One mode. */
type Mode = (typeof MODES)[number];

/** Where raw values come from: `@actions/core` in the action. */
export interface InputSource {
  getInput: (name: string) => string;
  getBooleanInput: (name: string) => boolean;
}

/**
 * Reads every input, trimmed, with the `action.yml` defaults applied to empty ones (so the
 * action behaves the same outside the runner). Booleans follow `core.getBooleanInput`.
 * @throws InputError naming a boolean input whose value is not true/True/TRUE/false/False/FALSE.
 */
export function readRawInputs(source: InputSource = core): RawInputs {
  const raw = {} as RawInputs;
  for (const name of STRING_INPUT_NAMES) {
    raw[name] = source.getInput(name).trim() || (INPUT_DEFAULTS[name] ?? '');
  }
  for (const name of BOOLEAN_INPUT_NAMES) {
    const value = source.getInput(name).trim();
    if (value === '') {
      raw[name] = INPUT_DEFAULTS[name] === 'true';
      continue;
    }
    try {
      raw[name] = source.getBooleanInput(name);
    } catch {
      throw new InputError(`${name} must be true or false (got "${value}")`);
    }
  }
  return raw;
}

/** The zod schema of `mode` (the date-dependent ones of page-views and analytics built for `context`). */
function schemaOf(mode: Mode, context: ExportInputContext) {
  return mode === 'follow-up'
    ? followUpInputsSchema
    : mode === 'page-views'
      ? pageViewsInputsSchema(context)
      : mode === 'reconcile'
        ? reconcileInputsSchema
        : mode === 'doctor'
          ? doctorInputsSchema
          : analyticsInputsSchema(context);
}

/**
 * Parses raw inputs into {@link Inputs} with the schema of their `mode`: only that mode's
 * schema runs (the date-dependent ones of page-views and analytics are built here, for that mode only).
 * @param context the runner's temporary folder and the current time (relative dates resolve in UTC).
 * @throws InputError for an unknown `mode`, or the first invalid input found.
 */
export function parseInputs(raw: RawInputs, context: ExportInputContext): Inputs {
  const mode = MODES.find((m) => m === raw.mode);
  if (mode === undefined)
    throw new InputError(`mode must be ${MODES.slice(0, -1).join(', ')} or ${MODES.at(-1) ?? ''} (got "${raw.mode}")`);
  const parsed = schemaOf(mode, context).safeParse(raw);
  if (!parsed.success) throw new InputError(parsed.error.issues[0]?.message ?? 'the inputs are invalid');
  return parsed.data;
}

/**
 * The inputs `mode` reads (the keys of its schema), in the schema's order: what a sub-action
 * running it declares (`scripts/generate-actions.ts`) and what docs/inputs.md lists for it.
 */
export function modeInputNames(mode: Mode): string[] {
  return Object.keys(schemaOf(mode, { tempDir: '', now: new Date(0) }).in.shape);
}
