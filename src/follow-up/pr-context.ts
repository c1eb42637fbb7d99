/**
 * The prompt of a new agent job started from a pull request. A new job knows nothing about
 * the code PR, so the prompt carries the PR's context — URL, title, author, refs, the
 * description, the changed files and a bounded unified diff — before the instruction, and
 * says what it left out. Anything shaped like a Mintlify key or a GitHub token in the description
 * or the diff is redacted. The whole prompt stays within {@link MAX_JOB_PROMPT_CHARS}. Pure.
 */
import { fenceFor } from '../format/fence.ts';
import { stripInvisible } from '../format/escape.ts';
import { redactSecrets } from '../format/redact.ts';
import type { PullFile, PullRequestDetails } from '../github/pulls.ts';
import { cleanText } from './prompt.ts';

/** Longest prompt sent to `POST /v2/agent/{projectId}/job`, in characters (context, diff and instruction). */
export const MAX_JOB_PROMPT_CHARS = 60_000;
/** Longest PR description included, in characters (after cleaning). */
export const MAX_DESCRIPTION_CHARS = 4_000;
/** Files listed one per line at most, and the characters the list may take; the rest are counted. */
export const MAX_LISTED_FILES = 300;
export const MAX_FILE_LIST_CHARS = 15_000;
/** Longest review-comment context block included, in characters. */
export const MAX_REVIEW_CONTEXT_CHARS = 10_000;
/** Longest diff of one file included, in characters; a longer one is cut with a note. */
export const MAX_FILE_DIFF_CHARS = 8_000;

