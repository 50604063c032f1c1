import { fileURLToPath } from 'node:url';

/**
 * The api folder. This file sits directly in `api/src/`, and esbuild bundles it
 * into `api/dist/server.js`: one level below the api folder either way, so the
 * same relative URL works from source (tsx, vitest) and from the bundle.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Versioned SQL migrations, read at run time (never bundled). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The committed demo accounts the seed creates (and e2e tests sign in with). */
export const DEMO_ACCOUNTS_FILE = fileURLToPath(new URL('../seed/demo-accounts.json', import.meta.url));
/** Optional local environment file (only `.env.example` is committed). */
export const ENV_FILE = fileURLToPath(new URL('../.env', import.meta.url));
