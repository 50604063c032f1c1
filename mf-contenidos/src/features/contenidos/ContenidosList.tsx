// /contenidos (spec part 2 §2.19, §3 'Web content', §7.7; docs/contenidos.md steps 3 and 4): the web
// contents on the list kit — search text, state, type and classification in the URL with the page and
// the sort; Título, Tipo, Estado and Acciones (edit, the files modal with its count, the send-email modal);
// 'Nuevo' opens the editor. A content is deleted from its editor's page (ContenidoPage.tsx): four buttons a
// row left the titles no room at 1280 px.
import { useState } from 'react';
import { Button, chakra, HStack, Link, PageHeader, RouterLink, Stack, Text, useLocation, useNavigate } from '@dapcon/shared-ui';
import { FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import { toDisplayDate } from '@dapcon/contract/core';
import { CONTENIDOS_SORTABLE, contenidosList, ESTADOS_CONTENIDO, type ContenidoListItem } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { ArchivosModal } from './ArchivosModal';
import { EnviarEmailModal } from '../comunicaciones/EnviarEmailModal';
import { EstadoContenidoBadge } from './EstadoContenidoBadge';
import type { DesdeLista } from './volver';
import './i18n';

type Filter = ListFilterName<typeof contenidosList.query>;

/**
 * The web contents' list: the filter column (search text, state, type, classification), the contents
 * a page at a time (newest publication first unless sorted by title, type or state) with their state
 * as a badge and their actions; its state lives in the URL (docs/lists.md).
 */
export function ContenidosList() {
  const { t } = useTranslation(['contenidos', 'common']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = useListQuery(contenidosList);
  const { tipo_noticias: tipos = [], clasificacion_noticias: clasificaciones = [] } = useParameterOptions(['tipo_noticias', 'clasificacion_noticias']);
  const [archivosDe, setArchivosDe] = useState<ContenidoListItem | null>(null);
  // The content being mailed (the send-email modal, docs/contenidos.md step 5); kept while its modal closes.
  const [envio, setEnvio] = useState<{ id: number; titulo: string; open: boolean } | null>(null);
  // The editor's way back: this list as it is now (its filters, sort and page).
  const desde: DesdeLista = { lista: search };

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'magic', label: t('contenidos.filtros.magic'), placeholder: t('contenidos.filtros.magicAyuda') },
    { kind: 'select', name: 'estado', label: t('contenidos.filtros.estado'), options: ESTADOS_CONTENIDO.map((e) => ({ value: e, label: t(`contenidos.estados.${e}`) })) },
    { kind: 'select', name: 'tipo_noticia', label: t('contenidos.filtros.tipo'), options: tipos },
    { kind: 'select', name: 'tipo_clasificacion', label: t('contenidos.filtros.clasificacion'), options: clasificaciones },
  ];

  const columns: DataTableColumn<ContenidoListItem>[] = [
    {
      key: 'titulo',
      sortField: 'titulo',
      header: t('contenidos.columnas.titulo'),
      render: (r) => (
        <Stack gap="0.5">
          <Link asChild color="inherit" fontWeight="medium">
            <RouterLink to={`/contenidos/${r.id}`} state={desde}>
              {r.titulo}
            </RouterLink>
          </Link>
          {/* The publication days (the classification is the filter's): short, so the title keeps its room. */}
          <Text fontSize="xs" color="fg.muted" title={t('contenidos.publicacionTitulo')}>
            <chakra.span srOnly>{`${t('contenidos.publicacionTitulo')}: `}</chakra.span>
            {r.fecha_fin_publicacion
              ? t('contenidos.publicacionHasta', { desde: toDisplayDate(r.fecha_publicacion), hasta: toDisplayDate(r.fecha_fin_publicacion) })
              : t('contenidos.publicacion', { desde: toDisplayDate(r.fecha_publicacion) })}
          </Text>
        </Stack>
      ),
    },
    { key: 'tipo', sortField: 'tipo', header: t('contenidos.columnas.tipo'), width: '7rem', render: (r) => r.tipo_noticia_texto },
    { key: 'estado', sortField: 'estado', header: t('contenidos.columnas.estado'), width: '7.5rem', render: (r) => <EstadoContenidoBadge estado={r.estado} /> },
    {
      key: 'acciones',
      header: t('contenidos.columnas.acciones'),
      align: 'end',
      render: (r) => (
        // One row: the column takes the buttons' width, the titles the rest.
        <HStack gap="2" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="outline" aria-label={t('contenidos.editarDe', { titulo: r.titulo })} onClick={() => navigate(`/contenidos/${r.id}`, { state: desde })}>
            {t('contenidos.editar')}
          </Button>
          <Button aria-haspopup="dialog" size="xs" variant="outline" aria-label={t('contenidos.archivosDe', { titulo: r.titulo, total: r.total_archivos })} onClick={() => setArchivosDe(r)}>
            {t('contenidos.archivos', { total: r.total_archivos })}
          </Button>
          <Button aria-haspopup="dialog" size="xs" variant="outline" aria-label={t('comunicaciones.enviar.accionDe', { titulo: r.titulo })} onClick={() => setEnvio({ id: r.id, titulo: r.titulo, open: true })}>
            {t('comunicaciones.enviar.accion')}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader
        title={t('route.contenidos', { ns: 'common' })}
        actions={
          <Button colorPalette="brand" onClick={() => navigate('/contenidos/nuevo', { state: desde })}>
            {t('contenidos.nuevo')}
          </Button>
        }
      />
      <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
        <ListTable
          list={list}
          columns={columns}
          rowKey={(r) => r.id}
          sortable={CONTENIDOS_SORTABLE}
          aria-label={t('contenidos.tabla')}
          emptyText={t('contenidos.sinResultados')}
        />
      </ListLayout>
      <ArchivosModal contenido={archivosDe} open={archivosDe !== null} onClose={() => setArchivosDe(null)} />
      <EnviarEmailModal open={envio?.open ?? false} contenidoId={envio?.id ?? null} titulo={envio?.titulo} onClose={() => setEnvio((e) => (e ? { ...e, open: false } : e))} />
    </Stack>
  );
}
