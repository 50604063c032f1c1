/** The contents area's messages (spec part 2 §5 'Template', §8), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';

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
} as const satisfies Catalogue;

/** The Spanish texts (what routes use). */
export const CONTENIDOS_MSG = spanishTexts(CONTENIDOS_MESSAGES);
