// /public-comunicados (spec part 2 §2.21, part 1 §3 'Web content', §7 `/contenidos-web-public`;
// docs/contenidos.md step 7): every content published for the reader today, archived or not, on the list
// kit — the search 'Buscar título, descripción' in the URL with the page and the sort; title, short
// description, publication date and the 'document' button, which opens the content whole.
import { useState } from 'react';
import { Button, chakra, PageHeader, Stack, StatusBadge, Text } from '@dapcon/shared-ui';
import { FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { toDisplayDate } from '@dapcon/contract/core';
import { CONTENIDOS_PUBLICOS_SORTABLE, contenidosPublic, type ContenidoPublico } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { ContenidoModal } from './ContenidoModal';
import { DocumentoIcon } from './DocumentoIcon';
import './i18n';

type Filter = ListFilterName<typeof contenidosPublic.query>;

/**
 * The readers' communications: the search on the left, the contents newest first (or by title), 20 a
 * page, the ones the reader archived from its home marked 'Archivado'; 'Ver' opens one in
 * {@link ContenidoModal}. Its state lives in the URL (docs/lists.md).
 */
export function ComunicadosPublicosPage() {
  const { t } = useTranslation(['contenidos', 'common']);
  const list = useListQuery(contenidosPublic);
  const [abierto, setAbierto] = useState<ContenidoPublico | null>(null);

  const fields: FilterField<Filter>[] = [{ kind: 'text', name: 'magic', label: t('publico.buscar') }];

  const columns: DataTableColumn<ContenidoPublico>[] = [
    {
      key: 'titulo',
      header: t('publico.columnas.titulo'),
      width: '30%',
      render: (c) => (
        <Stack gap="1" align="flex-start">
          <Text as="span" fontWeight="medium" overflowWrap="anywhere" data-user-content>
            {c.titulo}
          </Text>
          {c.oculto ? (
            <chakra.span title={t('publico.archivadoAyuda')}>
              <StatusBadge palette="gray" state="archivado" testId="archivado">
                {t('publico.archivado')}
              </StatusBadge>
            </chakra.span>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'descripcion_corta',
      header: t('publico.columnas.descripcion'),
      render: (c) => (
        <Text as="span" color="fg.muted" overflowWrap="anywhere" data-user-content>
          {c.descripcion_corta}
        </Text>
      ),
    },
    {
      key: 'fecha_publicacion',
      header: t('publico.columnas.fecha'),
      width: '11rem',
      render: (c) => <chakra.span whiteSpace="nowrap">{toDisplayDate(c.fecha_publicacion)}</chakra.span>,
    },
    {
      key: 'documento',
      header: t('publico.columnas.documento'),
      align: 'center',
      width: '8rem',
      render: (c) => (
        <Button aria-haspopup="dialog" size="xs" variant="outline" onClick={() => setAbierto(c)} aria-label={t('publico.verDe', { titulo: c.titulo })}>
          <DocumentoIcon />
          {t('publico.ver')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader title={t('route.publicComunicados', { ns: 'common' })} />
      <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
        <ListTable
          list={list}
          columns={columns}
          rowKey={(c) => c.id}
          sortable={CONTENIDOS_PUBLICOS_SORTABLE}
          aria-label={t('publico.tabla')}
          // A search that finds nothing says so as every list does; with none, there is nothing to read.
          emptyText={Object.keys(list.activeFilters).length > 0 ? undefined : t('publico.sinComunicados')}
        />
      </ListLayout>
      <ContenidoModal contenido={abierto} onClose={() => setAbierto(null)} />
    </Stack>
  );
}
