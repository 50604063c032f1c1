/**
 * The document library's messages (/biblioteca-documentos, /public-documentos; spec part 2 §5
 * 'Document', 'Delete confirmations'; biblioteca.ts), in both languages. 'Ingrese un título' and
 * 'Seleccione un estado' are the contents' keys (`tituloContenidoObligatorio`,
 * `estadoContenidoObligatorio`), 'Seleccione al menos un perfil' too (`perfilContenidoObligatorio`), and
 * 'El tipo de documento no es válido.' is the registration's (`AUTH_MSG.tipoDocumentoNoValido`).
 */
import type { Catalogue } from '../core/messages';

export const BIBLIOTECA_MESSAGES = {
  // part 2 §5 'Document', as the spec writes them ('Seleccione un típo.' is the kind: documento or enlace)
  tipoBibliotecaObligatorio: { es: 'Seleccione un típo.', ca: 'Seleccioneu un tipus.' },
  descripcionDocumentoObligatoria: { es: 'Ingrese una descripción', ca: 'Introduïu una descripció' },
  tipoDocumentoObligatorio: { es: 'Seleccione un tipo de documento.', ca: 'Seleccioneu un tipus de document.' },
  // ours, in the spec's style: a file for a document, an address for a link
  archivoDocumentoObligatorio: { es: 'Adjunte el archivo del documento.', ca: 'Adjunteu el fitxer del document.' },
  archivoSoloDocumentos: { es: 'Un enlace no lleva archivo.', ca: 'Un enllaç no porta fitxer.' },
  linkObligatorio: { es: 'Ingrese la dirección del enlace.', ca: "Introduïu l'adreça de l'enllaç." },
  linkNoValido: {
    es: 'El enlace debe ser una dirección web que empiece por http:// o https://.',
    ca: "L'enllaç ha de ser una adreça web que comenci per http:// o https://.",
  },
  documentoBibliotecaBorrado: { es: 'El documento se ha borrado.', ca: "El document s'ha esborrat." },
  documentoEsEnlace: { es: 'Este documento es un enlace: no tiene archivo que descargar.', ca: 'Aquest document és un enllaç: no té cap fitxer per descarregar.' },
  // part 2 §5 'Delete confirmations' (the screen asks it before DELETE /biblioteca-documentos/{id})
  confirmarBorradoDocumento: { es: 'Realmente desea borrar este documento ?', ca: 'Realment voleu esborrar aquest document?' },
} as const satisfies Catalogue;
