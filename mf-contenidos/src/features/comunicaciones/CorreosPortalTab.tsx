// 'Correos del portal', the second tab of /comunicaciones (docs/contenidos.md 'Decisions taken';
// ARCHITECTURE.md 'an outbox table that the communications screens show'): the portal's own e-mails
// (password recovery, registration, the DAPcon notices…: every e-mail that is no mailing's recipient)
// on the list kit, with their delivery state, and 'Reenviar' for one that failed, after 'Realmente
// desea enviar este correo?'. Loaded lazily by ComunicacionesPage when the tab first shows.
import { Box, Button, chakra, Flex, Stack, Text } from '@dapcon/shared-ui';
import { EmailText, ExcelButton, FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import {
  CORREOS_PORTAL_EXCEL_NAME,
  CORREOS_PORTAL_SORTABLE,
  correosPortalList,
  reenviarCorreoPortal,
  type CorreoPortal,
} from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { usePolling } from './polling';
import { REFRESCO_EN_COLA_MS } from './DestinatariosModal';
import { EstadoDestinatario } from './EstadoDestinatario';
import { fechaHora } from './fechas';
import { useReenvio } from './reenvio';
import './i18n';

type Filter = ListFilterName<typeof correosPortalList.query>;

/** The state filter's choices, after 'Todos': OK, En cola, Error. */
const ESTADOS_FILTRO: readonly CorreoPortal['estado'][] = ['enviado', 'pendiente', 'error'];

/**
 * The portal's own e-mails, newest first: the search by address or subject and the state on the
 * left, 'Descargar Excel' above the table; each e-mail's date (Madrid), what it is for, its address,
 * subject, state (the mail server's reason on a failed one) and attempts, and 'Reenviar' for a failed
 * one. Its state lives in the URL while the tab shows (the page keeps only `?tab=correos` when the
 * tab changes, so the mailings' filters never reach this list, nor these the mailings'). While an
 * e-mail waits in the queue the list is read again every 4 s, so a delivery shows by itself.
 */
export function CorreosPortalTab() {
  const { t } = useTranslation('contenidos');
  const list = useListQuery(correosPortalList);

  usePolling([correosPortalList], REFRESCO_EN_COLA_MS, list.rows.some((c) => c.estado === 'pendiente'));

  // The list reads again after a resend: reenviarCorreoPortal's `stale`.
  const reenvio = useApiMutation(reenviarCorreoPortal);
  const { preguntar, modal } = useReenvio<CorreoPortal>((c) => reenvio.run({ params: { id: String(c.id) } }));

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'magic', label: t('comunicaciones.correos.filtros.buscar') },
    {
      kind: 'select',
      name: 'estado',
      label: t('comunicaciones.correos.filtros.estado'),
      options: ESTADOS_FILTRO.map((estado) => ({ value: estado, label: t(`comunicaciones.detalle.estados.${estado}`) })),
    },
  ];

  const columns: DataTableColumn<CorreoPortal>[] = [
    { key: 'created_at', header: t('comunicaciones.correos.columnas.fecha'), render: (c) => <chakra.span whiteSpace="nowrap">{fechaHora(c.created_at)}</chakra.span> },
    {
      key: 'destinatario_email',
      header: t('comunicaciones.correos.columnas.destinatario'),
      render: (c) => (
        <chakra.span data-user-content>
          <EmailText email={c.destinatario_email} />
        </chakra.span>
      ),
    },
    {
      // The subject, and under it what the e-mail is for (its template's description): one column, so
      // the table fits beside the menu at 1366 px.
      key: 'asunto',
      header: t('comunicaciones.correos.columnas.asunto'),
      render: (c) => (
        <Stack gap="0.5" minW="12rem">
          <Text as="span" fontWeight="medium">
            {c.asunto}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted" data-testid="correo-tipo">
            {c.tipo}
          </Text>
        </Stack>
      ),
    },
    { key: 'estado', header: t('comunicaciones.correos.columnas.estado'), render: (c) => <EstadoDestinatario destinatario={c} /> },
    { key: 'intentos', header: t('comunicaciones.correos.columnas.intentos'), align: 'end', render: (c) => <span data-testid="intentos">{c.intentos}</span> },
    {
      key: 'acciones',
      header: t('comunicaciones.correos.columnas.acciones'),
      align: 'end',
      render: (c) =>
        c.estado === 'error' ? (
          <Button size="xs" variant="outline" onClick={() => preguntar(c)} aria-label={t('comunicaciones.correos.reenviarA', { asunto: c.asunto, email: c.destinatario_email })}>
            {t('comunicaciones.correos.reenviar')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="0" data-testid="correos-portal">
      <ListLayout filters={<FilterPanel list={list} fields={fields} />} filtersWidth="14rem">
        <Stack gap="4">
          <Flex justify="flex-end">
            <Box>
              <ExcelButton endpoint={correosPortalList} query={list.query} fallbackName={CORREOS_PORTAL_EXCEL_NAME} />
            </Box>
          </Flex>
          <ListTable
            list={list}
            columns={columns}
            rowKey={(c) => c.id}
            sortable={CORREOS_PORTAL_SORTABLE}
            aria-label={t('comunicaciones.correos.tabla')}
            emptyText={t('comunicaciones.correos.sinDatos')}
          />
        </Stack>
      </ListLayout>
      {modal}
    </Stack>
  );
}
