/**
 * Which versions of this action the workflows of a repository pin (the doctor's last check). Pure.
 */

/** One `uses:` of the action or of its reusable workflow. */
export interface ActionUse {
  file: string;
  /** `action` (the root action or a sub-action) or `workflow` (the reusable workflow `.github/workflows/agent.yml`). */
  kind: 'action' | 'workflow';
  /** The ref after `@`, e.g. a commit SHA or `v1`. */
  ref: string;
}

/**
 * Every `uses: <actionRepository>[/path]@<ref>` in `workflows` (case-insensitive owner and name;
 * any repository named `…/mintlify-action` when `actionRepository` is empty).
 */
export function actionUses(
  workflows: ReadonlyArray<{ file: string; text: string }>,
  actionRepository: string,
): ActionUse[] {
  const name = actionRepository
    ? actionRepository.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    : '[A-Za-z0-9][A-Za-z0-9-]*/mintlify-action';
  const pattern = new RegExp(`^\\s*(?:-\\s+)?uses:\\s*['"]?(${name})((?:/[^@\\s'"]*)?)@([^\\s'"#]+)`, 'gim');
  const uses: ActionUse[] = [];
  for (const { file, text } of workflows) {
    for (const match of text.matchAll(pattern)) {
      const path = match[2] ?? '';
      uses.push({ file, kind: path.startsWith('/.github/workflows/') ? 'workflow' : 'action', ref: match[3] ?? '' });
    }
  }
  return uses;
}

/** The distinct refs of each kind in `uses`, with the files naming each: more than one ref of a kind is two versions. */
export function refsByKind(uses: readonly ActionUse[]): Map<ActionUse['kind'], Map<string, string[]>> {
  const result = new Map<ActionUse['kind'], Map<string, string[]>>();
  for (const use of uses) {
    const refs = result.get(use.kind) ?? new Map<string, string[]>();
    const files = refs.get(use.ref) ?? [];
    if (!files.includes(use.file)) files.push(use.file);
    refs.set(use.ref, files);
    result.set(use.kind, refs);
  }
  return result;
}
