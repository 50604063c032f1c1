/**
 * The auth area: sign-in and the current user, an administrator's session as a company, the
 * registration of companies and consultants, password recovery. It stands above the companies and
 * consultants it registers; the accounts it signs in (usuarios, sesiones…) are api/src/auth's.
 * Others use its routes and its part of the seed.
 */
export { default as routes } from './routes';
export { seedDemoAdmins } from './seed';

// For the authorization matrix's test.
export { authMatrix } from './matrix';
