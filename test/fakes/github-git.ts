/**
 * The git database endpoints of the fake GitHub (`github.ts` routes them), as the REST API
 * answers them ("Git database" in the GitHub REST docs, API version 2022-11-28):
 * - `POST /repos/{o}/{r}/git/blobs` `{content, encoding: 'utf-8' | 'base64'}` — `201`
 *   `{sha, url}` (the git object ID: the same bytes give the same SHA, and creating it again is a
 *   `201` too); `422` for another encoding;
 * - `GET /repos/{o}/{r}/git/blobs/{file_sha}` — `{sha, node_id, size, url, content, encoding:
 *   'base64'}` (base64 in lines of 60 characters, as GitHub sends it); `404` for an unknown SHA;
 * - `GET /repos/{o}/{r}/git/matching-refs/{ref}` — every ref whose name starts with
 *   `refs/{ref}`, sorted by name, `[]` when none (never `404`), paged by `per_page` (≤ 100) and
 *   `page` with a `Link` header;
 * - `POST /repos/{o}/{r}/git/refs` `{ref, sha}` — `201` with `Location`; `422` "Reference already
 *   exists" when the name is taken (the create is atomic: of runs racing for one name, exactly one
 *   gets the 201), `422` "Object does not exist" for an unknown SHA, `422` for a name that does
 *   not start with `refs/` and have two slashes or that git refuses (`git check-ref-format`);
 * - `DELETE /repos/{o}/{r}/git/refs/{ref}` — `204`; `422` "Reference does not exist".
 * Every one answers `409` "Git Repository is empty." for an empty repository (`empty` option).
 * A ref object is `{ref, node_id, url, object: {type, sha, url}}`. The repository starts with
 * `refs/heads/main` at one commit.
 *
 * Runs under vitest and directly under `node` (type stripping): erasable syntax only.
 */
import { createHash } from 'node:crypto';

/** A git object the fake knows: the initial commit, and the blobs created. */
interface StoredObject {
  type: 'commit' | 'blob';
  /** A blob's bytes. */
  content?: Buffer;
}

/** A ref as stored: its full name and the object it points at. */
export interface StoredRef {
  ref: string;
  sha: string;
}

/** An error answer of the git endpoints: the status and GitHub's body. */
export class GitApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, documentation: string) {
    super(`${status} ${message}`);
    this.status = status;
    this.body = {
      message,
      documentation_url: `https://docs.github.com/rest/git/${documentation}`,
      status: String(status),
    };
  }
}

/** The reply a route gives. */
interface GitReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The git database of one fake repository. */
export interface GitStore {
  /** Every ref, in creation order (a live view). */
  readonly refs: readonly StoredRef[];
  /** The text of blob `sha` (UTF-8), `undefined` when unknown. */
  blobText(sha: string): string | undefined;
  /** Stores a blob of `text` and points `ref` at it (no request, no check: a writer outside the test's run). */
  seedRef(ref: string, text: string): StoredRef;
  createBlob(body: Record<string, unknown>): GitReply;
  getBlob(sha: string): GitReply;
  /** The refs starting with `refs/{prefix}`, sorted by name (the route pages them). */
  matching(prefix: string): unknown[];
  createRef(body: Record<string, unknown>): GitReply;
  deleteRef(ref: string): GitReply;
}

/** The object ID git gives an object of `type` with `content`. */
function objectId(type: string, content: Buffer): string {
  return createHash('sha1').update(`${type} ${content.length}\0`).update(content).digest('hex');
}

/** What `git check-ref-format` refuses in a full ref name (control characters, ` ~^:?*[\`, `..`, `@{`, `//`, a component starting with `.` or ending with `.lock`). */
function validRefName(ref: string): boolean {
  if (!/^refs\/[^/]+\/.+/.test(ref)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\/|\/$|\.$/.test(ref)) return false;
  return ref.split('/').every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock'));
}

/**
 * Starts the git database of `repo` (`owner/name`).
 * @param baseUrl the fake's base URL, read when an answer is built.
 * @param empty the repository has no branch: every git endpoint answers 409.
 */
