import { AreaRoutes, lazyComponent, listPrefetch } from '@dapcon/shared-ui';
import './i18n';
import { useTranslation } from '@dapcon/shared-sdk';

// The message templates load when they are opened; their editor after them (PlantillaForm).
const PlantillasPage = lazyComponent(() => import(/* webpackChunkName: "route~plantillas-mensajes" */ './features/plantillas/PlantillasPage'), (m) => m.PlantillasPage);
// The front page's banners (/banner-portada) likewise.
const BannersPage = lazyComponent(() => import(/* webpackChunkName: "route~banner-portada" */ './features/banners/BannersPage'), (m) => m.BannersPage);
// The web contents (/contenidos): the list, and the editor with the files (and the rich-text editor after it).
const ContenidosList = lazyComponent(() => import(/* webpackChunkName: "route~contenidos" */ './features/contenidos/ContenidosList'), (m) => m.ContenidosList);
const ContenidoNuevo = lazyComponent(() => import(/* webpackChunkName: "route~contenidos~nuevo" */ './features/contenidos/ContenidoPage'), (m) => m.ContenidoNuevo);
const ContenidoEditar = lazyComponent(() => import(/* webpackChunkName: "route~contenidos~_id" */ './features/contenidos/ContenidoPage'), (m) => m.ContenidoEditar);
// The document library: the administration's list with its modal, and what readers see.
const BibliotecaList = lazyComponent(() => import(/* webpackChunkName: "route~biblioteca-documentos" */ './features/biblioteca/BibliotecaList'), (m) => m.BibliotecaList);
const PublicDocumentos = lazyComponent(() => import(/* webpackChunkName: "route~public-documentos" */ './features/biblioteca/PublicDocumentos'), (m) => m.PublicDocumentos);
// The communications (/comunicaciones) likewise.
const ComunicacionesPage = lazyComponent(() => import(/* webpackChunkName: "route~comunicaciones" */ './features/comunicaciones/ComunicacionesPage'), (m) => m.ComunicacionesPage);
// What readers read (/public-comunicados) likewise; the homes load their panels on their own (./ComunicadosHome).
const ComunicadosPublicosPage = lazyComponent(() => import(/* webpackChunkName: "route~public-comunicados" */ './features/publico/ComunicadosPublicosPage'), (m) => m.ComunicadosPublicosPage);

/**
 * mf-contenidos's routes, mounted by the shell at run time as `mf_contenidos/Routes`: message
 * templates, contents, the document library, communications, what companies and consultants read,
 * and the home banner. The message templates (/plantillas-mensajes), the web contents (/contenidos,
 * /contenidos/nuevo, /contenidos/{id}), the front page's banners
 * (/banner-portada), the communications (/comunicaciones), the document library
 * (/biblioteca-documentos, /public-documentos) and the readers' communications (/public-comunicados)
 * are built.
 */
export default function ContenidosRoutes() {
  const { t } = useTranslation('common');
  return (
    <AreaRoutes
      routes={[
        { path: '/plantillas-mensajes', title: t('route.plantillasMensajes'), element: <PlantillasPage /> },
        { path: '/contenidos', title: t('route.contenidos'), element: <ContenidosList />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~contenidos+list" */ '@dapcon/contract/contenidos').then((m) => m.contenidosList)) },
        { path: '/contenidos/nuevo', title: t('route.contenidoNuevo', { ns: 'contenidos' }), element: <ContenidoNuevo /> },
        { path: '/contenidos/:id', title: t('route.contenido', { ns: 'contenidos' }), element: <ContenidoEditar /> },
        { path: '/biblioteca-documentos', title: t('route.bibliotecaDocumentos'), element: <BibliotecaList />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~biblioteca-documentos+list" */ '@dapcon/contract/contenidos').then((m) => m.bibliotecaList)) },
        { path: '/comunicaciones', title: t('route.comunicaciones'), element: <ComunicacionesPage /> },
        { path: '/public-documentos', title: t('route.publicDocumentos'), element: <PublicDocumentos /> },
        { path: '/public-comunicados', title: t('route.publicComunicados'), element: <ComunicadosPublicosPage /> },
        { path: '/banner-portada', title: t('route.bannerPortada'), element: <BannersPage /> },
      ]}
    />
  );
}
