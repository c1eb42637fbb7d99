/**
 * Which pull request events are the Mintlify agent's own. A reconcile workflow runs on `pull_request_target` (with
 * the secrets) so that the agent opening or pushing to its pull request reports the job's end at once; GitHub runs
 * it for anyone's pull request, forks included, and anyone can name a fork's branch `mintlify/…`. So the event is
 * checked on the agent's identity first: the pull request's author is the Mintlify GitHub App's bot, or its head is
 * a `mintlify/` branch of this very repository (only people with write access push there). Any other pull request
 * event reads and writes nothing. Pure.
 */
import { z } from 'zod';

/** The Mintlify GitHub App's bot account: user ID and login (`GET /users/mintlify[bot]`). */
const MINTLIFY_AGENT = { id: 109931778, login: 'mintlify[bot]' } as const;

/** The branch prefix of the agent's pull requests. */
const AGENT_BRANCH_PREFIX = 'mintlify/';

const Payload = z.looseObject({
  pull_request: z.looseObject({
    number: z.number().int(),
    user: z.looseObject({ login: z.string(), id: z.number().int().optional() }).nullable().optional(),
    head: z.looseObject({
      ref: z.string(),
      repo: z.looseObject({ full_name: z.string() }).nullable().optional(),
    }),
  }),
});

/**
 * Why a `pull_request` or `pull_request_target` event is not the agent's (see the module comment), for a notice;
 * `undefined` for the agent's own pull request and for every other event (`schedule`, `workflow_dispatch`…).
 * A pull request payload that does not parse is refused too.
 * @param repository `owner/name` of the repository the workflow runs in (`GITHUB_REPOSITORY`).
 */
export function notTheAgentsEvent(eventName: string, payload: unknown, repository: string): string | undefined {
  if (eventName !== 'pull_request_target' && eventName !== 'pull_request') return undefined;
  const parsed = Payload.safeParse(payload);
  if (!parsed.success) return `the ${eventName} event has no pull request the action can read`;
  const pull = parsed.data.pull_request;
  const author = pull.user;
  if (author && (author.id === MINTLIFY_AGENT.id || author.login === MINTLIFY_AGENT.login)) return undefined;
  const head = pull.head.repo?.full_name ?? '';
  if (head.toLowerCase() === repository.toLowerCase() && pull.head.ref.startsWith(AGENT_BRANCH_PREFIX))
    return undefined;
  return `pull request #${pull.number} (by ${author?.login ?? 'an unknown account'}, branch ${pull.head.ref} of ${head || 'a deleted repository'}) is not the Mintlify agent's: its author is not ${MINTLIFY_AGENT.login}, and its head is no ${AGENT_BRANCH_PREFIX} branch of ${repository}`;
}
