/**
 * `npm run demo`: runs the built action (`dist/index.js`, or the bundle `ACTION_DIST_ENTRY` names)
 * in every mode, the way the runner does, against the bundled fake Mintlify, GitHub and artifact
 * servers — no account needed.
 *
 * 1. follow-up, a conversation on a pull request that has no agent job yet:
 *    a. a review comment `/mintlify document the new --dry-run flag` by a collaborator with write
 *       access → a new agent job is started, its prompt carrying the PR's context (title,
 *       description, changed files, diff, the commented lines) → one reply in the review thread,
 *       edited from "Starting a new agent job" to the job's PR link;
 *    b. a conversation comment `/mintlify also add an example …` → sent as a follow-up message to
 *       the same job (linked to the PR by the signed marker of the first reply) → one comment in
 *       the conversation, edited until the job completes again.
 * 2. page-views: a 3,000-row export of the last 7 days → JSON + CSV files, an artifact, a job
 *    summary; the outputs `rows` and `requests` say what was exported and what it cost.
 * 3. analytics: two weekly snapshots in a row of every analytics dataset (views, visitors,
 *    searches, feedback, feedback by page, assistant conversations and callers) of a realistic
 *    docs site (`test/fakes/docs-site.ts`) in a private repository → a JSON and a CSV file per
 *    dataset, `findings.json`, `manifest.json`, one artifact, a job summary that opens with "Docs
 *    health"; the second snapshot finds the first one's artifact through the fake GitHub and
 *    shows the trends, files one issue per topic (a page rated down, the search and the questions
 *    that name it: one issue) and writes the dashboard issue, printed here with a topic's issue. One request per page at each endpoint's largest
 *    `limit`, within `max-requests`; findings and the comparison cost no request.
 *
 * Everything lands in `./demo-output/`: outputs, job summaries (Markdown and rendered HTML),
 * the files, the uploaded artifact's entries, every PR comment body as GitHub received it (each
 * stage, from the first post to the last edit) and what the agent was sent.
 * Exits non-zero if any run fails.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { marked } from 'marked';
import { startFakeArtifactService } from '../test/fakes/artifact-service.ts';
import { DOCS_URL, docsSiteAnalytics, weekRange } from '../test/fakes/docs-site.ts';
import { startFakeGitHub, type FakePullRequestSpec } from '../test/fakes/github.ts';
import { startFakeMintlify } from '../test/fakes/mintlify.ts';
import { EXAMPLE_REPO, issueCommentEvent, reviewCommentEvent } from '../test/harness/payloads.ts';
import { looksLikeDashboard } from '../src/findings/dashboard/marker.ts';
import { runAction, type ActionRun } from '../test/harness/run-action.ts';

const OUT = resolve('demo-output');

/** Monday 00:00 UTC of the week before the one that contains `now` (what `period: previous-week` starts at). */
function previousWeekStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  return new Date(today - (sinceMonday + 7) * 86_400_000);
}
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

/** The code change of the demo's pull request. */
const DEPLOY_PATCH = [
  '@@ -8,5 +8,7 @@ export const deploy = command({',
  '   flags: {',
  "     force: flag({ description: 'Overwrite remote files' }),",
  "+    dryRun: flag({ name: 'dry-run', description: 'List the files to upload; upload nothing' }),",
  '   },',
  '   async run({ flags }) {',
  '-    await upload();',
  '+    if (flags.dryRun) return listUploads();',
  '+    await upload();',
].join('\n');

/** The demo's pull request: a code change that the docs should follow. */
const PULL_REQUEST: FakePullRequestSpec = {
  title: 'Add a --dry-run flag to `acme deploy`',
  body: [
    'Adds `--dry-run`: prints the files `acme deploy` would upload, and uploads nothing.',
    '',
    '<!-- reviewers: the flag is also read from ACME_DRY_RUN -->',
    'Closes #12.',
  ].join('\n'),
  author: 'alice',
  headRef: 'feature/dry-run',
  files: [
    {
      filename: 'src/commands/deploy.ts',
      additions: 3,
      deletions: 1,
      patch: DEPLOY_PATCH,
    },
    {
      filename: 'src/commands/upload.ts',
      additions: 4,
      deletions: 0,
      patch: [
        '@@ -30,2 +30,6 @@ export async function upload(): Promise<void> {',
        '   }',
        ' }',
        '+',
        '+export async function listUploads(): Promise<void> {',
        '+  for (const file of await pendingFiles()) console.log(file);',
        '+}',
      ].join('\n'),
    },
    { filename: 'package-lock.json', additions: 120, deletions: 80 },
    { filename: 'docs/images/deploy-flow.png', status: 'added', additions: 0, deletions: 0, patch: null },
  ],
};

