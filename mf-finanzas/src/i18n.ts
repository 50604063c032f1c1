import { addBundle } from '@dapcon/shared-sdk';
import './features/tarifas/i18n';
import './features/cuotas/i18n';
import './features/pagos-dapcon/i18n';

/** mf-finanzas's texts (namespace 'finanzas'): the titles of the panels other areas show; each screen's folder adds its own. */
addBundle('finanzas', {
  es: { panel: { pagosCuotas: 'Pagos cuotas' } },
  ca: { panel: { pagosCuotas: 'Pagaments de quotes' } },
});
