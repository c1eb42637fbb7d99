/**
 * Every workflow input, read once and parsed into a typed object (discriminated on `mode`).
 * Parsing is pure and throws {@link InputError} naming the input, the bad value (never the
 * API key) and what is allowed — before any network call. Defaults mirror `action.yml`,
 * so the action behaves the same when run outside the runner (tests, the demo).
 */
import * as core from '@actions/core';
import * as os from 'node:os';
import * as path from 'node:path';
import { z } from 'zod';
import { InputError } from './errors.ts';
import { JOB_ID_PATTERN } from './follow-up/marker.ts';
import { resolveDateRange, type DateRange } from './page-views/date-range.ts';

/** The names of every input in `action.yml`. */
export const INPUT_NAMES = [
  'mode',
  'api-key',
  'project-id',
  'api-url',
  'request-timeout',
  'job-id',
  'prompt',
  'trigger-phrase',
  'wait',
  'poll-interval',
  'timeout',
  'comment',
  'include-context',
  'github-token',
  'date-from',
  'date-to',
  'period',
  'page-size',
  'format',
  'output-dir',
  'artifact-name',
  'upload-artifact',
  'retention-days',
  'summary-rows',
] as const;

/** One input name. */
export type InputName = (typeof INPUT_NAMES)[number];

/** Raw inputs as the runner passes them: every input, as a string ('' when not set). */
export type RawInputs = Record<InputName, string>;

/** Defaults applied to empty inputs; the same values as `action.yml`. */
export const INPUT_DEFAULTS: Partial<Record<InputName, string>> = {
  'api-url': 'https://api.mintlify.com',
  'request-timeout': '30',
  'trigger-phrase': '/mintlify',
  wait: 'true',
  'poll-interval': '10',
  timeout: '30',
  comment: 'true',
  'include-context': 'true',
  'page-size': '250',
  format: 'json,csv',
  'upload-artifact': 'true',
  'summary-rows': '25',
};

/** Inputs shared by both modes. */
export interface CommonInputs {
  /** Mintlify admin API key (`mint_…`); empty only for a fork PR, which `follow-up` skips. */
  apiKey: string;
  projectId: string;
  /** Base URL without a trailing slash, e.g. `https://api.mintlify.com`. */
  apiUrl: string;
  /** Timeout of one HTTP attempt to the Mintlify API, in milliseconds. */
  requestTimeoutMs: number;
}

/** Inputs of `mode: follow-up`. */
export interface FollowUpInputs extends CommonInputs {
  mode: 'follow-up';
  /** Agent job ID, or `undefined` to use the one remembered on the PR. */
  jobId: string | undefined;
  /** Explicit instruction; `undefined` to take it from the triggering comment. */
  prompt: string | undefined;
  triggerPhrase: string;
  wait: boolean;
  /** First wait between two polls, in seconds. */
  pollIntervalSeconds: number;
  /** How long to wait for the job, in seconds. */
  timeoutSeconds: number;
  comment: boolean;
  includeContext: boolean;
  githubToken: string;
}

/** File formats written by `page-views`. */
export type ExportFormat = 'json' | 'csv';

/** Inputs of `mode: page-views`. */
export interface PageViewsInputs extends CommonInputs {
  mode: 'page-views';
  /** Resolved range; `dateTo` exclusive. */
  range: DateRange;
  /** Rows per request, 1..250. */
  pageSize: number;
  formats: ExportFormat[];
  /** Absolute folder for the files. */
  outputDir: string;
  artifactName: string;
  uploadArtifact: boolean;
  /** Artifact retention in days (1..90), or `undefined` for the repository's default. */
  retentionDays: number | undefined;
  /** Top pages shown in the job summary, 0..1000. */
  summaryRows: number;
}

/** All inputs, discriminated on `mode`. */
export type Inputs = FollowUpInputs | PageViewsInputs;

/** Reads every input through `@actions/core` (env `INPUT_<NAME>`), trimmed, defaults applied. */
export function readRawInputs(getInput: (name: string) => string = core.getInput): RawInputs {
  const raw = {} as RawInputs;
  for (const name of INPUT_NAMES) {
    const value = getInput(name).trim();
    raw[name] = value === '' ? (INPUT_DEFAULTS[name] ?? '') : value;
  }
  return raw;
}

const BOOLEAN_VALUES = ['true', 'True', 'TRUE', 'false', 'False', 'FALSE'];
// Artifact names may not contain these (actions/upload-artifact's path validation).
const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/;

function boolean(name: InputName, value: string): boolean {
  if (!BOOLEAN_VALUES.includes(value)) {
    throw new InputError(`${name} must be true or false (got "${value}")`);
  }
  return value.toLowerCase() === 'true';
}

function positiveNumber(name: InputName, value: string, unit: string, max: number): number {
  const parsed = z.coerce.number().finite().positive().max(max).safeParse(value === '' ? Number.NaN : value);
  if (!parsed.success || !/^\s*[0-9.]+\s*$/.test(value)) {
    throw new InputError(`${name} must be a positive number of ${unit}, at most ${max} (got "${value}")`);
  }
  return parsed.data;
}

