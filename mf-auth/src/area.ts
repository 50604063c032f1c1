import type { AreaDescriptor } from '@dapcon/shared-sdk';

/**
 * mf-auth's screens, as the shell learns them from /remotes.json (docs/architecture.md, "Each area
 * declares its screens"): the sign-in page for signed-out visitors, the legal pages and the e-mailed
 * password-reset link for everybody. No menu entry.
 */
export default {
  name: { es: 'el acceso', ca: "l'accés" },
  screens: [
    { path: '/login', access: 'guest', title: { es: 'Iniciar sesión', ca: 'Iniciar sessió' } },
    { path: '/avis-legal', access: 'public', title: { es: 'Aviso legal', ca: 'Avís legal' } },
    { path: '/politica-privacitat', access: 'public', title: { es: 'Política de privacidad', ca: 'Política de privacitat' } },
    { path: '/politica-cookies', access: 'public', title: { es: 'Política de cookies', ca: 'Política de galetes' } },
    // The e-mailed password-reset link: public, so it works signed in or not.
    { path: '/restablecer-password', access: 'public', title: { es: 'Restablecer contraseña', ca: 'Restablir la contrasenya' } },
  ],
  menu: [],
} satisfies AreaDescriptor;
