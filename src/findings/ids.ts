/**
 * Stable finding ids (`<kind>:<key>`, see `types.ts`) and the normalisation of visitor text
 * they rely on. Pure.
 */
import { createHash } from 'node:crypto';
import { UNCATEGORISED, type FindingKind } from './types.ts';

/** Longest normalised query kept, in characters (longer ones are cut). */
export const QUERY_KEY_CHARS = 200;

/** A search or assistant query as findings count it: trimmed, runs of white space as one space, lower case, at most {@link QUERY_KEY_CHARS} characters. */
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

/** The id of a finding: `<kind>:<key>` (key: a path, a category, or a query hash). */
export function findingId(kind: FindingKind, key: string): string {
  return `${kind}:${key}`;
}

/** The subject of an assistant category (`null` → {@link UNCATEGORISED}). */
export function categorySubject(category: string | null): string {
  return category === null || category.trim() === '' ? UNCATEGORISED : category;
}
