/** The messages of the reference lists (spec part 2 §7.1). */
import { spanishTexts, type Catalogue } from '../core/messages';

export const REFERENCIA_MESSAGES = {
  parametroNoExiste: { es: 'El parámetro no existe.', ca: 'El paràmetre no existeix.' },
  listaParametrosObligatoria: { es: 'La lista de parámetros es obligatoria.', ca: 'La llista de paràmetres és obligatòria.' },
  // GET /parametros-select: the folder whose options are asked for
  carpetaParametrosObligatoria: { es: 'Indique la carpeta de parámetros.', ca: 'Indiqueu la carpeta de paràmetres.' },
} as const satisfies Catalogue;

/** The reference-list messages in Spanish, by key. */
export const REFERENCIA_MSG = spanishTexts(REFERENCIA_MESSAGES);
