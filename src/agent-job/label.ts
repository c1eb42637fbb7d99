/**
 * `agent-label`: the index of the agent jobs still running. The action puts it on a pull
 * request or issue when a job it recorded there outlives the run that started or messaged it,
 * and removes it once the job's end is reported; `reconcile` lists the items carrying it, open or closed.
 *
 * The label's description also says whether a `reconcile` covers the repository: every
 * reconcile run sets it to {@link RECONCILED_DESCRIPTION} in each repository it reads, so that a
 * hand-off promises the result on the PR only where something will post it (and otherwise
 * points to `--status`).
 */

/** The label's colour and description when the action creates it (as `issue-label`'s). */
export const AGENT_LABEL_STYLE = {
  color: '5319e7',
  description: 'A Mintlify agent job is still running here',
};

/** The description `reconcile` gives the label in each repository it reads (a cursor may follow it). */
export const RECONCILED_DESCRIPTION =
  'A Mintlify agent job is still running here; a reconcile workflow posts its result';

/** True when a label description says that a `reconcile` reads this repository. */
export function reconcileCovers(description: string | null | undefined): boolean {
  return (description ?? '').includes('a reconcile workflow posts its result');
}
