import { useEffect, type ReactNode } from 'react';
import { Box, Button, chakra, HStack, Link, LoadingState, PageHeader, RouterLink, SimpleGrid, Stack, Tabs, Text, useNavigate, useParams } from '@dapcon/shared-ui';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { toDisplayDate } from '@dapcon/contract/core';
import { dapcon, type DapconDetalle, type DapconHistorial } from '@dapcon/contract/dapcon';
import type { EnlaceRegistroProps } from '@dapcon/contract/registro';
import type { RecordatoriosDapconProps } from '@dapcon/contract/contenidos';
import { feedback, isAdminModule, isLang, useSession, useTranslation, type DapconPagoResumenProps } from '@dapcon/shared-sdk';
import { queryClient, queryKeyOf, useApiQuery } from '@dapcon/shared-sdk/query';
import '../../i18n';
import { DapconAcciones } from './DapconAcciones';
import { DapconCadena } from './DapconCadena';
import { DapconClasificacion } from './DapconClasificacion';
import { DocumentoDapcon, DocumentosComunes } from './DapconDocumentos';
import { DapconResultados } from './DapconResultados';
import { IncidenciasIdioma } from './DapconIncidencias';
import { EstadoBadge } from './EstadoBadge';
import { fechaHora } from './fechas';

export { EstadoBadge };

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A term and its value in the header's description list (dl > div > dt + dd, WCAG 1.3.1).
    <Box>
      <chakra.dt fontSize="sm" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd fontWeight="medium" ms="0">
        {children}
      </chakra.dd>
    </Box>
  );
}

const persona = (p: DapconDetalle['consultor']) => `${p.nombre} ${p.apellidos} (${p.nif})`;

/** The history as a timeline: date, action, from → to, who (and the administrator behind an impersonation), comment. */
export function Historial({ historial, lang }: { historial: readonly DapconHistorial[]; lang: string }) {
  const { t } = useTranslation('empresas');
  return (
    <Stack as="section" gap="3" aria-labelledby="dapcon-historial">
      <Text as="h2" id="dapcon-historial" fontSize="lg" fontWeight="semibold">
        {t('dapcon.ficha.historial')}
      </Text>
      {historial.length === 0 ? <Text color="fg.muted">{t('dapcon.ficha.sinHistorial')}</Text> : null}
      <chakra.ol listStyleType="none" borderLeftWidth="2px" borderColor="border" ps="4" display="flex" flexDirection="column" gap="4">
        {historial.map((h, index) => (
          <chakra.li key={`${h.fecha}-${index}`} position="relative" data-testid="historial-entrada">
            <Box position="absolute" left="-1.4rem" top="1.5" w="2.5" h="2.5" borderRadius="full" bg="brand.solid" />
            <HStack gap="2" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {fechaHora(h.fecha, lang)}
              </Text>
              <Text fontWeight="semibold">{t(`dapcon.accion.${h.accion}`, { defaultValue: h.accion })}</Text>
              {/* A step that leaves the state as it was (a class, a document replaced, the results table) shows it once. */}
              {h.estado_desde && h.estado_desde !== h.estado_hasta ? (
                <>
                  <EstadoBadge estado={h.estado_desde} />
                  <span aria-hidden="true">→</span>
                </>
              ) : null}
              <EstadoBadge estado={h.estado_hasta} />
            </HStack>
            <Text fontSize="sm">
              {h.usuario ?? t('dapcon.ficha.sistema')}
              {h.suplantador ? ` (${t('dapcon.ficha.enNombreDe', { admin: h.suplantador })})` : ''}
            </Text>
            {h.comentario ? (
              <Text fontSize="sm" fontStyle="italic">
                {h.comentario}
              </Text>
            ) : null}
          </chakra.li>
        ))}
      </chakra.ol>
    </Stack>
  );
}

