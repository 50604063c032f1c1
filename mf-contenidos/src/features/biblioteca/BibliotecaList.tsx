// /biblioteca-documentos (spec part 2 §2.17, §3 'Document', §7.7; docs/contenidos.md step 6): the
// document library on the list kit — search text, document type and state in the filter column, the
// cover checkbox below it (the highlighted documents only), all in the URL with the page and the
// sort; Título (with its kind, its file to download or its link to open, and its profiles), Tipo de
// documento, Estado and Acciones (edit, delete after 'Realmente desea borrar este documento ?');
// 'Nuevo documento' opens the modal.
import { useState } from 'react';
import { Box, Button, CheckboxField, ConfirmModal, HStack, PageHeader, Stack, StatusBadge, Text } from '@dapcon/shared-ui';
import { FilterPanel, ListLayout, ListTable, useListQuery, type DataTableColumn, type FilterField, type ListFilterName } from '@dapcon/shared-ui/data';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import {
  BIBLIOTECA_SORTABLE,
  bibliotecaList,
  borrarDocumentoBiblioteca,
  CONTENIDOS_MSG,
  ESTADOS_DOCUMENTO,
  type DocumentoBiblioteca,
} from '@dapcon/contract/contenidos';
import { feedback, isLang, localizeMessage, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { EnlaceDocumento } from './descarga';
import { DocumentoModal } from './DocumentoModal';
import './i18n';

type Filter = ListFilterName<typeof bibliotecaList.query>;

/** 'Publicado' as success (green), anything else as warning (orange), as the contents' list. */
export function EstadoDocumentoBadge({ estado }: { estado: string }) {
  const { t } = useTranslation('contenidos');
  return (
    <StatusBadge palette={estado === 'Publicado' ? 'green' : 'orange'} state={estado} testId="estado-documento">
      {t(`biblioteca.estados.${estado}`, { defaultValue: estado })}
    </StatusBadge>
  );
}

/**
 * The administration's document library: the filter column, the cover checkbox, the documents a page
 * at a time (the newest first unless sorted) with their state as a badge and their actions; its state
 * lives in the URL (docs/lists.md).
 */
export function BibliotecaList() {
  const { t, i18n } = useTranslation(['contenidos', 'common']);
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const list = useListQuery(bibliotecaList);
  const { tipo_documento: tipos = [] } = useParameterOptions(['tipo_documento']);
  // The modal: closed, 'Nuevo documento' (null) or editing a document (its id).
  const [modal, setModal] = useState<{ id: number | null } | null>(null);
  const [deleting, setDeleting] = useState<DocumentoBiblioteca | null>(null);
  // The library and the pages that show its documents read again: each write's `stale`.
  const borrar = useApiMutation(borrarDocumentoBiblioteca);

  const fields: FilterField<Filter>[] = [
    { kind: 'text', name: 'magic', label: t('biblioteca.filtros.magic'), placeholder: t('biblioteca.filtros.magicAyuda') },
    { kind: 'select', name: 'tipo_documento', label: t('biblioteca.filtros.tipoDocumento'), options: tipos },
    { kind: 'select', name: 'estado', label: t('biblioteca.filtros.estado'), options: ESTADOS_DOCUMENTO.map((e) => ({ value: e, label: t(`biblioteca.estados.${e}`) })) },
  ];
  // The cover checkbox applies at once, keeping the other filters; 'Limpiar' clears it with the rest.
  const portada = list.activeFilters.es_resaltado === 'true';
  const setPortada = (checked: boolean) => list.setFilters({ ...list.activeFilters, es_resaltado: checked ? 'true' : '' });

  const saved = (message: string) => feedback.success(message);

  const remove = async () => {
    if (!deleting) return;
    const res = await borrar.run({ params: { id: String(deleting.id) } });
    setDeleting(null);
    if (res) feedback.success(res.message);
  };

  const columns: DataTableColumn<DocumentoBiblioteca>[] = [
    {
      key: 'titulo',
      sortField: 'titulo',
      header: t('biblioteca.columnas.titulo'),
      render: (r) => (
        <Stack gap="0.5">
          <HStack gap="2" wrap="wrap">
            <Text as="span" fontWeight="medium">
              {r.titulo}
            </Text>
            {r.es_resaltado ? (
              <StatusBadge palette="blue" testId="documento-portada">
                {t('biblioteca.portada')}
              </StatusBadge>
            ) : null}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t(`biblioteca.tipos.${r.tipo}`)}
            {': '}
            <EnlaceDocumento documento={r} />
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('biblioteca.para', { perfiles: r.perfil.map((p) => t(`biblioteca.perfiles.${p}`)).join(', ') })}
          </Text>
        </Stack>
      ),
    },
    { key: 'tipo_documento', sortField: 'tipo_documento', header: t('biblioteca.columnas.tipoDocumento'), width: '10rem', render: (r) => r.tipo_documento_texto },
    { key: 'estado', sortField: 'estado', header: t('biblioteca.columnas.estado'), width: '8rem', render: (r) => <EstadoDocumentoBadge estado={r.estado} /> },
    {
      key: 'acciones',
      header: t('biblioteca.columnas.acciones'),
      align: 'end',
      width: '9rem',
      render: (r) => (
        <HStack gap="2" justify="flex-end">
          <Button aria-haspopup="dialog" size="xs" variant="outline" aria-label={t('biblioteca.editarDe', { titulo: r.titulo })} onClick={() => setModal({ id: r.id })}>
            {t('biblioteca.editar')}
          </Button>
          <Button aria-haspopup="dialog" size="xs" variant="outline" colorPalette="red" aria-label={t('biblioteca.borrarDe', { titulo: r.titulo })} onClick={() => setDeleting(r)}>
            {t('biblioteca.borrar')}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="0">
      <PageHeader
        title={t('route.bibliotecaDocumentos', { ns: 'common' })}
        actions={
          <Button aria-haspopup="dialog" colorPalette="brand" onClick={() => setModal({ id: null })}>
            {t('biblioteca.nuevo')}
          </Button>
        }
      />
      <ListLayout
        filtersWidth="15rem"
        filters={
          <>
            <FilterPanel list={list} fields={fields} />
            {/* The cover checkbox: not a field kind of the FilterPanel, so beside it (as /consultores' 'Solo comisionistas'). */}
            <Box borderWidth="1px" borderRadius="l2" bg="bg.panel" p="4" mt="4">
              <CheckboxField name="es_resaltado" label={t('biblioteca.filtros.portada')} checked={portada} onCheckedChange={setPortada} />
            </Box>
          </>
        }
      >
        <ListTable
          list={list}
          columns={columns}
          rowKey={(r) => r.id}
          sortable={BIBLIOTECA_SORTABLE}
          aria-label={t('biblioteca.tabla')}
          emptyText={t('biblioteca.sinResultados')}
        />
      </ListLayout>
      <DocumentoModal open={modal !== null} id={modal?.id ?? null} onClose={() => setModal(null)} onSaved={saved} />
      <ConfirmModal
        open={deleting !== null}
        message={localizeMessage(CONTENIDOS_MSG.confirmarBorradoDocumento, lang)}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
        loading={borrar.isPending}
        destructive
      />
    </Stack>
  );
}
