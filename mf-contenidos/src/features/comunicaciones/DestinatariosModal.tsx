// A communication's recipients (spec part 2 §2.20, §3 'Recipient', §7.8; docs/contenidos.md step 5):
// a paged list inside a modal (its state in React, the page's URL untouched: docs/lists.md 'A list
// inside a modal'), each recipient's subject, address, delivery date and state, and 'Reenviar' for one
// the mail server refused, after 'Realmente desea enviar este correo?'.
import { useMemo } from 'react';
import { Box, Button, chakra, forgettingOnClose, HStack, Modal, SimpleGrid, Stack, Text, type ClosableProps } from '@dapcon/shared-ui';
import { FilterPanel, ListTable, useLocalListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { defineEndpoint } from '@dapcon/contract/core';
import {
  comunicacionesList,
  DESTINATARIOS_SORTABLE,
  destinatariosComunicacion,
  DestinatariosQuery,
  reenviarDestinatario,
  type Comunicacion,
  type Destinatario,
} from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { queryClient, useApiMutation } from '@dapcon/shared-sdk/query';
import { usePolling } from './polling';
import { EstadoDestinatario } from './EstadoDestinatario';
import { fechaHora } from './fechas';
import { useReenvio } from './reenvio';
import './i18n';

/** How often the list is read again while some recipient waits in the mail queue. */
export const REFRESCO_EN_COLA_MS = 4000;

/**
 * `GET /comunicaciones/admin/{id}/destinatarios` of one communication, as a list endpoint of its own:
 * the list kit sends a query only, so the id goes in the path. It keeps the contract's id, so what
 * makes the recipients stale (a resend: the contract's `stale`) reaches it; the query cache's key ends
 * with the path, so two communications' pages never share an entry.
 */
function destinatariosDe(id: number) {
  const endpoint = defineEndpoint({
    method: 'GET',
    path: `/comunicaciones/admin/${id}/destinatarios`,
    query: DestinatariosQuery,
    response: destinatariosComunicacion.response,
    access: destinatariosComunicacion.access,
    summary: destinatariosComunicacion.summary,
    tags: destinatariosComunicacion.tags,
  });
  return { ...endpoint, id: destinatariosComunicacion.id };
}

type Filter = ListFilterName<typeof DestinatariosQuery>;

function Cifra({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The communication's sender, date and totals. */
function Resumen({ comunicacion }: { comunicacion: Comunicacion }) {
  const { t } = useTranslation('contenidos');
  const pendientes = Math.max(0, comunicacion.total_comunicacions - comunicacion.total_enviados - comunicacion.total_errores);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
      <Text fontSize="sm" color="fg.muted">
        {t('comunicaciones.detalle.resumen', { fecha: fechaHora(comunicacion.fecha_enviado), remitente: comunicacion.email })}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Cifra label={t('comunicaciones.detalle.total')} value={comunicacion.total_comunicacions} testId="resumen-total" />
        <Cifra label={t('comunicaciones.detalle.enviados')} value={comunicacion.total_enviados} testId="resumen-enviados" />
        <Cifra label={t('comunicaciones.detalle.errores')} value={comunicacion.total_errores} testId="resumen-errores" />
        <Cifra label={t('comunicaciones.detalle.pendientes')} value={pendientes} testId="resumen-pendientes" />
      </SimpleGrid>
    </Stack>
  );
}

/** The list of recipients, its search by address, and 'Reenviar'. */
function Destinatarios({ comunicacion }: { comunicacion: Comunicacion }) {
  const { t } = useTranslation('contenidos');
  const endpoint = useMemo(() => destinatariosDe(comunicacion.id), [comunicacion.id]);
  // The refused first, then those waiting, then the delivered: what needs looking at on top.
  const list = useLocalListQuery(endpoint, { orderBy: 'estado asc' });

  // 'Actualizar': the recipients and the mailings, read now.
  const refrescar = () => {
    void queryClient.refetchQueries({ queryKey: [endpoint.id], type: 'active' });
    void queryClient.refetchQueries({ queryKey: [comunicacionesList.id], type: 'active' });
  };
  // While some recipient waits in the queue, its delivery shows without asking.
  usePolling([endpoint, comunicacionesList], REFRESCO_EN_COLA_MS, list.rows.some((d) => d.estado === 'pendiente'));

  // The recipients and the mailings read again after a resend: reenviarDestinatario's `stale`.
  const reenvio = useApiMutation(reenviarDestinatario);
  const { preguntar, modal } = useReenvio<Destinatario>((d) => reenvio.run({ params: { id: String(d.id) } }));

  const fields: FilterField<Filter>[] = [{ kind: 'text', name: 'magic', label: t('comunicaciones.detalle.buscar') }];
  const columns: DataTableColumn<Destinatario>[] = [
    { key: 'asunto', header: t('comunicaciones.detalle.columnas.asunto'), render: (d) => <chakra.span minW="12rem" display="inline-block">{d.asunto}</chakra.span> },
    { key: 'destinatario_email', header: t('comunicaciones.detalle.columnas.email'), render: (d) => <chakra.span overflowWrap="anywhere">{d.destinatario_email}</chakra.span> },
    { key: 'fecha_enviado', header: t('comunicaciones.detalle.columnas.fecha'), render: (d) => <chakra.span whiteSpace="nowrap">{fechaHora(d.fecha_enviado)}</chakra.span> },
    { key: 'estado', header: t('comunicaciones.detalle.columnas.estado'), render: (d) => <EstadoDestinatario destinatario={d} /> },
    {
      key: 'acciones',
      header: t('comunicaciones.detalle.columnas.acciones'),
      render: (d) =>
        d.estado === 'error' ? (
          <Button size="xs" variant="outline" onClick={() => preguntar(d)} aria-label={t('comunicaciones.detalle.reenviarA', { email: d.destinatario_email })}>
            {t('comunicaciones.detalle.reenviar')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Box flex="1" minW="16rem">
          <FilterPanel list={list} fields={fields} layout="inline" />
        </Box>
        <Button variant="outline" size="sm" onClick={refrescar} loading={list.updating}>
          {t('comunicaciones.detalle.actualizar')}
        </Button>
      </HStack>
      <ListTable
        list={list}
        columns={columns}
        rowKey={(d) => d.id}
        sortable={DESTINATARIOS_SORTABLE}
        aria-label={t('comunicaciones.detalle.tabla')}
        emptyText={t('comunicaciones.detalle.sinDatos')}
      />
      {modal}
    </Stack>
  );
}

/** Props of {@link DestinatariosModal}. */
export interface DestinatariosModalProps extends ClosableProps {
  /** The communication shown (kept while the modal closes), with its totals as the list last read them. */
  comunicacion: Comunicacion | null;
}

function DestinatariosInner({ open, onClose, comunicacion }: DestinatariosModalProps) {
  const { t } = useTranslation('contenidos');
  return (
    <Modal
      open={open && comunicacion !== null}
      onClose={onClose}
      title={t('comunicaciones.detalle.titulo', { asunto: comunicacion?.asunto ?? '' })}
      size="cover"
      footer={
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          {t('comunicaciones.detalle.cerrar')}
        </Button>
      }
    >
      {comunicacion ? (
        <Stack gap="4" data-testid="destinatarios">
          <Resumen comunicacion={comunicacion} />
          <Destinatarios comunicacion={comunicacion} />
        </Stack>
      ) : null}
    </Modal>
  );
}

/** A communication's recipients: every opening starts from the first page, unfiltered. */
export const DestinatariosModal = forgettingOnClose(DestinatariosInner);
