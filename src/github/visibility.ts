/**
 * The visibility of the repository a workflow runs in, read from the webhook payload
 * (`GITHUB_EVENT_PATH`): `repository.visibility` (`public`, `private`, `internal`) or else
 * `repository.private`; when the payload does not say, `GET /repos/{owner}/{repo}` with the
 * workflow's token. Unknown stays unknown (callers treat it as public: fail safe).
 */
import type { RunnerContext } from './runner-context.ts';
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

/**
 * The visibility a webhook payload states (`visibility` first, then `private`); `unknown` when it states none. Pure.
 */
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
 * The repository's visibility: from the payload at `GITHUB_EVENT_PATH`, else (with a token)
 * from `GET /repos/{owner}/{repo}` for `GITHUB_REPOSITORY`; `unknown` when neither says
 * (never throws).
 * @param token the workflow's token, '' for none.
 */
export async function readRepositoryVisibility(runner: RunnerContext, token = ''): Promise<RepositoryVisibility> {
  const fromPayload = await runner.eventPayload().then(repositoryVisibility, (): RepositoryVisibility => 'unknown');
  const { owner, repo } = runner;
  if (fromPayload !== 'unknown' || !token || !owner || !repo) return fromPayload;
  try {
    const { createRunOctokit } = await import('./octokit.ts');
    const octokit = createRunOctokit(token, runner, () => undefined);
    const { data } = await octokit.rest.repos.get({ owner, repo });
    return repositoryVisibility({ repository: data });
  } catch {
    return 'unknown';
  }
}
