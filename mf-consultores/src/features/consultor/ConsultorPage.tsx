import { useEffect } from 'react';
import { Box, Button, Link, LoadingState, PageHeader, RouterLink, Stack, Tabs, Text, useNavigate, useParams, useSearchParams } from '@dapcon/shared-ui';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { consultorFicha, type ConsultorFicha } from '@dapcon/contract/consultores';
import { feedback, useTranslation, type ConsultorComisionesProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { EstadoCuentaBadge } from '../datos/EstadoCuentaBadge';
import { ConsultorCuentaActions } from './ConsultorCuenta';
import { ConsultorForm } from './ConsultorForm';
import { HistorialConsultor } from './HistorialConsultor';
import '../../i18n';

/** The tabs of a consultant's page, in order; `?tab=` names one (spec part 2 §2.11). */
export const CONSULTOR_TABS = ['datosGenerales', 'comisiones', 'historial'] as const;
export type ConsultorTab = (typeof CONSULTOR_TABS)[number];

/** The tabs a consultant has: the commissions only for a commission earner. */
export function tabsOf(consultor: Pick<ConsultorFicha, 'es_comisionista'>): readonly ConsultorTab[] {
  return consultor.es_comisionista ? CONSULTOR_TABS : ['datosGenerales', 'historial'];
}

/**
 * A consultant's page (/consultores/{nif}, spec part 2 §2.11): 'Consultores > full name (NIF)', the
 * account's state under the title ('Activo', 'Pendiente de activar', 'De baja desde …'), the account
 * actions ('Activar', 'Dar de baja' / 'Dar de alta', 'Iniciar sesión', 'Eliminar'), and tabs chosen
 * by `?tab=`: the general data (the form, 'Guardar'), for a commission earner only its commissions
 * (mf-finanzas's `ConsultorComisiones`, loaded at run time), and its history (who changed what, old →
 * new: the audit trail's entries about it, HistorialConsultor). No consultant with that NIF: said on the page.
 */
export function ConsultorPage() {
  const { t } = useTranslation(['consultores', 'common']);
  const { nif = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useApiQuery(
    consultorFicha,
    { params: { nif } },
    // A language switch keeps the consultant on screen while it is read again.
    { placeholderData: (previous) => (previous?.consultor_nif.toUpperCase() === nif.toUpperCase() ? previous : undefined) },
  );
  const { data: consultor, error, refetch } = query;

  // A consultant that is not there is said on the page; any other failure once, in the shell's modal.
  const notFound = error?.status === 404;
  useEffect(() => {
    if (error && error.status !== 404 && !error.isSessionError) feedback.error(error);
  }, [error]);

  const back = { label: t('route.consultores', { ns: 'common' }), href: '/consultores' };

  if (!consultor) {
    if (query.isPending) return <LoadingState label={t('ficha.loading')} />;
    return (
      <Stack gap="4">
        <PageHeader title={t('route.consultor')} breadcrumb={[back, { label: nif }]} onNavigate={navigate} />
        <Text>{notFound ? t('ficha.notFound.message', { nif }) : t('ficha.loadError')}</Text>
        <Box>
          {notFound ? (
            <Link asChild fontWeight="medium">
              <RouterLink to="/consultores">{t('ficha.notFound.back')}</RouterLink>
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void refetch()}>
              {t('ficha.retry')}
            </Button>
          )}
        </Box>
      </Stack>
    );
  }

  const tabs = tabsOf(consultor);
  const asked = searchParams.get('tab');
  const tab: ConsultorTab = tabs.find((candidate) => candidate === asked) ?? 'datosGenerales';
  const select = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'datosGenerales') params.delete('tab');
      else params.set('tab', next);
      return params;
    });

  return (
    <Stack gap="0">
      <PageHeader
        title={consultor.full_name}
        breadcrumb={[back, { label: `${consultor.full_name} (${consultor.consultor_nif})` }]}
        onNavigate={navigate}
        actions={<ConsultorCuentaActions consultor={consultor} />}
      />
      <Box mt="-4" mb="6" aria-label={t('ficha.estado.label')} role="group">
        <EstadoCuentaBadge usuario={consultor.usuario} />
      </Box>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => select(details.value)}
        orientation="vertical"
        variant="subtle"
        colorPalette="brand"
        lazyMount
        unmountOnExit
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        gap={{ base: '4', md: '6' }}
      >
        <Tabs.List
          aria-label={t('ficha.tabs.label')}
          flexDirection={{ base: 'row', md: 'column' }}
          flexWrap={{ base: 'wrap', md: 'nowrap' }}
          w={{ base: 'full', md: '12rem' }}
          flexShrink={0}
          alignSelf="flex-start"
        >
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} justifyContent="flex-start" flexShrink={0}>
              {t(`ficha.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box flex="1" minW="0">
          <Tabs.Content value="datosGenerales" pt="0">
            {/* Read again after a save: the form starts from what was stored. */}
            <ConsultorForm key={`${consultor.id}-${consultor.consultor_fecha_modificacion ?? ''}`} consultor={consultor} />
          </Tabs.Content>
          {consultor.es_comisionista ? (
            <Tabs.Content value="comisiones" pt="0">
              <RemotePanel<ConsultorComisionesProps> remote="mf_finanzas" module="ConsultorComisiones" props={{ consultorId: consultor.id }} />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="historial" pt="0">
            <HistorialConsultor consultorId={consultor.id} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Stack>
  );
}
