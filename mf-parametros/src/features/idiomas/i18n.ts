import { REFERENCIA_MESSAGES } from '@dapcon/contract/referencia';
import { addBundle, addMessages } from '@dapcon/shared-sdk';

// The contract messages the languages' screen shows (field errors, answers) in the interface language.
addMessages(REFERENCIA_MESSAGES);

/** mf-parametros's texts of the languages (/idiomas: the list, its modal); namespace 'parametros'. */
addBundle('parametros', {
  es: {
    idiomas: {
      tabla: 'Idiomas del portal',
      ayuda: 'Los idiomas activos se ofrecen en todos los formularios por idioma: textos de parámetros, RCPs y clasificación, idiomas de las DAPcon y casillas de los verificadores. El idioma 1 siempre está presente.',
      nuevo: 'Nuevo idioma',
      sinResultados: 'No hay idiomas.',
      columnas: { id: 'ID', nombre: 'Nombre', codigo: 'Código', ecoplatform: 'ECO Platform', estado: 'Estado', acciones: 'Acciones' },
      si: 'Sí',
      no: 'No',
      activo: 'Activo',
      inactivo: 'Inactivo',
      principal: 'Principal',
      editar: 'Editar',
      editarDe: 'Editar {{idioma}}',
      desactivar: 'Desactivar',
      desactivarDe: 'Desactivar {{idioma}}',
      activar: 'Activar',
      activarDe: 'Activar {{idioma}}',
      confirmarDesactivar: '¿Desactivar el idioma {{idioma}}? Dejará de ofrecerse en los formularios por idioma; lo ya escrito en él se conserva.',
      modal: { tituloNuevo: 'Nuevo idioma', tituloEditar: 'Editar idioma', cancelar: 'Cancelar', guardar: 'Guardar' },
      campos: {
        nombre: 'Nombre',
        codigo: 'Código',
        codigoAyuda: 'Dos o tres letras en minúscula (es, ca, en, pt-br…): la bandera del idioma.',
        ecoplatform: 'Se puede registrar en ECO Platform',
        activo: 'Activo',
        activoPrincipal: 'El idioma 1 no se puede desactivar.',
      },
    },
  },
  ca: {
    idiomas: {
      tabla: 'Idiomes del portal',
      ayuda: "Els idiomes actius s'ofereixen a tots els formularis per idioma: textos de paràmetres, RCPs i classificació, idiomes de les DAPcon i caselles dels verificadors. L'idioma 1 sempre hi és.",
      nuevo: 'Nou idioma',
      sinResultados: 'No hi ha idiomes.',
      columnas: { id: 'ID', nombre: 'Nom', codigo: 'Codi', ecoplatform: 'ECO Platform', estado: 'Estat', acciones: 'Accions' },
      si: 'Sí',
      no: 'No',
      activo: 'Actiu',
      inactivo: 'Inactiu',
      principal: 'Principal',
      editar: 'Editar',
      editarDe: 'Editar {{idioma}}',
      desactivar: 'Desactivar',
      desactivarDe: 'Desactivar {{idioma}}',
      activar: 'Activar',
      activarDe: 'Activar {{idioma}}',
      confirmarDesactivar: "Voleu desactivar l'idioma {{idioma}}? Deixarà d'oferir-se als formularis per idioma; el que ja s'hi ha escrit es conserva.",
      modal: { tituloNuevo: 'Nou idioma', tituloEditar: 'Editar idioma', cancelar: 'Cancel·lar', guardar: 'Desar' },
      campos: {
        nombre: 'Nom',
        codigo: 'Codi',
        codigoAyuda: "Dues o tres lletres en minúscula (es, ca, en, pt-br…): la bandera de l'idioma.",
        ecoplatform: 'Es pot registrar a ECO Platform',
        activo: 'Actiu',
        activoPrincipal: "L'idioma 1 no es pot desactivar.",
      },
    },
  },
});
