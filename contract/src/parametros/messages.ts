/** The parameter tree's messages (`/parametros`, spec part 1 §5 'Parameter form', §6; docs/parametros.md), in both languages. */
import { spanishTexts, type Catalogue } from '../core/messages';

export const PARAMETROS_MESSAGES = {
  // the form (part 1 §5: ID, Orden and Texto 1 per language are required; the slug rule of §5 and §9)
  parametroIdObligatorio: { es: 'El ID es obligatorio.', ca: "L'ID és obligatori." },
  parametroIdNoValido: {
    es: 'El ID solo admite letras minúsculas (a-z), números y guion bajo.',
    ca: "L'ID només admet lletres minúscules (a-z), números i guió baix.",
  },
  parametroIdDemasiadoLargo: { es: 'El ID no puede tener más de 50 caracteres.', ca: "L'ID no pot tenir més de 50 caràcters." },
  parametroIdRepetido: { es: 'Ya existe un parámetro con este ID.', ca: 'Ja existeix un paràmetre amb aquest ID.' },
  parametroIdNoGenerable: {
    es: 'No se puede generar el ID a partir del Texto 1 en español: cambie el texto o indique el ID.',
    ca: "No es pot generar l'ID a partir del Text 1 en castellà: canvieu el text o indiqueu l'ID.",
  },
  parametroOrdenObligatorio: { es: 'El orden es obligatorio.', ca: "L'ordre és obligatori." },
  parametroOrdenNoValido: { es: 'El orden ha de ser un número entero igual o mayor que 0.', ca: "L'ordre ha de ser un nombre enter igual o més gran que 0." },
  permisoNoValido: {
    es: 'El permiso ha de ser 0 (sin permisos), 1 (lectura), 2 (edición) o 3 (eliminación).',
    ca: 'El permís ha de ser 0 (sense permisos), 1 (lectura), 2 (edició) o 3 (eliminació).',
  },
  padreNoValido: { es: 'El parámetro padre no existe o no admite hijos.', ca: 'El paràmetre pare no existeix o no admet fills.' },
  padreCiclo: { es: 'Un parámetro no puede colgar de sí mismo ni de sus descendientes.', ca: 'Un paràmetre no pot penjar de si mateix ni dels seus descendents.' },
  texto1Obligatorio: { es: 'El Texto 1 es obligatorio.', ca: 'El Text 1 és obligatori.' },
  textosIdiomasObligatorios: { es: 'Indique el Texto 1 en español y en catalán.', ca: 'Indiqueu el Text 1 en castellà i en català.' },
  idiomaTextoNoValido: { es: 'El idioma no existe o no está activo.', ca: "L'idioma no existeix o no està actiu." },
  idiomaTextoRepetido: { es: 'Cada idioma solo puede aparecer una vez.', ca: 'Cada idioma només pot aparèixer una vegada.' },
  // the permissions (part 1 §6): the limited administrator (profile 2)
  soloAdministradorAres: {
    es: 'Solo el administrador de Ares puede cambiar el ID, el padre, el permiso o si admite hijos.',
    ca: "Només l'administrador d'Ares pot canviar l'ID, el pare, el permís o si admet fills.",
  },
  sinPermisoEdicion: { es: 'No tiene permiso para editar este parámetro.', ca: 'No teniu permís per editar aquest paràmetre.' },
  sinPermisoCrear: { es: 'No tiene permiso para crear parámetros en esta carpeta.', ca: 'No teniu permís per crear paràmetres en aquesta carpeta.' },
  sinPermisoEliminar: {
    es: 'Solo puede eliminar los parámetros con permiso de eliminación.',
    ca: "Només podeu eliminar els paràmetres amb permís d'eliminació.",
  },
  // the answers
  parametroEliminado: { es: 'El parámetro se ha eliminado.', ca: "El paràmetre s'ha eliminat." },
  parametroReactivado: { es: 'El parámetro se ha reactivado.', ca: "El paràmetre s'ha reactivat." },
  // POST /parametros/guardar_categoria
  tituloCategoriaObligatorio: { es: 'El título de la categoría es obligatorio.', ca: 'El títol de la categoria és obligatori.' },
} as const satisfies Catalogue;

/** The parameter tree's messages in Spanish, by key. */
export const PARAMETROS_MSG = spanishTexts(PARAMETROS_MESSAGES);
