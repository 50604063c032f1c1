import * as v from 'valibot';
import { Box, CheckboxField, Link, PageHeader, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import { ExcelButton, FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName, type ListQuery } from '@dapcon/shared-ui/data';
import { toDisplayDate } from '@dapcon/contract/core';
import { CONSULTORES_SORTABLE, consultoresExcelName, consultoresList, ConsultoresQuery, type ConsultorListItem } from '@dapcon/contract/consultores';
import { useTranslation } from '@dapcon/shared-sdk';
import '../../i18n';

type Filter = ListFilterName<typeof consultoresList.query>;

/**
 * 'Solo comisionistas': a checkbox (not a field kind of the FilterPanel), beside the panel. It applies
 * at once, keeping the other filters (docs/lists.md); unticked, no filter (everyone).
 */
function ComisionistasFilter({ list, checked }: { list: ListQuery<typeof consultoresList>; checked: boolean }) {
  const { t } = useTranslation('consultores');
  return (
    <Box borderWidth="1px" borderRadius="l2" bg="bg.panel" p="4" mt="4">
      <CheckboxField
        name="es_comisionista"
        label={t('list.filters.comisionistas')}
        checked={checked}
        onCheckedChange={(next) => list.setFilters({ ...list.activeFilters, es_comisionista: next ? true : undefined })}
      />
    </Box>
  );
}

/**
 * The consultant list (/consultores, spec part 2 §2.10): the filter column (name or surnames, NIF,
 * verifier yes/no, commission earners only), the consultants a page at a time sorted by NIF, name or
 * leaving date, rows of those who left in red, 'Ver' to the consultant's page, and the same list as
 * an Excel file ('Verificadores' with the verifier filter, 'Consultores' otherwise). Its state lives
 * in the URL (docs/lists.md).
 */
export function ConsultoresList() {
  const { t } = useTranslation(['consultores', 'common']);
  const list = useListQuery(consultoresList);
  // The kit holds only values the schema accepts: their parsed form names the file and ticks the box.
  const query = v.parse(ConsultoresQuery, list.query);
  const yesNo = (value: boolean) => (value ? t('list.yes') : t('list.no'));
  const detail = (r: ConsultorListItem) => `/consultores/${encodeURIComponent(r.nif)}`;

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'filter_name', label: t('list.filters.nombre') },
    { kind: 'text', name: 'filter_nif', label: t('list.filters.nif') },
    { kind: 'yesno', name: 'es_verificador', label: t('list.filters.verificador') },
  ];

  const columns: DataTableColumn<ConsultorListItem>[] = [
    {
      key: 'nif',
      sortField: 'consultor_nif',
      header: t('list.columns.nif'),
      width: '9rem',
      render: (r) => (
        <Stack gap="0">
          <Text as="span" whiteSpace="nowrap">
            {r.nif}
          </Text>
          {r.fecha_baja ? (
            <Text as="span" fontSize="xs" whiteSpace="nowrap">
              {t('list.bajaDesde', { fecha: toDisplayDate(r.fecha_baja) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'nombre',
      header: t('list.columns.nombre'),
      render: (r) => (
        <Link asChild color="inherit" fontWeight="medium">
          <RouterLink to={detail(r)}>{r.full_name}</RouterLink>
        </Link>
      ),
    },
    { key: 'telefono', header: t('list.columns.telefono'), render: (r) => <Text as="span" whiteSpace="nowrap">{r.telefono ?? ''}</Text> },
    { key: 'es_verificador', header: t('list.columns.verificador'), render: (r) => yesNo(r.es_verificador) },
    { key: 'fecha_baja', header: t('list.columns.baja'), render: (r) => yesNo(r.fecha_baja !== null) },
    {
      key: 'acciones',
      header: <Text srOnly>{t('list.columns.acciones')}</Text>,
      align: 'end',
      render: (r) => (
        <Link asChild fontWeight="medium" whiteSpace="nowrap">
          <RouterLink to={detail(r)} aria-label={t('list.verDe', { nombre: r.full_name })}>
            {t('list.ver')}
          </RouterLink>
        </Link>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader
        title={t('route.consultores', { ns: 'common' })}
        actions={<ExcelButton endpoint={consultoresList} query={list.query} fallbackName={consultoresExcelName(query)} />}
      />
      <ListLayout
        filters={
          <>
            <FilterPanel list={list} fields={fields} />
            <ComisionistasFilter list={list} checked={query.es_comisionista === true} />
          </>
        }
      >
        <ListTable
          list={list}
          columns={columns}
          rowKey={(r) => r.id}
          sortable={CONSULTORES_SORTABLE}
          // Consultants who left are red (spec part 2 §2.10).
          rowProps={(r) => (r.fecha_baja ? { color: 'red.fg', bg: 'red.subtle', 'data-baja': r.fecha_baja } : {})}
          aria-label={t('list.table')}
        />
      </ListLayout>
    </Stack>
  );
}
