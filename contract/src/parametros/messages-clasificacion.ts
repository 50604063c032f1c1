/**
 * The messages of the ECO Platform product classification (`/clasificacion-ecoplatform`; spec part 2
 * §2.24, §4 'Classification panel', §5, §6, §8; docs/parametros.md 'Classification as built'), in
 * both languages. Keys start with `clasif` so they never meet the parameter tree's.
 */
import { spanishTexts, type Catalogue } from '../core/messages';

export const CLASIFICACION_MESSAGES = {
  // part 2 §5: 'The classification needs 'Ingrese un valor''
  clasifValorObligatorio: { es: 'Ingrese un valor', ca: 'Introduïu un valor' },
  // ours: what only the server can check
  clasifIdiomaNoValido: { es: 'El idioma no existe o no está activo.', ca: "L'idioma no existeix o no està actiu." },
  clasifIdiomaRepetido: { es: 'Cada idioma solo puede aparecer una vez.', ca: 'Cada idioma només pot aparèixer una vegada.' },
  clasifPadreNoValido: { es: 'El nodo padre no es un nodo de la clasificación.', ca: 'El node pare no és un node de la classificació.' },
  clasifPadreCiclo: { es: 'Un nodo no puede colgar de sí mismo ni de uno de sus descendientes.', ca: "Un node no pot penjar d'ell mateix ni d'un dels seus descendents." },
  clasifOrdenNoValido: { es: 'El orden ha de ser un número entero positivo.', ca: 'L’ordre ha de ser un nombre enter positiu.' },
  clasifSoloAdministrador: {
    es: 'Solo el perfil administrador puede crear nodos de la clasificación y sincronizarla.',
    ca: 'Només el perfil administrador pot crear nodes de la classificació i sincronitzar-la.',
  },
  clasifMoverSoloAdministrador: { es: 'Solo el perfil administrador puede mover un nodo de la clasificación.', ca: 'Només el perfil administrador pot moure un node de la classificació.' },
  clasifSinPermisoEditar: { es: 'No tiene permiso para modificar este nodo de la clasificación.', ca: 'No teniu permís per modificar aquest node de la classificació.' },
  clasifSinPermisoEstado: { es: 'No tiene permiso para activar o desactivar este nodo de la clasificación.', ca: 'No teniu permís per activar o desactivar aquest node de la classificació.' },
  // the import file (POST /ecoplatform-products/sync)
  clasifFicheroObligatorio: { es: 'Seleccione el fichero de la clasificación.', ca: 'Seleccioneu el fitxer de la classificació.' },
  clasifFicheroTipo: { es: 'Solo se admiten ficheros CSV.', ca: 'Només s’admeten fitxers CSV.' },
  clasifFicheroGrande: { es: 'El fichero no puede superar los 500 KB.', ca: 'El fitxer no pot superar els 500 KB.' },
  clasifFicheroSinFilas: { es: 'El fichero no tiene ninguna fila de datos.', ca: 'El fitxer no té cap fila de dades.' },
  clasifFicheroCodificacion: { es: 'El fichero no está codificado en UTF-8.', ca: 'El fitxer no està codificat en UTF-8.' },
  clasifFicheroColumnas: { es: 'La fila no tiene el mismo número de columnas que la cabecera.', ca: 'La fila no té el mateix nombre de columnes que la capçalera.' },
  clasifFicheroComillas: { es: 'Hay unas comillas sin cerrar.', ca: 'Hi ha unes cometes sense tancar.' },
  clasifColumnaDesconocida: {
    es: 'Columna desconocida: se admiten codigo, padre, orden, nombre_<idioma> y descripcion_<idioma> de los idiomas activos.',
    ca: 'Columna desconeguda: s’admeten codigo, padre, orden, nombre_<idioma> i descripcion_<idioma> dels idiomes actius.',
  },
  clasifColumnaRepetida: { es: 'La columna está repetida en la cabecera.', ca: 'La columna està repetida a la capçalera.' },
  clasifColumnaFalta: { es: 'Falta esta columna en la cabecera.', ca: 'Falta aquesta columna a la capçalera.' },
  clasifCodigoNoValido: {
    es: 'El código admite letras, números, punto, guion y guion bajo (hasta 40 caracteres).',
    ca: 'El codi admet lletres, números, punt, guió i guió baix (fins a 40 caràcters).',
  },
  clasifCodigoRepetido: { es: 'El código está repetido en el fichero.', ca: 'El codi està repetit al fitxer.' },
  clasifCodigoDelPortal: { es: 'El código es de un nodo creado en el portal.', ca: 'El codi és d’un node creat al portal.' },
  clasifPadreNoAnterior: { es: 'El padre ha de ser el código de una fila anterior del fichero.', ca: "El pare ha de ser el codi d'una fila anterior del fitxer." },
  // a declaration's class (PATCH /dapcon/{id}/clasificacion)
  clasifNoAsignable: {
    es: 'La clasificación elegida no existe, no está activa o tiene subclases: elija una clase final activa.',
    ca: 'La classificació triada no existeix, no és activa o té subclasses: trieu una classe final activa.',
  },
  // the answers
  clasifSincronizada: { es: 'La clasificación se ha sincronizado correctamente.', ca: "La classificació s'ha sincronitzat correctament." },
  // the confirmations (ours: the spec's '¿Realmente desea sincronizar este REMA?' is the commissions')
  clasifConfirmarSincronizar: {
    es: '¿Realmente desea sincronizar la clasificación de ECO Platform con este fichero?',
    ca: 'Realment voleu sincronitzar la classificació d’ECO Platform amb aquest fitxer?',
  },
} as const satisfies Catalogue;

/** The classification's messages in Spanish, by key. */
export const CLASIFICACION_MSG = spanishTexts(CLASIFICACION_MESSAGES);
