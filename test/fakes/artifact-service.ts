/**
 * A fake of the GitHub Actions artifact backend, as used by `@actions/artifact` v6
 * (`DefaultArtifactClient.uploadArtifact`): the Twirp JSON "results" service and the Azure
 * Blob Storage account its signed upload URLs point at, both served by ONE `node:http`
 * server on 127.0.0.1.
 *
 * What the client does, and therefore what this fake implements:
 * 1. `POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact` with
 *    `Authorization: Bearer $ACTIONS_RUNTIME_TOKEN` and a snake_case JSON body
 *    (`workflow_run_backend_id`, `workflow_job_run_backend_id`, `name`, `version: 7`,
 *    `mime_type`, and `expires_at` only when `retentionDays` is given) →
 *    `{ ok: true, signed_upload_url }`. A second artifact with the same name in the run is
 *    refused with 409 `already_exists`, as the real service does.
 * 2. `BlockBlobClient.uploadStream` to the signed URL: one
 *    `PUT ?comp=block&blockid=…` per 8 MiB chunk, then `PUT ?comp=blocklist` with
 *    `<BlockList><Latest>…</Latest></BlockList>` (a single `PUT` with
 *    `x-ms-blob-type: BlockBlob` is accepted too). Responses are 201 with the headers Azure
 *    sends (`x-ms-request-id`, `x-ms-version`, `Content-MD5`, `ETag`, `Last-Modified`,
 *    `x-ms-request-server-encrypted`).
 * 3. `POST …/FinalizeArtifact` with `name`, `size` (bytes, a decimal string; omitted when 0)
 *    and `hash` (`sha256:<hex>` of the zip) → `{ ok: true, artifact_id }`. The fake checks
 *    both against the committed blob and answers 400 `invalid_argument` on a mismatch.
 *
 * Retries in the real client, worth knowing before injecting failures (measured against
 * this fake): Twirp calls are retried on 429/500/502/503/504, 5 attempts, waiting 3 s and
 * then about ×1.5 each time (~33 s before giving up); blob requests on 500/503 only,
 * 4 attempts, waiting 0, 4 and 12 s (one failure is invisible; `times: Infinity` costs
 * 16 s). Any other status fails the upload at once, so prefer 4xx injections.
 *
 * The client derives the Twirp base from `new URL(ACTIONS_RESULTS_URL).origin`, so paths
 * are always served from the root.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import yauzl from 'yauzl';

/** Which endpoint an injected failure applies to: a Twirp method, or any blob request. */
type FakeArtifactRoute = 'create' | 'finalize' | 'blob';

/** A failure to answer instead of the normal response; see {@link FakeArtifactService.inject}. */
interface InjectedFailure {
  route: FakeArtifactRoute;
  /** HTTP status to answer with, e.g. 409, 403, 503. */
  status: number;
  /** How many matching requests fail before normal service resumes; 1 by default. `Infinity` for all. */
  times?: number;
  /**
   * Twirp `msg` (create/finalize) or Azure `<Message>` (blob). A message containing
   * `insufficient usage` makes the client throw its storage-quota `UsageError`.
   */
  message?: string;
}

/** Options of {@link startFakeArtifactService}; all optional. */
export interface FakeArtifactServiceOptions {
  /** The run's backend id, placed in the token's `scp` claim. A random UUID by default. */
  workflowRunBackendId?: string;
  /** The job's backend id, placed in the token's `scp` claim. A random UUID by default. */
  workflowJobRunBackendId?: string;
  /**
   * The repository's maximum retention in days, exported by {@link FakeArtifactService.env}
   * as `GITHUB_RETENTION_DAYS` (as the runner does); the client lowers a larger
   * `retentionDays` to it with a warning. Not exported by default.
   */
  maxRetentionDays?: number;
  /**
   * Host name in `ACTIONS_RESULTS_URL` and the signed upload URLs. Default `127.0.0.1`. The fake
   * still listens on 127.0.0.1 only: another name is reachable only through a proxy that maps it
   * there (`forward-proxy.ts`).
   */
  host?: string;
}

