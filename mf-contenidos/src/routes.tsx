import { AreaComingSoon, AreaRoutes } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';

/**
 * mf-contenidos's routes, mounted by the shell at run time as `mf_contenidos/Routes`: message
 * templates, contents, the document library, communications, what companies and consultants read,
 * and the home banner. The area is not built yet: each screen shows the 'not available yet' page.
 */
export default function ContenidosRoutes() {
  const { t } = useTranslation('common');
  const soon = (title: string) => ({ title, element: <AreaComingSoon title={title} /> });
  return (
    <AreaRoutes
      routes={[
        { path: '/plantillas-mensajes', ...soon(t('route.plantillasMensajes')) },
        { path: '/contenidos', ...soon(t('route.contenidos')) },
        { path: '/biblioteca-documentos', ...soon(t('route.bibliotecaDocumentos')) },
        { path: '/comunicaciones', ...soon(t('route.comunicaciones')) },
        { path: '/public-documentos', ...soon(t('route.publicDocumentos')) },
        { path: '/public-comunicados', ...soon(t('route.publicComunicados')) },
        { path: '/banner-portada', ...soon(t('route.bannerPortada')) },
      ]}
    />
  );
}
