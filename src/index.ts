/**
 * Entry point of the action: the main step, or the `post:` step when the runner runs it.
 * Both are loaded on demand so that each loads only the code it needs (cold start).
 */
import * as core from '@actions/core';

if (core.getState('isPost') === 'true') {
  const { runPost } = await import('./post.ts');
  await runPost();
} else {
  core.saveState('isPost', 'true');
  const { runMainStep } = await import('./main.ts');
  await runMainStep();
}
