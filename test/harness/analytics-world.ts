/**
 * A fake Mintlify API, a fake artifact service and an output folder for `analytics`
 * end-to-end tests, plus a `run()` that executes the built action against them. The event
 * payload says the repository is private (visitor text is kept under `visitor-text: auto`)
 * unless a test passes another.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-service.ts';
import { startFakeMintlify, type FakeMintlify, type FakeMintlifyOptions } from '../fakes/mintlify.ts';
import { runAction, type ActionRun, type RunActionOptions } from './run-action.ts';

/** A `schedule` payload of a private repository. */
export const PRIVATE_REPOSITORY_EVENT = {
  schedule: '17 6 * * 1',
  repository: { full_name: 'acme/docs', private: true, visibility: 'private' },
};

/** A `schedule` payload of a public repository. */
export const PUBLIC_REPOSITORY_EVENT = {
  schedule: '17 6 * * 1',
  repository: { full_name: 'acme/docs', private: false, visibility: 'public' },
};

/** Fakes, folder and runner of one test. */
export interface AnalyticsWorld {
  mintlify: FakeMintlify;
  artifacts: FakeArtifactService;
  /** A new temporary folder, passed as `output-dir`. */
  outputDir: string;
  /**
   * Runs the action in `analytics` mode with the fakes' key, project and URL, plus `inputs`;
   * `eventPayload` defaults to {@link PRIVATE_REPOSITORY_EVENT}; `onSpawn` as for `runAction` (e.g. to cancel the run).
   */
  run: (
    inputs?: Record<string, string>,
    options?: {
      eventPayload?: unknown;
      eventName?: string;
      env?: Record<string, string>;
      onSpawn?: RunActionOptions['onSpawn'];
    },
  ) => Promise<ActionRun>;
  close: () => Promise<void>;
}

/** Starts the fakes (the fake Mintlify with `mintlifyOptions`) and makes the output folder (`prefix` names it). */
export async function startAnalyticsWorld(
  prefix = 'an-e2e-',
  mintlifyOptions: FakeMintlifyOptions = {},
): Promise<AnalyticsWorld> {
  const mintlify = await startFakeMintlify(mintlifyOptions);
  const artifacts = await startFakeArtifactService();
  const outputDir = await mkdtemp(join(tmpdir(), prefix));
  return {
    mintlify,
    artifacts,
    outputDir,
    run: (inputs = {}, options = {}) =>
      runAction({
        inputs: {
          mode: 'analytics',
          'api-key': mintlify.apiKey,
          'project-id': mintlify.projectId,
          'api-url': mintlify.url,
          'output-dir': outputDir,
          ...inputs,
        },
        eventName: options.eventName ?? 'schedule',
        eventPayload: options.eventPayload ?? PRIVATE_REPOSITORY_EVENT,
        env: { ...artifacts.env(), ...options.env },
        ...(options.onSpawn === undefined ? {} : { onSpawn: options.onSpawn }),
      }),
    close: async () => {
      await Promise.all([mintlify.close(), artifacts.close()]);
      await rm(outputDir, { recursive: true, force: true });
    },
  };
}
