/**
 * @dapcon/shared-sdk — the portal's singleton: the API client (`call` over the contract's
 * endpoint objects) and its server-state cache, the session store, permissions and the menu
 * model, the i18n instance with the contract's messages, and the feedback bus to the shell.
 * Shared by every part of the portal; the areas' schemas and endpoints are in @dapcon/contract.
 */
export * from './client';
export * from './query';
export * from './session';
export * from './permissions';
export * from './i18n';
export * from './remotes';
export * from './feedback';
