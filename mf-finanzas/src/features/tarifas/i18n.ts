import { addBundle } from '@dapcon/shared-sdk';

/** mf-finanzas's texts of its tarifas screens (namespace 'finanzas', merged with the area's others). */
addBundle('finanzas', {
  es: {},
  ca: {},
});
