// ESLint for `npm run lint` (scripts/lint.mjs): JavaScript's and typescript-eslint's recommended
// rules without type information (tsc checks types; this stays fast), the rules of hooks, and the
// purity of the domain. Import directions are dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', '.tmp/', '.data/', 'test-results/', 'playwright-report/', 'locales/', 'public/', 'test/fixtures/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept for its position or to drop a property.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Our control-character patterns are there to strip or refuse those characters.
      'no-control-regex': 'off',
    },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Migrations run before (and regardless of) the typed schema: Kysely<any> on purpose (db/migrate.ts).
    files: ['src/server/db/migrate.ts', 'src/server/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // SQL lives in repositories (src/server/README.md): routes and services call repository functions.
    files: ['src/server/http/**/*.ts', 'src/server/services/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]",
          message: 'SQL belongs in src/server/repositories: call a repository function.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in src/server/repositories: call a repository function.' },
      ],
    },
  },
  {
    // The domain is pure (ARCHITECTURE.md): no IO, no clock, no randomness, no browser.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'navigator', 'XMLHttpRequest', 'setTimeout', 'setInterval', 'performance', 'crypto'].map((name) => ({
          name,
          message: 'The domain is pure: IO, timers and the browser belong to ports and adapters.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The domain takes the time as an argument.' },
        { object: 'Math', property: 'random', message: 'The domain takes randomness as an argument.' },
        { object: 'Temporal', property: 'Now', message: 'The domain takes the time as an argument.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'The domain works on plain dates and instants it is given, not on Date.' }],
    },
  },
);
