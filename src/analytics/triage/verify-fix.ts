/**
 * Fixes verified by readers (issue "Docs health round 2", point 5): a finding issue that records a pull request of
 * this repository follows it; once it is merged, two full snapshots in a row (their range starting at or after the
 * merge) without the finding close the issue as completed, and a first one that still has it says the fix has not
 * helped yet. The rules and their GitHub cost: docs/triage.md, "Fixes verified by readers".
 *
 * The issue's fix section (between `<!-- mintlify-action fix … -->` and `<!-- /mintlify-action fix -->`) is rewritten
 * in place; its `noted` attribute records which comment was written, so a re-run never writes one twice. An edited
 * section can at worst repeat or suppress a comment: closing is decided from the snapshots and the PR, never from it.
 */
import { formatCount, plural } from '../../format/count.ts';
import { safeHttpUrl } from '../../format/escape.ts';
import type { HistoryEntry } from '../../findings/history.ts';
import { describeFigures } from '../../findings/measure.ts';
import type { FindingsFile } from '../../findings/types.ts';
import { createIssueComment, updateIssue, type ListedIssue, type RepoRef } from '../../github/issues.ts';
import type { Octokit } from '../../github/octokit.ts';
import { getPullRequest } from '../../github/pulls.ts';
import { parsePullRequestUrl } from '../../github/urls.ts';
import { errorMessage } from '../../errors.ts';
import { FINDING_COMMENT_SIGNATURE } from '../../findings/marker.ts';
import type { FindingKind } from '../../findings/types.ts';
import { quietKindsByEntry } from '../quiet-week.ts';
import type { FindingIssue } from './plan.ts';

/** Full snapshots after the merge without the finding that verify a fix. */
export const VERIFYING_SNAPSHOTS = 2;

/** Where a recorded pull request stands: open, closed unmerged, merged (being checked), merged but not helped, verified. */
type FixStage = 'pr-open' | 'pr-closed' | 'merged' | 'not-helped' | 'verified';

/** Which comment the fix section records as written. */
export type FixNoted = 'none' | 'not-helped' | 'verified';

const BLOCK_PREFIX = '<!-- mintlify-action fix pr="';
const BLOCK_AT =
  /^<!-- mintlify-action fix pr="(\d{1,10})" noted="(none|not-helped|verified)" -->[\s\S]*?<!-- \/mintlify-action fix -->/;
const FOOTER = '\n---\n<sub>';

/**
 * The fix section the action wrote: the last one in the body that starts a line (it sits after
 * the evidence, where visitor text is shown, right before the footer; visitor text is never at a
 * line's start), so a copy quoted earlier is never read.
 */
function lastBlock(body: string): { at: number; text: string; pr: number; noted: FixNoted } | undefined {
  const at = `\n${body}`.lastIndexOf(`\n${BLOCK_PREFIX}`);
  if (at < 0) return undefined;
  const match = BLOCK_AT.exec(body.slice(at));
  return match ? { at, text: match[0], pr: Number(match[1]), noted: match[2] as FixNoted } : undefined;
}

/** The fix section of an issue body: the PR and which comment was written; `undefined` when none. */
export function readFixBlock(body: string): { pr: number; noted: FixNoted } | undefined {
  const found = lastBlock(body);
  return found ? { pr: found.pr, noted: found.noted } : undefined;
}

/** `body` with its fix section replaced by `block` (inserted before the footer when it has none). */
export function withFixBlock(body: string, block: string): string {
  const found = lastBlock(body);
  if (found) return `${body.slice(0, found.at)}${block}${body.slice(found.at + found.text.length)}`;
  const at = body.lastIndexOf(FOOTER);
  return at < 0 ? `${body}\n\n${block}\n` : `${body.slice(0, at)}\n${block}\n${body.slice(at)}`;
}

/** `newBody` carrying the fix section of `oldBody` (a body re-rendered for a snapshot keeps it). */
export function carryFixBlock(newBody: string, oldBody: string): string {
  const found = lastBlock(oldBody);
  return found ? withFixBlock(newBody, found.text) : newBody;
}

function block(pr: number, noted: FixNoted, text: string): string {
  return `<!-- mintlify-action fix pr="${pr}" noted="${noted}" -->\n### Fix\n\n${text}\n<!-- /mintlify-action fix -->`;
}

