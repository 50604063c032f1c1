import { addBundle } from '@dapcon/shared-sdk';

/** mf-home's texts (namespace 'home'): the home and the titles of its nested screens. */
addBundle('home', {
  es: {
    title: 'Inicio',
    welcome: 'Bienvenido al {{area}} del portal DAPcon.',
    route: { ticketNuevo: 'Nueva incidencia', ticket: 'Incidencia' },
  },
  ca: {
    title: 'Inici',
    welcome: "Benvingut a l'{{area}} del portal DAPcon.",
    route: { ticketNuevo: 'Nova incidència', ticket: 'Incidència' },
  },
});
