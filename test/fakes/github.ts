/**
 * A fake GitHub REST API (api.github.com shapes) served over real HTTP on 127.0.0.1, for
 * tests and the demo script. Point Octokit at it with `GITHUB_API_URL=<fake.url>`.
 *
 * It implements the endpoints the action uses to react to PR comments and to brief an agent
 * from a PR: collaborator permission, issue comments, pull request review comments (with
 * replies), reactions on both, the pull request (`GET /repos/{o}/{r}/pulls/{n}`), its changed
 * files (`GET /repos/{o}/{r}/pulls/{n}/files`, paginated, capped at 3,000 files as on GitHub),
 * the repository, the git refs and blobs of the git database (`github-git.ts`), and `GET /user`. State lives in memory and is exposed for assertions; faults
 * (error statuses, dropped connections) can be queued per route.
 *
 * Runs under vitest and directly under `node` (type stripping), so only erasable
 * TypeScript syntax is used here.
 */
import { createHash } from 'node:crypto';
import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createArtifactStore, type GitHubArtifactSeed, type StoredGitHubArtifact } from './github-artifacts.ts';
import { createGitStore, GitApiError, type StoredRef } from './github-git.ts';
import {
  createCommitStore,
  type CheckRunSeed,
  type DeploymentSeed,
  type StoredCommitStatus,
} from './github-commits.ts';

/** A repository role as set in the repository's settings (`none`: no access). */
type RepoRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** The `type` of a GitHub account in `user` objects. */
type AccountType = 'User' | 'Bot' | 'Organization';

/** GitHub's `author_association` values on comments. */
type AuthorAssociation =
  'OWNER' | 'MEMBER' | 'COLLABORATOR' | 'CONTRIBUTOR' | 'FIRST_TIME_CONTRIBUTOR' | 'FIRST_TIMER' | 'NONE';

/** The reaction contents GitHub accepts; any other `content` is answered with 422. */
const REACTION_CONTENTS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'] as const;

/** One of {@link REACTION_CONTENTS}. */
type ReactionContent = (typeof REACTION_CONTENTS)[number];

/** Maximum comment body length GitHub accepts, in characters (Unicode code points). */
export const MAX_COMMENT_BODY_LENGTH = 65_536;

/** A `user` object as GitHub embeds it in comments, reactions and pull requests. */
interface FakeUser {
  login: string;
  /** Stable per login for the life of the fake; `github-actions[bot]` has its real id. */
  id: number;
  node_id: string;
  type: AccountType;
  avatar_url: string;
  url: string;
  html_url: string;
  site_admin: false;
}

/** GitHub's `status` of a file in a pull request (`diff-entry` in the REST API). */
type PullFileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

/** One changed file of a pull request, as configured; rendered by `GET .../pulls/{n}/files`. */
export interface FakePullFile {
  /** Path in the head commit (the new path of a renamed file). */
  filename: string;
  /** Default `modified`. */
  status?: PullFileStatus;
  /** Added lines. Default 0 for `removed`, else 1. */
  additions?: number;
  /** Deleted lines. Default 1 for `modified` and `removed`, else 0. */
  deletions?: number;
  /**
   * Unified diff text sent as `patch`. `null` leaves `patch` out, as GitHub does for binary files
   * and very large diffs. Default: a hunk of `deletions` `-` lines and `additions` `+` lines, or
   * no `patch` when both are 0.
   */
  patch?: string | null;
  /** Old path, sent as `previous_filename` (GitHub sends it for `renamed` and `copied`). */
  previousFilename?: string;
  /** Blob SHA. Default: derived from the filename and status. */
  sha?: string;
}

/** How the fake describes pull request `number` in `GET /repos/{o}/{r}/pulls/{n}` and `.../files`. */
export interface FakePullRequestSpec {
  /** `owner/name` of the head repository; a different repository makes the PR a fork PR. Default: the fake's repo. */
  headRepoFullName?: string;
  /** Head branch name. Default: `feature-{number}`. */
  headRef?: string;
  /** Base branch name. Default `main`. */
  baseRef?: string;
  /** Default `Update docs (#{number})`. */
  title?: string;
  /** PR description (Markdown); `null` when empty, as GitHub sends it. Default `null`. */
  body?: string | null;
  /** `updated_at` (ISO 8601), e.g. after a test edits `body`. Default: when the fake started. */
  updatedAt?: string;
  /** Login of the PR author (`user`). Default: the owner of the head repository. */
  author?: string;
  /** Account type of `author`. Default `User` (`Organization` for the default author of a same-repository PR). */
  authorType?: AccountType;
  /** Default false. */
  draft?: boolean;
  /** When it was merged (ISO 8601): the PR is then `closed`, `merged: true`, `merged_at` this. Default: not merged (open). */
  mergedAt?: string;
  /** When it was closed without merging (ISO 8601): `state: closed`, `merged: false`, `closed_at` this. Default: open. */
  closedAt?: string;
  /** The head commit's SHA (40 hex digits); change it to stand for a push. Default: derived from the repository and number. */
  headSha?: string;
  /** Changed files, listed first by `.../files`. Default none. */
  files?: FakePullFile[];
  /** That many more files by {@link generatedPullFile}, listed after `files` (no per-file memory). Default 0. */
  generatedFiles?: number;
  /** Label names on the PR at the start (created when missing). Default none. */
  labels?: string[];
}

/** Options of {@link startFakeGitHub}. Every field is optional. */
export interface FakeGitHubOptions {
  /** `owner/name` of the only repository served; other repositories are 404. Default `acme/docs`. */
  repo?: string;
  /** The token requests must send as `authorization: token X` or `Bearer X`. Default `ghs_test_token`. */
  token?: string;
  /**
   * Repository role per login (matched case-insensitively). Logins not listed are not
   * collaborators: the permission endpoint answers 404 for them.
   */
  permissions?: Record<string, RepoRole>;
  /** Login that comments and reactions made with the token are attributed to (type `Bot`). Default `github-actions[bot]`. */
  tokenLogin?: string;
  /**
   * More tokens the fake accepts, each with the login (type `Bot`) its comments and reactions are attributed
   * to: a second workflow using a GitHub App's token beside `GITHUB_TOKEN`. Default none.
   */
  otherTokens?: Record<string, string>;
  /**
   * `GET /user`: `forbidden` (default) answers 403 "Resource not accessible by integration",
   * as for a GitHub App installation token such as `GITHUB_TOKEN`; `ok` returns the token's user.
   */
  userEndpoint?: 'forbidden' | 'ok';
  /** Pull requests that exist, by number; `GET .../pulls/{n}` is 404 for any other number. */
  pulls?: Record<number, FakePullRequestSpec>;
  /** Clock for `created_at`/`updated_at` and the rate-limit reset. Default: the system clock. */
  now?: () => Date;
  /** Labels the repository has at the start (issues and labels block). Default none. */
  labels?: string[];
  /** The served repository's `visibility` (and `private`) in repository objects, e.g. `GET /repos/{owner}/{repo}`. Default `public`. */
  visibility?: 'public' | 'private' | 'internal';
  /**
   * Host name in the URLs the fake gives out (`url`, `Link`, `Location`, blob URLs). Default
   * `127.0.0.1`. It still listens on 127.0.0.1 only: another name (e.g. `github.test`) is
   * reachable only through a proxy that maps it there (`forward-proxy.ts`).
   */
  host?: string;
  /**
   * Path prefix of the REST API, e.g. `/api/v3` as on GitHub Enterprise Server: part of `url`,
   * required on every request (one without it is answered 404) and removed before routing.
   * Default none (github.com's `https://api.github.com` layout).
   */
  pathPrefix?: string;
  /** The web server in `html_url`s (as `GITHUB_SERVER_URL`). Default `https://github.com`; GHES: e.g. `https://github.acme-corp.test`. */
  serverUrl?: string;
  /** The repository has no branch: the git database endpoints answer 409 "Git Repository is empty.". Default false. */
  emptyRepository?: boolean;
}

/** An issue as stored by the fake (pull requests are not issues here). */
export interface StoredIssue {
  /** Shares the number space with pull requests: numbered after the configured pulls, from 101. */
  number: number;
  title: string;
  body: string | null;
  user: FakeUser;
  state: 'open' | 'closed';
  /** GitHub's `state_reason`: `completed`, `not_planned`, `reopened` or `null`. */
  state_reason: 'completed' | 'not_planned' | 'reopened' | null;
  /** Label names. */
  labels: string[];
  /** ISO 8601, seconds precision, UTC. */
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** The fields written by each successful PATCH, oldest first. */
  edits: Array<Partial<Pick<StoredIssue, 'title' | 'body' | 'state' | 'state_reason' | 'labels'>>>;
  /** Who last edited the title or body (GraphQL `editor`), and when (`lastEditedAt`); absent until then. */
  editor?: string;
  last_edited_at?: string;
}

/** A repository label as stored by the fake. */
interface StoredLabel {
  name: string;
  /** Six hex digits without `#`. */
  color: string;
  description: string | null;
}

/** Input of {@link FakeGitHub.seedIssue}. */
interface IssueSeed {
  title: string;
  body?: string | null;
  /** Author. */
  login: string;
  /** Default `User`. */
  type?: AccountType;
  /** Label names (created when missing). */
  labels?: string[];
  /** Default `open`. */
  state?: 'open' | 'closed';
  /** For a closed issue; default `completed`. */
  stateReason?: 'completed' | 'not_planned';
}

/** An issue comment (on a PR's conversation tab) as stored by the fake. */
export interface StoredIssueComment {
  /** Numeric id, increasing in creation order. */
  id: number;
  issue_number: number;
  /** Current body. */
  body: string;
  user: FakeUser;
  author_association: AuthorAssociation;
  /** ISO 8601, seconds precision, UTC (`2024-05-01T12:00:00Z`). */
  created_at: string;
  /** ISO 8601, seconds precision, UTC; changes on every edit. */
  updated_at: string;
  /** The body written by each successful PATCH, oldest first; empty until the comment is edited. */
  edits: string[];
  /** Who last edited the body (GraphQL `editor`), and when (`lastEditedAt`); absent until then. */
  editor?: string;
  last_edited_at?: string;
}

/** A pull request review comment (on a diff line) as stored by the fake. */
/** A submitted (or pending) review of a pull request: its body is the review's summary text. */
interface StoredReview {
  /** Numeric id, shared with the reviews that review comments belong to. */
  id: number;
  pull_number: number;
  body: string;
  user: FakeUser;
  author_association: AuthorAssociation;
  /** GitHub's review states. */
  state: 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' | 'DISMISSED' | 'PENDING';
  /** ISO 8601; absent while pending. */
  submitted_at?: string;
  commit_id: string;
}

