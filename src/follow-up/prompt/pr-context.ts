/**
 * The prompt of a new agent job started from a pull request. A new job knows nothing about
 * the code PR, so the prompt carries the PR's context — URL, author, then the title, branches,
 * description, changed files and a bounded unified diff — before the instruction, and says what
 * it left out. Everything the PR's author wrote is untrusted: each field is cleaned (invisible
 * characters and Markdown that does not render removed), redacted (credential shapes) before it
 * is cut (on a code point), and put in a fenced block it cannot close, which the prompt tells
 * the agent to read as data, never as instructions. The whole prompt stays within
 * {@link MAX_JOB_PROMPT_CHARS}. Pure.
 */
import { countInvisible, cutAtCodePoint, stripInvisible } from '../../format/escape.ts';
import { redactSecrets } from '../../format/redact.ts';
import type { AsOfRequest, ReviewLocation } from '../../github/event.ts';
import type { PullFile, PullRequestDetails } from '../../github/pulls.ts';
import {
  UNTRUSTED_NOTE,
  describeRemoved,
  nothingRemoved,
  reviewContext,
  untrustedBlock,
  untrustedLine,
  type Removed,
} from './prompt.ts';
import { visibleDescription } from './visible-markdown.ts';

/** Longest prompt sent to `POST /v2/agent/{projectId}/job`, in characters (context, diff and instruction). */
export const MAX_JOB_PROMPT_CHARS = 60_000;
/** Longest PR description included, in UTF-16 code units (after cleaning and redaction; cut on a code point). */
export const MAX_DESCRIPTION_CHARS = 4_000;
/** Files listed one per line at most, and the characters the list may take; the rest are counted. */
const MAX_LISTED_FILES = 300;
const MAX_FILE_LIST_CHARS = 15_000;
/** Longest review-comment context block included, in characters. */
const MAX_REVIEW_CONTEXT_CHARS = 10_000;
/** Longest diff of one file included, in characters; a longer one is cut with a note. */
const MAX_FILE_DIFF_CHARS = 8_000;

/** Lock files: their diffs say nothing a documentation writer needs. */
const LOCK_FILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  'Cargo.lock',
  'Gemfile.lock',
  'poetry.lock',
  'Pipfile.lock',
  'composer.lock',
  'go.sum',
  'uv.lock',
  'mix.lock',
  'pubspec.lock',
  'Podfile.lock',
  'flake.lock',
  'packages.lock.json',
  'gradle.lockfile',
]);
/** Paths of generated files (bundles, build output, vendored code, snapshots, source maps). */
const GENERATED = [
  /(^|\/)(dist|build|out|vendor|node_modules|__generated__|generated)\//,
  /\.min\.(js|css)$/,
  /\.(map|snap)$/,
  /\.pb\.go$|_pb2\.py$|\.g\.dart$/,
  /[._-]generated\.[A-Za-z0-9]+$/,
];
/** Extensions of binary files (GitHub sends no patch for them). */
const BINARY =
  /\.(png|jpe?g|gif|webp|ico|bmp|tiff?|avif|heic|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|war|woff2?|ttf|otf|eot|mp[34]|mov|avi|webm|wav|ogg|flac|exe|dll|so|dylib|bin|wasm|class|pyc|psd|sketch|fig)$/i;

/** Why a file's diff is not in the prompt. */
export type DiffOmission = 'lock' | 'generated' | 'binary' | 'no-patch' | 'over-limit';

/** How the prompt names each omission, for one file and for several. */
const OMISSION_LABEL: Record<DiffOmission, [string, string]> = {
  lock: ['lock file', 'lock files'],
  generated: ['generated file', 'generated files'],
  binary: ['binary file', 'binary files'],
  'no-patch': ['file GitHub sent no diff for (too large)', 'files GitHub sent no diff for (too large)'],
  'over-limit': ['file over the prompt limit', 'files over the prompt limit'],
};

/** Why `file`'s diff is left out by rule, or `undefined` when it is included (space permitting). */
export function diffOmission(file: Pick<PullFile, 'filename' | 'patch'>): DiffOmission | undefined {
  const base = file.filename.slice(file.filename.lastIndexOf('/') + 1);
  if (LOCK_FILES.has(base)) return 'lock';
  if (GENERATED.some((pattern) => pattern.test(file.filename))) return 'generated';
  if (BINARY.test(file.filename)) return 'binary';
  if (file.patch === undefined || file.patch === '') return 'no-patch';
  return undefined;
}

function fileLine(file: PullFile, removed: Removed): string {
  const name = untrustedLine(file.filename, 300, removed);
  const renamed = file.previousFilename ? `${untrustedLine(file.previousFilename, 300, removed)} → ${name}` : name;
  return `${file.status} ${renamed} (+${file.additions} −${file.deletions})`;
}

