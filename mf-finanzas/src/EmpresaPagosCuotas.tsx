import { useState } from 'react';
import { Button, HStack, Heading, Link, LoadingState, Stack, Text } from '@dapcon/shared-ui';
import { ListTable, useLocalListQuery, type DataTableColumn } from '@dapcon/shared-ui/data';
import { formatEuro } from '@dapcon/contract/core';
import { empresaPorCif } from '@dapcon/contract/empresas';
import { CUOTAS_SORTABLE, cuotasAnuales, type Cuota } from '@dapcon/contract/finanzas';
import { useTranslation, type EmpresaPagosCuotasProps } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { PagadoText } from './features/cuotas/CuotaDetalle';
import { CuotaEmpresaModal } from './features/cuotas/CuotaEmpresaModal';
import './i18n';

/** The table of a company's fees (its state in React: the page's URL stays the company page's) and its modal. */
function CuotasEmpresa({ orgId }: { orgId: number }) {
  const { t } = useTranslation('finanzas');
  const list = useLocalListQuery(cuotasAnuales, { filters: { org_id: String(orgId) } });
  const [modal, setModal] = useState<{ cuota: Cuota | null } | null>(null);
  const columns: DataTableColumn<Cuota>[] = [
    {
      key: 'year',
      header: t('cuotas.columns.year'),
      width: '7rem',
      render: (r) => (
        <Link aria-haspopup="dialog" as="button" fontWeight="medium" onClick={() => setModal({ cuota: r })} aria-label={t('cuotas.modal.abrir', { year: r.year })}>
          {r.year}
        </Link>
      ),
    },
    { key: 'pagado', header: t('cuotas.columns.pagado'), render: (r) => <PagadoText pagado={r.pagado} /> },
    { key: 'importe', header: t('cuotas.columns.importe'), align: 'end', render: (r) => <Text as="span" whiteSpace="nowrap">{formatEuro(r.importe)}</Text> },
    { key: 'tipo', header: t('cuotas.columns.tipo'), render: (r) => t(`cuotas.tipos.${r.tipo}`) },
    { key: 'num_factura', header: t('cuotas.columns.factura'), render: (r) => r.num_factura ?? '—' },
  ];
  return (
    <Stack gap="3">
      <HStack justify="flex-end">
        <Button aria-haspopup="dialog" size="sm" onClick={() => setModal({ cuota: null })}>
          {t('cuotas.modal.nuevo')}
        </Button>
      </HStack>
      <ListTable list={list} columns={columns} rowKey={(r) => r.id} sortable={CUOTAS_SORTABLE} aria-label={t('cuotas.tablaEmpresa')} emptyText={t('cuotas.sinDatos')} />
      {/* Mounted when opened: the form starts from the list as it is then (Renovado once the company has a fee). */}
      {modal ? <CuotaEmpresaModal open onClose={() => setModal(null)} orgId={orgId} cuota={modal.cuota} tipoInicial={list.total > 0 ? 'Renovado' : 'Alta'} /> : null}
    </Stack>
  );
}

/**
 * A company's annual fee payments, exposed as `mf_finanzas/EmpresaPagosCuotas` for mf-empresas's
 * company page ('Pagos cuotas' tab, spec part 2 §2.6), which mounts it with `RemotePanel`: the
 * company (its org_id from `GET /organizaciones/cif/{cif}`), the table of its fees (year, payment
 * date, amount, type, invoice), 'Registrar pago' (create mode) and each year opening its fee (edit
 * mode: only deleting).
 */
export default function EmpresaPagosCuotas({ cif }: EmpresaPagosCuotasProps) {
  const { t } = useTranslation(['finanzas', 'common']);
  const { data: empresa } = useApiQuery(empresaPorCif, { params: { cif } });
  return (
    <Stack gap="2" data-cif={cif}>
      <Heading as="h2" size="lg">
        {t('panel.pagosCuotas')}
      </Heading>
      {empresa ? <CuotasEmpresa orgId={empresa.org_id} /> : <LoadingState />}
    </Stack>
  );
}
