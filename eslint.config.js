// One ESLint preset for the whole repository. The boundaries of ARCHITECTURE.md
// are checked here: a remote never imports another remote or the shell, and the
// shared packages never import an app.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-auth', 'mf-home', 'mf-empresas', 'mf-consultores', 'mf-finanzas', 'mf-contenidos', 'mf-parametros'];
const APPS = ['shell', ...REMOTES];

/** Patterns that reach into another workspace folder by relative path or by package name. */
const folderImports = (folders) =>
  folders.flatMap((f) => [`${f}`, `${f}/*`, `**/../${f}`, `**/../${f}/**`]);

const restrict = (folders, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: folderImports(folders), message }] }],
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'web/**', '.data/**', '.tmp/**', '**/storybook-static/**', 'test-results/**', 'playwright-report/**', 'api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Boundaries.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      ...restrict([...APPS.filter((a) => a !== remote), 'api'], 'A remote never imports another remote, the shell or the api: load it at run time through a slot, or move the code to shared-*.'),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through @dapcon/shared-sdk.' }],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict([...REMOTES, 'api'], 'The shell loads remotes at run time from /remotes.json; it never imports their source.'),
  },
  {
    files: ['shared-sdk/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    rules: restrict([...APPS, 'api', 'e2e'], 'shared-* packages never import apps.'),
  },
  {
    files: ['shared-sdk/**/*.{ts,tsx}'],
    rules: restrict([...APPS, 'api', 'e2e', 'shared-ui', '@dapcon/shared-ui'], 'shared-sdk knows nothing of components: it may not import shared-ui or apps.'),
  },
);
