/**
 * Enterprise runners end to end: the built action behind a forward proxy (the `proxy` package
 * from npm, `fakes/forward-proxy.ts`), with `NO_PROXY`, with a proxy that cannot be reached, and
 * on a GitHub Enterprise Server layout (`GITHUB_API_URL=…/api/v3`, another `GITHUB_SERVER_URL`).
 *
 * "Reachable only through the proxy": the fakes listen on 127.0.0.1 (loopback is never proxied),
 * so the runs address them by made-up names (`mintlify.test`, `github.test`, `artifacts.test`)
 * that only the proxy maps to 127.0.0.1; a request that bypassed the proxy could not connect.
 * The `NO_PROXY` run gives the action's process a hosts file for those names
 * (`harness/runner-hosts.ts`), so that it can reach the fakes directly, and `NO_PROXY` naming
 * them: the proxy must then see nothing.
 *
 * Six runs of dist/index.js in all, each shared by the tests of its block.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakeArtifactService, type FakeArtifactService } from '../fakes/artifact-service.ts';
import { DOCS_URL, docsSiteAnalytics, weekRange } from '../fakes/docs-site.ts';
import { startForwardProxy, type ForwardProxy } from '../fakes/forward-proxy.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github.ts';
import { startFakeMintlify, type FakeMintlify } from '../fakes/mintlify.ts';
import { storedZip } from '../fakes/zip.ts';
import { PRIVATE_REPOSITORY_EVENT } from '../harness/analytics-world.ts';
import { PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { EXAMPLE_REPO, issueCommentEvent } from '../harness/payloads.ts';
import { runAction, type ActionRun } from '../harness/run-action.ts';
import { worldPerBlock } from '../harness/world-hooks.ts';

const ARTIFACT = 'mintlify-analytics-proj_123';
const PROXY_CREDENTIALS = 'proxy-user:Pr0xy$ecret@pw';
const PROXY_PASSWORD = 'Pr0xy$ecret@pw';
const FAKE_HOSTS = ['mintlify.test', 'github.test', 'artifacts.test'];
/** Environment that gives the action's process a hosts file mapping {@link FAKE_HOSTS} to 127.0.0.1. */
const RUNNER_HOSTS_FILE = {
  NODE_OPTIONS: `--import=${fileURLToPath(new URL('../harness/runner-hosts.ts', import.meta.url))}`,
  MINTLIFY_TEST_RUNNER_HOSTS: FAKE_HOSTS.join(','),
};
/** The GitHub Enterprise Server of the GHES runs. */
const GHES = 'https://github.acme-corp.test';
const PREVIOUS_RUN_ID = 1001;
const WEEK1 = new Date(Date.UTC(2026, 10, 9));

/** Every text a run exposed to people: log (less the masking commands), summary, outputs, and the given files. */
function exposed(run: ActionRun, ...more: string[]): string {
  return [
    run.stdout.replace(/^::add-mask::.*$/gm, ''),
    run.stderr,
    run.summary,
    JSON.stringify(run.outputs),
    ...more,
  ].join('\n');
}

/** `https://github.com/…` or `api.github.com`: a link to github.com (docs.github.com is not one). */
const GITHUB_COM = /(?<![\w.-])(?:api\.)?github\.com(?![\w.-])/;

function onHost(url: string, host: string): string {
  return url.replace('127.0.0.1', host);
}

/** A zip of a real analytics snapshot, made by the first run below (NO_PROXY), for the later runs' previous-snapshot download. */
let previousZip: Buffer;

