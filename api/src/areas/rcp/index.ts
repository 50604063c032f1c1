/** The rcp area: the RCP catalogue. What others use: its tables and seeded rules, whether an RCP may be chosen; routes and seed. */
export { RCPS } from './data/rcps';
export { isRcpSeleccionable } from './repository';
export { default as routes } from './routes';
export { seedRcps } from './seed';
export { rcps, rcpsIdiomas } from './tables';

// For the authorization matrix's test.
export { rcpMatrix } from './matrix';