function fileDiff(file: PullFile, removed: Removed): string {
  const name = untrustedLine(file.filename, 300, removed);
  removed.invisible += countInvisible(file.patch ?? '');
  // A token committed in the diff must not travel on to a third party: redact, then cut.
  const patch = redactSecrets(stripInvisible(file.patch ?? ''));
  const cut = patch.length > MAX_FILE_DIFF_CHARS;
  const body = cut
    ? `${cutAtCodePoint(patch, MAX_FILE_DIFF_CHARS)}\n… (diff of this file cut at ${MAX_FILE_DIFF_CHARS} characters)`
    : patch;
  return `--- a/${file.previousFilename ? untrustedLine(file.previousFilename, 300, removed) : name}\n+++ b/${name}\n${body}`;
}

/** Says which files' diffs were left out, by reason and count (their names are in the file list). */
function omissionNote(omitted: Map<DiffOmission, number>): string {
  const parts = [...omitted].map(([reason, n]) => `${n} ${OMISSION_LABEL[reason][n === 1 ? 0 : 1]}`);
  return parts.length ? `Left out of the diff (the file list names them): ${parts.join('; ')}.` : '';
}

/** What {@link composeJobPrompt} is made from. */
export interface JobPromptInput {
  /** The requester's instruction, already cleaned and at most `MAX_PROMPT_CHARS` long. */
  instruction: string;
  /** The PR the request comes from; `undefined` for a run outside a PR (workflow_dispatch…). */
  pr: PullRequestDetails | undefined;
  /** Its changed files (as `pulls.listFiles` returns them); `undefined` when not read. */
  files: readonly PullFile[] | undefined;
  /** The review comment's PR and location, when the trigger is a review comment and context is on. */
  review: { pullUrl: string; location: ReviewLocation } | undefined;
  /** The PR as of the request (comment triggers), to use its description and flag later changes. */
  asOfRequest?: AsOfRequest | undefined;
}

/**
 * How the PR changed after the request was written (comment and review triggers), in words for
 * the prompt and the progress comment; empty when nothing did, or when there is no earlier view:
 * - the description differs from the one in the event (it was edited: the prompt uses the event's);
 * - the head commit differs from the one in the event (commits were pushed: the diff is today's);
 * - without a head commit in the event (issue comments), the PR was updated after the comment
 *   (`updated_at` later than the comment's `created_at`): commits may have been pushed;
 * - for a late delivery (the instruction's own run never ran), one sentence: when it was written, that the context
 *   is the one at delivery, and whether the PR was updated since (see {@link lateDelivery}).
 */
export function changesAfterRequest(pr: PullRequestDetails, asOf: AsOfRequest | undefined): string[] {
  if (!asOf) return [];
  if (asOf.late && asOf.at !== undefined) return [lateDelivery(pr, asOf.at)];
  const changes: string[] = [];
  if (asOf.body !== undefined && asOf.body !== pr.body) {
    changes.push(
      'the description was edited after the request; the description as it was when the request was written is used',
    );
  }
  if (asOf.headSha !== undefined && asOf.headSha !== pr.headSha) {
    changes.push(
      `commits were pushed after the request (head ${asOf.headSha.slice(0, 7)} then, ${pr.headSha.slice(0, 7)} now); the file list and diff are the current ones and include them`,
    );
  } else if (asOf.headSha === undefined && asOf.at !== undefined && Date.parse(pr.updatedAt) > Date.parse(asOf.at)) {
    changes.push(
      'the pull request was updated after the request (new commits, an edit, or only new comments); the file list and diff are the current ones',
    );
  }
  return changes;
}

/**
 * The note on a late delivery: the instruction was written at `at` (ISO 8601), the description, file list and diff
 * are read at delivery, and whether the PR was updated since (`updated_at` later than `at`: new commits, an edit of
 * the description, or only new comments — GitHub's REST API does not say which) or not (then they are as the
 * requester saw them).
 */
function lateDelivery(pr: PullRequestDetails, at: string): string {
  const lead = `this instruction was written at ${at} and is delivered later, by another workflow run (its own run never ran); the description, file list and diff below are as they stand at delivery`;
  return Date.parse(pr.updatedAt) > Date.parse(at)
    ? `${lead}, and the pull request was updated after the instruction was written (new commits, an edit of the description, or only new comments), so they may differ from what the requester saw`
    : `${lead}, and the pull request was not updated since, so they are as the requester saw them`;
}

