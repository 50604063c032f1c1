import { addBundle } from '@dapcon/shared-sdk';

/** The shell's own texts (namespace 'shell'); portal-wide texts are the SDK's 'common' namespace. */
addBundle('shell', {
  es: {
    brand: 'DAPcon',
    menu: 'Menú principal',
    loading: 'Cargando {{area}}…',
    notFoundTitle: 'Página no encontrada',
    notFound: 'La página que busca no existe.',
    successTitle: 'Operación realizada',
    accept: 'Aceptar',
    connectionError: 'Error de conexión',
  },
  ca: {
    brand: 'DAPcon',
    menu: 'Menú principal',
    loading: 'Carregant {{area}}…',
    notFoundTitle: 'Pàgina no trobada',
    notFound: 'La pàgina que cerqueu no existeix.',
    successTitle: 'Operació realitzada',
    accept: 'Acceptar',
    connectionError: 'Error de connexió',
  },
});
