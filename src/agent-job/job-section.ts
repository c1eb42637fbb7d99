/**
 * The "Agent job" section of a finding issue, between two hidden delimiters so that the run that
 * learns about the job (`mode: analytics` starting it, `mode: follow-up` steering it) can rewrite
 * it — and the marker line — without re-rendering the rest of the issue. Pure.
 */
import { cutAtCodePoint, inlineCode, safeHttpUrl } from '../format/escape.ts';
import {
  FINDING_COMMENT_SIGNATURE,
  formatFindingMarker,
  withoutFindingMarker,
  type FindingMarker,
} from '../findings/marker.ts';

const START = '<!-- mintlify-action agent-job -->';
const END = '<!-- /mintlify-action agent-job -->';
/** The start of the claim line older versions added at the end of a body when they reported a job's end. */
const OLD_CLAIM_LINE = '<!-- mintlify-action end-claim ';

/**
 * What the section shows of the job: its `status` (one of the API's,
 * validated) and `prLink` (untrusted: only an http(s) URL is shown).
 */
export interface JobView {
  status: string;
  prLink?: string | null | undefined;
}

/**
 * The section: none yet (with how to hand the finding over), a job whose creation an earlier run
 * could not confirm, or the job with its status and pull request (an http(s) `prLink` only).
 */
export function renderJobSection(marker: FindingMarker, job: JobView | undefined, triggerPhrase: string): string {
  const how = `To hand this finding to a Mintlify agent job, comment \`${triggerPhrase} <what to change>\` here (people with write access; the follow-up workflow must let issue comments through). Later \`${triggerPhrase}\` comments steer the same job.`;
  let lines: string[];
  if (marker.jobId === undefined) {
    const unsure =
      marker.state === 'pending'
        ? [
            "An earlier run was starting an agent job for this finding and stopped before it knew whether the job was created; no run starts another on its own. Check the project's agent jobs, or comment to start one.",
            '',
          ]
        : [];
    lines = [...unsure, `None yet. ${how}`];
  } else {
    const status = job?.status ?? marker.jobStatus ?? 'unknown';
    const link = job?.prLink ?? marker.prLink;
    const pr = link ? safeHttpUrl(link) : undefined;
    lines = [
      `Agent job ${inlineCode(marker.jobId)}: **${status.replace(/[^a-z_-]/gi, '')}**.${pr ? ` Pull request: ${pr}` : ''}`,
      '',
      `Comment \`${triggerPhrase} <instruction>\` here to steer it (people with write access).`,
    ];
  }
  return [START, '### Agent job', '', ...lines, END].join('\n');
}

/**
 * `body` with its marker line replaced by `marker` (signed by the caller) and its agent-job
 * section by a new one; a body without the section gets it appended.
 */
export function replaceJobSection(
  body: string,
  marker: FindingMarker,
  job: JobView | undefined,
  triggerPhrase: string,
): string {
  // The last line an older version wrote with its write-wait-read claim is dropped: nothing reads it any more.
  const rest = withoutFindingMarker(body)
    .split('\n')
    .filter((line) => !line.startsWith(OLD_CLAIM_LINE))
    .join('\n')
    .trimEnd();
  const section = renderJobSection(marker, job, triggerPhrase);
  // The section the action wrote is the last one starting a line: it follows the evidence, where
  // visitor text is shown (never at a line's start).
  const start = `\n${rest}`.lastIndexOf(`\n${START}`);
  const end = rest.indexOf(END, start);
  const updated =
    start >= 0 && end > start
      ? `${rest.slice(0, start)}${section}${rest.slice(end + END.length)}`
      : `${rest}\n\n${section}`;
  return withinIssueLimit(`${formatFindingMarker(marker)}\n${updated}`, section);
}

/** GitHub's maximum issue body, in characters. */
const ISSUE_BODY_LIMIT = 65_536;

/**
 * `body` within {@link ISSUE_BODY_LIMIT} after the section was added: when over it, the text
 * between the marker line and the section is cut (the marker, the section and what follows stay whole).
 */
function withinIssueLimit(body: string, section: string): string {
  if (body.length <= ISSUE_BODY_LIMIT) return body;
  const at = body.lastIndexOf(section);
  const firstLine = body.indexOf('\n') + 1;
  const over = body.length - ISSUE_BODY_LIMIT + 40;
  if (at < 0 || at - firstLine < over) return cutAtCodePoint(body, ISSUE_BODY_LIMIT);
  const kept = cutAtCodePoint(body.slice(firstLine, at), at - firstLine - over);
  return `${body.slice(0, firstLine)}${kept}\n\n… (truncated)\n\n${body.slice(at)}`;
}

/** The one comment on a finding issue when its agent job has ended: its status and where its pull request is. */
export function renderJobEndComment(job: { id: string; status: string; prLink?: string | null | undefined }): string {
  const pr = job.prLink ? safeHttpUrl(job.prLink) : undefined;
  const status = job.status.replace(/[^a-z_-]/gi, '');
  return `${FINDING_COMMENT_SIGNATURE}\n**Agent job ${status}:** ${inlineCode(job.id)} finished.${pr ? ` Pull request: ${pr}` : ' It opened no pull request.'}`;
}
