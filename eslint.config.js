import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Imports point down: the layers and why are in docs/architecture.md. Each entry: a folder's
 * files and the import paths they may not use.
 */
const TOP = ['**/main.ts', '**/index.ts', '**/post.ts', '../../inputs.ts', '../inputs.ts', './inputs.ts'];
const MODES = ['**/follow-up/**', '**/page-views/**', '**/analytics/**', '**/reconcile/**'];
const ABOVE_MODE = ['../inputs.ts', '../main.ts', '../post.ts', '../index.ts'];
/** A mode may import no other mode. */
const otherModes = (mode) => [...MODES.filter((m) => m !== `**/${mode}/**`), ...ABOVE_MODE];
/** One module derives keys and computes MACs (markers, manifest.sig), so no signature format forks. */
const KEYS_ONLY_IN_SIGNING = {
  name: 'node:crypto',
  importNames: ['createHmac', 'hkdfSync', 'timingSafeEqual'],
  message: 'Derive keys and compute or compare MACs with src/signing/signer.ts, the one signing module.',
};
const layers = [
  { files: ['src/follow-up/**'], forbidden: otherModes('follow-up') },
  { files: ['src/page-views/**'], forbidden: otherModes('page-views') },
  { files: ['src/analytics/**'], forbidden: otherModes('analytics') },
  { files: ['src/reconcile/**'], forbidden: otherModes('reconcile') },
  { files: ['src/agent-job/**'], forbidden: [...MODES, ...TOP] },
  {
    files: ['src/export/**', 'src/mintlify/**', 'src/github/**', 'src/findings/**'],
    forbidden: [...MODES, ...TOP, '**/agent-job/**'],
  },
  { files: ['src/*.ts'], forbidden: [] },
  // signing/ imports nothing of the project outside its folder.
  { files: ['src/signing/**'], forbidden: ['../**'], mayDeriveKeys: true },
  {
    files: ['src/format/**'],
    forbidden: [...MODES, ...TOP, '**/agent-job/**', '**/export/**', '**/mintlify/**', '**/github/**', '**/net/**'],
  },
  {
    files: ['src/net/**'],
    forbidden: [
      ...MODES,
      ...TOP,
      '**/agent-job/**',
      '**/export/**',
      '**/mintlify/**',
      '**/github/**',
      '**/findings/**',
    ],
  },
  {
    files: ['src/errors.ts', 'src/input-fields.ts', 'src/clock.ts'],
    forbidden: [...MODES, ...TOP, './agent-job/**', './export/**', './mintlify/**', './github/**', './signing/**'],
  },
];

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
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='core'][callee.property.name='info']:not([arguments.0.callee.name='logText'])",
          message:
            'Write to the log with core.info(logText(text)) (src/format/log-text.ts), so that no text can start a workflow command.',
        },
        {
          selector:
            "MemberExpression[object.object.name='process'][object.property.name='stdout'][property.name='write']",
          message:
            'Write to the log with core.info(logText(text)) (src/format/log-text.ts), so that no text can start a workflow command.',
        },
      ],
    },
  },
  ...layers.map(({ files, forbidden, mayDeriveKeys }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: mayDeriveKeys ? [] : [KEYS_ONLY_IN_SIGNING],
          patterns: forbidden.length
            ? [
                {
                  group: forbidden,
                  message:
                    'Imports point down: main → inputs → modes → agent-job → export/findings/mintlify/github → format/signing/errors (eslint.config.js).',
                },
              ]
            : [],
        },
      ],
    },
  })),
  {
    files: ['test/**', 'bench/**', 'demo/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
