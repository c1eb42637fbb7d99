import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Imports point down: the layers and why are in docs/architecture.md. Each entry: a folder's
 * files and the import paths they may not use.
 */
const TOP = ['**/main.ts', '**/index.ts', '**/post.ts', '../../inputs.ts', '../inputs.ts', './inputs.ts'];
const MODES = ['**/follow-up/**', '**/page-views/**', '**/analytics/**', '**/reconcile/**', '**/doctor/**'];
/** The entry points above every mode (only `src/` has them, so any depth means those). */
const ENTRY_POINTS = ['**/main.ts', '**/post.ts', '**/index.ts'];
/** A mode may import no other mode, nor what sits above the modes (`src/inputs.ts`: `../inputs.ts` from the mode's own folder). */
const otherModes = (mode) => [...MODES.filter((m) => m !== `**/${mode}/**`), ...ENTRY_POINTS];
/** One module derives keys and computes MACs (markers, manifest.sig), so no signature format forks. */
const KEY_FUNCTIONS = ['createHmac', 'hkdfSync', 'hkdf', 'timingSafeEqual'];
const KEYS_ONLY_IN_SIGNING = ['node:crypto', 'crypto'].map((name) => ({
  name,
  importNames: KEY_FUNCTIONS,
  message: 'Derive keys and compute or compare MACs with src/signing/signer.ts, the one signing module.',
}));
/** The same functions reached another way: `crypto.createHmac(…)`, or destructured from `await import('node:crypto')`. */
const KEY_FUNCTION_USES = [
  `MemberExpression[property.name=/^(${KEY_FUNCTIONS.join('|')})$/]`,
  `ObjectPattern > Property[key.name=/^(${KEY_FUNCTIONS.join('|')})$/]`,
].map((selector) => ({
  selector,
  message: 'Derive keys and compute or compare MACs with src/signing/signer.ts, the one signing module.',
}));
const LOWEST = [
  ...MODES,
  ...TOP,
  '**/agent-job/**',
  '**/export/**',
  '**/mintlify/**',
  '**/github/**',
  '**/findings/**',
];
const layers = [
  // A mode's own files, then those of its subfolders (one level deeper: `../../inputs.ts` is src/inputs.ts).
  ...['follow-up', 'page-views', 'analytics', 'reconcile', 'doctor'].flatMap((mode) => [
    { files: [`src/${mode}/*.ts`], forbidden: [...otherModes(mode), '../inputs.ts'] },
    { files: [`src/${mode}/*/**`], forbidden: [...otherModes(mode), '../../inputs.ts'] },
  ]),
  { files: ['src/agent-job/**'], forbidden: [...MODES, ...TOP] },
  {
    files: ['src/export/**', 'src/mintlify/**', 'src/github/**', 'src/findings/**'],
    forbidden: [...MODES, ...TOP, '**/agent-job/**'],
  },
  { files: ['src/*.ts'], forbidden: [] },
  // signing/ imports nothing of the project outside its folder.
  { files: ['src/signing/**'], forbidden: ['../**'], mayDeriveKeys: true },
  { files: ['src/format/**'], forbidden: [...LOWEST, '**/net/**', '**/signing/**'] },
  { files: ['src/net/**'], forbidden: [...LOWEST, '**/signing/**'] },
  {
    files: ['src/errors.ts', 'src/input-fields.ts', 'src/clock.ts'],
    forbidden: [
      ...MODES,
      ...TOP,
      './agent-job/**',
      './export/**',
      './mintlify/**',
      './github/**',
      './findings/**',
      './net/**',
      './signing/**',
    ],
  },
];

/** A forbidden import pattern (gitignore-style, as `no-restricted-imports` reads it) as a regular expression source. */
function patternSource(pattern) {
  const body = pattern
    .split('/')
    .map((part) => (part === '**' ? '(?:.*)' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')))
    .join('/')
    .replace(/^\(\?:\.\*\)\//, '(?:.*/)?');
  // esquery's regular expressions cannot hold a `/`.
  return `^${body}$`.replaceAll('/', '\\x2F');
}

/** Lines written to the log must go through logText (see src/format/log-text.ts). */
const LOG_RULES = [
  {
    selector:
      "CallExpression[callee.object.name='core'][callee.property.name='info']:not([arguments.0.callee.name='logText'])",
    message:
      'Write to the log with core.info(logText(text)) (src/format/log-text.ts), so that no text can start a workflow command.',
  },
  {
    selector: "MemberExpression[object.object.name='process'][object.property.name='stdout'][property.name='write']",
    message:
      'Write to the log with core.info(logText(text)) (src/format/log-text.ts), so that no text can start a workflow command.',
  },
];

const IMPORTS_POINT_DOWN =
  'Imports point down: main → inputs → modes → agent-job → export/findings/mintlify/github → format/signing/errors (eslint.config.js).';

export default tseslint.config(
  { ignores: ['dist/', 'lib/', 'node_modules/', 'demo-output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': 'error',
    },
  },
  {
    // Text from the API, a visitor or a comment must never start a log line with `::` (a workflow command): see src/format/log-text.ts.
    files: ['src/**'],
    rules: { 'no-restricted-syntax': ['error', ...LOG_RULES] },
  },
  ...layers.map(({ files, forbidden, mayDeriveKeys }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: mayDeriveKeys ? [] : KEYS_ONLY_IN_SIGNING,
          patterns: forbidden.length ? [{ group: forbidden, message: IMPORTS_POINT_DOWN }] : [],
        },
      ],
      // The same rules for `import('…')`, which no-restricted-imports does not see; and the key functions however reached.
      'no-restricted-syntax': [
        'error',
        ...LOG_RULES,
        ...(mayDeriveKeys ? [] : KEY_FUNCTION_USES),
        ...forbidden.map((pattern) => ({
          selector: `ImportExpression[source.value=/${patternSource(pattern)}/]`,
          message: IMPORTS_POINT_DOWN,
        })),
      ],
    },
  })),
  {
    files: ['test/**', 'bench/**', 'demo/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
