import type { AreaDescriptor } from '@dapcon/shared-sdk';

const ADMIN = { modulos: ['administrador'] } as const;
/** Readers of what the programme publishes: consultants, verifiers and companies. */
const READER = { modulos: ['consultor', 'organizacion'] } as const;

/**
 * mf-contenidos's screens and menu entries, as the shell learns them from /remotes.json
 * (docs/architecture.md, "Each area declares its screens"). 'Comunicación' holds the administrators'
 * library, contents and communications, or the readers' documents and communiqués; the banner is the
 * administration module's or a consultant's of profile 3 (spec part 2 §2.1).
 */
export default {
  name: { es: 'el área de contenidos', ca: "l'àrea de continguts" },
  screens: [
    { path: '/plantillas-mensajes', access: ADMIN, title: { es: 'Plantillas', ca: 'Plantilles' }, reads: 'GET /plantillas' },
    { path: '/contenidos', access: ADMIN, title: { es: 'Contenidos', ca: 'Continguts' }, reads: 'GET /contenidos-web' },
    { path: '/biblioteca-documentos', access: ADMIN, title: { es: 'Documentos', ca: 'Documents' }, reads: 'GET /biblioteca-documentos' },
    { path: '/comunicaciones', access: ADMIN, title: { es: 'Comunicaciones', ca: 'Comunicacions' }, reads: 'GET /comunicaciones/admin' },
    { path: '/public-documentos', access: READER, title: { es: 'Documentos', ca: 'Documents' }, reads: 'GET /biblioteca-tipo-documentos-public' },
    { path: '/public-comunicados', access: READER, title: { es: 'Comunicados', ca: 'Comunicats' }, reads: 'GET /contenidos-web-public' },
    {
      path: '/banner-portada',
      access: { anyOf: [ADMIN, { modulos: ['consultor'], perfiles: [3] }] },
      title: { es: 'Banner Portada', ca: 'Bàner Portada' },
      reads: 'GET /criterios/:tipo',
    },
  ],
  menu: [
    { id: 'documentos', to: '/biblioteca-documentos', label: { es: 'Documentos', ca: 'Documents' }, group: 'comunicacion', order: 10 },
    { id: 'contenidos', to: '/contenidos', label: { es: 'Contenidos', ca: 'Continguts' }, group: 'comunicacion', order: 20 },
    { id: 'comunicaciones', to: '/comunicaciones', label: { es: 'Comunicaciones', ca: 'Comunicacions' }, group: 'comunicacion', order: 30 },
    { id: 'public-documentos', to: '/public-documentos', label: { es: 'Documentos', ca: 'Documents' }, group: 'comunicacion', order: 10 },
    { id: 'public-comunicados', to: '/public-comunicados', label: { es: 'Comunicados', ca: 'Comunicats' }, group: 'comunicacion', order: 20 },
    { id: 'plantillas', to: '/plantillas-mensajes', label: { es: 'Plantillas', ca: 'Plantilles' }, group: 'administracion', order: 20 },
    { id: 'banner-portada', to: '/banner-portada', label: { es: 'Banner Portada', ca: 'Bàner Portada' }, group: 'web-publica', order: 10 },
  ],
} satisfies AreaDescriptor;
