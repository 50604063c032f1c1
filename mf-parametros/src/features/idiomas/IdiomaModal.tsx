// A language's create/edit modal (/idiomas): a contract form — name, code (its flag), whether it can
// be registered with ECO Platform, active — with the contract's messages under the fields (browser and
// API alike: a code another language has is the API's 422 under `idioma`). Language 1's 'Activo' is
// fixed: it is always present.
import { Button, CheckboxControl, ContractForm, forgettingOnClose, Modal, Stack, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { actualizarIdioma, crearIdioma, IDIOMA_SIEMPRE_PRESENTE, IdiomaBody, type IdiomaAdmin } from '@dapcon/contract/referencia';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import './i18n';

/** Props of {@link IdiomaModal}. */
export interface IdiomaModalProps extends ClosableProps {
  /** The language to edit, or null for a new one. */
  idioma: IdiomaAdmin | null;
  /** Saved: the API's message and the language; the modal has closed. */
  onSaved: (message: string, idioma: IdiomaAdmin) => void;
}

const FORM_ID = 'idioma-form';

function IdiomaModalInner({ open, onClose, idioma, onSaved }: IdiomaModalProps) {
  const { t } = useTranslation('parametros');
  const crear = useApiMutation(crearIdioma);
  const actualizar = useApiMutation(actualizarIdioma);
  const form = useContractForm(IdiomaBody, {
    defaultValues: {
      idioma_nombre: idioma?.idioma_nombre ?? '',
      idioma: idioma?.idioma ?? '',
      ecoplatform: idioma?.ecoplatform ?? false,
      activo: idioma?.activo ?? true,
    },
    submit: async (body) => {
      const res = idioma ? await actualizar.mutateAsync({ params: { id: String(idioma.id) }, body }) : await crear.mutateAsync({ body });
      onClose();
      onSaved(res.message, res.data);
    },
  });
  const title = idioma ? t('idiomas.modal.tituloEditar') : t('idiomas.modal.tituloNuevo');
  const principal = idioma?.id === IDIOMA_SIEMPRE_PRESENTE;
  const busy = form.formState.isSubmitting;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('idiomas.modal.cancelar')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            {t('idiomas.modal.guardar')}
          </Button>
        </>
      }
    >
      <ContractForm form={form} id={FORM_ID} aria-label={title}>
        <Stack gap="4">
          <TextControl name="idioma_nombre" label={t('idiomas.campos.nombre')} required />
          <TextControl name="idioma" label={t('idiomas.campos.codigo')} helperText={t('idiomas.campos.codigoAyuda')} required />
          <CheckboxControl name="ecoplatform" label={t('idiomas.campos.ecoplatform')} />
          <CheckboxControl name="activo" label={principal ? `${t('idiomas.campos.activo')} — ${t('idiomas.campos.activoPrincipal')}` : t('idiomas.campos.activo')} disabled={principal} />
        </Stack>
      </ContractForm>
    </Modal>
  );
}

/** 'Nuevo idioma' and the list's edit modal: starts again from the language each time it opens. */
export const IdiomaModal = forgettingOnClose(IdiomaModalInner);