/**
 * A declaration's record page (/dapcon/{id}/{languageId}, spec part 1 §2, part 2 §2.9;
 * docs/dapcon-lifecycle.md): its head (code, product, company, RCP, consultant, verifier, state, dates,
 * the declaration it renews, its ECO Platform class with 'Asignar' / 'Cambiar' for who may) with
 * the actions the caller may take now, the renewal chain, its
 * languages as tabs chosen by the path's language (each with its state, ECO Platform flag, EPD and
 * incidents), the documents all languages share, the payment (mf-finanzas's panel) and the history.
 * A transition answers the record as it is after it, which the page shows at once.
 */
export function DapconDetail() {
  const { t, i18n } = useTranslation(['empresas', 'common']);
  const { id = '', languageId = '1' } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const query = useApiQuery(dapcon, { params: { id } }, { refetchOnWindowFocus: false, retry: false });
  const { data, error, refetch } = query;
  const notFound = error?.status === 404;
  useEffect(() => {
    if (error && error.status !== 404 && !error.isSessionError) feedback.error(error);
  }, [error]);
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const back = { label: t('route.dapcon', { ns: 'common' }), href: '/dapcon' };

  if (!data) {
    if (query.isPending) return <LoadingState label={t('dapcon.ficha.loading')} />;
    return (
      <Stack gap="4">
        <PageHeader title={t('route.dapconFicha')} breadcrumb={[back, { label: id }]} onNavigate={navigate} />
        <Text>{notFound ? t('dapcon.ficha.notFound') : t('dapcon.ficha.loadError')}</Text>
        <Box>
          {notFound ? (
            <Link asChild fontWeight="medium">
              <RouterLink to="/dapcon">{t('dapcon.ficha.volver')}</RouterLink>
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void refetch()}>
              {t('dapcon.ficha.retry')}
            </Button>
          )}
        </Box>
      </Stack>
    );
  }

  /**
   * The record as a change answered it, shown at once, and the message (the lists, the other records
   * and the panels were read again by the write's `stale`).
   */
  const changed = (next: DapconDetalle, message: string) => {
    queryClient.setQueryData(queryKeyOf(dapcon, { params: { id } }), next);
    feedback.success(message);
  };
  const codigo = data.dapcon_codigo ?? t('dapcon.ficha.sinCodigo');
  const idioma = data.idiomas.find((i) => String(i.idioma_id) === languageId) ?? data.idiomas[0];
  const empresa = `${data.empresa.org_nombre} (${data.empresa.org_cif})`;
  const subible = data.acciones.includes('subir_documento');
  // In verification, a language with an open incident takes its corrected EPD (`sustituir_documento`).
  const corrige = (i: DapconDetalle['idiomas'][number]) => data.acciones.includes('sustituir_documento') && i.dapcon_idioma_estado === 'con_incidencias';
  return (
    <Stack gap="8">
      <Stack gap="6">
        <PageHeader
          title={data.dv_nombre_producto}
          breadcrumb={[back, { label: data.dapcon_codigo ?? `#${data.id}` }]}
          onNavigate={navigate}
          actions={<DapconAcciones detalle={data} onChanged={changed} />}
        />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" as="dl" data-testid="dapcon-cabecera">
          <Dato label={t('dapcon.ficha.campos.codigo')}>
            {codigo}
            {data.id_padre !== null ? (
              <Text fontSize="sm" fontWeight="normal" color="fg.muted">
                {t('dapcon.ficha.renovado', { codigo: data.codigo_padre ?? `#${data.id_padre}` })}
              </Text>
            ) : null}
          </Dato>
          <Dato label={t('dapcon.ficha.campos.producto')}>{data.dv_nombre_producto}</Dato>
          <Dato label={t('dapcon.ficha.campos.empresa')}>
            {isAdminModule(user) ? (
              <Link asChild>
                <RouterLink to={`/empresas/${data.empresa.org_cif}`}>{empresa}</RouterLink>
              </Link>
            ) : (
              empresa
            )}
          </Dato>
          <Dato label={t('dapcon.ficha.campos.rcp')}>{`${data.rcp.rcp_equivalencia} · ${data.rcp.rcp_nombre}`}</Dato>
          <Dato label={t('dapcon.ficha.campos.consultor')}>{persona(data.consultor)}</Dato>
          <Dato label={t('dapcon.ficha.campos.verificador')}>{persona(data.verificador)}</Dato>
          <Dato label={t('dapcon.ficha.campos.estado')}>
            <EstadoBadge estado={data.estado} />
          </Dato>
          <Dato label={t('dapcon.ficha.campos.creacion')}>{toDisplayDate(data.dapcon_fecha_creacion)}</Dato>
          <Dato label={t('dapcon.ficha.campos.validez')}>
            {data.dapcon_valido_desde && data.dapcon_valido_hasta
              ? t('dapcon.ficha.validez', { desde: toDisplayDate(data.dapcon_valido_desde), hasta: toDisplayDate(data.dapcon_valido_hasta) })
              : '—'}
          </Dato>
          <Dato label={t('dapcon.ficha.campos.clasificacion')}>
            <DapconClasificacion detalle={data} onChanged={changed} />
          </Dato>
        </SimpleGrid>
      </Stack>
      <DapconCadena detalle={data} />
      {data.dapcon_codigo && (data.estado === 'publicada' || data.estado === 'caducada') ? (
        // The declaration's entry in the public registry: mf-registro's panel, in a slot of its own.
        <RemotePanel<EnlaceRegistroProps> remote="mf_registro" module="EnlaceRegistro" props={{ codigo: data.dapcon_codigo }} />
      ) : null}
      {idioma ? (
        <Tabs.Root
          value={String(idioma.idioma_id)}
          onValueChange={(details) => navigate(`/dapcon/${data.id}/${details.value}`, { replace: true })}
          variant="line"
          colorPalette="brand"
          lazyMount
        >
          <Tabs.List aria-label={t('dapcon.ficha.idiomas')}>
            {data.idiomas.map((i) => (
              <Tabs.Trigger key={i.idioma_id} value={String(i.idioma_id)}>
                {i.idioma_nombre}
                {i.dapcon_idioma_estado === 'con_incidencias' ? (
                  <>
                    <chakra.span w="2" h="2" borderRadius="full" bg="orange.500" title={t('dapcon.estado.con_incidencias')} aria-hidden="true" />
                    <chakra.span srOnly>{t('dapcon.estado.con_incidencias')}</chakra.span>
                  </>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {data.idiomas.map((i) => (
            <Tabs.Content key={i.idioma_id} value={String(i.idioma_id)}>
              <Stack gap="6" pt="2">
                <HStack gap="3" wrap="wrap">
                  <EstadoBadge estado={i.dapcon_idioma_estado} />
                  <Text fontSize="sm">{t(i.inscripcion_ecoplatform ? 'dapcon.ficha.ecoplatformSi' : 'dapcon.ficha.ecoplatformNo')}</Text>
                </HStack>
                <DocumentoDapcon detalle={data} tipo="dap" idiomaId={i.idioma_id} subible={subible || (corrige(i) && 'correccion')} onChanged={changed} />
                <IncidenciasIdioma detalle={data} idiomaId={i.idioma_id} />
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
      <DocumentosComunes detalle={data} onChanged={changed} />
      <DapconResultados detalle={data} />
      <Stack as="section" gap="3" aria-labelledby="dapcon-pago">
        <Text as="h2" id="dapcon-pago" fontSize="lg" fontWeight="semibold">
          {t('dapcon.ficha.pago')}
        </Text>
        <RemotePanel<DapconPagoResumenProps> remote="mf_finanzas" module="DapconPagoResumen" props={{ dapconId: data.id }} />
      </Stack>
      {isAdminModule(user) ? (
        // The reminders sent about it (issue 36): mf-contenidos's panel, in a slot of its own, for the administration.
        <RemotePanel<RecordatoriosDapconProps> remote="mf_contenidos" module="RecordatoriosDapcon" props={{ dapconId: data.id }} />
      ) : null}
      <Historial historial={data.historial} lang={lang} />
    </Stack>
  );
}
