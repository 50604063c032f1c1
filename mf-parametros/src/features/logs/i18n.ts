import { addBundle } from '@dapcon/shared-sdk';

/** mf-parametros's texts of the log screen (/logs: the application and request logs); namespace 'parametros'. */
addBundle('parametros', {
  es: {
    logs: {
      intro: 'Las últimas líneas de los registros del servidor de la API, la más reciente al final. Ninguna contraseña, token ni cuenta bancaria llega a ellos.',
      aplicacion: 'Log de la aplicación',
      peticiones: 'Log de peticiones',
      lineas: 'Líneas',
      lineasDe: '{{n}} líneas',
      filtrar: 'Filtrar las líneas',
      filtrarAyuda: 'Muestra solo las líneas que contienen este texto.',
      actualizar: 'Actualizar',
      mostradas: '{{shown}} de {{total}} líneas',
      vacio: 'El log está vacío.',
      sinCoincidencias: 'Ninguna línea contiene «{{texto}}».',
      cargando: 'Cargando el log…',
      loadError: 'No se pudo cargar la info',
      retry: 'Reintentar',
      usuario: 'usuario {{id}}',
      anonimo: 'sin sesión',
    },
  },
  ca: {
    logs: {
      intro: "Les darreres línies dels registres del servidor de l'API, la més recent al final. Cap contrasenya, token ni compte bancari no hi arriba.",
      aplicacion: "Log de l'aplicació",
      peticiones: 'Log de peticions',
      lineas: 'Línies',
      lineasDe: '{{n}} línies',
      filtrar: 'Filtrar les línies',
      filtrarAyuda: 'Mostra només les línies que contenen aquest text.',
      actualizar: 'Actualitzar',
      mostradas: '{{shown}} de {{total}} línies',
      vacio: 'El log és buit.',
      sinCoincidencias: 'Cap línia conté «{{texto}}».',
      cargando: 'Carregant el log…',
      loadError: "No s'ha pogut carregar la info",
      retry: 'Reintentar',
      usuario: 'usuari {{id}}',
      anonimo: 'sense sessió',
    },
  },
});
