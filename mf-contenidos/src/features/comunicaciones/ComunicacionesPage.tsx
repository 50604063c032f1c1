// /comunicaciones (spec part 2 §2.20, §3 'Communication', §7.8; docs/contenidos.md step 5): two tabs,
// the one shown in `?tab=`. 'Comunicaciones': the mailings sent, on the list kit — the subject search
// in the URL with the page and the sort; subject, sender, sent date, total and sent (with the refused
// and the waiting as badges); each mailing's recipients in a modal. 'Correos del portal'
// (`?tab=correos`): the portal's own e-mails (CorreosPortalTab.tsx, loaded when the tab first shows).
// 'Recordatorios' (`?tab=recordatorios`): the scheduled reminders sent and due (RecordatoriosTab.tsx, issue 36).
import { Suspense, useState } from 'react';
import { Button, chakra, lazyComponent, LoadingState, PageHeader, Stack, StatusBadge, Tabs, Text, useSearchParams } from '@dapcon/shared-ui';
import { EmailText, FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { COMUNICACIONES_SORTABLE, comunicacionesList, type Comunicacion } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { DestinatariosModal } from './DestinatariosModal';
import { fechaHora } from './fechas';
import './i18n';

type Filter = ListFilterName<typeof comunicacionesList.query>;

/** The page's tabs, in order; `?tab=` names one (none: the first). */
export const COMUNICACIONES_TABS = ['comunicaciones', 'correos', 'recordatorios'] as const;
export type ComunicacionesTab = (typeof COMUNICACIONES_TABS)[number];

// The portal's own e-mails load when their tab first shows: /comunicaciones' first load stays the mailings'.
const CorreosPortalTab = lazyComponent(() => import('./CorreosPortalTab'), (m) => m.CorreosPortalTab);
const RecordatoriosTab = lazyComponent(() => import('./RecordatoriosTab'), (m) => m.RecordatoriosTab);

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
 * The mailings' tab: the subject search on the left, the mailings newest first (or by subject) a
 * page at a time, and for each 'Destinatarios', the modal with its recipients, their states and
 * 'Reenviar'. Its state lives in the URL while the tab shows (docs/lists.md).
 */
function Mailings() {
  const { t } = useTranslation('contenidos');
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
    { key: 'email', header: t('comunicaciones.columnas.remitente'), render: (c) => <EmailText email={c.email} /> },
    { key: 'fecha_enviado', header: t('comunicaciones.columnas.fecha'), render: (c) => <chakra.span whiteSpace="nowrap">{fechaHora(c.fecha_enviado)}</chakra.span> },
    { key: 'total_comunicacions', header: t('comunicaciones.columnas.total'), align: 'end', render: (c) => <span data-testid="total-comunicacions">{c.total_comunicacions}</span> },
    { key: 'total_enviados', header: t('comunicaciones.columnas.enviados'), align: 'end', render: (c) => <Enviados c={c} /> },
    {
      key: 'acciones',
      header: t('comunicaciones.columnas.acciones'),
      align: 'end',
      render: (c) => (
        <Button aria-haspopup="dialog" size="xs" variant="outline" onClick={() => setDetalle({ id: c.id, open: true, fila: c })} aria-label={t('comunicaciones.destinatariosDe', { asunto: c.asunto })}>
          {t('comunicaciones.destinatarios')}
        </Button>
      ),
    },
  ];

  return (
    <>
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
    </>
  );
}

/**
 * The communications' page: the tabs 'Comunicaciones' (the mailings) and 'Correos del portal' (the
 * portal's own e-mails), the one shown in `?tab=` (none for the first). Only the tab shown is mounted,
 * and changing tab leaves only `?tab=` in the URL: each list's filters, sort and page are in the URL
 * only while its tab shows (both lists call their search `magic`), and back returns to the other
 * tab as it was.
 */
export function ComunicacionesPage() {
  const { t } = useTranslation(['contenidos', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: ComunicacionesTab = COMUNICACIONES_TABS.find((candidate) => candidate === asked) ?? 'comunicaciones';
  const select = (next: string) => {
    if (next === tab) return;
    setSearchParams(next === 'comunicaciones' ? new URLSearchParams() : new URLSearchParams({ tab: next }));
  };

  return (
    <Stack gap="0">
      <PageHeader title={t('route.comunicaciones', { ns: 'common' })} />
      <Tabs.Root value={tab} onValueChange={(details) => select(details.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List aria-label={t('comunicaciones.tabs.label')} mb="6" overflowX="auto">
          {COMUNICACIONES_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {t(`comunicaciones.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="comunicaciones" pt="0">
          <Mailings />
        </Tabs.Content>
        <Tabs.Content value="correos" pt="0">
          <Suspense fallback={<LoadingState label={t('comunicaciones.correos.cargando')} />}>
            <CorreosPortalTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="recordatorios" pt="0">
          <Suspense fallback={<LoadingState label={t('comunicaciones.recordatorios.cargando')} />}>
            <RecordatoriosTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
