import { describe, expect, it } from 'vitest';
import { backlogTrigger, commentKey, handledTriggers, unhandledInstructions } from '../../src/follow-up/backlog.ts';
import type { ListedComment } from '../../src/github/comments.ts';
import type { MarkedComment } from '../../src/agent-job/marked-comments.ts';
import type { PullRequestTrigger } from '../../src/github/event.ts';

let next = 100;
function comment(body: string, extra: Partial<ListedComment> = {}): ListedComment {
  next += 1;
  return {
    kind: 'issue',
    id: next,
    url: `https://github.com/acme/api/pull/12#issuecomment-${next}`,
    body,
    authorLogin: 'alice',
    authorType: 'User',
    createdAt: `2026-11-27T10:00:${String(next - 100).padStart(2, '0')}Z`,
    ...extra,
  };
}
const asks = (body: string) => body.startsWith('/mintlify ') && body.trim() !== '/mintlify --status';

describe('unhandledInstructions', () => {
  it('keeps the instructions no marker handled, written before the current trigger, oldest first', () => {
    const first = comment('/mintlify first');
    const second = comment('/mintlify second');
    const current = comment('/mintlify third');
    const newer = comment('/mintlify fourth');
    const found = unhandledInstructions(
      [newer, second, current, first],
      new Set(),
      { key: commentKey(current), createdAt: current.createdAt, id: current.id },
      asks,
    );
    expect(found.map((f) => f.comment.body)).toEqual(['/mintlify first', '/mintlify second']);
  });

  it("leaves out handled ones, bots, the action's own comments and comments that ask nothing", () => {
    const handled = comment('/mintlify done');
    const bot = comment('/mintlify from a bot', { authorType: 'Bot' });
    const own = comment('<!-- mintlify-action -->\n/mintlify quoted');
    const chat = comment('looks good');
    const status = comment('/mintlify --status');
    const found = unhandledInstructions(
      [handled, bot, own, chat, status],
      new Set([commentKey(handled)]),
      { key: undefined, createdAt: undefined, id: undefined },
      asks,
    );
    expect(found).toEqual([]);
  });

  it('in the same second as the trigger: of its kind, earlier by ID; of another kind (IDs number apart), earlier', () => {
    const current = comment('/mintlify now');
    const at = current.createdAt;
    const sameKindBefore = comment('/mintlify same kind, lower ID', { createdAt: at, id: current.id - 1 });
    const sameKindAfter = comment('/mintlify same kind, higher ID', { createdAt: at, id: current.id + 5 });
    const review = {
      ...comment('/mintlify a review, higher ID', { createdAt: at }),
      kind: 'review-body' as const,
      id: current.id + 9,
    };
    const found = unhandledInstructions(
      [sameKindBefore, sameKindAfter, review],
      new Set(),
      { key: commentKey(current), createdAt: at, id: current.id },
      asks,
    );
    expect(found.map((f) => f.comment.body).sort()).toEqual([
      '/mintlify a review, higher ID',
      '/mintlify same kind, lower ID',
    ]);
  });

  it('keeps the newest N only', () => {
    const all = Array.from({ length: 14 }, (_, i) => comment(`/mintlify n${i}`));
    const found = unhandledInstructions(
      all,
      new Set(),
      { key: undefined, createdAt: undefined, id: undefined },
      asks,
      10,
    );
    expect(found.map((f) => f.comment.body)).toEqual(all.slice(4).map((c) => c.body));
  });
});

describe('handledTriggers', () => {
  it('counts every marker state but received (a run that died before sending)', () => {
    const marked = (state: 'received' | 'sent' | 'pending' | 'not-sent', id: number) =>
      ({ ...comment('x'), marker: { jobId: 'j', triggers: [`ic:${id}`], state } }) as MarkedComment;
    const handled = handledTriggers([
      marked('received', 1),
      marked('sent', 2),
      marked('pending', 3),
      marked('not-sent', 4),
    ]);
    expect([...handled].sort()).toEqual(['ic:2', 'ic:3', 'ic:4']);
  });
});

describe('backlogTrigger', () => {
  const current = { owner: 'acme', repo: 'api', pullNumber: 12, pullUrl: 'u', headRepoFullName: 'acme/api' };

  it('makes a review comment a trigger answered in its thread, at its place in the diff, keyed rc:<id>', () => {
    const location = { path: 'docs/cli.md', startLine: 3, endLine: 4, side: 'RIGHT', diffHunk: '@@ -1 +1 @@' };
    const review = comment('/mintlify here', { kind: 'review', review: { threadRootId: 77, location } });
    const trigger = backlogTrigger(current as PullRequestTrigger, { comment: review, key: commentKey(review) });
    expect(trigger).toMatchObject({
      kind: 'review-comment',
      triggerKey: `rc:${review.id}`,
      threadRootId: 77,
      location,
    });
    expect(trigger.comment.author).toEqual({ login: 'alice', type: 'User' });
  });

  it("makes a review's body a review trigger answered in the conversation, keyed rv:<id>", () => {
    const said = comment('/mintlify here');
    const body = { ...said, kind: 'review-body' as const };
    const trigger = backlogTrigger(current as PullRequestTrigger, { comment: body, key: commentKey(body) });
    expect(trigger).toMatchObject({
      kind: 'review',
      eventName: 'pull_request_review',
      triggerKey: `rv:${said.id}`,
      threadRootId: undefined,
      location: undefined,
    });
  });

  it('makes a conversation comment a trigger answered in the conversation, keyed ic:<id>', () => {
    const said = comment('/mintlify here');
    const trigger = backlogTrigger(current as PullRequestTrigger, { comment: said, key: commentKey(said) });
    expect(trigger).toMatchObject({ kind: 'issue-comment', triggerKey: `ic:${said.id}`, threadRootId: undefined });
    expect(trigger.location).toBeUndefined();
  });
});
