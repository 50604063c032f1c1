import { addBundle } from '@dapcon/shared-sdk';

/** The 'Resumen de DAPcon' texts (namespace 'home-resumen'; spec part 1 §1). */
addBundle('home-resumen', {
  es: {
    titulo: 'Resumen de DAPcon',
    cargando: 'Cargando el resumen de DAPcon',
    error: 'No se ha podido cargar el resumen.',
    reintentar: 'Reintentar',
    total: 'Total',
    nuevas: 'Nuevas altas',
    renovaciones: 'Renovaciones',
    caducadas: 'Caducadas',
    publicadas: 'Publicadas',
    publicadasEs: 'En español',
    publicadasEn: 'En inglés',
    enProceso: 'En proceso',
    enProcesoDetalle: 'Borradores, en verificación y verificadas pendientes de publicar',
  },
  ca: {
    titulo: 'Resum de DAPcon',
    cargando: 'Carregant el resum de DAPcon',
    error: "No s'ha pogut carregar el resum.",
    reintentar: 'Tornar-ho a provar',
    total: 'Total',
    nuevas: 'Noves altes',
    renovaciones: 'Renovacions',
    caducadas: 'Caducades',
    publicadas: 'Publicades',
    publicadasEs: 'En castellà',
    publicadasEn: 'En anglès',
    enProceso: 'En procés',
    enProcesoDetalle: 'Esborranys, en verificació i verificades pendents de publicar',
  },
});