/** One artifact record, created by CreateArtifact and completed by the upload and FinalizeArtifact. */
interface FakeArtifact {
  /** Database id, from 1 upward in creation order; returned by FinalizeArtifact as `artifact_id`. */
  id: number;
  /** The artifact name, without the `.zip` the client appends to the blob. */
  name: string;
  /** Bytes of the committed blob (the zip); 0 until the block list is committed. */
  size: number;
  /** `sha256:<64 hex>` as sent by FinalizeArtifact; undefined before finalization. */
  hash?: string;
  /** `expires_at` of CreateArtifact: an RFC 3339 UTC timestamp; undefined when no retention was asked for. */
  expiresAt?: string;
  /** True once FinalizeArtifact succeeded; only finalized artifacts exist for GitHub. */
  finalized: boolean;
  /** The committed blob (the zip file); undefined until the block list is committed. */
  zip: Buffer | undefined;
}

/** A CreateArtifact body as the client sends it (protobuf JSON with proto field names). */
interface CreateArtifactRequestBody {
  workflow_run_backend_id: string;
  workflow_job_run_backend_id: string;
  name: string;
  /** Artifact backend version; 7 for `@actions/artifact` v6. */
  version: number;
  /** RFC 3339 UTC timestamp: now + retentionDays calendar days (local time); absent without retention. */
  expires_at?: string;
  /** `application/zip` for zipped uploads. */
  mime_type?: string;
}

/** A FinalizeArtifact body as the client sends it. */
interface FinalizeArtifactRequestBody {
  workflow_run_backend_id: string;
  workflow_job_run_backend_id: string;
  name: string;
  /** Uploaded bytes as a decimal string (proto int64); absent when 0. */
  size?: string;
  /** `sha256:<64 hex>` of the uploaded zip. */
  hash?: string;
}

/** One request received on a signed blob URL, in arrival order. */
interface BlobRequest {
  method: string;
  /** Blob path, e.g. `/blob/actions-results/<run>/<job>/artifacts/1.zip`. */
  path: string;
  /** The `comp` query parameter: `block`, `blocklist`, or undefined for a single Put Blob. */
  comp: string | undefined;
  /** Bytes in the request body. */
  bytes: number;
  /** HTTP status answered. */
  status: number;
}

/**
 * A running fake. The arrays are live: they grow as requests arrive, so read them after the
 * upload under test has settled.
 */
export interface FakeArtifactService {
  /** Origin of the server, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  readonly url: string;
  /**
   * The environment `@actions/artifact` needs to upload to this fake; merge it into a child
   * process's env (or `process.env`):
   * - `ACTIONS_RESULTS_URL`: `{url}/`, with the trailing slash the runner uses;
   * - `ACTIONS_RUNTIME_TOKEN`: an HS256 JWT whose `scp` claim holds
   *   `Actions.Results:<workflowRunBackendId>:<workflowJobRunBackendId>`; Twirp calls
   *   without it are answered 401;
   * - `GITHUB_SERVER_URL`: `https://github.com`. The client refuses to upload (GHES not
   *   supported) when this names any other host except `*.ghe.com` / `*.localhost`, so do
   *   not point it at a fake GitHub; use `GITHUB_API_URL` for that;
   * - `GITHUB_RETENTION_DAYS`, only when `maxRetentionDays` was given.
   * Nothing else is read by the upload path (not `GITHUB_WORKSPACE`, `RUNNER_TEMP`,
   * `GITHUB_REPOSITORY` or `GITHUB_RUN_ID`; the action needs the last two for the
   * artifact URL only).
   */
  env(): Record<string, string>;
  /** Every artifact created, in creation order (unfinalized ones included). */
  readonly artifacts: readonly FakeArtifact[];
  /**
   * Starts a new workflow run: the artifacts uploaded so far are forgotten (names are unique per
   * run only), so a test can run the action again under the same name. Read their zips first.
   */
  newRun(): void;
  /** Every well-formed, authorized CreateArtifact body received, including those answered by an injected failure. */
  readonly createRequests: readonly CreateArtifactRequestBody[];
  /** Every well-formed, authorized FinalizeArtifact body received, including those answered by an injected failure. */
  readonly finalizeRequests: readonly FinalizeArtifactRequestBody[];
  /** Every request on a blob URL, in arrival order. */
  readonly blobRequests: readonly BlobRequest[];
  /**
   * The entries of the finalized artifact `name`'s zip: path inside the zip (`/`-separated,
   * relative to the upload's root directory) → file content. Directory entries are left out.
   * Rejects when no finalized artifact has that name or the zip is unreadable.
   */
  readZip(name: string): Promise<Map<string, Buffer>>;
  /**
   * Answers the next `times` requests on `route` with `status` (Twirp JSON error for
   * create/finalize, Azure XML error for blob) instead of serving them. Injections queue
   * up per route in call order.
   */
  inject(failure: InjectedFailure): void;
  /** Stops the server, dropping open keep-alive connections. */
  close(): Promise<void>;
}

