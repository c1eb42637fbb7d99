/**
 * Secret redaction for text that leaves the process: logs, annotations, outputs, the job
 * summary, PR comments, files and artifacts. Pure.
 *
 * Redact BEFORE cutting text to a length: a secret that straddles the cut is no longer equal
 * to the configured value, and only its full form (or its shape) is recognised.
 */

/** What a redacted secret is replaced with (the runner's own mask). */
const REDACTED = '***';

/** Known secrets shorter than this are not redacted (too likely to hit ordinary text). */
const MIN_SECRET_LENGTH = 4;

/**
 * Strings shaped like credentials, whatever their value (`TOKEN_SHAPE`, then `BEARER_CREDENTIAL`): Mintlify API keys
 * (`mint_`), GitHub tokens (`ghp_` classic PAT, `gho_` OAuth, `ghu_` app user-to-server, `ghs_` app installation,
 * `GITHUB_TOKEN` included, `ghr_` refresh, `github_pat_` fine-grained PAT), and the credential after `Bearer` (an
 * echoed `Authorization` header). No word boundary before the prefixes: an echoed header may be URL-encoded
 * (`Bearer%20mint_…`), which puts a letter or digit right before the prefix. `OTHER_CREDENTIALS`: other services' keys
 * a pull request's author may paste (AWS, PEM private keys, Slack, Google API, Stripe live, GitLab, npm); the list is
 * in docs/security.md, "Redacted".
 */
const TOKEN_SHAPE = /(?:mint_|gh[pousr]_|github_pat_)[A-Za-z0-9_-]+/g;
const BEARER_CREDENTIAL = /\b(Bearer(?:\s+|%20|\+))[A-Za-z0-9._~+/=-]{8,}/gi;
const OTHER_CREDENTIALS = [
  /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{16}\b/g,
  /-----BEGIN[A-Z ]*PRIVATE KEY( BLOCK)?-----[\s\S]*?(?:-----END[A-Z ]*PRIVATE KEY( BLOCK)?-----|$)/g,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  /\b[rs]k_live_[A-Za-z0-9]{16,}/g,
  /\bglpat-[A-Za-z0-9_-]{20,}/g,
  /\bnpm_[A-Za-z0-9]{36}\b/g,
];
const AWS_SECRET = /\b(aws_secret_access_key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40}\b/gi;

/**
 * Replaces every occurrence of each known secret, then every string shaped like a credential
 * (a Mintlify key, a GitHub token, an AWS key… see the module's shapes), with `***`. Known secrets are matched
 * longest first, so one that contains another is removed whole. Secrets shorter than 4
 * characters are ignored.
 *
 * @param text any text that may echo a credential, e.g. an API error page.
 * @param knownSecrets the configured values (API key, GitHub token); may be empty.
 * @returns the text with no credential left; unchanged when there was none.
 */
export function redactSecrets(text: string, knownSecrets: readonly string[] = []): string {
  let out = text;
  const secrets = knownSecrets.filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  out = out
    .replace(TOKEN_SHAPE, REDACTED)
    .replace(BEARER_CREDENTIAL, `$1${REDACTED}`)
    .replace(AWS_SECRET, `$1${REDACTED}`);
  for (const shape of OTHER_CREDENTIALS) out = out.replace(shape, REDACTED);
  return out;
}

/**
 * Redacts `text` (see {@link redactSecrets}), then cuts it to at most `maxChars` characters,
 * ending with `…` when cut. The order matters: cutting first could leave a fragment of a
 * secret that is no longer recognisable.
 */
export function redactAndTruncate(text: string, maxChars: number, knownSecrets: readonly string[] = []): string {
  const clean = redactSecrets(text, knownSecrets);
  const chars = Array.from(clean);
  return chars.length <= maxChars ? clean : `${chars.slice(0, Math.max(0, maxChars - 1)).join('')}…`;
}
