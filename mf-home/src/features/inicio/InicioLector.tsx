import { Suspense, useEffect } from 'react';
import { Alert, Button, lazyComponent, Link, LoadingState, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { inicio } from '@dapcon/contract/panel';
import { feedback, useSession, useTranslation, type ComunicadosHomeProps, type DocumentosResaltadosProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

// Each kind of reader downloads its own part only (docs/home.md 'Step 3 as built': the homes' budget).
const cargarEmpresa = () => import('./InicioEmpresa');
const cargarConsultor = () => import('./InicioConsultor');
const InicioEmpresa = lazyComponent(cargarEmpresa, (m) => m.InicioEmpresa);
const InicioConsultor = lazyComponent(cargarConsultor, (m) => m.InicioConsultor);

/** No logo yet: the warning, linking to /mis-datos. */
function AvisoLogo() {
  const { t } = useTranslation('home-inicio');
  return (
    <Alert.Root status="warning" data-testid="aviso-logo">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('logo.titulo')}</Alert.Title>
        <Alert.Description>
          {t('logo.texto')}{' '}
          <Link asChild fontWeight="semibold" color="brand.fg">
            <RouterLink to="/mis-datos">{t('logo.enlace')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The home of companies, consultants and verifiers (spec part 1 §2 'Consultor home', 'Company home';
 * docs/home.md step 3), from one request, `GET /panel/inicio`: the missing-logo warning (→ /mis-datos);
 * a company's part (the fee owed, `alerta_pago`; its declarations by state) or a consultant's or
 * verifier's (the signing plugin's warning for those who sign, with its install modal; the unresolved
 * incidents), each loaded for its kind of reader only, while the request is under way; then
 * mf-contenidos's panels, each loaded (and failing) on its own: the highlighted documents' button and
 * the communications. The administration's home has none of it.
 */
export function InicioLector() {
  const { t } = useTranslation('home-inicio');
  const modulo = useSession((s) => s.user?.modulo_app);
  const { data, error, isPending, refetch } = useApiQuery(inicio, undefined, { staleTime: 0 });

  useEffect(() => {
    // The reader's part downloads alongside its data, not after it.
    void (modulo === 'organizacion' ? cargarEmpresa() : cargarConsultor()).catch(() => undefined);
  }, [modulo]);

  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  return (
    <Stack gap="4">
      {data ? (
        <>
          {data.tiene_logo ? null : <AvisoLogo />}
          <Suspense fallback={<LoadingState label={t('cargando')} />}>
            {data.empresa ? <InicioEmpresa datos={data.empresa} /> : null}
            {data.consultor ? <InicioConsultor datos={data.consultor} /> : null}
          </Suspense>
        </>
      ) : isPending ? (
        <LoadingState label={t('cargando')} />
      ) : (
        <Stack gap="2" align="flex-start">
          <Text>{t('error')}</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('reintentar')}
          </Button>
        </Stack>
      )}
      <RemotePanel<DocumentosResaltadosProps> remote="mf_contenidos" module="DocumentosResaltados" props={{}} />
      <RemotePanel<ComunicadosHomeProps> remote="mf_contenidos" module="ComunicadosHome" props={{}} />
    </Stack>
  );
}
