import { addBundle } from '@dapcon/shared-sdk';

/** mf-finanzas's texts (namespace 'finanzas'): the titles of the panels other areas show. */
addBundle('finanzas', {
  es: { panel: { pagosCuotas: 'Pagos cuotas' } },
  ca: { panel: { pagosCuotas: 'Pagaments de quotes' } },
});
