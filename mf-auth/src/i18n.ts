import { AUTH_MESSAGES } from '@dapcon/contract/auth';
import { addBundle, addMessages } from '@dapcon/shared-sdk';

// The auth area's contract messages (field errors, answers) in the interface language.
addMessages(AUTH_MESSAGES);

/**
 * mf-auth's texts (namespace 'auth') that the sign-in page needs. Validation messages come from the
 * contract. The registration's and the password pages' texts come with their code (features/registro/i18n.ts,
 * features/password/i18n.ts): /login does not download them (docs/performance.md).
 */
addBundle('auth', {
  es: {
    title: 'Acceso al portal DAPcon',
    intro:
      'DAPconstrucción® es el programa de declaraciones ambientales de producto (DAP) para productos de construcción. Desde este portal las empresas, los consultores ACV y los verificadores gestionan sus declaraciones.',
    info: 'Más información',
    infoLangs: { es: 'Castellano', ca: 'Català', en: 'English' },
    contact: 'Contacto',
    tabs: { organizacion: 'Empresa', consultor: 'Consultor' },
    adminTitle: 'Área de administración',
    usuario: { organizacion: 'CIF', consultor: 'NIF', administrador: 'NIF' },
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    register: 'Registrarme',
    forgot: '¿Ha olvidado su contraseña?',
    remember: 'Guardar Contraseña',
    rememberTitle: 'Guardar Datos',
    rememberText: 'Sus datos de acceso se guardarán en este navegador. No lo active en un equipo compartido. ¿Desea guardarlos?',
    accept: 'Aceptar',
    cancel: 'Cancelar',
    toAdmin: 'Acceso administración',
    toUsers: 'Acceso empresas y consultores',
    legal: { avis: 'Aviso legal', privacitat: 'Política de privacidad', cookies: 'Política de cookies' },
    soonTitle: 'Próximamente',
    soon: 'Esta función estará disponible próximamente.',
    recover: {
      title: 'Recuperar contraseña',
      intro: 'Indique su documento y le enviaremos por correo un enlace para crear una contraseña nueva.',
      submit: 'Enviar',
    },
    copyright: '© 2022 DAPcon',
  },
  ca: {
    title: 'Accés al portal DAPcon',
    intro:
      "DAPconstrucción® és el programa de declaracions ambientals de producte (DAP) per a productes de construcció. Des d'aquest portal les empreses, els consultors ACV i els verificadors gestionen les seves declaracions.",
    info: 'Més informació',
    infoLangs: { es: 'Castellano', ca: 'Català', en: 'English' },
    contact: 'Contacte',
    tabs: { organizacion: 'Empresa', consultor: 'Consultor' },
    adminTitle: "Àrea d'administració",
    usuario: { organizacion: 'CIF', consultor: 'NIF', administrador: 'NIF' },
    password: 'Contrasenya',
    submit: 'Iniciar sessió',
    submitting: 'Iniciant sessió…',
    register: "Registrar-me",
    forgot: 'Heu oblidat la contrasenya?',
    remember: 'Recordar la contrasenya',
    rememberTitle: 'Desar les dades',
    rememberText: "Les vostres dades d'accés es desaran en aquest navegador. No ho activeu en un equip compartit. Voleu desar-les?",
    accept: 'Acceptar',
    cancel: 'Cancel·lar',
    toAdmin: 'Accés administració',
    toUsers: 'Accés empreses i consultors',
    legal: { avis: 'Avís legal', privacitat: 'Política de privacitat', cookies: 'Política de cookies' },
    soonTitle: 'Properament',
    soon: 'Aquesta funció estarà disponible properament.',
    recover: {
      title: 'Recuperar la contrasenya',
      intro: 'Indiqueu el vostre document i us enviarem per correu un enllaç per crear una contrasenya nova.',
      submit: 'Enviar',
    },
    copyright: '© 2022 DAPcon',
  },
});
