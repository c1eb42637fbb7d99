/**
 * `npm run local-action [-- <mode>…]`: runs the action's TypeScript source with GitHub's local
 * runner, `npx @github/local-action . src/main.ts <env file>`, once per mode (default
 * `page-views`, `analytics`, `follow-up`), against the demo's fake Mintlify and GitHub APIs.
 *
 * The env file of each mode is `.env.example` with the fakes' URLs, `INPUT_MODE` and (for
 * follow-up) the triggering `issue_comment` event filled in, written to `.local-action/<mode>.env`;
 * the job summary, the exported files and the artifacts land in `.local-action/<mode>/`.
 * Exits non-zero when a run fails or the fakes did not see what the mode should have done.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startFakeGitHub } from '../test/fakes/github.ts';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../test/harness/payloads.ts';
import { formatMarker, markerSigner, pullScope } from '../src/agent-job/marker.ts';

const MODES = ['page-views', 'analytics', 'follow-up', 'reconcile'] as const;
type Mode = (typeof MODES)[number];
const OUT = resolve('.local-action');
const LOCAL_ACTION = resolve('node_modules/@github/local-action/bin/local-action.js');

const asked = process.argv.slice(2);
for (const mode of asked) {
  if (!(MODES as readonly string[]).includes(mode))
    throw new Error(`unknown mode "${mode}": use ${MODES.join(', ')} (or nothing for all four)`);
}
const modes = (asked.length ? asked : MODES) as readonly Mode[];

/** `.env.example` with `overrides` replacing (or appended after) its `NAME=value` lines. */
function envFile(example: string, overrides: Record<string, string>): string {
  const left = new Map(Object.entries(overrides));
  const lines = example.split('\n').map((line) => {
    const name = /^([A-Z][A-Z0-9_-]*)=/.exec(line)?.[1];
    if (name === undefined || !left.has(name)) return line;
    const value = left.get(name) ?? '';
    left.delete(name);
    return `${name}=${JSON.stringify(value)}`;
  });
  for (const [name, value] of left) lines.push(`${name}=${JSON.stringify(value)}`);
  return lines.join('\n');
}

/** Runs the local runner with `envPath`; resolves with its exit code. */
function runLocalAction(envPath: string): Promise<number | null> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [LOCAL_ACTION, '.', 'src/main.ts', envPath], { stdio: 'inherit' });
    child.on('error', fail);
    child.on('close', (code) => done(code));
  });
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
const example = await readFile('.env.example', 'utf8');
const mintlify = await startFakeMintlify({ apiKey: 'mint_demo_key_not_secret', projectId: 'proj_demo' });
const github = await startFakeGitHub({
  repo: EXAMPLE_REPO,
  token: 'ghs_local_action_token',
  permissions: { alice: 'write' },
  pulls: {
    2: { title: 'Add a --dry-run flag to `acme deploy`', author: 'alice', headRef: 'feature/dry-run' },
    58: { headRef: 'mintlify/dry-run-flag' },
    // reconcile: a PR whose job an earlier follow-up run handed off (label and progress comment), and which has ended since.
    7: { title: 'Document the config file', author: 'alice', labels: ['mintlify-agent'] },
  },
});
mintlify.setViews({ generated: 600 });
mintlify.setAnalytics({
  visitors: { generated: 120 },
  searches: { generated: 45 },
  feedback: { generated: 32 },
  feedbackByPage: { generated: 6 },
  assistant: { generated: 240 },
  callerStats: { web: 190, api: 42, other: 8, total: 240 },
});
mintlify.queueCreatedJob({
  id: 'job_local_7f3a9c',
  pollsUntilDone: 2,
  prLink: `https://github.com/${EXAMPLE_REPO}/pull/58`,
  source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'mintlify/dry-run-flag' },
});
const [owner = '', repo = ''] = EXAMPLE_REPO.split('/');
const handedOffSigner = markerSigner(mintlify.apiKey, pullScope({ owner, repo, pullNumber: 7 }), {
  projectId: mintlify.projectId,
  apiUrl: mintlify.url,
});
const handedOffAsk = github.seedIssueComment({
  issueNumber: 7,
  body: '/mintlify document the config file',
  login: 'alice',
});
const handedOff = github.seedIssueComment({
  issueNumber: 7,
  body: `${formatMarker(handedOffSigner.sign({ jobId: 'job_local_handed_off', triggers: [`ic:${handedOffAsk.id}`], state: 'sent' }))}\n### Mintlify agent — ⏳ Working\n\nInstruction requested by alice:\n> document the config file\n\n- ✅ Received — 09:00:00 UTC\n- ✅ Sent to agent job \`job_local_handed_off\` — 09:00:01 UTC\n- ➖ Not waiting for the result (\`wait: false\`)`,
  login: 'github-actions[bot]',
  type: 'Bot',
});
mintlify.addJob({
  id: 'job_local_handed_off',
  status: 'completed',
  pollsUntilDone: 0,
  prLink: `https://github.com/${EXAMPLE_REPO}/pull/58`,
});
const failures: string[] = [];
try {
  for (const mode of modes) {
    const dir = join(OUT, mode);
    await mkdir(join(dir, 'temp'), { recursive: true });
    const overrides: Record<string, string> = {
      INPUT_MODE: mode,
      'INPUT_API-URL': mintlify.url,
      GITHUB_API_URL: github.url,
      LOCAL_ACTION_WORKSPACE: join(dir, 'workspace'),
      LOCAL_ACTION_ARTIFACT_PATH: join(dir, 'artifacts'),
      LOCAL_ACTION_CACHE_PATH: join(dir, 'cache'),
      RUNNER_TEMP: join(dir, 'temp'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    };
    await writeFile(overrides.GITHUB_STEP_SUMMARY ?? '', '');
    if (mode === 'follow-up') {
      const comment = github.seedIssueComment({
        issueNumber: 2,
        body: '/mintlify document the new --dry-run flag',
        login: 'alice',
      });
      const eventPath = join(dir, 'event.json');
      await writeFile(
        eventPath,
        JSON.stringify(issueCommentEvent({ id: comment.id, body: comment.body, login: 'alice' })),
      );
      Object.assign(overrides, { GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: eventPath });
    }
    await Promise.all(['workspace', 'artifacts', 'cache'].map((sub) => mkdir(join(dir, sub), { recursive: true })));
    const envPath = join(OUT, `${mode}.env`);
    await writeFile(envPath, envFile(example, overrides));
    console.log(`\n== npx @github/local-action . src/main.ts ${envPath}`);
    const before = { mintlify: mintlify.count('*'), comments: github.issueComments.length };
    const code = await runLocalAction(envPath);
    const requests = mintlify.count('*') - before.mintlify;
    const did =
      mode === 'follow-up'
        ? github.issueComments.length > before.comments && mintlify.createdJobs.length + mintlify.messages.length > 0
        : mode === 'reconcile'
          ? handedOff.body.includes('✅ Completed') && github.labelsOf(7).length === 0
          : requests > 0;
    console.log(
      `== ${mode}: exit ${code}; ${requests} requests to the fake Mintlify API${mode === 'follow-up' ? `; ${github.issueComments.length - before.comments} PR comment(s) written` : ''}`,
    );
    if (code !== 0 || !did) failures.push(mode);
  }
  if (mintlify.violations.length) failures.push(`OpenAPI contract violations:\n${mintlify.violations.join('\n')}`);
} finally {
  await Promise.all([mintlify.close(), github.close()]);
}
if (failures.length) {
  console.error(`\nlocal-action failed: ${failures.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`\nEvery mode ran under @github/local-action; its files are in ${OUT}/.`);
}
