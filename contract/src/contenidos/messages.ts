/** The contents area's messages (spec part 2 §5 'Template', §8), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';
import { BIBLIOTECA_MESSAGES } from './messages-biblioteca';

export const CONTENIDOS_MESSAGES = {
  // part 2 §5 'Template', as the spec writes them
  remitenteObligatorio: { es: 'El remitente es obligatorio.', ca: 'El remitent és obligatori.' },
  remitenteEmailObligatorio: { es: 'El email del remitente es obligatorio.', ca: 'El correu electrònic del remitent és obligatori.' },
  asuntoObligatorio: { es: 'El asunto es obligatorio.', ca: "L'assumpte és obligatori." },
  contenidoCorreoObligatorio: { es: 'El contenido del correo es obligatorio.', ca: 'El contingut del correu és obligatori.' },
  // ours: a template may only use the variables its e-mail fills in
  variableDesconocida: {
    es: 'El texto usa una variable que esta plantilla no tiene: use solo las de la lista.',
    ca: 'El text fa servir una variable que aquesta plantilla no té: feu servir només les de la llista.',
  },
  plantillaNombreFijo: { es: 'El nombre de la plantilla no se puede cambiar.', ca: 'El nom de la plantilla no es pot canviar.' },

  // web contents (/contenidos; part 2 §5 'Content', contenidos.ts): 'Ingrese un título' and
  // 'Seleccione un estado' are the spec's, the rest ours in its style
  tituloContenidoObligatorio: { es: 'Ingrese un título', ca: 'Introduïu un títol' },
  descripcionCortaObligatoria: { es: 'Ingrese una descripción corta', ca: 'Introduïu una descripció curta' },
  descripcionLargaObligatoria: { es: 'Ingrese una descripción larga', ca: 'Introduïu una descripció llarga' },
  tipoNoticiaObligatorio: { es: 'Seleccione un tipo', ca: 'Seleccioneu un tipus' },
  tipoNoticiaNoValido: { es: 'El tipo no es válido.', ca: 'El tipus no és vàlid.' },
  clasificacionObligatoria: { es: 'Seleccione una clasificación', ca: 'Seleccioneu una classificació' },
  clasificacionNoValida: { es: 'La clasificación no es válida.', ca: 'La classificació no és vàlida.' },
  perfilContenidoObligatorio: { es: 'Seleccione al menos un perfil', ca: 'Seleccioneu almenys un perfil' },
  fechaPublicacionObligatoria: { es: 'Ingrese una fecha de publicación', ca: 'Introduïu una data de publicació' },
  fechaFinAnterior: {
    es: 'La fecha de fin de publicación no puede ser anterior a la de publicación.',
    ca: 'La data de fi de publicació no pot ser anterior a la de publicació.',
  },
  estadoContenidoObligatorio: { es: 'Seleccione un estado', ca: 'Seleccioneu un estat' },
  imagenNoticiaObligatoria: { es: 'Adjunte una imagen para la noticia', ca: 'Adjunteu una imatge per a la notícia' },
  imagenSoloNoticias: { es: 'Solo las noticias llevan imagen.', ca: 'Només les notícies porten imatge.' },
  imagenEditorObligatoria: { es: 'Seleccione una imagen', ca: 'Seleccioneu una imatge' },
  contenidoSinImagen: { es: 'El contenido no tiene imagen.', ca: 'El contingut no té imatge.' },
  contenidoBorrado: { es: 'El contenido se ha borrado.', ca: "El contingut s'ha esborrat." },
  // part 2 §5 'Delete confirmations' (the screen asks it before DELETE /contenidos-web/{id})
  confirmarBorradoContenido: { es: 'Realmente desea borrar este contenido ?', ca: 'Realment voleu esborrar aquest contingut?' },

  // a content's files (the files modal; part 2 §5 'Content document', archivos.ts): 'Ingrese un título'
  // and the delete confirmation are the spec's, the rest ours
  tituloArchivoObligatorio: { es: 'Ingrese un título', ca: 'Introduïu un títol' },
  archivoContenidoObligatorio: { es: 'Adjunte un archivo', ca: 'Adjunteu un fitxer' },
  contenidoDelArchivoObligatorio: { es: 'Indique el contenido', ca: 'Indiqueu el contingut' },
  archivoBorrado: { es: 'El archivo se ha borrado.', ca: "El fitxer s'ha esborrat." },
  confirmarBorradoArchivo: { es: 'Realmente desea borrar este archivo?', ca: 'Realment voleu esborrar aquest fitxer?' },

  // communications (the send-email modal and /comunicaciones; part 2 §5 'Content e-mail', §2.20,
  // comunicaciones.ts): 'Ingrese un asunto', 'Ingrese un Mensaje' and the resend confirmation are the
  // spec's, the rest ours
  asuntoComunicacionObligatorio: { es: 'Ingrese un asunto', ca: 'Introduïu un assumpte' },
  mensajeComunicacionObligatorio: { es: 'Ingrese un Mensaje', ca: 'Introduïu un missatge' },
  comunicacionSinDestinatarios: {
    es: 'Ningún usuario activo tiene los perfiles y tipos de empresa elegidos.',
    ca: "Cap usuari actiu no té els perfils i tipus d'empresa triats.",
  },
  comunicacionEnviada: { es: 'La comunicación se está enviando.', ca: "La comunicació s'està enviant." },
  correoNoReenviable: { es: 'Solo se puede reenviar un correo que no se pudo entregar.', ca: "Només es pot reenviar un correu que no s'ha pogut lliurar." },
  correoReenviado: { es: 'El correo se ha vuelto a poner en la cola de envío.', ca: "El correu s'ha tornat a posar a la cua d'enviament." },
  confirmarReenvioCorreo: { es: 'Realmente desea enviar este correo?', ca: 'Realment voleu enviar aquest correu?' },
  // the scheduled reminders (/comunicaciones 'Recordatorios'; recordatorios.ts): ours
  recordatorioReenviado: { es: 'El recordatorio se ha vuelto a enviar.', ca: "El recordatori s'ha tornat a enviar." },
  recordatorioNoEncontrado: { es: 'El recordatorio o su registro ya no existen.', ca: 'El recordatori o el seu registre ja no existeixen.' },
  confirmarReenvioRecordatorio: {
    es: '¿Enviar de nuevo este recordatorio a sus destinatarios?',
    ca: 'Voleu tornar a enviar aquest recordatori als seus destinataris?',
  },
  // the readers' contents (/public-comunicados, the homes; publico.ts)
  comunicadoArchivado: { es: 'El comunicado se ha archivado.', ca: "El comunicat s'ha arxivat." },

  // the front page's banner criteria (/banner-portada; part 2 §2.23, criterios.ts): ours
  tipoBannerNoValido: { es: 'El tipo de banner no es válido.', ca: 'El tipus de bàner no és vàlid.' },
  criteriosNoValidos: { es: 'Los criterios no son válidos.', ca: 'Els criteris no són vàlids.' },
  criterioAjeno: {
    es: 'Elija solo criterios activos de este banner.',
    ca: "Trieu només criteris actius d'aquest bàner.",
  },

  // the document library (/biblioteca-documentos, /public-documentos): messages-biblioteca.ts
  ...BIBLIOTECA_MESSAGES,
} as const satisfies Catalogue;

/** The Spanish texts (what routes use). */
export const CONTENIDOS_MSG = spanishTexts(CONTENIDOS_MESSAGES);
