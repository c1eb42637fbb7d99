/**
 * Which earlier artifact may be read as the previous snapshot: the rules, pure, in one function
 * ({@link acceptPreviousArtifact}) that every previous-artifact lookup shares. Any run can upload an artifact of any
 * name, so one is accepted only when its run (`GET /repos/{owner}/{repo}/actions/runs/{run_id}`) ran this workflow
 * file (`path` against `GITHUB_WORKFLOW_REF`) on the default branch, was started by `schedule` or `workflow_dispatch`,
 * succeeded and came from this repository. A field missing from GitHub's answer, or an expectation this run cannot
 * state, refuses it: the rules fail closed. The snapshot's content is authenticated separately
 * (`export/manifest/manifest-mac.ts`). See docs/findings.md, "Trends: the previous snapshot".
 */
import { z } from 'zod';

/** The events whose runs may have written the previous snapshot. */
const PREVIOUS_SNAPSHOT_EVENTS: readonly string[] = ['schedule', 'workflow_dispatch'];

/** What the current run expects of the run that uploaded its previous snapshot. */
export interface PreviousRunExpectation {
  /** The current workflow's file, e.g. `.github/workflows/docs-health.yml`; `undefined` when unknown. */
  workflowPath: string | undefined;
  /** The repository's default branch; `undefined` when unknown. */
  defaultBranch: string | undefined;
}

/** An artifact as the artifact list describes it (`workflow_run` of "List artifacts for a repository"). */
export interface ListedArtifactRun {
  id: number;
  /** `workflow_run.head_branch`; `undefined` when GitHub left it out. */
  headBranch: string | undefined;
  repositoryId: number | undefined;
  headRepositoryId: number | undefined;
}

/** The outcome: the artifact accepted, or why not (a clause for the notice). */
export type PreviousArtifactVerdict<T> = { accepted: T } | { accepted: undefined; reason: string };

// Built on first use: only a run that compares with a previous snapshot reads a workflow run.
const RunSchema = z.lazy(() =>
  z.looseObject({
    id: z.number().int(),
    path: z.string().min(1),
    event: z.string().min(1),
    conclusion: z.string().min(1),
    head_branch: z.string().min(1),
    repository: z.looseObject({ id: z.number().int() }),
    head_repository: z.looseObject({ id: z.number().int() }),
  }),
);

/** `.github/workflows/x.yml` of a workflow path or ref (`owner/repo/.github/workflows/x.yml@refs/heads/main`). */
export function workflowFile(pathOrRef: string): string {
  const withoutRef = pathOrRef.replace(/@.*$/s, '');
  const at = withoutRef.indexOf('.github/workflows/');
  return at >= 0 ? withoutRef.slice(at) : withoutRef;
}

/**
 * Why the artifact list alone already refuses the run `listed` (another branch, a fork), or the
 * current run cannot state what it expects; `undefined` when its record must be read. Pure.
 */
export function listedRunRefusal(listed: ListedArtifactRun, expected: PreviousRunExpectation): string | undefined {
  const refuse = (why: string): string => `run ${listed.id} ${why}`;
  if (expected.workflowPath === undefined)
    return refuse('cannot be checked: the current workflow file is unknown (GITHUB_WORKFLOW_REF is not set)');
  if (expected.defaultBranch === undefined) return refuse('cannot be checked: the default branch is unknown');
  if (listed.headBranch !== undefined && listed.headBranch !== expected.defaultBranch)
    return refuse(
      `ran on the branch ${JSON.stringify(listed.headBranch.slice(0, 100))}, not the default branch ${expected.defaultBranch}`,
    );
  if (
    listed.repositoryId !== undefined &&
    listed.headRepositoryId !== undefined &&
    listed.repositoryId !== listed.headRepositoryId
  )
    return refuse('came from a fork');
  return undefined;
}

/**
 * Whether `artifact`, uploaded by the run `listed` (from the artifact list) whose record is
 * `run` (the body of `GET …/actions/runs/{run_id}`, untrusted: parsed here), may be read as the
 * previous snapshot (see the module comment). Pure.
 */
export function acceptPreviousArtifact<T>(
  artifact: T,
  listed: ListedArtifactRun,
  run: unknown,
  expected: PreviousRunExpectation,
): PreviousArtifactVerdict<T> {
  const refuse = (why: string): PreviousArtifactVerdict<T> => ({
    accepted: undefined,
    reason: `run ${listed.id} ${why}`,
  });
  const early = listedRunRefusal(listed, expected);
  if (early !== undefined) return { accepted: undefined, reason: early };
  if (expected.workflowPath === undefined || expected.defaultBranch === undefined) return refuse('cannot be checked');
  const parsed = RunSchema.safeParse(run);
  if (!parsed.success) {
    const missing = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? 'the run')))].join(', ');
    return refuse(`cannot be checked: GitHub's record of it lacks ${missing}`);
  }
  const r = parsed.data;
  if (r.id !== listed.id) return refuse(`cannot be checked: GitHub answered with run ${r.id}`);
  if (workflowFile(r.path) !== workflowFile(expected.workflowPath))
    return refuse(
      `is of another workflow (${JSON.stringify(r.path.slice(0, 200))}, not ${workflowFile(expected.workflowPath)})`,
    );
  if (r.head_branch !== expected.defaultBranch)
    return refuse(
      `ran on the branch ${JSON.stringify(r.head_branch.slice(0, 100))}, not the default branch ${expected.defaultBranch}`,
    );
  if (!PREVIOUS_SNAPSHOT_EVENTS.includes(r.event))
    return refuse(
      `was started by ${JSON.stringify(r.event.slice(0, 50))}, not by ${PREVIOUS_SNAPSHOT_EVENTS.join(' or ')}`,
    );
  if (r.conclusion !== 'success')
    return refuse(`did not succeed (conclusion ${JSON.stringify(r.conclusion.slice(0, 50))})`);
  if (r.head_repository.id !== r.repository.id) return refuse('came from a fork');
  return { accepted: artifact };
}
