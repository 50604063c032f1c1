import { useTranslation } from 'react-i18next';
import { addBundle, isLang, localizeMessage, type Lang } from '@dapcon/shared-sdk';

/**
 * The design system's own texts (namespace 'ui'), in both languages: what a component shows
 * when its owner passes no label. Every component follows the interface language by itself.
 */
addBundle('ui', {
  es: {
    frame: { menu: 'Menú', skip: 'Saltar al contenido', close: 'Cerrar', mainMenu: 'Menú principal', breadcrumb: 'Ruta de navegación', loading: 'Cargando…', language: 'Idioma', retry: 'Reintentar', notFoundTitle: 'Página no encontrada', notFound: 'La página que busca no existe.', panelOutside: 'Este panel se muestra dentro del portal.', unavailable: 'No disponible', retryEntry: 'Reintentar cargar {{label}}' },
    user: { changePassword: 'Cambiar contraseña', logout: 'Cerrar sesión' },
    wizard: { completed: 'completado', steps: 'Pasos', next: 'Siguiente', back: 'Atrás' },
    password: { show: 'Mostrar contraseña', hide: 'Ocultar contraseña' },
    file: {
      select: 'Seleccionar archivo',
      remove: 'Quitar',
      empty: 'Ningún archivo seleccionado',
    },
    image: {
      select: 'Seleccionar imagen',
      change: 'Cambiar imagen',
      empty: 'Ninguna imagen seleccionada',
      preview: 'Vista previa del logo',
    },
    logo: { actual: 'Logo actual', nuevo: 'Nuevo logo', help: 'PNG, JPEG o GIF; se recorta en cuadrado (1:1) o rectángulo (4:2).' },
    cropper: {
      title: 'Recortar imagen',
      zoom: 'Zoom',
      aspect: 'Proporción',
      square: 'Cuadrado 1:1',
      rectangle: 'Rectángulo 4:2',
      keepOriginal: 'Mantener original',
      crop: 'Recortar imagen',
      frame: 'Marco de recorte: arrástrelo o muévalo con las flechas',
      image: 'Imagen a recortar',
      loading: 'Cargando imagen…',
      loadError: 'No se ha podido abrir la imagen.',
      cropError: 'No se ha podido recortar la imagen.',
    },
    address: {
      direccion: 'Dirección',
      pais: 'País',
      codigoPostal: 'Código postal',
      poblacion: 'Población',
      provincia: 'Provincia',
      region: 'Región',
      ciudad: 'Ciudad',
      spain: 'España',
      selectTown: 'Seleccione una población',
    },
    history: {
      columns: { when: 'Fecha', who: 'Quién', action: 'Acción', changes: 'Cambios (antes → después)' },
      by: 'por',
      noAccount: 'sin cuenta',
      empty: '(vacío)',
      yes: 'Sí',
      no: 'No',
      actions: {
        creacion: 'Creación',
        modificacion: 'Modificación',
        eliminacion: 'Eliminación',
        escritura: 'Escritura',
        acceso: 'Acceso',
        acceso_fallido: 'Acceso fallido',
        denegado: 'Acceso denegado',
        suplantacion_inicio: 'Inicio de suplantación',
        suplantacion_fin: 'Fin de suplantación',
        exportacion: 'Exportación',
      },
    },
    table: { empty: 'No es van trobar resultats', loading: 'Cargando…', loadError: 'No se pudo cargar la info' },
    filters: { title: 'Filtros', apply: 'Filtrar', clear: 'Limpiar', any: 'Todos', yes: 'Sí', no: 'No', show: 'Mostrar filtros', showActive: 'Mostrar filtros ({{count}})', hide: 'Ocultar filtros' },
    download: { excel: 'Descargar Excel', downloading: 'Descargando…', label: 'Descarga del archivo', received: '{{size}} recibidos', rows: '{{rows}} filas', cancel: 'Cancelar' },
    pagination: { nav: 'Paginación', first: 'Primera página', previous: 'Página anterior', next: 'Página siguiente', last: 'Última página', page: 'Página {{page}}' },
    modal: { confirm: 'Confirmar', accept: 'Aceptar', cancel: 'Cancelar', done: 'Operación realizada', saved: 'Los datos han sido guardados correctamente', exit: 'Salir', connectionError: 'Error de conexión' },
  },
  ca: {
    frame: { menu: 'Menú', skip: 'Saltar al contingut', close: 'Tancar', mainMenu: 'Menú principal', breadcrumb: 'Ruta de navegació', loading: 'Carregant…', language: 'Idioma', retry: 'Tornar-ho a provar', notFoundTitle: 'Pàgina no trobada', notFound: 'La pàgina que cerqueu no existeix.', panelOutside: 'Aquest panell es mostra dins del portal.', unavailable: 'No disponible', retryEntry: 'Tornar a provar de carregar {{label}}' },
    user: { changePassword: 'Canviar la contrasenya', logout: 'Tancar sessió' },
    wizard: { completed: 'completat', steps: 'Passos', next: 'Següent', back: 'Enrere' },
    password: { show: 'Mostrar la contrasenya', hide: 'Amagar la contrasenya' },
    file: {
      select: 'Seleccionar fitxer',
      remove: 'Treure',
      empty: 'Cap fitxer seleccionat',
    },
    image: {
      select: 'Seleccionar imatge',
      change: 'Canviar la imatge',
      empty: 'Cap imatge seleccionada',
      preview: 'Previsualització del logotip',
    },
    logo: { actual: 'Logotip actual', nuevo: 'Logotip nou', help: 'PNG, JPEG o GIF; es retalla en quadrat (1:1) o rectangle (4:2).' },
    cropper: {
      title: 'Retallar imatge',
      zoom: 'Zoom',
      aspect: 'Proporció',
      square: 'Quadrat 1:1',
      rectangle: 'Rectangle 4:2',
      keepOriginal: "Mantenir l'original",
      crop: 'Retallar imatge',
      frame: 'Marc de retall: arrossegueu-lo o moveu-lo amb les fletxes',
      image: 'Imatge per retallar',
      loading: 'Carregant la imatge…',
      loadError: "No s'ha pogut obrir la imatge.",
      cropError: "No s'ha pogut retallar la imatge.",
    },
    address: {
      direccion: 'Adreça',
      pais: 'País',
      codigoPostal: 'Codi postal',
      poblacion: 'Població',
      provincia: 'Província',
      region: 'Regió',
      ciudad: 'Ciutat',
      spain: 'Espanya',
      selectTown: 'Seleccioneu una població',
    },
    history: {
      columns: { when: 'Data', who: 'Qui', action: 'Acció', changes: 'Canvis (abans → després)' },
      by: 'per',
      noAccount: 'sense compte',
      empty: '(buit)',
      yes: 'Sí',
      no: 'No',
      actions: {
        creacion: 'Creació',
        modificacion: 'Modificació',
        eliminacion: 'Eliminació',
        escritura: 'Escriptura',
        acceso: 'Accés',
        acceso_fallido: 'Accés fallit',
        denegado: 'Accés denegat',
        suplantacion_inicio: 'Inici de suplantació',
        suplantacion_fin: 'Fi de suplantació',
        exportacion: 'Exportació',
      },
    },
    table: { empty: 'No es van trobar resultats', loading: 'Carregant…', loadError: "No s'ha pogut carregar la informació" },
    filters: { title: 'Filtres', apply: 'Filtrar', clear: 'Netejar', any: 'Tots', yes: 'Sí', no: 'No', show: 'Mostrar els filtres', showActive: 'Mostrar els filtres ({{count}})', hide: 'Amagar els filtres' },
    download: { excel: 'Descarregar Excel', downloading: 'Descarregant…', label: 'Descàrrega del fitxer', received: '{{size}} rebuts', rows: '{{rows}} files', cancel: 'Cancel·lar' },
    pagination: { nav: 'Paginació', first: 'Primera pàgina', previous: 'Pàgina anterior', next: 'Pàgina següent', last: 'Última pàgina', page: 'Pàgina {{page}}' },
    modal: { confirm: 'Confirmar', accept: 'Acceptar', cancel: 'Cancel·lar', done: 'Operació realitzada', saved: "Les dades s'han desat correctament", exit: 'Sortir', connectionError: 'Error de connexió' },
  },
});

/**
 * The design system's texts in the interface language, and contract messages (field errors,
 * server messages) in it too.
 *
 * @example
 * const { t, localize } = useUiText();
 * <Button>{label ?? t('modal.accept')}</Button>
 * <Text>{localize(error.message)}</Text>
 */
export function useUiText() {
  const { t, i18n } = useTranslation('ui');
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'es';
  return { t, lang, localize: (text: string) => localizeMessage(text, lang) };
}
