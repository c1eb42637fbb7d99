/**
 * Stable finding ids (`<kind>:<key>`, see `types.ts`) and the normalisation of visitor text they rely on. Pure.
 */
import { createHash } from 'node:crypto';
import { UNCATEGORISED, type FindingKind } from './types.ts';

/** Longest normalised query kept, in characters (longer ones are cut). */
const QUERY_KEY_CHARS = 200;

/**
 * A search or assistant query as findings count it: trimmed, runs of white space as one space, lower case, at most
 * {@link QUERY_KEY_CHARS} characters.
 */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, QUERY_KEY_CHARS);
}

/**
 * The id key of a search query: the first 16 hex digits of SHA-256(`projectId` + `\n` +
 * normalised query). The same whatever the privacy rules, so a withheld query keeps its id.
 */
export function queryHash(projectId: string, normalisedQuery: string): string {
  return createHash('sha256').update(`${projectId}\n${normalisedQuery}`).digest('hex').slice(0, 16);
}

/**
 * Longest finding id a finding-issue marker holds once percent-encoded (`encodeURIComponent`),
 * in characters: the marker's reader refuses longer ones, and {@link findingId} never makes one.
 */
export const MAX_ENCODED_FINDING_ID_CHARS = 2000;

/**
 * Longest key kept verbatim in a finding id, percent-encoded, in characters. A longer key (a long
 * path, or non-ASCII text, which grows up to 9-fold when percent-encoded) is replaced by
 * {@link longKeyDigest}, so the id always fits {@link MAX_ENCODED_FINDING_ID_CHARS}.
 */
const MAX_ENCODED_KEY_CHARS = 400;

/** `sha256:<first 32 hex digits of SHA-256(key)>`: the stand-in for a key too long to keep. */
function longKeyDigest(key: string): string {
  return `sha256:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

/**
 * The id of a finding: `<kind>:<key>` (key: a path, a category, or a query hash), where a key
 * that cannot be percent-encoded or is longer than {@link MAX_ENCODED_KEY_CHARS} once percent-encoded is replaced by
 * {@link longKeyDigest} (the same key always gives the same id, so trends and issues still match).
 */
export function findingId(kind: FindingKind, key: string): string {
  return `${kind}:${encodedLength(key) > MAX_ENCODED_KEY_CHARS ? longKeyDigest(key) : key}`;
}

/** The length of `text` percent-encoded; `Infinity` when it cannot be (a lone surrogate). */
function encodedLength(text: string): number {
  try {
    return encodeURIComponent(text).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The subject of an assistant category (`null` → {@link UNCATEGORISED}). */
export function categorySubject(category: string | null): string {
  return category === null || category.trim() === '' ? UNCATEGORISED : category;
}
