import { AreaComingSoon, AreaRoutes, lazyComponent } from '@dapcon/shared-ui';
import './i18n';
import { useTranslation } from '@dapcon/shared-sdk';

// The message templates load when they are opened; their editor after them (PlantillaForm).
const PlantillasPage = lazyComponent(() => import('./features/plantillas/PlantillasPage'), (m) => m.PlantillasPage);

/**
 * mf-contenidos's routes, mounted by the shell at run time as `mf_contenidos/Routes`: message
 * templates, contents, the document library, communications, what companies and consultants read,
 * and the home banner. The message templates (/plantillas-mensajes) are built; every other screen
 * shows the 'not available yet' page.
 */
export default function ContenidosRoutes() {
  const { t } = useTranslation('common');
  const soon = (title: string) => ({ title, element: <AreaComingSoon title={title} /> });
  return (
    <AreaRoutes
      routes={[
        { path: '/plantillas-mensajes', title: t('route.plantillasMensajes'), element: <PlantillasPage /> },
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
