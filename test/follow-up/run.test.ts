/**
 * `steerAgentJob` phase by phase, driven through its `FollowUpDeps`: the gate's skips, and the
 * delivery state recorded on the progress comment's marker. GitHub is the fake GitHub server
 * behind a real Octokit; Mintlify is a scripted stub; time only moves when the run sleeps.
 */
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InputError, MintlifyApiError } from '../../src/errors.ts';
import { resolveEvent, type TriggerEvent } from '../../src/github/event.ts';
import type { FollowUpInputs } from '../../src/follow-up/inputs.ts';
import { formatMarker, markerSigner, parseMarker, pullScope, type MarkerState } from '../../src/agent-job/marker.ts';
import { MAX_PROMPT_CHARS } from '../../src/follow-up/prompt/prompt.ts';
import type { MarkedComment } from '../../src/agent-job/marked-comments.ts';
import { chooseTarget, steerAgentJob, type AgentJobApi, type FollowUpDeps } from '../../src/follow-up/run.ts';
import { AgentJobSchema, type AgentJob, type AgentJobStatus } from '../../src/mintlify/schemas.ts';
import { startFakeGitHub, type FakeGitHub, type StoredIssueComment } from '../fakes/github.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../harness/payloads.ts';

const TOKEN = 'ghs_test_token';
const JOB_ID = 'job_7f3a9c';
/** The job `createJob` starts. */
const NEW_JOB_ID = 'job_new_1';
const PR = 2;
/** A PR whose head branch lives in a fork. */
const FORK_PR = 3;
/** The login the fake attributes the token's comments to. */
const ACTION_LOGIN = 'github-actions[bot]';
const MESSAGE_ENDPOINT = 'POST /v2/agent/{projectId}/job/{id}/message';

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    repo: EXAMPLE_REPO,
    permissions: { alice: 'write', bob: 'read' },
    pulls: { [PR]: {}, [FORK_PR]: { headRepoFullName: 'mallory/Hello-World' }, 42: {} },
  });
});

afterEach(async () => {
  await github.close();
});

const job = (status: AgentJobStatus, id = JOB_ID): AgentJob =>
  AgentJobSchema.parse({
    id,
    status,
    prLink: status === 'completed' ? `https://github.com/${EXAMPLE_REPO}/pull/42` : null,
    // The agent works on the head branch of its PR (the fake's default for #42).
    source: { repository: `https://github.com/${EXAMPLE_REPO}`, ref: 'feature-42' },
  });

/**
 * A scripted Mintlify: `sendMessage` returns the job as `active` or throws `sendError`;
 * `createJob` starts {@link NEW_JOB_ID} (`active`); `getJob` answers `active` once, then
 * `completed`. Every call is recorded.
 */
function scriptedMintlify(sendError?: MintlifyApiError): {
  api: AgentJobApi;
  sent: Array<{ jobId: string; prompt: string }>;
  created: string[];
  polls: string[];
} {
  const sent: Array<{ jobId: string; prompt: string }> = [];
  const created: string[] = [];
  const polls: string[] = [];
  const api: AgentJobApi = {
    sendMessage: async (jobId, prompt) => {
      sent.push({ jobId, prompt });
      if (sendError) throw sendError;
      return job('active');
    },
    getJob: async (jobId) => {
      polls.push(jobId);
      return job(polls.length === 1 ? 'active' : 'completed', jobId);
    },
    createJob: async (prompt) => {
      created.push(prompt);
      return job('active', NEW_JOB_ID);
    },
  };
  return { api, sent, created, polls };
}