/** A recorded pull request as the verification needs it. */
interface FixPull {
  number: number;
  /** `open` or `closed`. */
  state: string;
  merged: boolean;
  /** ISO 8601; `null` when not merged. */
  mergedAt: string | null;
}

/** What {@link judgeFix} decides for one issue. */
export interface FixVerdict {
  /** The issue's new fix section. */
  block: string;
  /** Where the fix stands, for the loop line. */
  stage: FixStage;
  /** Full snapshots after the merge that counted so far (quiet weeks of the finding's dataset do not). */
  checked: number;
  /** The comment to write, once; `undefined` for none. */
  comment: string | undefined;
  /** Close the issue as `completed`. */
  close: boolean;
}

/** What {@link judgeFix} needs. */
export interface FixInput {
  findingId: string;
  pull: FixPull;
  /** `history.json`'s snapshots, oldest first, the current one last. */
  history: readonly HistoryEntry[];
  /** What the fix section records as written. */
  noted: FixNoted;
  /** The finding's level when watchers were last told (the marker's), if the history has none from before the merge. */
  markerLevel: number;
  /** Names the finding's level, e.g. `35 searches with no click`. */
  levelText: (level: number) => string;
  /** How the finding's subject stands now (`findings/measure.ts`), for the "after" figure. */
  now: string | undefined;
  /** The snapshots' run links, for the comment. */
  runUrl: string | undefined;
}

function day(iso: string): string {
  return iso.slice(0, 10);
}

function rangeOf(e: HistoryEntry): string {
  return e.dateFrom === null ? 'a snapshot' : `the snapshot from ${day(e.dateFrom)}`;
}

function levelIn(e: HistoryEntry, id: string): number | undefined {
  return e.findings.find((f) => f.id === id)?.level;
}

/**
 * The verdict for one finding issue and its PR (see the module comment). Pure. Full snapshots are
 * the history's complete ones; "after the merge" means the range starts at or after `mergedAt`.
 */
