/**
 * The finance area's messages (spec part 2 §5, §8; docs/finanzas.md), in both languages: one
 * catalogue gathered from its slices' files.
 */
import { spanishTexts, type Catalogue } from '../core/messages';
import { COMISIONES_MESSAGES } from './messages-comisiones';
import { CUOTAS_MESSAGES } from './messages-cuotas';
import { PAGO_ORGANIZACION_MESSAGES } from './messages-pago-organizacion';
import { PAGOS_DAPCON_MESSAGES } from './messages-pagos-dapcon';
import { REMESAS_MESSAGES } from './messages-remesas';
import { TARIFAS_MESSAGES } from './messages-tarifas';

export const FINANZAS_MESSAGES = { ...TARIFAS_MESSAGES, ...CUOTAS_MESSAGES, ...PAGOS_DAPCON_MESSAGES, ...COMISIONES_MESSAGES, ...PAGO_ORGANIZACION_MESSAGES, ...REMESAS_MESSAGES } as const satisfies Catalogue;

/** The Spanish texts (what schemas and routes use). */
export const FINANZAS_MSG = spanishTexts(FINANZAS_MESSAGES);
