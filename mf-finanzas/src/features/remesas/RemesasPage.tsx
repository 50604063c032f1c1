import { useState } from 'react';
import { Button, HStack, PageHeader, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { ExcelButton, FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { formatEuro, toDisplayDate } from '@dapcon/contract/core';
import { ESTADOS_REMESA, REMESAS_EXCEL_NAME, REMESAS_SORTABLE, remesas, type Remesa } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import { EstadoRemesaBadge } from './EstadoRemesa';
import { GenerarRemesaModal } from './GenerarRemesaModal';
import { RemesaDetalleModal } from './RemesaDetalleModal';
import './i18n';

type Filter = ListFilterName<typeof remesas.query>;

/**
 * /pagos/remesas, the SEPA direct-debit remittances (beyond the spec; docs/finanzas.md 'The bank
 * remittance'): filtered by state, a table of reference, generation day, collection date, operations,
 * total and state, a page at a time sorted by the contract's fields, the Excel file, 'Generar remesa'
 * and each remittance's detail (its XML, 'Marcar como cobrada', 'Anular remesa'). Its state lives in
 * the URL (docs/lists.md).
 */
export function RemesasPage() {
  const { t } = useTranslation('finanzas');
  const list = useListQuery(remesas);
  const [generando, setGenerando] = useState(false);
  // The remittance shown; kept while its modal closes.
  const [detalle, setDetalle] = useState<{ id: number; open: boolean; aviso?: string } | null>(null);

  const fields: FilterField<Filter>[] = [
    { kind: 'select', name: 'estado', label: t('remesas.filters.estado'), options: ESTADOS_REMESA.map((e) => ({ value: e, label: t(`remesas.estados.${e}`) })) },
  ];

  const columns: DataTableColumn<Remesa>[] = [
    {
      key: 'referencia',
      header: t('remesas.columns.referencia'),
      render: (r) => (
        <Text as="span" fontWeight="medium" whiteSpace="nowrap">
          {r.referencia}
        </Text>
      ),
    },
    { key: 'created_at', header: t('remesas.columns.generada'), render: (r) => <Text as="span" whiteSpace="nowrap">{toDisplayDate(r.created_at)}</Text> },
    { key: 'fecha_cobro', header: t('remesas.columns.fechaCobro'), render: (r) => <Text as="span" whiteSpace="nowrap">{toDisplayDate(r.fecha_cobro)}</Text> },
    { key: 'num_operaciones', header: t('remesas.columns.operaciones'), align: 'end' },
    { key: 'importe_total', header: t('remesas.columns.importe'), align: 'end', render: (r) => <Text as="span" whiteSpace="nowrap">{formatEuro(r.importe_total)}</Text> },
    { key: 'estado', header: t('remesas.columns.estado'), render: (r) => <EstadoRemesaBadge estado={r.estado} /> },
    {
      key: 'acciones',
      header: t('remesas.columns.acciones'),
      render: (r) => (
        <Button aria-haspopup="dialog" size="xs" variant="outline" onClick={() => setDetalle({ id: r.id, open: true })} aria-label={t('remesas.verDe', { referencia: r.referencia })}>
          {t('remesas.ver')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader
        title={t('remesas.titulo')}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button variant="outline" asChild>
              <RouterLink to="/pagos">{t('remesas.volver')}</RouterLink>
            </Button>
            <Button aria-haspopup="dialog" onClick={() => setGenerando(true)}>{t('remesas.generar')}</Button>
            <ExcelButton endpoint={remesas} query={list.query} fallbackName={REMESAS_EXCEL_NAME} />
          </HStack>
        }
      />
      <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
        <ListTable list={list} columns={columns} rowKey={(r) => r.id} sortable={REMESAS_SORTABLE} aria-label={t('remesas.tabla')} emptyText={t('remesas.sinDatos')} />
      </ListLayout>
      <GenerarRemesaModal open={generando} onClose={() => setGenerando(false)} onGenerated={(r, aviso) => setDetalle({ id: r.id, open: true, aviso })} />
      <RemesaDetalleModal open={detalle?.open ?? false} id={detalle?.id ?? null} aviso={detalle?.aviso ?? null} onClose={() => setDetalle((d) => (d ? { ...d, open: false } : d))} />
    </Stack>
  );
}
