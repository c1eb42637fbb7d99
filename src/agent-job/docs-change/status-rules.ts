/**
 * The commit status `mintlify/docs` on the code PR's head, a check a team can require: what it
 * says for where the PR's docs stand. Pure.
 *
 * - `pending` while the agent job runs, or while its docs PR is open;
 * - `success` when the docs PR is merged, when the job ended without changing any file, or when
 *   someone with write access commented `/mintlify --skip <reason>` (newer than the job);
 * - `failure` when the job failed (or was archived without a docs PR), or its docs PR was closed
 *   without merging.
 */
import type { CommitStatus } from '../../github/commit-checks.ts';
import type { PullRef } from '../../github/urls.ts';
import type { AgentJobStatus } from '../../mintlify/schemas.ts';
import type { DocsPullView } from './view.ts';

/** The context of the status. */
const DOCS_STATUS_CONTEXT = 'mintlify/docs';

/** Where a code PR's docs stand. */
export type DocsSituation =
  /** `--skip` by `by` (a login), its comment at `url`. */
  | { kind: 'skipped'; by: string; reason: string; url: string | undefined }
  /** The newest job is running; its progress comment at `url`. */
  | { kind: 'running'; jobId: string; url: string | undefined }
  /**
   * The newest job ended in `status`; `docs` its PR as read now, `unread` when it has one that
   * could not be read, `undefined` when it has none.
   */
  | {
      kind: 'ended';
      jobId: string;
      status: AgentJobStatus;
      url: string | undefined;
      docs: DocsPullView | { unread: PullRef; url: string } | undefined;
    };

function name(ref: PullRef): string {
  return `${ref.owner}/${ref.repo}#${ref.pullNumber}`;
}

/** The status for `situation` (see the module comment); the description within GitHub's 140 characters. */
export function docsStatusFor(situation: DocsSituation): CommitStatus {
  const status = (state: CommitStatus['state'], description: string, targetUrl: string | undefined): CommitStatus => ({
    state,
    context: DOCS_STATUS_CONTEXT,
    description: oneLine(description),
    targetUrl,
  });
  switch (situation.kind) {
    case 'skipped':
      return status('success', `Docs skipped by @${situation.by}: ${situation.reason}`, situation.url);
    case 'running':
      return status('pending', `Mintlify agent job ${situation.jobId} is writing the docs`, situation.url);
    case 'ended': {
      const { docs } = situation;
      if (situation.status === 'failed')
        return status('failure', `Mintlify agent job ${situation.jobId} failed`, situation.url);
      if (docs === undefined)
        return situation.status === 'completed'
          ? status('success', 'The Mintlify agent job changed no docs files', situation.url)
          : status('failure', `Mintlify agent job ${situation.jobId} was archived without a docs PR`, situation.url);
      if ('unread' in docs)
        return status('pending', `Docs PR ${name(docs.unread)} could not be read: not known if merged`, docs.url);
      if (docs.state === 'merged') return status('success', `Docs PR ${name(docs.ref)} merged`, docs.url);
      if (docs.state === 'closed')
        return status('failure', `Docs PR ${name(docs.ref)} was closed without merging`, docs.url);
      return status('pending', `Docs PR ${name(docs.ref)} is open: merge it to pass`, docs.url);
    }
  }
}

/** `text` on one line, control characters out. */
function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
