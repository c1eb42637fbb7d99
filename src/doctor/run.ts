/**
 * `mode: doctor`: checks a set-up without spending an agent use, as a list of rows (one per
 * check, each with what to do when it fails). It reads only: `GET /v2/agent/{projectId}/job/{id}`
 * of an ID no job has (the key and the project; never a POST to Mintlify), and on GitHub each
 * repository (`GET /repos/{owner}/{repo}`), its agent label, its open labelled items and their
 * records (`agent-job/record.ts`, as reconcile reads them), and the workflow files of the
 * checkout. docs/troubleshooting.md#the-doctor lists the checks.
 */
import { errorMessage, MintlifyApiError } from '../errors.ts';
import { readItemRecord, type RecordContext } from '../agent-job/record.ts';
import { reconcileCovers } from '../agent-job/label.ts';
import { getLabelDescription, listLabelledPage, type LabelledItem, type RepoRef } from '../github/issues.ts';
import type { WorkflowIdentity } from '../github/identity.ts';
import type { Octokit } from '../github/octokit.ts';
import { resolveRepositories, type ResolvedRepository } from '../github/repository-list.ts';
import type { MintlifyClient } from '../mintlify/client.ts';
import type { DoctorInputs } from './inputs.ts';
import { actionUses, refsByKind } from './pins.ts';

/** One row of the doctor's table. */
export interface DoctorCheck {
  /** What was checked, e.g. `Mintlify API key`, `acme/api: agent label`. */
  check: string;
  /** `problem` rows are counted in the output `problems`; `not-checked` says why a check could not run. */
  outcome: 'ok' | 'problem' | 'not-checked';
  /** What was found. */
  detail: string;
  /** What to do (empty for `ok`). */
  fix: string;
}

/** What the doctor needs from the outside. */
export interface DoctorDeps {
  inputs: Pick<DoctorInputs, 'apiKey' | 'projectId' | 'apiUrl' | 'agentLabel' | 'repositories'>;
  octokit: Octokit;
  /** Reads only: the doctor has no way to POST. */
  mintlify: Pick<MintlifyClient, 'getJob'>;
  /** The calling repository. */
  home: RepoRef;
  /** The workflow files of the checkout (`.github/workflows/*.yml`), or `undefined` when nothing is checked out. */
  workflows: () => Promise<Array<{ file: string; text: string }> | undefined>;
  /** `GITHUB_ACTION_REPOSITORY`: this action's `owner/name` ('' when unknown). */
  actionRepository: string;
  /** Who the workflow writes as: a record counts only when it wrote it (as reconcile reads records). */
  identity: WorkflowIdentity;
  warn: (line: string) => void;
}

/** An ID no agent job has: the key and project check reads it and expects a 404 naming the job. */
const PROBE_JOB_ID = 'mintlify-action-doctor-probe';

/** Labelled items whose record is read per repository at most (one page): a visible bound. */
const MAX_ITEMS_PER_REPOSITORY = 100;

const ok = (check: string, detail: string): DoctorCheck => ({ check, outcome: 'ok', detail, fix: '' });
const problem = (check: string, detail: string, fix: string): DoctorCheck => ({
  check,
  outcome: 'problem',
  detail,
  fix,
});

/**
 * The key and the project, from one read of a job no one has: 404 naming the job means both
 * answer; 401 is a key invalid or expired; 403 an IP allowlist or a missing read scope; a 404
 * naming the project is a wrong `project-id`. The write scope is not checked (only a POST tells).
 */
