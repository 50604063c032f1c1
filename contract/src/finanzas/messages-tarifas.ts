/** The finance area's messages of its tarifas slice (spec part 2 §5, §8; docs/finanzas.md), in both languages. */
import { IBAN_MESSAGES } from '../core/iban';
import type { Catalogue } from '../core/messages';

export const TARIFAS_MESSAGES = {
  // part 2 §5 'Fee (tarifa)', word for word
  codigoObligatorio: { es: 'Ingrese un código', ca: 'Introduïu un codi' },
  descripcionTarifaObligatoria: { es: 'Ingrese una descripción', ca: 'Introduïu una descripció' },
  codigoContableObligatorio: { es: 'Ingrese una código contable', ca: 'Introduïu un codi comptable' },
  precioObligatorio: { es: 'Ingrese un precio.', ca: 'Introduïu un preu.' },
  estadoObligatorio: { es: 'Seleccione un estado', ca: 'Seleccioneu un estat' },
  // part 2 §5 'Bank data': entidad and num_cuenta required (the texts are ours)
  entidadObligatoria: { es: 'Ingrese una entidad', ca: 'Introduïu una entitat' },
  numCuentaObligatorio: { es: 'Ingrese un número de cuenta', ca: 'Introduïu un número de compte' },
  // the IBAN field (core/iban.ts): 'IBAN no válido' (part 2 §5 'Payment')
  ...IBAN_MESSAGES,
  // ours: what only the server can check, and the answers
  codigoNoValido: { es: 'El código solo admite minúsculas, números y guion bajo.', ca: 'El codi només admet minúscules, números i guió baix.' },
  tipoTarifaNoValido: { es: 'Seleccione un tipo de tarifa válido.', ca: 'Seleccioneu un tipus de tarifa vàlid.' },
  tarifaDuplicada: { es: 'Ya existe una tarifa de este tipo con este código.', ca: 'Ja existeix una tarifa d’aquest tipus amb aquest codi.' },
  codigoSoloAdministrador: {
    es: 'Solo el perfil administrador puede indicar el código interno de una tarifa.',
    ca: 'Només el perfil administrador pot indicar el codi intern d’una tarifa.',
  },
  tamanioObligatorio: { es: 'Indique el tamaño de la empresa.', ca: "Indiqueu la mida de l'empresa." },
  tarifaNoEncontrada: { es: 'No hay una tarifa activa para ese tamaño.', ca: 'No hi ha cap tarifa activa per a aquesta mida.' },
  tarifaGuardada: { es: 'La tarifa se ha guardado correctamente.', ca: "La tarifa s'ha desat correctament." },
  tarifaBorrada: { es: 'La tarifa se ha borrado.', ca: "La tarifa s'ha esborrat." },
  datosBancariosGuardados: { es: 'Los datos bancarios se han guardado correctamente.', ca: "Les dades bancàries s'han desat correctament." },
  datosBancariosNoDefinidos: { es: 'Los datos bancarios no están definidos.', ca: 'Les dades bancàries no estan definides.' },
} as const satisfies Catalogue;
