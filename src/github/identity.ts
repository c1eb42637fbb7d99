/**
 * Who wrote a record, as GitHub tells it: the token's own account (GraphQL `viewer`) and, for a
 * comment or issue the workflow wrote, who last edited it (GraphQL `nodes(ids:)` → `Comment`'s
 * `lastEditedAt` and `editor`). The REST API gives a comment's author but not its editor.
 * The rule built on these facts (docs/security.md, "Trust model"): a record counts only when the
 * workflow's identity wrote it and nobody else edited it since.
 */
import { errorMessage } from '../errors.ts';
import { z } from 'zod';
import type { Octokit } from './octokit.ts';

/** The account every workflow's `GITHUB_TOKEN` writes as, on github.com and GitHub Enterprise Server. */
const ACTIONS_BOT = 'github-actions[bot]';

/** Node IDs asked in one GraphQL request (GitHub's limit for `nodes(ids:)`). */
const NODES_PER_REQUEST = 100;

/** A record as GitHub lists it: its GraphQL node ID (`node_id` in REST) and its author's login. */
interface RecordWriter {
  /** `undefined` when GitHub left it out: who edited it then cannot be told, and it is not trusted. */
  nodeId?: string | undefined;
  authorLogin: string;
}

/**
 * Whether a record was written by the workflow and left as it wrote it; else why not: `author`
 * (someone else wrote it) or `edited` (someone else edited it, or GitHub did not say who), with
 * one clause (`it was edited by alice after the workflow wrote it`).
 */
export type WriterVerdict = { trusted: true } | { trusted: false; why: 'author' | 'edited'; reason: string };

/** The verdict on a record GitHub gave no answer for: not trusted. */
export const UNCHECKED: WriterVerdict = { trusted: false, why: 'author', reason: 'who wrote it could not be checked' };

/** The workflow's identity, learnt once per run and only when needed. */
export interface WorkflowIdentity {
  /**
   * The token's login: a user for a personal access token, `<app>[bot]` for a GitHub App's
   * installation token, `github-actions[bot]` for the workflow's `GITHUB_TOKEN`.
   * @throws when GitHub answers neither GraphQL `viewer` nor `GET /user`.
   */
  login(): Promise<string>;
  /**
   * One verdict per record, in order. A record is trusted when its author is `github-actions[bot]`
   * or the token's login, and it was never edited or last edited by one of those.
   * `edits: 'allowed'` skips the edit check (the dashboard issue, whose boxes people tick).
   * @throws the GraphQL request error when the editors cannot be read.
   */
  check(records: readonly RecordWriter[], options?: { edits?: 'refused' | 'allowed' }): Promise<WriterVerdict[]>;
}

// Built on first use: a run that reads no record never parses these.
const ViewerSchema = z.lazy(() => z.object({ viewer: z.object({ login: z.string().min(1) }) }));
const EditsSchema = z.lazy(() =>
  z.object({
    nodes: z.array(
      z
        .object({
          id: z.string(),
          lastEditedAt: z.string().nullable().optional(),
          editor: z.object({ login: z.string() }).nullable().optional(),
        })
        .nullable(),
    ),
  }),
);

/** The last edit of a record: `undefined` when never edited; `editor` undefined for a deleted account. */
type LastEdit = { editor: string | undefined } | undefined;

/**
 * The token's login: GraphQL `viewer { login }`, which answers personal access tokens and
 * installation tokens alike; when GraphQL fails, `GET /user`, whose 403 for an installation token
 * means `github-actions[bot]`.
 * @throws when neither answers.
 */
async function viewerLogin(octokit: Octokit): Promise<string> {
  let graphqlError: unknown;
  try {
    return ViewerSchema.parse(await octokit.graphql('query { viewer { login } }')).viewer.login;
  } catch (error) {
    graphqlError = error;
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    if ((error as { status?: unknown }).status === 403) return ACTIONS_BOT;
    throw new Error(
      `Could not find out which account the github-token belongs to (GraphQL viewer: ${errorMessage(graphqlError)}; GET /user: ${errorMessage(error)})`,
      { cause: error },
    );
  }
}

