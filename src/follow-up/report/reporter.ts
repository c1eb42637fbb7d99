/**
 * The PR writers: {@link PullRequestReporter} posts replies, reactions and the steer note;
 * {@link ProgressComment} is the one comment per trigger, edited in place. A failed PR write
 * is a warning and never hides the Mintlify outcome.
 */
import { errorMessage } from '../../errors.ts';
import {
  addReaction,
  createComment,
  getComment,
  updateComment,
  type CommentHandle,
  type PullRef,
  type Reaction,
} from '../../github/comments.ts';
import type { PullRequestTrigger } from '../../github/event.ts';
import type { Octokit } from '../../github/octokit.ts';
import { addLabel, ensureLabel, getLabelDescription } from '../../github/issues.ts';
import { AGENT_LABEL_STYLE, reconcileCovers } from '../../agent-job/label.ts';
import type { JobEndWriter, OwnProgress } from '../../agent-job/report-end.ts';
import type { RecordContext } from '../../agent-job/record.ts';
import type { AgentJob } from '../../mintlify/schemas.ts';
import { workflowIdentity, type WorkflowIdentity } from '../../github/identity.ts';
import { deniedReplyPosted } from '../history.ts';
import { parseMarker, type Marker, type MarkerSigner, type MarkerState } from '../../agent-job/marker.ts';
import { renderProgressComment, type ProgressView, type Stage } from '../../agent-job/render-comment.ts';
import type { FollowUpDeps } from '../types.ts';
import type { UsesToday } from '../../agent-job/caps.ts';
import { docsStatusWriter, type DocsStatusWriter } from '../../agent-job/docs-change/status-writer.ts';

/** Talks to the PR; every write is a no-op when commenting is off or there is no PR. */
export class PullRequestReporter {
  readonly #deps: FollowUpDeps;
  readonly #trigger: PullRequestTrigger | undefined;
  readonly #pr: PullRef | undefined;
  #identity: WorkflowIdentity | undefined;
  /** Records of the item that no longer count, one sentence each: every progress comment of the run shows them. */
  untrustedRecords: readonly string[] = [];
  #docsStatus: DocsStatusWriter | undefined;
  /** First error met while writing the progress comment; fails the step at the end without hiding the outcome. */
  commentError: string | undefined;

  constructor(deps: FollowUpDeps, trigger: PullRequestTrigger | undefined) {
    this.#deps = deps;
    this.#trigger = trigger;
    this.#pr = trigger ? { owner: trigger.owner, repo: trigger.repo, pullNumber: trigger.pullNumber } : undefined;
  }

  /** True when the run is meant to write on the PR: a PR comment triggered it and the `comment` input is on. */
  get commenting(): boolean {
    return this.#trigger !== undefined && this.#deps.inputs.comment;
  }

