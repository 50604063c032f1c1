import { ContractForm, forgettingOnClose, Modal, Stack, Text, TextareaControl, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { formatEuro } from '@dapcon/contract/core';
import { ActualizarComisionBody, actualizarComision, type Comision } from '@dapcon/contract/finanzas';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { PieModal } from './shared';
import './i18n';

/** Props of {@link ActualizarComisionModal}. */
export interface ActualizarComisionModalProps extends ClosableProps {
  comision: Comision;
}

const FORM_ID = 'actualizar-comision';

function ActualizarComision({ open, onClose, comision }: ActualizarComisionModalProps) {
  const { t } = useTranslation('finanzas');
  const actualizar = useApiMutation(actualizarComision);
  const form = useContractForm(ActualizarComisionBody, {
    defaultValues: { pagado: comision.fecha_pago ?? '', observaciones: comision.observaciones ?? '' },
    submit: async (body) => {
      const res = await actualizar.mutateAsync({ params: { id: String(comision.id) }, body });
      onClose();
      feedback.success(res.message);
    },
  });
  const busy = form.formState.isSubmitting;
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={t('comisiones.modal.tituloActualizar')}
      size="md"
      footer={<PieModal formId={FORM_ID} busy={busy} onCancel={onClose} submitLabel={t('comisiones.modal.guardar')} />}
    >
      <ContractForm form={form} id={FORM_ID} aria-label={t('comisiones.modal.tituloActualizar')}>
        <Stack gap="4">
          <Text color="fg.muted">
            {comision.organizacion.org_nombre} · {comision.comision_nombre} · {comision.year} · {formatEuro(comision.total_comision)}
          </Text>
          <TextControl type="date" name="pagado" label={t('comisiones.modal.pagado')} helperText={t('comisiones.modal.pagadoAyuda')} />
          <TextareaControl name="observaciones" label={t('comisiones.modal.observaciones')} rows={3} />
        </Stack>
      </ContractForm>
    </Modal>
  );
}

/**
 * A commission's update (part 2 §2.11, §7.4 `PATCH /comisiones/{id}/update`): its payment date,
 * which may be cleared (unpaid again), and observaciones.
 */
export const ActualizarComisionModal = forgettingOnClose(ActualizarComision);
