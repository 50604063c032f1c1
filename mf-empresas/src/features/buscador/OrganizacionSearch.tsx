import { Button, Stack, Text } from '@dapcon/shared-ui';
import { FilterPanel, ListTable, useLocalListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { toDisplayDate } from '@dapcon/contract/core';
import { EMPRESAS_SORTABLE, ESTADOS_ALTA, organizaciones, type EmpresaListItem } from '@dapcon/contract/empresas';
import { useTranslation } from '@dapcon/shared-sdk';

type Filter = ListFilterName<typeof organizaciones.query>;

/** Props of {@link OrganizacionSearch}. */
export interface OrganizacionSearchProps {
  /** 'Seleccionar' on a row. */
  onPick: (org: EmpresaListItem) => void;
}

/**
 * The body of the 'Buscador de Organizaciones': the filters name, CIF and status (alta, baja, todos;
 * alta by default) in a row, the companies 20 a page sorted by CIF, name or registration date, and
 * 'Seleccionar' per row. `GET /organizaciones` with the list kit, its state in React
 * (`useLocalListQuery`): the page's URL stays as it was. Skeletons before the first answer, 'No es van
 * trobar resultats' when nothing matches; a failure goes to the shell's error modal.
 */
export function OrganizacionSearch({ onPick }: OrganizacionSearchProps) {
  const { t } = useTranslation('empresas');
  const list = useLocalListQuery(organizaciones);

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'filter_name', label: t('buscador.filters.nombre') },
    { kind: 'text', name: 'filter_cif', label: t('buscador.filters.cif') },
    {
      kind: 'select',
      name: 'estado_id',
      label: t('buscador.filters.estado'),
      anyLabel: false,
      options: ESTADOS_ALTA.map((estado) => ({ value: estado, label: t(`buscador.estado.${estado}`) })),
    },
  ];

  const columns: DataTableColumn<EmpresaListItem>[] = [
    { key: 'org_cif', header: t('buscador.columns.cif'), width: '8rem' },
    { key: 'org_nombre', header: t('buscador.columns.nombre') },
    { key: 'fecha_creacion', header: t('buscador.columns.fechaCreacion'), render: (r) => toDisplayDate(r.fecha_creacion) },
    { key: 'org_telefono', header: t('buscador.columns.telefono'), render: (r) => <Text as="span" whiteSpace="nowrap">{r.org_telefono ?? ''}</Text> },
    {
      key: 'seleccionar',
      header: <Text srOnly>{t('buscador.columns.acciones')}</Text>,
      align: 'end',
      render: (r) => (
        <Button size="xs" variant="outline" onClick={() => onPick(r)} aria-label={t('buscador.seleccionarDe', { nombre: r.org_nombre })}>
          {t('buscador.seleccionar')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <FilterPanel list={list} fields={fields} layout="inline" />
      <ListTable list={list} columns={columns} rowKey={(r) => r.org_id} sortable={EMPRESAS_SORTABLE} aria-label={t('buscador.table')} />
    </Stack>
  );
}
