// Type-aware lint for the whole monorepo (docs/style.md §14).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Source files allowed past the `max-lines` limit, each with its reason. Empty: when the rule
 * came, the one file over it (apps/server/src/app.ts, 592 lines of code) was split by concern
 * into apps/server/src/plugins/ instead.
 */
const MAX_LINES_EXCEPTIONS = [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
      'bench/**',
      'scripts/**',
      'apps/*/scripts/*.mjs',
      'eslint.config.js',
      '**/*.config.ts',
      '**/*.config.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify handlers and plugins are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // MUI path imports (docs/style.md): one line per component, the form MUI documents for
      // fast dev builds; the barrel's multi-line lists only repeated one another.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              message: "Import each component from its path, e.g. '@mui/material/Button'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Intl formatters are built once per locale and options (apps/web/src/lib/intl-formats.ts):
    // a new one per call cost a phone tens of milliseconds per list page.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/intl-formats.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message:
            'Use the kept formatters of lib/intl-formats.ts (numberFormat, dateTimeFormat…).',
        },
      ],
    },
  },
  {
    // Small files (docs/style.md §15): past 400 lines of code (blank lines and comments not
    // counted) a file is split by concern, tests and their helpers included; the catalogs are
    // not counted. Files over the limit go into MAX_LINES_EXCEPTIONS with their reason; the
    // list only shrinks.
    files: [
      'apps/**/src/**/*.{ts,tsx}',
      'apps/*/e2e/**/*.ts',
      'apps/*/test/**/*.ts',
      'packages/**/src/**/*.ts',
    ],
    ignores: ['**/i18n/locales/**', ...MAX_LINES_EXCEPTIONS],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Layering (docs/style.md §2): only repositories and the db layer touch Drizzle.
    files: ['apps/server/src/modules/**/*.{routes,service,presenter,policy}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only repositories touch Drizzle.',
            },
          ],
        },
      ],
    },
  },
);