  get #writable(): { octokit: Octokit; pr: PullRef; trigger: PullRequestTrigger } | undefined {
    const { octokit, inputs } = this.#deps;
    if (!octokit || !this.#pr || !this.#trigger || !inputs.comment) return undefined;
    return { octokit, pr: this.#pr, trigger: this.#trigger };
  }

  /**
   * Runs a PR write; a failure is logged as a warning and never hides the Mintlify outcome.
   * `critical` failures (the progress comment) also fail the step at the end.
   */
  async #guard<T>(what: string, critical: boolean, action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (error) {
      const message = `Could not ${what}: ${errorMessage(error)}`;
      this.#deps.log.warning(message);
      if (critical) this.commentError ??= message;
      return undefined;
    }
  }

  /**
   * Who the workflow writes as (`github/identity.ts`), learnt once.
   * @throws when there is no token.
   */
  identity(): WorkflowIdentity {
    const { octokit } = this.#deps;
    if (!octokit) throw new Error('No github-token to find out which account writes the comments with.');
    this.#identity ??= workflowIdentity(octokit);
    return this.#identity;
  }

  /** Adds a reaction to the trigger comment (reviews, and PR events, have no comment to react to). */
  async react(content: Reaction): Promise<void> {
    const w = this.#writable;
    if (!w || w.trigger.kind === 'review' || w.trigger.kind === 'pull-request') return;
    const target = {
      kind: w.trigger.kind === 'review-comment' ? ('review' as const) : ('issue' as const),
      id: w.trigger.comment.id,
    };
    await this.#guard(`add the ${content} reaction`, false, () => addReaction(w.octokit, w.pr, target, content));
  }

  /** Posts a comment: in the review thread for a review comment, else in the conversation. */
  async create(body: string, critical: boolean): Promise<CommentHandle | undefined> {
    const w = this.#writable;
    if (!w) return undefined;
    const root = w.trigger.threadRootId;
    const replyTo = root === undefined ? undefined : { kind: 'review' as const, id: root };
    return this.#guard('write the PR comment', critical, () => createComment(w.octokit, w.pr, body, replyTo));
  }

  /**
   * True when the workflow already answered a denied request on this PR. Fails closed towards
   * silence: when the comments cannot be read, no second reply is posted.
   */
  async deniedReplyPosted(): Promise<boolean> {
    const w = this.#writable;
    if (!w) return false;
    try {
      return await deniedReplyPosted(w.octokit, w.trigger, this.identity());
    } catch (error) {
      this.#deps.log.warning(
        `Could not read the PR's comments to tell whether a denial was already answered: ${errorMessage(error)}`,
      );
      return true;
    }
  }

  /**
   * Replaces the body of the progress comment.
   * @returns false when the edit failed (logged as a warning), true otherwise (also when not commenting).
   */
  async update(comment: CommentHandle | undefined, body: string): Promise<boolean> {
    const w = this.#writable;
    if (!w || !comment) return true;
    return (
      (await this.#guard('update the PR comment', true, async () =>
        updateComment(w.octokit, w.pr, comment, body).then(() => true),
      )) === true
    );
  }

  /**
   * True when `comment` now records its job's end (marker `ended`, written by another run).
   * A comment that cannot be read counts as not ended (the write that follows reports its own failure).
   */
  async endedMeanwhile(comment: CommentHandle | undefined): Promise<boolean> {
    const w = this.#writable;
    if (!w || !comment) return false;
    try {
      return parseMarker((await getComment(w.octokit, w.pr, comment)).body)?.state === 'ended';
    } catch {
      return false;
    }
  }

  /**
   * What reporting the job's end on this PR needs ({@link JobEndWriter}); `undefined` when the
   * run does not write on the PR (no PR, `comment: false`, no token).
   */
  endWriter(): JobEndWriter | undefined {
    const w = this.#writable;
    if (!w) return undefined;
    const { inputs, log, runUrl, now } = this.#deps;
    return {
      octokit: w.octokit,
      apiKey: inputs.apiKey,
      project: inputs,
      triggerPhrase: inputs.triggerPhrase,
      runUrl,
      label: inputs.agentLabel,
      log,
      identity: this.identity(),
      now,
      docsStatus: this.docsStatus(),
    };
  }

  /**
   * The run's one writer of `mintlify/docs` (one warning per run for a token that may not write statuses);
   * `undefined` when `docs-status` is false, or the run does not write on a pull request.
   */
  docsStatus(): DocsStatusWriter | undefined {
    const w = this.#writable;
    if (!w || !this.#deps.inputs.docsStatus || this.#deps.findingIssue) return undefined;
    this.#docsStatus ??= docsStatusWriter(w.octokit, (line) => this.#deps.log.warning(line));
    return this.#docsStatus;
  }

  /**
   * What reading the item's record needs (`agent-job/record.ts`); `undefined` when the run does not write on the PR.
   */
  recordContext(): RecordContext | undefined {
    const w = this.#writable;
    if (!w) return undefined;
    const { inputs, log } = this.#deps;
    return {
      octokit: w.octokit,
      repo: { owner: w.pr.owner, repo: w.pr.repo },
      apiKey: inputs.apiKey,
      project: inputs,
      identity: this.identity(),
      warn: log.warning,
    };
  }

  /** The PR (or finding issue) the run writes on; `undefined` when it writes nowhere. */
  get item(): PullRef | undefined {
    return this.#writable?.pr;
  }

  /**
   * Hands the job over to whoever sees its end later (`reconcile`, `--status`): puts
   * `agent-label` on the PR or issue, creating the label when the repository lacks it, and reads
   * from the label's description whether a `reconcile` reads this repository.
   * @returns whether the label is on (a warning says why not) and whether a reconcile covers the repository.
   */
  async handOff(): Promise<{ labelled: boolean; reconciled: boolean }> {
    const w = this.#writable;
    if (!w) return { labelled: false, reconciled: false };
    const { agentLabel } = this.#deps.inputs;
    let reconciled = false;
    const done = await this.#guard(`put the label ${agentLabel} on #${w.pr.pullNumber}`, false, async () => {
      const description = await getLabelDescription(w.octokit, w.pr, agentLabel);
      reconciled = reconcileCovers(description);
      if (description === undefined) await ensureLabel(w.octokit, w.pr, { name: agentLabel, ...AGENT_LABEL_STYLE });
      await addLabel(w.octokit, w.pr, w.pr.pullNumber, agentLabel);
      return true;
    });
    return { labelled: done === true, reconciled };
  }
}