async function checkMintlify(deps: DoctorDeps): Promise<DoctorCheck[]> {
  const { projectId } = deps.inputs;
  const keyRow = 'Mintlify API key';
  const projectRow = `Mintlify project ${projectId}`;
  const writeRow: DoctorCheck = {
    check: 'Mintlify API key: write scope',
    outcome: 'not-checked',
    detail: 'Only starting or messaging an agent job tells, and the doctor never sends one (it spends no agent use).',
    fix: 'Use an admin API key with the write scope for follow-up; a 403 on the first `/mintlify` names the scope.',
  };
  try {
    await deps.mintlify.getJob(PROBE_JOB_ID, { deadline: Date.now() + 30_000 });
    return [ok(keyRow, 'accepted'), ok(projectRow, 'answers'), writeRow];
  } catch (error) {
    const status = error instanceof MintlifyApiError ? error.status : undefined;
    const said = error instanceof MintlifyApiError ? (error.apiMessage ?? '') : '';
    if (status === 404 && /project/i.test(said) && !said.includes(PROBE_JOB_ID))
      return [
        ok(keyRow, 'accepted'),
        problem(
          projectRow,
          `not found with this key: ${errorMessage(error)}`,
          'Copy the project ID from the API keys page of the Mintlify dashboard into project-id, and use a key of the organization that owns it.',
        ),
        writeRow,
      ];
    if (status === 404) return [ok(keyRow, 'accepted (read scope)'), ok(projectRow, 'answers'), writeRow];
    const fix =
      status === 401
        ? 'Create a new admin API key in the Mintlify dashboard and update the MINTLIFY_API_KEY secret.'
        : status === 403
          ? "Check the key's read scope and IP allowlist in the Mintlify dashboard."
          : 'Check api-url and the runner’s network access to the Mintlify API, then run the doctor again.';
    return [
      problem(keyRow, errorMessage(error), fix),
      { check: projectRow, outcome: 'not-checked', detail: 'The key was refused first.', fix: '' },
      writeRow,
    ];
  }
}

/** The open items carrying the label in `repo`, the first page (at most {@link MAX_ITEMS_PER_REPOSITORY}). */
async function labelledItems(deps: DoctorDeps, repo: RepoRef): Promise<{ items: LabelledItem[]; more: boolean }> {
  const { items, next } = await listLabelledPage(deps.octokit, repo, deps.inputs.agentLabel, 1);
  return { items: items.slice(0, MAX_ITEMS_PER_REPOSITORY), more: next };
}

/**
 * One repository: the token reaches it with write access, the agent label is there, each open
 * labelled item's record verifies for this project, and a reconcile reads it when it has hand-offs.
 */
async function checkRepository(deps: DoctorDeps, repo: ResolvedRepository): Promise<DoctorCheck[]> {
  const name = `${repo.owner}/${repo.repo}`;
  const label = deps.inputs.agentLabel;
  const rows: DoctorCheck[] = [];
  try {
    const { data } = await deps.octokit.rest.repos.get({ owner: repo.owner, repo: repo.repo });
    if (data.permissions !== undefined && !data.permissions.push)
      return [
        problem(
          `${name}: token`,
          'the github-token reads it but cannot write (comments, labels)',
          `Give the token write access to ${name} (a GitHub App installed there with issues and pull requests: write).`,
        ),
      ];
    rows.push(ok(`${name}: token`, data.permissions ? 'reaches it with write access' : 'reaches it'));
  } catch (error) {
    return [
      problem(
        `${name}: token`,
        `the github-token does not reach it (${errorMessage(error)})`,
        `Install the GitHub App on ${name} and pass its token (secrets MINTLIFY_APP_ID and MINTLIFY_APP_PRIVATE_KEY of the reusable workflow), or remove it from repositories.`,
      ),
    ];
  }
  const description = await getLabelDescription(deps.octokit, repo, label);
  if (description === undefined) {
    rows.push(
      problem(
        `${name}: label ${label}`,
        'missing: hand-offs there cannot be found by a reconcile',
        `Create it (gh label create ${label} --repo ${name}), or run a reconcile that lists ${name} once: it creates it.`,
      ),
    );
    return rows;
  }
  rows.push(ok(`${name}: label ${label}`, 'present'));
  const { items, more } = await labelledItems(deps, repo);
  const context: RecordContext = {
    octokit: deps.octokit,
    repo,
    apiKey: deps.inputs.apiKey,
    project: { projectId: deps.inputs.projectId, apiUrl: deps.inputs.apiUrl },
    identity: deps.identity,
    warn: deps.warn,
  };
  let settled = 0;
  for (const item of items) {
    const where = `${name}#${item.number}`;
    try {
      const record = await readItemRecord(context, {
        number: item.number,
        isPullRequest: item.isPullRequest,
        issue: item.isPullRequest ? undefined : item,
      });
      if (record.jobs.length > 0) {
        settled += 1;
        continue;
      }
      rows.push(
        problem(
          `${where}: record`,
          `labelled ${label}, but no record on it verifies for project ${deps.inputs.projectId} with this key (another Mintlify project or key wrote it, or none did): no run can settle it`,
          `Run the workflow of the project that handed it off, or remove the label ${label} from ${where} by hand once its agent job is done.`,
        ),
      );
    } catch (error) {
      rows.push(problem(`${where}: record`, `could not be read: ${errorMessage(error)}`, 'Run the doctor again.'));
    }
  }
  if (items.length > 0 && settled === items.length)
    rows.push(
      ok(
        `${name}: records`,
        `${settled} labelled ${settled === 1 ? 'item verifies' : 'items verify'} for this project`,
      ),
    );
  if (more)
    rows.push({
      check: `${name}: records`,
      outcome: 'not-checked',
      detail: `only the first ${MAX_ITEMS_PER_REPOSITORY} labelled items were read`,
      fix: '',
    });
  if (items.length === 0) rows.push(ok(`${name}: reconcile`, 'no hand-off waits here'));
  else if (reconcileCovers(description)) rows.push(ok(`${name}: reconcile`, 'a reconcile reads it'));
  else
    rows.push(
      problem(
        `${name}: reconcile`,
        `${items.length} hand-off${items.length === 1 ? ' waits' : 's wait'} here, and no reconcile has read ${name}: their results are never posted`,
        `Add ${name} to repositories of the reconcile (the reusable workflow's schedule), or call the reusable workflow from ${name}.`,
      ),
    );
  return rows;
}

