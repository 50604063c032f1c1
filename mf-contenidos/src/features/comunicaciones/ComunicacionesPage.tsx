// /comunicaciones (spec part 2 §2.20, §3 'Communication', §7.8; docs/contenidos.md step 5): the
// mailings sent, on the list kit — the subject search in the URL with the page and the sort; subject,
// sender, sent date, total and sent (with the refused and the waiting as badges); each mailing's
// recipients in a modal.
import { useState } from 'react';
import { Button, chakra, PageHeader, Stack, StatusBadge, Text } from '@dapcon/shared-ui';
import { FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { COMUNICACIONES_SORTABLE, comunicacionesList, type Comunicacion } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { DestinatariosModal } from './DestinatariosModal';
import { fechaHora } from './fechas';
import './i18n';

type Filter = ListFilterName<typeof comunicacionesList.query>;

/** What a mailing has delivered: the count, then the refused (red) and those still waiting (neutral). */
function Enviados({ c }: { c: Comunicacion }) {
  const { t } = useTranslation('contenidos');
  const enCola = Math.max(0, c.total_comunicacions - c.total_enviados - c.total_errores);
  return (
    <Stack gap="1" align="flex-end">
      <Text as="span" data-testid="total-enviados">
        {c.total_enviados}
      </Text>
      {c.total_errores > 0 ? (
        <StatusBadge palette="red" testId="total-errores" state="error">
          {t('comunicaciones.conError', { count: c.total_errores })}
        </StatusBadge>
      ) : null}
      {enCola > 0 ? (
        <StatusBadge palette="gray" testId="total-en-cola" state="pendiente">
          {t('comunicaciones.enCola', { count: enCola })}
        </StatusBadge>
      ) : null}
    </Stack>
  );
}

/**
 * An address that breaks only after its '@' when the column is narrow (never at a hyphen of its
 * name: 'no-' / 'reply@…').
 */
function Direccion({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <chakra.span whiteSpace="nowrap">{email}</chakra.span>;
  return (
    <>
      <chakra.span whiteSpace="nowrap">{email.slice(0, at + 1)}</chakra.span>
      <wbr />
      <chakra.span whiteSpace="nowrap">{email.slice(at + 1)}</chakra.span>
    </>
  );
}

/**
 * The communications' page: the subject search on the left, the mailings newest first (or by
 * subject) a page at a time, and for each 'Destinatarios', the modal with its recipients, their
 * states and 'Reenviar'. Its state lives in the URL (docs/lists.md).
 */
export function ComunicacionesPage() {
  const { t } = useTranslation(['contenidos', 'common']);
  const list = useListQuery(comunicacionesList);
  // The mailing whose recipients show; kept while its modal closes. Its totals are the list's latest.
  const [detalle, setDetalle] = useState<{ id: number; open: boolean; fila: Comunicacion } | null>(null);
  const abierta = detalle ? (list.rows.find((c) => c.id === detalle.id) ?? detalle.fila) : null;

  const fields: FilterField<Filter>[] = [{ kind: 'text', name: 'magic', label: t('comunicaciones.filtros.asunto') }];

  const columns: DataTableColumn<Comunicacion>[] = [
    {
      key: 'asunto',
      header: t('comunicaciones.columnas.asunto'),
      render: (c) => (
        <Text as="span" fontWeight="medium">
          {c.asunto}
        </Text>
      ),
    },
    { key: 'email', header: t('comunicaciones.columnas.remitente'), render: (c) => <Direccion email={c.email} /> },
    { key: 'fecha_enviado', header: t('comunicaciones.columnas.fecha'), render: (c) => <chakra.span whiteSpace="nowrap">{fechaHora(c.fecha_enviado)}</chakra.span> },
    { key: 'total_comunicacions', header: t('comunicaciones.columnas.total'), align: 'end', render: (c) => <span data-testid="total-comunicacions">{c.total_comunicacions}</span> },
    { key: 'total_enviados', header: t('comunicaciones.columnas.enviados'), align: 'end', render: (c) => <Enviados c={c} /> },
    {
      key: 'acciones',
      header: t('comunicaciones.columnas.acciones'),
      align: 'end',
      render: (c) => (
        <Button size="xs" variant="outline" onClick={() => setDetalle({ id: c.id, open: true, fila: c })} aria-label={t('comunicaciones.destinatariosDe', { asunto: c.asunto })}>
          {t('comunicaciones.destinatarios')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader title={t('route.comunicaciones', { ns: 'common' })} />
      {/* One filter: a narrower column leaves the table its room beside the menu. */}
      <ListLayout filters={<FilterPanel list={list} fields={fields} />} filtersWidth="14rem">
        <ListTable
          list={list}
          columns={columns}
          rowKey={(c) => c.id}
          sortable={COMUNICACIONES_SORTABLE}
          aria-label={t('comunicaciones.tabla')}
          emptyText={t('comunicaciones.sinDatos')}
        />
      </ListLayout>
      <DestinatariosModal open={detalle?.open ?? false} comunicacion={abierta} onClose={() => setDetalle((d) => (d ? { ...d, open: false } : d))} />
    </Stack>
  );
}