describe('with NO_PROXY naming the fakes', () => {
  let proxy: ForwardProxy;
  let mintlify: FakeMintlify;
  let artifacts: FakeArtifactService;
  let github: FakeGitHub;
  let outputDir: string;
  let run: ActionRun;
  worldPerBlock(
    async () => {
      proxy = await startForwardProxy({ hosts: FAKE_HOSTS, credentials: PROXY_CREDENTIALS });
      mintlify = await startFakeMintlify();
      artifacts = await startFakeArtifactService({ host: 'artifacts.test' });
      github = await startFakeGitHub({ host: 'github.test' });
      outputDir = await mkdtemp(join(tmpdir(), 'noproxy-e2e-'));
    },
    async () => {
      await Promise.all([proxy.close(), mintlify.close(), artifacts.close(), github.close()]);
      await rm(outputDir, { recursive: true, force: true });
    },
  );
  beforeAll(async () => {
    run = await runAction({
      inputs: {
        mode: 'analytics',
        'api-key': mintlify.apiKey,
        'project-id': mintlify.projectId,
        'api-url': onHost(mintlify.url, 'mintlify.test'),
        'output-dir': outputDir,
        'github-token': 'ghs_test_token',
      },
      eventName: 'schedule',
      eventPayload: PRIVATE_REPOSITORY_EVENT,
      env: {
        ...artifacts.env(),
        GITHUB_API_URL: github.url,
        GITHUB_RUN_ID: String(PREVIOUS_RUN_ID),
        HTTPS_PROXY: proxy.urlWithCredentials,
        HTTP_PROXY: proxy.urlWithCredentials,
        NO_PROXY: `example.org, ${FAKE_HOSTS.join(', ')}`,
        ...RUNNER_HOSTS_FILE,
      },
    });
    const zip = artifacts.artifacts.find((a) => a.name === ARTIFACT && a.finalized)?.zip;
    if (zip === undefined) throw new Error(`the NO_PROXY run uploaded no artifact:\n${run.stdout}\n${run.stderr}`);
    previousZip = zip;
  }, 60_000);

  it('exports, looks up the previous artifact and uploads, every request going direct: the proxy sees none', () => {
    expect(run.exitCode, run.stdout).toBe(0);
    expect(mintlify.count('*')).toBeGreaterThan(0);
    expect(github.requests.map((r) => r.path)).toContain('/repos/acme/docs/actions/artifacts');
    expect(artifacts.finalizeRequests.length).toBe(1);
    expect(proxy.requests).toEqual([]);
  });
});

describe('with NO_PROXY=* (issue 39, point 8)', () => {
  let proxy: ForwardProxy;
  let mintlify: FakeMintlify;
  let artifacts: FakeArtifactService;
  let outputDir: string;
  let run: ActionRun;
  worldPerBlock(
    async () => {
      proxy = await startForwardProxy({ hosts: FAKE_HOSTS, credentials: PROXY_CREDENTIALS });
      mintlify = await startFakeMintlify();
      artifacts = await startFakeArtifactService({ host: 'artifacts.test' });
      outputDir = await mkdtemp(join(tmpdir(), 'noproxy-star-e2e-'));
    },
    async () => {
      await Promise.all([proxy.close(), mintlify.close(), artifacts.close()]);
      await rm(outputDir, { recursive: true, force: true });
    },
  );
  beforeAll(async () => {
    run = await runAction({
      inputs: {
        mode: 'page-views',
        'api-key': mintlify.apiKey,
        'project-id': mintlify.projectId,
        'api-url': onHost(mintlify.url, 'mintlify.test'),
        'output-dir': outputDir,
        'github-token': '',
        resume: 'false',
      },
      eventName: 'schedule',
      eventPayload: PRIVATE_REPOSITORY_EVENT,
      env: {
        ...artifacts.env(),
        HTTPS_PROXY: proxy.urlWithCredentials,
        HTTP_PROXY: proxy.urlWithCredentials,
        NO_PROXY: '*',
        ...RUNNER_HOSTS_FILE,
      },
    });
  }, 60_000);

  it('uploads the artifact to blob storage directly, like every other request: the proxy sees none', () => {
    expect(run.exitCode, run.stdout).toBe(0);
    expect(artifacts.blobRequests.length).toBeGreaterThan(0);
    expect(artifacts.finalizeRequests.length).toBe(1);
    expect(proxy.requests).toEqual([]);
  });
});