/** A run of `steerAgentJob` on `event` with instant sleeps, recording notices and saved state. */
function steer(
  event: TriggerEvent,
  mintlify: AgentJobApi,
  inputs: Partial<FollowUpInputs> = {},
  signal = new AbortController().signal,
) {
  let clock = Date.parse('2025-05-01T12:00:00Z');
  const notices: string[] = [];
  const state = new Map<string, string>();
  const deps: FollowUpDeps = {
    inputs: {
      mode: 'follow-up',
      apiKey: 'mint_test_key',
      projectId: 'proj_docs',
      apiUrl: 'https://api.mintlify.com',
      docsStatus: false,
      requestTimeoutMs: 30_000,
      jobId: JOB_ID,
      prompt: undefined,
      triggerPhrase: '/mintlify',
      agentLabel: 'mintlify-agent',
      caps: { jobsPerItem: 5, usesPerDay: 50 },
      wait: true,
      pollIntervalSeconds: 10,
      timeoutSeconds: 3600,
      comment: true,
      includeContext: true,
      createJob: false,
      githubToken: TOKEN,
      ...inputs,
    },
    event,
    runUrl: `https://github.com/${EXAMPLE_REPO}/actions/runs/1234567890`,
    mintlify,
    octokit: getOctokit(TOKEN, { baseUrl: github.url }),
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
    signal,
    log: { info: () => undefined, notice: (line) => notices.push(line), warning: (line) => notices.push(line) },
    saveState: (name, value) => state.set(name, value),
  };
  return { run: () => steerAgentJob(deps), notices, state };
}

/** Seeds a PR conversation comment and returns it with its `issue_comment` event. */
function comment(
  body: string,
  login = 'alice',
  options: { type?: 'User' | 'Bot'; pullNumber?: number } = {},
): { trigger: StoredIssueComment; event: TriggerEvent } {
  const pullNumber = options.pullNumber ?? PR;
  const trigger = github.seedIssueComment({ issueNumber: pullNumber, body, login, type: options.type });
  const payload = issueCommentEvent({ id: trigger.id, body, login, type: options.type, pullNumber });
  return {
    trigger,
    event: resolveEvent('issue_comment', payload, {
      repository: EXAMPLE_REPO,
      actor: login,
      runId: '1234567890',
      invocation: ['docs', 'mintlify', ''],
    }),
  };
}

/** The progress comment an earlier run left for `trigger`, in delivery state `state`. */
function earlierProgress(trigger: StoredIssueComment, state: MarkerState): StoredIssueComment {
  const [owner = '', repo = ''] = EXAMPLE_REPO.split('/');
  const signer = markerSigner('mint_test_key', pullScope({ owner, repo, pullNumber: PR }), {
    projectId: 'proj_docs',
    apiUrl: 'https://api.mintlify.com',
  });
  const marker = formatMarker(signer.sign({ jobId: JOB_ID, triggers: [`ic:${trigger.id}`], state }));
  return github.seedIssueComment({
    issueNumber: PR,
    body: `${marker}\n### Mintlify agent — earlier run`,
    login: ACTION_LOGIN,
    type: 'Bot',
  });
}

/** The comments the action wrote on pull request `pullNumber` (by the token's identity). */
const ours = (pullNumber = PR): StoredIssueComment[] =>
  github.issueComments.filter((c) => c.user.login === ACTION_LOGIN && c.issue_number === pullNumber);
const reactions = (): string[] => github.reactions.map((r) => r.content);
const writes = (): number => github.requests.filter((r) => r.method !== 'GET').length;

