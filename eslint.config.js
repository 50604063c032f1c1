// One ESLint preset for the whole repository. The boundaries of ARCHITECTURE.md
// are checked here: a remote never imports another remote or the shell, and the
// shared packages never import an app.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { screenFiles, screenWritesRule } from './config/eslint-screen-writes.js';

// The remotes are the workspaces named mf-* (package.json is the one list).
const REMOTES = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces.filter((w) => w.startsWith('mf-'));
const APPS = ['shell', ...REMOTES];

/** Patterns that reach into another workspace folder by relative path or by package name. */
const folderImports = (folders) =>
  folders.flatMap((f) => [`${f}`, `${f}/*`, `**/../${f}`, `**/../${f}/**`]);

/** The network is reached only through @dapcon/shared-sdk (its `call`): nothing else may use ky, fetch or XMLHttpRequest. */
const NETWORK = 'Reach the API through @dapcon/shared-sdk (call(endpoint, input) or its query hooks); only the SDK uses the network.';

/**
 * Libraries the apps reach only through the shared packages: built once inside them, tree-shaken
 * (shared whole through Module Federation, Chakra alone was 300 KiB gzip on the sign-in page), and one
 * copy whatever the areas import. Tests and stories may import them.
 */
const THROUGH_SHARED = [
  ['@chakra-ui/react', 'Take Chakra from @dapcon/shared-ui (its primitives module re-exports what the portal uses; add what is missing there).'],
  ['@emotion/react', 'Emotion comes with Chakra, inside @dapcon/shared-ui.'],
  ['react-router', 'Take the router from @dapcon/shared-ui (RouterLink, useLocation, useNavigate…).'],
  ['react-router-dom', 'Take the router from @dapcon/shared-ui (RouterLink, useLocation, useNavigate…).'],
  ['@tanstack/react-query', 'Take server state from @dapcon/shared-sdk (useApiQuery, useApiMutation, queryClient).'],
  ['zustand', 'The session store is @dapcon/shared-sdk\'s.'],
  ['i18next', 'The i18n instance is @dapcon/shared-sdk\'s (i18n, addBundle, useTranslation).'],
  ['react-i18next', 'Take useTranslation from @dapcon/shared-sdk.'],
  ['react-hook-form', 'Forms are written with @dapcon/shared-ui\'s form kit (useContractForm, useFormControl, useWatch…).'],
].map(([name, message]) => ({ name, message, allowTypeImports: true }));

/**
 * The import boundaries of some files, and (unless `network` is allowed) no ky; with `throughShared`,
 * none of the libraries above either. One rule object per file group, since a later
 * no-restricted-imports would replace, not extend, an earlier one.
 */
const restrict = (folders, message, { network = false, throughShared = false } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: folderImports(folders), message }],
      paths: [...(network ? [] : [{ name: 'ky', message: NETWORK }]), ...(throughShared ? THROUGH_SHARED : [])],
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

const REMOTE_BOUNDARY = 'A remote never imports another remote, the shell or the api: load it at run time through a slot, or move the code to shared-*.';
const SHELL_BOUNDARY = 'The shell loads remotes at run time from /remotes.json; it never imports their source.';

/**
 * Area code leaves the singletons (issue 34, item 2): shared-ui, shared-sdk and the shell ship together
 * (an area's change to them waits for a shell release), so they name no area's contract: only
 * `@dapcon/contract/core`, which holds what every area's pages need of them (sign-out, impersonation,
 * the maintenance state, the form kit's reference lookups and company form). Tests and stories included,
 * with no exception: the list kit's use their own fixture list (shared-ui/src/data/testing/fixture-list.ts).
 */
const CONTRACT_SRC = path.resolve(import.meta.dirname, 'contract/src');
/** The area a specifier names in the contract ('empresas'; 'every' for the package's root), or null for the core and anything else. */
function contractArea(file, spec) {
  const named = /^@dapcon\/contract(?:\/([^/]+))?/.exec(spec);
  if (named) return named[1] === 'core' ? null : (named[1] ?? 'every');
  if (!spec.startsWith('.')) return null;
  const inside = path.relative(CONTRACT_SRC, path.resolve(path.dirname(file), spec));
  if (inside === '') return 'every';
  const [area, ...rest] = inside.split(path.sep);
  if (area.startsWith('..') || path.isAbsolute(area) || area === 'core') return null;
  return rest.length === 0 && /^index(\.ts)?$/.test(area) ? 'every' : area.replace(/\.ts$/, '');
}
const areaContracts = {
  meta: {
    type: 'problem',
    messages: {
      area: "'{{spec}}' is {{what}} contract: shared-ui, shared-sdk and the shell ship with every area and import only '@dapcon/contract/core'. Move the code into the area that uses it (other areas reach it through a slot), or the endpoint into the core if every area's pages need it (docs/architecture.md, 'Area code leaves the singletons').",
    },
  },
  create(context) {
    const file = context.filename;
    const check = (source) => {
      const spec = source?.value;
      if (typeof spec !== 'string') return;
      const area = contractArea(file, spec);
      if (area) context.report({ node: source, messageId: 'area', data: { spec, what: area === 'every' ? "every area's" : `the ${area} area's` } });
    };
    const ofModule = (node) => check(node.source);
    return {
      ImportDeclaration: ofModule,
      ExportNamedDeclaration: ofModule,
      ExportAllDeclaration: ofModule,
      ImportExpression: ofModule,
      // vi.mock('@dapcon/contract/…'), vi.importActual(…): a test naming the module without importing it.
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'vi' && node.arguments[0]?.type === 'Literal') check(node.arguments[0]);
      },
    };
  },
};

