import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Link, LoadingState, PageHeader, RouterLink, Stack, Tabs, Text, useNavigate, useParams, useSearchParams } from '@dapcon/shared-ui';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { toDisplayDate } from '@dapcon/contract/core';
import { EMPRESAS_MSG, empresaPorCif, type EmpresaDetalle } from '@dapcon/contract/empresas';
import { feedback, isLang, localizeMessage, useTranslation, type EmpresaPagosCuotasProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { EmpresaActions } from './EmpresaActions';
import { EmpresaForm } from './EmpresaForm';
import { HistorialEmpresa } from './HistorialEmpresa';
import { RELOAD_AFTER_SAVE_MS } from './formValues';

/** The tabs of a company's page, in order; `?tab=` names one (spec part 2 §2.5). */
export const EMPRESA_TABS = ['datos_generales', 'pagos_cuotas', 'pagos_dapcon', 'comisiones', 'historial'] as const;
export type EmpresaTab = (typeof EMPRESA_TABS)[number];

/** mf-finanzas's panel of each payments tab; they all take the company's CIF. */
const PANELS: Record<Exclude<EmpresaTab, 'datos_generales' | 'historial'>, string> = {
  pagos_cuotas: 'EmpresaPagosCuotas',
  pagos_dapcon: 'EmpresaPagosDapcon',
  comisiones: 'EmpresaComisiones',
};

/** The tabs a company has: no commissions for one that joined through an agreement (spec part 2 §2.5, §6). */
export function tabsOf(empresa: Pick<EmpresaDetalle, 'org_convenio'>): readonly EmpresaTab[] {
  return empresa.org_convenio ? EMPRESA_TABS.filter((tab) => tab !== 'comisiones') : EMPRESA_TABS;
}

/**
 * A company's page for the administration (/empresas/{cif}, spec part 2 §2.5): 'Empresas > name
 * (CIF)', the company's actions, 'Empresa dada de baja' while it has left, and a side menu of tabs
 * chosen by `?tab=`: the general data (its form), mf-finanzas's fee payments, DAPcon payments and
 * commissions panels (loaded at run time; commissions only without an agreement), and the company's
 * history (who changed what, old → new: the audit trail's entries about it, HistorialEmpresa).
 */
export function EmpresaDetail() {
  const { t, i18n } = useTranslation(['empresas', 'common']);
  const { cif = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useApiQuery(
    empresaPorCif,
    { params: { cif } },
    {
      // The form holds what is being typed: the data are read again when this page says so (after a
      // save, a baja…), not when the window regains focus; a language switch keeps them on screen.
      refetchOnWindowFocus: false,
      placeholderData: (previous) => (previous?.org_cif.toUpperCase() === cif.toUpperCase() ? previous : undefined),
    },
  );
  const { data: empresa, error, refetch } = query;
  // Each reading the page asks for gives the form its values again.
  const [round, setRound] = useState(0);
  const reload = useCallback(
    async (resetForm: boolean) => {
      await refetch();
      if (resetForm) setRound((r) => r + 1);
    },
    [refetch],
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A company that is not there is said on the page; any other failure once, in the shell's modal.
  const notFound = error?.status === 404;
  useEffect(() => {
    if (error && error.status !== 404 && !error.isSessionError) feedback.error(error);
  }, [error]);

  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const back = { label: t('route.empresas', { ns: 'common' }), href: '/empresas' };

  if (!empresa) {
    if (query.isPending) return <LoadingState label={t('ficha.loading')} />;
    return (
      <Stack gap="4">
        <PageHeader title={t('route.empresa')} breadcrumb={[back, { label: cif }]} onNavigate={navigate} />
        <Text>{notFound ? t('ficha.notFound.message', { cif }) : t('ficha.loadError')}</Text>
        <Box>
          {notFound ? (
            <Link asChild fontWeight="medium">
              <RouterLink to="/empresas">{t('ficha.notFound.back')}</RouterLink>
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

  const tabs = tabsOf(empresa);
  const asked = searchParams.get('tab');
  const tab: EmpresaTab = tabs.find((candidate) => candidate === asked) ?? 'datos_generales';
  const select = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'datos_generales') params.delete('tab');
      else params.set('tab', next);
      return params;
    });
  const title = `${empresa.org_nombre} (${empresa.org_cif})`;

  return (
    <Stack gap="0">
      <PageHeader
        title={empresa.org_nombre}
        breadcrumb={[back, { label: title }]}
        onNavigate={navigate}
        actions={<EmpresaActions empresa={empresa} onChanged={() => reload(true)} />}
      />
      {empresa.org_fecha_baja !== null ? (
        <Alert.Root status="warning" mb="6" data-testid="empresa-de-baja">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{localizeMessage(EMPRESAS_MSG.empresaDadaDeBaja, lang)}</Alert.Title>
            <Alert.Description>
              {t('ficha.baja.since', { fecha: toDisplayDate(empresa.org_fecha_baja) })}
              {empresa.org_observaciones_baja ? ` ${t('ficha.baja.observaciones', { texto: empresa.org_observaciones_baja })}` : ''}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {/* A side menu of tabs; on a narrow screen, rows above the tab's content (they wrap, never scroll). */}
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
          <Tabs.Content value="datos_generales" pt="0">
            <EmpresaForm
              key={`${empresa.org_id}:${round}`}
              empresa={empresa}
              onSaved={() => {
                clearTimeout(timer.current);
                timer.current = setTimeout(() => void reload(true), RELOAD_AFTER_SAVE_MS);
              }}
              onDocumentRemoved={() => void reload(false)}
            />
          </Tabs.Content>
          {tabs
            .filter((value) => value !== 'datos_generales' && value !== 'historial')
            .map((value) => (
              <Tabs.Content key={value} value={value} pt="0">
                <RemotePanel<EmpresaPagosCuotasProps> remote="mf_finanzas" module={PANELS[value as keyof typeof PANELS]} props={{ cif: empresa.org_cif }} />
              </Tabs.Content>
            ))}
          <Tabs.Content value="historial" pt="0">
            <HistorialEmpresa orgId={empresa.org_id} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Stack>
  );
}
