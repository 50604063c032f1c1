// The library's create/edit modal (spec part 2 §2.17, §3 'Document', §5 'Document'): a contract form —
// title, description, document type, kind (a document with its file, or a link with its address),
// the profiles it is for, highlighted on the homes, state — with the spec's messages under the fields
// (browser and API alike). A document being edited keeps its file unless another is chosen.
import { useEffect } from 'react';
import {
  Button,
  CheckboxControl,
  CheckboxGroupControl,
  ContractForm,
  FileControl,
  forgettingOnClose,
  LoadingState,
  Modal,
  SelectControl,
  SimpleGrid,
  Stack,
  TextareaControl,
  TextControl,
  useContractForm,
  useWatch,
  type ClosableProps,
} from '@dapcon/shared-ui';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import { UPLOAD_RULES } from '@dapcon/contract/core';
import {
  actualizarDocumentoBiblioteca,
  ActualizarDocumentoBody,
  crearDocumentoBiblioteca,
  CrearDocumentoBody,
  documentoBibliotecaShow,
  ESTADOS_DOCUMENTO,
  PERFILES_CONTENIDO,
  TIPOS_BIBLIOTECA,
  type DocumentoBiblioteca,
} from '@dapcon/contract/contenidos';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

/** Props of {@link DocumentoModal}. */
export interface DocumentoModalProps extends ClosableProps {
  /** The document to edit (read when the modal opens), or null for a new one. */
  id: number | null;
  /** Saved: the API's message and the document; the modal has closed. */
  onSaved: (message: string, documento: DocumentoBiblioteca) => void;
}

const FORM_ID = 'documento-biblioteca-form';

/** The form's values for a document, or a new one's (a published document for nobody yet). */
function valoresDe(documento: DocumentoBiblioteca | null) {
  return {
    titulo: documento?.titulo ?? '',
    descripcion: documento?.descripcion ?? '',
    tipo_documento: documento?.tipo_documento ?? '',
    tipo: documento?.tipo ?? 'documento',
    estado: documento?.estado ?? 'Publicado',
    perfil: documento?.perfil ?? [],
    es_resaltado: documento?.es_resaltado ?? false,
    link: documento?.link ?? '',
    archivo: null,
  };
}


/** The fields; the file or the address, as the kind asks. */
function Campos({ documento, onTipo }: { documento: DocumentoBiblioteca | null; onTipo: (tipo: string) => void }) {
  const { t } = useTranslation('contenidos');
  const { tipo_documento: tiposDocumento = [] } = useParameterOptions(['tipo_documento']);
  const tipo = useWatch({ name: 'tipo' }) as string;
  const conArchivo = documento?.tipo === 'documento' && documento.archivo !== null;
  return (
    <Stack gap="4">
      <TextControl name="titulo" label={t('biblioteca.campos.titulo')} required />
      <TextareaControl name="descripcion" label={t('biblioteca.campos.descripcion')} rows={3} required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectControl name="tipo_documento" label={t('biblioteca.campos.tipoDocumento')} options={tiposDocumento} placeholder={t('biblioteca.campos.seleccione')} required />
        <SelectControl
          name="tipo"
          label={t('biblioteca.campos.tipo')}
          options={TIPOS_BIBLIOTECA.map((value) => ({ value, label: t(`biblioteca.tipos.${value}`) }))}
          placeholder={t('biblioteca.campos.seleccione')}
          onPicked={onTipo}
          required
        />
      </SimpleGrid>
      {tipo === 'enlace' ? (
        <TextControl name="link" type="url" label={t('biblioteca.campos.link')} helperText={t('biblioteca.campos.linkAyuda')} required />
      ) : tipo === 'documento' ? (
        <FileControl
          name="archivo"
          rule={UPLOAD_RULES.archivo}
          label={conArchivo ? t('biblioteca.campos.archivoNuevo') : t('biblioteca.campos.archivo')}
          helperText={conArchivo ? t('biblioteca.campos.archivoActual', { nombre: documento.archivo }) : t('biblioteca.campos.archivoAyuda')}
          required={!conArchivo}
        />
      ) : null}
      <CheckboxGroupControl
        name="perfil"
        label={t('biblioteca.campos.perfiles')}
        helperText={t('biblioteca.campos.perfilesAyuda')}
        options={PERFILES_CONTENIDO.map((perfil) => ({ value: perfil, label: t(`biblioteca.perfiles.${perfil}`) }))}
        required
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="end">
        <SelectControl
          name="estado"
          label={t('biblioteca.campos.estado')}
          options={ESTADOS_DOCUMENTO.map((value) => ({ value, label: t(`biblioteca.estados.${value}`) }))}
          placeholder={t('biblioteca.campos.seleccione')}
          required
        />
        <CheckboxControl name="es_resaltado" label={t('biblioteca.campos.resaltado')} />
      </SimpleGrid>
    </Stack>
  );
}

