/** The panel area: the homes' dashboards, notifications and the forum's link. It stands above the others; they use only its routes and seed. */
export { seedAvisosPanel } from './consolidado-seed';
export { default as routes } from './routes';

// For the authorization matrix's test.
export { panelMatrix } from './matrix';
