import { addBundle } from '@dapcon/shared-sdk';

/** The shell's own texts (namespace 'shell'); portal-wide texts are the SDK's 'common' namespace. */
addBundle('shell', {
  es: {
    brand: 'DAPcon',
    menu: 'Menú principal',
    loading: 'Cargando {{area}}…',
    loadingFrame: 'Cargando el portal…',
    frameError: 'No se ha podido cargar el portal. Compruebe la conexión y vuelva a intentarlo.',
    successTitle: 'Operación realizada',
    accept: 'Aceptar',
    connectionError: 'Error de conexión',
    offline: {
      title: 'Sin conexión',
      area: 'No se puede cargar {{area}} sin conexión. Se cargará en cuanto vuelva la conexión.',
      frame: 'No se puede cargar el portal sin conexión. Se cargará en cuanto vuelva la conexión.',
      request: 'No se ha podido contactar con el servidor. Compruebe la conexión y vuelva a intentarlo.',
    },
    impersonation: {
      message: 'Está usando el portal como {{empresa}} (sesión iniciada por {{admin}}).',
      back: 'Volver a mi sesión',
    },
    pago: {
      title: 'Pago de la cuota anual',
    },
  },
  ca: {
    brand: 'DAPcon',
    menu: 'Menú principal',
    loading: 'Carregant {{area}}…',
    loadingFrame: 'Carregant el portal…',
    frameError: "No s'ha pogut carregar el portal. Comproveu la connexió i torneu-ho a provar.",
    successTitle: 'Operació realitzada',
    accept: 'Acceptar',
    connectionError: 'Error de connexió',
    offline: {
      title: 'Sense connexió',
      area: 'No es pot carregar {{area}} sense connexió. Es carregarà quan torni la connexió.',
      frame: 'No es pot carregar el portal sense connexió. Es carregarà quan torni la connexió.',
      request: "No s'ha pogut contactar amb el servidor. Comproveu la connexió i torneu-ho a provar.",
    },
    impersonation: {
      message: 'Esteu fent servir el portal com a {{empresa}} (sessió iniciada per {{admin}}).',
      back: 'Tornar a la meva sessió',
    },
    pago: {
      title: 'Pagament de la quota anual',
    },
  },
});
