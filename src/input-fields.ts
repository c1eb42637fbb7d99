/**
 * The action's inputs by name, the values they default to (the same as `action.yml`), and
 * the zod field schemas the mode schemas are built from. Every field error is an
 * {@link InputError}-ready message naming the input, the bad value (never the API key) and
 * what is allowed. Pure; the bottom layer of input parsing.
 */
import { z } from 'zod';

/** Inputs read as text. */
export const STRING_INPUT_NAMES = [
  'mode',
  'api-key',
  'project-id',
  'api-url',
  'request-timeout',
  'job-id',
  'prompt',
  'trigger-phrase',
  'poll-interval',
  'timeout',
  'github-token',
  'date-from',
  'date-to',
  'period',
  'page-size',
  'max-requests',
  'format',
  'output-dir',
  'artifact-name',
  'retention-days',
  'summary-rows',
  'datasets',
  'visitor-text',
  'compare',
  'docs-url',
  'finding-thresholds',
  'max-issues',
  'issue-label',
  'agent-findings',
  'agent-finding-kinds',
  'agent-label',
  'max-jobs',
  'repositories',
  'agent-jobs-per-pr',
  'agent-uses-per-day',
  'agent-uses-repository',
] as const;

/** Inputs read with the toolkit's boolean rule (`core.getBooleanInput`: true/True/TRUE/false/False/FALSE). */
export const BOOLEAN_INPUT_NAMES = [
  'wait',
  'comment',
  'include-context',
  'create-job',
  'upload-artifact',
  'resume',
  'include-contact',
  'findings',
  'file-issues',
  'dashboard',
  'reopen-dashboard',
  'docs-status',
  'close-orphan-docs-prs',
] as const;

/** The names of every input in `action.yml`. */
export const INPUT_NAMES = [...STRING_INPUT_NAMES, ...BOOLEAN_INPUT_NAMES] as const;

/** One input name. */
export type InputName = (typeof INPUT_NAMES)[number];
/** A text input's name. */
type StringInputName = (typeof STRING_INPUT_NAMES)[number];
/** A boolean input's name. */
type BooleanInputName = (typeof BOOLEAN_INPUT_NAMES)[number];

/**
 * Raw inputs: every text input as a trimmed string ('' when not set and without default), every boolean input parsed.
 */
export type RawInputs = { [K in StringInputName]: string } & { [K in BooleanInputName]: boolean };

/**
 * Defaults applied to empty inputs; the same values as `action.yml`
 * (`github-token` defaults to the workflow token there).
 */
export const INPUT_DEFAULTS: Partial<Record<InputName, string>> = {
  'api-url': 'https://api.mintlify.com',
  'request-timeout': '30',
  'trigger-phrase': '/mintlify',
  wait: 'true',
  'poll-interval': '10',
  timeout: '30',
  comment: 'true',
  'include-context': 'true',
  'create-job': 'true',
  'page-size': '250',
  'max-requests': '100',
  format: 'json,csv',
  'upload-artifact': 'true',
  resume: 'true',
  'summary-rows': '25',
  'include-contact': 'false',
  'visitor-text': 'auto',
  findings: 'true',
  compare: 'previous-artifact',
  'file-issues': 'false',
  'max-issues': '5',
  'issue-label': 'docs-health',
  'agent-findings': '0',
  'agent-finding-kinds': 'content-gap,negative-feedback,unanswered-questions',
  dashboard: 'true',
  'reopen-dashboard': 'false',
  'agent-label': 'mintlify-agent',
  'max-jobs': '50',
  'agent-jobs-per-pr': '5',
  'agent-uses-per-day': '50',
  'docs-status': 'true',
  'close-orphan-docs-prs': 'false',
};

