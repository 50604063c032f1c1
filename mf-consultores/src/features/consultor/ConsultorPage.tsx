import { Box, PageHeader, Stack, Tabs, Text, useNavigate, useParams, useSearchParams } from '@dapcon/shared-ui';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { normalizeTaxId } from '@dapcon/contract/core';
import { consultoresListado } from '@dapcon/contract/consultores';
import { useTranslation, type ConsultorComisionesProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import '../../i18n';

/** The tabs of a consultant's page, in order; `?tab=` names one (spec part 2 §2.11). */
export const CONSULTOR_TABS = ['datosGenerales', 'comisiones'] as const;
export type ConsultorTab = (typeof CONSULTOR_TABS)[number];

/**
 * A consultant's page (/consultores/{nif}, spec part 2 §2.11): 'Consultores > name (NIF)' and tabs
 * chosen by `?tab=`: the general data (issue 13's: not available yet) and, for a commission earner
 * only, its commissions (mf-finanzas's `ConsultorComisiones`, loaded at run time).
 */
export function ConsultorPage() {
  const { t } = useTranslation(['consultores', 'common']);
  const { nif = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // Whether it earns commissions: it is among the commission earners (by NIF, whatever its case).
  const { data: comisionistas = [] } = useApiQuery(consultoresListado, { query: { es_comisionista: true } }, { retry: false });
  const comisionista = comisionistas.find((c) => normalizeTaxId(c.consultor_nif) === normalizeTaxId(nif));
  const tabs: readonly ConsultorTab[] = comisionista ? CONSULTOR_TABS : ['datosGenerales'];
  const asked = searchParams.get('tab');
  const tab: ConsultorTab = tabs.find((candidate) => candidate === asked) ?? 'datosGenerales';
  const select = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'datosGenerales') params.delete('tab');
      else params.set('tab', next);
      return params;
    });
  const title = comisionista ? `${comisionista.full_name} (${comisionista.consultor_nif})` : nif;

  return (
    <Stack gap="0">
      <PageHeader
        title={comisionista?.full_name ?? t('route.consultor')}
        breadcrumb={[{ label: t('route.consultores', { ns: 'common' }), href: '/consultores' }, { label: title }]}
        onNavigate={navigate}
      />
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
          overflowX={{ base: 'auto', md: 'visible' }}
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
            <Text color="fg.muted" py="6">
              {t('frame.noDisponible', { ns: 'common' })}
            </Text>
          </Tabs.Content>
          {comisionista ? (
            <Tabs.Content value="comisiones" pt="0">
              <RemotePanel<ConsultorComisionesProps> remote="mf_finanzas" module="ConsultorComisiones" props={{ consultorId: comisionista.id }} />
            </Tabs.Content>
          ) : null}
        </Box>
      </Tabs.Root>
    </Stack>
  );
}
