/**
 * @dapcon/shared-sdk — the contract, the typed API client, the session store,
 * permissions and menu model, validators, formatting and the i18n instance.
 * Shared as a singleton by every part of the portal.
 */
export * from './contract';
export * from './client';
export * from './session';
export * from './permissions';
export * from './validators';
export * from './i18n';
export * from './remotes';
export * from './feedback';
