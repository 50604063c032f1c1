/** The messages of the RCP catalogue (spec part 2 §2.14, §4 'RCP', §5). */
import { spanishTexts, type Catalogue } from '../core/messages';

export const RCP_MESSAGES = {
  equivalenciaObligatoria: { es: 'La equivalencia es obligatoria.', ca: "L'equivalència és obligatòria." },
  versionObligatoria: { es: 'La versión es obligatoria.', ca: 'La versió és obligatòria.' },
  anyoObligatorio: { es: 'El año es obligatorio.', ca: "L'any és obligatori." },
  anyoRcpNoValido: { es: 'El año ha de estar entre 1990 y 2100.', ca: "L'any ha de ser entre el 1990 i el 2100." },
  codigoRcpNoValido: { es: 'El código solo admite letras y números.', ca: 'El codi només admet lletres i números.' },
  // rcp_idiomas: the text of language 1 is required; any other language's only when it has something written
  nombreIdiomaPrincipalObligatorio: { es: 'El nombre en el idioma principal es obligatorio.', ca: "El nom en l'idioma principal és obligatori." },
  idiomaRepetido: { es: 'Hay un idioma repetido.', ca: 'Hi ha un idioma repetit.' },
  idiomaRcpNoValido: { es: 'Uno de los idiomas no existe o no está activo.', ca: 'Un dels idiomes no existeix o no és actiu.' },
  familiaNoValida: { es: 'La familia de RCP no es válida.', ca: "La família d'RCP no és vàlida." },
  // §5 delete confirmations: 'Deleting' annuls (§4)
  confirmarAnular: { es: '¿Está seguro que desea eliminar este RCP?', ca: 'Esteu segur que voleu eliminar aquest RCP?' },
  rcpAnulado: { es: 'El RCP ha sido eliminado.', ca: "L'RCP s'ha eliminat." },
} as const satisfies Catalogue;

/** The RCP catalogue's messages in Spanish, by key. */
export const RCP_MSG = spanishTexts(RCP_MESSAGES);