describe('the gate: nothing is sent to Mintlify', () => {
  it('skips a comment written by a bot, without a reply or a reaction', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify do it', 'renovate[bot]', { type: 'Bot' });
    const result = await steer(event, mintlify.api).run();
    expect(result).toMatchObject({
      status: 'skipped',
      skippedReason: 'the comment was written by the bot renovate[bot]',
    });
    expect(mintlify.sent).toEqual([]);
    expect(writes()).toBe(0);
  });

  it('skips a comment this action wrote (it starts with the action signature), without a reply', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('<!-- mintlify-action -->\n/mintlify do it');
    const result = await steer(event, mintlify.api).run();
    expect(result).toMatchObject({ status: 'skipped', skippedReason: 'the comment was written by this action' });
    expect(mintlify.sent).toEqual([]);
    expect(writes()).toBe(0);
  });

  it('skips a comment where no line starts with the trigger phrase, with a notice and nothing on the PR', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('LGTM, ship it');
    const { run, notices } = steer(event, mintlify.api);
    const result = await run();
    expect(result).toMatchObject({
      status: 'skipped',
      skippedReason: 'the comment does not start a line with /mintlify',
    });
    expect(notices).toEqual([
      'Skipped: the comment does not start a line with /mintlify. Nothing was sent to Mintlify.',
    ]);
    expect(writes()).toBe(0);
  });

  it('still needs the trigger phrase in a comment when the prompt input replaces its text', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('LGTM, ship it');
    const result = await steer(event, mintlify.api, { prompt: 'document the release' }).run();
    expect(result).toMatchObject({
      status: 'skipped',
      skippedReason: 'the comment does not start a line with /mintlify',
    });
    expect(mintlify.sent).toEqual([]);
  });

  it('refuses a commenter without write permission: 😕 and a reply naming them', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify delete the docs', 'bob');
    const result = await steer(event, mintlify.api).run();
    expect(result).toMatchObject({ status: 'skipped', skippedReason: 'bob has read permission' });
    expect(reactions()).toEqual(['confused']);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain('Sorry bob, only people with write access');
    expect(result.commentUrl).toContain(`#issuecomment-${ours()[0]?.id}`);
    expect(mintlify.sent).toEqual([]);
  });

  it('answers an empty instruction with the usage and 😕, so that an edit of it later is not taken as a new instruction', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify');
    const result = await steer(event, mintlify.api).run();
    expect(result).toMatchObject({
      status: 'skipped',
      skippedReason: 'the instruction after the trigger phrase is empty',
    });
    expect(ours()[0]?.body).toContain('/mintlify also document the --dry-run flag');
    expect(reactions()).toEqual(['confused']);
    expect(mintlify.sent).toEqual([]);
  });

  it('refuses an instruction over the limit: 😕 and a reply with its length', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment(`/mintlify ${'x'.repeat(MAX_PROMPT_CHARS + 1)}`);
    const result = await steer(event, mintlify.api).run();
    expect(result).toMatchObject({
      status: 'skipped',
      skippedReason: `the instruction is ${MAX_PROMPT_CHARS + 1} characters long (limit ${MAX_PROMPT_CHARS})`,
    });
    expect(reactions()).toEqual(['confused']);
    expect(ours()[0]?.body).toContain(`This instruction is ${MAX_PROMPT_CHARS + 1} characters long`);
    expect(mintlify.sent).toEqual([]);
  });

  it('skips politely on a fork PR without an API key: 👀 for the accepted comment, then a reply', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify do it', 'alice', { pullNumber: FORK_PR });
    const result = await steer(event, mintlify.api, { apiKey: '' }).run();
    expect(result).toMatchObject({
      status: 'skipped',
      skippedReason: 'the pull request comes from the fork mallory/Hello-World, and GitHub passes no secrets to it',
    });
    expect(reactions()).toEqual(['eyes']);
    expect(ours(FORK_PR)[0]?.body).toContain('comes from a fork');
    expect(mintlify.sent).toEqual([]);
  });

  it('fails on a missing API key when the PR is not from a fork', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify do it');
    const error = await steer(event, mintlify.api, { apiKey: '' })
      .run()
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InputError);
    expect(String(error)).toMatch(/api-key is required/);
    expect(mintlify.sent).toEqual([]);
    expect(ours()).toEqual([]);
  });

  it('answers 😕 and explains when no job is given or linked to the PR', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify do it');
    const result = await steer(event, mintlify.api, { jobId: undefined }).run();
    expect(result).toMatchObject({
      status: 'skipped',
      skippedReason: 'no job-id input and no agent job remembered on this pull request',
    });
    expect(reactions()).toEqual(['eyes', 'confused']);
    expect(ours()[0]?.body).toContain('No Mintlify agent job is linked to this pull request yet');
    expect(mintlify.sent).toEqual([]);
  });
});

