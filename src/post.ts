/**
 * The `post:` step (`runs.post` in action.yml). When the main step was killed before it
 * could finalize its PR comment (cancellation past the grace period, runner timeout), edit
 * the comment to say that the action stopped watching. State comes from `core.saveState`.
 */
import * as core from '@actions/core';
import { z } from 'zod';
import { errorMessage } from './errors.ts';
import { updateComment } from './github/comments.ts';
import { createRunOctokit } from './github/octokit.ts';
import { parsePullRequestUrl, serverUrl } from './github/urls.ts';
import { logText } from './format/log-text.ts';
import { proxySecrets } from './net/proxy.ts';

const SavedComment = z.object({ kind: z.enum(['issue', 'review']), id: z.number().int(), url: z.string() });

/** Finalizes a progress comment left unfinished by the main step. Never throws. */
export async function runPost(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  for (const secret of proxySecrets(env)) core.setSecret(secret);
  try {
    if (core.getState('finalized') === 'true') return;
    const savedComment = core.getState('comment');
    const body = core.getState('stopped-body');
    if (!savedComment || !body) return;
    const comment = SavedComment.parse(JSON.parse(savedComment));
    const token = core.getInput('github-token');
    const pr = parsePullRequestUrl(comment.url, serverUrl(env));
    if (!token || !pr) return;
    const octokit = createRunOctokit(token, env, (line) => core.info(logText(line)));
    await updateComment(octokit, pr, comment, body);
    core.info(logText(`Finalized the PR comment ${comment.url}: the main step ended before it could.`));
  } catch (error) {
    core.warning(`Could not finalize the PR comment: ${errorMessage(error)}`);
  }
}