function integer(name: InputName, value: string, min: number, max: number): number {
  const parsed = z.coerce.number().int().min(min).max(max).safeParse(value);
  if (!/^\s*\d+\s*$/.test(value) || !parsed.success) {
    throw new InputError(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
  }
  return parsed.data;
}

function required(name: InputName, value: string, what: string): string {
  if (value === '') throw new InputError(`${name} is required: ${what}`);
  return value;
}

const API_URL = z.url({ protocol: /^https?$/ });

/** The error for a missing API key (also used by follow-up when the PR is not from a fork). */
export const API_KEY_REQUIRED =
  'api-key is required: pass your Mintlify admin API key from a secret, e.g. api-key: ${{ secrets.MINTLIFY_API_KEY }}';
const PROJECT_ID = /^[^\s/?#]{1,128}$/;

function common(raw: RawInputs, allowEmptyKey: boolean): CommonInputs {
  const apiKey = raw['api-key'];
  if (apiKey === '' && !allowEmptyKey) {
    throw new InputError(API_KEY_REQUIRED);
  }
  if (apiKey !== '' && !apiKey.startsWith('mint_')) {
    throw new InputError('api-key must be a Mintlify admin API key, which starts with "mint_" (the value given does not; it is not shown)');
  }
  if (/\s/.test(apiKey)) {
    throw new InputError('api-key must not contain spaces or line breaks (the value given does; it is not shown): copy the key again into the secret');
  }
  const projectId = required('project-id', raw['project-id'], 'the Mintlify project ID from the API keys page of the dashboard');
  if (!PROJECT_ID.test(projectId)) {
    throw new InputError(`project-id must be 1 to 128 characters without spaces, "/", "?" or "#" (got "${projectId}")`);
  }
  const apiUrl = raw['api-url'];
  if (!API_URL.safeParse(apiUrl).success) {
    throw new InputError(`api-url must be an http(s) URL such as https://api.mintlify.com (got "${apiUrl}")`);
  }
  return {
    apiKey,
    projectId,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    requestTimeoutMs: Math.round(positiveNumber('request-timeout', raw['request-timeout'], 'seconds', 600) * 1000),
  };
}

function parseFollowUp(raw: RawInputs): FollowUpInputs {
  const jobId = raw['job-id'] || undefined;
  if (jobId !== undefined && !JOB_ID_PATTERN.test(jobId)) {
    throw new InputError(
      `job-id must be an agent job ID: 1 to 128 letters, digits, "_", "-", "." or ":" (got "${jobId}")`,
    );
  }
  const triggerPhrase = raw['trigger-phrase'];
  if (/\s/.test(triggerPhrase)) {
    throw new InputError(`trigger-phrase must be one word without spaces, e.g. /mintlify (got "${triggerPhrase}")`);
  }
  return {
    // An empty key is allowed here only so that a fork PR can be skipped politely;
    // every other path rejects it before any request (see follow-up/run.ts).
    ...common(raw, true),
    mode: 'follow-up',
    jobId,
    prompt: raw.prompt || undefined,
    triggerPhrase,
    wait: boolean('wait', raw.wait),
    pollIntervalSeconds: positiveNumber('poll-interval', raw['poll-interval'], 'seconds', 3600),
    timeoutSeconds: positiveNumber('timeout', raw.timeout, 'minutes', 360) * 60,
    comment: boolean('comment', raw.comment),
    includeContext: boolean('include-context', raw['include-context']),
    githubToken: raw['github-token'],
  };
}

function parseFormats(value: string): ExportFormat[] {
  const parts = value.split(',').map((p) => p.trim().toLowerCase());
  const formats: ExportFormat[] = [];
  for (const part of parts) {
    if (part !== 'json' && part !== 'csv') {
      throw new InputError(`format must be json, csv or json,csv (got "${value}")`);
    }
    if (!formats.includes(part)) formats.push(part);
  }
  return formats;
}

function parsePageViews(raw: RawInputs, env: NodeJS.ProcessEnv, now: Date): PageViewsInputs {
  const base = common(raw, false);
  const artifactName = raw['artifact-name'] || `mintlify-page-views-${base.projectId.replace(ARTIFACT_NAME_FORBIDDEN, '-')}`;
  if (ARTIFACT_NAME_FORBIDDEN.test(artifactName)) {
    throw new InputError(
      `artifact-name must not contain " : < > | * ? \\ / or line breaks (got "${artifactName}")`,
    );
  }
  const outputDir = path.resolve(raw['output-dir'] || path.join(env.RUNNER_TEMP || os.tmpdir(), 'mintlify-page-views'));
  return {
    ...base,
    mode: 'page-views',
    range: resolveDateRange({ dateFrom: raw['date-from'], dateTo: raw['date-to'], period: raw.period }, now),
    pageSize: integer('page-size', raw['page-size'], 1, 250),
    formats: parseFormats(raw.format),
    outputDir,
    artifactName,
    uploadArtifact: boolean('upload-artifact', raw['upload-artifact']),
    retentionDays: raw['retention-days'] === '' ? undefined : integer('retention-days', raw['retention-days'], 1, 90),
    summaryRows: integer('summary-rows', raw['summary-rows'], 0, 1000),
  };
}

/**
 * Parses raw inputs into {@link Inputs}.
 * @param env process environment (for `RUNNER_TEMP`).
 * @param now the current time (relative dates are resolved against it, in UTC).
 * @throws InputError for the first invalid input found.
 */
export function parseInputs(raw: RawInputs, env: NodeJS.ProcessEnv, now: Date): Inputs {
  const mode = raw.mode;
  if (mode === 'follow-up') return parseFollowUp(raw);
  if (mode === 'page-views') return parsePageViews(raw, env, now);
  throw new InputError(`mode must be follow-up or page-views (got "${mode}")`);
}