interface StoredReviewComment {
  /** Numeric id, increasing in creation order. */
  id: number;
  pull_number: number;
  /** Current body. */
  body: string;
  user: FakeUser;
  author_association: AuthorAssociation;
  /** ISO 8601, seconds precision, UTC. */
  created_at: string;
  /** ISO 8601, seconds precision, UTC; changes on every edit. */
  updated_at: string;
  /** The body written by each successful PATCH, oldest first; empty until the comment is edited. */
  edits: string[];
  /** Who last edited the body (GraphQL `editor`), and when (`lastEditedAt`); absent until then. */
  editor?: string;
  last_edited_at?: string;
  /** File path in the diff. */
  path: string;
  /** Line in the new version of the file (`side: RIGHT`). */
  line: number;
  diff_hunk: string;
  /** Id of the review each comment belongs to; every reply gets a review of its own, as on GitHub. */
  pull_request_review_id: number;
  commit_id: string;
  /** For replies: id of the first comment of the thread. Absent on a thread's first comment. */
  in_reply_to_id?: number;
}

/** A reaction as stored by the fake. */
interface StoredReaction {
  /** Numeric id, increasing in creation order. */
  id: number;
  subject: 'issue_comment' | 'review_comment' | 'issue';
  /** Id of the issue comment or review comment reacted to; the number of the issue or pull request for `issue`. */
  commentId: number;
  content: ReactionContent;
  /** Login of the reacting user (the token's login for reactions made through the API). */
  user: string;
  /** ISO 8601, seconds precision, UTC. */
  created_at: string;
}

/** One request the fake received, in arrival order, with the status it answered. */
interface RecordedRequest {
  method: string;
  /** URL path without the query string, as sent (not percent-decoded). */
  path: string;
  /** Query parameters; for a repeated name the last value. */
  query: Record<string, string>;
  /** Request headers as Node parsed them (lower-case names). */
  headers: IncomingHttpHeaders;
  /** Raw request body (UTF-8), `''` when none. */
  body: string;
  /** The path as sent, with the `pathPrefix` option's prefix (`path` is without it). */
  sentPath: string;
  /** Status sent; `0` when a `reset` fault destroyed the connection instead. */
  status: number;
  /** When it arrived (`Date.now()`). */
  at: number;
}

/**
 * Which requests a fault applies to:
 * - `pull-files`: `GET .../pulls/{n}/files`
 * - `permission`: `GET .../collaborators/{username}/permission`
 * - `comment-create`: `POST .../issues/{n}/comments` and `POST .../pulls/{n}/comments/{id}/replies`
 * - `comment-update`: `PATCH .../issues/comments/{id}` and `PATCH .../pulls/comments/{id}`
 * - `reaction`: `GET` and `POST` on `.../comments/{id}/reactions` (issue and review comments)
 * - `list-comments`: `GET .../issues/{n}/comments` and `GET .../pulls/{n}/comments`
 * - `list-reviews`: `GET .../pulls/{n}/reviews`
 * - `pull`: `GET .../pulls/{n}`
 * - `issue-list`: `GET .../issues`; `issue-create`: `POST .../issues`; `issue-update`: `PATCH .../issues/{n}`
 * - `label`: `GET .../labels/{name}`, `POST .../labels` and `PATCH .../labels/{name}`
 * - `item-label`: `POST .../issues/{n}/labels` and `DELETE .../issues/{n}/labels/{name}` (issues and pull requests)
 * - `artifacts`: `GET .../actions/artifacts` (the list), `GET .../actions/artifacts/{id}/zip` (the download) and `GET .../actions/runs/{id}`
 * - `repository`: `GET /repos/{owner}/{repo}`
 * - `graphql`: `POST /graphql`
 * - `git-refs`: `GET .../git/matching-refs/{ref}`, `POST .../git/refs` and `DELETE .../git/refs/{ref}`
 * - `git-blobs`: `POST .../git/blobs` and `GET .../git/blobs/{sha}`
 * - `pull-update`: `PATCH .../pulls/{n}`
 * - `status-create`: `POST .../statuses/{sha}`
 * - `commit-checks`: `GET .../commits/{ref}/status`, `.../commits/{ref}/statuses`, `.../commits/{ref}/check-runs`,
 *   `.../deployments` and `.../deployments/{id}/statuses`
 * - `*`: any authenticated request, including unknown routes
 */
export type FaultRoute =
  | 'permission'
  | 'comment-create'
  | 'comment-update'
  | 'reaction'
  | 'list-comments'
  | 'list-reviews'
  | 'pull'
  | 'pull-files'
  | 'issue-list'
  | 'issue-create'
  | 'issue-update'
  | 'label'
  | 'item-label'
  | 'artifacts'
  | 'repository'
  | 'graphql'
  | 'git-refs'
  | 'git-blobs'
  | 'pull-update'
  | 'status-create'
  | 'commit-checks'
  | '*';

/** Answer matching requests with `status` instead of handling them (no state changes). */
export interface StatusFault {
  route: FaultRoute;
  kind: 'status';
  /** HTTP status to send. */
  status: number;
  /** JSON response body. Default `{message: <reason phrase>, documentation_url, status}`. */
  body?: unknown;
  /** Extra response headers; they override the fake's defaults (e.g. `x-ratelimit-remaining: '0'`). */
  headers?: Record<string, string>;
  /** Number of matching requests affected. Default 1. */
  times?: number;
}

/** Destroy the connection of matching requests without answering (the client sees a socket error). */
interface ResetFault {
  route: FaultRoute;
  kind: 'reset';
  /**
   * When true the request is handled first (a comment is created, a reaction added...) and
   * only the response is lost, as when a connection drops after GitHub committed a write.
   * Default false: the request has no effect.
   */
  afterHandling?: boolean;
  /** Number of matching requests affected. Default 1. */
  times?: number;
}

/** Answer matching requests normally, but only after `ms` milliseconds (a slow GitHub, e.g. to cancel a run mid-request). */
interface DelayFault {
  route: FaultRoute;
  kind: 'delay';
  ms: number;
  /** Number of matching requests affected. Default 1. */
  times?: number;
}

/**
 * Answer matching requests normally, but only once `until` settles: ordering without timing,
 * e.g. hold an answer until another fake has received a request.
 */
interface HoldFault {
  route: FaultRoute;
  kind: 'hold';
  until: Promise<unknown>;
  /** Number of matching requests affected. Default 1. */
  times?: number;
}

/** A fault for {@link FakeGitHub.inject}. */
type Fault = StatusFault | ResetFault | DelayFault | HoldFault;

/** Input of {@link FakeGitHub.seedIssueComment}. */
interface IssueCommentSeed {
  issueNumber: number;
  body: string;
  login: string;
  /** Default `User`. */
  type?: AccountType;
  /** Default: `OWNER` for the repo owner, `COLLABORATOR` for logins with a role other than `none`, else `NONE`. */
  authorAssociation?: AuthorAssociation;
}

/** Input of {@link FakeGitHub.seedReviewComment}. */
interface ReviewSeed {
  pullNumber: number;
  /** The review's summary text (may be empty, e.g. a bare approval). */
  body: string;
  login: string;
  /** Default `User`. */
  type?: AccountType;
  /** Default `COMMENTED`. */
  state?: StoredReview['state'];
  /** Default as for {@link IssueCommentSeed.authorAssociation}. */
  authorAssociation?: AuthorAssociation;
}

interface ReviewCommentSeed {
  pullNumber: number;
  body: string;
  login: string;
  /** Default `User`. */
  type?: AccountType;
  /** Default `README.md`; ignored for replies, which take the thread's path. */
  path?: string;
  /** Default 1; ignored for replies. */
  line?: number;
  /** Default: a one-line hunk; ignored for replies. */
  diffHunk?: string;
  /** Make the comment a reply in the thread of this review comment (must exist on the same PR). */
  inReplyToId?: number;
  /** Default as for {@link IssueCommentSeed.authorAssociation}. */
  authorAssociation?: AuthorAssociation;
}

