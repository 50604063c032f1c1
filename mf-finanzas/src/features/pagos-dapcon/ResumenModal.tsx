import { Button, Modal, Stack, Table, Text } from '@dapcon/shared-ui';
import { PieChart } from '@dapcon/shared-ui/chart';
import { formatEuro } from '@dapcon/contract/core';
import { resumenPagosDapcon } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

/** Props of {@link ResumenModal}. */
export interface ResumenModalProps {
  open: boolean;
  onClose: () => void;
  orgId: number;
}

/**
 * The summary modal of a company's DAPcon payments (spec part 2 §2.7; `GET /dapcon/resumen/{org_id}`):
 * a pie of the amount paid per language (Spanish, English), renewed and published (the categories
 * overlap: it compares them), with its figures as a table for screen readers, the totals, and the
 * declarations and paid ones of each category. Read each time it opens; a registered payment marks
 * it stale (cache.ts), so it follows.
 */
export function ResumenModal({ open, onClose, orgId }: ResumenModalProps) {
  const { t } = useTranslation('finanzas');
  const { data } = useApiQuery(resumenPagosDapcon, { params: { id: String(orgId) } }, { enabled: open });
  const nombre = (clave: string) => t(`pagosDapcon.resumenModal.categorias.${clave}`);
  return (
    <Modal open={open} onClose={onClose} title={t('pagosDapcon.resumenModal.titulo')} size="lg" footer={<Button onClick={onClose}>{t('pagosDapcon.cerrar')}</Button>}>
      {data ? (
        <Stack gap="5">
          <PieChart
            title={t('pagosDapcon.resumenModal.grafico')}
            labelHeader={t('pagosDapcon.resumenModal.categoria')}
            valueHeader={t('pagosDapcon.resumenModal.importePagado')}
            slices={data.categorias.map((c) => ({ label: nombre(c.clave), value: Number(c.importe_pagado) }))}
            format={formatEuro}
            emptyText={t('pagosDapcon.resumenModal.vacio')}
          />
          <Text data-testid="resumen-totales">
            {t('pagosDapcon.resumenModal.totales', { declaraciones: data.declaraciones, pagadas: data.pagadas, importe: formatEuro(data.importe_pagado) })}
          </Text>
          <Table.Root size="sm" aria-label={t('pagosDapcon.resumenModal.detalle')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('pagosDapcon.resumenModal.categoria')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('pagosDapcon.resumenModal.declaraciones')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('pagosDapcon.resumenModal.pagadas')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('pagosDapcon.resumenModal.importePagado')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.categorias.map((c) => (
                <Table.Row key={c.clave}>
                  <Table.Cell>{nombre(c.clave)}</Table.Cell>
                  <Table.Cell textAlign="end">{c.declaraciones}</Table.Cell>
                  <Table.Cell textAlign="end">{c.pagadas}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatEuro(c.importe_pagado)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      ) : null}
    </Modal>
  );
}
