// /RCPs (spec part 2 §2.14, §3 'RCP', §4, §5, §7.6; docs/parametros.md 'RCPs as built'): the RCP
// catalogue on the list kit — 'Mostrar no vigente' (`novigentes`), a table of equivalencia, año,
// material and nombre (with the version and the state), sorted by the contract's fields a page at a
// time, all in the URL; the Excel file; 'Nuevo RCP' and 'Editar' open the modal; 'Eliminar' saves the
// RCP with `anulada` true after '¿Está seguro que desea eliminar este RCP?'.
import { useState } from 'react';
import { Box, Button, CheckboxField, ConfirmModal, HStack, PageHeader, Stack, StatusBadge, Text } from '@dapcon/shared-ui';
import { ExcelButton, ListTable, useListQuery, type DataTableColumn } from '@dapcon/shared-ui/data';
import { actualizarRcp, RCP_EXCEL_NAME, RCP_MSG, RCP_SORTABLE, rcpDetalle, rcpLista, type Rcp, type RcpListItem } from '@dapcon/contract/rcp';
import { call, feedback, isLang, localizeMessage, reportApiError, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { RcpModal } from './RcpModal';
import './i18n';

/** In force (green), superseded (grey) or deleted (red). */
export function EstadoRcpBadge({ rcp }: { rcp: Pick<RcpListItem, 'vigente' | 'anulada'> }) {
  const { t } = useTranslation('parametros');
  const estado = rcp.anulada ? 'anulada' : rcp.vigente ? 'vigente' : 'noVigente';
  const palette = rcp.anulada ? 'red' : rcp.vigente ? 'green' : 'gray';
  return (
    <StatusBadge palette={palette} state={estado} testId="estado-rcp">
      {t(`rcps.estados.${estado}`)}
    </StatusBadge>
  );
}

/** The RCP catalogue: the checkbox, the table, Excel, the modal and the deletion. */
export function RcpsPage() {
  const { t, i18n } = useTranslation(['parametros', 'common']);
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const list = useListQuery(rcpLista);
  // The modal: closed, 'Nuevo RCP' (null) or editing an RCP (its id).
  const [modal, setModal] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<RcpListItem | null>(null);
  const [removing, setRemoving] = useState(false);

  // 'Mostrar no vigente' applies at once, back to page 1.
  const noVigentes = list.activeFilters.novigentes === 'true';
  const setNoVigentes = (checked: boolean) => list.setFilters({ ...list.activeFilters, novigentes: checked ? 'true' : '' });

  // The list and the DAPcon creation's select read again after a save or an annulment: actualizarRcp's and crearRcp's `stale`.
  const anular = useApiMutation(actualizarRcp);
  const saved = (message: string) => feedback.success(message);

  // 'Deleting' saves the RCP as it is, with anulada true (spec part 2 §4).
  const remove = async () => {
    if (!deleting) return;
    setRemoving(true);
    let rcp: Rcp;
    try {
      // A read first: the RCP as stored, which is saved again annulled.
      rcp = (await call(rcpDetalle, { params: { id: String(deleting.id) } })).data;
    } catch (error) {
      setDeleting(null);
      setRemoving(false);
      reportApiError(error);
      return;
    }
    const { id, equivalencia, version, anyo, codigo_para_codificacion_dapcon, vigente, familia_rcp, rcp_idiomas } = rcp;
    const res = await anular.run({ body: { id, equivalencia, version, anyo, codigo_para_codificacion_dapcon, vigente, familia_rcp, rcp_idiomas, anulada: true } });
    setDeleting(null);
    setRemoving(false);
    if (res) feedback.success(res.message);
  };

  const nombreDe = (r: RcpListItem) => `${r.equivalencia} ${r.rcp_nombre}`;
  const columns: DataTableColumn<RcpListItem>[] = [
    {
      key: 'equivalencia',
      sortField: 'equivalencia',
      header: t('rcps.columnas.equivalencia'),
      width: '9rem',
      render: (r) => (
        <Stack gap="0">
          <Text as="span" fontWeight="medium" whiteSpace="nowrap">
            {r.equivalencia}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {t('rcps.version', { version: r.version })}
          </Text>
        </Stack>
      ),
    },
    { key: 'anyo', sortField: 'anyo', header: t('rcps.columnas.anyo'), width: '5rem' },
    { key: 'material', header: t('rcps.columnas.material'), render: (r) => r.material },
    { key: 'rcp_nombre', sortField: 'rcp_nombre', header: t('rcps.columnas.nombre') },
    { key: 'estado', header: t('rcps.columnas.estado'), width: '8rem', render: (r) => <EstadoRcpBadge rcp={r} /> },
    {
      key: 'acciones',
      header: t('rcps.columnas.acciones'),
      align: 'end',
      width: '10rem',
      render: (r) => (
        <HStack gap="2" justify="flex-end">
          <Button aria-haspopup="dialog" size="xs" variant="outline" aria-label={t('rcps.editarDe', { rcp: nombreDe(r) })} onClick={() => setModal({ id: r.id })}>
            {t('rcps.editar')}
          </Button>
          {r.anulada ? null : (
            <Button aria-haspopup="dialog" size="xs" variant="outline" colorPalette="red" aria-label={t('rcps.eliminarDe', { rcp: nombreDe(r) })} onClick={() => setDeleting(r)}>
              {t('rcps.eliminar')}
            </Button>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <PageHeader
        title={t('route.rcps', { ns: 'common' })}
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button aria-haspopup="dialog" colorPalette="brand" onClick={() => setModal({ id: null })}>
              {t('rcps.nuevo')}
            </Button>
            <ExcelButton endpoint={rcpLista} query={list.query} fallbackName={RCP_EXCEL_NAME} />
          </HStack>
        }
      />
      <Box>
        <CheckboxField name="novigentes" label={t('rcps.mostrarNoVigentes')} checked={noVigentes} onCheckedChange={setNoVigentes} />
      </Box>
      <ListTable
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        sortable={RCP_SORTABLE}
        aria-label={t('rcps.tabla')}
        emptyText={t('rcps.sinResultados')}
        rowProps={(r) => (r.anulada || !r.vigente ? { color: 'fg.muted' } : {})}
      />
      <RcpModal open={modal !== null} id={modal?.id ?? null} onClose={() => setModal(null)} onSaved={saved} />
      <ConfirmModal
        open={deleting !== null}
        message={localizeMessage(RCP_MSG.confirmarAnular, lang)}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
        loading={removing}
        destructive
      />
    </Stack>
  );
}
