import { addBundle } from '@dapcon/shared-sdk';

/** The shell's own texts (namespace 'shell'); portal-wide texts are the SDK's 'common' namespace. */
addBundle('shell', {
  es: {
    brand: 'DAPcon',
    menu: 'Menú principal',
    loading: 'Cargando {{area}}…',
    successTitle: 'Operación realizada',
    accept: 'Aceptar',
    connectionError: 'Error de conexión',
  },
  ca: {
    brand: 'DAPcon',
    menu: 'Menú principal',
    loading: 'Carregant {{area}}…',
    successTitle: 'Operació realitzada',
    accept: 'Acceptar',
    connectionError: 'Error de connexió',
  },
});
