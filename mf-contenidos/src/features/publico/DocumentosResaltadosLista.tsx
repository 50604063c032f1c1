import { Button, chakra, Link, Stack, Text } from '@dapcon/shared-ui';
import { FilterPanel, ListTable, useLocalListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { toDisplayDate } from '@dapcon/contract/core';
import { documentosResaltados, isWebUrl, type DocumentoPublico } from '@dapcon/contract/contenidos';
import { useTranslation } from '@dapcon/shared-sdk';
import { descargarDocumento } from './descargas';
import './i18n';

type Filter = ListFilterName<typeof documentosResaltados.query>;

/** What a highlighted document offers: its file to download, or its link to open in another tab. */
function AccionDocumento({ documento }: { documento: DocumentoPublico }) {
  const { t } = useTranslation('contenidos');
  if (documento.tipo === 'enlace') {
    // The server keeps only http(s) addresses; a link that is not one is not offered.
    if (!documento.link || !isWebUrl(documento.link)) return null;
    return (
      <Link href={documento.link} target="_blank" rel="noopener noreferrer" fontSize="sm" fontWeight="medium" color="brand.fg" aria-label={t('publico.resaltados.abrirDe', { titulo: documento.titulo })}>
        {t('publico.resaltados.abrir')}
      </Link>
    );
  }
  return (
    <Button size="xs" variant="outline" onClick={() => void descargarDocumento(documento)} aria-label={t('publico.resaltados.descargarDe', { titulo: documento.titulo })}>
      {t('publico.resaltados.descargar')}
    </Button>
  );
}

/**
 * The highlighted documents published for the reader's profile (`GET /biblioteca-documentos-resaltados`),
 * the newest first, 20 a page: the search 'Buscar título, descripción' above the table (its state in
 * React: the home's URL stays as it is, docs/lists.md 'A list inside a modal'); title with its
 * description, document type, day, and 'Descargar' (a file) or 'Abrir enlace' (a link, in another tab).
 * The body of {@link DocumentosResaltados}'s modal, loaded the first time it opens.
 */
export function DocumentosResaltadosLista() {
  const { t } = useTranslation('contenidos');
  const list = useLocalListQuery(documentosResaltados);
  const fields: FilterField<Filter>[] = [{ kind: 'text', name: 'magic', label: t('publico.resaltados.buscar') }];
  const columns: DataTableColumn<DocumentoPublico>[] = [
    {
      key: 'titulo',
      header: t('publico.resaltados.columnas.titulo'),
      render: (d) => (
        <Stack gap="0.5">
          <Text as="span" fontWeight="medium" overflowWrap="anywhere" data-user-content>
            {d.titulo}
          </Text>
          <Text as="span" fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-user-content>
            {d.descripcion}
          </Text>
        </Stack>
      ),
    },
    { key: 'tipo_documento', header: t('publico.resaltados.columnas.tipo'), render: (d) => d.tipo_documento_texto },
    { key: 'fecha', header: t('publico.resaltados.columnas.fecha'), render: (d) => <chakra.span whiteSpace="nowrap">{toDisplayDate(d.fecha)}</chakra.span> },
    { key: 'accion', header: t('publico.resaltados.columnas.accion'), align: 'end', render: (d) => <AccionDocumento documento={d} /> },
  ];
  return (
    <Stack gap="4">
      <FilterPanel list={list} fields={fields} layout="inline" />
      <ListTable
        list={list}
        columns={columns}
        rowKey={(d) => d.id}
        sortable={[]}
        aria-label={t('publico.resaltados.tabla')}
        emptyText={Object.keys(list.activeFilters).length > 0 ? undefined : t('publico.resaltados.sinDocumentos')}
      />
    </Stack>
  );
}
