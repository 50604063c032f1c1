// The audit trail (/auditoria; issue 36, first step; docs/decisions.md 'The audit trail (issue 36,
// first step)'): the Ares administrator's list of who did what and when, on the list kit: filters on
// the left (person, action, record, days), 'Descargar Excel' above the table (itself recorded as an
// export), each entry's date (Madrid), who (and, in an impersonation, the administrator behind:
// 'Empresa X (por Admin Y)'), action, record, request, address and detail.
import { Box, chakra, Flex, PageHeader, Stack, Text } from '@dapcon/shared-ui';
import { ExcelButton, FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { PORTAL_TIME_ZONE, toDisplayDate } from '@dapcon/contract/core';
import { ACCIONES_AUDITORIA } from '@dapcon/contract/core';
import { AUDITORIA_EXCEL_NAME, AUDITORIA_SORTABLE, auditoriaList, type AuditoriaItem } from '@dapcon/contract/sistema';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

type Filter = ListFilterName<typeof auditoriaList.query>;

const hora = new Intl.DateTimeFormat('es-ES', { timeZone: PORTAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** An instant as 'dd/mm/yyyy hh:mm:ss' in Madrid, whatever the browser's zone. */
export function fechaHoraAuditoria(iso: string): string {
  return `${toDisplayDate(iso)} ${hora.format(new Date(iso))}`;
}

/** A person as the list names them: 'nombre (CIF/NIF)'. */
function quien(p: NonNullable<AuditoriaItem['usuario']>): string {
  return `${p.nombre} (${p.usuario})`;
}

export function AuditoriaPage() {
  const { t } = useTranslation('parametros');
  const list = useListQuery(auditoriaList);

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'persona', label: t('auditoria.filtros.persona') },
    { kind: 'select', name: 'accion', label: t('auditoria.filtros.accion'), options: ACCIONES_AUDITORIA.map((a) => ({ value: a, label: t(`auditoria.acciones.${a}`) })) },
    { kind: 'text', name: 'entidad', label: t('auditoria.filtros.entidad') },
    { kind: 'text', name: 'entidad_id', label: t('auditoria.filtros.entidadId') },
    { kind: 'date', name: 'desde', label: t('auditoria.filtros.desde') },
    { kind: 'date', name: 'hasta', label: t('auditoria.filtros.hasta') },
  ];

  const columns: DataTableColumn<AuditoriaItem>[] = [
    { key: 'created_at', header: t('auditoria.columnas.fecha'), render: (e) => <chakra.span whiteSpace="nowrap">{fechaHoraAuditoria(e.created_at)}</chakra.span> },
    {
      key: 'quien',
      header: t('auditoria.columnas.quien'),
      render: (e) => (
        <chakra.span data-user-content data-testid="auditoria-quien">
          {e.usuario === null
            ? t('auditoria.sinCuenta')
            : e.suplantador === null
              ? quien(e.usuario)
              : t('auditoria.por', { usuario: quien(e.usuario), admin: quien(e.suplantador) })}
        </chakra.span>
      ),
    },
    { key: 'accion', header: t('auditoria.columnas.accion'), render: (e) => t(`auditoria.acciones.${e.accion}`) },
    { key: 'registro', header: t('auditoria.columnas.registro'), render: (e) => (e.entidad === null ? '' : `${e.entidad} ${e.entidad_id ?? ''}`.trim()) },
    {
      key: 'peticion',
      header: t('auditoria.columnas.peticion'),
      render: (e) => (
        <chakra.span fontFamily="mono" fontSize="sm" wordBreak="break-all">
          {`${e.metodo} ${e.url} · ${e.status}`}
        </chakra.span>
      ),
    },
    { key: 'ip', header: t('auditoria.columnas.ip'), render: (e) => e.ip ?? '' },
    {
      key: 'detalle',
      header: t('auditoria.columnas.detalle'),
      render: (e) =>
        e.detalle === null ? null : (
          <chakra.span fontFamily="mono" fontSize="xs" wordBreak="break-all" data-user-content>
            {JSON.stringify(e.detalle)}
          </chakra.span>
        ),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader title={t('auditoria.tabla')} />
      <Text color="fg.muted">{t('auditoria.intro')}</Text>
      <ListLayout filters={<FilterPanel list={list} fields={fields} />} filtersWidth="14rem">
        <Stack gap="4">
          <Flex justify="flex-end">
            <Box>
              <ExcelButton endpoint={auditoriaList} query={list.query} fallbackName={AUDITORIA_EXCEL_NAME} />
            </Box>
          </Flex>
          <ListTable
            list={list}
            columns={columns}
            rowKey={(e) => e.id}
            sortable={AUDITORIA_SORTABLE}
            aria-label={t('auditoria.tabla')}
            emptyText={t('auditoria.sinDatos')}
          />
        </Stack>
      </ListLayout>
    </Stack>
  );
}
