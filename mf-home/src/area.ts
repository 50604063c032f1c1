import type { AreaDescriptor } from '@dapcon/shared-sdk';

/**
 * mf-home's screens and menu entries, as the shell learns them from /remotes.json (docs/architecture.md,
 * "Each area declares its screens"). 'Incidencias' is a top-level entry for companies, consultants and
 * verifiers, and an entry of 'Administración' for the administration module (spec part 2 §2.2, §6).
 */
export default {
  name: { es: 'el inicio', ca: "l'inici" },
  screens: [
    { path: '/', access: 'user', title: { es: 'Inicio', ca: 'Inici' } },
    { path: '/inicio', access: 'user', title: { es: 'Inicio', ca: 'Inici' }, sameAs: '/' },
    { path: '/tickets', access: 'user', title: { es: 'Incidencias', ca: 'Incidències' }, reads: 'GET /incidencias' },
  ],
  menu: [
    { id: 'inicio', to: '/', label: { es: 'Inicio', ca: 'Inici' }, order: 10 },
    { id: 'incidencias', to: '/tickets', label: { es: 'Incidencias', ca: 'Incidències' }, order: 80, access: { modulos: ['consultor', 'organizacion'] } },
    { id: 'incidencias', to: '/tickets', label: { es: 'Incidencias', ca: 'Incidències' }, group: 'administracion', order: 70, access: { modulos: ['administrador'] } },
  ],
} satisfies AreaDescriptor;
