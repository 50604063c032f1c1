// 'Recordatorios', the third tab of /comunicaciones (issue 36; docs/decisions.md 'Reminders'): the
// scheduled reminders sent, on the list kit with their Excel — each one's record (a link to its page),
// kind, milestone, recipients and their delivery state, and 'Reenviar' after a question — and below,
// what is due in the next 30 days (its own Excel). Loaded lazily by ComunicacionesPage.
import { Box, Button, chakra, Flex, Heading, Link, RouterLink, Stack, Text } from '@dapcon/shared-ui';
import {
  EmailText,
  ExcelButton,
  FilterPanel,
  ListLayout,
  ListTable,
  useListQuery,
  useLocalListQuery,
  type DataTableColumn,
  type FilterField,
  type ListFilterName,
} from '@dapcon/shared-ui/data';
import {
  CONTENIDOS_MSG,
  RECORDATORIOS_EXCEL_NAME,
  RECORDATORIOS_PREVISTOS_EXCEL_NAME,
  RECORDATORIOS_PREVISTOS_SORTABLE,
  RECORDATORIOS_SORTABLE,
  recordatoriosList,
  recordatoriosPrevistos,
  reenviarRecordatorio,
  TIPO_RECORDATORIO_TEXTOS,
  TIPOS_RECORDATORIO,
  type Recordatorio,
  type RecordatorioPrevisto,
} from '@dapcon/contract/contenidos';
import { toDisplayDate } from '@dapcon/contract/core';
import { isLang, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { usePolling } from './polling';
import { REFRESCO_EN_COLA_MS } from './DestinatariosModal';
import { EstadoDestinatario } from './EstadoDestinatario';
import { fechaHora } from './fechas';
import { useReenvio } from './reenvio';
import './i18n';

type Filter = ListFilterName<typeof recordatoriosList.query>;

/** The record, linked to its page in the portal when it has one. */
function Registro({ descripcion, ruta }: { descripcion: string; ruta: string | null }) {
  return ruta ? (
    <Link asChild colorPalette="brand" fontWeight="medium">
      <RouterLink to={ruta}>{descripcion}</RouterLink>
    </Link>
  ) : (
    <Text as="span" fontWeight="medium">
      {descripcion}
    </Text>
  );
}

/** '90 días antes' (an expiry's milestone counts back from its last valid day), '15 días después' otherwise. */
function useHito() {
  const { t } = useTranslation('contenidos');
  return (r: Pick<Recordatorio, 'tipo' | 'hito'>) => t(`comunicaciones.recordatorios.hito.${r.tipo === 'caducidad' ? 'caducidad' : 'otro'}`, { count: r.hito });
}

/** What is due in the next 30 days: its own list (state kept in the component: the URL is the sent list's). */
function Previstos() {
  const { t } = useTranslation('contenidos');
  const hito = useHito();
  const list = useLocalListQuery(recordatoriosPrevistos);
  const columns: DataTableColumn<RecordatorioPrevisto>[] = [
    { key: 'fecha_prevista', header: t('comunicaciones.recordatorios.previstos.columnas.fecha'), render: (r) => <chakra.span whiteSpace="nowrap">{toDisplayDate(r.fecha_prevista)}</chakra.span> },
    {
      key: 'registro',
      header: t('comunicaciones.recordatorios.previstos.columnas.registro'),
      render: (r) => (
        <Stack gap="0.5" minW="12rem">
          <Registro descripcion={r.descripcion} ruta={r.ruta} />
          <Text as="span" fontSize="sm" color="fg.muted">
            {r.tipo_nombre} · {hito(r)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'destinatarios',
      header: t('comunicaciones.recordatorios.previstos.columnas.destinatarios'),
      render: (r) => (
        <Stack gap="0.5" data-user-content>
          {r.destinatarios.map((email) => (
            <EmailText key={email} email={email} />
          ))}
        </Stack>
      ),
    },
  ];
  return (
    <Stack gap="4" as="section" aria-labelledby="recordatorios-previstos" data-testid="recordatorios-previstos">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="md" id="recordatorios-previstos">
          {t('comunicaciones.recordatorios.previstos.titulo')}
        </Heading>
        <Box>
          <ExcelButton endpoint={recordatoriosPrevistos} query={list.query} fallbackName={RECORDATORIOS_PREVISTOS_EXCEL_NAME} />
        </Box>
      </Flex>
      <ListTable
        list={list}
        columns={columns}
        rowKey={(r) => `${r.tipo} ${r.descripcion} ${r.fecha_prevista} ${r.hito}`}
        sortable={RECORDATORIOS_PREVISTOS_SORTABLE}
        aria-label={t('comunicaciones.recordatorios.previstos.tabla')}
        emptyText={t('comunicaciones.recordatorios.previstos.sinDatos')}
      />
    </Stack>
  );
}

/**
 * The columns of a list of reminders sent: date (Madrid), record (linked) with kind, milestone and
 * resends, recipients with each e-mail's state, and 'Reenviar' (`preguntar`). The tab's list and the
 * DAPcon record page's panel (RecordatoriosDapcon.tsx, without the record: it is the page's) show the same.
 */
export function useColumnasRecordatorio(preguntar: (r: Recordatorio) => void, { registro = true }: { registro?: boolean } = {}): DataTableColumn<Recordatorio>[] {
  const { t } = useTranslation('contenidos');
  const hito = useHito();
  return [
    { key: 'created_at', header: t('comunicaciones.recordatorios.columnas.enviado'), render: (r) => <chakra.span whiteSpace="nowrap">{fechaHora(r.created_at)}</chakra.span> },
    {
      // The record, and under it the kind and the milestone: one column, so the table fits beside the menu.
      key: 'registro',
      header: t(registro ? 'comunicaciones.recordatorios.columnas.registro' : 'comunicaciones.recordatorios.columnas.tipo'),
      render: (r) => (
        <Stack gap="0.5" minW="12rem">
          {registro ? <Registro descripcion={r.descripcion} ruta={r.ruta} /> : null}
          <Text as="span" fontSize="sm" color="fg.muted" data-testid="recordatorio-tipo">
            {r.tipo_nombre} · {hito(r)}
          </Text>
          {r.reenvios > 0 ? (
            <Text as="span" fontSize="sm" color="fg.muted" data-testid="recordatorio-reenvios">
              {t('comunicaciones.recordatorios.reenvios', { count: r.reenvios })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'destinatarios',
      header: t('comunicaciones.recordatorios.columnas.destinatarios'),
      render: (r) => (
        <Stack gap="1" data-user-content>
          {r.destinatarios.map((d) => (
            <Flex key={d.email} gap="2" align="center" wrap="wrap">
              <EmailText email={d.email} />
              <EstadoDestinatario destinatario={d} />
            </Flex>
          ))}
        </Stack>
      ),
    },
    {
      key: 'acciones',
      header: t('comunicaciones.recordatorios.columnas.acciones'),
      align: 'end',
      render: (r) => (
        <Button size="xs" variant="outline" onClick={() => preguntar(r)} aria-label={t('comunicaciones.recordatorios.reenviarA', { registro: r.descripcion })}>
          {t('comunicaciones.recordatorios.reenviar')}
        </Button>
      ),
    },
  ];

}

/**
 * The reminders sent, newest first: the search by record or recipient and the kind on the left,
 * 'Descargar Excel' above; each one's date (Madrid), record (linked), kind and milestone, recipients
 * with each e-mail's state (the server's reason on a failed one), and 'Reenviar'. While an e-mail
 * waits in the queue the list is read again every 4 s. Below: what is due in the next 30 days.
 */
export function RecordatoriosTab() {
  const { t, i18n } = useTranslation('contenidos');
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const list = useListQuery(recordatoriosList);

  usePolling([recordatoriosList], REFRESCO_EN_COLA_MS, list.rows.some((r) => r.estado === 'pendiente'));

  // The lists read again after a resend: reenviarRecordatorio's `stale`.
  const reenvio = useApiMutation(reenviarRecordatorio);
  const { preguntar, modal } = useReenvio<Recordatorio>((r) => reenvio.run({ params: { id: String(r.id) } }), CONTENIDOS_MSG.confirmarReenvioRecordatorio);

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'magic', label: t('comunicaciones.recordatorios.filtros.buscar') },
    {
      kind: 'select',
      name: 'tipo',
      label: t('comunicaciones.recordatorios.filtros.tipo'),
      options: TIPOS_RECORDATORIO.map((tipo) => ({ value: tipo, label: TIPO_RECORDATORIO_TEXTOS[tipo][lang] })),
    },
  ];

  const columns = useColumnasRecordatorio(preguntar);

  return (
    <Stack gap="10" data-testid="recordatorios">
      <ListLayout filters={<FilterPanel list={list} fields={fields} />} filtersWidth="14rem">
        <Stack gap="4">
          <Flex justify="flex-end">
            <Box>
              <ExcelButton endpoint={recordatoriosList} query={list.query} fallbackName={RECORDATORIOS_EXCEL_NAME} />
            </Box>
          </Flex>
          <ListTable
            list={list}
            columns={columns}
            rowKey={(r) => r.id}
            sortable={RECORDATORIOS_SORTABLE}
            aria-label={t('comunicaciones.recordatorios.tabla')}
            emptyText={t('comunicaciones.recordatorios.sinDatos')}
          />
        </Stack>
      </ListLayout>
      <Previstos />
      {modal}
    </Stack>
  );
}
