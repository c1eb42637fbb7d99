/**
 * Uploads an export's files as one workflow artifact with `@actions/artifact` (loaded on first
 * upload only), like actions/upload-artifact; a partial export gets its own artifact name.
 */
import { errorMessage } from '../../errors.ts';
import { storageProxyOverrides, withEnvironment } from '../../net/proxy.ts';
import { withinCancellationGrace } from '../runtime/cancellation-grace.ts';
import { clause } from '../../format/sentence.ts';

/** Suffix of the artifact name of a partial export. */
const PARTIAL_ARTIFACT_SUFFIX = '-partial';

/**
 * Longest wait for an artifact upload once the run is cancelled, in milliseconds: the summary
 * and the failure must still be written before `main.ts` exits (4.5 s after the signal).
 */
const CANCELLED_UPLOAD_MS = 2500;

/** What to upload. */
export interface ArtifactUploadRequest {
  /** Artifact name (the zip is `<name>.zip`). */
  name: string;
  /** Absolute paths of the files, all inside `rootDirectory`. */
  files: string[];
  /** The zip holds the files relative to this folder. */
  rootDirectory: string;
  /** Days to keep the artifact (1..90), or `undefined` for the repository's default. */
  retentionDays: number | undefined;
}

/** An uploaded artifact. */
export interface UploadedArtifact {
  /** The artifact's ID (GitHub REST API `artifact_id`). */
  id: number;
  /** Size of the zip in bytes, when the service reported it. */
  size: number | undefined;
}

/** Uploads one artifact; {@link uploadArtifact} in the action, a stand-in in tests. */
export type ArtifactUploader = (request: ArtifactUploadRequest) => Promise<UploadedArtifact>;

/**
 * Uploads with `@actions/artifact` (`DefaultArtifactClient.uploadArtifact`), which reads the
 * runner's environment (`ACTIONS_RESULTS_URL`, `ACTIONS_RUNTIME_TOKEN`) from `process.env`, with
 * `NO_PROXY` (`*`, a host, `host:port`) honoured for the blob upload as by the other clients
 * (`storageProxyOverrides`, `net/proxy.ts`).
 * @throws the client's error (e.g. `GHESNotSupportedError`, a Twirp or blob failure), or an
 *   `Error` when the service returned no artifact ID.
 */
export async function uploadArtifact(request: ArtifactUploadRequest): Promise<UploadedArtifact> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  // The blob-storage client reads NO_PROXY its own way: given the rule the other clients follow.
  const response = await withEnvironment(storageProxyOverrides(process.env), () =>
    new DefaultArtifactClient().uploadArtifact(request.name, request.files, request.rootDirectory, {
      ...(request.retentionDays === undefined ? {} : { retentionDays: request.retentionDays }),
    }),
  );
  if (response.id === undefined) throw new Error(`the artifact service returned no ID for artifact ${request.name}`);
  return { id: response.id, size: response.size };
}

/** The artifact of an export: `artifactName`, or `<artifactName>-partial` when it is not complete. */
export function exportArtifactName(artifactName: string, complete: boolean): string {
  return complete ? artifactName : `${artifactName}${PARTIAL_ARTIFACT_SUFFIX}`;
}

/**
 * Uploads an export's files (`request.name` already from {@link exportArtifactName}), giving up
 * {@link CANCELLED_UPLOAD_MS} after a cancellation.
 * @throws Error `Uploading artifact <name> failed: <why>. The files are still in <folder>.`
 */
export async function uploadExportArtifact(
  request: ArtifactUploadRequest,
  signal: AbortSignal,
  upload: ArtifactUploader = uploadArtifact,
): Promise<UploadedArtifact> {
  try {
    return await withinCancellationGrace(upload(request), signal, CANCELLED_UPLOAD_MS);
  } catch (error) {
    throw new Error(
      `Uploading artifact ${request.name} failed: ${clause(errorMessage(error))}. The files are still in ${request.rootDirectory}.`,
      { cause: error },
    );
  }
}