/** The tail every prompt ends with: the review context (if any), the note on untrusted data, the instruction. */
function promptTail(input: JobPromptInput, removed: Removed, withNote: boolean): string {
  const review = input.review ? reviewContext(input.review.pullUrl, input.review.location, removed) : undefined;
  const cutReview =
    review && review.length > MAX_REVIEW_CONTEXT_CHARS
      ? `${cutAtCodePoint(review, MAX_REVIEW_CONTEXT_CHARS)}\n… (cut)`
      : review;
  const note = withNote || review ? `${UNTRUSTED_NOTE} ${describeRemoved(removed)}\n\n` : '';
  return `${cutReview ? `${cutReview}\n\n` : ''}${note}Instruction: ${input.instruction}`;
}

/**
 * The prompt of a new agent job: the PR's URL and author, then as untrusted blocks its title,
 * branches, description (as of the request when the event carries it), changed files and unified
 * diff without lock, generated and binary files; the review context if any; what changed after
 * the request; the note that those blocks are data and what was removed from them; then
 * `Instruction: …`. The instruction is never cut; the diff gets what is left of
 * {@link MAX_JOB_PROMPT_CHARS}, file by file, and the prompt says which files it left out.
 * Without a PR it is the instruction alone (with the review context, if any).
 */
export function composeJobPrompt(input: JobPromptInput): string {
  const { pr } = input;
  const removed = nothingRemoved();
  if (!pr) return input.review ? promptTail(input, removed, false) : input.instruction;

  const state = pr.merged ? ', merged' : pr.state === 'closed' ? ', closed' : '';
  const head: string[] = [
    `Context: this request comes from pull request #${pr.number} (${pr.url}) by ${untrustedLine(pr.author, 100, removed)}${state}. Document what this pull request changes where it affects the documentation.`,
  ];
  const changes = changesAfterRequest(pr, input.asOfRequest);
  if (changes.length) head.push('', `Warning: ${changes.join('; ')}.`);
  head.push('', untrustedBlock('Title', untrustedLine(pr.title, 300, removed)));
  head.push(
    '',
    untrustedBlock(
      'Branches (head, then base)',
      `${untrustedLine(pr.headRef, 250, removed)}\n${untrustedLine(pr.baseRef, 250, removed)}`,
    ),
  );
  // The description the maintainer saw when writing the comment, when the event carries it.
  const description = redactSecrets(visibleDescription(input.asOfRequest?.body ?? pr.body, removed));
  if (description) {
    const cut = description.length > MAX_DESCRIPTION_CHARS;
    const text = cut
      ? `${cutAtCodePoint(description, MAX_DESCRIPTION_CHARS)}\n… (description cut at ${MAX_DESCRIPTION_CHARS} characters)`
      : description;
    head.push('', untrustedBlock('Description', text, 'markdown'));
  }

  const files = input.files ?? [];
  if (input.files) {
    const added = files.reduce((n, f) => n + f.additions, 0);
    const deleted = files.reduce((n, f) => n + f.deletions, 0);
    const total = Math.max(pr.changedFiles, files.length);
    const listed: string[] = [];
    let listChars = 0;
    for (const file of files.slice(0, MAX_LISTED_FILES)) {
      const line = fileLine(file, removed);
      if (listChars + line.length + 1 > MAX_FILE_LIST_CHARS) break;
      listed.push(line);
      listChars += line.length + 1;
    }
    const more = total - listed.length;
    head.push('', `Changed files: ${total}, +${added} −${deleted}.`);
    if (listed.length)
      head.push(untrustedBlock('File list (status, name, lines added and deleted)', listed.join('\n')));
    if (more > 0)
      head.push(
        `… and ${more} more ${more === 1 ? 'file' : 'files'} not listed${total > files.length ? ` (GitHub lists at most ${files.length})` : ''}.`,
      );
  }

  const omitted = new Map<DiffOmission, number>();
  const omit = (reason: DiffOmission): void => {
    omitted.set(reason, (omitted.get(reason) ?? 0) + 1);
  };
  // Room for the diff: what the limit leaves, less the tail, the fences, the heading and the omission note.
  const diffRemoved = nothingRemoved();
  let room = MAX_JOB_PROMPT_CHARS - head.join('\n').length - promptTail(input, nothingRemoved(), true).length - 1_800;
  const diffs: string[] = [];
  for (const file of files) {
    const rule = diffOmission(file);
    if (rule) {
      omit(rule);
      continue;
    }
    const counted = nothingRemoved();
    const diff = fileDiff(file, counted);
    if (diff.length + 1 > room) {
      omit('over-limit');
      continue;
    }
    diffs.push(diff);
    diffRemoved.invisible += counted.invisible;
    room -= diff.length + 1;
  }
  removed.invisible += diffRemoved.invisible;
  const parts = [head.join('\n')];
  if (diffs.length)
    parts.push(untrustedBlock(`Diff (unified, ${diffs.length} of ${files.length} files)`, diffs.join('\n'), 'diff'));
  const note = omissionNote(omitted);
  if (note) parts.push(note);
  parts.push(promptTail(input, removed, true));
  return parts.join('\n\n');
}
