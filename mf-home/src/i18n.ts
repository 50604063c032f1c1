import { addBundle } from '@dapcon/shared-sdk';

/** mf-home's texts (namespace 'home'). */
addBundle('home', {
  es: {
    title: 'Inicio',
    welcome: 'Bienvenido al {{area}} del portal DAPcon.',
  },
  ca: {
    title: 'Inici',
    welcome: "Benvingut a l'{{area}} del portal DAPcon.",
  },
});
