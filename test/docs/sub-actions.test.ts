/**
 * The sub-actions (`agent/action.yml`, `analytics/action.yml`, issue 46) never drift from the root
 * action.yml and the input table: each committed file is what `npm run generate-actions` writes,
 * each input is a root input with the root's default and `required`, each declares exactly the
 * inputs its modes read, and each runs an entry file the build writes. The event → mode routing
 * is tested here as pure logic; `test/e2e/sub-actions.e2e.test.ts` runs it on the bundle.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { subActionYml } from '../../scripts/generate-actions.ts';
import { ENTRY_NAMES } from '../../scripts/dist-entries.ts';
import { modeInputNames } from '../../src/inputs.ts';
import { SUB_ACTIONS, subActionMode, subActionOf, type SubActionName } from '../../src/sub-actions.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFile(join(root, path), 'utf8');

interface ActionYml {
  inputs: Record<string, { default?: string; required?: boolean; description: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string; post?: string };
}

const rootYml = await read('action.yml');
const rootAction = parse(rootYml) as ActionYml;
const names = Object.keys(SUB_ACTIONS) as SubActionName[];

describe.each(names)('%s/action.yml', (name) => {
  it('is what npm run generate-actions writes (rerun it after changing action.yml or an input)', async () => {
    expect(await read(`${name}/action.yml`)).toBe(await subActionYml(name, rootYml));
  });

  it("declares root inputs only, each with the root's default and required", async () => {
    const sub = parse(await read(`${name}/action.yml`)) as ActionYml;
    for (const [input, spec] of Object.entries(sub.inputs)) {
      const own = rootAction.inputs[input];
      expect([input, spec.default, spec.required === true]).toEqual([input, own?.default, own?.required === true]);
    }
    expect(Object.keys(sub.outputs).every((o) => o in rootAction.outputs)).toBe(true);
  });

  it('declares every input its modes read but the ones it leaves out, and no other', async () => {
    const sub = parse(await read(`${name}/action.yml`)) as ActionYml;
    const { modes, leaveOut } = SUB_ACTIONS[name];
    const reads = new Set(modes.flatMap((mode) => modeInputNames(mode)).filter((i) => !leaveOut.includes(i)));
    expect(Object.keys(sub.inputs).sort()).toEqual([...reads].sort());
    expect(sub.inputs).not.toHaveProperty('mode');
  });

  it('runs its own entry of the one bundle on node24', async () => {
    const sub = parse(await read(`${name}/action.yml`)) as ActionYml;
    expect(sub.runs.using).toBe('node24');
    expect(sub.runs.main).toBe(`../dist/${name}.js`);
    expect(ENTRY_NAMES).toContain(name);
    expect(subActionOf(join(root, name, sub.runs.main))).toBe(name);
  });
});

describe('docs/inputs.md', () => {
  it('lists the inputs of agent/action.yml as the file declares them', async () => {
    const sub = parse(await read('agent/action.yml')) as ActionYml;
    const section = (await read('docs/inputs.md')).split('## The sub-actions')[1]?.split('\n## ')[0] ?? '';
    const listed = /Inputs: ([^.]+)\./.exec(section.replace(/\s+/g, ' '))?.[1] ?? '';
    expect([...listed.matchAll(/`([a-z-]+)`/g)].map((m) => m[1])).toEqual(Object.keys(sub.inputs));
  });

  it('gives each input the modes that read it (their schemas), "all" when every mode does', async () => {
    const modes = ['follow-up', 'page-views', 'analytics', 'reconcile', 'doctor'] as const;
    const inputs = (await read('docs/inputs.md')).split('\n## Inputs\n')[1]?.split('\n## ')[0] ?? '';
    for (const name of Object.keys(rootAction.inputs)) {
      const row = new RegExp(`^\\| \`${name}\` +\\| ([^|]+?) +\\|`, 'm').exec(inputs)?.[1];
      const reading = modes.filter((mode) => modeInputNames(mode).includes(name));
      expect([name, row]).toEqual([name, reading.length === modes.length ? 'all' : reading.join(', ')]);
    }
  });
});

describe('the mode a sub-action runs', () => {
  it('is picked by the file the runner started; dist/index.js is the root action', () => {
    expect(subActionOf('/home/runner/work/_actions/acme/mintlify-action/v1/agent/../dist/agent.js')).toBe('agent');
    expect(subActionOf('C:\\a\\dist\\analytics.js')).toBe('analytics');
    expect(subActionOf('/x/dist/index.js')).toBeUndefined();
    expect(subActionOf(undefined)).toBeUndefined();
  });

  it.each([
    ['issue_comment', 'follow-up'],
    ['pull_request_review', 'follow-up'],
    ['pull_request_review_comment', 'follow-up'],
    ['issues', 'follow-up'],
    ['pull_request_target', 'reconcile'],
    ['schedule', 'reconcile'],
    ['workflow_dispatch', 'reconcile'],
  ])('agent: %s → %s', (event, mode) => {
    expect(subActionMode('agent', event)).toBe(mode);
  });

  it('agent refuses other events, naming those it runs on; analytics runs on any event', () => {
    expect(() => subActionMode('agent', 'pull_request')).toThrow(/not on pull_request:/);
    expect(subActionMode('analytics', 'schedule')).toBe('analytics');
  });
});
