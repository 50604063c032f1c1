/** The finance area's messages of the organisation payment flow (spec part 2 §2.25, §5 'Payment'; docs/finanzas.md 'The organisation payment flow'), in both languages. */
import type { Catalogue } from '../core/messages';

export const PAGO_ORGANIZACION_MESSAGES = {
  // part 2 §5 'Payment' ('IBAN no válido' is the IBAN field's own, core/iban.ts)
  ibanObligatorio: { es: 'Ingrese un N° IBAN', ca: 'Introduïu un núm. IBAN' },
  nifTitularObligatorio: { es: 'Ingrese un NIF', ca: 'Introduïu un NIF' },
  nifTitularNoValido: { es: 'Documento no válido', ca: 'Document no vàlid' },
  // ours
  mandatoObligatorio: { es: 'Adjunte el mandato SEPA firmado.', ca: 'Adjunteu el mandat SEPA signat.' },
  metodoPagoObligatorio: { es: 'Seleccione un método de pago.', ca: 'Seleccioneu un mètode de pagament.' },
  pagoNoPendiente: { es: 'La empresa no tiene ningún pago pendiente.', ca: "L'empresa no té cap pagament pendent." },
  sinTarifaEmpresa: { es: 'No hay una tarifa activa para el tamaño de su empresa. Contacte con el programa.', ca: "No hi ha cap tarifa activa per a la mida de la vostra empresa. Contacteu amb el programa." },
  domiciliacionRegistrada: { es: 'Domiciliación registrada correctamente', ca: 'Domiciliació registrada correctament' },
  transferenciaRegistrada: { es: 'Transferencia registrada: la confirmaremos al recibirla', ca: 'Transferència registrada: la confirmarem en rebre-la' },
} as const satisfies Catalogue;
