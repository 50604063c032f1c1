import { FINANZAS_MESSAGES } from '@dapcon/contract/finanzas';
import { addBundle, addMessages } from '@dapcon/shared-sdk';
import './features/tarifas/i18n';
import './features/cuotas/i18n';
import './features/pagos-dapcon/i18n';
import './features/comisiones/i18n';
import './features/pago-organizacion/i18n';
import './features/remesas/i18n';

// The contract's finance messages (field errors, 'IBAN no válido'…), shown in Catalan when the interface is.
addMessages(FINANZAS_MESSAGES);

/** mf-finanzas's texts (namespace 'finanzas'): the titles of the panels other areas show; each screen's folder adds its own. */
addBundle('finanzas', {
  es: { panel: { pagosCuotas: 'Pagos cuotas' } },
  ca: { panel: { pagosCuotas: 'Pagaments de quotes' } },
});
