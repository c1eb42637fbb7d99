/**
 * `agent-label`: the index of the agent jobs still running. The action puts it on a pull
 * request or issue when a job it recorded there outlives the run that started or messaged it,
 * and removes it once the job's end is reported; `reconcile` lists the open items carrying it.
 */

/** The label's colour and description when the action creates it (as `issue-label`'s). */
export const AGENT_LABEL_STYLE = {
  color: '5319e7',
  description: 'A Mintlify agent job is still running here; its result is posted when it ends',
};
