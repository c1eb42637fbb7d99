/**
 * Error classes shared by every mode, and `errorMessage()` that turns anything
 * thrown into one line for `core.setFailed`, with credential-shaped strings redacted.
 */
import { redactSecrets } from './format/redact.ts';

/** A workflow input is missing or invalid. Thrown before any network call. */
export class InputError extends Error {
  override name = 'InputError';
}

/**
 * The Mintlify API answered with an unexpected status or body, or could not be reached.
 *
 * - `endpoint`: method and path template, e.g. `GET /v2/agent/{projectId}/job/{id}`.
 * - `status`: the HTTP status, or `undefined` when no response arrived (network error, timeout).
 * - `apiMessage`: the API's `error` text when it sent one.
 *
 * The client builds `message` and `apiMessage` from redacted text only (secrets removed
 * before any cut), so both are safe to print, post or write to a file.
 */
export class MintlifyApiError extends Error {
  override name = 'MintlifyApiError';
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly apiMessage: string | undefined;

  constructor(
    message: string,
    details: { endpoint: string; status?: number | undefined; apiMessage?: string | undefined; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.apiMessage = details.apiMessage;
  }
}

/**
 * The GitHub API could not be reached at all: no HTTP response (the host name did not resolve, the connection
 * was refused or reset). Unlike an HTTP error, this is not a denial: the run fails, naming the host.
 */
export class GitHubUnreachableError extends Error {
  override name = 'GitHubUnreachableError';
}

/**
 * Turns anything thrown (an `Error`, a string, an object) into a one-line message, with
 * every string shaped like a Mintlify key or GitHub token redacted (see `format/redact.ts`;
 * configured values of another shape are redacted by {@link redact} in the final catch).
 * Never returns an empty string.
 */
export function errorMessage(error: unknown): string {
  return redactSecrets(rawErrorMessage(error));
}

function rawErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error || 'Unknown error';
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * Replaces every occurrence of each secret in `text`, and every string shaped like a
 * Mintlify key or a GitHub token, with `***` (same as `redactSecrets` in `format/redact.ts`).
 * Used on text that leaves the process through channels that log masking does not
 * cover (PR comments, job summary, files, outputs), e.g. an API error body that echoes
 * the `Authorization` header. Redact before cutting text to a length, never after.
 */
export function redact(text: string, secrets: readonly string[]): string {
  return redactSecrets(text, secrets);
}

/**
 * The first value `pick` returns along an error's `cause` chain: the error itself, then its
 * causes, `Error`s only, at most 5 levels (a chain can be long or cyclic); `undefined` when none.
 */
export function findInCauses<T>(error: unknown, pick: (error: Error) => T | undefined): T | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const found = pick(current);
    if (found !== undefined) return found;
    current = current.cause;
  }
  return undefined;
}

/** A Node.js system error code (`ECONNREFUSED`, `ENOTFOUND`…) anywhere in an error's `cause` chain. */
export function systemErrorCode(error: unknown): string | undefined {
  return findInCauses(error, (e) => {
    const code = (e as Error & { code?: unknown }).code;
    return typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? code : undefined;
  });
}