export function judgeFix(input: FixInput): FixVerdict {
  const { pull, findingId: id } = input;
  const link = `#${pull.number}`;
  if (!pull.merged || pull.mergedAt === null) {
    if (pull.state === 'open')
      return {
        block: block(
          pull.number,
          input.noted,
          `Agent PR ${link} is open. Once it is merged, the next full snapshots check whether readers still hit this.`,
        ),
        stage: 'pr-open',
        checked: 0,
        comment: undefined,
        close: false,
      };
    return {
      block: block(pull.number, input.noted, `Agent PR ${link} was closed without merging: nothing to verify.`),
      stage: 'pr-closed',
      checked: 0,
      comment: undefined,
      close: false,
    };
  }
  const mergedAt = Date.parse(pull.mergedAt);
  const kind = id.slice(0, id.indexOf(':'));
  // Only a snapshot that could measure the finding's kind counts (a blind one sees no finding), and
  // not one whose dataset of that kind was far below the usual (a quiet week, `quiet-week.ts`).
  const quiet = quietKindsByEntry(input.history);
  const startsAfter = (e: HistoryEntry, i: number): boolean =>
    e.complete &&
    (e.measured === undefined || e.measured.includes(kind)) &&
    !(quiet[i]?.has(kind as FindingKind) ?? false) &&
    e.dateFrom !== null &&
    Date.parse(e.dateFrom) >= mergedAt;
  const after = input.history.filter(startsAfter);
  const current = input.history.at(-1);
  const quietNow =
    current !== undefined && !after.includes(current) && (quiet.at(-1)?.has(kind as FindingKind) ?? false)
      ? ` ${rangeOf(current).replace(/^./, (c) => c.toUpperCase())} is a quiet week for this finding's dataset: it does not count.`
      : '';
  const beforeEntry = [...input.history]
    .reverse()
    .find((e) => (e.dateFrom === null || Date.parse(e.dateFrom) < mergedAt) && levelIn(e, id) !== undefined);
  const beforeLevel = (beforeEntry === undefined ? undefined : levelIn(beforeEntry, id)) ?? input.markerLevel;
  // The same figures before and after (searches and the share clicked…), when the history recorded them.
  const figuresText = (e: HistoryEntry | undefined): string | undefined => {
    const figures = e?.findings.find((f) => f.id === id)?.figures;
    return figures === undefined ? undefined : describeFigures(id, figures);
  };
  const before = figuresText(beforeEntry) ?? input.levelText(beforeLevel);
  const merged = `Agent PR ${link} was merged on ${day(pull.mergedAt)}.`;
  const isCurrent = (e: HistoryEntry | undefined): boolean => e !== undefined && e === current;
  const run = input.runUrl === undefined ? '' : ` ([snapshot](${input.runUrl}))`;

  const lastTwo = after.slice(-VERIFYING_SNAPSHOTS);
  if (
    lastTwo.length === VERIFYING_SNAPSHOTS &&
    isCurrent(lastTwo.at(-1)) &&
    lastTwo.every((e) => levelIn(e, id) === undefined)
  ) {
    const after = input.now === undefined ? 'no longer a finding' : `${input.now}, no longer a finding`;
    const text = `${merged} Verified by readers: not a finding in ${lastTwo.map(rangeOf).join(' or ')}. Before: ${before}; after: ${after}.`;
    return {
      block: block(pull.number, 'verified', text),
      stage: 'verified',
      checked: lastTwo.length,
      comment:
        input.noted === 'verified'
          ? undefined
          : `${FINDING_COMMENT_SIGNATURE}\n**Fixed, verified by readers:** ${before} → ${after}, in the two full snapshots since agent PR ${link} was merged${run}. Closing as completed; if readers hit it again, it is reopened.`,
      close: true,
    };
  }
  const first = after[0];
  if (first !== undefined && levelIn(first, id) !== undefined) {
    const nowLevel = levelIn(first, id) ?? beforeLevel;
    const then = figuresText(first) ?? input.levelText(nowLevel);
    const text = `${merged} Not helped yet: ${rangeOf(first)}, the first full snapshot after the merge, still finds it (${before} before, ${then} then). No agent job is started for it again on its own; comment \`/mintlify\` with what to change to steer one.`;
    const comment =
      isCurrent(first) && input.noted === 'none'
        ? `${FINDING_COMMENT_SIGNATURE}\n**The merged fix has not helped yet:** agent PR ${link} was merged on ${day(pull.mergedAt)}, and the first full snapshot after it${run} still finds this: ${before} before, ${then} now. The issue stays open; no new agent job is started for it automatically.`
        : undefined;
    return {
      block: block(pull.number, comment === undefined ? input.noted : 'not-helped', text),
      stage: 'not-helped',
      checked: after.length,
      comment,
      close: false,
    };
  }
  const checked =
    after.length === 0
      ? 'The next two full snapshots that start after the merge check whether readers still hit this.'
      : `${formatCount(after.length)} of ${VERIFYING_SNAPSHOTS} full snapshots after the merge checked: not a finding so far.`;
  return {
    block: block(pull.number, input.noted, `${merged} ${checked}${quietNow}`),
    stage: 'merged',
    checked: after.length,
    comment: undefined,
    close: false,
  };
}

/** The loop's counts for the summary line. */
export interface LoopCounts {
  /** Open finding issues. */
  open: number;
  /** Open issues that record an agent job (started or pending). */
  withJob: number;
  prOpen: number;
  /** Merged, being checked (not verified yet, or not helped yet). */
  merged: number;
  /** Issues closed as verified by readers (ever: their fix section says so). */
  verified: number;
  /** Issues verified fixed whose finding came back (open again). */
  cameBack: number;
}

/** What the fix phase needs. */
export interface FixDeps {
  octokit: Octokit;
  repo: RepoRef;
  /** GitHub's web server, for recognising a PR link of this repository (`GITHUB_SERVER_URL`). */
  serverUrl: string;
  findings: FindingsFile;
  history: readonly HistoryEntry[] | undefined;
  levelText: (findingId: string, level: number) => string;
  measure: ((findingId: string) => string | undefined) | undefined;
  log: { info: (line: string) => void; warning: (line: string) => void };
}

/** Where the fix of one open finding issue stands after the fix phase (for the issue's state on the dashboard). */
export interface FixStanding {
  stage: FixStage;
  /** The pull request's number (this repository). */
  pr: number;
  /** When it was merged (ISO 8601); `null` when not merged. */
  mergedAt: string | null;
  /** Full snapshots after the merge that counted so far. */
  checked: number;
}

/** One issue the fix phase changed, for the summary. */
export interface FixEntry {
  findingId: string;
  issue: Pick<ListedIssue, 'number' | 'url' | 'title'>;
  action: 'verified-fixed' | 'not-helped';
}

