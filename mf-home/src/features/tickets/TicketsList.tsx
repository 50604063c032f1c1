import { Box, Button, HStack, Link, PageHeader, RouterLink, Stack, Text, useNavigate } from '@dapcon/shared-ui';
import { ExcelButton, FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { toDisplayDate } from '@dapcon/contract/core';
import { ESTADOS_TICKET, INCIDENCIAS_EXCEL_NAME, INCIDENCIAS_SORTABLE, incidenciasList, type IncidenciaListItem } from '@dapcon/contract/dapcon';
import { idiomas as idiomasEndpoint, nombreDeIdioma } from '@dapcon/contract/referencia';
import { useSession, useTranslation, verifierOrAdmin } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { EstadoTicket, fechaHora } from './comun';
import './i18n';

type Filter = ListFilterName<typeof incidenciasList.query>;

/**
 * `/tickets` (spec part 2 §2.1; issue 16 step 5): the incidents the caller reaches (the
 * administration all; a company those of its declarations; a consultant or verifier those of the
 * declarations it takes part in), on the list kit: filters state, DAPcon (code or product) and
 * language, the allow-listed sorts, pages and the Excel file, its state in the URL (docs/lists.md).
 * A row's title opens `/tickets/{id}`; 'Nueva incidencia' for who may open one (a verifier, the
 * administration).
 */
export function TicketsList() {
  const { t, i18n } = useTranslation(['home-tickets', 'common']);
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  // The languages named as the record's tabs name them, in the interface's language.
  const uiLang = useSession((s) => s.lang);
  const list = useListQuery(incidenciasList);
  const { data: idiomasList = [] } = useApiQuery(idiomasEndpoint);
  const lang = i18n.language;

  const fields: FilterField<Filter>[] = [
    {
      kind: 'select',
      name: 'estado',
      label: t('lista.filters.estado'),
      anyLabel: t('lista.filters.todas'),
      options: ESTADOS_TICKET.map((estado) => ({ value: estado, label: t(`lista.filters.${estado}`) })),
    },
    { kind: 'text', name: 'filter_dapcon', label: t('lista.filters.dapcon') },
    { kind: 'select', name: 'idioma_id', label: t('lista.filters.idioma'), options: idiomasList.map((i) => ({ value: String(i.id), label: nombreDeIdioma(uiLang, i.idioma, i.idioma_nombre) })) },
  ];

  const columns: DataTableColumn<IncidenciaListItem>[] = [
    {
      key: 'titulo',
      header: t('lista.columns.titulo'),
      render: (r) => (
        <Box minW="9rem">
          <Link asChild fontWeight="medium">
            <RouterLink to={`/tickets/${r.id}`} aria-label={t('lista.abrir', { titulo: r.dapcon_incidencias_titulo })}>
              {r.dapcon_incidencias_titulo}
            </RouterLink>
          </Link>
        </Box>
      ),
    },
    { key: 'esta_resuelta', header: t('lista.columns.estado'), render: (r) => <EstadoTicket resuelta={r.esta_resuelta} /> },
    {
      key: 'dapcon_codigo',
      header: t('lista.columns.dapcon'),
      // A declaration in verification has no code yet: its product names it; the language after it.
      render: (r) => (
        <Stack gap="0.5" minW="9rem">
          <Text as="span" fontWeight="medium">
            {r.dapcon_codigo ?? r.dv_nombre_producto}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted">
            {[r.dapcon_codigo === null ? null : r.dv_nombre_producto, t('lista.idioma', { idioma: r.idioma.toUpperCase() })].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'created_at',
      header: t('lista.columns.abierta'),
      render: (r) => (
        <Stack gap="0.5">
          <Text as="span" whiteSpace="nowrap" title={fechaHora(r.created_at, lang)}>
            {toDisplayDate(r.created_at)}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('lista.por', { persona: r.autor ?? '—' })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'ultimo_mensaje',
      header: t('lista.columns.ultimo'),
      render: (r) => (
        <Stack gap="0.5">
          <Text as="span" whiteSpace="nowrap" title={fechaHora(r.ultimo_mensaje_at, lang)}>
            {toDisplayDate(r.ultimo_mensaje_at)}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            {t('lista.respuestas', { count: r.respuestas })}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader
        title={t('route.tickets', { ns: 'common' })}
        actions={
          <HStack gap="2" flexWrap="wrap">
            {user && verifierOrAdmin(user) ? (
              <Button colorPalette="brand" onClick={() => navigate('/tickets/nuevo')}>
                {t('lista.nueva')}
              </Button>
            ) : null}
            <ExcelButton endpoint={incidenciasList} query={list.query} fallbackName={INCIDENCIAS_EXCEL_NAME} />
          </HStack>
        }
      />
      <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
        <ListTable list={list} columns={columns} rowKey={(r) => r.id} sortable={INCIDENCIAS_SORTABLE} aria-label={t('lista.table')} />
      </ListLayout>
    </Stack>
  );
}