describe('delivery: the marker records whether the instruction reached the job', () => {
  it('sends the instruction when no earlier run handled the trigger, and marks the comment sent', async () => {
    const mintlify = scriptedMintlify();
    const { trigger, event } = comment('/mintlify document --dry-run');
    const { run, state } = steer(event, mintlify.api);
    const result = await run();
    expect(mintlify.sent).toEqual([{ jobId: JOB_ID, prompt: 'document --dry-run' }]);
    expect(result).toMatchObject({
      status: 'completed',
      jobId: JOB_ID,
      prLink: `https://github.com/${EXAMPLE_REPO}/pull/42`,
    });
    expect(ours()).toHaveLength(1);
    const progress = ours()[0];
    const created = github.requests.find((r) => r.method === 'POST' && r.path.endsWith(`/issues/${PR}/comments`));
    expect(parseMarker((JSON.parse(created?.body ?? '{}') as { body?: string }).body)).toMatchObject({
      triggers: [`ic:${trigger.id}`],
      state: 'received',
    });
    expect(parseMarker(progress?.edits[0])).toMatchObject({ state: 'pending' });
    expect(progress?.edits.map((body) => parseMarker(body)?.state)).toContain('sent');
    expect(parseMarker(progress?.body)).toMatchObject({
      jobId: JOB_ID,
      triggers: [`ic:${trigger.id}`],
      state: 'ended',
    });
    expect(result.commentUrl).toContain(`#issuecomment-${progress?.id}`);
    // 👀 admitted, 👍 claimed for sending (it stays: the job has it), 🚀 the job's PR.
    expect(reactions()).toEqual(['eyes', '+1', 'rocket']);
    expect(ours(42)[0]?.body).toContain(`Reply with \`/mintlify <instruction>\``);
    expect(state.get('finalized')).toBe('true');
    expect(JSON.parse(state.get('comment') ?? '{}')).toMatchObject({ kind: 'issue', id: progress?.id });
  });

  it('sends again after an earlier run recorded not-sent, editing that run’s comment (pending, then sent)', async () => {
    const mintlify = scriptedMintlify();
    const { trigger, event } = comment('/mintlify document --dry-run');
    const earlier = earlierProgress(trigger, 'not-sent');
    const result = await steer(event, mintlify.api).run();
    expect(mintlify.sent).toHaveLength(1);
    expect(result.status).toBe('completed');
    expect(ours().map((c) => c.id)).toEqual([earlier.id]);
    expect(parseMarker(earlier.edits[0])?.state).toBe('pending');
    expect(parseMarker(earlier.edits[1])?.state).toBe('sent');
    expect(parseMarker(earlier.body)?.state).toBe('ended');
  });

  it('does not send after an earlier run recorded pending (delivery unknown), and never reports success', async () => {
    const mintlify = scriptedMintlify();
    const { trigger, event } = comment('/mintlify document --dry-run');
    const earlier = earlierProgress(trigger, 'pending');
    const { run, notices } = steer(event, mintlify.api);
    const result = await run();
    expect(mintlify.sent).toEqual([]);
    expect(result.status).toBe('error');
    expect(result.failure).toContain('may or may not have delivered this instruction');
    expect(notices.join('\n')).toContain('it is not sent again');
    expect(ours().map((c) => c.id)).toEqual([earlier.id]);
    expect(earlier.body).not.toContain('Completed');
    expect(parseMarker(earlier.body)?.state).toBe('pending');
  });

  it('does not send after an earlier run recorded sent, and watches the job', async () => {
    const mintlify = scriptedMintlify();
    const { trigger, event } = comment('/mintlify document --dry-run');
    earlierProgress(trigger, 'sent');
    const { run, notices } = steer(event, mintlify.api);
    const result = await run();
    expect(mintlify.sent).toEqual([]);
    expect(mintlify.polls.length).toBeGreaterThan(0);
    expect(result.status).toBe('completed');
    expect(notices).toContain(
      'This instruction was already sent by an earlier run; watching the job instead of sending it again.',
    );
  });

  const failures: Array<[string, number, MarkerState]> = [
    ['4xx: the job certainly did not get it', 400, 'not-sent'],
    ['5xx: it may or may not have arrived', 502, 'pending'],
    ['2xx with a body that does not parse: the job accepted it', 200, 'sent'],
  ];
  for (const [name, status, marked] of failures) {
    it(`marks the comment ${marked} when sending fails with ${name}`, async () => {
      const error = new MintlifyApiError(`${MESSAGE_ENDPOINT} failed with HTTP ${status}.`, {
        endpoint: MESSAGE_ENDPOINT,
        status,
      });
      const mintlify = scriptedMintlify(error);
      const { event } = comment('/mintlify document --dry-run');
      const result = await steer(event, mintlify.api).run();
      expect(mintlify.sent).toHaveLength(1);
      expect(result).toMatchObject({ status: 'error', failure: expect.stringContaining(error.message), jobId: JOB_ID });
      expect(parseMarker(ours()[0]?.body)?.state).toBe(marked);
      expect(ours()[0]?.body).toContain(`failed with HTTP ${status}`);
      // The claim (👍) is released only when the instruction certainly did not arrive.
      expect(reactions()).toEqual(marked === 'not-sent' ? ['eyes', 'confused'] : ['eyes', '+1', 'confused']);
      expect(mintlify.polls).toEqual([]);
    });
  }

  it('sends nothing and marks the comment not-sent when the run is cancelled before sending', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify document --dry-run');
    const cancelled = new AbortController();
    cancelled.abort();
    const result = await steer(event, mintlify.api, {}, cancelled.signal).run();
    expect(result.status).toBe('cancelled');
    expect(mintlify.sent).toEqual([]);
    expect(parseMarker(ours()[0]?.body)?.state).toBe('not-sent');
  });
});

