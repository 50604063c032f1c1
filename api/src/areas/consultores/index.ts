/**
 * The consultores area: LCA consultants and verifiers, the association's users. What others use: the
 * consultants' table, a consultant of a user, the active participants of a declaration, the
 * commission earners; the registration's insert; the keys of their stored logos; routes and seed.
 */
export { consultorStorageKeys, esComisionistaActivo, findConsultorIdOfUsuario, findParticipanteActivo, insertConsultor, type NewConsultor } from './repository';
export { default as routes } from './routes';
export { seedDemoConsultores, seedProgrammeConsultores } from './seed';
export { seedUsuariosAsociacion } from './seed-usuarios';
export { consultores } from './tables';

// For other areas' tests: the matrix, the seeded users of the association.
export { consultoresMatrix } from './matrix';
export { USUARIOS_ASOCIACION } from './seed-usuarios';
