/**
 * The portal-wide strings of the default namespace `common`, in both
 * languages. Remotes keep their own screens' strings in their own namespace
 * (see `addBundle`). Spanish texts quoted by the spec are kept verbatim.
 */
export const commonEs = {
  area: {
    consultor: 'Área Consultor',
    empresa: 'Área Empresa',
    verificador: 'Área Verificador',
    administracion: 'Área Administración',
    desconocida: 'Área desconocida',
  },
  // The spec's side-menu groups (the shell's MENU_GROUPS); each area labels its own entries (its area.ts).
  menu: {
    comunicacion: 'Comunicación',
    administracion: 'Administración',
    webPublica: 'Web Pública',
  },
  // Screen titles some areas' screens still read from here (deprecated: each area's own bundle is the
  // place; kept while live builds read them). The shell names top-level screens by the areas' descriptors.
  route: {
    login: 'Iniciar sesión',
    avisLegal: 'Aviso legal',
    politicaPrivacitat: 'Política de privacidad',
    politicaCookies: 'Política de cookies',
    restablecerPassword: 'Restablecer contraseña',
    inicio: 'Inicio',
    tickets: 'Incidencias',
    dapcon: 'DAPcon',
    verificarDapcon: 'Verificar DAPcon',
    organizacion: 'Organización',
    misDatos: 'Mis datos',
    plantillasMensajes: 'Plantillas',
    rcps: 'RCPs',
    idiomas: 'Idiomas',
    usuarios: 'Usuarios',
    parametros: 'Parámetros',
    clasificacionEcoplatform: 'Clasificación Ecoplatform',
    empresas: 'Empresas',
    pagos: 'Pagos',
    consultores: 'Consultores',
    contenidos: 'Contenidos',
    bibliotecaDocumentos: 'Documentos',
    comunicaciones: 'Comunicaciones',
    tarifas: 'Tarifas',
    logs: 'Logs',
    maintenance: 'Mantenimiento',
    publicDocumentos: 'Documentos',
    publicComunicados: 'Comunicados',
    bannerPortada: 'Banner Portada',
  },
  remote: {
    /** An area that declares no name, in 'No se ha podido cargar {{area}}.' */
    unknown: 'esta sección',
  },
  lang: {
    es: 'Español',
    ca: 'Català',
  },
  frame: {
    cerrarSesion: 'Cerrar sesión',
    cambiarPassword: 'Cambiar contraseña',
    idioma: 'Idioma',
    noDisponible: 'Este apartado aún no está disponible',
    errorRemoto: 'No se ha podido cargar {{area}}.',
    reintentar: 'Reintentar',
    saludo: 'Hola, {{nombre}}',
    notificaciones: 'Notificaciones',
    comunicados: 'Comunicados',
    incidencias: 'Incidencias',
    sinComunicados: 'No hay comunicados disponibles.',
    sinIncidencias: 'No hay incidencias disponibles.',
    foro: 'Foro',
    menu: 'Menú',
    cargando: 'Cargando…',
  },
  error: {
    salir: 'Salir',
    red: 'No se ha podido conectar con el servidor.',
  },
  ok: {
    guardado: 'Los datos han sido guardados correctamente',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/**
 * The shape of the `common` namespace (keys of every language).
 *
 * @example
 * const labels: CommonResources['menu'] = i18n.getResourceBundle('es', 'common').menu;
 */
export type CommonResources = Shape<typeof commonEs>;

/** Catalan strings of `common`: the same keys as Spanish (checked by the type). */
export const commonCa: CommonResources = {
  area: {
    consultor: 'Àrea Consultor',
    empresa: 'Àrea Empresa',
    verificador: 'Àrea Verificador',
    administracion: 'Àrea Administració',
    desconocida: 'Àrea desconeguda',
  },
  // The spec's side-menu groups (the shell's MENU_GROUPS); each area labels its own entries (its area.ts).
  menu: {
    comunicacion: 'Comunicació',
    administracion: 'Administració',
    webPublica: 'Web Pública',
  },
  route: {
    login: 'Iniciar sessió',
    avisLegal: 'Avís legal',
    politicaPrivacitat: 'Política de privacitat',
    politicaCookies: 'Política de galetes',
    restablecerPassword: 'Restablir la contrasenya',
    inicio: 'Inici',
    tickets: 'Incidències',
    dapcon: 'DAPcon',
    verificarDapcon: 'Verificar DAPcon',
    organizacion: 'Organització',
    misDatos: 'Les meves dades',
    plantillasMensajes: 'Plantilles',
    rcps: 'RCPs',
    idiomas: 'Idiomes',
    usuarios: 'Usuaris',
    parametros: 'Paràmetres',
    clasificacionEcoplatform: 'Classificació Ecoplatform',
    empresas: 'Empreses',
    pagos: 'Pagaments',
    consultores: 'Consultors',
    contenidos: 'Continguts',
    bibliotecaDocumentos: 'Documents',
    comunicaciones: 'Comunicacions',
    tarifas: 'Tarifes',
    logs: 'Logs',
    maintenance: 'Manteniment',
    publicDocumentos: 'Documents',
    publicComunicados: 'Comunicats',
    bannerPortada: 'Bàner Portada',
  },
  remote: {
    unknown: 'aquesta secció',
  },
  lang: {
    es: 'Español',
    ca: 'Català',
  },
  frame: {
    cerrarSesion: 'Tancar sessió',
    cambiarPassword: 'Canviar contrasenya',
    idioma: 'Idioma',
    noDisponible: 'Aquest apartat encara no està disponible',
    errorRemoto: "No s'ha pogut carregar {{area}}.",
    reintentar: 'Tornar-ho a provar',
    saludo: 'Hola, {{nombre}}',
    notificaciones: 'Notificacions',
    comunicados: 'Comunicats',
    incidencias: 'Incidències',
    sinComunicados: 'No hi ha comunicats disponibles.',
    sinIncidencias: 'No hi ha incidències disponibles.',
    foro: 'Fòrum',
    menu: 'Menú',
    cargando: 'Carregant…',
  },
  error: {
    salir: 'Sortir',
    red: "No s'ha pogut connectar amb el servidor.",
  },
  ok: {
    guardado: "Les dades s'han desat correctament",
  },
};
