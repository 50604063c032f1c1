/** The DAPcon area's messages (spec part 2 §5, §8; docs/dapcon-lifecycle.md), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';
import { RESULTADOS_MESSAGES } from './messages-resultados';

export const DAPCON_MESSAGES = {
  // part 2 §5: the creation modal (its name and truthfulness messages are MSG.nombreObligatorio, AUTH_MSG.aceptarVeracidad)
  rcpObligatorio: { es: 'El RCP es obligatorio.', ca: "L'RCP és obligatori." },
  verificadorObligatorio: { es: 'El verificador es obligatorio.', ca: 'El verificador és obligatori.' },
  nifConsultorObligatorio: { es: 'El nif es obligatorio.', ca: 'El NIF és obligatori.' },
  // ours: checks only the server can make, and the answers
  rcpNoValido: { es: 'El RCP no es válido o no está vigente.', ca: "L'RCP no és vàlid o no és vigent." },
  verificadorNoValido: { es: 'El verificador no es válido.', ca: 'El verificador no és vàlid.' },
  verificadorEsConsultor: {
    es: 'El verificador no puede ser el Consultor ACV de la misma DAPcon.',
    ca: 'El verificador no pot ser el Consultor ACV de la mateixa DAPcon.',
  },
  idiomasObligatorios: { es: 'Seleccione al menos un idioma de publicación.', ca: 'Seleccioneu almenys un idioma de publicació.' },
  idiomaPrincipalObligatorio: { es: 'El idioma 1 se publica siempre.', ca: "L'idioma 1 es publica sempre." },
  idiomaNoValido: { es: 'El idioma no es válido.', ca: "L'idioma no és vàlid." },
  empresaObligatoria: { es: 'Seleccione la empresa de la DAPcon.', ca: "Seleccioneu l'empresa de la DAPcon." },
  empresaDeBaja: { es: 'La empresa está dada de baja.', ca: "L'empresa està donada de baixa." },
  dapconCreada: { es: 'DAPcon creada', ca: 'DAPcon creada' },
  // ours: the life of a declaration (docs/dapcon-lifecycle.md): its transitions and their refusals
  accionNoPermitida: { es: 'No puede realizar esta acción sobre la DAPcon.', ca: 'No podeu fer aquesta acció sobre la DAPcon.' },
  estadoBorrador: { es: 'La DAPcon está en borrador: no se puede realizar esta acción.', ca: 'La DAPcon és en esborrany: no es pot fer aquesta acció.' },
  estadoEnVerificacion: { es: 'La DAPcon está en verificación: no se puede realizar esta acción.', ca: 'La DAPcon és en verificació: no es pot fer aquesta acció.' },
  estadoVerificada: { es: 'La DAPcon ya está verificada: no se puede realizar esta acción.', ca: 'La DAPcon ja està verificada: no es pot fer aquesta acció.' },
  estadoPublicada: { es: 'La DAPcon está publicada: no se puede realizar esta acción.', ca: 'La DAPcon està publicada: no es pot fer aquesta acció.' },
  estadoCaducada: { es: 'La DAPcon está caducada: no se puede realizar esta acción.', ca: 'La DAPcon està caducada: no es pot fer aquesta acció.' },
  estadoRetirada: { es: 'La DAPcon está retirada: no se puede realizar esta acción.', ca: 'La DAPcon està retirada: no es pot fer aquesta acció.' },
  /** `{idioma}`: the language's name in the reader's language (`documentoIdiomaFaltaEn`). */
  documentoIdiomaFalta: { es: 'Falta el documento DAPcon ({idioma}).', ca: 'Falta el document DAPcon ({idioma}).' },
  fichaProductoFalta: { es: 'Falta la ficha de producto (obligatoria con el RCP 100).', ca: "Falta la fitxa de producte (obligatòria amb l'RCP 100)." },
  fichaProductoNoAplica: { es: 'La ficha de producto solo se adjunta con el RCP 100.', ca: "La fitxa de producte només s'adjunta amb l'RCP 100." },
  tipoDocumentoDapconNoValido: { es: 'El tipo de documento no es válido.', ca: 'El tipus de document no és vàlid.' },
  idiomaDocumentoObligatorio: { es: 'Indique el idioma del documento.', ca: "Indiqueu l'idioma del document." },
  informeObligatorio: { es: 'El informe de verificación es obligatorio.', ca: "L'informe de verificació és obligatori." },
  motivoObligatorio: { es: 'Indique el motivo de la devolución.', ca: 'Indiqueu el motiu de la devolució.' },
  motivoRetiradaObligatorio: { es: 'Indique el motivo de la retirada.', ca: 'Indiqueu el motiu de la retirada.' },
  /** The public registry's 410 for a withdrawn declaration's code (its page, its record, its files). */
  dapconRetirada: { es: 'Esta DAPcon ha sido retirada del programa.', ca: 'Aquesta DAPcon ha estat retirada del programa.' },
  incidenciasAbiertas: { es: 'Hay incidencias abiertas: resuélvalas antes de aceptar la DAPcon.', ca: "Hi ha incidències obertes: resoleu-les abans d'acceptar la DAPcon." },
  confirmarCaducidad: { es: 'Confirme que la DAPcon caduca.', ca: 'Confirmeu que la DAPcon caduca.' },
  fechaValidezObligatoria: { es: 'La fecha es obligatoria.', ca: 'La data és obligatòria.' },
  validezHastaAnterior: { es: 'La fecha final ha de ser posterior a la inicial.', ca: 'La data final ha de ser posterior a la inicial.' },
  validezAntesDeCreacion: { es: 'La validez no puede empezar antes de la fecha de creación de la DAPcon.', ca: 'La validesa no pot començar abans de la data de creació de la DAPcon.' },
  sinIncidenciaAbierta: {
    es: 'En verificación, un documento solo se sustituye para corregir una incidencia abierta de su idioma.',
    ca: 'En verificació, un document només se substitueix per corregir una incidència oberta del seu idioma.',
  },
  yaRenovada: { es: 'Esta DAPcon ya se ha renovado.', ca: "Aquesta DAPcon ja s'ha renovat." },
  yaEnviada: { es: 'Una DAPcon que ya se envió a verificación no se puede eliminar.', ca: "Una DAPcon que ja es va enviar a verificació no es pot eliminar." },
  // ours: incidents (part 1 §3, §7)
  tituloObligatorio: { es: 'El título es obligatorio.', ca: 'El títol és obligatori.' },
  mensajeObligatorio: { es: 'El mensaje es obligatorio.', ca: 'El missatge és obligatori.' },
  dapconObligatoria: { es: 'Indique la DAPcon.', ca: 'Indiqueu la DAPcon.' },
  incidenciaResuelta: { es: 'La incidencia está resuelta: no admite respuestas.', ca: 'La incidència està resolta: no admet respostes.' },
  // the results table (resultados.ts)
  ...RESULTADOS_MESSAGES,
} as const satisfies Catalogue;

/** The Spanish texts (what schemas and routes use). */
export const DAPCON_MSG = spanishTexts(DAPCON_MESSAGES);

/**
 * The missing-EPD message of one language, in `lang`, naming the language (`nombre`, already in `lang`).
 *
 * @example
 * documentoIdiomaFaltaEn('ca', 'Català') // 'Falta el document DAPcon (Català).'
 */
export function documentoIdiomaFaltaEn(lang: 'es' | 'ca', nombre: string): string {
  return DAPCON_MESSAGES.documentoIdiomaFalta[lang].replace('{idioma}', nombre);
}