/** Adds a custom issue with `message` and returns `z.NEVER` (for use inside `transform`). */
function reject(ctx: z.core.$RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** An integer input from `min` to `max`, e.g. `page-size must be an integer from 1 to 250 (got "300")`. */
export function integerField(name: InputName, min: number, max: number) {
  return z.string().transform((value, ctx) => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
      return reject(ctx, `${name} must be an integer from ${min} to ${max} (got "${value}")`);
    }
    return n;
  });
}

/** An optional integer input (`undefined` when empty). */
export function optionalIntegerField(name: InputName, min: number, max: number) {
  const field = integerField(name, min, max);
  return z.string().transform((value, ctx) => {
    if (value === '') return undefined;
    const parsed = field.safeParse(value);
    return parsed.success ? parsed.data : reject(ctx, parsed.error.issues[0]?.message ?? `${name} is invalid`);
  });
}

/**
 * A positive decimal number of `unit`, at most `max` (e.g. minutes, seconds), and at least
 * `min` when given (a floor below which the value cannot work, e.g. a 0.1 ms request timeout).
 */
export function positiveNumberField(name: InputName, unit: string, max: number, min?: number) {
  return z.string().transform((value, ctx) => {
    const n = Number(value);
    if (!/^\d*\.?\d+$/.test(value) || !(n > 0) || n > max || (min !== undefined && n < min)) {
      const range =
        min === undefined
          ? `a positive number of ${unit}, at most ${max}`
          : `a number of ${unit} from ${min} to ${max}`;
      return reject(ctx, `${name} must be ${range} (got "${value}")`);
    }
    return n;
  });
}

/** The error for a missing API key (follow-up allows an empty key only to skip fork PRs politely). */
export const API_KEY_REQUIRED =
  'api-key is required: pass your Mintlify admin API key from a secret, e.g. api-key: ${{ secrets.MINTLIFY_API_KEY }}';

/** An admin API key (`mint_…`, no whitespace), or '' when `allowEmpty`. The value is never echoed. */
export function apiKeyField(allowEmpty: boolean) {
  return z.string().transform((value, ctx) => {
    if (value === '') return allowEmpty ? value : reject(ctx, API_KEY_REQUIRED);
    if (!value.startsWith('mint_')) {
      return reject(
        ctx,
        'api-key must be a Mintlify admin API key, which starts with "mint_" (the value given does not; it is not shown)',
      );
    }
    if (/\s/.test(value)) {
      return reject(
        ctx,
        'api-key must not contain spaces or line breaks (the value given does; it is not shown): copy the key again into the secret',
      );
    }
    return value;
  });
}

/**
 * A project ID is one path segment of every endpoint (`/v2/agent/{projectId}/…`,
 * `/v1/analytics/{projectId}/…`); the specs type it as a plain string. Refused: what cannot be
 * one segment as given — whitespace and control characters, `/` and `\` (a path separator in
 * URLs), `?` and `#` (end the path), `%` (an escape, i.e. an ID already encoded), and the dot
 * segments `.` and `..`, which URL normalization removes (`project-id: ..` would call `/v1/views`).
 */
