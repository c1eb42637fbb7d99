/**
 * `run()`: the action (the main step, or the `post:` step when the runner runs that), as the
 * actions/typescript-action template and `@github/local-action` expect it.
 * `runMainStep()`: read and check every input, mask the secrets, dispatch on `mode`, and turn any
 * error into one `core.setFailed` line with secrets redacted.
 */
import * as core from '@actions/core';
import { now, startClock } from './clock.ts';
import { errorMessage, redact } from './errors.ts';
import { parseInputs, readRawInputs } from './inputs.ts';
import { MintlifyClient } from './mintlify/client.ts';
import { logText } from './format/log-text.ts';
import { proxySecrets } from './net/proxy.ts';
import { readRunnerContext } from './github/runner-context.ts';
import { subActionMode, subActionOf } from './sub-actions.ts';

/**
 * Grace between a cancellation signal and a forced exit, in milliseconds (runner: SIGINT, then SIGTERM 7.5 s later).
 */
const CANCEL_GRACE_MS = 4500;

/**
 * Wires SIGINT/SIGTERM to an AbortController: the first signal aborts in-flight work so the
 * run can finalize its PR comment; if it has not ended within {@link CANCEL_GRACE_MS}, exit.
 */
function cancellationSignal(): AbortSignal {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals): void => {
    if (controller.signal.aborted) return;
    core.warning(`Received ${name}: stopping.`);
    controller.abort(new Error(`Cancelled by ${name}`));
    setTimeout(() => process.exit(1), CANCEL_GRACE_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return controller.signal;
}

/**
 * The action's main step. Never throws: failures end in `core.setFailed`.
 * @param entryPath the file the runner started (`process.argv[1]`): a sub-action's entry
 *   (`dist/agent.js`, `dist/analytics.js`) sets the mode from the event instead of the `mode` input.
 */
async function runMainStep(env: NodeJS.ProcessEnv, entryPath: string | undefined): Promise<void> {
  const secrets: string[] = [];
  try {
    const raw = readRawInputs();
    // Credentials in a proxy URL (HTTPS_PROXY=http://user:pass@host) are masked like the inputs.
    for (const secret of [raw['api-key'], raw['github-token'], ...proxySecrets(env)]) {
      if (secret) {
        core.setSecret(secret);
        secrets.push(secret);
      }
    }
    // The action's clock (MINTLIFY_ACTION_NOW, a test switch), read here once.
    startClock(env);
    // The repository, event, run, temporary folder and pacing, read here once and passed down.
    const runner = readRunnerContext(env);
    const sub = subActionOf(entryPath);
    if (sub !== undefined) raw.mode = subActionMode(sub, runner.eventName);
    const inputs = parseInputs(raw, { tempDir: runner.tempDir, now: now() });
    const signal = cancellationSignal();
    const mintlify = new MintlifyClient({
      apiUrl: inputs.apiUrl,
      apiKey: inputs.apiKey,
      projectId: inputs.projectId,
      requestTimeoutMs: inputs.requestTimeoutMs,
      log: (line) => core.info(logText(line)),
      userAgent: 'mintlify-action/1',
    });
    if (inputs.mode === 'follow-up') {
      const { runFollowUpStep } = await import('./follow-up/action.ts');
      await runFollowUpStep(inputs, mintlify, runner, signal);
    } else if (inputs.mode === 'reconcile') {
      const { runReconcileStep } = await import('./reconcile/action.ts');
      await runReconcileStep(inputs, mintlify, runner, signal);
    } else if (inputs.mode === 'doctor') {
      const { runDoctorStep } = await import('./doctor/action.ts');
      await runDoctorStep(inputs, mintlify, runner);
    } else if (inputs.mode === 'analytics') {
      const { runAnalyticsStep } = await import('./analytics/action.ts');
      await runAnalyticsStep(inputs, mintlify, runner, signal);
    } else {
      const { runPageViewsStep } = await import('./page-views/action.ts');
      await runPageViewsStep(inputs, mintlify, runner, signal);
    }
  } catch (error) {
    core.setFailed(redact(errorMessage(error), secrets));
  }
}

/**
 * Runs the action: the `post:` step when the main step saved `isPost` (the runner runs
 * `runs.post` after the job's steps, with the main step's state), else the main step. The
 * post step's code loads only then (cold start). Never throws.
 */
export async function run(
  env: NodeJS.ProcessEnv = process.env,
  entryPath: string | undefined = process.argv[1],
): Promise<void> {
  if (core.getState('isPost') === 'true') {
    const { runPost } = await import('./post.ts');
    await runPost(env);
    return;
  }
  core.saveState('isPost', 'true');
  await runMainStep(env, entryPath);
}