/**
 * The last edit of each node in `nodeIds` (comments, issues, pull requests), by node ID; a node
 * GitHub does not return is missing from the map. One GraphQL request per 100 IDs.
 * @throws the GraphQL request error.
 */
async function lastEdits(octokit: Octokit, nodeIds: readonly string[]): Promise<Map<string, LastEdit>> {
  const edits = new Map<string, LastEdit>();
  const unique = [...new Set(nodeIds)];
  for (let at = 0; at < unique.length; at += NODES_PER_REQUEST) {
    const ids = unique.slice(at, at + NODES_PER_REQUEST);
    const answer = EditsSchema.parse(
      await octokit.graphql(
        'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Comment { id lastEditedAt editor { login } } } }',
        { ids },
      ),
    );
    for (const node of answer.nodes) {
      if (node === null) continue;
      edits.set(
        node.id,
        node.lastEditedAt === null || node.lastEditedAt === undefined
          ? undefined
          : { editor: node.editor?.login ?? undefined },
      );
    }
  }
  return edits;
}

/** The logins whose records count (lower case): `github-actions[bot]` and the token's own. Pure. */
export function trustedLogins(tokenLogin: string | undefined): Set<string> {
  return new Set([ACTIONS_BOT, ...(tokenLogin === undefined ? [] : [tokenLogin])].map((l) => l.toLowerCase()));
}

/**
 * The verdict on one record from the facts GitHub gave: its author, and its last edit
 * (`'unknown'` when GitHub did not say). Pure.
 */
function writerVerdict(
  record: RecordWriter,
  edit: LastEdit | 'unknown' | 'not-checked',
  trusted: ReadonlySet<string>,
): WriterVerdict {
  const known = [...trusted].join(' or ');
  if (!trusted.has(record.authorLogin.toLowerCase()))
    return {
      trusted: false,
      why: 'author',
      reason: `it was written by ${record.authorLogin}, not by the workflow (${known})`,
    };
  if (edit === 'not-checked' || edit === undefined) return { trusted: true };
  if (edit === 'unknown') return { trusted: false, why: 'edited', reason: 'GitHub did not say who last edited it' };
  if (edit.editor !== undefined && trusted.has(edit.editor.toLowerCase())) return { trusted: true };
  return {
    trusted: false,
    why: 'edited',
    reason: `it was edited by ${edit.editor ?? 'a deleted account'} after the workflow wrote it`,
  };
}

/** One identity per client, so that the login is asked at most once per run whoever asks. */
const identities = new WeakMap<Octokit, WorkflowIdentity>();

/** The {@link WorkflowIdentity} of the run's token (one per client): the login is asked at most once. */
export function workflowIdentity(octokit: Octokit): WorkflowIdentity {
  const known = identities.get(octokit);
  if (known !== undefined) return known;
  const identity = newIdentity(octokit);
  identities.set(octokit, identity);
  return identity;
}

function newIdentity(octokit: Octokit): WorkflowIdentity {
  let login: Promise<string> | undefined;
  const ownLogin = (): Promise<string> => (login ??= viewerLogin(octokit));
  return {
    login: ownLogin,
    async check(records, options) {
      if (records.length === 0) return [];
      const trusted = trustedLogins(await ownLogin().catch(() => undefined));
      const byAuthor = records.map((r) => trusted.has(r.authorLogin.toLowerCase()));
      const allowEdits = options?.edits === 'allowed';
      const ids = allowEdits
        ? []
        : records.flatMap((r, i) => (byAuthor[i] && r.nodeId !== undefined ? [r.nodeId] : []));
      const edits = ids.length === 0 ? new Map<string, LastEdit>() : await lastEdits(octokit, ids);
      return records.map((record) => {
        if (allowEdits) return writerVerdict(record, 'not-checked', trusted);
        const edit = record.nodeId !== undefined && edits.has(record.nodeId) ? edits.get(record.nodeId) : 'unknown';
        return writerVerdict(record, edit, trusted);
      });
    },
  };
}
