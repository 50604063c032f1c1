import { addBundle } from '@dapcon/shared-sdk';

/** The notifications panel's texts (namespace 'home-barra'; docs/home.md step 4), loaded with the panel when the bell first opens it. */
addBundle('home-barra', {
  es: {
    notificaciones: {
      comunicados: 'Comunicados',
      incidencias: 'Incidencias',
      pestanaConTotal: '{{nombre}}: {{count}}',
      sinComunicados: 'No hay comunicados disponibles.',
      sinIncidencias: 'No hay incidencias disponibles.',
      verComunicados: 'Ver todos los comunicados',
      verIncidencias: 'Ver todas las incidencias',
      mas_one: 'Y {{count}} más.',
      mas_other: 'Y {{count}} más.',
      error: 'No se han podido cargar las notificaciones.',
      reintentar: 'Reintentar',
      publicado: 'Publicado el {{fecha}}',
      abierta: 'Abierta el {{fecha}}',
      respuesta: 'Respuesta el {{fecha}}',
      documento: 'Documento corregido el {{fecha}}',
    },
  },
  ca: {
    notificaciones: {
      comunicados: 'Comunicats',
      incidencias: 'Incidències',
      pestanaConTotal: '{{nombre}}: {{count}}',
      sinComunicados: 'No hi ha comunicats disponibles.',
      sinIncidencias: 'No hi ha incidències disponibles.',
      verComunicados: 'Veure tots els comunicats',
      verIncidencias: 'Veure totes les incidències',
      mas_one: 'I {{count}} més.',
      mas_other: 'I {{count}} més.',
      error: "No s'han pogut carregar les notificacions.",
      reintentar: 'Tornar-ho a provar',
      publicado: 'Publicat el {{fecha}}',
      abierta: 'Oberta el {{fecha}}',
      respuesta: 'Resposta el {{fecha}}',
      documento: 'Document corregit el {{fecha}}',
    },
  },
});
