import { addBundle } from '@dapcon/shared-sdk';

/** mf-finanzas's texts of its pagos-dapcon screens (namespace 'finanzas', merged with the area's others). */
addBundle('finanzas', {
  es: {},
  ca: {},
});
