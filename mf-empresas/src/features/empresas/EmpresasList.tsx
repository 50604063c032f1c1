import { Link, PageHeader, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { ExcelButton, FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import { toDisplayDate } from '@dapcon/contract/core';
import { EMPRESAS_EXCEL_NAME, EMPRESAS_SORTABLE, ESTADOS_ALTA, organizaciones, type EmpresaListItem } from '@dapcon/contract/empresas';
import { consultoresListado } from '@dapcon/contract/consultores';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';

type Filter = ListFilterName<typeof organizaciones.query>;

/**
 * The company list (/empresas, spec part 2 §2.4): the filter column (name, CIF, status, API
 * integration, fees, agreement, commission earner, commission type), the companies a page at a time
 * sorted by CIF, name or creation date, rows with an agreement greyed, 'Ver más' to the company's
 * page, and the same list as an Excel file. Its state lives in the URL (docs/lists.md).
 */
export function EmpresasList() {
  const { t } = useTranslation(['empresas', 'common']);
  const list = useListQuery(organizaciones);
  const { empresa_convenios = [], tipo_comision = [] } = useParameterOptions(['empresa_convenios', 'tipo_comision']);
  const { data: comisionistas } = useApiQuery(consultoresListado, { query: { es_comisionista: 'true' } }, { staleTime: 5 * 60_000 });

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'filter_name', label: t('list.filters.nombre') },
    { kind: 'text', name: 'filter_cif', label: t('list.filters.cif') },
    {
      kind: 'select',
      name: 'estado_id',
      label: t('list.filters.estado'),
      anyLabel: false,
      options: ESTADOS_ALTA.map((estado) => ({ value: estado, label: t(`list.estado.${estado}`) })),
    },
    { kind: 'yesno', name: 'integracion_api', label: t('list.filters.integracionApi') },
    {
      kind: 'select',
      name: 'estado_pago',
      label: t('list.filters.cuotas'),
      options: [
        { value: 'pagado', label: t('list.cuotas.pagado') },
        { value: 'pendiente', label: t('list.cuotas.pendiente') },
        { value: 'en_tramite', label: t('list.cuotas.en_tramite') },
      ],
    },
    { kind: 'select', name: 'org_convenio', label: t('list.filters.convenio'), options: empresa_convenios },
    {
      kind: 'select',
      name: 'comisionista_id',
      label: t('list.filters.comisionista'),
      options: (comisionistas ?? []).map((c) => ({ value: String(c.id), label: c.full_name })),
    },
    { kind: 'select', name: 'tipo_comision', label: t('list.filters.tipoComision'), options: tipo_comision },
  ];

  const columns: DataTableColumn<EmpresaListItem>[] = [
    { key: 'org_cif', header: t('list.columns.cif'), width: '8rem' },
    { key: 'org_nombre', header: t('list.columns.nombre') },
    { key: 'fecha_creacion', header: t('list.columns.fechaCreacion'), render: (r) => toDisplayDate(r.fecha_creacion) },
    { key: 'org_telefono', header: t('list.columns.telefono'), render: (r) => <Text as="span" whiteSpace="nowrap">{r.org_telefono ?? ''}</Text> },
    { key: 'integracion_api', header: t('list.columns.integracionApi'), render: (r) => (r.integracion_api ? t('list.yes') : t('list.no')) },
    { key: 'convenio_nombre', header: t('list.columns.convenio') },
    {
      key: 'acciones',
      header: <Text srOnly>{t('list.columns.acciones')}</Text>,
      align: 'end',
      render: (r) => (
        <Link asChild fontWeight="medium" whiteSpace="nowrap">
          <RouterLink to={`/empresas/${encodeURIComponent(r.org_cif)}`} aria-label={t('list.verMasDe', { nombre: r.org_nombre })}>
            {t('list.verMas')}
          </RouterLink>
        </Link>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader
        title={t('route.empresas', { ns: 'common' })}
        actions={<ExcelButton endpoint={organizaciones} query={list.query} fallbackName={EMPRESAS_EXCEL_NAME} />}
      />
      <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
        <ListTable
          list={list}
          columns={columns}
          rowKey={(r) => r.org_id}
          sortable={EMPRESAS_SORTABLE}
          // Companies that joined through an agreement are greyed (spec part 2 §2.4).
          rowProps={(r) => (r.org_convenio ? { color: 'fg.muted', bg: 'bg.muted', 'data-convenio': r.org_convenio } : {})}
          aria-label={t('list.table')}
        />
      </ListLayout>
    </Stack>
  );
}