function Footer({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const { t } = useTranslation('contenidos');
  return (
    <>
      <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
        {t('biblioteca.modal.cancelar')}
      </Button>
      <Button type="submit" form={FORM_ID} loading={busy}>
        {t('biblioteca.modal.guardar')}
      </Button>
    </>
  );
}

/** The form of a new document or of the one read. */
function Formulario({ documento, open, onClose, onSaved }: Omit<DocumentoModalProps, 'id'> & { documento: DocumentoBiblioteca | null }) {
  const { t } = useTranslation('contenidos');
  const actualizar = useApiMutation(actualizarDocumentoBiblioteca);
  const crear = useApiMutation(crearDocumentoBiblioteca);
  // The schema is chosen once: a modal is mounted again for each document (forgettingOnClose).
  const form = useContractForm(documento ? ActualizarDocumentoBody : CrearDocumentoBody, {
    defaultValues: valoresDe(documento),
    submit: async (body) => {
      const res = documento
        ? await actualizar.mutateAsync({ params: { id: String(documento.id) }, body: { ...body, _method: 'PATCH' } })
        : await crear.mutateAsync({ body });
      onClose();
      onSaved(res.message, res.data);
    },
  });
  // A link takes no file: one chosen before the kind changed is dropped.
  const onTipo = (tipo: string) => {
    if (tipo !== 'documento') form.setValue('archivo', null);
  };
  const title = documento ? t('biblioteca.modal.tituloEditar') : t('biblioteca.modal.tituloNuevo');
  return (
    <Modal open={open} onClose={onClose} size="lg" title={title} footer={<Footer busy={form.formState.isSubmitting} onClose={onClose} />}>
      <ContractForm form={form} id={FORM_ID} aria-label={t('biblioteca.modal.form')}>
        <Campos documento={documento} onTipo={onTipo} />
      </ContractForm>
    </Modal>
  );
}

/** The edit modal: the document is read first. */
function Editar(props: DocumentoModalProps & { id: number }) {
  const { t } = useTranslation('contenidos');
  const { data, error } = useApiQuery(documentoBibliotecaShow, { params: { id: String(props.id) } });
  const { onClose } = props;
  // A document that cannot be read: the shell's modal says why, and this one closes.
  useEffect(() => {
    if (!error) return;
    if (!error.isSessionError) feedback.error(error);
    onClose();
  }, [error, onClose]);
  if (!data) {
    return (
      <Modal open={props.open} onClose={props.onClose} title={t('biblioteca.modal.tituloEditar')}>
        <LoadingState label={t('biblioteca.modal.cargando')} />
      </Modal>
    );
  }
  return <Formulario {...props} documento={data} />;
}

function DocumentoModalInner(props: DocumentoModalProps) {
  return props.id === null ? <Formulario {...props} documento={null} /> : <Editar {...props} id={props.id} />;
}

/** 'Nuevo documento' and the list's edit modal: starts again from the document each time it opens. */
export const DocumentoModal = forgettingOnClose(DocumentoModalInner);
