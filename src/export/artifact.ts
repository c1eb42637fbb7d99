/**
 * Uploads the export files as one workflow artifact with `@actions/artifact`
 * (`DefaultArtifactClient.uploadArtifact`: the results service's `CreateArtifact`, a blob
 * upload of the zip, then `FinalizeArtifact`). The client reads the runner's environment
 * (`ACTIONS_RESULTS_URL`, `ACTIONS_RUNTIME_TOKEN`, `GITHUB_SERVER_URL`) from `process.env`.
 *
 * `@actions/artifact` (and the Azure SDK under it) is loaded on first upload only.
 */

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
 * Uploads with `@actions/artifact`.
 * @throws the client's error (e.g. `GHESNotSupportedError`, a Twirp or blob failure), or an
 *   `Error` when the service returned no artifact ID.
 */
export async function uploadArtifact(request: ArtifactUploadRequest): Promise<UploadedArtifact> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const response = await new DefaultArtifactClient().uploadArtifact(request.name, request.files, request.rootDirectory, {
    ...(request.retentionDays === undefined ? {} : { retentionDays: request.retentionDays }),
  });
  if (response.id === undefined) throw new Error(`the artifact service returned no ID for artifact ${request.name}`);
  return { id: response.id, size: response.size };
}
