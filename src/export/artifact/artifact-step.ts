/**
 * The artifact step of an exporting mode: upload the files (or skip, for `upload-artifact:
 * false`), set the outputs `artifact-id` and `artifact-url`, and name the artifact in the job
 * summary, the same way in every mode.
 */
import * as core from '@actions/core';
import { escapeCell, escapeHtml } from '../../format/escape.ts';
import { artifactUrl, isGitHubEnterpriseServer } from '../../github/urls.ts';
import type { RunnerContext } from '../../github/runner-context.ts';
import { exportArtifactName, uploadArtifact, uploadExportArtifact, type ArtifactUploader } from './artifact.ts';
import { logText } from '../../format/log-text.ts';

/**
 * The artifact as the summary shows it: uploaded with its URL, `'skipped'` (`upload-artifact:
 * false`), or `'unsupported-on-ghes'` (GitHub Enterprise Server: see {@link publishExportArtifact}).
 */
export type PublishedArtifact = { name: string; url: string } | 'skipped' | 'unsupported-on-ghes';

/** The inputs of an exporting mode that shape its artifact. */
export interface ArtifactInputs {
  /** `upload-artifact`: false skips the upload. */
  uploadArtifact: boolean;
  /** `artifact-name`; a partial export gets `-partial` appended. */
  artifactName: string;
  /** `output-dir`: the zip holds the files relative to it. */
  outputDir: string;
  /** Days to keep the artifact (1..90), or `undefined` for the repository's default. */
  retentionDays: number | undefined;
}

/** What {@link publishExportArtifact} uploads. */
export interface ArtifactStep {
  inputs: ArtifactInputs;
  complete: boolean;
  /** Absolute paths of the files (data files and manifest), all inside `output-dir`. */
  files: string[];
  /** The runner's context, for the artifact URL. */
  runner: RunnerContext;
  /** Aborted when the run is cancelled: the upload then gets a short grace only. */
  signal: AbortSignal;
  /** Default {@link uploadArtifact}. */
  uploader?: ArtifactUploader;
}

/**
 * Uploads the export (unless `upload-artifact` is false) and sets the outputs `artifact-id` and
 * `artifact-url` (empty when skipped). On GitHub Enterprise Server (`GITHUB_SERVER_URL` other than
 * github.com, see `isGitHubEnterpriseServer`) `@actions/artifact` v2+ cannot upload (artifacts v4
 * are not available there): the upload is skipped with one warning saying so and naming the
 * folder the files stay in, for the workflow's own upload step; that does not fail the step.
 * @throws Error `Uploading artifact <name> failed: <why>. The files are still in <folder>.`;
 *   the outputs are not set then.
 */
export async function publishExportArtifact(step: ArtifactStep): Promise<PublishedArtifact> {
  const { inputs } = step;
  if (!inputs.uploadArtifact) {
    core.setOutput('artifact-id', '');
    core.setOutput('artifact-url', '');
    return 'skipped';
  }
  const name = exportArtifactName(inputs.artifactName, step.complete);
  if (isGitHubEnterpriseServer(step.runner)) {
    core.setOutput('artifact-id', '');
    core.setOutput('artifact-url', '');
    core.warning(ghesUploadWarning(name, inputs.outputDir, step.runner.serverUrl));
    return 'unsupported-on-ghes';
  }
  const uploaded = await uploadExportArtifact(
    { name, files: step.files, rootDirectory: inputs.outputDir, retentionDays: inputs.retentionDays },
    step.signal,
    step.uploader ?? uploadArtifact,
  );
  const url = artifactUrl(step.runner, uploaded.id);
  core.setOutput('artifact-id', uploaded.id);
  core.setOutput('artifact-url', url);
  core.info(
    logText(
      `Uploaded artifact ${name} (ID ${uploaded.id}${uploaded.size === undefined ? '' : `, ${uploaded.size} bytes`}): ${url}`,
    ),
  );
  return { name, url };
}

/**
 * The warning of an upload skipped on GitHub Enterprise Server: why, where the files are, and what
 * to use instead (`actions/upload-artifact@v3-node20` or `@v3`, the versions its README names for
 * GHES, under the same name so that the next analytics run finds it as its previous snapshot).
 */
export function ghesUploadWarning(name: string, outputDir: string, server: string): string {
  return (
    `Skipped uploading artifact ${name}: ${server} is GitHub Enterprise Server, where @actions/artifact (artifacts v4) cannot upload. ` +
    `The files are in ${outputDir}: upload them with a later step of the workflow, e.g. actions/upload-artifact@v3-node20 with name: ${name} and path: ${outputDir} ` +
    '(or set upload-artifact: false to silence this warning).'
  );
}

/**
 * The artifact in the job summary, as HTML: a link, `not uploaded (…)` with why, or `none` when no upload succeeded.
 */
export function artifactSummaryHtml(artifact: PublishedArtifact | undefined): string {
  if (artifact === 'skipped') return 'not uploaded (<code>upload-artifact: false</code>)';
  if (artifact === 'unsupported-on-ghes')
    return "not uploaded (GitHub Enterprise Server: upload the files of <code>output-dir</code> with the workflow's own step)";
  if (artifact === undefined) return 'none';
  return `<a href="${escapeHtml(artifact.url)}">${escapeCell(artifact.name)}</a>`;
}
