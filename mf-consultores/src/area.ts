import type { AreaDescriptor } from '@dapcon/shared-sdk';

/**
 * mf-consultores's screens and menu entries, as the shell learns them from /remotes.json
 * (docs/architecture.md, "Each area declares its screens"). '/mis-datos' is the consultants', the
 * verifiers' and the administrators' own here; mf-empresas declares the companies'.
 */
export default {
  name: { es: 'el área de consultores', ca: "l'àrea de consultors" },
  screens: [
    // One path, two screens: a consultant's or verifier's own data, and an administrator's.
    { path: '/mis-datos', access: { modulos: ['consultor'] }, title: { es: 'Mis datos', ca: 'Les meves dades' }, reads: 'GET /consultores/mis-datos/mostrar' },
    { path: '/mis-datos', access: { modulos: ['administrador'] }, title: { es: 'Mis datos', ca: 'Les meves dades' }, reads: 'GET /usuario-admin/mis-datos/mostrar' },
    { path: '/usuarios', access: { modulos: ['administrador'] }, title: { es: 'Usuarios', ca: 'Usuaris' }, reads: 'GET /usuarios-admin/lista' },
    { path: '/consultores', access: { modulos: ['administrador'] }, title: { es: 'Consultores', ca: 'Consultors' }, reads: 'GET /consultores/obtener_listado' },
  ],
  menu: [
    { id: 'consultores', to: '/consultores', label: { es: 'Consultores', ca: 'Consultors' }, order: 50 },
    { id: 'usuarios', to: '/usuarios', label: { es: 'Usuarios', ca: 'Usuaris' }, group: 'administracion', order: 10 },
    { id: 'mis-datos', to: '/mis-datos', label: { es: 'Mis datos', ca: 'Les meves dades' }, order: 100 },
  ],
} satisfies AreaDescriptor;