/**
 * The API's areas (api/src/areas/<area>/) meet only through each one's index.ts, which names what the
 * others may use: an import into an area from outside it names the folder (`../finanzas`), never a
 * file inside it (`../finanzas/pago-organizacion`). The schema's two exceptions: a table file's foreign
 * keys name the other tables' files, and db/schema.ts gathers every table for the migrations. A test
 * under api/test/areas/<area>/ may reach into its own area, which it tests. api/test/boundaries.test.ts
 * checks the rest of the structure (no cycle between areas, no import back up the layers).
 */
const API_AREAS = path.resolve(import.meta.dirname, 'api/src/areas');
const API_SCHEMA = path.resolve(import.meta.dirname, 'api/src/db/schema.ts');
const isTables = (file) => /(^|-)tables(\.ts)?$/.test(path.basename(file));
const apiAreaBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      deep: "'{{spec}}' reaches inside the {{area}} area: import its index.ts ('{{index}}'), which names what other areas may use (docs/architecture.md, 'API areas and their boundaries').",
    },
  },
  create(context) {
    const file = context.filename;
    const own = /api\/(?:src|test)\/areas\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const [area, ...inside] = path.relative(API_AREAS, target).split(path.sep);
      if (!area || area.startsWith('..') || path.isAbsolute(area) || inside.length === 0) return;
      if (area === own || (inside.length === 1 && /^index(\.ts)?$/.test(inside[0]))) return;
      if (isTables(target) && (isTables(file) || file === API_SCHEMA)) return;
      const index = spec.slice(0, spec.length - inside.join('/').length - 1);
      context.report({ node: node.source, messageId: 'deep', data: { spec, area, index } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * Writes own their cache (issue 34, item 3): a remote's screens write through useApiMutation, which
 * refreshes what the write's endpoint declares stale; no `call` of a write, no `invalidate` in them
 * (config/eslint-screen-writes.js). The remotes converted so far.
 */
const WRITES_THROUGH_MUTATIONS = REMOTES;
/**
 * mf-auth's guest pages write with call(): the sign-in page never loads the query cache (docs/performance.md,
 * config/size-budgets.json's keepOff), and a guest's writes (sign-in, registration, password recovery and
 * reset) make nothing cached stale: a sign-in clears the cache. Signed in, mf-auth writes like any area.
 */
const GUEST_PAGES = ['mf-auth/src/features/login/**', 'mf-auth/src/features/registro/**', 'mf-auth/src/features/password/RecoverPasswordModal.tsx', 'mf-auth/src/features/password/ResetPasswordPage.tsx'];
const portal = { rules: { 'screen-writes': screenWritesRule() } };

export default tseslint.config(
  {
    // bench/peer: the bench's react-admin peer, a project of its own (its dependencies and lock file: bench/peer/README.md).
    ignores: ['**/dist/**', '**/node_modules/**', 'web/**', '.data/**', '.tmp/**', '**/storybook-static/**', 'test-results/**', 'playwright-report/**', 'api/drizzle/**', 'bench/peer/**'],
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
  ...REMOTES.flatMap((remote) => {
    const others = [...APPS.filter((a) => a !== remote), 'api'];
    return [
      { files: [`${remote}/**/*.{ts,tsx}`], rules: restrict(others, REMOTE_BOUNDARY, { throughShared: true }) },
      { files: [`${remote}/**/*.{test,stories}.{ts,tsx}`], rules: restrict(others, REMOTE_BOUNDARY) },
    ];
  }),
  // The registry's pages run outside the portal, with no shell, session or SDK: their script reads the
  // public list with fetch, in this one file (docs/registry.md 'The pages').
  {
    files: ['mf-registro/src/cliente/api.ts'],
    rules: {
      ...restrict([...APPS.filter((a) => a !== 'mf-registro'), 'api'], REMOTE_BOUNDARY, { network: true, throughShared: true }),
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: restrict([...REMOTES, 'api'], SHELL_BOUNDARY, { throughShared: true }),
  },
  {
    files: ['shell/**/*.{test,stories}.{ts,tsx}'],
    rules: restrict([...REMOTES, 'api'], SHELL_BOUNDARY),
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
  ...WRITES_THROUGH_MUTATIONS.map((remote) => {
    const { files, ignores } = screenFiles(remote);
    return { files, ignores: [...ignores, ...GUEST_PAGES.filter((p) => p.startsWith(`${remote}/`))], plugins: { portal }, rules: { 'portal/screen-writes': 'error' } };
  }),
  {
    files: ['api/**/*.ts'],
    plugins: { api: { rules: { 'area-boundaries': apiAreaBoundaries } } },
    rules: { 'api/area-boundaries': 'error' },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}', 'shared-sdk/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}'],
    plugins: { singletons: { rules: { 'area-contracts': areaContracts } } },
    rules: { 'singletons/area-contracts': 'error' },
  },
);