const PROJECT_ID = /^[^\s\p{Cc}/\\?#%]{1,128}$/u;
const HTTP_URL = z.url({ protocol: /^https?$/ });

/**
 * `project-id`: 1–128 characters without whitespace, `/`, `\`,
 * `?`, `#` or `%`, and not `.` or `..` (see {@link PROJECT_ID}).
 */
const projectIdField = z.string().transform((value, ctx) => {
  if (value === '')
    return reject(ctx, 'project-id is required: the Mintlify project ID from the API keys page of the dashboard');
  if (!PROJECT_ID.test(value) || value === '.' || value === '..') {
    return reject(
      ctx,
      `project-id must be 1 to 128 characters without spaces, "/", "\\", "?", "#" or "%", and not "." or ".." — copy the ID from the API keys page of the Mintlify dashboard (got ${JSON.stringify(value)})`,
    );
  }
  return value;
});

/** `api-url`: an http(s) URL; returned without trailing slashes. */
const apiUrlField = z.string().transform((value, ctx) => {
  if (!HTTP_URL.safeParse(value).success)
    return reject(ctx, `api-url must be an http(s) URL such as https://api.mintlify.com (got "${value}")`);
  return value.replace(/\/+$/, '');
});

/** Artifact names may not contain these (actions/upload-artifact's path validation). */
const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/g;

/**
 * The `artifact-name` input, or `defaultName` with every forbidden character replaced by `-` when it is empty; an issue
 * on `ctx` when the name is not allowed.
 */
export function resolveArtifactName(value: string, defaultName: string, ctx: z.core.$RefinementCtx): string {
  const name = value || defaultName.replace(ARTIFACT_NAME_FORBIDDEN, '-');
  if (new RegExp(ARTIFACT_NAME_FORBIDDEN.source).test(name)) {
    return reject(ctx, `artifact-name must not contain " : < > | * ? \\ / or line breaks (got "${name}")`);
  }
  return name;
}

/** The shortest `request-timeout`, in seconds: below it no HTTPS request to the API can finish. */
const MIN_REQUEST_TIMEOUT_SECONDS = 0.5;

/** Fields every mode has. */
export const commonFields = {
  'project-id': projectIdField,
  'api-url': apiUrlField,
  'request-timeout': positiveNumberField('request-timeout', 'seconds', 600, MIN_REQUEST_TIMEOUT_SECONDS),
};

/** Inputs shared by every mode. */
export interface CommonInputs {
  /** Mintlify admin API key (`mint_…`); empty only for a fork PR, which `follow-up` skips. */
  apiKey: string;
  projectId: string;
  /** Base URL without a trailing slash, e.g. `https://api.mintlify.com`. */
  apiUrl: string;
  /** Timeout of one HTTP attempt to the Mintlify API, in milliseconds. */
  requestTimeoutMs: number;
}

/** The {@link CommonInputs} of parsed common fields. */
export function commonInputs(raw: {
  'api-key': string;
  'project-id': string;
  'api-url': string;
  'request-timeout': number;
}): CommonInputs {
  return {
    apiKey: raw['api-key'],
    projectId: raw['project-id'],
    apiUrl: raw['api-url'],
    requestTimeoutMs: Math.round(raw['request-timeout'] * 1000),
  };
}

/**
 * `agent-label`: the label on a pull request or issue whose agent job is still running after
 * the run that started or messaged it (`reconcile` lists the items by it): a GitHub label name
 * of 1 to 50 characters, without commas (the list query separates labels with them) or line
 * breaks, and without leading or trailing spaces.
 */
export const agentLabelField = z.string().transform((value, ctx) => {
  if (!/^[^,\r\n]{1,50}$/.test(value) || value.trim() !== value) {
    return reject(
      ctx,
      `agent-label must be a label name of 1 to 50 characters without commas or line breaks, and without leading or trailing spaces (got "${value}")`,
    );
  }
  return value;
});

/**
 * `agent-uses-repository`: the repository (`owner/name`, GitHub's rules: an owner of 1 to 39
 * letters, digits or `-` not starting with `-`; a name of 1 to 100 letters, digits, `.`, `_` or
 * `-`, not `.` or `..`) that keeps the daily count of agent uses, shared by every workflow
 * pointing at it; `undefined` when empty (this repository).
 */
export const usesRepositoryField = z.string().transform((value, ctx) => {
  if (value === '') return undefined;
  const [owner = '', repo = '', ...rest] = value.split('/');
  if (
    rest.length > 0 ||
    !/^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/.test(owner) ||
    !/^[A-Za-z0-9._-]{1,100}$/.test(repo) ||
    repo === '.' ||
    repo === '..'
  ) {
    return reject(
      ctx,
      `agent-uses-repository must be one repository as owner/name, e.g. acme/docs, or empty for this repository (got ${JSON.stringify(value)})`,
    );
  }
  return { owner, repo };
});

/** Issues a custom error from inside a transform (re-exported for the mode schemas). */
export { reject as rejectInput };
