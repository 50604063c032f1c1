/**
 * The contract's core: endpoint objects, the envelope, the messages every area shares, the
 * building blocks of form schemas (texts, ids, booleans, uploads, the address block, tax ids and
 * passwords), who a user is, and the validators and formatters.
 */
export * from './endpoint';
export * from './envelope';
export * from './messages';
export * from './session';
export * from './form';
export * from './fields';
export * from './address';
export * from './uploads';
export * from './validators';
export * from './list';
export * from './money';