describe('behind a forward proxy that alone reaches the fakes', () => {
  let proxy: ForwardProxy;
  let mintlify: FakeMintlify;
  let artifacts: FakeArtifactService;
  let github: FakeGitHub;
  let outputDir: string;
  let analytics: ActionRun;
  let pageViews: ActionRun;
  /** Proxy requests of each run. */
  const seen: Record<'analytics' | 'pageViews', ForwardProxy['requests']> = { analytics: [], pageViews: [] };
  const counts = {
    analytics: { mintlify: 0, github: 0, twirp: 0, blob: 0 },
    pageViews: { mintlify: 0, github: 0, twirp: 0, blob: 0 },
  };
  worldPerBlock(
    async () => {
      proxy = await startForwardProxy({ hosts: FAKE_HOSTS, credentials: PROXY_CREDENTIALS });
      mintlify = await startFakeMintlify();
      artifacts = await startFakeArtifactService({ host: 'artifacts.test' });
      github = await startFakeGitHub({ host: 'github.test' });
      github.seedArtifact({
        name: ARTIFACT,
        zip: previousZip,
        runId: PREVIOUS_RUN_ID,
        createdAt: '2026-11-16T06:30:00Z',
      });
      mintlify.setAnalytics({ views: { generated: 30 } });
      outputDir = await mkdtemp(join(tmpdir(), 'proxy-e2e-'));
    },
    async () => {
      await Promise.all([proxy.close(), mintlify.close(), artifacts.close(), github.close()]);
      await rm(outputDir, { recursive: true, force: true });
    },
  );
  beforeAll(async () => {
    const env = {
      ...artifacts.env(),
      GITHUB_API_URL: github.url,
      https_proxy: proxy.urlWithCredentials,
      http_proxy: proxy.urlWithCredentials,
      NO_PROXY: 'example.org',
    };
    // resume: false: the seeded previous artifact is the complete snapshot of the same (default)
    // range, which a resuming run would report without a request (resume.e2e tests that).
    const common = {
      'api-key': mintlify.apiKey,
      'project-id': mintlify.projectId,
      'api-url': onHost(mintlify.url, 'mintlify.test'),
      'github-token': 'ghs_test_token',
      resume: 'false',
    };
    const snapshot = () => ({
      mintlify: mintlify.count('*'),
      github: github.requests.length,
      twirp: artifacts.createRequests.length + artifacts.finalizeRequests.length,
      blob: artifacts.blobRequests.length,
    });
    const delta = (before: ReturnType<typeof snapshot>) => {
      const after = snapshot();
      return {
        mintlify: after.mintlify - before.mintlify,
        github: after.github - before.github,
        twirp: after.twirp - before.twirp,
        blob: after.blob - before.blob,
      };
    };
    let before = snapshot();
    analytics = await runAction({
      inputs: { ...common, mode: 'analytics', 'output-dir': join(outputDir, 'analytics') },
      eventName: 'schedule',
      eventPayload: PRIVATE_REPOSITORY_EVENT,
      env,
    });
    counts.analytics = delta(before);
    seen.analytics = proxy.requests.slice();
    before = snapshot();
    pageViews = await runAction({
      inputs: {
        ...common,
        mode: 'page-views',
        'output-dir': join(outputDir, 'page-views'),
        'artifact-name': 'page-views',
      },
      env,
    });
    counts.pageViews = delta(before);
    seen.pageViews = proxy.requests.slice(seen.analytics.length);
  }, 90_000);

  it('analytics: exports, downloads the previous snapshot and uploads its artifact through the proxy', async () => {
    expect(analytics.exitCode, analytics.stdout + analytics.stderr).toBe(0);
    const findings = JSON.parse(await readFile(join(outputDir, 'analytics', 'findings.json'), 'utf8')) as {
      compare: { status: string };
    };
    expect(findings.compare.status).toBe('compared');
    expect(analytics.outputs['artifact-id']).toMatch(/^\d+$/);
    expect(github.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/repos/acme/docs/actions/artifacts',
        expect.stringMatching(/\/actions\/artifacts\/\d+\/zip$/),
        expect.stringMatching(/^\/_blob\/artifacts\//),
      ]),
    );
  });

  it('analytics: every request reached its fake through the proxy, with the proxy credentials', () => {
    const hosts = new Set(seen.analytics.map((r) => r.host));
    expect(hosts).toEqual(new Set(['mintlify.test', 'github.test', 'artifacts.test']));
    expect(seen.analytics.every((r) => r.allowed && r.credentials === PROXY_CREDENTIALS)).toBe(true);
    // Through a tunnel (CONNECT) the proxy cannot count requests, only connections: each fake's
    // requests arrived on connections the proxy opened (none could arrive otherwise), and
    // absolute-URI requests (the blob upload) are counted one by one.
    for (const [fake, host] of [
      ['mintlify', 'mintlify.test'],
      ['github', 'github.test'],
    ] as const) {
      expect(counts.analytics[fake], fake).toBeGreaterThan(0);
      expect(seen.analytics.filter((r) => r.host === host).length, host).toBeGreaterThan(0);
    }
    expect(counts.analytics.twirp).toBe(2);
    expect(seen.analytics.filter((r) => r.host === 'artifacts.test' && r.method === 'CONNECT').length).toBeGreaterThan(
      0,
    );
    // The blob upload (http-proxy-agent: absolute-URI requests) is counted request by request.
    expect(seen.analytics.filter((r) => r.host === 'artifacts.test' && r.method === 'PUT').length).toBe(
      counts.analytics.blob,
    );
  });

  it('page-views: exports and uploads through the proxy', () => {
    expect(pageViews.exitCode, pageViews.stdout + pageViews.stderr).toBe(0);
    expect(Number(pageViews.outputs.rows)).toBeGreaterThan(0);
    expect(pageViews.outputs['artifact-id']).toMatch(/^\d+$/);
    expect(new Set(seen.pageViews.map((r) => r.host))).toEqual(new Set(['mintlify.test', 'artifacts.test']));
    expect(counts.pageViews.mintlify).toBeGreaterThan(0);
  });

  it('never shows the proxy credentials: they are masked, and absent from logs, summaries and outputs', () => {
    for (const run of [analytics, pageViews]) {
      expect(run.stdout).toContain(`::add-mask::${PROXY_PASSWORD}`);
      expect(exposed(run)).not.toContain(PROXY_PASSWORD);
      expect(exposed(run)).not.toContain(encodeURIComponent(PROXY_PASSWORD));
    }
  });
});

