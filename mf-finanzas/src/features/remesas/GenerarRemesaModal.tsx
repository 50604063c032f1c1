// 'Generar remesa' (beyond the spec; docs/finanzas.md 'The bank remittance'): what a remittance generated
// now would collect (GET /remesas/pendientes: how many owed direct debits and their sum, the fees left
// for the next file because a file carries one debit per mandate, and the companies that owe one
// without a signed SEPA mandate, which cannot go), the collection date (from
// tomorrow to a year; five days from today by default), and POST /remesas. A 409 (nothing to collect,
// incomplete creditor data) shows in the modal.
import { useState } from 'react';
import { Alert, Box, Button, ContractForm, forgettingOnClose, LoadingState, Modal, Stack, Text, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { calendarDay, formatEuro } from '@dapcon/contract/core';
import { diaMas, GenerarRemesaBody, generarRemesa, remesaPendiente, type RemesaDetalle, type RemesaPendiente } from '@dapcon/contract/finanzas';
import { ApiError, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

/** Props of {@link GenerarRemesaModal}. */
export interface GenerarRemesaModalProps extends ClosableProps {
  /** Generated (the modal has closed): the new remittance with its operations. */
  /** Generated: the remittance and the API's message. */
  onGenerated: (remesa: RemesaDetalle, message: string) => void;
}

const FORM_ID = 'generar-remesa';

/** The collection date offered: five days from today (the bank's usual notice for a CORE debit). */
const DIAS_COBRO_DEFECTO = 5;

/** Owed direct debits the remittance leaves out, with why: a warning with their list. */
function Fuera({ cuotas, titulo, status, testId }: { cuotas: RemesaPendiente['sin_mandato']; titulo: string; status: 'warning' | 'info'; testId: string }) {
  const { t } = useTranslation('finanzas');
  if (cuotas.length === 0) return null;
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{titulo}</Alert.Title>
        <Alert.Description>
          {/* A long list scrolls in its own box: the summary and the date stay in view. */}
          <Box as="ul" pl="4" listStyleType="disc" maxH="9rem" overflowY="auto" tabIndex={0} aria-label={titulo}>
            {cuotas.map((c) => (
              <li key={`${c.org_id}-${c.year}`}>{t('remesas.generarModal.sinMandatoFila', { nombre: c.org_nombre, cif: c.org_cif, year: c.year, importe: formatEuro(c.importe) })}</li>
            ))}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function GenerarRemesa({ open, onClose, onGenerated }: GenerarRemesaModalProps) {
  const { t } = useTranslation('finanzas');
  const { data: pendiente } = useApiQuery(remesaPendiente, undefined, { enabled: open });
  const [conflicto, setConflicto] = useState<string | null>(null);
  const generar = useApiMutation(generarRemesa);
  const form = useContractForm(GenerarRemesaBody, {
    defaultValues: { fecha_cobro: diaMas(calendarDay(new Date()), DIAS_COBRO_DEFECTO) },
    submit: async (body) => {
      setConflicto(null);
      try {
        const res = await generar.mutateAsync({ body });
        onClose();
        // The detail opens with the message at its top (a success modal would open under it).
        onGenerated(res.data, res.message);
      } catch (error) {
        // Nothing to collect, or the creditor data incomplete: said here, where the date was chosen.
        if (error instanceof ApiError && error.status === 409) setConflicto(error.message);
        else throw error;
      }
    },
  });
  const busy = form.formState.isSubmitting;
  const nada = pendiente !== undefined && pendiente.num_operaciones === 0;
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={t('remesas.generarModal.titulo')}
      size="lg"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('remesas.generarModal.cancelar')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy} disabled={pendiente === undefined || nada}>
            {t('remesas.generarModal.generar')}
          </Button>
        </>
      }
    >
      {pendiente === undefined ? (
        <LoadingState />
      ) : (
        <ContractForm form={form} id={FORM_ID} aria-label={t('remesas.generarModal.titulo')}>
          <Stack gap="4">
            {nada ? (
              <Text data-testid="nada-que-cobrar">{t('remesas.generarModal.nada')}</Text>
            ) : (
              <Text fontWeight="medium" data-testid="resumen-pendiente">
                {t('remesas.generarModal.resumen', { count: pendiente.num_operaciones, importe: formatEuro(pendiente.importe_total) })}
              </Text>
            )}
            <Fuera cuotas={pendiente.aplazadas} titulo={t('remesas.generarModal.aplazadas')} status="info" testId="aplazadas" />
            <Fuera cuotas={pendiente.sin_mandato} titulo={t('remesas.generarModal.sinMandato')} status="warning" testId="sin-mandato" />
            {nada ? null : (
              <TextControl type="date" name="fecha_cobro" label={t('remesas.generarModal.fechaCobro')} helperText={t('remesas.generarModal.fechaCobroAyuda')} required />
            )}
            {conflicto ? (
              <Text color="fg.error" role="alert">
                {conflicto}
              </Text>
            ) : null}
          </Stack>
        </ContractForm>
      )}
    </Modal>
  );
}

/** 'Generar remesa': the preview read when it opens, its form starting again each time. */
export const GenerarRemesaModal = forgettingOnClose(GenerarRemesa);
