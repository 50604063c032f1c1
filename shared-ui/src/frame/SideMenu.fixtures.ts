// Sample menus for stories and tests (part 2 §2.2); the real ones come from shared-sdk's menu model.
import type { SideMenuItem } from './SideMenu';

export const adminMenu: SideMenuItem[] = [
  { kind: 'link', id: 'inicio', label: 'Inicio', to: '/' },
  { kind: 'link', id: 'dapcon', label: 'DAPcon', to: '/dapcon' },
  { kind: 'link', id: 'empresas', label: 'Empresas', to: '/empresas' },
  { kind: 'link', id: 'consultores', label: 'Consultores', to: '/consultores' },
  {
    kind: 'group',
    id: 'comunicacion',
    label: 'Comunicación',
    children: [
      { kind: 'link', id: 'documentos', label: 'Documentos', to: '/documentos' },
      { kind: 'link', id: 'contenidos', label: 'Contenidos', to: '/contenidos' },
      { kind: 'link', id: 'comunicaciones', label: 'Comunicaciones', to: '/comunicaciones' },
    ],
  },
  {
    kind: 'group',
    id: 'administracion',
    label: 'Administración',
    children: [
      { kind: 'link', id: 'usuarios', label: 'Usuarios', to: '/usuarios' },
      { kind: 'link', id: 'plantillas', label: 'Plantillas', to: '/plantillas' },
      { kind: 'link', id: 'parametros', label: 'Parámetros', to: '/parametros' },
      { kind: 'link', id: 'ecoplatform', label: 'Clasificación Ecoplatform', to: '/clasificacion-ecoplatform' },
      { kind: 'link', id: 'rcps', label: 'RCPs', to: '/rcps' },
      { kind: 'link', id: 'tarifas', label: 'Tarifas', to: '/tarifas' },
      { kind: 'link', id: 'incidencias', label: 'Incidencias', to: '/incidencias' },
    ],
  },
  {
    kind: 'group',
    id: 'web',
    label: 'Web Pública',
    children: [{ kind: 'link', id: 'banner', label: 'Banner Portada', to: '/banner-portada' }],
  },
  { kind: 'link', id: 'mis-datos', label: 'Mis datos', to: '/mis-datos' },
];

export const companyMenu: SideMenuItem[] = [
  { kind: 'link', id: 'inicio', label: 'Inicio', to: '/' },
  { kind: 'link', id: 'dapcon', label: 'DAPcon', to: '/dapcon' },
  { kind: 'link', id: 'documentos', label: 'Documentos', to: '/public-documentos' },
  { kind: 'link', id: 'comunicados', label: 'Comunicados', to: '/public-comunicados' },
  { kind: 'link', id: 'mis-datos', label: 'Mis datos', to: '/mis-datos' },
];

/** The company's menu as a Catalan user sees it (the shell translates the labels it passes). */
export const companyMenuCa: SideMenuItem[] = [
  { kind: 'link', id: 'inicio', label: 'Inici', to: '/' },
  { kind: 'link', id: 'dapcon', label: 'DAPcon', to: '/dapcon' },
  { kind: 'link', id: 'documentos', label: 'Documents', to: '/public-documentos' },
  { kind: 'link', id: 'comunicados', label: 'Comunicats', to: '/public-comunicados' },
  { kind: 'link', id: 'mis-datos', label: 'Les meves dades', to: '/mis-datos' },
];

/** A company's or a consultant's menu as the shell builds it: a group between two plain links. */
export const readerMenu: SideMenuItem[] = [
  { kind: 'link', id: 'inicio', label: 'Inicio', to: '/' },
  { kind: 'link', id: 'dapcon', label: 'DAPcon', to: '/dapcon' },
  {
    kind: 'group',
    id: 'comunicacion',
    label: 'Comunicación',
    children: [
      { kind: 'link', id: 'public-documentos', label: 'Documentos', to: '/public-documentos' },
      { kind: 'link', id: 'public-comunicados', label: 'Comunicados', to: '/public-comunicados' },
    ],
  },
  { kind: 'link', id: 'incidencias', label: 'Incidencias', to: '/tickets' },
  { kind: 'link', id: 'mis-datos', label: 'Mis datos', to: '/mis-datos' },
];

/** The same in Catalan. */
export const readerMenuCa: SideMenuItem[] = [
  { kind: 'link', id: 'inicio', label: 'Inici', to: '/' },
  { kind: 'link', id: 'dapcon', label: 'DAPcon', to: '/dapcon' },
  {
    kind: 'group',
    id: 'comunicacion',
    label: 'Comunicació',
    children: [
      { kind: 'link', id: 'public-documentos', label: 'Documents', to: '/public-documentos' },
      { kind: 'link', id: 'public-comunicados', label: 'Comunicats', to: '/public-comunicados' },
    ],
  },
  { kind: 'link', id: 'incidencias', label: 'Incidències', to: '/tickets' },
  { kind: 'link', id: 'mis-datos', label: 'Les meves dades', to: '/mis-datos' },
];
