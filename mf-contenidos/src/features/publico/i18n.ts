import { addBundle } from '@dapcon/shared-sdk';

/**
 * mf-contenidos's texts of what readers read (docs/contenidos.md step 7): /public-comunicados, a
 * content's modal, and the homes' panels (the communications and the highlighted documents);
 * namespace 'contenidos', merged with the area's others. The panels load this file alone, not the
 * area's whole catalogue.
 */
addBundle('contenidos', {
  es: {
    publico: {
      buscar: 'Buscar título, descripción',
      tabla: 'Comunicados',
      columnas: { titulo: 'Título', descripcion: 'Descripción corta', fecha: 'Fecha de publicación', documento: 'Documento' },
      ver: 'Ver',
      verDe: 'Ver el comunicado «{{titulo}}»',
      archivado: 'Archivado',
      archivadoAyuda: 'Lo archivó: ya no sale en su inicio.',
      sinComunicados: 'No hay comunicados disponibles.',
      modal: {
        publicado: 'Publicado el {{fecha}}',
        cargando: 'Cargando el comunicado…',
        archivos: 'Archivos',
        descargar: 'Descargar',
        descargarDe: 'Descargar «{{archivo}}»',
        cerrar: 'Cerrar',
      },
      home: {
        titulo: 'Comunicados',
        cargando: 'Cargando los comunicados…',
        leer: 'Leer más',
        leerDe: 'Leer más «{{titulo}}»',
        archivar: 'Archivar',
        archivarDe: 'Archivar «{{titulo}}»',
        verTodos: 'Ver todos los comunicados',
        masComunicados: 'Hay {{count}} comunicados más en la lista completa.',
        loadError: 'No se pudo cargar la info',
        reintentar: 'Reintentar',
      },
      resaltados: {
        boton: 'Documentos destacados',
        botonDe: 'Documentos destacados {{count}}',
        titulo: 'Documentos destacados',
        tabla: 'Documentos destacados',
        buscar: 'Buscar título, descripción',
        columnas: { titulo: 'Título', tipo: 'Tipo de documento', fecha: 'Fecha', accion: 'Documento' },
        descargar: 'Descargar',
        descargarDe: 'Descargar «{{titulo}}»',
        abrir: 'Abrir enlace',
        abrirDe: 'Abrir enlace «{{titulo}}» (en otra pestaña)',
        sinDocumentos: 'No hay documentos destacados.',
        cargando: 'Cargando los documentos…',
        cerrar: 'Cerrar',
      },
    },
  },
  ca: {
    publico: {
      buscar: 'Cercar títol, descripció',
      tabla: 'Comunicats',
      columnas: { titulo: 'Títol', descripcion: 'Descripció breu', fecha: 'Data de publicació', documento: 'Document' },
      ver: 'Veure',
      verDe: 'Veure el comunicat «{{titulo}}»',
      archivado: 'Arxivat',
      archivadoAyuda: "L'heu arxivat: ja no surt al vostre inici.",
      sinComunicados: 'No hi ha comunicats disponibles.',
      modal: {
        publicado: 'Publicat el {{fecha}}',
        cargando: 'Carregant el comunicat…',
        archivos: 'Fitxers',
        descargar: 'Descarregar',
        descargarDe: 'Descarregar «{{archivo}}»',
        cerrar: 'Tancar',
      },
      home: {
        titulo: 'Comunicats',
        cargando: 'Carregant els comunicats…',
        leer: 'Llegir-ne més',
        leerDe: 'Llegir-ne més «{{titulo}}»',
        archivar: 'Arxivar',
        archivarDe: 'Arxivar «{{titulo}}»',
        verTodos: 'Veure tots els comunicats',
        masComunicados: 'Hi ha {{count}} comunicats més a la llista completa.',
        loadError: "No s'ha pogut carregar la informació",
        reintentar: 'Tornar-ho a provar',
      },
      resaltados: {
        boton: 'Documents destacats',
        botonDe: 'Documents destacats {{count}}',
        titulo: 'Documents destacats',
        tabla: 'Documents destacats',
        buscar: 'Cercar títol, descripció',
        columnas: { titulo: 'Títol', tipo: 'Tipus de document', fecha: 'Data', accion: 'Document' },
        descargar: 'Descarregar',
        descargarDe: 'Descarregar «{{titulo}}»',
        abrir: "Obrir l'enllaç",
        abrirDe: "Obrir l'enllaç «{{titulo}}» (en una altra pestanya)",
        sinDocumentos: 'No hi ha documents destacats.',
        cargando: 'Carregant els documents…',
        cerrar: 'Tancar',
      },
    },
  },
});