describe('chooseTarget: where the instruction goes', () => {
  const LINKED = 'job_linked';
  const INPUT = 'job_from_input';
  /** A verified progress comment an earlier run wrote for this trigger. */
  const earlier = (marker: { jobId: string | undefined; created?: boolean; state?: MarkerState }): MarkedComment => ({
    kind: 'issue',
    id: 11,
    url: `https://github.com/${EXAMPLE_REPO}/pull/${PR}#issuecomment-11`,
    body: '',
    authorLogin: ACTION_LOGIN,
    authorType: 'Bot',
    createdAt: '2025-05-01T11:00:00Z',
    marker: { triggers: ['ic:7'], state: 'sent', ...marker },
  });
  const none = { jobId: undefined, createJob: true };

  it('a re-run of a trigger that started a job goes to create again (delivery then decides not to repeat it)', () => {
    const history = { linkedJobId: LINKED, previous: earlier({ jobId: NEW_JOB_ID, created: true }) };
    expect(chooseTarget({ jobId: INPUT, createJob: false }, history, false)).toEqual({ kind: 'create' });
  });

  it('a re-run of a trigger whose marker names no job yet goes to create', () => {
    const history = { linkedJobId: LINKED, previous: earlier({ jobId: undefined, state: 'pending' }) };
    expect(chooseTarget(none, history, false)).toEqual({ kind: 'create' });
  });

  it('a re-run of a trigger that messaged a job goes to that same job, whatever the input, link or --new say now', () => {
    const history = { linkedJobId: LINKED, previous: earlier({ jobId: JOB_ID }) };
    expect(chooseTarget({ jobId: INPUT, createJob: true }, history, true)).toEqual({ kind: 'message', jobId: JOB_ID });
  });

  it('the job-id input wins over --new and over the job linked to the PR', () => {
    expect(chooseTarget({ jobId: INPUT, createJob: true }, { linkedJobId: LINKED, previous: undefined }, true)).toEqual(
      { kind: 'message', jobId: INPUT },
    );
  });

  it('--new starts a job even when one is linked to the PR', () => {
    expect(chooseTarget(none, { linkedJobId: LINKED, previous: undefined }, true)).toEqual({ kind: 'create' });
  });

  it('without --new, the instruction goes to the job linked to the PR', () => {
    expect(chooseTarget(none, { linkedJobId: LINKED, previous: undefined }, false)).toEqual({
      kind: 'message',
      jobId: LINKED,
    });
  });

  it('with no job given or linked, a job is started when create-job is on', () => {
    expect(chooseTarget(none, { linkedJobId: undefined, previous: undefined }, false)).toEqual({ kind: 'create' });
  });

  it('with no job given or linked and create-job off, the instruction goes nowhere', () => {
    expect(
      chooseTarget({ jobId: undefined, createJob: false }, { linkedJobId: undefined, previous: undefined }, false),
    ).toBeUndefined();
  });
});

