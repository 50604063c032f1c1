// A web content's files (spec part 2 §2.19 'files modal', §5 'Content document'; docs/contenidos.md
// step 4): a list view (search, title, file, download, edit, delete after 'Realmente desea borrar este
// archivo?') and a form view (title and file); a save returns to the list and every count refreshes.
// The body of the files modal (ArchivosModal.tsx) and the editor's 'Archivos' section.
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { Alert, Box, Button, ConfirmModal, ContractForm, Flex, Heading, HStack, Stack, Text, TextControl, FileControl, useContractForm } from '@dapcon/shared-ui';
import { FilterPanel, ListTable, saveFile, useLocalListQuery, type DataTableColumn, type FilterField } from '@dapcon/shared-ui/data';
import { datePrefixedName, UPLOAD_RULES } from '@dapcon/contract/core';
import {
  actualizarArchivoContenido,
  ActualizarArchivoContenidoBody,
  ARCHIVOS_CONTENIDO_SORTABLE,
  archivosContenidoList,
  ArchivosContenidoQuery,
  borrarArchivoContenido,
  CONTENIDOS_MSG,
  crearArchivoContenido,
  CrearArchivoContenidoBody,
  descargarArchivoContenido,
  type ArchivoContenido,
} from '@dapcon/contract/contenidos';
import { download, localizeMessage, reportApiError, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import './i18n';

/** The content whose files are shown. */
export interface ContenidoDeArchivos {
  id: number;
  titulo: string;
}

/**
 * The file list of one content: the endpoint with its query's `contenido_web_id` fixed by a default,
 * so every request carries it and 'Limpiar' keeps it (docs/lists.md, 'A fixed parameter').
 */
function listaDe(id: number) {
  return {
    ...archivosContenidoList,
    query: v.object({ ...ArchivosContenidoQuery.entries, contenido_web_id: v.optional(ArchivosContenidoQuery.entries.contenido_web_id, String(id)) }),
  };
}

const FORM_ID = 'archivo-contenido-form';

function Botones({ busy, onVolver }: { busy: boolean; onVolver: () => void }) {
  const { t } = useTranslation('contenidos');
  return (
    <HStack justify="flex-end" gap="2" pt="2">
      <Button variant="outline" colorPalette="gray" onClick={onVolver} disabled={busy}>
        {t('contenidos.archivosModal.form.volver')}
      </Button>
      <Button type="submit" form={FORM_ID} colorPalette="brand" loading={busy}>
        {t('contenidos.archivosModal.form.guardar')}
      </Button>
    </HStack>
  );
}

interface FormProps {
  contenido: ContenidoDeArchivos;
  onVolver: () => void;
  /** Saved: the API's message; the list shows again. */
  onGuardado: (message: string) => void;
}

/** 'Añadir archivo': the title and the file (required). */
function NuevoArchivo({ contenido, onVolver, onGuardado }: FormProps) {
  const { t } = useTranslation('contenidos');
  // The files, the contents' counts and the content itself read again: each write's `stale`.
  const crear = useApiMutation(crearArchivoContenido);
  const form = useContractForm(CrearArchivoContenidoBody, {
    defaultValues: { titulo: '', contenido_web_id: String(contenido.id), archivo: null },
    submit: async (body) => {
      const res = await crear.mutateAsync({ body });
      onGuardado(res.message);
    },
  });
  const title = t('contenidos.archivosModal.form.nuevo');
  return (
    <ContractForm form={form} id={FORM_ID} aria-label={title}>
      <Stack gap="4">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <TextControl name="titulo" label={t('contenidos.archivosModal.form.titulo')} autoComplete="off" required />
        <FileControl name="archivo" label={t('contenidos.archivosModal.form.archivo')} helperText={t('contenidos.archivosModal.form.archivoAyuda')} rule={UPLOAD_RULES.archivo} required />
        <Botones busy={form.formState.isSubmitting} onVolver={onVolver} />
      </Stack>
    </ContractForm>
  );
}

/** 'Editar': the title, and a new file only to replace the stored one. */
function EditarArchivo({ archivo, onVolver, onGuardado }: Omit<FormProps, 'contenido'> & { archivo: ArchivoContenido }) {
  const { t } = useTranslation('contenidos');
  const actualizar = useApiMutation(actualizarArchivoContenido);
  const form = useContractForm(ActualizarArchivoContenidoBody, {
    defaultValues: { titulo: archivo.titulo, archivo: null },
    submit: async (body) => {
      const res = await actualizar.mutateAsync({ params: { id: String(archivo.id) }, body: { ...body, _method: 'PATCH' } });
      onGuardado(res.message);
    },
  });
  const title = t('contenidos.archivosModal.form.editar');
  return (
    <ContractForm form={form} id={FORM_ID} aria-label={title}>
      <Stack gap="4">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <TextControl name="titulo" label={t('contenidos.archivosModal.form.titulo')} autoComplete="off" required />
        <FileControl
          name="archivo"
          label={t('contenidos.archivosModal.form.archivo')}
          helperText={`${t('contenidos.archivosModal.form.archivoActual', { nombre: archivo.archivo })} ${t('contenidos.archivosModal.form.archivoAyuda')}`}
          rule={UPLOAD_RULES.archivo}
        />
        <Botones busy={form.formState.isSubmitting} onVolver={onVolver} />
      </Stack>
    </ContractForm>
  );
}

type Vista = { kind: 'lista' } | { kind: 'form'; archivo: ArchivoContenido | null };

/**
 * A content's files: the list (its search, sort and page kept in React while the form is open: back
 * to the list finds it as it was), 'Añadir archivo', and per file 'Descargar', 'Editar' and 'Borrar'.
 * A save or a delete says so above the list and refreshes the counts of the content list.
 *
 * @example
 * <ArchivosContenido contenido={{ id: 12, titulo: 'Jornada técnica' }} />
 */
export function ArchivosContenido({ contenido }: { contenido: ContenidoDeArchivos }) {
  const { t } = useTranslation('contenidos');
  const lang = useSession((s) => s.lang);
  const endpoint = useMemo(() => listaDe(contenido.id), [contenido.id]);
  const list = useLocalListQuery(endpoint);
  const [vista, setVista] = useState<Vista>({ kind: 'lista' });
  const [aviso, setAviso] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ArchivoContenido | null>(null);
  const borrar = useApiMutation(borrarArchivoContenido);

  const abrir = (archivo: ArchivoContenido | null) => {
    setAviso(null);
    setVista({ kind: 'form', archivo });
  };
  const guardado = (message: string) => {
    setAviso(message);
    setVista({ kind: 'lista' });
  };

  const descargar = async (archivo: ArchivoContenido) => {
    try {
      const file = await download(descargarArchivoContenido, { params: { id: String(archivo.id) } });
      saveFile(file.blob, file.filename ?? datePrefixedName(archivo.archivo));
    } catch (error) {
      reportApiError(error);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const res = await borrar.run({ params: { id: String(deleting.id) } });
    setDeleting(null);
    if (res) setAviso(res.message);
  };

  if (vista.kind === 'form') {
    const volver = () => setVista({ kind: 'lista' });
    return vista.archivo ? (
      <EditarArchivo archivo={vista.archivo} onVolver={volver} onGuardado={guardado} />
    ) : (
      <NuevoArchivo contenido={contenido} onVolver={volver} onGuardado={guardado} />
    );
  }

  const fields: FilterField<'magic'>[] = [{ kind: 'text', name: 'magic', label: t('contenidos.archivosModal.buscar'), placeholder: t('contenidos.archivosModal.buscarAyuda') }];
  const columns: DataTableColumn<ArchivoContenido>[] = [
    { key: 'titulo', sortField: 'titulo', header: t('contenidos.archivosModal.columnas.titulo'), render: (a) => <Text fontWeight="medium">{a.titulo}</Text> },
    {
      key: 'archivo',
      sortField: 'archivo',
      header: t('contenidos.archivosModal.columnas.archivo'),
      render: (a) => (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {a.archivo}
        </Text>
      ),
    },
    {
      key: 'acciones',
      header: t('contenidos.archivosModal.columnas.acciones'),
      align: 'end',
      render: (a) => (
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button size="xs" variant="outline" aria-label={t('contenidos.archivosModal.descargarDe', { titulo: a.titulo })} onClick={() => void descargar(a)}>
            {t('contenidos.archivosModal.descargar')}
          </Button>
          <Button size="xs" variant="outline" aria-label={t('contenidos.archivosModal.editarDe', { titulo: a.titulo })} onClick={() => abrir(a)}>
            {t('contenidos.archivosModal.editar')}
          </Button>
          <Button aria-haspopup="dialog" size="xs" variant="outline" colorPalette="red" aria-label={t('contenidos.archivosModal.borrarDe', { titulo: a.titulo })} onClick={() => setDeleting(a)}>
            {t('contenidos.archivosModal.borrar')}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="archivos-contenido">
      {aviso ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{localizeMessage(aviso, lang)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box flex="1" minW="16rem">
          <FilterPanel list={list} fields={fields} layout="inline" title={t('contenidos.archivosModal.buscar')} />
        </Box>
        <Button colorPalette="brand" onClick={() => abrir(null)}>
          {t('contenidos.archivosModal.anadir')}
        </Button>
      </Flex>
      <ListTable
        list={list}
        columns={columns}
        rowKey={(a) => a.id}
        sortable={ARCHIVOS_CONTENIDO_SORTABLE}
        aria-label={t('contenidos.archivosModal.lista')}
        emptyText={t('contenidos.archivosModal.sinArchivos')}
        skeletonRows={3}
      />
      <ConfirmModal
        open={deleting !== null}
        message={localizeMessage(CONTENIDOS_MSG.confirmarBorradoArchivo, lang)}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
        loading={borrar.isPending}
        confirmLabel={t('contenidos.archivosModal.borrar')}
        destructive
      />
    </Stack>
  );
}
