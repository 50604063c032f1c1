import { addBundle } from '@dapcon/shared-sdk';

/** The password pages' texts (namespace 'auth': `changePassword`, `reset`), loaded with their code. */
addBundle('auth', {
  es: {
    changePassword: {
      title: 'Cambiar contraseña',
      old_password: 'Contraseña actual',
      new_password: 'Contraseña nueva',
      new_password_confirmation: 'Repita la contraseña nueva',
      submit: 'Cambiar contraseña',
    },
    reset: {
      title: 'Restablecer contraseña',
      intro: 'Escriba la contraseña nueva dos veces. Se cerrarán las sesiones abiertas con la contraseña anterior.',
      password: 'Contraseña nueva',
      password_confirmation: 'Repita la contraseña nueva',
      submit: 'Guardar contraseña',
      done: 'La contraseña se ha cambiado. Ya puede iniciar sesión con la nueva.',
      noToken: 'El enlace no es válido: ábralo desde el correo que ha recibido.',
      toLogin: 'Ir al inicio de sesión',
    },
  },
  ca: {
    changePassword: {
      title: 'Canviar contrasenya',
      old_password: 'Contrasenya actual',
      new_password: 'Contrasenya nova',
      new_password_confirmation: 'Repetiu la contrasenya nova',
      submit: 'Canviar contrasenya',
    },
    reset: {
      title: 'Restablir la contrasenya',
      intro: "Escriviu la contrasenya nova dues vegades. Es tancaran les sessions obertes amb l'anterior.",
      password: 'Contrasenya nova',
      password_confirmation: 'Repetiu la contrasenya nova',
      submit: 'Desar la contrasenya',
      done: "La contrasenya s'ha canviat. Ja podeu iniciar sessió amb la nova.",
      noToken: "L'enllaç no és vàlid: obriu-lo des del correu que heu rebut.",
      toLogin: "Anar a l'inici de sessió",
    },
  },
});