/**
 * Follows the recorded PR of every open finding issue and verifies merged fixes (see the module
 * comment). `issues` is updated with what was written; `fixes` says where each followed PR stands, by finding id.
 * @throws the GitHub request error when an issue cannot be written (a PR that cannot be read is a warning).
 */
export async function followFixes(
  deps: FixDeps,
  issues: Map<string, FindingIssue>,
): Promise<{ counts: LoopCounts; entries: FixEntry[]; fixes: Map<string, FixStanding> }> {
  const counts: LoopCounts = { open: 0, withJob: 0, prOpen: 0, merged: 0, verified: 0, cameBack: 0 };
  const entries: FixEntry[] = [];
  const fixes = new Map<string, FixStanding>();
  const runUrl = deps.findings.run.url === null ? undefined : safeHttpUrl(deps.findings.run.url);
  for (const [id, { issue, marker }] of issues) {
    const noted = readFixBlock(issue.body)?.noted ?? 'none';
    if (issue.state !== 'open') {
      if (noted === 'verified' && issue.stateReason === 'completed') counts.verified += 1;
      continue;
    }
    counts.open += 1;
    if (marker.state !== 'none') counts.withJob += 1;
    // Verified once and back again (reopened by the finding's return): the fix is not followed again.
    if (noted === 'verified') {
      counts.cameBack += 1;
      continue;
    }
    const ref = marker.prLink === undefined ? undefined : parsePullRequestUrl(marker.prLink, deps.serverUrl);
    if (
      ref === undefined ||
      ref.owner.toLowerCase() !== deps.repo.owner.toLowerCase() ||
      ref.repo.toLowerCase() !== deps.repo.repo.toLowerCase()
    )
      continue;
    let pull: FixPull;
    try {
      pull = await getPullRequest(deps.octokit, ref);
    } catch (error) {
      deps.log.warning(
        `Could not read pull request #${ref.pullNumber} recorded by issue #${issue.number} (needs permissions pull-requests: read): ${errorMessage(error)}`,
      );
      continue;
    }
    const verdict = judgeFix({
      findingId: id,
      pull,
      history: deps.history ?? [],
      noted,
      markerLevel: marker.level,
      levelText: (level) => deps.levelText(id, level),
      now: deps.measure?.(id),
      runUrl,
    });
    fixes.set(id, { stage: verdict.stage, pr: pull.number, mergedAt: pull.mergedAt, checked: verdict.checked });
    if (verdict.stage === 'pr-open') counts.prOpen += 1;
    if (verdict.stage === 'merged' || verdict.stage === 'not-helped') counts.merged += 1;
    const body = withFixBlock(issue.body, verdict.block);
    if (verdict.close) {
      // The section first (it records the comment), then the comment, so a re-run never repeats it.
      const closed = await updateIssue(deps.octokit, deps.repo, issue.number, {
        body,
        state: 'closed',
        stateReason: 'completed',
      });
      if (verdict.comment !== undefined)
        await createIssueComment(deps.octokit, deps.repo, issue.number, verdict.comment);
      issues.set(id, { issue: closed, marker });
      counts.open -= 1;
      if (marker.state !== 'none') counts.withJob -= 1;
      counts.verified += 1;
      entries.push({ findingId: id, issue, action: 'verified-fixed' });
      deps.log.info(`verified-fixed: #${issue.number} ${issue.title}`);
      continue;
    }
    if (body !== issue.body)
      issues.set(id, { issue: await updateIssue(deps.octokit, deps.repo, issue.number, { body }), marker });
    if (verdict.comment !== undefined) {
      await createIssueComment(deps.octokit, deps.repo, issue.number, verdict.comment);
      entries.push({ findingId: id, issue, action: 'not-helped' });
      deps.log.info(`not-helped: #${issue.number} ${issue.title}`);
    }
  }
  return { counts, entries, fixes };
}

/**
 * The summary's loop line (docs/triage.md, "Fixes verified by readers"), e.g. `Loop: 5 findings open, 3 with an agent
 * job, 1 agent PR open, 1 merged (being checked), 2 verified fixed, 0 came back.`
 */
export function loopLine(c: LoopCounts): string {
  return `Loop: ${plural(c.open, 'finding')} open, ${formatCount(c.withJob)} with an agent job, ${plural(c.prOpen, 'agent PR')} open, ${formatCount(c.merged)} merged (being checked), ${formatCount(c.verified)} verified fixed, ${formatCount(c.cameBack)} came back.`;
}
