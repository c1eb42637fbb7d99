/**
 * A fake Mintlify API, a fake artifact service and an output folder for `page-views`
 * end-to-end tests, plus a `run()` that executes `dist/index.js` against them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-service.ts';
import { startFakeMintlify, type FakeMintlify, type FakeMintlifyOptions } from '../fakes/mintlify.ts';
import { runAction, type ActionRun } from './run-action.ts';

/** Fakes, folder and runner of one test. */
export interface PageViewsWorld {
  mintlify: FakeMintlify;
  artifacts: FakeArtifactService;
  /** A new temporary folder, passed as `output-dir`. */
  outputDir: string;
  /** Runs the action in `page-views` mode with the fakes' key, project and URL, plus `inputs`. */
  run: (inputs?: Record<string, string>) => Promise<ActionRun>;
  close: () => Promise<void>;
}

/** Starts the fakes (`fake` configures the Mintlify one) and makes the output folder (`prefix` names it). */
export async function startPageViewsWorld(prefix = 'pv-e2e-', fake: FakeMintlifyOptions = {}): Promise<PageViewsWorld> {
  const mintlify = await startFakeMintlify(fake);
  const artifacts = await startFakeArtifactService();
  const outputDir = await mkdtemp(join(tmpdir(), prefix));
  return {
    mintlify,
    artifacts,
    outputDir,
    run: (inputs = {}) =>
      runAction({
        inputs: {
          mode: 'page-views',
          'api-key': mintlify.apiKey,
          'project-id': mintlify.projectId,
          'api-url': mintlify.url,
          'output-dir': outputDir,
          ...inputs,
        },
        env: artifacts.env(),
      }),
    close: async () => {
      await Promise.all([mintlify.close(), artifacts.close()]);
      await rm(outputDir, { recursive: true, force: true });
    },
  };
}
