/** The finance area's messages of its pagos-dapcon slice (spec part 2 §5, §8; docs/finanzas.md), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';

export const PAGOS_DAPCON_MESSAGES = {
  // ours: a declaration's payment (part 2 §5 'DAPcon payment': pagado 'El campo es obligatorio.' is MSG.campoObligatorio)
  pagoDapconFechaFueraDeRango: {
    es: 'La fecha de pago ha de estar entre el 01/01/2000 y hoy.',
    ca: "La data de pagament ha d'estar entre l'01/01/2000 i avui.",
  },
  pagoDapconSinTarifa: {
    es: 'No hay una tarifa activa para esta DAPcon: indique el importe.',
    ca: "No hi ha cap tarifa activa per a aquesta DAPcon: indiqueu l'import.",
  },
} as const satisfies Catalogue;

/** The Spanish texts (what schemas and routes use). */
export const PAGOS_DAPCON_MSG = spanishTexts(PAGOS_DAPCON_MESSAGES);
