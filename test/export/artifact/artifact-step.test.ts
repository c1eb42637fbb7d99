import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  artifactSummaryHtml,
  ghesUploadWarning,
  publishExportArtifact,
} from '../../../src/export/artifact/artifact-step.ts';
import { isGitHubEnterpriseServer } from '../../../src/github/urls.ts';
import { readRunnerContext } from '../../../src/github/runner-context.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isGitHubEnterpriseServer (the rule of @actions/artifact)', () => {
  it.each([
    [undefined, false],
    ['https://github.com', false],
    ['https://GitHub.com/', false],
    ['https://acme.ghe.com', false],
    ['http://runner.localhost', false],
    ['https://github.acme-corp.test', true],
    ['https://ghes.internal:8443', true],
  ])('GITHUB_SERVER_URL=%s: %s', (server, ghes) => {
    expect(isGitHubEnterpriseServer(readRunnerContext(server === undefined ? {} : { GITHUB_SERVER_URL: server }))).toBe(
      ghes,
    );
  });
});

describe('the artifact step on GitHub Enterprise Server', () => {
  it('skips the upload with one warning (why, where the files are, what to use), empty outputs, no failure', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const uploader = vi.fn();
    const published = await publishExportArtifact({
      inputs: {
        uploadArtifact: true,
        artifactName: 'mintlify-page-views',
        outputDir: '/runner/out',
        retentionDays: undefined,
      },
      complete: true,
      files: ['/runner/out/page-views.json'],
      runner: readRunnerContext({ GITHUB_SERVER_URL: 'https://github.acme-corp.test', GITHUB_OUTPUT: '' }),
      signal: new AbortController().signal,
      uploader,
    });
    expect(published).toBe('unsupported-on-ghes');
    expect(uploader).not.toHaveBeenCalled();
    const warnings = lines
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('::warning'));
    expect(warnings).toEqual([
      `::warning::${ghesUploadWarning('mintlify-page-views', '/runner/out', 'https://github.acme-corp.test')}`,
    ]);
    expect(warnings[0]).toContain(
      'actions/upload-artifact@v3-node20 with name: mintlify-page-views and path: /runner/out',
    );
    expect(artifactSummaryHtml(published)).toBe(
      "not uploaded (GitHub Enterprise Server: upload the files of <code>output-dir</code> with the workflow's own step)",
    );
  });

  it('says nothing when upload-artifact is false', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const published = await publishExportArtifact({
      inputs: { uploadArtifact: false, artifactName: 'x', outputDir: '/out', retentionDays: undefined },
      complete: true,
      files: [],
      runner: readRunnerContext({ GITHUB_SERVER_URL: 'https://github.acme-corp.test' }),
      signal: new AbortController().signal,
    });
    expect(published).toBe('skipped');
    expect(write.mock.calls.map(String).join('')).not.toContain('::warning');
  });
});
