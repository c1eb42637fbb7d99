/**
 * `npm run demo`: runs the built action (`dist/index.js`) in every mode, the way the runner
 * does, against the bundled fake Mintlify, GitHub and artifact servers — no account needed.
 *
 * 1. follow-up: a PR review comment `/mintlify also document the --dry-run flag` by a
 *    collaborator with write access → one message to the agent job → one reply in the review
 *    thread, edited until the job completes with its PR link.
 * 2. page-views: a 3,000-row export of the last 7 days → JSON + CSV files, an artifact, a job
 *    summary; the outputs `rows` and `requests` say what was exported and what it cost.
 * 3. analytics: a snapshot of every analytics dataset (views, visitors, searches, feedback,
 *    feedback by page, assistant conversations and callers) of a private repository → a JSON and
 *    a CSV file per dataset, `manifest.json`, one artifact, a job summary with a section per
 *    dataset; one request per page at each endpoint's largest `limit`, within `max-requests`.
 *
 * Everything lands in `./demo-output/`: outputs, job summaries (Markdown and rendered HTML),
 * the files, the uploaded artifact's entries and every PR comment body as GitHub received it.
 * Exits non-zero if any run fails.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { marked } from 'marked';
import { startFakeArtifactService } from '../test/fakes/artifact-service.ts';
import { startFakeGitHub } from '../test/fakes/github.ts';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';
import { EXAMPLE_REPO, reviewCommentEvent } from '../test/harness/payloads.ts';
import { runAction, type ActionRun } from '../test/harness/run-action.ts';

const OUT = resolve('demo-output');
const JOB_ID = 'job_demo_7f3a9c';
const ROWS = 3000;

function html(title: string, markdown: string): string {
  return `<!doctype html><meta charset="utf-8"><title>${title}</title><body style="font-family:sans-serif;max-width:60em;margin:2em auto">${marked.parse(markdown, { async: false })}</body>`;
}

async function saveRun(dir: string, title: string, run: ActionRun): Promise<void> {
  await mkdir(dir, { recursive: true });
  await Promise.all([
    writeFile(join(dir, 'outputs.json'), `${JSON.stringify(run.outputs, null, 2)}\n`),
    writeFile(join(dir, 'log.txt'), run.stdout + run.stderr),
    writeFile(join(dir, 'summary.md'), run.summary),
    writeFile(join(dir, 'summary.html'), html(title, run.summary)),
  ]);
}

function report(title: string, run: ActionRun): void {
  console.log(`\n== ${title}: exit ${run.exitCode} in ${run.durationMs} ms`);
  for (const [name, value] of Object.entries(run.outputs)) console.log(`   ${name} = ${value}`);
  if (run.exitCode !== 0) console.log(run.stdout + run.stderr);
}

await rm(OUT, { recursive: true, force: true });
const mintlify = await startFakeMintlify({ projectId: 'proj_demo' });
const github = await startFakeGitHub({ repo: EXAMPLE_REPO, permissions: { alice: 'write' }, pulls: { 2: {}, 58: {} } });
const artifacts = await startFakeArtifactService();
let failed = false;
try {
  // 1. follow-up
  mintlify.addJob({
    id: JOB_ID,
    status: 'completed',
    pollsUntilDone: 3,
    prLink: `https://github.com/${EXAMPLE_REPO}/pull/58`,
    model: 'claude-sonnet-4-5',
    source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'mintlify/dry-run-flag' },
  });
  const trigger = github.seedReviewComment({
    pullNumber: 2,
    body: '/mintlify also document the --dry-run flag, with an example',
    login: 'alice',
    path: 'docs/cli.mdx',
    line: 12,
  });
  const followUp = await runAction({
    inputs: {
      mode: 'follow-up',
      'api-key': mintlify.apiKey,
      'project-id': mintlify.projectId,
      'api-url': mintlify.url,
      'job-id': JOB_ID,
      'poll-interval': '0.5',
      'github-token': 'ghs_test_token',
    },
    eventName: 'pull_request_review_comment',
    eventPayload: reviewCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice', path: 'docs/cli.mdx', line: 12 }),
    env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: EXAMPLE_REPO },
  });
  report('follow-up (PR review comment)', followUp);
  failed ||= followUp.exitCode !== 0;
  const followUpDir = join(OUT, 'follow-up');
  await saveRun(followUpDir, 'follow-up job summary', followUp);
  await mkdir(join(followUpDir, 'comments'), { recursive: true });
  await writeFile(join(followUpDir, 'message-sent-to-agent.txt'), mintlify.messages.map((m) => m.prompt).join('\n---\n'));
  const written = [
    ...github.reviewComments.filter((c) => c.user.type === 'Bot').map((c) => ({ where: `review-thread-pr${c.pull_number}`, ...c })),
    ...github.issueComments.filter((c) => c.user.type === 'Bot').map((c) => ({ where: `conversation-pr${c.issue_number}`, ...c })),
  ];
  for (const comment of written) {
    const stages = [...comment.edits.slice(0, -1), comment.body];
    await writeFile(
      join(followUpDir, 'comments', `${comment.where}-${comment.id}.md`),
      stages.map((body, i) => `<!-- edit ${i + 1} of ${stages.length} -->\n${body}`).join('\n\n---\n\n'),
    );
    await writeFile(join(followUpDir, 'comments', `${comment.where}-${comment.id}.html`), html('comment', comment.body));
  }
  console.log(`   comments written: ${written.length}; reactions: ${github.reactions.map((r) => r.content).join(', ')}`);

  // 2. page-views
  mintlify.setViews({ generated: ROWS });
  const filesDir = join(OUT, 'page-views', 'files');
  const pageViews = await runAction({
    inputs: {
      mode: 'page-views',
      'api-key': mintlify.apiKey,
      'project-id': mintlify.projectId,
      'api-url': mintlify.url,
      period: 'last-7-days',
      'output-dir': filesDir,
      'retention-days': '7',
    },
    env: { ...artifacts.env(), GITHUB_REPOSITORY: 'acme/docs' },
  });
  report(`page-views (${ROWS} rows)`, pageViews);
  failed ||= pageViews.exitCode !== 0;
  await saveRun(join(OUT, 'page-views'), 'page-views job summary', pageViews);
  const uploaded = artifacts.artifacts.find((a) => a.finalized);
  if (uploaded) {
    const entries = await artifacts.readZip(uploaded.name);
    console.log(`   artifact ${uploaded.name}: ${[...entries.keys()].join(', ')} (${uploaded.size} bytes zipped)`);
  }
  console.log(
    `   rows exported: ${pageViews.outputs.rows}; requests spent: ${pageViews.outputs.requests} of max-requests 100 (the fake API saw ${mintlify.count('views')}: ⌈${ROWS}/250⌉ = ${Math.ceil(ROWS / 250)})`,
  );
  if (mintlify.violations.length) {
    failed = true;
    console.log(`   OpenAPI contract violations:\n${mintlify.violations.join('\n')}`);
  }
  // 3. analytics
  mintlify.setAnalytics({
    visitors: { generated: 1200 },
    searches: { generated: 450 },
    feedback: { generated: 320 },
    feedbackByPage: { generated: 60 },
    assistant: { generated: 2400 },
    callerStats: { web: 1900, api: 420, other: 80, total: 2400 },
  });
  const analyticsRequestsBefore = mintlify.count('*');
  const violationsBefore = mintlify.violations.length;
  const analytics = await runAction({
    inputs: {
      mode: 'analytics',
      'api-key': mintlify.apiKey,
      'project-id': mintlify.projectId,
      'api-url': mintlify.url,
      period: 'previous-week',
      'output-dir': join(OUT, 'analytics', 'files'),
      'retention-days': '7',
      'summary-rows': '10',
    },
    eventName: 'schedule',
    eventPayload: { schedule: '29 6 * * 1', repository: { full_name: 'acme/docs', private: true, visibility: 'private' } },
    env: { ...artifacts.env(), GITHUB_REPOSITORY: 'acme/docs' },
  });
  report('analytics (every dataset)', analytics);
  failed ||= analytics.exitCode !== 0;
  await saveRun(join(OUT, 'analytics'), 'analytics job summary', analytics);
  console.log(
    `   requests spent: ${analytics.outputs.requests} of max-requests 100 (the fake API saw ${mintlify.count('*') - analyticsRequestsBefore}); rows per dataset: ${analytics.outputs.datasets}`,
  );
  if (mintlify.violations.length > violationsBefore) {
    failed = true;
    console.log(`   OpenAPI contract violations:\n${mintlify.violations.slice(violationsBefore).join('\n')}`);
  }
  console.log(`\nEverything is in ${OUT}/ (summary.md, summary.html, outputs.json, comments/, files/).`);
} finally {
  await Promise.all([mintlify.close(), github.close(), artifacts.close()]);
}
process.exitCode = failed ? 1 : 0;
