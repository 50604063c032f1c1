/**
 * The contract's core: endpoint objects, the envelope, the messages every area shares, the
 * building blocks of form schemas (texts, ids, booleans, uploads, the address block, tax ids and
 * passwords), who a user is, and the validators and formatters; and the endpoints every area's pages
 * need from the shell and the SDK whatever area is on screen (sign-out, impersonation, the maintenance
 * state, the reference lookups of the form kit), which their areas serve and re-export (issue 34, item 2).
 */
export * from './endpoint';
export * from './envelope';
export * from './messages';
export * from './session';
export * from './session-api';
export * from './form';
export * from './fields';
export * from './address';
export * from './company-form';
export * from './reference';
export * from './uploads';
export * from './validators';
export * from './list';
export * from './money';
export * from './maintenance';
export * from './history';
