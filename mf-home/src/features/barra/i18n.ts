import { addBundle } from '@dapcon/shared-sdk';

/**
 * The top bar's notifications, Incidencias and Foro (namespace 'home-barra'; docs/home.md step 4), loaded
 * with mf-home's `./TopBarTools`, which the shell's frame mounts (issue 34, item 2).
 */
addBundle('home-barra', {
  es: {
    notificaciones: {
      boton: 'Notificaciones',
      botonConTotal_one: 'Notificaciones: {{count}} pendiente',
      botonConTotal_other: 'Notificaciones: {{count}} pendientes',
      titulo: 'Notificaciones',
      cargando: 'Cargando las notificaciones…',
    },
    incidenciasLink: 'Incidencias',
    foro: {
      enlace: 'Foro',
      descripcion: 'Foro (se abre en una pestaña nueva)',
      error: 'No se ha podido abrir el foro. Vuelva a intentarlo.',
    },
  },
  ca: {
    notificaciones: {
      boton: 'Notificacions',
      botonConTotal_one: 'Notificacions: {{count}} pendent',
      botonConTotal_other: 'Notificacions: {{count}} pendents',
      titulo: 'Notificacions',
      cargando: 'Carregant les notificacions…',
    },
    incidenciasLink: 'Incidències',
    foro: {
      enlace: 'Fòrum',
      descripcion: "Fòrum (s'obre en una pestanya nova)",
      error: "No s'ha pogut obrir el fòrum. Torneu-ho a provar.",
    },
  },
});