describe('starting a job: no job given or linked, create-job on', () => {
  it("starts one job with the PR's context, links it in the progress comment and watches it", async () => {
    const mintlify = scriptedMintlify();
    const { trigger, event } = comment('/mintlify document --dry-run');
    const result = await steer(event, mintlify.api, { jobId: undefined, createJob: true }).run();

    expect(mintlify.created).toHaveLength(1);
    expect(mintlify.created[0]).toContain(`pull request #${PR} (https://github.com/${EXAMPLE_REPO}/pull/${PR})`);
    expect(mintlify.created[0]).toMatch(/\n\nInstruction: document --dry-run$/);
    expect(mintlify.sent).toEqual([]);
    expect(new Set(mintlify.polls)).toEqual(new Set([NEW_JOB_ID]));
    expect(result).toMatchObject({ status: 'completed', jobId: NEW_JOB_ID, jobCreated: true });

    const posted = github.requests.find((r) => r.method === 'POST' && r.path.endsWith(`/issues/${PR}/comments`));
    expect(parseMarker((JSON.parse(posted?.body ?? '{}') as { body?: string }).body)).toMatchObject({
      jobId: undefined,
      state: 'received',
      created: true,
    });
    expect(ours()).toHaveLength(1);
    expect(parseMarker(ours()[0]?.body)).toMatchObject({
      jobId: NEW_JOB_ID,
      triggers: [`ic:${trigger.id}`],
      state: 'ended',
      created: true,
    });
    expect(ours()[0]?.body).toContain(`Started agent job \`${NEW_JOB_ID}\``);
  });

  it('refuses --new when the workflow does not start jobs (create-job false): nothing is created', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify --new start over');
    const result = await steer(event, mintlify.api, { jobId: undefined, createJob: false }).run();
    expect(result).toMatchObject({
      status: 'skipped',
      skippedReason: '--new asks for a new agent job, but create-job is false',
    });
    expect(mintlify.created).toEqual([]);
    expect(ours()[0]?.body).toContain('`create-job: false`');
  });

  it('when the job ends, also finalizes an earlier comment that handed the same job off, and reacts on the comment that asked there', async () => {
    const mintlify = scriptedMintlify();
    const { trigger: first } = comment('/mintlify first instruction');
    const handedOff = earlierProgress(first, 'sent');
    const { event } = comment('/mintlify second instruction');
    const result = await steer(event, mintlify.api).run();
    expect(result.status).toBe('completed');
    expect(parseMarker(handedOff.body)).toMatchObject({ jobId: JOB_ID, state: 'ended' });
    expect(handedOff.body).toContain('### Mintlify agent — ✅ Completed');
    expect(github.reactions.filter((r) => r.commentId === first.id).map((r) => r.content)).toEqual(['rocket']);
  });

  it('--status with a job-id and no progress comment: reads the job once, sends nothing, and replies with its status', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify --status');
    const result = await steer(event, mintlify.api).run();
    expect(result).toMatchObject({ status: 'active', jobId: JOB_ID });
    expect(mintlify.sent).toEqual([]);
    expect(mintlify.created).toEqual([]);
    expect(mintlify.polls).toEqual([JOB_ID]);
    expect(ours()[0]?.body).toContain(`Agent job \`${JOB_ID}\` is **active**. Nothing was sent to the agent.`);
  });

  it('--skip without a reason: the usage reply and 😕, no status, nothing sent to Mintlify', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify --skip');
    const result = await steer(event, mintlify.api, { docsStatus: true }).run();
    expect(result.status).toBe('skipped');
    expect(mintlify.polls).toEqual([]);
    expect(ours()[0]?.body).toContain('`/mintlify --skip` needs a reason');
    expect(reactions()).toContain('confused');
    expect(github.requests.some((r) => r.path.includes('/statuses/'))).toBe(false);
  });
});

describe('watching while another run reports the end', () => {
  it('never writes over an end that reconcile reported on its comment while this run watched', async () => {
    const mintlify = scriptedMintlify();
    const { event } = comment('/mintlify do it');
    const [owner = '', repo = ''] = EXAMPLE_REPO.split('/');
    const signer = markerSigner('mint_test_key', pullScope({ owner, repo, pullNumber: PR }), {
      projectId: 'proj_docs',
      apiUrl: 'https://api.mintlify.com',
    });
    let reported = '';
    const api: AgentJobApi = {
      ...mintlify.api,
      getJob: async (jobId) => {
        const progress = ours()[0];
        const marker = parseMarker(progress?.body);
        if (progress && marker && reported === '') {
          // Between two polls, a reconcile run (another job of the PR keeps it labelled) reports this job's end.
          reported = `${formatMarker(signer.sign({ ...marker, state: 'ended' }))}\n### Mintlify agent — ✅ Completed (reported by reconcile)`;
          progress.body = reported;
          return job('active', jobId);
        }
        return job('completed', jobId);
      },
    };
    const result = await steer(event, api, { pollIntervalSeconds: 60 }).run();
    expect(result.status).toBe('completed');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toBe(reported);
  });
});
