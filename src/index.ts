/** Entry point of the action: the main step, or the `post:` step when the runner runs it. */
import * as core from '@actions/core';
import { run } from './main.ts';
import { runPost } from './post.ts';

if (core.getState('isPost') === 'true') {
  await runPost();
} else {
  core.saveState('isPost', 'true');
  await run();
}
