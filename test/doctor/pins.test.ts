import { describe, expect, it } from 'vitest';
import { actionUses, refsByKind } from '../../src/doctor/pins.ts';

const SHA = 'a'.repeat(40);
const OTHER = 'b'.repeat(40);

describe('the versions the workflows pin', () => {
  const workflows = [
    {
      file: '.github/workflows/a.yml',
      text: `steps:\n  - uses: Your-Org/mintlify-action/agent@${SHA} # v1.1.0\n  - uses: actions/checkout@${OTHER}\n`,
    },
    {
      file: '.github/workflows/b.yml',
      text: `jobs:\n  m:\n    uses: your-org/mintlify-action/.github/workflows/agent.yml@${OTHER} # v1.1.0\n  n:\n    steps:\n      - uses: 'your-org/mintlify-action@${SHA}'\n`,
    },
  ];

  it('finds the action (root or sub-action) and the reusable workflow by the action repository, case-insensitively', () => {
    expect(actionUses(workflows, 'your-org/mintlify-action')).toEqual([
      { file: '.github/workflows/a.yml', kind: 'action', ref: SHA },
      { file: '.github/workflows/b.yml', kind: 'workflow', ref: OTHER },
      { file: '.github/workflows/b.yml', kind: 'action', ref: SHA },
    ]);
    // Without GITHUB_ACTION_REPOSITORY: any owner's mintlify-action.
    expect(actionUses(workflows, '')).toHaveLength(3);
    expect(actionUses(workflows, 'someone/else')).toEqual([]);
  });

  it('groups the refs by kind: a reusable workflow pinned at a later commit than the action is one version', () => {
    const byKind = refsByKind(actionUses(workflows, 'your-org/mintlify-action'));
    expect([...(byKind.get('action')?.keys() ?? [])]).toEqual([SHA]);
    expect([...(byKind.get('workflow')?.keys() ?? [])]).toEqual([OTHER]);
  });
});
