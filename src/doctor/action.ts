/**
 * Wires `mode: doctor` to the runner: runs the checks (`run.ts`), logs each, writes the job
 * summary (one table row per check, with what to do), sets the output `problems` (their count)
 * and fails the step when it is above 0. Run it by hand (`workflow_dispatch`) after a set-up or
 * a change; it spends no agent use and sends no POST to Mintlify.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from '@actions/core';
import { escapeHtml, escapeUntrustedHtml } from '../format/escape.ts';
import { logText } from '../format/log-text.ts';
import { workflowIdentity } from '../github/identity.ts';
import { writeJobSummary } from '../github/job-summary.ts';
import { createRunOctokit } from '../github/octokit.ts';
import type { RunnerContext } from '../github/runner-context.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { DoctorInputs } from './inputs.ts';
import { runDoctor, type DoctorCheck } from './run.ts';

/** Workflow files read from the checkout at most, each at most this many bytes: visible bounds. */
const MAX_WORKFLOW_FILES = 200;
const MAX_WORKFLOW_BYTES = 512 * 1024;

/** The workflow files of the checkout at `workspace`, or `undefined` when it has no `.github/workflows`. */
async function readWorkflows(workspace: string): Promise<Array<{ file: string; text: string }> | undefined> {
  if (!workspace) return undefined;
  const dir = join(workspace, '.github', 'workflows');
  const names = await readdir(dir).catch(() => undefined);
  if (names === undefined) return undefined;
  const files = names
    .filter((n) => /\.ya?ml$/.test(n))
    .sort()
    .slice(0, MAX_WORKFLOW_FILES);
  return Promise.all(
    files.map(async (name) => ({
      file: `.github/workflows/${name}`,
      text: (await readFile(join(dir, name), 'utf8')).slice(0, MAX_WORKFLOW_BYTES),
    })),
  );
}

const ICONS: Record<DoctorCheck['outcome'], string> = { ok: '✅', problem: '❌', 'not-checked': '➖' };

/** The doctor's job summary: a heading, the count, and the table of checks (every string escaped). */
function addDoctorSummary(summary: typeof core.summary, rows: readonly DoctorCheck[], problems: number) {
  summary.addHeading('Mintlify action: doctor', 2);
  summary.addRaw(
    `<p>${problems === 0 ? 'No problem found' : `<strong>${problems} ${problems === 1 ? 'problem' : 'problems'}</strong> found`} in ${rows.length} checks. No agent use was spent; nothing was sent to Mintlify but reads.</p>`,
    true,
  );
  summary.addTable([
    [
      { data: 'Check', header: true },
      { data: 'Result', header: true },
      { data: 'What to do', header: true },
    ],
    ...rows.map((r) => [
      escapeHtml(r.check),
      `${ICONS[r.outcome]} ${escapeUntrustedHtml(r.detail, '', 600)}`,
      r.fix ? escapeUntrustedHtml(r.fix, '', 600) : '—',
    ]),
  ]);
  return summary;
}

/**
 * Runs `doctor` end to end and reports through `@actions/core`.
 * @throws Error naming the problems when there is any (the step fails), after the summary and the output are written.
 */
export async function runDoctorStep(
  inputs: DoctorInputs,
  mintlify: MintlifyClient,
  runner: RunnerContext,
): Promise<void> {
  const { owner, repo } = runner;
  if (!owner || !repo) throw new Error('doctor needs GITHUB_REPOSITORY (owner/name), which the runner sets');
  const octokit = createRunOctokit(inputs.githubToken, runner, (line) => core.info(logText(line)));
  const rows = await runDoctor({
    inputs,
    octokit,
    mintlify: { getJob: (id, call) => mintlify.getJob(id, call) },
    home: { owner, repo },
    workflows: () => readWorkflows(runner.workspace),
    actionRepository: runner.actionRepository,
    identity: workflowIdentity(octokit),
    warn: (line) => core.warning(line),
  });
  for (const row of rows)
    core.info(logText(`${ICONS[row.outcome]} ${row.check}: ${row.detail}${row.fix ? ` — ${row.fix}` : ''}`));
  const found = rows.filter((r) => r.outcome === 'problem');
  core.setOutput('problems', found.length);
  await writeJobSummary((summary) => addDoctorSummary(summary, rows, found.length));
  if (found.length > 0)
    throw new Error(
      `The doctor found ${found.length} ${found.length === 1 ? 'problem' : 'problems'}: ${found.map((r) => `${r.check}: ${r.detail}`).join('; ')}. The job summary says what to do for each.`,
    );
  core.info(logText('The doctor found no problem.'));
}