export function createGitStore(repo: string, baseUrl: () => string, empty = false): GitStore {
  const objects = new Map<string, StoredObject>();
  const refs: StoredRef[] = [];
  if (!empty) {
    const commit = Buffer.from(`tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\n\nInitial commit of ${repo}\n`);
    const sha = objectId('commit', commit);
    objects.set(sha, { type: 'commit' });
    refs.push({ ref: 'refs/heads/main', sha });
  }
  const repoUrl = (): string => `${baseUrl()}/repos/${repo}`;
  const refObject = (r: StoredRef): Record<string, unknown> => {
    const type = objects.get(r.sha)?.type ?? 'commit';
    return {
      ref: r.ref,
      node_id: `REF_${Buffer.from(`${repo}:${r.ref}`).toString('base64url')}`,
      url: `${repoUrl()}/git/${r.ref}`,
      object: { type, sha: r.sha, url: `${repoUrl()}/git/${type}s/${r.sha}` },
    };
  };
  const mustHaveBranch = (documentation: string): void => {
    if (empty) throw new GitApiError(409, 'Git Repository is empty.', documentation);
  };
  return {
    refs,
    blobText: (sha) => objects.get(sha)?.content?.toString('utf8'),
    seedRef(ref, text) {
      const bytes = Buffer.from(text, 'utf8');
      const sha = objectId('blob', bytes);
      objects.set(sha, { type: 'blob', content: bytes });
      const stored = { ref, sha };
      refs.push(stored);
      return stored;
    },
    createBlob(body) {
      mustHaveBranch('blobs#create-a-blob');
      const { content, encoding = 'utf-8' } = body;
      if (typeof content !== 'string')
        throw new GitApiError(422, `Invalid request.\n\n"content" wasn't supplied.`, 'blobs#create-a-blob');
      if (encoding !== 'utf-8' && encoding !== 'base64')
        throw new GitApiError(
          422,
          `encoding must be one of utf-8 or base64 (got ${JSON.stringify(encoding)})`,
          'blobs#create-a-blob',
        );
      const bytes = encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
      const sha = objectId('blob', bytes);
      objects.set(sha, { type: 'blob', content: bytes });
      return {
        status: 201,
        body: { sha, url: `${repoUrl()}/git/blobs/${sha}` },
        headers: { location: `${repoUrl()}/git/blobs/${sha}` },
      };
    },
    getBlob(sha) {
      mustHaveBranch('blobs#get-a-blob');
      const found = objects.get(sha);
      if (found?.type !== 'blob' || found.content === undefined)
        throw new GitApiError(404, 'Not Found', 'blobs#get-a-blob');
      const base64 = found.content.toString('base64').replace(/.{60}/g, '$&\n');
      return {
        status: 200,
        body: {
          sha,
          node_id: `B_${sha.slice(0, 16)}`,
          size: found.content.length,
          url: `${repoUrl()}/git/blobs/${sha}`,
          content: base64.endsWith('\n') ? base64 : `${base64}\n`,
          encoding: 'base64',
        },
      };
    },
    matching(prefix) {
      mustHaveBranch('refs#list-matching-references');
      return refs
        .filter((r) => r.ref.startsWith(`refs/${prefix}`))
        .sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0))
        .map(refObject);
    },
    createRef(body) {
      mustHaveBranch('refs#create-a-reference');
      const { ref, sha } = body;
      if (typeof ref !== 'string' || typeof sha !== 'string')
        throw new GitApiError(422, 'Invalid request.\n\n"ref" and "sha" must be strings.', 'refs#create-a-reference');
      if (!validRefName(ref)) throw new GitApiError(422, `${ref} is not a valid ref name.`, 'refs#create-a-reference');
      if (!objects.has(sha)) throw new GitApiError(422, 'Object does not exist', 'refs#create-a-reference');
      // Git refuses a ref whose name is another's folder, or under another's name ("D/F conflict").
      if (refs.some((r) => r.ref === ref || r.ref.startsWith(`${ref}/`) || ref.startsWith(`${r.ref}/`)))
        throw new GitApiError(422, 'Reference already exists', 'refs#create-a-reference');
      const stored = { ref, sha };
      refs.push(stored);
      return { status: 201, body: refObject(stored), headers: { location: `${repoUrl()}/git/${ref}` } };
    },
    deleteRef(ref) {
      mustHaveBranch('refs#delete-a-reference');
      const index = refs.findIndex((r) => r.ref === `refs/${ref}`);
      if (index < 0) throw new GitApiError(422, 'Reference does not exist', 'refs#delete-a-reference');
      refs.splice(index, 1);
      return { status: 204, body: undefined };
    },
  };
}
