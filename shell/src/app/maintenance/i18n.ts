import { addBundle } from '@dapcon/shared-sdk';

/** The maintenance page's texts (namespace 'shell'), loaded with the page: nothing on the sign-in page. */
addBundle('shell', {
  es: {
    mantenimiento: {
      titulo: 'Portal en mantenimiento',
      explicacion: 'El portal volverá a estar disponible cuando termine el mantenimiento; esta página se actualiza sola. Mientras tanto no se pueden guardar cambios.',
      comprobar: 'Comprobar de nuevo',
    },
  },
  ca: {
    mantenimiento: {
      titulo: 'Portal en manteniment',
      explicacion: "El portal tornarà a estar disponible quan acabi el manteniment; aquesta pàgina s'actualitza tota sola. Mentrestant no es poden desar canvis.",
      comprobar: 'Tornar a comprovar',
    },
  },
});
