import { RCP_MESSAGES } from '@dapcon/contract/rcp';
import { addBundle, addMessages } from '@dapcon/shared-sdk';

// The contract messages the RCP screens show (field errors, answers) in the interface language.
addMessages(RCP_MESSAGES);

/** mf-parametros's texts of the RCP catalogue (/RCPs: the list, its modal); namespace 'parametros'. */
addBundle('parametros', {
  es: {
    rcps: {
      tabla: 'Catálogo de RCPs',
      nuevo: 'Nuevo RCP',
      mostrarNoVigentes: 'Mostrar no vigente',
      sinResultados: 'No hay RCPs que mostrar.',
      columnas: { equivalencia: 'Equivalencia', anyo: 'Año', material: 'Material', nombre: 'Nombre', estado: 'Estado', acciones: 'Acciones' },
      estados: { vigente: 'Vigente', noVigente: 'No vigente', anulada: 'Eliminado' },
      version: 'Versión {{version}}',
      editar: 'Editar',
      editarDe: 'Editar {{rcp}}',
      eliminar: 'Eliminar',
      eliminarDe: 'Eliminar {{rcp}}',
      modal: {
        tituloNuevo: 'Nuevo RCP',
        tituloEditar: 'Editar RCP',
        cargando: 'Cargando el RCP…',
        cancelar: 'Cancelar',
        guardar: 'Guardar',
        textos: 'Textos por idioma',
        textosAyuda: 'El nombre en {{idioma}} es obligatorio; en los demás idiomas, solo si se escribe algo.',
        conErrores: 'con errores',
        idiomaInactivo: 'Idioma {{id}} (inactivo)',
      },
      campos: {
        equivalencia: 'Equivalencia',
        version: 'Versión',
        anyo: 'Año',
        codigo: 'Código para codificación DAPcon',
        codigoAyuda: 'El código 100 (RCP general) hace obligatoria la ficha de producto de la DAPcon.',
        familias: 'Familia de RCP',
        familiasAyuda: 'Sus nombres forman la columna Material de la lista.',
        vigente: 'Vigente',
        anulada: 'Eliminado (no se ofrece al crear una DAPcon)',
        nombre: 'Nombre',
        sobrenombre: 'Sobrenombre',
        descripcion: 'Descripción',
      },
    },
  },
  ca: {
    rcps: {
      tabla: "Catàleg d'RCPs",
      nuevo: 'Nou RCP',
      mostrarNoVigentes: 'Mostrar no vigent',
      sinResultados: 'No hi ha RCPs per mostrar.',
      columnas: { equivalencia: 'Equivalència', anyo: 'Any', material: 'Material', nombre: 'Nom', estado: 'Estat', acciones: 'Accions' },
      estados: { vigente: 'Vigent', noVigente: 'No vigent', anulada: 'Eliminat' },
      version: 'Versió {{version}}',
      editar: 'Editar',
      editarDe: 'Editar {{rcp}}',
      eliminar: 'Eliminar',
      eliminarDe: 'Eliminar {{rcp}}',
      modal: {
        tituloNuevo: 'Nou RCP',
        tituloEditar: 'Editar RCP',
        cargando: "Carregant l'RCP…",
        cancelar: 'Cancel·lar',
        guardar: 'Desar',
        textos: 'Textos per idioma',
        textosAyuda: 'El nom en {{idioma}} és obligatori; en els altres idiomes, només si s’hi escriu alguna cosa.',
        conErrores: 'amb errors',
        idiomaInactivo: 'Idioma {{id}} (inactiu)',
      },
      campos: {
        equivalencia: 'Equivalència',
        version: 'Versió',
        anyo: 'Any',
        codigo: 'Codi per a la codificació DAPcon',
        codigoAyuda: 'El codi 100 (RCP general) fa obligatòria la fitxa de producte de la DAPcon.',
        familias: "Família d'RCP",
        familiasAyuda: 'Els seus noms formen la columna Material de la llista.',
        vigente: 'Vigent',
        anulada: 'Eliminat (no s’ofereix en crear una DAPcon)',
        nombre: 'Nom',
        sobrenombre: 'Sobrenom',
        descripcion: 'Descripció',
      },
    },
  },
});
