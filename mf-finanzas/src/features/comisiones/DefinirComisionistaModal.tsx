import { CheckboxControl, ContractForm, forgettingOnClose, Modal, SelectControl, Stack, useContractForm, type ClosableProps, type SelectOption } from '@dapcon/shared-ui';
import { CambiarRemaBody, cambiarRema, type AsignacionComision } from '@dapcon/contract/finanzas';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { PieModal } from './shared';
import './i18n';

/** Props of {@link DefinirComisionistaModal}. */
export interface DefinirComisionistaModalProps extends ClosableProps {
  orgId: number;
  /** The company's agent and type now (the form starts from them). */
  comisionistaId: number | null;
  tipoComision: string | null;
  /** The agents (commission earners) and the commission types, as options. */
  comisionistas: readonly SelectOption[];
  tipos: readonly SelectOption[];
  /** Saved (the modal has closed): the answer. The company and its commissions read again (cambiarRema's `stale`). */
  onSaved?: (asignacion: AsignacionComision) => void;
}

const FORM_ID = 'definir-comisionista';

function DefinirComisionista({ open, onClose, orgId, comisionistaId, tipoComision, comisionistas, tipos, onSaved }: DefinirComisionistaModalProps) {
  const { t } = useTranslation('finanzas');
  const guardar = useApiMutation(cambiarRema);
  const form = useContractForm(CambiarRemaBody, {
    defaultValues: { comisionista_id: comisionistaId === null ? '' : String(comisionistaId), tipo_comision: tipoComision ?? '', sincronizar: false },
    submit: async (body) => {
      const res = await guardar.mutateAsync({ params: { orgId: String(orgId) }, body });
      onClose();
      feedback.success(res.message);
      onSaved?.(res.data);
    },
  });
  const busy = form.formState.isSubmitting;
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={t('comisiones.definir')}
      size="md"
      footer={<PieModal formId={FORM_ID} busy={busy} onCancel={onClose} submitLabel={t('comisiones.modal.guardar')} />}
    >
      <ContractForm form={form} id={FORM_ID} aria-label={t('comisiones.definir')}>
        <Stack gap="4">
          <SelectControl name="comisionista_id" label={t('comisiones.comisionista')} placeholder={t('comisiones.modal.seleccione')} options={comisionistas} required />
          <SelectControl name="tipo_comision" label={t('comisiones.tipoComision')} placeholder={t('comisiones.modal.seleccione')} options={tipos} required />
          <CheckboxControl name="sincronizar" label={t('comisiones.modal.sincronizar')} />
        </Stack>
      </ContractForm>
    </Modal>
  );
}

/**
 * 'Definir Comisionista' (part 2 §2.8, §3 'Commission agent assignment', §5): the agent (a commission
 * earner) and the commission type, both required ('Ingrese un Comisionista', 'Ingrese un tipo de
 * comisión'), and 'Sincronizar comisiones' to recompute the company's commissions at once
 * (`PATCH /comisiones/cambiar_rema/{orgId}`).
 */
export const DefinirComisionistaModal = forgettingOnClose(DefinirComisionista);
