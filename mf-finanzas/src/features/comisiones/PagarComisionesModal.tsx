import { ContractForm, forgettingOnClose, Modal, Stack, Text, TextareaControl, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { formatEuro } from '@dapcon/contract/core';
import { PagarComisionesBody, pagarComisiones } from '@dapcon/contract/finanzas';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { PieModal } from './shared';
import './i18n';

/** Props of {@link PagarComisionesModal}. */
export interface PagarComisionesModalProps extends ClosableProps {
  /** The unpaid commissions of the selection, and their sum. */
  ids: readonly number[];
  total: string;
  /** Paid (the modal has closed). */
  onPaid: () => void;
}

const FORM_ID = 'pagar-comisiones';

function PagarComisiones({ open, onClose, ids, total, onPaid }: PagarComisionesModalProps) {
  const { t } = useTranslation('finanzas');
  const pagar = useApiMutation(pagarComisiones);
  const form = useContractForm(PagarComisionesBody, {
    defaultValues: { pagado: '', observaciones: '', pagoids: [...ids] },
    submit: async (body) => {
      const res = await pagar.mutateAsync({ body });
      onClose();
      feedback.success(res.message);
      onPaid();
    },
  });
  const busy = form.formState.isSubmitting;
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={t('comisiones.modal.tituloPagar')}
      size="md"
      footer={<PieModal formId={FORM_ID} busy={busy} onCancel={onClose} submitLabel={t('comisiones.pagar')} />}
    >
      <ContractForm form={form} id={FORM_ID} aria-label={t('comisiones.modal.tituloPagar')}>
        <Stack gap="4">
          <Text>{t('comisiones.modal.introPagar', { count: ids.length, importe: formatEuro(total) })}</Text>
          <TextControl type="date" name="pagado" label={t('comisiones.modal.pagado')} required />
          <TextareaControl name="observaciones" label={t('comisiones.modal.observaciones')} rows={3} />
        </Stack>
      </ContractForm>
    </Modal>
  );
}

/**
 * 'Pagar' of a consultant's commissions (part 2 §2.11, §7.4): the payment date (required) and
 * observaciones for the selection's unpaid commissions (`POST /comisiones/pagar`, all or none).
 */
export const PagarComisionesModal = forgettingOnClose(PagarComisiones);
