import { useState } from 'react';
import { Box, Button, CheckboxField, FormField, HStack, Heading, SelectField, Stack, Text, chakra } from '@dapcon/shared-ui';
import { ListTable, saveFile, useLocalListQuery, type DataTableColumn } from '@dapcon/shared-ui/data';
import { datePrefixedName, formatEuro, sumImportes } from '@dapcon/contract/core';
import { COMISIONES_EXCEL_NAME, COMISIONES_PAGE_SIZES, COMISIONES_SORTABLE, comisiones, generarExcelComisiones, type Comision } from '@dapcon/contract/finanzas';
import { download, reportApiError, useTranslation, type ConsultorComisionesProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { ActualizarComisionModal } from './features/comisiones/ActualizarComisionModal';
import { PagarComisionesModal } from './features/comisiones/PagarComisionesModal';
import { estadoDePago, filtrosDePago, NombreComision, PagadoFiltro, PagoComision, useTiposComision } from './features/comisiones/shared';
import './i18n';

/** A checkbox whose label only screen readers read (a table's selection). */
function Marca({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return <CheckboxField label={<chakra.span srOnly>{label}</chakra.span>} checked={checked} onCheckedChange={onChange} />;
}

/**
 * A commission agent's commissions, exposed as `mf_finanzas/ConsultorComisiones` for mf-consultores's
 * consultant page ('Comisiones' tab, spec part 2 §2.11): a checkbox per row and one for the page's
 * rows (the selection is kept by id across pages and filters), 'Pagar' the selection's unpaid ones
 * (date and observaciones), 'Generar Excel' of the selection, each row's update (payment date,
 * observaciones), 'Total a pagar' and 'Total pagado' of the whole filtered list and the selection's
 * total, the page size (20 to 100) and the paid / unpaid filters, which exclude each other.
 */
export default function ConsultorComisiones({ consultorId }: ConsultorComisionesProps) {
  const { t } = useTranslation('finanzas');
  const { nombre } = useTiposComision();
  const list = useLocalListQuery(comisiones, { filters: { comisionista_id: String(consultorId) } });
  // The sums come with the page: the same query, read from the cache.
  const { data: pagina } = useApiQuery(comisiones, { query: list.query }, { placeholderData: (previous) => previous });
  const [seleccion, setSeleccion] = useState<ReadonlyMap<number, Comision>>(new Map());
  const [pagando, setPagando] = useState(false);
  const [actualizando, setActualizando] = useState<Comision | null>(null);
  const [descargando, setDescargando] = useState(false);

  // A selected row on this page is read from the page (an update may have paid it).
  const elegidas = [...seleccion.values()].map((c) => list.rows.find((r) => r.id === c.id) ?? c);
  const noPagadas = elegidas.filter((c) => c.fecha_pago === null);
  const totalSeleccion = sumImportes(elegidas.map((c) => c.total_comision));
  const paginaElegida = list.rows.length > 0 && list.rows.every((r) => seleccion.has(r.id));

  const marcar = (rows: readonly Comision[], on: boolean) =>
    setSeleccion((current) => {
      const next = new Map(current);
      for (const r of rows) {
        if (on) next.set(r.id, r);
        else next.delete(r.id);
      }
      return next;
    });

  const setFiltro = (values: Record<string, string | undefined>) => list.setFilters({ ...list.activeFilters, ...values });

  const excel = async () => {
    setDescargando(true);
    try {
      const file = await download(generarExcelComisiones, { body: { pagoids: elegidas.map((c) => c.id) } });
      saveFile(file.blob, file.filename ?? datePrefixedName(COMISIONES_EXCEL_NAME));
    } catch (error) {
      reportApiError(error);
    } finally {
      setDescargando(false);
    }
  };

  const columns: DataTableColumn<Comision>[] = [
    {
      key: 'seleccion',
      header: <Marca label={t('comisiones.seleccionarPagina')} checked={paginaElegida} onChange={(on) => marcar(list.rows, on)} />,
      width: '3rem',
      render: (r) => (
        <Marca
          label={t('comisiones.seleccionarFila', { comision: r.comision_nombre, organizacion: r.organizacion.org_nombre, year: r.year })}
          checked={seleccion.has(r.id)}
          onChange={(on) => marcar([r], on)}
        />
      ),
    },
    {
      key: 'org_nombre',
      header: t('comisiones.columns.organizacion'),
      render: (r) => (
        <Stack gap="0" minW="10rem">
          <Text as="span" fontWeight="medium">
            {r.organizacion.org_nombre}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {r.organizacion.org_cif}
          </Text>
        </Stack>
      ),
    },
    { key: 'comision_nombre', header: t('comisiones.columns.comision'), render: (r) => <NombreComision comision={r} tipo={nombre(r)} /> },
    { key: 'importe', header: t('comisiones.columns.importe'), align: 'end', render: (r) => <chakra.span whiteSpace="nowrap">{formatEuro(r.importe)}</chakra.span> },
    { key: 'total_comision', header: t('comisiones.columns.total'), align: 'end', render: (r) => <chakra.span whiteSpace="nowrap">{formatEuro(r.total_comision)}</chakra.span> },
    { key: 'fecha_pago', header: t('comisiones.columns.pagado'), render: (r) => <PagoComision fecha={r.fecha_pago} /> },
    { key: 'year', header: t('comisiones.columns.year') },
    {
      key: 'acciones',
      header: t('comisiones.columns.acciones'),
      render: (r) => (
        <Button aria-haspopup="dialog"
          size="xs"
          variant="outline"
          aria-label={t('comisiones.actualizarDe', { comision: r.comision_nombre, organizacion: r.organizacion.org_nombre, year: r.year })}
          onClick={() => setActualizando(r)}
        >
          {t('comisiones.actualizar')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('comisiones.titulo')}
      </Heading>
      <HStack justify="space-between" align="flex-end" flexWrap="wrap" gap="3">
        <HStack gap="2" flexWrap="wrap">
          <Button aria-haspopup="dialog" size="sm" disabled={noPagadas.length === 0} onClick={() => setPagando(true)}>
            {t('comisiones.pagar')}
          </Button>
          <Button size="sm" variant="outline" disabled={elegidas.length === 0} loading={descargando} onClick={() => void excel()}>
            {t('comisiones.generarExcel')}
          </Button>
        </HStack>
        <HStack gap="4" align="flex-end" flexWrap="wrap">
          <PagadoFiltro value={estadoDePago(list.filters)} onChange={(value) => setFiltro(filtrosDePago(value))} />
          <Box w="7rem">
            <FormField label={t('comisiones.porPagina')}>
              <SelectField
                name="limit"
                size="sm"
                value={list.filters.limit ?? '20'}
                onChange={(e) => setFiltro({ limit: e.target.value })}
                options={COMISIONES_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
              />
            </FormField>
          </Box>
        </HStack>
      </HStack>
      <Box overflowX="auto">
        <ListTable list={list} columns={columns} rowKey={(r) => r.id} sortable={COMISIONES_SORTABLE} aria-label={t('comisiones.tablaConsultor')} emptyText={t('comisiones.sinDatos')} />
      </Box>
      <HStack gap="6" justify="flex-end" fontWeight="medium" flexWrap="wrap" data-testid="totales">
        <Text data-testid="total-seleccion">{t('comisiones.seleccion', { count: elegidas.length, importe: formatEuro(totalSeleccion) })}</Text>
        {pagina ? (
          <>
            <Text data-testid="total-a-pagar">{t('comisiones.totalAPagar', { importe: formatEuro(pagina.total_a_pagar) })}</Text>
            <Text data-testid="total-pagado">{t('comisiones.totalPagado', { importe: formatEuro(pagina.total_pagado) })}</Text>
          </>
        ) : null}
      </HStack>
      {pagando ? (
        <PagarComisionesModal
          open
          onClose={() => setPagando(false)}
          ids={noPagadas.map((c) => c.id)}
          total={sumImportes(noPagadas.map((c) => c.total_comision))}
          onPaid={() => setSeleccion(new Map())}
        />
      ) : null}
      {actualizando ? <ActualizarComisionModal open onClose={() => setActualizando(null)} comision={actualizando} /> : null}
    </Stack>
  );
}