/** The branch the demo's agent job works on: the head branch of its PR #58, so the steer note goes there. */
const AGENT_BRANCH = 'mintlify/dry-run-flag';

/** The agent's pull request, on the branch its job works on. */
const AGENT_PULL_REQUEST: FakePullRequestSpec = {
  title: 'Document the --dry-run flag of `acme deploy`',
  body: 'Opened by the Mintlify agent.',
  author: 'mintlify[bot]',
  authorType: 'Bot',
  headRef: AGENT_BRANCH,
};

/** The review comment's diff hunk, ending at the line it points at (new line 10, the flag). */
const HUNK = DEPLOY_PATCH.split('\n').slice(0, 4).join('\n');

/** The bodies a comment had, in order: as first posted (from the recorded POST), then each edit. */
function stagesOf(comment: { body: string; edits: string[] }, posted: string | undefined): string[] {
  return [...(posted === undefined ? [] : [posted]), ...comment.edits];
}

/** True when `url` (an artifact URL) names the repository the demo's comments are in; says so otherwise. */
function sameRepository(url: string | undefined): boolean {
  const same = url?.startsWith(`https://github.com/${EXAMPLE_REPO}/`) ?? false;
  if (!same)
    console.log(
      `   the artifact URL ${url ?? '(none)'} does not name ${EXAMPLE_REPO}, the repository of the PR comments`,
    );
  return same;
}

