import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportArtifactName, uploadArtifact, uploadExportArtifact } from '../../../src/export/artifact/artifact.ts';
import { artifactUrl } from '../../../src/github/urls.ts';
import { startFakeArtifactService, type FakeArtifactService } from '../../fakes/artifact-service.ts';
import { readRunnerContext } from '../../../src/github/runner-context.ts';

describe('artifactUrl', () => {
  it('builds the run artifact page like actions/upload-artifact', () => {
    const env = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '42' };
    expect(artifactUrl(readRunnerContext(env), 7)).toBe('https://github.com/acme/docs/actions/runs/42/artifacts/7');
  });

  it('defaults the server to github.com', () => {
    expect(artifactUrl(readRunnerContext({ GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '42' }), 7)).toBe(
      'https://github.com/acme/docs/actions/runs/42/artifacts/7',
    );
  });
});

describe('uploadArtifact', () => {
  let service: FakeArtifactService;
  let dir: string;
  const saved: Record<string, string | undefined> = {};

  beforeEach(async () => {
    service = await startFakeArtifactService();
    dir = await mkdtemp(join(tmpdir(), 'pv-artifact-'));
    for (const [key, value] of Object.entries(service.env())) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
  });

  afterEach(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await service.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads the files as one zip with the retention asked for and returns the artifact ID', async () => {
    await writeFile(join(dir, 'page-views.json'), '{}');
    await writeFile(join(dir, 'page-views.csv'), 'path,human,ai,total\r\n');
    const uploaded = await uploadArtifact({
      name: 'views',
      files: [join(dir, 'page-views.json'), join(dir, 'page-views.csv')],
      rootDirectory: dir,
      retentionDays: 7,
    });
    expect(uploaded.id).toBe(1);
    const zip = await service.readZip('views');
    expect(Object.fromEntries([...zip].map(([name, content]) => [name, content.toString('utf8')]))).toEqual({
      'page-views.json': '{}',
      'page-views.csv': 'path,human,ai,total\r\n',
    });
    const expiresAt = Date.parse(service.createRequests[0]?.expires_at ?? '');
    expect(Math.round((expiresAt - Date.now()) / 86_400_000)).toBe(7);
  });

  it('leaves the retention to the repository when none is given', async () => {
    await writeFile(join(dir, 'page-views.json'), '{}');
    await uploadArtifact({
      name: 'views',
      files: [join(dir, 'page-views.json')],
      rootDirectory: dir,
      retentionDays: undefined,
    });
    expect(service.createRequests[0]?.expires_at).toBeUndefined();
  });
});

describe('the export artifact', () => {
  const request = { name: 'views', files: ['/out/page-views.json'], rootDirectory: '/out', retentionDays: undefined };

  it('is named after artifact-name, with -partial for a partial export', () => {
    expect(exportArtifactName('mintlify-page-views-proj_1', true)).toBe('mintlify-page-views-proj_1');
    expect(exportArtifactName('mintlify-page-views-proj_1', false)).toBe('mintlify-page-views-proj_1-partial');
  });

  it('fails naming the artifact and the folder where the files still are', async () => {
    const refuse = async (): Promise<never> => {
      throw new Error('artifact storage is disabled.');
    };
    await expect(uploadExportArtifact(request, new AbortController().signal, refuse)).rejects.toThrow(
      'Uploading artifact views failed: artifact storage is disabled. The files are still in /out.',
    );
  });

  it('ends the reason in one full stop when the uploader error ends in "!" (as @github/local-action does)', async () => {
    const refuse = async (): Promise<never> => {
      throw new Error('LOCAL_ACTION_ARTIFACT_PATH must be set when interacting with @actions/artifact!');
    };
    await expect(uploadExportArtifact(request, new AbortController().signal, refuse)).rejects.toThrow(
      'Uploading artifact views failed: LOCAL_ACTION_ARTIFACT_PATH must be set when interacting with @actions/artifact. The files are still in /out.',
    );
  });
});
