import type { AreaDescriptor } from '@dapcon/shared-sdk';

/**
 * mf-finanzas's screens and menu entries, as the shell learns them from /remotes.json
 * (docs/architecture.md, "Each area declares its screens").
 */
export default {
  name: { es: 'el área de finanzas', ca: "l'àrea de finances" },
  screens: [
    { path: '/tarifas', access: { modulos: ['administrador'] }, title: { es: 'Tarifas', ca: 'Tarifes' }, reads: 'GET /tarifas' },
    { path: '/pagos', access: { modulos: ['administrador'] }, title: { es: 'Pagos', ca: 'Pagaments' }, reads: 'GET /remesas' },
  ],
  menu: [
    { id: 'tarifas', to: '/tarifas', label: { es: 'Tarifas', ca: 'Tarifes' }, group: 'administracion', order: 60 },
    { id: 'pagos', to: '/pagos', label: { es: 'Pagos', ca: 'Pagaments' }, group: 'administracion', order: 80 },
  ],
} satisfies AreaDescriptor;