await rm(OUT, { recursive: true, force: true });
const mintlify = await startFakeMintlify({ projectId: 'proj_demo' });
const github = await startFakeGitHub({
  repo: EXAMPLE_REPO,
  permissions: { alice: 'write' },
  pulls: { 2: PULL_REQUEST, 58: AGENT_PULL_REQUEST },
});
const artifacts = await startFakeArtifactService();
let failed = false;
let violationsSeen = 0;
/** Prints the requests and responses since the last call that broke Mintlify's OpenAPI specs; true if any. */
function newViolations(): boolean {
  const fresh = mintlify.violations.slice(violationsSeen);
  violationsSeen = mintlify.violations.length;
  if (fresh.length) console.log(`   OpenAPI contract violations:\n${fresh.join('\n')}`);
  return fresh.length > 0;
}
try {
  // 1. follow-up: a PR with no agent job; the first /mintlify starts one, the second follows up.
  mintlify.queueCreatedJob({
    id: JOB_ID,
    pollsUntilDone: 3,
    prLink: `https://github.com/${EXAMPLE_REPO}/pull/58`,
    model: 'claude-sonnet-4-5',
    source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: AGENT_BRANCH },
  });
  const followUpDir = join(OUT, 'follow-up');
  const followUpInputs = {
    mode: 'follow-up',
    'api-key': mintlify.apiKey,
    'project-id': mintlify.projectId,
    'api-url': mintlify.url,
    'poll-interval': '0.5',
    'github-token': 'ghs_test_token',
  };
  const env = { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: EXAMPLE_REPO };

  const first = github.seedReviewComment({
    pullNumber: 2,
    body: '/mintlify document the new --dry-run flag',
    login: 'alice',
    path: 'src/commands/deploy.ts',
    line: 10,
    diffHunk: HUNK,
  });
  const start = await runAction({
    inputs: followUpInputs,
    eventName: 'pull_request_review_comment',
    eventPayload: reviewCommentEvent({
      id: first.id,
      body: first.body,
      login: 'alice',
      path: 'src/commands/deploy.ts',
      line: 10,
      diffHunk: HUNK,
    }),
    env,
  });
  report('follow-up 1: first /mintlify on a PR without a job (review comment) → starts a job', start);
  failed ||= start.exitCode !== 0 || start.outputs['job-created'] !== 'true';
  await saveRun(join(followUpDir, '1-new-job'), 'follow-up 1 job summary', start);

  const second = github.seedIssueComment({
    issueNumber: 2,
    body: '/mintlify also add an example of the output to the quickstart',
    login: 'alice',
  });
  const followUp = await runAction({
    inputs: followUpInputs,
    eventName: 'issue_comment',
    eventPayload: issueCommentEvent({ id: second.id, body: second.body, login: 'alice' }),
    env,
  });
  report('follow-up 2: next /mintlify on the same PR (conversation comment) → same job', followUp);
  failed ||=
    followUp.exitCode !== 0 ||
    followUp.outputs['job-created'] !== 'false' ||
    followUp.outputs['job-id'] !== start.outputs['job-id'];
  await saveRun(join(followUpDir, '2-follow-up'), 'follow-up 2 job summary', followUp);

  await writeFile(
    join(followUpDir, 'prompt-of-new-job.txt'),
    mintlify.createdJobs.map((j) => j.prompt).join('\n---\n'),
  );
  await writeFile(
    join(followUpDir, 'message-sent-to-agent.txt'),
    mintlify.messages.map((m) => m.prompt).join('\n---\n'),
  );
  console.log(
    `   jobs created: ${mintlify.createdJobs.map((j) => j.jobId).join(', ')}; messages sent: ${mintlify.messages.map((m) => m.jobId).join(', ')}`,
  );

  // Every comment the action wrote, each stage: as posted (the recorded POST), then each edit.
  const posted = (kind: 'issue' | 'reply'): string[] =>
    github.requests
      .filter(
        (r) =>
          r.method === 'POST' &&
          r.status === 201 &&
          (kind === 'reply' ? /\/replies$/ : /\/issues\/\d+\/comments$/).test(r.path),
      )
      .map((r) => (JSON.parse(r.body) as { body: string }).body);
  const [issuePosts, replyPosts] = [posted('issue'), posted('reply')];
  const written = [
    ...github.reviewComments
      .filter((c) => c.user.type === 'Bot')
      .map((c, i) => ({ where: `review-thread-pr${c.pull_number}`, posted: replyPosts[i], ...c })),
    ...github.issueComments
      .filter((c) => c.user.type === 'Bot')
      .map((c, i) => ({ where: `conversation-pr${c.issue_number}`, posted: issuePosts[i], ...c })),
  ];
  await mkdir(join(followUpDir, 'comments'), { recursive: true });
  for (const comment of written) {
    const stages = stagesOf(comment, comment.posted);
    await writeFile(
      join(followUpDir, 'comments', `${comment.where}-${comment.id}.md`),
      stages.map((body, i) => `<!-- stage ${i + 1} of ${stages.length} -->\n${body}`).join('\n\n---\n\n'),
    );
    await writeFile(
      join(followUpDir, 'comments', `${comment.where}-${comment.id}.html`),
      html('comment', comment.body),
    );
  }
  console.log(
    `   comments written: ${written.length}; reactions: ${github.reactions.map((r) => r.content).join(', ')}`,
  );
  const steerNotes = github.issueComments.filter((c) => c.issue_number === 58 && c.user.type === 'Bot');
  console.log(`   steer note on the agent's PR #58: ${steerNotes.length ? 'yes' : 'MISSING'}`);
  failed ||= steerNotes.length !== 1;
  if (newViolations()) failed = true;

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
    env: { ...artifacts.env(), GITHUB_REPOSITORY: EXAMPLE_REPO },
  });
  report(`page-views (${ROWS} rows)`, pageViews);
  failed ||= pageViews.exitCode !== 0 || !sameRepository(pageViews.outputs['artifact-url']);
  await saveRun(join(OUT, 'page-views'), 'page-views job summary', pageViews);
  const uploaded = artifacts.artifacts.find((a) => a.finalized);
  if (uploaded) {
    const entries = await artifacts.readZip(uploaded.name);
    console.log(`   artifact ${uploaded.name}: ${[...entries.keys()].join(', ')} (${uploaded.size} bytes zipped)`);
  }
  console.log(
    `   rows exported: ${pageViews.outputs.rows}; requests spent: ${pageViews.outputs.requests} of max-requests 100 (the fake API saw ${mintlify.count('views')}: ⌈${ROWS}/250⌉ = ${Math.ceil(ROWS / 250)})`,
  );
  if (newViolations()) failed = true;

  // 3. analytics: two weekly snapshots of a realistic docs site in a row, the second compared
  // with the first (read back from its artifact through the fake GitHub).
  const lastWeek = previousWeekStart(new Date());
  const weekBefore = new Date(lastWeek.getTime() - 7 * 86_400_000);
  mintlify.setAnalytics(docsSiteAnalytics(weekBefore));
  const analyticsInputs = {
    mode: 'analytics',
    'api-key': mintlify.apiKey,
    'project-id': mintlify.projectId,
    'api-url': mintlify.url,
    'github-token': 'ghs_test_token',
    'retention-days': '90',
    'summary-rows': '10',
    'docs-url': DOCS_URL,
  };
  const analyticsEvent = {
    schedule: '29 6 * * 1',
    repository: { full_name: EXAMPLE_REPO, private: true, visibility: 'private' },
  };
  const analyticsEnv = { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: EXAMPLE_REPO };

  const before1 = mintlify.count('*');
  const snapshot1 = await runAction({
    inputs: { ...analyticsInputs, ...weekRange(weekBefore, 1), 'output-dir': join(OUT, 'analytics-1', 'files') },
    eventName: 'schedule',
    eventPayload: analyticsEvent,
    env: { ...artifacts.env(), ...analyticsEnv, GITHUB_RUN_ID: '1001' },
  });
  report('analytics, snapshot 1 (the week before last; nothing to compare with yet)', snapshot1);
  failed ||= snapshot1.exitCode !== 0 || !sameRepository(snapshot1.outputs['artifact-url']);
  await saveRun(join(OUT, 'analytics-1'), 'analytics job summary, snapshot 1', snapshot1);
  console.log(
    `   requests spent: ${snapshot1.outputs.requests} (the fake API saw ${mintlify.count('*') - before1}); rows per dataset: ${snapshot1.outputs.datasets}`,
  );
  const zip = artifacts.artifacts.find(
    (a) => a.finalized && a.name === `mintlify-analytics-${mintlify.projectId}`,
  )?.zip;
  if (zip === undefined) throw new Error('snapshot 1 uploaded no artifact');
  github.seedArtifact({ name: `mintlify-analytics-${mintlify.projectId}`, zip, runId: 1001 });

  // The weekly workflow as README/examples/analytics-weekly.yml writes it (period previous-week),
  // in a new run (a fresh artifact backend: artifact names are unique per run).
  const nextRun = await startFakeArtifactService();
  const before2 = mintlify.count('*') - mintlify.count('create');
  const jobsBefore = mintlify.createdJobs.length;
  const snapshot2 = await runAction({
    // The docs-health workflow (examples/docs-health-triage.yml): findings become issues, the top one gets an agent job.
    inputs: {
      ...analyticsInputs,
      period: 'previous-week',
      'output-dir': join(OUT, 'analytics', 'files'),
      'file-issues': 'true',
      'agent-findings': '1',
    },
    eventName: 'schedule',
    eventPayload: analyticsEvent,
    env: { ...nextRun.env(), ...analyticsEnv, GITHUB_RUN_ID: '1002' },
  });
  await nextRun.close();
  report('analytics, snapshot 2 (last week, compared with snapshot 1)', snapshot2);
  failed ||=
    snapshot2.exitCode !== 0 ||
    !(Number(snapshot2.outputs.findings) > 0) ||
    !sameRepository(snapshot2.outputs['artifact-url']);
  await saveRun(join(OUT, 'analytics'), 'analytics job summary, snapshot 2', snapshot2);
  console.log(
    `   requests spent: ${snapshot2.outputs.requests} (the fake API saw ${mintlify.count('*') - mintlify.count('create') - before2} analytics requests: findings and the comparison cost none; plus ${mintlify.createdJobs.length - jobsBefore} agent job started for a finding); findings: ${snapshot2.outputs.findings}`,
  );
  const docsHealth = snapshot2.summary.split('<h2>Mintlify analytics snapshot')[0] ?? '';
  console.log(
    `   Docs health (start of ${join(OUT, 'analytics', 'summary.md')}):\n${docsHealth.slice(0, 1600).replace(/^/gm, '     ')}`,
  );
  // The finding issues filed on the fake GitHub, and the agent prompt of the finding handed to a job.
  console.log(
    `   finding issues: ${snapshot2.outputs['issues-opened']} opened, ${snapshot2.outputs['issues-updated']} updated; agent jobs: ${snapshot2.outputs['agent-jobs']}`,
  );
  await mkdir(join(OUT, 'analytics', 'issues'), { recursive: true });
  for (const issue of github.issues)
    await writeFile(
      join(OUT, 'analytics', 'issues', `${issue.number}.md`),
      `# ${issue.title}\n\n${issue.body ?? ''}\n`,
    );
  // The dashboard issue (one per repository and project, rewritten by each snapshot), then a topic's issue.
  const dashboard = github.issues.find((i) => looksLikeDashboard(i.body));
  if (dashboard)
    console.log(
      `   Dashboard issue #${dashboard.number}:\n     # ${dashboard.title}\n${(dashboard.body ?? '').replace(/^/gm, '     ')}`,
    );
  const shown =
    github.issues.find((i) => / related findings?$/.test(i.title)) ??
    github.issues.find((i) => (i.body ?? '').includes('Agent job `')) ??
    github.issues[0];
  if (shown)
    console.log(
      `   Topic issue #${shown.number} (${join(OUT, 'analytics', 'issues')}/):\n     # ${shown.title}\n${(shown.body ?? '').replace(/^/gm, '     ')}`,
    );
  const prompt = mintlify.createdJobs.slice(jobsBefore)[0]?.prompt;
  if (prompt) console.log(`   Agent prompt of that finding's job:\n${prompt.replace(/^/gm, '     ')}`);
  failed ||= github.issues.length === 0 || prompt === undefined || dashboard === undefined;
  if (newViolations()) failed = true;
  console.log(`\nEverything is in ${OUT}/ (summary.md, summary.html, outputs.json, comments/, files/).`);
} finally {
  await Promise.all([mintlify.close(), github.close(), artifacts.close()]);
}
process.exitCode = failed ? 1 : 0;
