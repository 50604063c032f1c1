import type { AreaDescriptor } from '@dapcon/shared-sdk';

/**
 * mf-empresas's screens and menu entries, as the shell learns them from /remotes.json
 * (docs/architecture.md, "Each area declares its screens"). '/mis-datos' is the companies' own here;
 * mf-consultores declares the same path for the other modules.
 */
export default {
  name: { es: 'el área de empresas', ca: "l'àrea d'empreses" },
  screens: [
    { path: '/dapcon', access: 'user', title: { es: 'DAPcon', ca: 'DAPcon' }, reads: 'GET /dapcon' },
    { path: '/verificar-dapcon', access: 'user', title: { es: 'Verificar DAPcon', ca: 'Verificar DAPcon' } },
    { path: '/Organizaciones', access: 'user', title: { es: 'Organización', ca: 'Organització' } },
    { path: '/mis-datos', access: { modulos: ['organizacion'] }, title: { es: 'Mis datos', ca: 'Les meves dades' }, reads: 'GET /organizaciones/mis-datos/mostrar' },
    { path: '/empresas', access: { modulos: ['administrador'] }, title: { es: 'Empresas', ca: 'Empreses' }, reads: 'GET /organizaciones' },
  ],
  menu: [
    { id: 'dapcon', to: '/dapcon', label: { es: 'DAPcon', ca: 'DAPcon' }, order: 20 },
    {
      id: 'verificar-dapcon',
      to: '/verificar-dapcon',
      label: { es: 'Verificar DAPcon', ca: 'Verificar DAPcon' },
      order: 30,
      access: { anyOf: [{ modulos: ['consultor'], perfiles: [4] }, { modulos: ['administrador'] }] },
    },
    { id: 'empresas', to: '/empresas', label: { es: 'Empresas', ca: 'Empreses' }, order: 40 },
    { id: 'mis-datos', to: '/mis-datos', label: { es: 'Mis datos', ca: 'Les meves dades' }, order: 100 },
  ],
} satisfies AreaDescriptor;