/** A running fake returned by {@link startFakeGitHub}. Arrays are live views of its state. */
export interface FakeGitHub {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:53211`; use as `GITHUB_API_URL`. */
  readonly url: string;
  /** `owner/name` of the served repository. */
  readonly repo: string;
  /** Issue comments in creation order. */
  readonly issueComments: readonly StoredIssueComment[];
  /** Review comments in creation order. */
  readonly reviewComments: readonly StoredReviewComment[];
  /** Reactions in creation order. */
  readonly reactions: readonly StoredReaction[];
  /** Every request received, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /** Issues in creation order (issues and labels block). */
  readonly issues: readonly StoredIssue[];
  /** The repository's labels. */
  readonly labels: readonly StoredLabel[];
  /** Store an issue directly (no request, no validation) and return it. */
  seedIssue(seed: IssueSeed): StoredIssue;
  /** The label names on issue or pull request `number` now (pull requests: see {@link FakePullRequestSpec.labels}). */
  labelsOf(number: number): string[];
  /** Store an issue comment directly (no request, no validation) and return it. */
  seedIssueComment(seed: IssueCommentSeed): StoredIssueComment;
  /**
   * Edit an issue comment, a review comment or an issue's body as `login` (a person editing in the
   * web interface): the body changes and GraphQL's `editor` becomes `login`.
   */
  editAs(login: string, target: StoredIssueComment | StoredReviewComment | StoredIssue, body: string): void;
  /**
   * Deletes issue comment `id` directly, with its reactions, as its author (or anyone with write access)
   * deleting it on github.com would. Throws when there is no such comment.
   */
  deleteIssueComment(id: number): void;
  /** Store a review comment directly (no request, no validation) and return it. Throws if `inReplyToId` is not a comment of that PR. */
  seedReviewComment(seed: ReviewCommentSeed): StoredReviewComment;
  /** Reviews in creation order (`GET .../pulls/{n}/reviews`). */
  readonly reviews: readonly StoredReview[];
  /** Store a review directly (no request, no validation) and return it: submitted now unless `PENDING`. */
  seedReview(seed: ReviewSeed): StoredReview;
  /** Queue a fault. Faults are consumed first-in first-out: a request takes the oldest pending fault whose route matches it. */
  inject(fault: Fault): void;
  /** Workflow artifacts served by the artifact endpoints (see `github-artifacts.ts`), in seeding order. */
  readonly artifacts: readonly StoredGitHubArtifact[];
  /** Serve an artifact (e.g. one the fake artifact service received) as uploaded by run `runId`. */
  seedArtifact(seed: GitHubArtifactSeed): StoredGitHubArtifact;
  /** The git refs, in creation order (`refs/heads/main` first unless `emptyRepository`). */
  readonly refs: readonly StoredRef[];
  /** The text (UTF-8) of git blob `sha`, `undefined` when the repository has none. */
  blobText(sha: string): string | undefined;
  /** Store a blob of `text` and the ref `ref` pointing at it directly (no request, no validation). */
  seedRef(ref: string, text: string): StoredRef;
  /**
   * Called once a request's answer is computed, before it is sent: a test changes the state here
   * to stand for a concurrent writer (e.g. another workflow editing an issue right after this
   * run listed it). `undefined` (default): nothing.
   */
  afterAnswer: ((request: RecordedRequest) => void) | undefined;
  /** Commit statuses in creation order (`POST .../statuses/{sha}`, and seeded ones). */
  readonly statuses: readonly StoredCommitStatus[];
  /** Seed a deployment with its statuses (`GET .../deployments`, `.../deployments/{id}/statuses`). */
  seedDeployment(seed: DeploymentSeed): void;
  /** Seed a check run (`GET .../commits/{ref}/check-runs`). */
  seedCheckRun(seed: CheckRunSeed): void;
  /** Seed a commit status as another app wrote it. */
  seedStatus(seed: { sha: string; state: string; context: string; targetUrl?: string; description?: string }): void;
  /** The head SHA of pull request `number` now. */
  headShaOf(number: number): string;
  /** Change pull request `number` (merge it, close it, push a new head): the spec's fields are replaced. */
  updatePull(number: number, patch: Partial<FakePullRequestSpec>): void;
  /** Stop listening and drop open connections. */
  close(): Promise<void>;
}

/**
 * The 403 GitHub sends when a secondary rate limit is hit, with a `retry-after` header
 * (seconds), as `@octokit/plugin-throttling` recognises it.
 */
export function secondaryRateLimit(route: FaultRoute, retryAfterSeconds: number, times = 1): StatusFault {
  return {
    route,
    kind: 'status',
    status: 403,
    body: {
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      documentation_url:
        'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      status: '403',
    },
    headers: { 'retry-after': String(retryAfterSeconds) },
    times,
  };
}

/** Most files `GET .../pulls/{n}/files` lists, as on GitHub; `changed_files` still counts them all. */
export const MAX_PULL_FILES = 3000;

/**
 * Changed file `index` (0-based) of a `generatedFiles` pull request, by `index % 10`: 0–5
 * `modified` `docs/page-000001.mdx` (additions `(index * 7) % 23 + 1`, deletions
 * `(index * 3) % 11`); 6 `added` `docs/new-page-….mdx`; 7 `removed` `docs/old-page-….mdx`;
 * 8 `renamed` to `docs/moved/page-….mdx` from `docs/page-…-old.mdx` (one changed line on odd
 * indexes, else a pure rename without `patch`); 9 `added` binary `images/figure-….png` without
 * `patch`. Every hundredth file from index 50 is a huge `modified` diff without `patch`.
 */
export function generatedPullFile(index: number): FakePullFile {
  const n = String(index + 1).padStart(6, '0');
  if (index % 100 === 50)
    return { filename: `docs/page-${n}.mdx`, status: 'modified', additions: 20_000, deletions: 15_000, patch: null };
  switch (index % 10) {
    case 6:
      return { filename: `docs/new-page-${n}.mdx`, status: 'added', additions: (index % 40) + 1, deletions: 0 };
    case 7:
      return { filename: `docs/old-page-${n}.mdx`, status: 'removed', additions: 0, deletions: (index % 30) + 1 };
    case 8:
      return {
        filename: `docs/moved/page-${n}.mdx`,
        status: 'renamed',
        previousFilename: `docs/page-${n}-old.mdx`,
        additions: index % 2,
        deletions: index % 2,
      };
    case 9:
      return { filename: `images/figure-${n}.png`, status: 'added', additions: 0, deletions: 0, patch: null };
    default:
      return {
        filename: `docs/page-${n}.mdx`,
        status: 'modified',
        additions: ((index * 7) % 23) + 1,
        deletions: (index * 3) % 11,
      };
  }
}

const DOCS_URL = 'https://docs.github.com/rest';
const RATE_LIMIT = 5000;
const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;
const DEFAULT_DIFF_HUNK = '@@ -1,3 +1,3 @@\n # Docs\n-Old intro\n+New intro';

/** An error answer; thrown by handlers and turned into the response. */
class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(`${status} ${JSON.stringify(body)}`);
    this.status = status;
    this.body = body;
  }
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface ParsedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  rawBody: string;
}

interface Route {
  method: string;
  pattern: RegExp;
  fault: Exclude<FaultRoute, '*'> | null;
  handle(params: readonly string[], request: ParsedRequest): Reply;
}

interface PendingFault {
  fault: Fault;
  remaining: number;
}

/**
 * Start the fake on 127.0.0.1 with an ephemeral port. Resolves once it is listening.
 * Call `close()` when done.
 */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const repo = options.repo ?? 'acme/docs';
  const [owner = '', repoName = ''] = repo.split('/');
  if (owner === '' || repoName === '' || repo.split('/').length !== 2) {
    throw new Error(`repo must be "owner/name" (got "${repo}")`);
  }
  const token = options.token ?? 'ghs_test_token';
  const defaultLogin = options.tokenLogin ?? 'github-actions[bot]';
  const otherTokens = new Map(Object.entries(options.otherTokens ?? {}));
  /** The login of the token of the request being handled (handlers run synchronously, one at a time). */
  let tokenLogin = defaultLogin;
  const userEndpoint = options.userEndpoint ?? 'forbidden';
  const pulls = options.pulls ?? {};
  const now = options.now ?? (() => new Date());
  const visibility = options.visibility ?? 'public';
  const roles = new Map<string, RepoRole>(
    Object.entries(options.permissions ?? {}).map(([login, role]) => [login.toLowerCase(), role]),
  );
  const startedAt = now();
  const webUrl = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '');

  let baseUrl = '';
  const issueComments: StoredIssueComment[] = [];
  const reviewComments: StoredReviewComment[] = [];
  const reviews: StoredReview[] = [];
  const reactions: StoredReaction[] = [];
  const requests: RecordedRequest[] = [];
  const faults: PendingFault[] = [];
  const users = new Map<string, FakeUser>();
  const ids = {
    issueComment: 2_000_000_000,
    reviewComment: 1_500_000_000,
    review: 2_100_000_000,
    reaction: 300_000_000,
  };
  let requestCount = 0;

  function timestamp(): string {
    return now()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
  }

  /** The account for `login`, created on first use (type `User` unless given; a given type replaces the old one). */
  function user(login: string, type?: AccountType): FakeUser {
    const key = login.toLowerCase();
    const known = users.get(key);
    if (known) {
      if (type !== undefined && type !== known.type) Object.assign(known, account(known.login, known.id, type));
      return known;
    }
    const id = login === 'github-actions[bot]' ? 41_898_282 : 1_000 + users.size;
    const created = account(login, id, type ?? 'User');
    users.set(key, created);
    return created;
  }

  function account(login: string, id: number, type: AccountType): FakeUser {
    const prefix = type === 'Bot' ? 'BOT' : type === 'Organization' ? 'O' : 'U';
    return {
      login,
      id,
      node_id: `${prefix}_kgDO${nodeSuffix(repo, id)}`,
      type,
      avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
      url: `${baseUrl}/users/${encodeURIComponent(login)}`,
      html_url: type === 'Bot' ? `${webUrl}/apps/${login.replace(/\[bot\]$/, '')}` : `${webUrl}/${login}`,
      site_admin: false,
    };
  }

  function association(login: string): AuthorAssociation {
    if (login.toLowerCase() === owner.toLowerCase()) return 'OWNER';
    const role = roles.get(login.toLowerCase());
    return role !== undefined && role !== 'none' ? 'COLLABORATOR' : 'NONE';
  }

  function repoObject(fullName: string): Record<string, unknown> {
    const [repoOwner = '', name = ''] = fullName.split('/');
    const id = 100_000_000 + (hashNumber(fullName.toLowerCase()) % 900_000_000);
    const served = fullName.toLowerCase() === repo.toLowerCase();
    return {
      id,
      node_id: `R_kgDO${nodeSuffix(repo, id)}`,
      name,
      full_name: fullName,
      private: served ? visibility !== 'public' : false,
      owner: user(repoOwner, repoOwner.toLowerCase() === owner.toLowerCase() ? 'Organization' : undefined),
      html_url: `${webUrl}/${fullName}`,
      url: `${baseUrl}/repos/${fullName}`,
      fork: fullName.toLowerCase() !== repo.toLowerCase(),
      default_branch: 'main',
      visibility: served ? visibility : 'public',
    };
  }

  function reactionRollup(
    subject: StoredReaction['subject'],
    comment: { id: number },
    url: string,
  ): Record<string, unknown> {
    const mine = reactions.filter((r) => r.subject === subject && r.commentId === comment.id);
    const rollup: Record<string, unknown> = { url: `${url}/reactions`, total_count: mine.length };
    for (const content of REACTION_CONTENTS) rollup[content] = mine.filter((r) => r.content === content).length;
    return rollup;
  }

  function renderIssueComment(c: StoredIssueComment): Record<string, unknown> {
    const url = `${baseUrl}/repos/${repo}/issues/comments/${c.id}`;
    return {
      url,
      html_url: `${webUrl}/${repo}/${issues.some((i) => i.number === c.issue_number) ? 'issues' : 'pull'}/${c.issue_number}#issuecomment-${c.id}`,
      issue_url: `${baseUrl}/repos/${repo}/issues/${c.issue_number}`,
      id: c.id,
      node_id: `IC_kwDO${nodeSuffix(repo, c.id)}`,
      user: c.user,
      created_at: c.created_at,
      updated_at: c.updated_at,
      author_association: c.author_association,
      body: c.body,
      reactions: reactionRollup('issue_comment', c, url),
      performed_via_github_app: null,
    };
  }

  /** A review as `GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews` lists it. */
  function renderReview(r: StoredReview): Record<string, unknown> {
    const htmlUrl = `${webUrl}/${repo}/pull/${r.pull_number}#pullrequestreview-${r.id}`;
    const pullUrl = `${baseUrl}/repos/${repo}/pulls/${r.pull_number}`;
    return {
      id: r.id,
      node_id: `PRR_kwDO${nodeSuffix(repo, r.id)}`,
      user: r.user,
      body: r.body,
      state: r.state,
      html_url: htmlUrl,
      pull_request_url: pullUrl,
      author_association: r.author_association,
      _links: { html: { href: htmlUrl }, pull_request: { href: pullUrl } },
      ...(r.submitted_at === undefined ? {} : { submitted_at: r.submitted_at }),
      commit_id: r.commit_id,
    };
  }

  function renderReviewComment(c: StoredReviewComment): Record<string, unknown> {
    const url = `${baseUrl}/repos/${repo}/pulls/comments/${c.id}`;
    const htmlUrl = `${webUrl}/${repo}/pull/${c.pull_number}#discussion_r${c.id}`;
    const pullUrl = `${baseUrl}/repos/${repo}/pulls/${c.pull_number}`;
    return {
      url,
      pull_request_review_id: c.pull_request_review_id,
      id: c.id,
      node_id: `PRRC_kwDO${nodeSuffix(repo, c.id)}`,
      diff_hunk: c.diff_hunk,
      path: c.path,
      commit_id: c.commit_id,
      original_commit_id: c.commit_id,
      user: c.user,
      body: c.body,
      created_at: c.created_at,
      updated_at: c.updated_at,
      html_url: htmlUrl,
      pull_request_url: pullUrl,
      author_association: c.author_association,
      _links: { self: { href: url }, html: { href: htmlUrl }, pull_request: { href: pullUrl } },
      reactions: reactionRollup('review_comment', c, url),
      start_line: null,
      original_start_line: null,
      start_side: null,
      line: c.line,
      original_line: c.line,
      side: 'RIGHT',
      original_position: c.line,
      position: c.line,
      subject_type: 'line',
      ...(c.in_reply_to_id === undefined ? {} : { in_reply_to_id: c.in_reply_to_id }),
    };
  }

  function renderReaction(r: StoredReaction): Record<string, unknown> {
    return {
      id: r.id,
      node_id: `REA_lADO${nodeSuffix(repo, r.id)}`,
      user: user(r.user),
      content: r.content,
      created_at: r.created_at,
    };
  }

  function addIssueComment(
    issueNumber: number,
    body: string,
    author: FakeUser,
    assoc: AuthorAssociation,
  ): StoredIssueComment {
    const at = timestamp();
    const comment: StoredIssueComment = {
      id: ++ids.issueComment,
      issue_number: issueNumber,
      body,
      user: author,
      author_association: assoc,
      created_at: at,
      updated_at: at,
      edits: [],
    };
    issueComments.push(comment);
    return comment;
  }

  function addReviewComment(
    pullNumber: number,
    body: string,
    author: FakeUser,
    assoc: AuthorAssociation,
    place: { path: string; line: number; diffHunk: string; inReplyTo?: StoredReviewComment },
  ): StoredReviewComment {
    const at = timestamp();
    const parent = place.inReplyTo;
    const comment: StoredReviewComment = {
      id: ++ids.reviewComment,
      pull_number: pullNumber,
      body,
      user: author,
      author_association: assoc,
      created_at: at,
      updated_at: at,
      edits: [],
      path: parent?.path ?? place.path,
      line: parent?.line ?? place.line,
      diff_hunk: parent?.diff_hunk ?? place.diffHunk,
      pull_request_review_id: ++ids.review,
      commit_id: parent?.commit_id ?? headSha(pullNumber),
      ...(parent === undefined ? {} : { in_reply_to_id: parent.in_reply_to_id ?? parent.id }),
    };
    reviewComments.push(comment);
    return comment;
  }

  function headSha(pullNumber: number): string {
    const set = pulls[pullNumber]?.headSha;
    if (set !== undefined) return set;
    return createHash('sha1').update(`${repo}#${pullNumber}:head`).digest('hex');
  }

  function findIssueComment(id: number): StoredIssueComment {
    const found = issueComments.find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  }

  function findReviewComment(id: number): StoredReviewComment {
    const found = reviewComments.find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  }

  function edit(
    comment: StoredIssueComment | StoredReviewComment,
    request: ParsedRequest,
    resource: CommentResource,
  ): void {
    const body = commentBody(request.rawBody, resource);
    comment.body = body;
    comment.updated_at = timestamp();
    comment.edits.push(body);
    comment.editor = tokenLogin;
    comment.last_edited_at = comment.updated_at;
  }

  function react(subject: StoredReaction['subject'], commentId: number, request: ParsedRequest): Reply {
    const input = parseJsonObject(request.rawBody);
    const content = input['content'];
    if (content === undefined) throw invalidRequest(`"content" wasn't supplied.`);
    if (!isReactionContent(content)) {
      throw validationFailed('Reaction', 'content', 'content is not included in the list');
    }
    const existing = reactions.find(
      (r) => r.subject === subject && r.commentId === commentId && r.content === content && r.user === tokenLogin,
    );
    if (existing) return { status: 200, body: renderReaction(existing) };
    user(tokenLogin, 'Bot');
    const created: StoredReaction = {
      id: ++ids.reaction,
      subject,
      commentId,
      content,
      user: tokenLogin,
      created_at: timestamp(),
    };
    reactions.push(created);
    return { status: 201, body: renderReaction(created) };
  }

  /** `DELETE .../reactions/{id}`: 204, whoever's reaction it is (GitHub lets the token delete its own only; the action deletes only its own). */
  function unreact(subject: StoredReaction['subject'], commentId: number, reactionId: number): Reply {
    const at = reactions.findIndex((r) => r.subject === subject && r.commentId === commentId && r.id === reactionId);
    if (at < 0) throw notFound();
    reactions.splice(at, 1);
    return { status: 204, body: undefined };
  }

  function listReactions(subject: StoredReaction['subject'], commentId: number, request: ParsedRequest): Reply {
    const filter = request.query.get('content');
    if (filter !== null && !isReactionContent(filter)) {
      throw validationFailed('Reaction', 'content', 'content is not included in the list');
    }
    const matching = reactions.filter(
      (r) => r.subject === subject && r.commentId === commentId && (filter === null || r.content === filter),
    );
    return paginate(matching.map(renderReaction), request, baseUrl);
  }

  function permission(login: string): Reply {
    const role = roles.get(login.toLowerCase());
    if (role === undefined) throw notFound();
    const found = user(login);
    const legacy = LEGACY_PERMISSION[role];
    return {
      status: 200,
      body: {
        permission: legacy,
        role_name: role,
        user: {
          ...found,
          permissions: {
            admin: role === 'admin',
            maintain: role === 'admin' || role === 'maintain',
            push: legacy === 'admin' || legacy === 'write',
            triage: legacy !== 'none' && role !== 'read',
            pull: legacy !== 'none',
          },
          role_name: role,
        },
      },
    };
  }

  function pullSpec(pullNumber: number): FakePullRequestSpec {
    const spec = pulls[pullNumber];
    if (spec === undefined) throw notFound();
    return spec;
  }

  /** The PR's changed files: configured ones, then generated ones; `count` is uncapped. */
  function pullFiles(spec: FakePullRequestSpec): { count: number; at(index: number): FakePullFile } {
    const listed = spec.files ?? [];
    return {
      count: listed.length + (spec.generatedFiles ?? 0),
      at: (index) => listed[index] ?? generatedPullFile(index - listed.length),
    };
  }

  function renderPullFile(file: FakePullFile, pullNumber: number): Record<string, unknown> {
    const { status, additions, deletions } = fileChanges(file);
    const sha = headSha(pullNumber);
    const path = file.filename.split('/').map(encodeURIComponent).join('/');
    const patch = file.patch === undefined ? defaultPatch(additions, deletions) : file.patch;
    return {
      sha: file.sha ?? createHash('sha1').update(`${file.filename}:${status}`).digest('hex'),
      filename: file.filename,
      status,
      additions,
      deletions,
      changes: additions + deletions,
      blob_url: `${webUrl}/${repo}/blob/${sha}/${path}`,
      raw_url: `${webUrl}/${repo}/raw/${sha}/${path}`,
      contents_url: `${baseUrl}/repos/${repo}/contents/${path}?ref=${sha}`,
      ...(patch === null ? {} : { patch }),
      ...(file.previousFilename === undefined ? {} : { previous_filename: file.previousFilename }),
    };
  }

  function listPullFiles(pullNumber: number, request: ParsedRequest): Reply {
    const files = pullFiles(pullSpec(pullNumber));
    const total = Math.min(files.count, MAX_PULL_FILES);
    return paginateLazy(
      total,
      (start, end) => {
        const page: unknown[] = [];
        for (let index = start; index < Math.min(end, total); index += 1)
          page.push(renderPullFile(files.at(index), pullNumber));
        return page;
      },
      request,
      baseUrl,
    );
  }

  function pullRequest(pullNumber: number): Reply {
    const spec = pullSpec(pullNumber);
    const headRepo = spec.headRepoFullName ?? repo;
    const headRef = spec.headRef ?? `feature-${pullNumber}`;
    const baseRef = spec.baseRef ?? 'main';
    const headOwner = headRepo.split('/')[0] ?? owner;
    const headUser = user(headOwner, headOwner.toLowerCase() === owner.toLowerCase() ? 'Organization' : undefined);
    const author = spec.author === undefined ? headUser : user(spec.author, spec.authorType ?? 'User');
    const files = pullFiles(spec);
    let additions = 0;
    let deletions = 0;
    for (let index = 0; index < files.count; index += 1) {
      const changes = fileChanges(files.at(index));
      additions += changes.additions;
      deletions += changes.deletions;
    }
    const url = `${baseUrl}/repos/${repo}/pulls/${pullNumber}`;
    const at = startedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
    return {
      status: 200,
      body: {
        url,
        id: 1_800_000_000 + pullNumber,
        node_id: `PR_kwDO${nodeSuffix(repo, 1_800_000_000 + pullNumber)}`,
        html_url: `${webUrl}/${repo}/pull/${pullNumber}`,
        issue_url: `${baseUrl}/repos/${repo}/issues/${pullNumber}`,
        comments_url: `${baseUrl}/repos/${repo}/issues/${pullNumber}/comments`,
        review_comments_url: `${url}/comments`,
        number: pullNumber,
        state: spec.mergedAt === undefined && spec.closedAt === undefined ? 'open' : 'closed',
        locked: false,
        title: spec.title ?? `Update docs (#${pullNumber})`,
        user: author,
        body: spec.body ?? null,
        created_at: at,
        updated_at: spec.updatedAt ?? at,
        draft: spec.draft ?? false,
        merged: spec.mergedAt !== undefined,
        merged_at: spec.mergedAt ?? null,
        closed_at: spec.mergedAt ?? spec.closedAt ?? null,
        author_association: association(author.login),
        commits: 1,
        additions,
        deletions,
        changed_files: files.count,
        head: {
          label: `${headOwner}:${headRef}`,
          ref: headRef,
          sha: headSha(pullNumber),
          user: headUser,
          repo: repoObject(headRepo),
        },
        base: {
          label: `${owner}:${baseRef}`,
          ref: baseRef,
          sha: createHash('sha1').update(`${repo}#${pullNumber}:base`).digest('hex'),
          user: user(owner, 'Organization'),
          repo: repoObject(repo),
        },
      },
    };
  }

  const tokenUser = (): FakeUser => user(tokenLogin, 'Bot');
  const artifactStore = createArtifactStore(
    repo,
    100_000_000 + (hashNumber(repo.toLowerCase()) % 900_000_000),
    () => baseUrl,
    now,
  );

  const git = createGitStore(repo, () => baseUrl, options.emptyRepository === true);
  /** The reply of a git database route, its {@link GitApiError} as the error answer. */
  const gitReply = (answer: () => Reply): Reply => {
    try {
      return answer();
    } catch (error) {
      if (error instanceof GitApiError) throw new ApiError(error.status, error.body);
      throw error;
    }
  };

  // ---- Issues and labels (the triage loop): one block, see StoredIssue / IssueSeed. ----
  const issues: StoredIssue[] = [];
  const labels: StoredLabel[] = (options.labels ?? []).map((name) => ({ name, color: 'ededed', description: null }));
  let lastIssueNumber = Math.max(100, ...Object.keys(pulls).map(Number));

  function findLabel(name: string): StoredLabel | undefined {
    return labels.find((l) => l.name.toLowerCase() === name.toLowerCase());
  }

  function labelFor(name: string): StoredLabel {
    const known = findLabel(name);
    if (known) return known;
    const created: StoredLabel = { name, color: 'ededed', description: null };
    labels.push(created);
    return created;
  }

  function renderLabel(l: StoredLabel): Record<string, unknown> {
    const id = 4_000_000_000 + (hashNumber(l.name.toLowerCase()) % 100_000_000);
    return {
      id,
      node_id: `LA_kwDO${nodeSuffix(repo, id)}`,
      url: `${baseUrl}/repos/${repo}/labels/${encodeURIComponent(l.name)}`,
      name: l.name,
      color: l.color,
      default: false,
      description: l.description,
    };
  }

  function addIssue(seed: IssueSeed): StoredIssue {
    const used = new Set([...issues.map((i) => i.number), ...issueComments.map((c) => c.issue_number)]);
    do lastIssueNumber += 1;
    while (used.has(lastIssueNumber));
    const at = timestamp();
    const closed = seed.state === 'closed';
    const issue: StoredIssue = {
      number: lastIssueNumber,
      title: seed.title,
      body: seed.body ?? null,
      user: user(seed.login, seed.type),
      state: closed ? 'closed' : 'open',
      state_reason: closed ? (seed.stateReason ?? 'completed') : null,
      labels: (seed.labels ?? []).map((name) => labelFor(name).name),
      created_at: at,
      updated_at: at,
      closed_at: closed ? at : null,
      edits: [],
    };
    issues.push(issue);
    return issue;
  }

  const pullLabels = new Map<number, string[]>();
  /** The live label list of pull request `n` (as configured at the start, then as requests change it). */
  function pullLabelsOf(n: number): string[] {
    let list = pullLabels.get(n);
    if (list === undefined) {
      list = (pulls[n]?.labels ?? []).map((name) => labelFor(name).name);
      pullLabels.set(n, list);
    }
    return list;
  }

  /** The live label list of issue or pull request `n`; 404 for neither. */
  function itemLabels(n: number): string[] {
    return pulls[n] === undefined ? findIssue(n).labels : pullLabelsOf(n);
  }

  /** Pull request `n` as `GET .../issues/{n}` and the issue list show it: with a `pull_request` field. */
  function renderPullAsIssue(n: number): Record<string, unknown> {
    const pull = pullRequest(n).body as Record<string, unknown>;
    const url = `${baseUrl}/repos/${repo}/issues/${n}`;
    return {
      id: 3_000_000_000 + n,
      node_id: `I_kwDO${nodeSuffix(repo, 3_000_000_000 + n)}`,
      url,
      repository_url: `${baseUrl}/repos/${repo}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: `https://github.com/${repo}/pull/${n}`,
      number: n,
      state: 'open',
      state_reason: null,
      title: pull['title'],
      body: pull['body'],
      user: pull['user'],
      labels: pullLabelsOf(n).map((name) => renderLabel(labelFor(name))),
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      active_lock_reason: null,
      comments: issueComments.filter((c) => c.issue_number === n).length,
      closed_at: null,
      created_at: pull['created_at'],
      updated_at: pull['updated_at'],
      closed_by: null,
      author_association: pull['author_association'],
      performed_via_github_app: null,
      pull_request: {
        url: `${baseUrl}/repos/${repo}/pulls/${n}`,
        html_url: `https://github.com/${repo}/pull/${n}`,
        diff_url: `https://github.com/${repo}/pull/${n}.diff`,
        patch_url: `https://github.com/${repo}/pull/${n}.patch`,
        merged_at: null,
      },
    };
  }

  function findIssue(issueNumber: number): StoredIssue {
    const found = issues.find((i) => i.number === issueNumber);
    if (!found) throw notFound();
    return found;
  }

  function renderIssue(i: StoredIssue): Record<string, unknown> {
    const url = `${baseUrl}/repos/${repo}/issues/${i.number}`;
    const id = 3_000_000_000 + i.number;
    return {
      id,
      node_id: `I_kwDO${nodeSuffix(repo, id)}`,
      url,
      repository_url: `${baseUrl}/repos/${repo}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: `${webUrl}/${repo}/issues/${i.number}`,
      number: i.number,
      state: i.state,
      state_reason: i.state_reason,
      title: i.title,
      body: i.body,
      user: i.user,
      labels: i.labels.map((name) => renderLabel(labelFor(name))),
      assignee: null,
      assignees: [],
      milestone: null,
      locked: false,
      active_lock_reason: null,
      comments: issueComments.filter((c) => c.issue_number === i.number).length,
      closed_at: i.closed_at,
      created_at: i.created_at,
      updated_at: i.updated_at,
      closed_by: null,
      author_association: association(i.user.login),
      performed_via_github_app: null,
    };
  }

  /** The validated fields of `POST .../issues` and `PATCH .../issues/{n}`; throws {@link ApiError} 422. */
  function issueFields(
    rawBody: string,
    creating: boolean,
  ): Partial<Pick<StoredIssue, 'title' | 'body' | 'state' | 'state_reason' | 'labels'>> {
    const input = parseJsonObject(rawBody);
    const fields: Partial<Pick<StoredIssue, 'title' | 'body' | 'state' | 'state_reason' | 'labels'>> = {};
    const { title, body, state, state_reason: reason, labels: names } = input;
    if (title !== undefined || creating) {
      if (typeof title !== 'string' && typeof title !== 'number')
        throw invalidRequest(`For 'properties/title', ${JSON.stringify(title ?? null)} is not a string or integer.`);
      if (String(title).trim() === '') throw validationFailed('Issue', 'title', 'title is missing');
      if (String(title).length > 256)
        throw validationFailed('Issue', 'title', 'title is too long (maximum is 256 characters)');
      fields.title = String(title);
    }
    if (body !== undefined) {
      if (body !== null && typeof body !== 'string')
        throw invalidRequest(`For 'properties/body', ${JSON.stringify(body)} is not a string or null.`);
      if (typeof body === 'string' && codePointLength(body) > MAX_COMMENT_BODY_LENGTH) {
        throw validationFailed('Issue', 'body', `body is too long (maximum is ${MAX_COMMENT_BODY_LENGTH} characters)`);
      }
      fields.body = body;
    }
    if (state !== undefined) {
      if (state !== 'open' && state !== 'closed')
        throw invalidRequest(`For 'properties/state', ${JSON.stringify(state)} is not one of ["open", "closed"].`);
      fields.state = state;
    }
    if (reason !== undefined) {
      if (reason !== null && reason !== 'completed' && reason !== 'not_planned' && reason !== 'reopened') {
        throw invalidRequest(
          `For 'properties/state_reason', ${JSON.stringify(reason)} is not one of ["completed", "not_planned", "reopened", null].`,
        );
      }
      fields.state_reason = reason;
    }
    if (names !== undefined) {
      if (!Array.isArray(names) || !names.every((n): n is string => typeof n === 'string'))
        throw invalidRequest(`For 'properties/labels', ${JSON.stringify(names)} is not an array of strings.`);
      fields.labels = names.map((name) => labelFor(name).name);
    }
    return fields;
  }

  const issueRoutes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/issues$/,
      fault: 'issue-list',
      handle: (_params, request) => {
        const state = request.query.get('state') ?? 'open';
        if (state !== 'open' && state !== 'closed' && state !== 'all')
          throw validationFailed('Issue', 'state', 'state is not included in the list');
        const wanted = (request.query.get('labels') ?? '')
          .split(',')
          .map((l) => l.trim().toLowerCase())
          .filter((l) => l !== '');
        const direction = request.query.get('direction') ?? 'desc';
        // GitHub lists pull requests too (with a `pull_request` field); a merged one is closed.
        const items: Array<{ number: number; state: string; labels: string[]; render: () => Record<string, unknown> }> =
          [
            ...issues.map((i) => ({
              number: i.number,
              state: i.state,
              labels: i.labels,
              render: () => renderIssue(i),
            })),
            ...Object.keys(pulls)
              .map(Number)
              .map((n) => ({
                number: n,
                state: pulls[n]?.mergedAt === undefined ? 'open' : 'closed',
                labels: pullLabelsOf(n),
                render: () => renderPullAsIssue(n),
              })),
          ];
        const matching = items
          .filter((i) => state === 'all' || i.state === state)
          .filter((i) => wanted.every((w) => i.labels.some((l) => l.toLowerCase() === w)))
          .sort((a, b) => (direction === 'asc' ? a.number - b.number : b.number - a.number));
        return paginateLazy(
          matching.length,
          (start, end) => matching.slice(start, end).map((i) => i.render()),
          request,
          baseUrl,
        );
      },
    },
    {
      method: 'POST',
      pattern: /^\/issues$/,
      fault: 'issue-create',
      handle: (_params, request) => {
        const fields = issueFields(request.rawBody, true);
        const issue = addIssue({
          title: fields.title ?? '',
          body: fields.body ?? null,
          login: tokenLogin,
          type: 'Bot',
          labels: fields.labels ?? [],
        });
        return {
          status: 201,
          body: renderIssue(issue),
          headers: { location: `${baseUrl}/repos/${repo}/issues/${issue.number}` },
        };
      },
    },
    {
      method: 'GET',
      pattern: /^\/issues\/(\d+)$/,
      fault: null,
      handle: ([n]) => ({
        status: 200,
        body: pulls[Number(n)] === undefined ? renderIssue(findIssue(Number(n))) : renderPullAsIssue(Number(n)),
      }),
    },
    {
      method: 'POST',
      pattern: /^\/issues\/(\d+)\/labels$/,
      fault: 'item-label',
      handle: ([n], request) => {
        const names = parseJsonObject(request.rawBody)['labels'];
        if (!Array.isArray(names) || !names.every((x): x is string => typeof x === 'string'))
          throw invalidRequest(`For 'properties/labels', ${JSON.stringify(names)} is not an array of strings.`);
        const current = itemLabels(Number(n));
        for (const name of names)
          if (!current.some((l) => l.toLowerCase() === name.toLowerCase())) current.push(labelFor(name).name);
        return { status: 200, body: current.map((name) => renderLabel(labelFor(name))) };
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/issues\/(\d+)\/labels\/([^/]+)$/,
      fault: 'item-label',
      handle: ([n, name]) => {
        const current = itemLabels(Number(n));
        const at = current.findIndex((l) => l.toLowerCase() === decodeURIComponent(name ?? '').toLowerCase());
        if (at < 0)
          throw new ApiError(404, { message: 'Label does not exist', documentation_url: DOCS_URL, status: '404' });
        current.splice(at, 1);
        return { status: 200, body: current.map((l) => renderLabel(labelFor(l))) };
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/issues\/(\d+)$/,
      fault: 'issue-update',
      handle: ([n], request) => {
        const issue = findIssue(Number(n));
        const fields = issueFields(request.rawBody, false);
        if (fields.state !== undefined && fields.state !== issue.state) {
          issue.closed_at = fields.state === 'closed' ? timestamp() : issue.closed_at;
          issue.state_reason = fields.state_reason ?? (fields.state === 'closed' ? 'completed' : 'reopened');
        } else if (fields.state_reason !== undefined) {
          issue.state_reason = fields.state_reason;
        }
        if (fields.title !== undefined) issue.title = fields.title;
        if (fields.body !== undefined) issue.body = fields.body;
        if (fields.state !== undefined) issue.state = fields.state;
        if (fields.labels !== undefined) issue.labels = fields.labels;
        issue.updated_at = timestamp();
        if (fields.title !== undefined || fields.body !== undefined) {
          issue.editor = tokenLogin;
          issue.last_edited_at = issue.updated_at;
        }
        issue.edits.push(fields);
        return { status: 200, body: renderIssue(issue) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/labels\/([^/]+)$/,
      fault: 'label',
      handle: ([name = '']) => {
        const found = findLabel(name);
        if (!found) throw notFound();
        return { status: 200, body: renderLabel(found) };
      },
    },
    {
      method: 'POST',
      pattern: /^\/labels$/,
      fault: 'label',
      handle: (_params, request) => {
        const input = parseJsonObject(request.rawBody);
        const { name, color, description } = input;
        if (typeof name !== 'string' || name.trim() === '')
          throw invalidRequest(`For 'properties/name', ${JSON.stringify(name ?? null)} is not a string.`);
        if (findLabel(name)) {
          throw new ApiError(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'Label', code: 'already_exists', field: 'name' }],
            documentation_url: DOCS_URL,
            status: '422',
          });
        }
        const created: StoredLabel = {
          name,
          color: typeof color === 'string' ? color.replace(/^#/, '') : 'ededed',
          description: typeof description === 'string' ? description : null,
        };
        labels.push(created);
        return { status: 201, body: renderLabel(created) };
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/labels\/([^/]+)$/,
      fault: 'label',
      handle: ([name = ''], request) => {
        const found = findLabel(decodeURIComponent(name));
        if (!found) throw notFound();
        const { description, color } = parseJsonObject(request.rawBody);
        if (description !== undefined) {
          if (description !== null && typeof description !== 'string')
            throw invalidRequest(
              `For 'properties/description', ${JSON.stringify(description)} is not a string or null.`,
            );
          if (typeof description === 'string' && description.length > 100)
            throw validationFailed('Label', 'description', 'description is too long (maximum is 100 characters)');
          found.description = description;
        }
        if (typeof color === 'string') found.color = color.replace(/^#/, '');
        return { status: 200, body: renderLabel(found) };
      },
    },
  ];
  // ---- end of issues and labels ----

  const gitRoutes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/git\/blobs$/,
      fault: 'git-blobs',
      handle: (_params, request) => gitReply(() => git.createBlob(parseJsonObject(request.rawBody))),
    },
    {
      method: 'GET',
      pattern: /^\/git\/blobs\/([0-9a-fA-F]{40})$/,
      fault: 'git-blobs',
      handle: ([sha = '']) => gitReply(() => git.getBlob(sha.toLowerCase())),
    },
    {
      method: 'GET',
      pattern: /^\/git\/matching-refs\/(.+)$/,
      fault: 'git-refs',
      handle: ([prefix = ''], request) => gitReply(() => paginate(git.matching(prefix), request, baseUrl)),
    },
    {
      method: 'POST',
      pattern: /^\/git\/refs$/,
      fault: 'git-refs',
      handle: (_params, request) => gitReply(() => git.createRef(parseJsonObject(request.rawBody))),
    },
    {
      method: 'DELETE',
      pattern: /^\/git\/refs\/(.+)$/,
      fault: 'git-refs',
      handle: ([ref = '']) => gitReply(() => git.deleteRef(ref)),
    },
  ];
  const commitStore = createCommitStore(
    repo,
    () => baseUrl,
    now,
    (items, request) => paginate(items, { method: 'GET', ...request }, baseUrl),
  );

  const repoRoutes: Route[] = [
    { method: 'GET', pattern: /^$/, fault: 'repository', handle: () => ({ status: 200, body: repoObject(repo) }) },
    {
      method: 'PATCH',
      pattern: /^\/pulls\/(\d+)$/,
      fault: 'pull-update',
      handle: ([n], request) => {
        const spec = pullSpec(Number(n));
        const body = JSON.parse(request.rawBody || '{}') as { state?: string };
        if (body.state === 'closed' && spec.mergedAt === undefined) spec.closedAt ??= now().toISOString();
        if (body.state === 'open' && spec.mergedAt === undefined) delete spec.closedAt;
        return pullRequest(Number(n));
      },
    },
    {
      method: 'POST',
      pattern: /^\/statuses\/([^/]+)$/,
      fault: 'status-create',
      handle: ([sha = ''], request) => commitStore.createStatus(sha, request, tokenLogin),
    },
    {
      method: 'GET',
      pattern: /^\/commits\/([^/]+)\/status$/,
      fault: 'commit-checks',
      handle: ([ref = ''], request) => commitStore.combinedStatus(ref, request),
    },
    {
      method: 'GET',
      pattern: /^\/commits\/([^/]+)\/statuses$/,
      fault: 'commit-checks',
      handle: ([ref = ''], request) => commitStore.listStatuses(ref, request),
    },
    {
      method: 'GET',
      pattern: /^\/commits\/([^/]+)\/check-runs$/,
      fault: 'commit-checks',
      handle: ([ref = ''], request) => commitStore.listCheckRuns(ref, request),
    },
    {
      method: 'GET',
      pattern: /^\/deployments$/,
      fault: 'commit-checks',
      handle: (_params, request) => commitStore.listDeployments(request),
    },
    {
      method: 'GET',
      pattern: /^\/deployments\/(\d+)\/statuses$/,
      fault: 'commit-checks',
      handle: ([id], request) => commitStore.listDeploymentStatuses(Number(id), request),
    },
    ...issueRoutes,
    ...gitRoutes,
    {
      method: 'GET',
      pattern: /^\/actions\/artifacts$/,
      fault: 'artifacts',
      handle: (_params, request) => artifactStore.list(request.query, request.path),
    },
    {
      method: 'GET',
      pattern: /^\/actions\/artifacts\/(\d+)$/,
      fault: null,
      handle: ([id]) => artifactStore.get(Number(id)),
    },
    {
      method: 'GET',
      pattern: /^\/actions\/artifacts\/(\d+)\/zip$/,
      fault: 'artifacts',
      handle: ([id]) => artifactStore.download(Number(id)),
    },
    {
      method: 'GET',
      pattern: /^\/actions\/runs\/(\d+)$/,
      fault: 'artifacts',
      handle: ([id]) => artifactStore.run(Number(id)),
    },
    {
      method: 'GET',
      pattern: /^\/collaborators\/([^/]+)\/permission$/,
      fault: 'permission',
      handle: ([login = '']) => permission(login),
    },
    {
      method: 'GET',
      pattern: /^\/issues\/(\d+)\/comments$/,
      fault: 'list-comments',
      handle: ([n], request) =>
        paginate(issueComments.filter((c) => c.issue_number === Number(n)).map(renderIssueComment), request, baseUrl),
    },
    {
      method: 'POST',
      pattern: /^\/issues\/(\d+)\/comments$/,
      fault: 'comment-create',
      handle: ([n], request) => {
        const body = commentBody(request.rawBody, 'IssueComment');
        const comment = addIssueComment(Number(n), body, tokenUser(), association(tokenLogin));
        const location = `${baseUrl}/repos/${repo}/issues/comments/${comment.id}`;
        return { status: 201, body: renderIssueComment(comment), headers: { location } };
      },
    },
    {
      method: 'GET',
      pattern: /^\/issues\/comments\/(\d+)$/,
      fault: null,
      handle: ([id]) => ({ status: 200, body: renderIssueComment(findIssueComment(Number(id))) }),
    },
    {
      method: 'PATCH',
      pattern: /^\/issues\/comments\/(\d+)$/,
      fault: 'comment-update',
      handle: ([id], request) => {
        const comment = findIssueComment(Number(id));
        edit(comment, request, 'IssueComment');
        return { status: 200, body: renderIssueComment(comment) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/issues\/comments\/(\d+)\/reactions$/,
      fault: 'reaction',
      handle: ([id], request) => listReactions('issue_comment', findIssueComment(Number(id)).id, request),
    },
    {
      method: 'POST',
      pattern: /^\/issues\/comments\/(\d+)\/reactions$/,
      fault: 'reaction',
      handle: ([id], request) => react('issue_comment', findIssueComment(Number(id)).id, request),
    },
    {
      method: 'DELETE',
      pattern: /^\/issues\/comments\/(\d+)\/reactions\/(\d+)$/,
      fault: 'reaction',
      handle: ([id, rid]) => unreact('issue_comment', findIssueComment(Number(id)).id, Number(rid)),
    },
    {
      method: 'GET',
      pattern: /^\/issues\/(\d+)\/reactions$/,
      fault: 'reaction',
      handle: ([n], request) => {
        itemLabels(Number(n));
        return listReactions('issue', Number(n), request);
      },
    },
    {
      method: 'POST',
      pattern: /^\/issues\/(\d+)\/reactions$/,
      fault: 'reaction',
      handle: ([n], request) => {
        itemLabels(Number(n));
        return react('issue', Number(n), request);
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/issues\/(\d+)\/reactions\/(\d+)$/,
      fault: 'reaction',
      handle: ([n, rid]) => unreact('issue', Number(n), Number(rid)),
    },
    { method: 'GET', pattern: /^\/pulls\/(\d+)$/, fault: 'pull', handle: ([n]) => pullRequest(Number(n)) },
    {
      method: 'GET',
      pattern: /^\/pulls\/(\d+)\/files$/,
      fault: 'pull-files',
      handle: ([n], request) => listPullFiles(Number(n), request),
    },
    {
      method: 'GET',
      pattern: /^\/pulls\/(\d+)\/reviews$/,
      fault: 'list-reviews',
      handle: ([n], request) =>
        paginate(reviews.filter((r) => r.pull_number === Number(n)).map(renderReview), request, baseUrl),
    },
    {
      method: 'GET',
      pattern: /^\/pulls\/(\d+)\/comments$/,
      fault: 'list-comments',
      handle: ([n], request) =>
        paginate(reviewComments.filter((c) => c.pull_number === Number(n)).map(renderReviewComment), request, baseUrl),
    },
    {
      method: 'POST',
      pattern: /^\/pulls\/(\d+)\/comments\/(\d+)\/replies$/,
      fault: 'comment-create',
      handle: ([n, id], request) => {
        const parent = findReviewComment(Number(id));
        if (parent.pull_number !== Number(n)) throw notFound();
        const body = commentBody(request.rawBody, 'PullRequestReviewComment');
        const reply = addReviewComment(Number(n), body, tokenUser(), association(tokenLogin), {
          path: parent.path,
          line: parent.line,
          diffHunk: parent.diff_hunk,
          inReplyTo: parent,
        });
        const location = `${baseUrl}/repos/${repo}/pulls/comments/${reply.id}`;
        return { status: 201, body: renderReviewComment(reply), headers: { location } };
      },
    },
    {
      method: 'GET',
      pattern: /^\/pulls\/comments\/(\d+)$/,
      fault: null,
      handle: ([id]) => ({ status: 200, body: renderReviewComment(findReviewComment(Number(id))) }),
    },
    {
      method: 'PATCH',
      pattern: /^\/pulls\/comments\/(\d+)$/,
      fault: 'comment-update',
      handle: ([id], request) => {
        const comment = findReviewComment(Number(id));
        edit(comment, request, 'PullRequestReviewComment');
        return { status: 200, body: renderReviewComment(comment) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/pulls\/comments\/(\d+)\/reactions$/,
      fault: 'reaction',
      handle: ([id], request) => listReactions('review_comment', findReviewComment(Number(id)).id, request),
    },
    {
      method: 'POST',
      pattern: /^\/pulls\/comments\/(\d+)\/reactions$/,
      fault: 'reaction',
      handle: ([id], request) => react('review_comment', findReviewComment(Number(id)).id, request),
    },
    {
      method: 'DELETE',
      pattern: /^\/pulls\/comments\/(\d+)\/reactions\/(\d+)$/,
      fault: 'reaction',
      handle: ([id, rid]) => unreact('review_comment', findReviewComment(Number(id)).id, Number(rid)),
    },
  ];

  /** The last edit of every node the fake can name (comments, review comments, issues), by node ID. */
  function editsByNode(): Map<string, { lastEditedAt: string | null; editor: { login: string } | null }> {
    const byNode = new Map<string, { lastEditedAt: string | null; editor: { login: string } | null }>();
    const put = (id: string, item: { editor?: string; last_edited_at?: string }): void => {
      byNode.set(id, {
        lastEditedAt: item.last_edited_at ?? null,
        editor: item.editor === undefined ? null : { login: item.editor },
      });
    };
    for (const c of issueComments) put(`IC_kwDO${nodeSuffix(repo, c.id)}`, c);
    for (const c of reviewComments) put(`PRRC_kwDO${nodeSuffix(repo, c.id)}`, c);
    for (const i of issues) put(`I_kwDO${nodeSuffix(repo, 3_000_000_000 + i.number)}`, i);
    return byNode;
  }

  /**
   * `POST /graphql` for the two queries the action sends: `viewer { login }` (the token's
   * account) and `nodes(ids: $ids) { ... on Comment { id lastEditedAt editor { login } } }`.
   * An unknown ID answers `null` in its place, as GitHub does for a node it cannot resolve.
   */
  function graphql(request: ParsedRequest): Reply {
    const input = parseJsonObject(request.rawBody);
    const query = typeof input['query'] === 'string' ? input['query'] : '';
    const variables = isRecord(input['variables']) ? input['variables'] : {};
    const data: Record<string, unknown> = {};
    if (/\bviewer\b/.test(query)) data['viewer'] = { login: tokenLogin };
    if (/\bnodes\s*\(/.test(query)) {
      const ids = Array.isArray(variables['ids']) ? variables['ids'] : [];
      const byNode = editsByNode();
      data['nodes'] = ids.map((id) => {
        const found = typeof id === 'string' ? byNode.get(id) : undefined;
        return found === undefined ? null : { id, ...found };
      });
    }
    if (Object.keys(data).length === 0)
      return { status: 200, body: { errors: [{ message: 'The fake GitHub does not answer this query' }] } };
    return { status: 200, body: { data } };
  }

  const topRoutes: Route[] = [
    { method: 'POST', pattern: /^\/graphql$/, fault: 'graphql', handle: (_, request) => graphql(request) },
    {
      method: 'GET',
      pattern: /^\/user$/,
      fault: null,
      handle: () => {
        if (userEndpoint === 'ok') return { status: 200, body: tokenUser() };
        throw new ApiError(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          status: '403',
        });
      },
    },
  ];

  /** Find the route for a request: the route and its decoded path parameters, or undefined. */
  function match(method: string, path: string): { route: Route; params: string[] } | undefined {
    const inRepo = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    let candidates = topRoutes;
    let rest = path;
    if (inRepo) {
      const [, o = '', r = '', tail = ''] = inRepo;
      if (`${safeDecode(o)}/${safeDecode(r)}`.toLowerCase() !== repo.toLowerCase()) return undefined;
      candidates = repoRoutes;
      rest = tail;
    }
    for (const route of candidates) {
      if (route.method !== method) continue;
      const found = route.pattern.exec(rest);
      if (found) return { route, params: found.slice(1).map((p) => safeDecode(p ?? '')) };
    }
    return undefined;
  }

  function takeFault(routeClass: Route['fault']): Fault | undefined {
    const index = faults.findIndex((f) => f.fault.route === '*' || f.fault.route === routeClass);
    const pending = faults[index];
    if (pending === undefined) return undefined;
    pending.remaining -= 1;
    if (pending.remaining <= 0) faults.splice(index, 1);
    return pending.fault;
  }

  function baseHeaders(): Record<string, string> {
    requestCount += 1;
    const hex = requestCount.toString(16).toUpperCase();
    return {
      'content-type': 'application/json; charset=utf-8',
      'x-github-request-id': `FA4E:${hex.padStart(4, '0')}:${hex.padStart(6, '0')}:${hex.padStart(7, '0')}:${Math.floor(
        startedAt.getTime() / 1000,
      )
        .toString(16)
        .toUpperCase()}`,
      'x-github-media-type': 'github.v3; format=json',
      'x-github-api-version-selected': '2022-11-28',
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': String(Math.max(0, RATE_LIMIT - requestCount)),
      'x-ratelimit-reset': String(Math.floor(startedAt.getTime() / 1000) + 3600),
      'x-ratelimit-used': String(requestCount),
      'x-ratelimit-resource': 'core',
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawBody = await readBody(req);
    const target = new URL(req.url ?? '/', 'http://fake.invalid');
    const sentPath = target.pathname;
    const prefix = options.pathPrefix ?? '';
    // GitHub Enterprise Server serves GraphQL at /api/graphql beside the REST API's /api/v3.
    const ghesGraphql = prefix.endsWith('/v3') && sentPath === `${prefix.slice(0, -'/v3'.length)}/graphql`;
    const outsidePrefix = prefix !== '' && !sentPath.startsWith(`${prefix}/`) && !ghesGraphql;
    if (ghesGraphql) target.pathname = '/graphql';
    else if (prefix !== '' && !outsidePrefix) target.pathname = sentPath.slice(prefix.length);
    const method = req.method ?? 'GET';
    const path = target.pathname.length > 1 ? target.pathname.replace(/\/+$/, '') : target.pathname;
    const record: RecordedRequest = {
      method,
      path: target.pathname,
      sentPath,
      query: Object.fromEntries(target.searchParams),
      headers: req.headers,
      body: rawBody,
      status: 0,
      at: Date.now(),
    };
    requests.push(record);
    const send = (reply: Reply): void => {
      record.status = reply.status;
      res.writeHead(reply.status, { ...baseHeaders(), ...reply.headers });
      res.end(reply.status === 204 ? undefined : JSON.stringify(reply.body));
    };

    if (outsidePrefix) {
      send({
        status: 404,
        body: { message: `Not Found: the API is under ${prefix}`, documentation_url: 'https://docs.github.com/rest' },
      });
      return;
    }
    const blob = method === 'GET' ? artifactStore.blob(target.pathname) : undefined;
    if (blob !== undefined) {
      record.status = 200;
      res.writeHead(200, {
        'content-type': 'application/zip',
        'content-length': String(blob.length),
        'x-ms-blob-type': 'BlockBlob',
      });
      res.end(blob);
      return;
    }
    const sent = tokenOf(req.headers.authorization);
    if (sent === undefined || (sent !== token && !otherTokens.has(sent))) {
      send({ status: 401, body: { message: 'Bad credentials', documentation_url: DOCS_URL, status: '401' } });
      return;
    }
    const found = match(method, path);
    const fault = takeFault(found?.route.fault ?? null);
    if (fault?.kind === 'status') {
      send({ status: fault.status, body: fault.body ?? defaultErrorBody(fault.status), headers: fault.headers ?? {} });
      return;
    }
    if (fault?.kind === 'delay') {
      await new Promise((resolve) => setTimeout(resolve, fault.ms).unref());
      if (res.destroyed) return;
    }
    if (fault?.kind === 'hold') {
      await fault.until.catch(() => undefined);
      if (res.destroyed) return;
    }
    if (fault?.kind === 'reset' && fault.afterHandling !== true) {
      req.socket.destroy();
      return;
    }
    tokenLogin = otherTokens.get(sent) ?? defaultLogin;
    const reply = run(found, { method, path, query: target.searchParams, rawBody });
    tokenLogin = defaultLogin;
    fake.afterAnswer?.(record);
    if (fault?.kind === 'reset') {
      req.socket.destroy();
      return;
    }
    send(reply);
  }

  function run(found: { route: Route; params: string[] } | undefined, request: ParsedRequest): Reply {
    if (!found) return { status: 404, body: notFound().body };
    try {
      return found.route.handle(found.params, request);
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: error.body };
      throw error;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({ message: `fake GitHub failed: ${error instanceof Error ? error.stack : String(error)}` }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake GitHub: server has no TCP address');
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}${options.pathPrefix ?? ''}`;

  const fake: FakeGitHub = {
    url: baseUrl,
    repo,
    issueComments,
    reviewComments,
    reactions,
    requests,
    issues,
    labels,
    seedIssue: (seed) => addIssue(seed),
    editAs(login, target, body) {
      target.body = body;
      target.updated_at = timestamp();
      target.editor = login;
      target.last_edited_at = target.updated_at;
    },
    labelsOf: (n) => [...itemLabels(n)],
    seedIssueComment(seed) {
      return addIssueComment(
        seed.issueNumber,
        seed.body,
        user(seed.login, seed.type),
        seed.authorAssociation ?? association(seed.login),
      );
    },
    deleteIssueComment(id) {
      const at = issueComments.findIndex((c) => c.id === id);
      if (at < 0) throw new Error(`deleteIssueComment: no issue comment ${id}`);
      issueComments.splice(at, 1);
      for (let r = reactions.length - 1; r >= 0; r -= 1)
        if (reactions[r]?.subject === 'issue_comment' && reactions[r]?.commentId === id) reactions.splice(r, 1);
    },
    seedReviewComment(seed) {
      let parent: StoredReviewComment | undefined;
      if (seed.inReplyToId !== undefined) {
        parent = reviewComments.find((c) => c.id === seed.inReplyToId && c.pull_number === seed.pullNumber);
        if (!parent) {
          throw new Error(
            `seedReviewComment: no review comment ${seed.inReplyToId} on pull ${seed.pullNumber} to reply to`,
          );
        }
      }
      return addReviewComment(
        seed.pullNumber,
        seed.body,
        user(seed.login, seed.type),
        seed.authorAssociation ?? association(seed.login),
        {
          path: seed.path ?? 'README.md',
          line: seed.line ?? 1,
          diffHunk: seed.diffHunk ?? DEFAULT_DIFF_HUNK,
          ...(parent === undefined ? {} : { inReplyTo: parent }),
        },
      );
    },
    reviews,
    seedReview(seed) {
      const review: StoredReview = {
        id: ++ids.review,
        pull_number: seed.pullNumber,
        body: seed.body,
        user: user(seed.login, seed.type),
        author_association: seed.authorAssociation ?? association(seed.login),
        state: seed.state ?? 'COMMENTED',
        ...(seed.state === 'PENDING' ? {} : { submitted_at: timestamp() }),
        commit_id: headSha(seed.pullNumber),
      };
      reviews.push(review);
      return review;
    },
    afterAnswer: undefined,
    artifacts: artifactStore.artifacts,
    seedArtifact: (seed) => artifactStore.seed(seed),
    refs: git.refs,
    blobText: (sha) => git.blobText(sha),
    seedRef: (ref, text) => git.seedRef(ref, text),
    statuses: commitStore.statuses,
    seedDeployment: (seed) => commitStore.seedDeployment(seed),
    seedCheckRun: (seed) => commitStore.seedCheckRun(seed),
    seedStatus: (seed) => commitStore.seedStatus(seed),
    headShaOf: (n) => headSha(n),
    updatePull(n, patch) {
      Object.assign(pullSpec(n), patch);
    },
    inject(fault) {
      const times = fault.times ?? 1;
      if (!Number.isInteger(times) || times < 1) {
        throw new Error(`inject: times must be a positive integer (got ${String(fault.times)})`);
      }
      faults.push({ fault, remaining: times });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
  return fake;
}

type CommentResource = 'IssueComment' | 'PullRequestReviewComment';

/**
 * GitHub's legacy `permission` field: `maintain` is reported as `write` and `triage` as
 * `read`; the exact role is in `role_name`.
 */
const LEGACY_PERMISSION: Record<RepoRole, 'admin' | 'write' | 'read' | 'none'> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

/**
 * One page of `items` per the request's `per_page` (default 30, at most 100) and `page`
 * (1-based), with an RFC 5988 `Link` header (`prev`, `next`, `last`, `first` as GitHub
 * sends them) whose absolute URLs keep the request's other query parameters.
 */
function paginate(items: readonly unknown[], request: ParsedRequest, baseUrl: string): Reply {
  return paginateLazy(items.length, (start, end) => items.slice(start, end), request, baseUrl);
}

/** {@link paginate} over `total` items of which only the requested page is built, by `slice(start, end)`. */
function paginateLazy(
  total: number,
  slice: (start: number, end: number) => unknown[],
  request: ParsedRequest,
  baseUrl: string,
): Reply {
  const perPage = Math.min(MAX_PER_PAGE, positiveInt(request.query.get('per_page')) ?? DEFAULT_PER_PAGE);
  const page = positiveInt(request.query.get('page')) ?? 1;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageUrl = (n: number): string => {
    const query = new URLSearchParams(request.query);
    query.set('page', String(n));
    return `${baseUrl}${request.path}?${query.toString()}`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${pageUrl(Math.min(page - 1, lastPage))}>; rel="prev"`);
  if (page < lastPage) {
    links.push(`<${pageUrl(page + 1)}>; rel="next"`, `<${pageUrl(lastPage)}>; rel="last"`);
  }
  if (page > 1) links.push(`<${pageUrl(1)}>; rel="first"`);
  return {
    status: 200,
    body: slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
}

/** A file's status and line counts, defaults applied. */
function fileChanges(file: FakePullFile): { status: PullFileStatus; additions: number; deletions: number } {
  const status = file.status ?? 'modified';
  return {
    status,
    additions: file.additions ?? (status === 'removed' ? 0 : 1),
    deletions: file.deletions ?? (status === 'modified' || status === 'removed' ? 1 : 0),
  };
}

/** A one-hunk unified diff of `deletions` removed and `additions` added lines; `null` (no `patch`) when both are 0. */
function defaultPatch(additions: number, deletions: number): string | null {
  if (additions === 0 && deletions === 0) return null;
  const lines = [`@@ -${deletions > 0 ? 1 : 0},${deletions} +${additions > 0 ? 1 : 0},${additions} @@`];
  for (let line = 1; line <= deletions; line += 1) lines.push(`-old line ${line}`);
  for (let line = 1; line <= additions; line += 1) lines.push(`+new line ${line}`);
  return lines.join('\n');
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/** The validated `body` of a create/edit comment request; throws {@link ApiError} 400/422. */
function commentBody(rawBody: string, resource: CommentResource): string {
  const input = parseJsonObject(rawBody);
  const body = input['body'];
  if (body === undefined) throw invalidRequest(`"body" wasn't supplied.`);
  if (typeof body !== 'string') throw invalidRequest(`For 'properties/body', ${JSON.stringify(body)} is not a string.`);
  if (body.trim() === '') throw validationFailed(resource, 'body', "body can't be blank");
  if (codePointLength(body) > MAX_COMMENT_BODY_LENGTH) {
    throw validationFailed(resource, 'body', `body is too long (maximum is ${MAX_COMMENT_BODY_LENGTH} characters)`);
  }
  return body;
}

function parseJsonObject(rawBody: string): Record<string, unknown> {
  if (rawBody.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new ApiError(400, { message: 'Problems parsing JSON', documentation_url: DOCS_URL, status: '400' });
  }
  if (!isRecord(parsed)) throw invalidRequest(`For 'links/0/schema', ${JSON.stringify(parsed)} is not an object.`);
  return parsed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isReactionContent(value: unknown): value is ReactionContent {
  return REACTION_CONTENTS.some((c) => c === value);
}

/** Length in Unicode code points (an emoji outside the BMP counts once, not twice). */
function codePointLength(text: string): number {
  return Array.from(text).length;
}

function notFound(): ApiError {
  return new ApiError(404, { message: 'Not Found', documentation_url: DOCS_URL, status: '404' });
}

function invalidRequest(detail: string): ApiError {
  return new ApiError(422, { message: `Invalid request.\n\n${detail}`, documentation_url: DOCS_URL, status: '422' });
}

function validationFailed(resource: string, field: string, message: string): ApiError {
  return new ApiError(422, {
    message: 'Validation Failed',
    errors: [{ resource, code: 'custom', field, message }],
    documentation_url: DOCS_URL,
    status: '422',
  });
}

function defaultErrorBody(status: number): unknown {
  return { message: STATUS_CODES[status] ?? 'Error', documentation_url: DOCS_URL, status: String(status) };
}

/** The token an `authorization: token X` or `Bearer X` header sends; `undefined` without one. */
function tokenOf(header: string | undefined): string | undefined {
  return /^(?:token|bearer)\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function hashNumber(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

function nodeSuffix(scope: string, id: number): string {
  return Buffer.from(`fake:${scope}:${id}`).toString('base64url');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}