describe('an unreachable proxy', () => {
  let mintlify: FakeMintlify;
  let outputDir: string;
  let run: ActionRun;
  worldPerBlock(
    async () => {
      mintlify = await startFakeMintlify();
      outputDir = await mkdtemp(join(tmpdir(), 'proxy-down-e2e-'));
    },
    async () => {
      await mintlify.close();
      await rm(outputDir, { recursive: true, force: true });
    },
  );
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const down = `http://proxy-user:${encodeURIComponent(PROXY_PASSWORD)}@127.0.0.1:1`;
    run = await runAction({
      inputs: {
        mode: 'page-views',
        'api-key': mintlify.apiKey,
        'project-id': mintlify.projectId,
        'api-url': 'https://api.mintlify.test',
        'output-dir': outputDir,
        'max-requests': '1',
        'upload-artifact': 'false',
      },
      env: { HTTPS_PROXY: down, HTTP_PROXY: down },
    });
  }, 60_000);

  it('fails with a message naming the proxy (credentials redacted) and the host it was asked for', () => {
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /::error::.*could not reach https:\/\/api\.mintlify\.test through the proxy http:\/\/\*\*\*@127\.0\.0\.1:1 \(ECONNREFUSED\)/,
    );
    expect(run.stdout).not.toContain('fetch failed');
    expect(exposed(run)).not.toContain(PROXY_PASSWORD);
    expect(exposed(run)).not.toContain(encodeURIComponent(PROXY_PASSWORD));
  });
});

