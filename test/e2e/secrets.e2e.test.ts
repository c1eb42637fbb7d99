/**
 * Secrets end to end, on the built `dist/index.js`: an API error page that echoes the request
 * headers puts the API key right across the point where error text is cut (300 characters).
 * Neither the key nor any 8-character fragment of it, nor a GitHub token the page also echoes,
 * may appear anywhere the run writes: the step's stdout and stderr (annotations included),
 * GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, the PR comments (follow-up), and the files in
 * output-dir, manifest.json and the artifact (page-views).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PR_NUMBER, startFollowUpWorld, type FollowUpWorld } from '../harness/follow-up-world.ts';
import { startPageViewsWorld, type PageViewsWorld } from '../harness/page-views-world.ts';
import { issueCommentEvent } from '../harness/payloads.ts';
import type { ActionRun } from '../harness/run-action.ts';

/** A GitHub token of the classic shape that no input configures. */
const STRAY_TOKEN = 'ghp_16C7e42F292c6912E7710c838347Ae178B4a';
const AUTH_HEADER = 'Authorization: Bearer ';

/**
 * An HTML error page echoing the request headers, with the key starting so that the old cut
 * at 300 characters kept all of it but its last character.
 */
function echoPage(key: string): string {
  const lead = '<html><head><title>502 Bad Gateway</title></head><body><pre>'.padEnd(
    300 - (key.length - 1) - AUTH_HEADER.length,
    '.',
  );
  return `${lead}${AUTH_HEADER}${key}\nX-Debug-Token: ${STRAY_TOKEN}\nUser-Agent: mintlify-action/1</pre></body></html>`;
}

/**
 * Every 8-character piece of `secret`, less those made of digits only: the fake's key ends in
 * `0123456789`, and the run id (`1234567890`) legitimately appears in links.
 */
function fragments(secret: string): string[] {
  return Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8)).filter((f) => !/^\d+$/.test(f));
}

/** Asserts that no 8-character fragment of the key or the stray token is in any of `texts`. */
function expectNoSecret(texts: readonly string[], key: string): void {
  for (const text of texts) {
    for (const fragment of [...fragments(key), ...fragments(STRAY_TOKEN)]) expect(text).not.toContain(fragment);
  }
}

/** What the step printed, less the `::add-mask::` commands the runner consumes and never shows. */
function stepLog(run: ActionRun): string {
  return `${run.stdout.replace(/^::add-mask::.*$/gm, '')}\n${run.stderr}`;
}

/** The decoded `::error::` line of a failed run. */
function failure(run: ActionRun): string {
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
  return line.slice('::error::'.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Contents of every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const contents: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) contents.push(await readFile(join(entry.parentPath, entry.name), 'utf8'));
  }
  return contents;
}

describe('follow-up: an error page echoing the API key', () => {
  let world: FollowUpWorld;

  afterEach(async () => {
    await world.close();
  });

  it('reports the failure with the key redacted in the log, annotation, summary, outputs and PR comment', async () => {
    world = await startFollowUpWorld();
    const key = world.mintlify.apiKey;
    world.mintlify.inject({ route: 'message', kind: 'status', status: 500, body: echoPage(key) });
    const trigger = world.github.seedIssueComment({ issueNumber: PR_NUMBER, body: '/mintlify do it', login: 'alice' });
    const run = await world.run({
      eventName: 'issue_comment',
      eventPayload: issueCommentEvent({ id: trigger.id, body: trigger.body, login: 'alice' }),
    });

    expect(run.exitCode).toBe(1);
    expect(failure(run)).toContain('POST /v2/agent/{projectId}/job/{id}/message failed with HTTP 500: <html>');
    expect(failure(run)).toContain(AUTH_HEADER);
    const comments = world.github.issueComments.flatMap((c) => [c.body, ...c.edits]);
    expect(comments.join('\n')).toContain('HTTP 500');
    expectNoSecret([stepLog(run), run.summary, JSON.stringify(run.outputs), ...comments], key);
    expectNoSecret(await filesUnder(run.workDir), key);
  });

  it('redacts the key on a 400 whose page is longer than the cut, when no PR comment is involved', async () => {
    world = await startFollowUpWorld();
    const key = world.mintlify.apiKey;
    world.mintlify.inject({ route: 'message', kind: 'status', status: 400, body: echoPage(key) });
    const run = await world.run({ inputs: { prompt: 'do it' } });

    expect(run.exitCode).toBe(1);
    expect(failure(run)).toContain('failed with HTTP 400: <html>');
    expectNoSecret([world.everything(run)], key);
  });
});

describe('page-views: an error page echoing the API key', () => {
  let world: PageViewsWorld;

  afterEach(async () => {
    await world.close();
  });

  it('keeps a partial export whose files, manifest and artifact carry the error without the key', async () => {
    world = await startPageViewsWorld('pv-secrets-');
    const { mintlify, artifacts, outputDir } = world;
    const key = mintlify.apiKey;
    mintlify.setViews({ generated: 600 });
    mintlify.inject({ route: 'views', offset: 250, kind: 'status', status: 400, body: echoPage(key) });
    const run = await world.run();

    expect(run.exitCode).toBe(1);
    expect(failure(run)).toContain('HTTP 400 at offset 250: <html>');
    const files = await filesUnder(outputDir);
    const manifest = JSON.parse(await readFile(join(outputDir, 'manifest.json'), 'utf8')) as {
      complete: boolean;
      datasets: { views?: { error?: string } };
    };
    expect(manifest.complete).toBe(false);
    expect(manifest.datasets.views?.error).toContain(AUTH_HEADER);
    const zip = await artifacts.readZip('mintlify-page-views-proj_123-partial');
    const zipped = [...zip.values()].map((content) => content.toString('utf8'));
    expect(zipped.length).toBeGreaterThan(0);
    expectNoSecret([stepLog(run), run.summary, JSON.stringify(run.outputs), ...files, ...zipped], key);
    expectNoSecret(await filesUnder(run.workDir), key);
  });
});
