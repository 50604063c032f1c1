/**
 * @dapcon/shared-sdk — the portal's singleton: the API client (`call` over the contract's
 * endpoint objects), the session store, permissions and the menu model, the i18n instance with the
 * contract's messages, and the feedback bus to the shell. The server-state cache (TanStack Query) is
 * `@dapcon/shared-sdk/query`, shared on its own and loaded by the first screen that reads through it,
 * never by the sign-in page (docs/performance.md).
 * Shared by every part of the portal; the areas' schemas and endpoints are in @dapcon/contract.
 */
export * from './client';
export * from './session';
export * from './permissions';
export * from './i18n';
export * from './remotes';
export * from './feedback';