/** The workflows of the checkout pin one version of the action (and one of its reusable workflow). */
async function checkPins(deps: DoctorDeps): Promise<DoctorCheck> {
  const check = 'Workflows: one version of the action';
  const workflows = await deps.workflows();
  if (workflows === undefined)
    return {
      check,
      outcome: 'not-checked',
      detail: 'no .github/workflows in the workspace',
      fix: 'Add actions/checkout before the doctor step to check the workflows too.',
    };
  const byKind = refsByKind(actionUses(workflows, deps.actionRepository));
  const split = [...byKind.entries()].filter(([, refs]) => refs.size > 1);
  if (split.length === 0) {
    const count = [...byKind.values()].reduce((n, refs) => n + [...refs.values()].flat().length, 0);
    return ok(check, count === 0 ? 'no workflow here uses the action' : 'every workflow pins the same version');
  }
  const detail = split
    .map(([kind, refs]) =>
      [...refs.entries()].map(([ref, files]) => `${kind} @${ref} in ${files.join(', ')}`).join('; '),
    )
    .join('; ');
  return problem(
    check,
    `more than one version: ${detail}`,
    'Pin every uses: of the action (and of its reusable workflow) to the same release commit.',
  );
}

/**
 * Runs every check in order: Mintlify (key, project, write scope), each repository read by a
 * reconcile (this one first; `owner/*` as reconcile resolves it), the workflows' pins.
 * Never throws: a check that cannot run is a row.
 */
export async function runDoctor(deps: DoctorDeps): Promise<DoctorCheck[]> {
  const rows = await checkMintlify(deps);
  let repos: ResolvedRepository[];
  try {
    repos = await resolveRepositories(deps.octokit, deps.inputs.repositories, deps.home, deps.inputs.agentLabel);
  } catch (error) {
    rows.push(
      problem(
        'repositories',
        `an owner/* entry could not be searched: ${errorMessage(error)}`,
        'Give the token access to the owner’s repositories, or list them as owner/name.',
      ),
    );
    repos = [{ ...deps.home, named: true }];
  }
  const homeKey = `${deps.home.owner}/${deps.home.repo}`.toLowerCase();
  repos.sort(
    (a, b) =>
      Number(`${b.owner}/${b.repo}`.toLowerCase() === homeKey) -
      Number(`${a.owner}/${a.repo}`.toLowerCase() === homeKey),
  );
  for (const repo of repos) {
    try {
      rows.push(...(await checkRepository(deps, repo)));
    } catch (error) {
      rows.push(
        problem(`${repo.owner}/${repo.repo}`, `could not be checked: ${errorMessage(error)}`, 'Run the doctor again.'),
      );
    }
  }
  rows.push(await checkPins(deps));
  return rows;
}
