import { Button, ContractForm, Modal, Stack, Text, TextControl, useContractForm } from '@dapcon/shared-ui';
import { calendarDay, formatEuro } from '@dapcon/contract/core';
import { registrarPagoDapcon, RegistroPagoDapconBody, verificarPagoDapcon } from '@dapcon/contract/finanzas';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { importeEditable } from './cache';
import './i18n';

/** Props of {@link RegistrarPagoModal}. */
export interface RegistrarPagoModalProps {
  open: boolean;
  onClose: () => void;
  dapconId: number;
  /** The declaration's code (or 'Sin código'), to say which one. */
  codigo: string;
}

/**
 * 'Registrar pago' / 'Actualizar pago' (spec part 2 §2.7, §5): the payment date (today by default, or
 * the registered one) and the amount (the registered one, or the default from the tariffs, which a
 * blank field also applies), sent to `PATCH /dapcon/registro-pagos`. The tab, the summary and the
 * record's panel read again afterwards.
 */
export function RegistrarPagoModal({ open, onClose, dapconId, codigo }: RegistrarPagoModalProps) {
  const { data: pago } = useApiQuery(verificarPagoDapcon, { params: { id: String(dapconId) } }, { enabled: open });
  if (!open || !pago) return null;
  return <RegistrarPagoForm onClose={onClose} dapconId={dapconId} codigo={codigo} pago={pago} />;
}

function RegistrarPagoForm({ onClose, dapconId, codigo, pago }: Omit<RegistrarPagoModalProps, 'open'> & { pago: NonNullable<ReturnType<typeof useApiQuery<typeof verificarPagoDapcon>>['data']> }) {
  const { t } = useTranslation('finanzas');
  const pagada = pago.pagado !== null;
  // The tab's rows, the summary pie and the record's panel read again: registrarPagoDapcon's `stale`.
  const registrar = useApiMutation(registrarPagoDapcon);
  const form = useContractForm(RegistroPagoDapconBody, {
    defaultValues: { dapcon_id: dapconId, pagado: pago.pagado ?? calendarDay(new Date()), importe: importeEditable(pago.pagado !== null ? pago.importe : (pago.importe ?? pago.importe_previsto)) },
    submit: async (body) => {
      const res = await registrar.mutateAsync({ body });
      onClose();
      feedback.success(res.message);
    },
  });
  const formId = `registrar-pago-${dapconId}`;
  const busy = form.formState.isSubmitting;
  const title = t(pagada ? 'pagosDapcon.modal.tituloActualizar' : 'pagosDapcon.modal.tituloRegistrar');
  return (
    <Modal
      open
      onClose={() => (busy ? undefined : onClose())}
      title={title}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('pagosDapcon.cancelar')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('pagosDapcon.guardar')}
          </Button>
        </>
      }
    >
      <ContractForm form={form} id={formId} aria-label={title}>
        <Stack gap="4">
          <Text color="fg.muted">
            {t('pagosDapcon.modal.dapcon', { codigo })}
            {pago.num_factura ? ` · ${t('pagosDapcon.modal.factura', { num: pago.num_factura })}` : ''}
          </Text>
          <TextControl type="date" name="pagado" label={t('pagosDapcon.modal.pagado')} required />
          <TextControl
            name="importe"
            inputMode="decimal"
            label={t('pagosDapcon.modal.importe')}
            helperText={pago.importe_previsto ? t('pagosDapcon.modal.importeAyuda', { importe: formatEuro(pago.importe_previsto) }) : t('pagosDapcon.modal.sinTarifa')}
          />
        </Stack>
      </ContractForm>
    </Modal>
  );
}
