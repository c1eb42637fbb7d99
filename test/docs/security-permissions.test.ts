/**
 * SECURITY.md agrees with the examples and the code (issue 38): its table of workflows lists
 * every example with exactly the `permissions:` the example grants, the mode it runs and the API
 * key scope it needs; what the code requires of each mode is granted; and every example and
 * snippet starts with `agent-findings` at 0.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_DEFAULTS } from '../../src/input-fields.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFile(join(root, path), 'utf8');

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

/** The modes a step runs: its `mode`, or those of the sub-action it uses (`agent/`: follow-up and reconcile, by the event). */
function modesOf(step: Step): string[] {
  if (/mintlify-action\/agent@/.test(step.uses ?? '')) return ['follow-up', 'reconcile'];
  if (/mintlify-action\/analytics@/.test(step.uses ?? '')) return ['analytics'];
  return typeof step.with?.mode === 'string' ? [step.with.mode] : [];
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, { permissions?: Record<string, string>; steps?: Step[]; uses?: string }>;
}

/** A job that calls this repository's reusable workflow runs its steps (`.github/workflows/agent.yml`). */
const REUSABLE = /\/\.github\/workflows\/agent\.yml@/;
const reusableSteps = Object.values((parse(await read('.github/workflows/agent.yml')) as Workflow).jobs).flatMap(
  (job) => job.steps ?? [],
);

/** One row of SECURITY.md's table of workflows. */
interface Row {
  example: string;
  modes: string[];
  permissions: string[];
  scope: string;
}

/** The rows of the table whose header names `permissions:`, in SECURITY.md's "Hosts and permissions". */
async function securityRows(): Promise<Row[]> {
  const text = await read('SECURITY.md');
  const section = text.split('\n## Hosts and permissions\n')[1] ?? '';
  const lines = section.split('\n');
  const header = lines.findIndex((l) => l.startsWith('|') && l.includes('`permissions:`'));
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').map((c) => c.trim());
    const codes = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    rows.push({
      example: /\((examples\/[^)]+)\)/.exec(cells[1] ?? '')?.[1] ?? '',
      modes: codes(cells[2]),
      permissions: codes(cells[3]).sort(),
      scope: codes(cells[4])[0] ?? '',
    });
  }
  return rows;
}

/** What an example grants (top-level and job-level `permissions:` together) and runs. */
function grants(workflow: Workflow): { permissions: string[]; steps: Step[] } {
  const all = { ...workflow.permissions };
  for (const job of Object.values(workflow.jobs)) Object.assign(all, job.permissions);
  const steps = Object.values(workflow.jobs).flatMap(
    (job) => job.steps ?? (typeof job.uses === 'string' && REUSABLE.test(job.uses) ? reusableSteps : []),
  );
  return {
    permissions: Object.entries(all)
      .map(([name, level]) => `${name}: ${level}`)
      .sort(),
    steps,
  };
}

const examples = async () =>
  (await readdir(join(root, 'examples'))).filter((f) => f.endsWith('.yml')).map((f) => `examples/${f}`);

describe("SECURITY.md's table of workflows", async () => {
  it('lists every example once, and nothing else', async () => {
    const rows = await securityRows();
    expect(rows.map((r) => r.example).sort()).toEqual((await examples()).sort());
  });

  it.each([...(await examples())])('%s: grants exactly what the table says, for the mode it runs', async (file) => {
    const row = (await securityRows()).find((r) => r.example === file);
    const { permissions, steps } = grants(parse(await read(file)) as Workflow);
    expect(permissions).toEqual(row?.permissions);
    const modes = [...new Set(steps.flatMap(modesOf))];
    expect(modes).toEqual(row?.modes);
  });

  it.each([...(await examples())])('%s: grants what the code needs of its mode', async (file) => {
    const { permissions, steps } = grants(parse(await read(file)) as Workflow);
    for (const [step, mode] of steps.flatMap((s) => modesOf(s).map((m) => [s, m] as const))) {
      // The daily count of agent-uses-per-day is git refs: every workflow that may send needs contents: write.
      if (mode === 'follow-up')
        expect(permissions).toEqual(expect.arrayContaining(['contents: write', 'issues: write']));
      // resume (the default) lists and downloads the previous run's artifact.
      if (
        (mode === 'page-views' || mode === 'analytics') &&
        String(step.with?.resume ?? INPUT_DEFAULTS.resume) === 'true'
      )
        expect(permissions).toContain('actions: read');
      if (mode === 'analytics' && String(step.with?.['file-issues']) === 'true')
        expect(permissions).toContain('issues: write');
      if (mode === 'reconcile')
        expect(permissions).toEqual(expect.arrayContaining(['issues: write', 'pull-requests: write']));
    }
  });

  it.each([...(await examples())])('%s: names the API key scope its mode needs', async (file) => {
    const row = (await securityRows()).find((r) => r.example === file);
    const { steps } = grants(parse(await read(file)) as Workflow);
    const starts = steps.some((s) => modesOf(s).includes('follow-up'));
    expect(row?.scope).toBe(starts ? 'write' : 'read');
  });
});

describe('agent-findings', () => {
  it('is 0 in every example and in every workflow the docs show, with the step to raise it', async () => {
    const docs = (await readdir(join(root, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
    for (const file of [...(await examples()), ...docs, 'README.md']) {
      const text = await read(file);
      for (const match of text.matchAll(/^\s*agent-findings:\s*(.+)$/gm)) {
        const value = (match[1] ?? '').replace(/\s+#.*$/, '').trim();
        if (value === '' || value.startsWith('description')) continue;
        expect([file, value]).toEqual([
          file,
          expect.stringMatching(/^(0|'0'|\$\{\{ inputs\.agent-findings \|\| '0' \}\})$/),
        ]);
      }
    }
    expect(await read('examples/docs-health-triage.yml')).toContain('Read them for a few weeks, then raise it');
  });
});