/** Lock files: their diffs say nothing a documentation writer needs. */
const LOCK_FILES = new Set([
  'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'bun.lockb', 'Cargo.lock',
  'Gemfile.lock', 'poetry.lock', 'Pipfile.lock', 'composer.lock', 'go.sum', 'uv.lock', 'mix.lock', 'pubspec.lock',
  'Podfile.lock', 'flake.lock', 'packages.lock.json', 'gradle.lockfile',
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
const BINARY = /\.(png|jpe?g|gif|webp|ico|bmp|tiff?|avif|heic|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|war|woff2?|ttf|otf|eot|mp[34]|mov|avi|webm|wav|ogg|flac|exe|dll|so|dylib|bin|wasm|class|pyc|psd|sketch|fig)$/i;

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

/** One line of untrusted text: invisible and control characters removed, shortened to `max`. */
function oneLine(text: string, max: number): string {
  const clean = stripInvisible(text).replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function fileLine(file: PullFile): string {
  const name = oneLine(file.filename, 300);
  const renamed = file.previousFilename ? `${oneLine(file.previousFilename, 300)} → ${name}` : name;
  return `- ${file.status} ${renamed} (+${file.additions} −${file.deletions})`;
}

function fileDiff(file: PullFile): string {
  const name = oneLine(file.filename, 300);
  // A token committed in the diff must not travel on to a third party.
  const patch = redactSecrets(stripInvisible(file.patch ?? ''));
  const cut = patch.length > MAX_FILE_DIFF_CHARS;
  const body = cut ? `${patch.slice(0, MAX_FILE_DIFF_CHARS)}\n… (diff of this file cut at ${MAX_FILE_DIFF_CHARS} characters)` : patch;
  return `--- a/${oneLine(file.previousFilename ?? file.filename, 300)}\n+++ b/${name}\n${body}`;
}

function omissionNote(omitted: Map<DiffOmission, string[]>): string {
  const parts = [...omitted].map(([reason, names]) => {
    const shown = names.slice(0, 5).join(', ');
    return `${names.length} ${OMISSION_LABEL[reason][names.length === 1 ? 0 : 1]} (${shown}${names.length > 5 ? ', …' : ''})`;
  });
  return parts.length ? `Left out of the diff: ${parts.join('; ')}.` : '';
}

/** What {@link composeJobPrompt} is made from. */
export interface JobPromptInput {
  /** The requester's instruction, already cleaned and at most `MAX_PROMPT_CHARS` long. */
  instruction: string;
  /** The PR the request comes from; `undefined` for a run outside a PR (workflow_dispatch…). */
  pr: PullRequestDetails | undefined;
  /** Its changed files (as `pulls.listFiles` returns them); `undefined` when not read. */
  files: readonly PullFile[] | undefined;
  /** The review-comment context block (file, lines, hunk), when the trigger is a review comment. */
  reviewContext: string | undefined;
}

/**
 * The prompt of a new agent job: the PR's context (URL, title, author, refs, description,
 * changed files, unified diff without lock, generated and binary files), the review context
 * if any, then `Instruction: …`. The instruction is never cut; the diff gets what is left of
 * {@link MAX_JOB_PROMPT_CHARS}, file by file, and the prompt says which files it left out.
 * Without a PR it is the instruction alone.
 */
export function composeJobPrompt(input: JobPromptInput): string {
  const review = input.reviewContext && input.reviewContext.length > MAX_REVIEW_CONTEXT_CHARS ? `${input.reviewContext.slice(0, MAX_REVIEW_CONTEXT_CHARS)}\n… (cut)` : input.reviewContext;
  const tail = `${review ? `${review}\n\n` : ''}Instruction: ${input.instruction}`;
  const { pr } = input;
  if (!pr) return review ? tail : input.instruction;

  const head: string[] = [
    `Context: this request comes from the pull request ${pr.url} — "${oneLine(pr.title, 300)}" by ${oneLine(pr.author, 100)}, branch ${oneLine(pr.headRef, 200)} into ${oneLine(pr.baseRef, 200)}${pr.merged ? ' (merged)' : pr.state === 'closed' ? ' (closed)' : ''}. Document what this pull request changes where it affects the documentation.`,
  ];
  const description = redactSecrets(cleanText(pr.body));
  if (description) {
    const cut = description.length > MAX_DESCRIPTION_CHARS;
    const text = cut ? `${description.slice(0, MAX_DESCRIPTION_CHARS)}\n… (description cut at ${MAX_DESCRIPTION_CHARS} characters)` : description;
    const fence = fenceFor(text);
    head.push('', 'Pull request description:', `${fence}text`, text, fence);
  }

  const files = input.files ?? [];
  if (input.files) {
    const added = files.reduce((n, f) => n + f.additions, 0);
    const deleted = files.reduce((n, f) => n + f.deletions, 0);
    const total = Math.max(pr.changedFiles, files.length);
    const listed: string[] = [];
    let listChars = 0;
    for (const file of files.slice(0, MAX_LISTED_FILES)) {
      const line = fileLine(file);
      if (listChars + line.length + 1 > MAX_FILE_LIST_CHARS) break;
      listed.push(line);
      listChars += line.length + 1;
    }
    const more = total - listed.length;
    head.push('', `Changed files (${total}; +${added} −${deleted}):`, ...listed);
    if (more > 0) head.push(`… and ${more} more ${more === 1 ? 'file' : 'files'} not listed${total > files.length ? ` (GitHub lists at most ${files.length})` : ''}.`);
  }

  const fixed = `${head.join('\n')}\n\n${tail}`;
  const omitted = new Map<DiffOmission, string[]>();
  const omit = (reason: DiffOmission, file: PullFile): void => {
    omitted.set(reason, [...(omitted.get(reason) ?? []), oneLine(file.filename, 120)]);
  };
  // Room for the diff: what the limit leaves, less the fences, the heading and the omission note.
  let room = MAX_JOB_PROMPT_CHARS - fixed.length - 1_200;
  const diffs: string[] = [];
  for (const file of files) {
    const rule = diffOmission(file);
    if (rule) {
      omit(rule, file);
      continue;
    }
    const diff = fileDiff(file);
    if (diff.length + 1 > room) {
      omit('over-limit', file);
      continue;
    }
    diffs.push(diff);
    room -= diff.length + 1;
  }
  const parts = [head.join('\n')];
  if (diffs.length) {
    const text = diffs.join('\n');
    const fence = fenceFor(text);
    parts.push(`Diff (unified, ${diffs.length} of ${files.length} files):\n${fence}diff\n${text}\n${fence}`);
  }
  const note = omissionNote(omitted);
  if (note) parts.push(note.length > 1_000 ? `${note.slice(0, 999)}…` : note);
  parts.push(tail);
  return parts.join('\n\n');
}
