// The programme's bank data modal (spec part 2 §2.22, §5 'Bank data', §7.9): the entity and the account
// (an IBAN, checked with the contract's IBAN field when the field is left, and again on saving), and
// (beyond the spec) the creditor of the SEPA remittances — holder, BIC and SEPA creditor identifier, each
// optional, the last two checked when left — and its address, printed on the SEPA mandate; saved with
// PATCH /datos_bancario/{id}, which answers 201.
import { Box, Button, ContractForm, forgettingOnClose, LoadingState, Modal, Stack, Text, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { actualizarDatosBancarios, datosBancarios, DatosBancariosBody, displayIban, type DatosBancarios } from '@dapcon/contract/finanzas';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';

/** Props of {@link DatosBancariosModal}. */
export interface DatosBancariosModalProps extends ClosableProps {
  /** Saved: the API's message; the modal has closed. */
  onSaved: (message: string) => void;
}

const FORM_ID = 'datos-bancarios-form';

function Formulario({ cuenta, onClose, onSaved }: { cuenta: DatosBancarios; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('finanzas');
  const guardar = useApiMutation(actualizarDatosBancarios);
  const form = useContractForm(DatosBancariosBody, {
    defaultValues: {
      entidad: cuenta.entidad,
      num_cuenta: displayIban(cuenta.num_cuenta),
      titular: cuenta.titular ?? '',
      bic: cuenta.bic ?? '',
      identificador_acreedor: cuenta.identificador_acreedor ?? '',
      direccion: cuenta.direccion ?? '',
    },
    submit: async (body) => {
      const res = await guardar.mutateAsync({ params: { id: String(cuenta.id) }, body });
      onClose();
      onSaved(res.message);
    },
  });
  return (
    <Stack gap="4">
      <ContractForm form={form} id={FORM_ID} aria-label={t('tarifas.banco.titulo')}>
        <Stack gap="4">
          <Text color="fg.muted">{t('tarifas.banco.intro')}</Text>
          <TextControl name="entidad" label={t('tarifas.banco.entidad')} required />
          {/* The IBAN is checked as soon as the field is left (focusout bubbles). */}
          <Box onBlur={() => void form.trigger('num_cuenta')}>
            <TextControl name="num_cuenta" label={t('tarifas.banco.numCuenta')} autoComplete="off" required />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {t('tarifas.banco.acreedorAyuda')}
          </Text>
          <TextControl name="titular" label={t('tarifas.banco.titular')} autoComplete="off" />
          <Box onBlur={() => void form.trigger('bic')}>
            <TextControl name="bic" label={t('tarifas.banco.bic')} autoComplete="off" />
          </Box>
          <Box onBlur={() => void form.trigger('identificador_acreedor')}>
            <TextControl name="identificador_acreedor" label={t('tarifas.banco.identificadorAcreedor')} autoComplete="off" />
          </Box>
          <TextControl name="direccion" label={t('tarifas.banco.direccion')} autoComplete="off" />
        </Stack>
      </ContractForm>
      <Stack direction="row" justify="flex-end" gap="3">
        <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={form.formState.isSubmitting}>
          {t('tarifas.banco.cancelar')}
        </Button>
        <Button type="submit" form={FORM_ID} loading={form.formState.isSubmitting}>
          {t('tarifas.banco.guardar')}
        </Button>
      </Stack>
    </Stack>
  );
}

function DatosBancariosModalInner({ open, onClose, onSaved }: DatosBancariosModalProps) {
  const { t } = useTranslation('finanzas');
  const { data } = useApiQuery(datosBancarios, undefined, { enabled: open });
  return (
    <Modal open={open} onClose={onClose} title={t('tarifas.banco.titulo')}>
      {data ? <Formulario cuenta={data} onClose={onClose} onSaved={onSaved} /> : <LoadingState />}
    </Modal>
  );
}

/** 'Datos bancarios': read when it opens, its form starting again each time. */
export const DatosBancariosModal = forgettingOnClose(DatosBancariosModalInner);
