/**
 * What a rejected Mintlify admin API key means, per endpoint (issue 38). Admin keys have scopes
 * (`read`, `write`), an expiry (new keys: 90 days by default) and may have an IP allowlist:
 * - 401: the key is invalid or expired;
 * - 403 whose message speaks of an IP or an allowlist: the runner's address is not allowed;
 * - 403 on a POST (creating or messaging an agent job): the key may lack the `write` scope;
 * - 403 on a GET: the key may lack the `read` scope, or an allowlist refuses the runner.
 * Pure. The API's own message is untrusted: the caller passes it redacted and cut to length.
 */

/** Longest part of the API's own message quoted in a key error, in characters (already redacted). */
const MAX_QUOTED_CHARS = 200;

/** Words of a 403 body that point at an IP allowlist rather than a missing scope. */
const ALLOWLIST_HINT = /\b(ip|ips|ip address(es)?|allow-?list(ed)?|allow list|whitelist(ed)?|not allowed from)\b/i;

/** The API's message as a quoted clause (` Mintlify said: "…".`), or nothing. */
function said(apiMessage: string | undefined): string {
  const text = (apiMessage ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  const chars = Array.from(text);
  const cut = chars.length > MAX_QUOTED_CHARS ? `${chars.slice(0, MAX_QUOTED_CHARS - 1).join('')}…` : text;
  return ` Mintlify said: "${cut.replace(/"/g, "'")}".`;
}

/** True when a 403's message says the key's IP allowlist refused the caller. */
export function isAllowlistRefusal(apiMessage: string | undefined): boolean {
  return ALLOWLIST_HINT.test(apiMessage ?? '');
}

/**
 * The message of a 401 or 403 from `endpoint` (`METHOD /path/template`), saying what the key
 * lacks and what to do.
 * @param apiMessage the API's `error` text, already redacted and bounded; quoted when present.
 */
export function describeKeyRejection(
  endpoint: string,
  status: 401 | 403,
  apiMessage: string | undefined,
  projectId: string,
): string {
  const lead = `${endpoint} failed with HTTP ${status}:`;
  if (status === 401) {
    return `${lead} the API key is invalid or has expired (new Mintlify admin API keys expire after 90 days by default).${said(apiMessage)} Create a new admin API key for the organization that owns project ${projectId} in the Mintlify dashboard and update the secret passed as api-key.`;
  }
  if (isAllowlistRefusal(apiMessage)) {
    return `${lead} the API key's IP allowlist does not include this runner's address.${said(apiMessage)} Add the runner's outbound addresses to the key's allowlist in the Mintlify dashboard, or run the workflow on a runner with a fixed address that the allowlist includes.`;
  }
  if (endpoint.startsWith('POST ')) {
    return `${lead} the API key may lack the write scope, which starting and steering agent jobs needs.${said(apiMessage)} Use an admin API key with the write scope for the workflow that runs follow-up (or the triage with agent-findings); if the key has an IP allowlist, check that it includes this runner's address.`;
  }
  return `${lead} the API key was refused for reading project ${projectId}: it may lack the read scope, or its IP allowlist may not include this runner's address.${said(apiMessage)} Check the key's scopes and allowlist in the Mintlify dashboard.`;
}