/** What the progress comment starts with. Times are epoch milliseconds. */
export interface ProgressStart {
  marker: Marker;
  /** The instruction, cleaned (without the context block). */
  prompt: string;
  requester: string | undefined;
  receivedAt: number;
  /** Today's agent uses with this run's (`agent-uses-per-day`); `undefined` when this run sends nothing. */
  usesToday?: UsesToday | undefined;
}

/**
 * The progress comment of one trigger, edited in place as the request advances. Each edit
 * also records, for the `post:` step, the body to write if the step ends before reporting.
 */
export class ProgressComment {
  readonly #deps: FollowUpDeps;
  readonly #reporter: PullRequestReporter;
  readonly #view: ProgressView;
  readonly #signer: MarkerSigner | undefined;
  #handle: CommentHandle | undefined;
  /** Set once the comment was found recording the job's end (written by another run): nothing more is written on it. */
  #ended = false;

  /** @param signer signs the marker of every body (`undefined`: no PR, nothing to sign). */
  constructor(
    deps: FollowUpDeps,
    reporter: PullRequestReporter,
    start: ProgressStart,
    signer: MarkerSigner | undefined,
  ) {
    this.#deps = deps;
    this.#reporter = reporter;
    this.#signer = signer;
    const { triggerPhrase } = deps.inputs;
    this.#view = {
      ...start,
      triggerPhrase,
      runUrl: deps.runUrl,
      sentAt: undefined,
      finishedAt: undefined,
      now: deps.now(),
      stage: { kind: 'received' },
      changes: [],
      untrusted: reporter.untrustedRecords,
    };
  }

  /** The comment's URL, once posted or adopted. */
  get url(): string | undefined {
    return this.#handle?.url;
  }

  /** When the comment says the trigger was received, epoch milliseconds. */
  get receivedAt(): number {
    return this.#view.receivedAt;
  }

  /** When the job accepted the instruction, epoch milliseconds (`undefined` until then). */
  get sentAt(): number | undefined {
    return this.#view.sentAt;
  }

  set sentAt(at: number | undefined) {
    this.#view.sentAt = at;
  }

  /** How the PR changed after the request (shown as a warning from the next edit on). */
  set changedAfterRequest(changes: readonly string[]) {
    this.#view.changes = changes;
  }

  /** The job this trigger started, once `POST /v2/agent/{projectId}/job` answered. */
  linkJob(jobId: string): void {
    this.#view.marker = { ...this.#view.marker, jobId };
  }

  /** The marker as last rendered (job, triggers, delivery state). */
  get marker(): Marker {
    return this.#view.marker;
  }

  /**
   * Marks the end of watching (epoch milliseconds).
   * @returns the time from sending to `at`, in milliseconds.
   */
  finish(at: number): number {
    this.#view.finishedAt = at;
    return at - (this.#view.sentAt ?? at);
  }

  /**
   * Adopts the comment an earlier run wrote for this trigger, or posts a new one (stage
   * `received`, marker as given) before anything is sent, so that a re-run finds it.
   */
  async open(previous: (CommentHandle & { marker: Marker }) | undefined): Promise<void> {
    const { log, saveState } = this.#deps;
    if (previous) {
      log.info(
        `Trigger ${this.#view.marker.triggers.join(',')} was already handled by ${previous.url} (state ${previous.marker.state}).`,
      );
      this.#handle = previous;
    } else {
      this.#handle = await this.#reporter.create(this.#render({ kind: 'received' }), true);
      if (!this.#handle && this.#reporter.commenting) {
        log.warning(
          'The progress comment could not be written, so a re-run of this event cannot tell that it was already sent.',
        );
      }
    }
    if (this.#handle) {
      saveState('comment', JSON.stringify({ kind: this.#handle.kind, id: this.#handle.id, url: this.#handle.url }));
      // The post step can finalize the comment from now on, even if the step is killed during the first send.
      this.#render(this.#view.stage);
    }
  }

  /**
   * Edits the comment to show `stage`, and the marker's delivery `state` when given.
   * @returns false when the edit failed (the marker on the PR is then stale).
   */
  async show(stage: Stage, state?: MarkerState): Promise<boolean> {
    if (this.#ended) return true;
    // Once the job has the instruction, another run may report its end on this comment
    // (`reconcile`, `--status`): read it again first, and never write over a reported end.
    if (this.#view.marker.state === 'sent' && (await this.#reporter.endedMeanwhile(this.#handle))) {
      this.#ended = true;
      this.#deps.log.info(`${this.url ?? 'The progress comment'} already records the end of the job: left as it is.`);
      return true;
    }
    return this.#reporter.update(this.#handle, this.#render(stage, state));
  }

  /**
   * The comment's part in reporting the end of `job` ({@link OwnProgress}): the final body as
   * this run saw the job, marker `ended`; `undefined` when there is no comment (no PR,
   * `comment: false`, or the comment could not be written).
   */
  end(job: AgentJob): OwnProgress | undefined {
    const comment = this.#handle;
    if (!comment) return undefined;
    return {
      comment,
      render: (_current, _marker, docs) => {
        this.#view.docs = docs;
        return this.#render({ kind: 'final', job }, 'ended');
      },
    };
  }

  /**
   * True when a re-run can find what this run records: the comment exists, or the run is not
   * meant to comment (no PR, `comment: false`).
   */
  get recorded(): boolean {
    return this.#handle !== undefined || !this.#reporter.commenting;
  }

  /** Renders the body for `stage` (and marker `state`), and keeps the post step's fallback body current. */
  #render(stage: Stage, state?: MarkerState): string {
    const view = this.#view;
    if (state) view.marker = { ...view.marker, state };
    view.stage = stage;
    view.now = this.#deps.now();
    const signed = { ...view, marker: this.#signer ? this.#signer.sign(view.marker) : view.marker };
    const body = renderProgressComment(signed);
    if (this.#handle) {
      const job =
        stage.kind === 'working' || stage.kind === 'stopped' || stage.kind === 'handed-off' ? stage.job : undefined;
      // A job that has the instruction is handed off by the post step too (it puts agent-label on the
      // item): one body for a repository a reconcile workflow reads, one for another (`--status`).
      const sent = view.marker.state === 'sent';
      const fallback: Stage = sent
        ? { kind: 'handed-off', reason: 'ended', job, reconciled: true }
        : { kind: 'stopped', reason: 'ended', job };
      this.#deps.saveState('stopped-body', renderProgressComment({ ...signed, stage: fallback }));
      const unreconciled: Stage = { kind: 'handed-off', reason: 'ended', job, reconciled: false };
      this.#deps.saveState(
        'stopped-body-unreconciled',
        sent ? renderProgressComment({ ...signed, stage: unreconciled }) : '',
      );
    }
    return body;
  }
}
