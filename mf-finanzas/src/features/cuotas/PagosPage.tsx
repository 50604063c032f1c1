import { useState } from 'react';
import { Button, HStack, Modal, PageHeader, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { ExcelButton, FilterPanel, ListLayout, ListTable, PickedFilter, useListQuery, type DataTableColumn, type FilterField, type ListFilterName, type ListQuery } from '@dapcon/shared-ui/data';
import { anyosCuota, formatEuro } from '@dapcon/contract/core';
import type { EmpresaListItem } from '@dapcon/contract/empresas';
import { CUOTAS_EXCEL_NAME, CUOTAS_SORTABLE, cuotasAnuales, METODOS_PAGO, mostrarPagoCuota, type Cuota } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { AltaPagosModal } from './AltaPagosModal';
import { BuscadorEmpresa } from './BuscadorEmpresa';
import { CuotaDetalle, PagadoText } from './CuotaDetalle';
import './i18n';

type Filter = ListFilterName<typeof cuotasAnuales.query>;
type CuotasList = ListQuery<typeof cuotasAnuales>;

/**
 * The company filter: the company picked with mf-empresas's 'Buscador de Organizaciones' (`org_id`
 * in the URL), 'Quitar' to drop it; the other filters stay.
 */
function EmpresaFilter({ list }: { list: CuotasList }) {
  const { t } = useTranslation('finanzas');
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState<Pick<EmpresaListItem, 'org_id' | 'org_nombre'> | null>(null);
  const current = list.activeFilters.org_id;
  const id = current === undefined ? undefined : Number(current);
  // The name: the one picked here, or (a shared link, a reload) the rows'.
  const nombre =
    id === undefined ? undefined : picked?.org_id === id ? picked.org_nombre : (list.rows.find((r) => r.org_id === id)?.org_nombre ?? t('cuotas.filters.empresaN', { id }));
  const setEmpresa = (orgId: number | undefined) => list.setFilters({ ...list.activeFilters, org_id: orgId });
  return (
    <PickedFilter
      labels={{ title: t('cuotas.filters.empresa'), all: t('cuotas.filters.todas'), search: t('cuotas.filters.buscar'), change: t('cuotas.filters.cambiar'), clear: t('cuotas.filters.quitar') }}
      value={nombre}
      onSearch={() => setSearching(true)}
      onClear={() => setEmpresa(undefined)}
    >
      <BuscadorEmpresa
        open={searching}
        onClose={() => setSearching(false)}
        onPick={(org) => {
          setPicked(org);
          setEmpresa(org.org_id);
        }}
      />
    </PickedFilter>
  );
}

/** A fee's detail, read again from `GET /cuotas/mostrar-pago/{org_id}/{year}` (the row shows until it arrives). */
function DetalleModal({ cuota, onClose }: { cuota: Cuota | null; onClose: () => void }) {
  const { t } = useTranslation('finanzas');
  const { data } = useApiQuery(mostrarPagoCuota, { params: { org_id: String(cuota?.org_id ?? 0), year: String(cuota?.year ?? 0) } }, { enabled: cuota !== null });
  const shown = data ?? cuota;
  return (
    <Modal
      open={cuota !== null}
      onClose={onClose}
      title={t('cuotas.detalle.titulo')}
      size="md"
      footer={
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          {t('cuotas.detalle.cerrar')}
        </Button>
      }
    >
      {shown ? <CuotaDetalle cuota={shown} /> : null}
    </Modal>
  );
}

/** The sums of the whole filtered list (the same answer as the table's page). */
function Totales({ list }: { list: CuotasList }) {
  const { t } = useTranslation('finanzas');
  const { data } = useApiQuery(cuotasAnuales, { query: list.query }, { placeholderData: (previous) => previous });
  if (!data || data.total === 0) return null;
  return (
    <HStack gap="6" justify="flex-end" fontWeight="medium" mt="3" data-testid="totales" flexWrap="wrap">
      <Text>{t('cuotas.total', { importe: formatEuro(data.importe_total) })}</Text>
      <Text>{t('cuotas.totalPagado', { importe: formatEuro(data.importe_pagado) })}</Text>
    </HStack>
  );
}

/**
 * /pagos, the annual fee payments (spec part 2 §2.16): filtered by company (the 'Buscador de
 * Organizaciones'), fee year, owed only and payment method, a table of organisation, fee year,
 * payment date, amount, invoice and method, a page at a time sorted by the contract's fields, the sums of the filtered
 * list, a detail modal per row, 'Alta Pagos' for one or many payments at once, the Excel file, and the
 * way to the SEPA remittances of the direct debits ('Remesas SEPA', /pagos/remesas).
 * Its state lives in the URL (docs/lists.md).
 */
export function PagosPage() {
  const { t } = useTranslation(['finanzas', 'common']);
  const list = useListQuery(cuotasAnuales);
  const [detalle, setDetalle] = useState<Cuota | null>(null);
  const [alta, setAlta] = useState(false);

  const fields: FilterField<Filter>[] = [
    { kind: 'select', name: 'year', label: t('cuotas.filters.year'), options: anyosCuota().map((y) => ({ value: String(y), label: String(y) })) },
    { kind: 'yesno', name: 'pendiente', label: t('cuotas.filters.pendiente') },
    // With 'Pendientes de pago': the transfers awaited (T) and the direct debits to collect (R).
    { kind: 'select', name: 'metodo_pago', label: t('cuotas.filters.metodo'), options: METODOS_PAGO.map((m) => ({ value: m, label: t(`cuotas.metodos.${m}`) })) },
  ];

  const columns: DataTableColumn<Cuota>[] = [
    {
      key: 'org_nombre',
      header: t('cuotas.columns.organizacion'),
      render: (r) => (
        <Stack gap="0" minW="12rem">
          <Text as="span" fontWeight="medium">
            {r.org_nombre}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {r.org_cif}
          </Text>
        </Stack>
      ),
    },
    { key: 'year', header: t('cuotas.columns.year') },
    {
      key: 'pagado',
      header: t('cuotas.columns.pagado'),
      render: (r) => (
        <Text as="span" whiteSpace="nowrap">
          <PagadoText pagado={r.pagado} />
        </Text>
      ),
    },
    { key: 'importe', header: t('cuotas.columns.importe'), align: 'end', render: (r) => <Text as="span" whiteSpace="nowrap">{formatEuro(r.importe)}</Text> },
    { key: 'num_factura', header: t('cuotas.columns.factura'), render: (r) => <Text as="span" whiteSpace="nowrap">{r.num_factura ?? '—'}</Text> },
    { key: 'metodo_pago', header: t('cuotas.columns.metodo'), render: (r) => (r.metodo_pago ? t(`cuotas.metodos.${r.metodo_pago}`) : '—') },
    {
      key: 'acciones',
      header: t('cuotas.columns.acciones'),
      render: (r) => (
        <Button aria-haspopup="dialog" size="xs" variant="outline" onClick={() => setDetalle(r)} aria-label={t('cuotas.verDetalleDe', { year: r.year, nombre: r.org_nombre })}>
          {t('cuotas.verDetalle')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader
        title={t('route.pagos', { ns: 'common' })}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button variant="outline" asChild>
              <RouterLink to="/pagos/remesas">{t('cuotas.remesas')}</RouterLink>
            </Button>
            <Button aria-haspopup="dialog" onClick={() => setAlta(true)}>{t('cuotas.altaPagos')}</Button>
            <ExcelButton endpoint={cuotasAnuales} query={list.query} fallbackName={CUOTAS_EXCEL_NAME} />
          </HStack>
        }
      />
      <ListLayout
        filters={
          <>
            <FilterPanel list={list} fields={fields} />
            <EmpresaFilter list={list} />
          </>
        }
      >
        <ListTable list={list} columns={columns} rowKey={(r) => r.id} sortable={CUOTAS_SORTABLE} aria-label={t('cuotas.tabla')} />
        <Totales list={list} />
      </ListLayout>
      <DetalleModal cuota={detalle} onClose={() => setDetalle(null)} />
      <AltaPagosModal open={alta} onClose={() => setAlta(false)} />
    </Stack>
  );
}
