import { useEffect } from 'react';
import { Button, ContractForm, forgettingOnClose, LoadingState, Modal, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { actualizarUsuarioAdmin, registrarUsuarioAdmin, usuarioAdminShow, UsuarioAdminBody, type UsuarioAdmin } from '@dapcon/contract/consultores';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { UsuarioFields, usuarioValues } from './UsuarioForm';
import './i18n';

/** Props of {@link UsuarioModal}. */
export interface UsuarioModalProps extends ClosableProps {
  /** The user to edit (read when the modal opens), or null for 'Alta Usuario'. */
  id: number | null;
  /** Saved: the API's message and the user; the modal has closed. */
  onSaved: (message: string, usuario: UsuarioAdmin) => void;
  /** 'Abrir su ficha' of a user the NIF lookup found; the modal has closed. */
  onOpenUser: (id: number) => void;
}

const FORM_ID = 'usuario-admin-form';

function Footer({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const { t } = useTranslation('consultores');
  return (
    <>
      <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
        {t('usuarios.modal.cancelar')}
      </Button>
      <Button type="submit" form={FORM_ID} loading={busy}>
        {t('usuarios.modal.guardar')}
      </Button>
    </>
  );
}

function Formulario({ usuario, open, onClose, onSaved, onOpenUser }: Omit<UsuarioModalProps, 'id'> & { usuario: UsuarioAdmin | null }) {
  const { t } = useTranslation('consultores');
  // The list (and the user's page) read again: each write's `stale`.
  const actualizar = useApiMutation(actualizarUsuarioAdmin);
  const registrar = useApiMutation(registrarUsuarioAdmin);
  const form = useContractForm(UsuarioAdminBody, {
    defaultValues: usuarioValues(usuario),
    submit: async (body) => {
      const res = usuario ? await actualizar.mutateAsync({ params: { id: String(usuario.id) }, body }) : await registrar.mutateAsync({ body });
      onClose();
      onSaved(res.message, res.data);
    },
  });
  const title = usuario ? t('usuarios.modal.tituloEditar') : t('usuarios.modal.tituloAlta');
  const open2 = (id: number) => {
    onClose();
    onOpenUser(id);
  };
  return (
    <Modal open={open} onClose={onClose} size="lg" title={title} footer={<Footer busy={form.formState.isSubmitting} onClose={onClose} />}>
      <ContractForm form={form} id={FORM_ID} aria-label={title}>
        <UsuarioFields form={form} usuario={usuario} onOpenUser={open2} />
      </ContractForm>
    </Modal>
  );
}

/** The edit modal of a user from the list: the user is read first. */
function Editar(props: UsuarioModalProps & { id: number }) {
  const { t } = useTranslation('consultores');
  const { data, error } = useApiQuery(usuarioAdminShow, { params: { id: String(props.id) } });
  const { onClose } = props;
  // A user that cannot be read: the shell's modal says why, and this one closes.
  useEffect(() => {
    if (!error) return;
    if (!error.isSessionError) feedback.error(error);
    onClose();
  }, [error, onClose]);
  if (!data) {
    return (
      <Modal open={props.open} onClose={props.onClose} title={t('usuarios.modal.tituloEditar')}>
        <LoadingState label={t('usuarios.ficha.loading')} />
      </Modal>
    );
  }
  return <Formulario {...props} usuario={data} />;
}

function UsuarioModalInner(props: UsuarioModalProps) {
  return props.id === null ? <Formulario {...props} usuario={null} /> : <Editar {...props} id={props.id} />;
}

/**
 * 'Alta Usuario' and the list's edit modal (part 2 §2.13): the user's form; a new user gets an e-mail
 * to choose their password. Starts again from the user each time it opens.
 */
export const UsuarioModal = forgettingOnClose(UsuarioModalInner);