const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/';
const BLOB_PREFIX = '/blob/';
const BLOB_CONTAINER = 'actions-results';
const DEFAULT_STORAGE_VERSION = '2025-11-05';

/** Twirp error codes by HTTP status (https://twitchtv.github.io/twirp/docs/spec_v7.html#error-codes). */
const TWIRP_CODES: Readonly<Record<number, string>> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  408: 'deadline_exceeded',
  409: 'already_exists',
  412: 'failed_precondition',
  429: 'resource_exhausted',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
};

/** Azure error codes by HTTP status, for injected blob failures. */
const BLOB_CODES: Readonly<Record<number, string>> = {
  400: 'InvalidInput',
  403: 'AuthenticationFailed',
  404: 'BlobNotFound',
  409: 'BlobAlreadyExists',
  412: 'ConditionNotMet',
  500: 'InternalError',
  503: 'ServerBusy',
};

class TwirpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
    this.code = TWIRP_CODES[status] ?? 'unknown';
  }
}

class BlobError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

interface BlobState {
  artifact: FakeArtifact;
  sig: string;
  /** Staged (uncommitted) blocks by block id. */
  staged: Map<string, Buffer>;
  /** Blocks of the last committed block list, by block id. */
  committed: Map<string, Buffer>;
}

interface PendingFailure {
  status: number;
  remaining: number;
  message: string | undefined;
}

/**
 * Starts the fake on 127.0.0.1 with a free port.
 * @returns the running service; call `close()` when done.
 */
