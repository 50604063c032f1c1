/** The messages of the reference lists (spec part 2 §7.1). */
import { MSG, spanishTexts, type Catalogue } from '../core/messages';

export const REFERENCIA_MESSAGES = {
  // GET /parametros-select: the folder whose options are asked for
  carpetaParametrosObligatoria: { es: 'Indique la carpeta de parámetros.', ca: 'Indiqueu la carpeta de paràmetres.' },
  // the languages (/idiomas, idiomas.ts)
  idiomaNombreObligatorio: { es: 'El nombre del idioma es obligatorio.', ca: "El nom de l'idioma és obligatori." },
  idiomaCodigoObligatorio: { es: 'El código del idioma es obligatorio.', ca: "El codi de l'idioma és obligatori." },
  idiomaCodigoNoValido: { es: 'El código ha de tener dos o tres letras (es, ca, en, pt-br…).', ca: 'El codi ha de tenir dues o tres lletres (es, ca, en, pt-br…).' },
  idiomaCodigoRepetido: { es: 'Ya hay un idioma con ese código.', ca: 'Ja hi ha un idioma amb aquest codi.' },
  idiomaPrincipalNoDesactivable: { es: 'El idioma 1 (el principal) no se puede desactivar.', ca: "L'idioma 1 (el principal) no es pot desactivar." },
} as const satisfies Catalogue;

/**
 * The reference-list messages in Spanish, by key. `parametroNoExiste` and `listaParametrosObligatoria`
 * are the core's catalogue since the parameter lists' lookup moved there (issue 34, item 2), named here
 * too as before.
 */
export const REFERENCIA_MSG = { ...spanishTexts(REFERENCIA_MESSAGES), parametroNoExiste: MSG.parametroNoExiste, listaParametrosObligatoria: MSG.listaParametrosObligatoria };
