/**
 * The auth area's contract (mf-auth, api/src/areas/auth): sign-in, registration, password
 * recovery and change.
 */
export * from './messages';
export * from './login';
export * from './registro';
export * from './passwords';
export * from './suplantacion';
