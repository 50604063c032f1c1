import type { AreaDescriptor } from '@dapcon/shared-sdk';

const ADMIN = { modulos: ['administrador'] } as const;
/** The Ares administrator: the administration module's profile 1. */
const ARES = { modulos: ['administrador'], perfiles: [1] } as const;

/**
 * mf-parametros's screens and menu entries, as the shell learns them from /remotes.json
 * (docs/architecture.md, "Each area declares its screens"): the parameters, the Ecoplatform
 * classification and the RCPs for the administration module; the languages, the logs, the audit
 * trail and the maintenance switch for the Ares administrator alone (spec part 2 §6).
 */
export default {
  name: { es: 'el área de parámetros', ca: "l'àrea de paràmetres" },
  screens: [
    { path: '/RCPs', access: ADMIN, title: { es: 'RCPs', ca: 'RCPs' }, reads: 'GET /rcp/lista' },
    { path: '/parametros', access: ADMIN, title: { es: 'Parámetros', ca: 'Paràmetres' }, reads: 'GET /parametros' },
    { path: '/clasificacion-ecoplatform', access: ADMIN, title: { es: 'Clasificación Ecoplatform', ca: 'Classificació Ecoplatform' }, reads: 'GET /ecoplatform-products-list/:id' },
    { path: '/logs', access: ARES, title: { es: 'Logs', ca: 'Logs' }, reads: 'GET /logs/requests' },
    { path: '/auditoria', access: ARES, title: { es: 'Auditoría', ca: 'Auditoria' }, reads: 'GET /auditoria' },
    { path: '/maintenance', access: ARES, title: { es: 'Mantenimiento', ca: 'Manteniment' }, reads: 'GET /mantenimiento' },
    { path: '/idiomas', access: ARES, title: { es: 'Idiomas', ca: 'Idiomes' }, reads: 'GET /idiomas/admin' },
  ],
  menu: [
    { id: 'parametros', to: '/parametros', label: { es: 'Parámetros', ca: 'Paràmetres' }, group: 'administracion', order: 30 },
    {
      id: 'clasificacion-ecoplatform',
      to: '/clasificacion-ecoplatform',
      label: { es: 'Clasificación Ecoplatform', ca: 'Classificació Ecoplatform' },
      group: 'administracion',
      order: 40,
    },
    { id: 'rcps', to: '/RCPs', label: { es: 'RCPs', ca: 'RCPs' }, group: 'administracion', order: 50 },
    { id: 'idiomas', to: '/idiomas', label: { es: 'Idiomas', ca: 'Idiomes' }, group: 'administracion', order: 55 },
    { id: 'logs', to: '/logs', label: { es: 'Logs', ca: 'Logs' }, group: 'administracion', order: 90 },
    { id: 'auditoria', to: '/auditoria', label: { es: 'Auditoría', ca: 'Auditoria' }, group: 'administracion', order: 95 },
    { id: 'mantenimiento', to: '/maintenance', label: { es: 'Mantenimiento', ca: 'Manteniment' }, group: 'administracion', order: 100 },
  ],
} satisfies AreaDescriptor;
