/** The finance area's messages of the bank remittance (docs/finanzas.md 'The bank remittance'; beyond the spec), in both languages. */
import type { Catalogue } from '../core/messages';

export const REMESAS_MESSAGES = {
  fechaCobroObligatoria: { es: 'Ingrese la fecha de cobro', ca: 'Introduïu la data de cobrament' },
  fechaCobroPasada: { es: 'La fecha de cobro ha de ser posterior a hoy.', ca: "La data de cobrament ha de ser posterior a avui." },
  fechaCobroLejana: { es: 'La fecha de cobro no puede ser posterior a un año.', ca: 'La data de cobrament no pot ser posterior a un any.' },
  sinCuotasDomiciliadas: { es: 'No hay cuotas domiciliadas pendientes de cobro con mandato SEPA.', ca: 'No hi ha quotes domiciliades pendents de cobrament amb mandat SEPA.' },
  datosAcreedorIncompletos: {
    es: 'Complete los datos bancarios del programa (titular, IBAN e identificador de acreedor) antes de generar una remesa.',
    ca: "Completeu les dades bancàries del programa (titular, IBAN i identificador de creditor) abans de generar una remesa.",
  },
  bicNoValido: { es: 'BIC no válido', ca: 'BIC no vàlid' },
  identificadorAcreedorNoValido: { es: 'El identificador de acreedor SEPA no es válido.', ca: "L'identificador de creditor SEPA no és vàlid." },
  remesaNoAbierta: { es: 'La remesa ya está cobrada o anulada.', ca: 'La remesa ja està cobrada o anul·lada.' },
  operacionesNoDeLaRemesa: { es: 'Alguna operación devuelta no es de esta remesa.', ca: "Alguna operació retornada no és d'aquesta remesa." },
  demasiadasOperaciones: { es: 'Demasiadas operaciones.', ca: 'Massa operacions.' },
  remesaGenerada: { es: 'Remesa generada correctamente', ca: 'Remesa generada correctament' },
  remesaCobrada: { es: 'Remesa marcada como cobrada: pagos registrados', ca: 'Remesa marcada com a cobrada: pagaments registrats' },
  remesaAnulada: { es: 'Remesa anulada', ca: 'Remesa anul·lada' },
} as const satisfies Catalogue;
