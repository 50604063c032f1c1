// One ESLint preset for the whole repository. The boundaries of ARCHITECTURE.md
// are checked here: a remote never imports another remote or the shell, and the
// shared packages never import an app.
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The remotes are the workspaces named mf-* (package.json is the one list).
const REMOTES = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces.filter((w) => w.startsWith('mf-'));
const APPS = ['shell', ...REMOTES];

/** Patterns that reach into another workspace folder by relative path or by package name. */
const folderImports = (folders) =>
  folders.flatMap((f) => [`${f}`, `${f}/*`, `**/../${f}`, `**/../${f}/**`]);

/** The network is reached only through @dapcon/shared-sdk (its `call`): nothing else may use ky, fetch or XMLHttpRequest. */
const NETWORK = 'Reach the API through @dapcon/shared-sdk (call(endpoint, input) or its query hooks); only the SDK uses the network.';

/**
 * The import boundaries of some files, and (unless `network` is allowed) no ky. One rule object per
 * file group, since a later no-restricted-imports would replace, not extend, an earlier one.
 */
const restrict = (folders, message, { network = false } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: folderImports(folders), message }],
      ...(network ? {} : { paths: [{ name: 'ky', message: NETWORK }] }),
    },
  ],
  ...(network
    ? {}
    : {
        'no-restricted-globals': ['error', { name: 'fetch', message: NETWORK }, { name: 'XMLHttpRequest', message: NETWORK }],
        'no-restricted-properties': [
          'error',
          ...['window', 'globalThis', 'self'].flatMap((object) => [
            { object, property: 'fetch', message: NETWORK },
            { object, property: 'XMLHttpRequest', message: NETWORK },
          ]),
        ],
      }),
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
    rules: restrict([...APPS.filter((a) => a !== remote), 'api'], 'A remote never imports another remote, the shell or the api: load it at run time through a slot, or move the code to shared-*.'),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict([...REMOTES, 'api'], 'The shell loads remotes at run time from /remotes.json; it never imports their source.'),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: restrict([...APPS, 'api', 'e2e'], 'shared-* packages never import apps.'),
  },
  {
    files: ['shared-sdk/**/*.{ts,tsx}'],
    rules: restrict([...APPS, 'api', 'e2e', 'shared-ui', '@dapcon/shared-ui'], 'shared-sdk knows nothing of components: it may not import shared-ui or apps.', { network: true }),
  },
  {
    // The contract is stateless and shared by the browser and the API: no app, no singleton, no network.
    files: ['contract/**/*.{ts,tsx}'],
    rules: restrict(
      [...APPS, 'api', 'e2e', 'shared-ui', '@dapcon/shared-ui', 'shared-sdk', '@dapcon/shared-sdk'],
      'The contract depends on nothing of the portal: apps, the SDK and the design system import it, never the other way round.',
    ),
  },
);