export async function startFakeArtifactService(options: FakeArtifactServiceOptions = {}): Promise<FakeArtifactService> {
  const runId = options.workflowRunBackendId ?? randomUUID();
  const jobId = options.workflowJobRunBackendId ?? randomUUID();
  const token = signJwt(
    {
      iss: 'fake-actions-results',
      scp: `Actions.GenericRead:${runId} Actions.UploadArtifacts:${runId}:${jobId} Actions.Results:${runId}:${jobId}`,
      iat: nowSeconds(),
      nbf: nowSeconds() - 60,
      exp: nowSeconds() + 6 * 3600,
    },
    randomBytes(32),
  );

  const artifacts: FakeArtifact[] = [];
  const createRequests: CreateArtifactRequestBody[] = [];
  const finalizeRequests: FinalizeArtifactRequestBody[] = [];
  const blobRequests: BlobRequest[] = [];
  const blobs = new Map<string, BlobState>();
  const failures: Record<FakeArtifactRoute, PendingFailure[]> = { create: [], finalize: [], blob: [] };
  let origin = '';

  function takeFailure(route: FakeArtifactRoute): PendingFailure | undefined {
    const queue = failures[route];
    const next = queue[0];
    if (next === undefined) return undefined;
    next.remaining -= 1;
    if (next.remaining <= 0) queue.shift();
    return next;
  }

  function checkIdentity(body: { workflow_run_backend_id: string; workflow_job_run_backend_id: string }): void {
    if (body.workflow_run_backend_id !== runId || body.workflow_job_run_backend_id !== jobId) {
      throw new TwirpError(403, 'workflow run or job backend id does not match the runtime token');
    }
  }

  function createArtifact(body: CreateArtifactRequestBody): Record<string, unknown> {
    checkIdentity(body);
    if (body.expires_at !== undefined && Number.isNaN(Date.parse(body.expires_at))) {
      throw new TwirpError(400, `expires_at is not an RFC 3339 timestamp (got "${body.expires_at}")`);
    }
    if (artifacts.some((a) => a.name === body.name)) {
      throw new TwirpError(409, 'an artifact with this name already exists on the workflow run');
    }
    const artifact: FakeArtifact = {
      id: artifacts.length + 1,
      name: body.name,
      size: 0,
      expiresAt: body.expires_at,
      finalized: false,
      zip: undefined,
    };
    artifacts.push(artifact);
    const path = `${BLOB_PREFIX}${BLOB_CONTAINER}/${runId}/${jobId}/artifacts/${artifact.id}.zip`;
    const sig = randomBytes(24).toString('base64url');
    blobs.set(path, { artifact, sig, staged: new Map(), committed: new Map() });
    const expiry = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const query = new URLSearchParams({ sv: DEFAULT_STORAGE_VERSION, sr: 'b', sp: 'cw', se: expiry, sig });
    return { ok: true, signed_upload_url: `${origin}${path}?${query.toString()}` };
  }

  function finalizeArtifact(body: FinalizeArtifactRequestBody): Record<string, unknown> {
    checkIdentity(body);
    const artifact = artifacts.find((a) => a.name === body.name);
    if (artifact === undefined) {
      throw new TwirpError(404, `no artifact named "${body.name}" was created on the workflow run`);
    }
    if (artifact.finalized) {
      throw new TwirpError(412, `artifact "${body.name}" is already finalized`);
    }
    if (artifact.zip === undefined) {
      throw new TwirpError(412, `artifact "${body.name}" has no committed blob; upload it before finalizing`);
    }
    const size = body.size ?? '0';
    if (size !== String(artifact.zip.length)) {
      throw new TwirpError(400, `size ${size} does not match the ${artifact.zip.length} bytes uploaded`);
    }
    const digest = `sha256:${createHash('sha256').update(artifact.zip).digest('hex')}`;
    if (body.hash !== undefined && body.hash !== digest) {
      throw new TwirpError(400, `hash ${body.hash} does not match the uploaded blob (${digest})`);
    }
    artifact.hash = body.hash;
    artifact.finalized = true;
    return { ok: true, artifact_id: String(artifact.id) };
  }

  async function handleTwirp(req: IncomingMessage, res: ServerResponse, method: string, raw: Buffer): Promise<void> {
    try {
      if (req.method !== 'POST') throw new TwirpError(404, `${req.method ?? ''} ${req.url ?? ''} is not a Twirp route`);
      if (req.headers.authorization !== `Bearer ${token}`) {
        throw new TwirpError(401, 'missing or invalid ACTIONS_RUNTIME_TOKEN bearer token');
      }
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
        throw new TwirpError(404, 'only the Twirp JSON encoding (application/json) is served');
      }
      const json = parseJson(raw);
      let reply: Record<string, unknown>;
      if (method === 'CreateArtifact') {
        const body = parseCreate(json);
        createRequests.push(body);
        throwInjected('create');
        reply = createArtifact(body);
      } else if (method === 'FinalizeArtifact') {
        const body = parseFinalize(json);
        finalizeRequests.push(body);
        throwInjected('finalize');
        reply = finalizeArtifact(body);
      } else {
        throw new TwirpError(501, `ArtifactService/${method} is not implemented by the fake`);
      }
      sendJson(res, 200, reply);
    } catch (error) {
      const twirp = error instanceof TwirpError ? error : new TwirpError(500, errorText(error));
      sendJson(res, twirp.status, { code: twirp.code, msg: twirp.message });
    }
  }

  function throwInjected(route: 'create' | 'finalize'): void {
    const failure = takeFailure(route);
    if (failure !== undefined) {
      throw new TwirpError(failure.status, failure.message ?? `injected ${route} failure (${failure.status})`);
    }
  }

  function handleBlob(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer): void {
    const comp = url.searchParams.get('comp') ?? undefined;
    const requestId = randomUUID();
    const headers: Record<string, string> = {
      'x-ms-request-id': requestId,
      'x-ms-version': headerValue(req, 'x-ms-version') ?? DEFAULT_STORAGE_VERSION,
    };
    let status = 201;
    try {
      const injected = takeFailure('blob');
      if (injected !== undefined) {
        throw new BlobError(
          injected.status,
          BLOB_CODES[injected.status] ?? 'InternalError',
          injected.message ?? `injected blob failure (${injected.status})`,
        );
      }
      const blob = blobs.get(url.pathname);
      if (blob === undefined || url.searchParams.get('sig') !== blob.sig) {
        throw new BlobError(
          403,
          'AuthenticationFailed',
          'Server failed to authenticate the request: unknown blob or wrong sig.',
        );
      }
      if (req.method !== 'PUT') {
        throw new BlobError(
          405,
          'UnsupportedHttpVerb',
          `The resource doesn't support ${req.method ?? ''} (the fake serves uploads only).`,
        );
      }
      Object.assign(headers, putBlob(req, url, comp, blob, raw));
    } catch (error) {
      const blobError = error instanceof BlobError ? error : new BlobError(500, 'InternalError', errorText(error));
      status = blobError.status;
      headers['x-ms-error-code'] = blobError.code;
      headers['content-type'] = 'application/xml';
      const message = `${blobError.message}\nRequestId:${requestId}\nTime:${new Date().toISOString()}`;
      res.writeHead(status, headers);
      res.end(
        `<?xml version="1.0" encoding="utf-8"?><Error><Code>${blobError.code}</Code><Message>${escapeXml(message)}</Message></Error>`,
      );
      return;
    } finally {
      blobRequests.push({ method: req.method ?? '', path: url.pathname, comp, bytes: raw.length, status });
    }
    res.writeHead(status, { ...headers, 'content-length': '0' });
    res.end();
  }

  /** Put Block, Put Block List or Put Blob; returns the extra success headers. */
  function putBlob(
    req: IncomingMessage,
    url: URL,
    comp: string | undefined,
    blob: BlobState,
    raw: Buffer,
  ): Record<string, string> {
    const encrypted = { 'x-ms-request-server-encrypted': 'true' };
    if (comp === 'block') {
      const blockId = url.searchParams.get('blockid') ?? '';
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(blockId) || Buffer.from(blockId, 'base64').length > 64) {
        throw new BlobError(
          400,
          'InvalidQueryParameterValue',
          `blockid must be Base64 of at most 64 bytes (got "${blockId}").`,
        );
      }
      blob.staged.set(blockId, raw);
      return { ...encrypted, 'content-md5': md5(raw) };
    }
    if (comp === 'blocklist') {
      const blocks = new Map<string, Buffer>();
      for (const [, kind, id] of raw.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)) {
        const blockId = id ?? '';
        const block =
          kind === 'Committed'
            ? blob.committed.get(blockId)
            : kind === 'Uncommitted'
              ? blob.staged.get(blockId)
              : (blob.staged.get(blockId) ?? blob.committed.get(blockId));
        if (block === undefined) {
          throw new BlobError(
            400,
            'InvalidBlockList',
            `The specified block list is invalid: no ${kind} block "${blockId}".`,
          );
        }
        blocks.set(blockId, block);
      }
      return { ...encrypted, ...commit(blob, blocks, raw) };
    }
    if (comp === undefined && headerValue(req, 'x-ms-blob-type') === 'BlockBlob') {
      return { ...encrypted, ...commit(blob, new Map([['', raw]]), raw) };
    }
    throw new BlobError(400, 'UnsupportedQueryParameter', `comp=${comp ?? '(none)'} is not supported by the fake.`);
  }

  function commit(blob: BlobState, blocks: Map<string, Buffer>, requestBody: Buffer): Record<string, string> {
    if (blob.artifact.finalized) {
      throw new BlobError(
        403,
        'AuthorizationPermissionMismatch',
        'The artifact is finalized; its blob can no longer be written.',
      );
    }
    const content = Buffer.concat([...blocks.values()]);
    blob.committed = blocks;
    blob.staged = new Map();
    blob.artifact.zip = content;
    blob.artifact.size = content.length;
    return {
      etag: `"0x${randomBytes(8).toString('hex').toUpperCase()}"`,
      'last-modified': new Date().toUTCString(),
      'content-md5': md5(requestBody),
    };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
      const raw = Buffer.concat(chunks);
      if (url.pathname.startsWith(TWIRP_PREFIX)) {
        await handleTwirp(req, res, url.pathname.slice(TWIRP_PREFIX.length), raw);
      } else if (url.pathname.startsWith(BLOB_PREFIX)) {
        handleBlob(req, res, url, raw);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end(`fake artifact service: no route for ${req.method ?? ''} ${url.pathname}`);
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(errorText(error));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('fake artifact service: server has no TCP address');
  origin = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url: origin,
    env() {
      const env: Record<string, string> = {
        ACTIONS_RESULTS_URL: `${origin}/`,
        ACTIONS_RUNTIME_TOKEN: token,
        GITHUB_SERVER_URL: 'https://github.com',
      };
      if (options.maxRetentionDays !== undefined) env.GITHUB_RETENTION_DAYS = String(options.maxRetentionDays);
      return env;
    },
    artifacts,
    newRun() {
      artifacts.length = 0;
    },
    createRequests,
    finalizeRequests,
    blobRequests,
    async readZip(name) {
      const artifact = artifacts.find((a) => a.name === name && a.finalized);
      if (artifact?.zip === undefined) {
        const known = artifacts.filter((a) => a.finalized).map((a) => `"${a.name}"`);
        throw new Error(`no finalized artifact named "${name}" (finalized: ${known.join(', ') || 'none'})`);
      }
      return unzip(artifact.zip);
    },
    inject({ route, status, times = 1, message }) {
      if (!Number.isInteger(status) || status < 400 || status > 599) {
        throw new Error(`inject: status must be an HTTP error status from 400 to 599 (got ${status})`);
      }
      if (!(times >= 1)) throw new Error(`inject: times must be at least 1 (got ${times})`);
      failures[route].push({ status, remaining: times, message });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const zipFile = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  for await (const entry of zipFile.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zipFile.openReadStreamPromise(entry)) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    }
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

function parseJson(raw: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new TwirpError(400, 'the request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TwirpError(400, 'the request body must be a JSON object');
  }
  return { ...value };
}

function requiredString(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value === '')
    throw new TwirpError(400, `${key} is required and must be a non-empty string`);
  return value;
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new TwirpError(400, `${key} must be a string (got ${JSON.stringify(value)})`);
  return value;
}

function parseCreate(body: Record<string, unknown>): CreateArtifactRequestBody {
  const version = body.version;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw new TwirpError(400, `version must be an integer (got ${JSON.stringify(version)})`);
  }
  const parsed: CreateArtifactRequestBody = {
    workflow_run_backend_id: requiredString(body, 'workflow_run_backend_id'),
    workflow_job_run_backend_id: requiredString(body, 'workflow_job_run_backend_id'),
    name: requiredString(body, 'name'),
    version,
  };
  const expiresAt = optionalString(body, 'expires_at');
  if (expiresAt !== undefined) parsed.expires_at = expiresAt;
  const mimeType = optionalString(body, 'mime_type');
  if (mimeType !== undefined) parsed.mime_type = mimeType;
  return parsed;
}

function parseFinalize(body: Record<string, unknown>): FinalizeArtifactRequestBody {
  const parsed: FinalizeArtifactRequestBody = {
    workflow_run_backend_id: requiredString(body, 'workflow_run_backend_id'),
    workflow_job_run_backend_id: requiredString(body, 'workflow_job_run_backend_id'),
    name: requiredString(body, 'name'),
  };
  const size = optionalString(body, 'size');
  if (size !== undefined) {
    if (!/^\d+$/.test(size)) throw new TwirpError(400, `size must be a decimal int64 string (got "${size}")`);
    parsed.size = size;
  }
  const hash = optionalString(body, 'hash');
  if (hash !== undefined) parsed.hash = hash;
  return parsed;
}

function signJwt(payload: Record<string, unknown>, secret: Buffer): string {
  const encode = (part: Record<string, unknown>): string => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

function sendJson(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function md5(data: Buffer): string {
  return createHash('md5').update(data).digest('base64');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