describe('on GitHub Enterprise Server (API under /api/v3, another server URL)', () => {
  let mintlify: FakeMintlify;
  let artifacts: FakeArtifactService;
  let github: FakeGitHub;
  let outputDir: string;
  let run: ActionRun;
  worldPerBlock(
    async () => {
      mintlify = await startFakeMintlify();
      artifacts = await startFakeArtifactService();
      github = await startFakeGitHub({ pathPrefix: '/api/v3', serverUrl: GHES });
      github.seedArtifact({
        name: ARTIFACT,
        zip: previousZip,
        runId: PREVIOUS_RUN_ID,
        createdAt: '2026-11-16T06:30:00Z',
      });
      // A newer artifact of that name holding more entries than a snapshot ever does (issue 39).
      github.seedArtifact({
        name: ARTIFACT,
        zip: storedZip(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}.json`, '{}']))),
        runId: PREVIOUS_RUN_ID + 1,
        createdAt: '2026-11-17T06:30:00Z',
      });
      // Two weeks of a realistic docs site: findings, hence finding issues with their links.
      mintlify.setAnalytics(docsSiteAnalytics(WEEK1));
      outputDir = await mkdtemp(join(tmpdir(), 'ghes-e2e-'));
    },
    async () => {
      await Promise.all([mintlify.close(), artifacts.close(), github.close()]);
      await rm(outputDir, { recursive: true, force: true });
    },
  );
  beforeAll(async () => {
    run = await runAction({
      inputs: {
        mode: 'analytics',
        'api-key': mintlify.apiKey,
        'project-id': mintlify.projectId,
        'api-url': mintlify.url,
        'output-dir': outputDir,
        'github-token': 'ghs_test_token',
        ...weekRange(WEEK1, 2),
        'docs-url': DOCS_URL,
        'file-issues': 'true',
      },
      eventName: 'schedule',
      eventPayload: PRIVATE_REPOSITORY_EVENT,
      env: { ...artifacts.env(), GITHUB_SERVER_URL: GHES, GITHUB_API_URL: github.url },
    });
  }, 60_000);

  it('sends every GitHub request under /api/v3 and reads the previous snapshot there, without @actions/artifact', async () => {
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(github.url).toMatch(/\/api\/v3$/);
    expect(github.requests.length).toBeGreaterThan(0);
    expect(github.requests.filter((r) => !r.sentPath.startsWith('/api/v3/'))).toEqual([]);
    expect(github.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/actions\/artifacts\/\d+\/zip$/),
        expect.stringMatching(/^\/_blob\/artifacts\//),
      ]),
    );
    const findings = JSON.parse(await readFile(join(outputDir, 'findings.json'), 'utf8')) as {
      compare: { status: string };
      run: { url: string };
    };
    expect(findings.compare.status).toBe('compared');
    expect(findings.run.url).toBe(`${GHES}/acme/docs/actions/runs/1234567890`);
  });

  it('refuses a newer artifact of more entries than the bound before unzipping it, and reads the older snapshot (issue 39, point 7)', () => {
    expect(run.stdout).toMatch(/the zip holds 1001 entries, more than the 1000 read as a previous snapshot/);
    expect(run.stdout).toMatch(/compared with run 1001/);
  });

  it('skips the artifact upload with one warning saying why and what to do, and does not fail', () => {
    const warnings = run.stdout.split('\n').filter((l) => l.startsWith('::warning'));
    expect(warnings).toEqual([
      expect.stringContaining(`Skipped uploading artifact ${ARTIFACT}: ${GHES} is GitHub Enterprise Server`),
    ]);
    expect(warnings[0]).toContain(
      `The files are in ${outputDir}: upload them with a later step of the workflow, e.g. actions/upload-artifact@v3-node20`,
    );
    expect(artifacts.createRequests).toEqual([]);
    expect(run.outputs['artifact-id']).toBe('');
    expect(run.outputs['artifact-url']).toBe('');
    expect(run.summary).toContain('not uploaded (GitHub Enterprise Server');
  });

  it('files the finding issues through /api/v3, linking to the GHES server', () => {
    expect(github.issues.length).toBeGreaterThan(0);
    expect(github.issues.map((i) => i.body).join('\n')).toContain(`${GHES}/acme/docs/actions/runs/1234567890`);
  });

  it('names no github.com anywhere: log, summary, outputs, findings.json, issues and their comments', async () => {
    const findings = await readFile(join(outputDir, 'findings.json'), 'utf8');
    const issues = github.issues.map((i) => `${i.title}\n${i.body}`);
    const comments = github.issueComments.map((c) => c.body);
    expect(exposed(run, findings, ...issues, ...comments)).not.toMatch(GITHUB_COM);
    expect(exposed(run, findings)).toContain(GHES);
  });
});

describe('follow-up on GitHub Enterprise Server, behind the proxy', () => {
  let proxy: ForwardProxy;
  let world: FollowUpWorld;
  let run: ActionRun;
  const AGENT_PR = `${GHES}/${EXAMPLE_REPO}/pull/42`;
  worldPerBlock(
    async () => {
      proxy = await startForwardProxy({ hosts: ['mintlify.test', 'github.test'], credentials: PROXY_CREDENTIALS });
      world = await startFollowUpWorld({
        github: { host: 'github.test', pathPrefix: '/api/v3', serverUrl: GHES },
        job: { prLink: AGENT_PR, source: { repository: `${GHES}/${EXAMPLE_REPO}`, ref: 'feature-42' } },
      });
    },
    async () => {
      await Promise.all([proxy.close(), world.close()]);
    },
  );
  beforeAll(async () => {
    const trigger = world.github.seedIssueComment({
      issueNumber: PR_NUMBER,
      body: '/mintlify add a changelog entry',
      login: 'carol',
    });
    // The webhook payload as GHES sends it: its links on the GHES server and API.
    const payload = JSON.parse(
      JSON.stringify(issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'carol' }))
        .replaceAll('https://api.github.com', world.github.url)
        .replaceAll('https://github.com', GHES),
    ) as unknown;
    run = await world.run({
      inputs: { 'api-url': onHost(world.mintlify.url, 'mintlify.test') },
      eventName: 'issue_comment',
      eventPayload: payload,
      env: { GITHUB_SERVER_URL: GHES, HTTPS_PROXY: proxy.urlWithCredentials, HTTP_PROXY: proxy.urlWithCredentials },
    });
  }, 60_000);

  it('delivers the instruction and reports in the PR, every request through the proxy and under /api/v3 (GraphQL at /api/graphql)', () => {
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(world.mintlify.messages.map((m) => m.prompt)).toEqual(['add a changelog entry']);
    expect(new Set(proxy.requests.map((r) => r.host))).toEqual(new Set(['mintlify.test', 'github.test']));
    expect(proxy.requests.every((r) => r.allowed)).toBe(true);
    // GHES serves GraphQL beside the REST API: who wrote and who edited the records is asked there.
    expect(
      world.github.requests.filter((r) => !r.sentPath.startsWith('/api/v3/') && r.sentPath !== '/api/graphql'),
    ).toEqual([]);
    expect(world.github.requests.some((r) => r.sentPath === '/api/graphql' && r.status === 200)).toBe(true);
  });

  it('links to the GHES server only: comments, summary and outputs name no github.com', () => {
    const text = world.everything(run);
    expect(text).toContain(`${GHES}/${EXAMPLE_REPO}/actions/runs/1234567890`);
    expect(text).not.toMatch(GITHUB_COM);
    expect(text).not.toContain(PROXY_PASSWORD);
  });
});
