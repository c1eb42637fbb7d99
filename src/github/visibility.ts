/**
 * The visibility of the repository a workflow runs in, read from the webhook payload
 * (`GITHUB_EVENT_PATH`): `repository.visibility` (`public`, `private`, `internal`) or else
 * `repository.private`. Every event that has a repository carries it; `schedule` and
 * `workflow_dispatch` payloads do too.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** A repository's visibility; `unknown` when the payload does not say. */
export type RepositoryVisibility = 'public' | 'private' | 'internal' | 'unknown';

const Payload = z.looseObject({
  repository: z
    .looseObject({
      private: z.boolean().optional(),
      visibility: z.string().optional(),
    })
    .optional(),
});

/** The visibility a webhook payload states (`visibility` first, then `private`); `unknown` when it states none. Pure. */
export function repositoryVisibility(payload: unknown): RepositoryVisibility {
  const parsed = Payload.safeParse(payload);
  if (!parsed.success || parsed.data.repository === undefined) return 'unknown';
  const { visibility, private: isPrivate } = parsed.data.repository;
  if (visibility === 'public' || visibility === 'private' || visibility === 'internal') return visibility;
  if (isPrivate === true) return 'private';
  if (isPrivate === false) return 'public';
  return 'unknown';
}

/**
 * Reads the payload at `GITHUB_EVENT_PATH` and returns the repository's visibility; `unknown`
 * when the variable is unset or the file is missing or not JSON (never throws).
 */
export async function readRepositoryVisibility(env: NodeJS.ProcessEnv): Promise<RepositoryVisibility> {
  const eventPath = env.GITHUB_EVENT_PATH;
  if (!eventPath) return 'unknown';
  try {
    return repositoryVisibility(JSON.parse(await readFile(eventPath, 'utf8')));
  } catch {
    return 'unknown';
  }
}
