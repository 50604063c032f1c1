import { Suspense, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { Box, Button, chakra, Flex, HStack, lazyComponent, Link, Modal, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { FilterPanel, ListTable, useLocalListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { choiceFilter, formatEuro, toDisplayDate } from '@dapcon/contract/core';
import { DAPCON_SORTABLE, dapconList, DapconListQuery, ESTADOS_DAPCON, type DapconListItem } from '@dapcon/contract/dapcon';
import { idiomas as idiomasEndpoint, nombreDeIdioma } from '@dapcon/contract/referencia';
import { useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { RegistrarPagoModal } from './RegistrarPagoModal';
import './i18n';

/** The summary and its pie load the first time it opens: chart.js never comes with the tab (config/size-budgets.json 'heavyLibraries'). */
const ResumenModal = lazyComponent(() => import('./ResumenModal'), (m) => m.ResumenModal);

/** `GET /dapcon` of one company: its `organizacion_id` a fixed default (sent on every request, never a filter). */
function listaDeEmpresa(orgId: number) {
  return { ...dapconList, query: v.object({ ...DapconListQuery.entries, organizacion_id: choiceFilter([String(orgId)] as [string], String(orgId)) }) };
}
type Filter = ListFilterName<typeof dapconList.query>;

/** A declaration's languages, each a link to its record in that language (`/dapcon/{id}/{languageId}`). */
function IdiomasCell({ row }: { row: DapconListItem }) {
  const { t } = useTranslation('finanzas');
  const codigo = row.dapcon_codigo ?? t('pagosDapcon.sinCodigo');
  return (
    <Flex as="ul" listStyleType="none" gap="1" wrap="nowrap">
      {row.idiomas.map((i) => (
        <li key={i.idioma_id}>
          <Link asChild>
            <RouterLink to={`/dapcon/${row.id}/${i.idioma_id}`} aria-label={t('pagosDapcon.abrirIdioma', { codigo, idioma: i.idioma.toUpperCase() })} data-testid="idioma">
              <chakra.span fontSize="xs" fontWeight="semibold" px="1.5" py="0.5" borderRadius="sm" borderWidth="1px" borderColor="border.emphasized" bg="bg.subtle">
                {i.idioma.toUpperCase()}
              </chakra.span>
            </RouterLink>
          </Link>
        </li>
      ))}
    </Flex>
  );
}

/** Props of {@link PagosDapconTab}. */
export interface PagosDapconTabProps {
  orgId: number;
}

/**
 * A company's 'Pagos DAPcon' tab (spec part 2 §2.7): its declarations on the list kit (`GET /dapcon`
 * with its `organizacion_id`; state kept in the tab, not the page's URL), with code (and 'Renovado a
 * partir de N° {parent}'), creation date, languages (each a link to the record in that language),
 * state, ECO Platform 'Si', amount, sequence, and the payment date (or 'Pendiente de pago') with
 * 'Registrar pago' or 'Actualizar pago' under it; a filter modal (text, state, language, pending payment); and
 * 'Resumen', the summary pie.
 */
export function PagosDapconTab({ orgId }: PagosDapconTabProps) {
  const { t } = useTranslation('finanzas');
  const endpoint = useMemo(() => listaDeEmpresa(orgId), [orgId]);
  const list = useLocalListQuery(endpoint);
  const { data: idiomasList = [] } = useApiQuery(idiomasEndpoint);
  // The languages named as the record's tabs name them, in the interface's language.
  const lang = useSession((s) => s.lang);
  const [filtering, setFiltering] = useState(false);
  const [resumen, setResumen] = useState(false);
  const [pagando, setPagando] = useState<{ id: number; codigo: string } | null>(null);

  // Applying or clearing the filters closes their modal.
  const activeKey = JSON.stringify(list.activeFilters);
  useEffect(() => setFiltering(false), [activeKey]);
  const activos = Object.keys(list.activeFilters).filter((k) => k !== 'organizacion_id').length;

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'filter_text', label: t('pagosDapcon.filtro.texto') },
    { kind: 'select', name: 'estado', label: t('pagosDapcon.filtro.estado'), options: ESTADOS_DAPCON.map((e) => ({ value: e, label: t(`pagosDapcon.estados.${e}`) })) },
    { kind: 'select', name: 'idioma_id', label: t('pagosDapcon.filtro.idioma'), options: idiomasList.map((i) => ({ value: String(i.id), label: nombreDeIdioma(lang, i.idioma, i.idioma_nombre) })) },
    { kind: 'yesno', name: 'pendiente_pago', label: t('pagosDapcon.filtro.pendiente') },
  ];

  const codigoDe = (r: DapconListItem) => r.dapcon_codigo ?? t('pagosDapcon.sinCodigo');
  const columns: DataTableColumn<DapconListItem>[] = [
    {
      key: 'dapcon_codigo',
      header: t('pagosDapcon.columnas.codigo'),
      render: (r) => (
        <Stack gap="0.5">
          <Link asChild fontWeight="medium" whiteSpace="nowrap">
            <RouterLink to={`/dapcon/${r.id}/${r.idiomas[0]?.idioma_id ?? 1}`}>{codigoDe(r)}</RouterLink>
          </Link>
          <Text as="span" fontSize="xs" color="fg.muted" lineClamp={2} maxW="12rem" title={r.dv_nombre_producto}>
            {r.dv_nombre_producto}
          </Text>
          {r.id_padre !== null ? (
            <Text as="span" fontSize="xs" color="fg.muted" data-testid="renovado">
              {t('pagosDapcon.renovado', { codigo: r.codigo_padre ?? t('pagosDapcon.sinCodigo') })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'dapcon_fecha_creacion', header: t('pagosDapcon.columnas.creacion'), render: (r) => toDisplayDate(r.dapcon_fecha_creacion) },
    { key: 'idiomas', header: t('pagosDapcon.columnas.idioma'), render: (r) => <IdiomasCell row={r} /> },
    { key: 'estado', header: t('pagosDapcon.columnas.estado'), render: (r) => t(`pagosDapcon.estados.${r.estado}`) },
    {
      key: 'ecoplatform',
      header: t('pagosDapcon.columnas.ecoplatform'),
      align: 'center',
      render: (r) => (r.idiomas.some((i) => i.inscripcion_ecoplatform) ? t('pagosDapcon.si') : ''),
    },
    { key: 'importe', header: t('pagosDapcon.columnas.importe'), align: 'end', render: (r) => <chakra.span whiteSpace="nowrap">{formatEuro(r.pago?.importe)}</chakra.span> },
    { key: 'secuencia', header: t('pagosDapcon.columnas.secuencia'), align: 'center' },
    {
      // The payment date (or 'Pendiente de pago') with the button that fits under it: one column, so the table fits the tab.
      key: 'pagado',
      header: t('pagosDapcon.columnas.pagado'),
      render: (r) => {
        const pagada = r.pagado !== null;
        return (
          <Stack gap="1.5" align="flex-start">
            {pagada ? (
              <Text as="span" whiteSpace="nowrap">
                {toDisplayDate(r.pagado)}
              </Text>
            ) : (
              <Text as="span" color="red.700" fontWeight="medium" whiteSpace="nowrap">
                {t('pagosDapcon.pendiente')}
              </Text>
            )}
            <Button aria-haspopup="dialog"
              size="xs"
              variant={pagada ? 'outline' : 'solid'}
              whiteSpace="nowrap"
              aria-label={t(pagada ? 'pagosDapcon.actualizarDe' : 'pagosDapcon.registrarDe', { codigo: codigoDe(r) })}
              onClick={() => setPagando({ id: r.id, codigo: `${codigoDe(r)} · ${r.dv_nombre_producto}` })}
            >
              {t(pagada ? 'pagosDapcon.actualizar' : 'pagosDapcon.registrar')}
            </Button>
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          {t('pagosDapcon.titulo')}
        </Text>
        <HStack gap="2">
          <Button aria-haspopup="dialog" size="sm" variant="outline" onClick={() => setFiltering(true)}>
            {activos > 0 ? t('pagosDapcon.filtrarN', { count: activos }) : t('pagosDapcon.filtrar')}
          </Button>
          <Button aria-haspopup="dialog" size="sm" onClick={() => setResumen(true)}>
            {t('pagosDapcon.resumen')}
          </Button>
        </HStack>
      </HStack>
      <Box overflowX="auto">
        <ListTable list={list} columns={columns} rowKey={(r) => r.id} sortable={DAPCON_SORTABLE} aria-label={t('pagosDapcon.tabla')} />
      </Box>
      <Modal open={filtering} onClose={() => setFiltering(false)} title={t('pagosDapcon.filtros')} size="lg">
        <FilterPanel list={list} fields={fields} layout="inline" title={t('pagosDapcon.filtros')} />
      </Modal>
      {resumen ? (
        <Suspense fallback={null}>
          <ResumenModal open onClose={() => setResumen(false)} orgId={orgId} />
        </Suspense>
      ) : null}
      {pagando ? <RegistrarPagoModal open onClose={() => setPagando(null)} dapconId={pagando.id} codigo={pagando.codigo} /> : null}
    </Stack>
  );
}
