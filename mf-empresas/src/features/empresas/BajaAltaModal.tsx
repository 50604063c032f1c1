import { useEffect, useState } from 'react';
import { Button, ContractForm, forgettingOnClose, Modal, Stack, Text, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { calendarDay } from '@dapcon/contract/core';
import { darDeAlta, DarDeAltaBody, darDeBaja, DarDeBajaBody, type EmpresaDetalle } from '@dapcon/contract/empresas';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';

interface Props extends ClosableProps {
  empresa: EmpresaDetalle;
  /** Done: the server's message ('Empresa dada de baja'…); the modal has closed. */
  onDone: (message: string) => void;
}

interface FormProps {
  id: string;
  formId: string;
  onBusy: (busy: boolean) => void;
  onDone: (message: string) => void;
}

const FORM_ID = 'empresa-baja-alta';

/** Today in Madrid, as a date input shows it. */
const today = () => calendarDay(new Date());

function BajaForm({ id, formId, onBusy, onDone }: FormProps) {
  const { t } = useTranslation('empresas');
  const baja = useApiMutation(darDeBaja);
  const form = useContractForm(DarDeBajaBody, {
    defaultValues: { org_fecha_baja: today(), org_observaciones_baja: '' },
    submit: async (body) => onDone((await baja.mutateAsync({ params: { id }, body })).message),
  });
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  return (
    <ContractForm form={form} id={formId} aria-label={t('ficha.bajaAlta.titleBaja')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('ficha.bajaAlta.introBaja')}</Text>
        <TextControl type="date" name="org_fecha_baja" label={t('ficha.bajaAlta.fechaBaja')} required />
        <TextControl name="org_observaciones_baja" label={t('ficha.bajaAlta.observaciones')} />
      </Stack>
    </ContractForm>
  );
}

function AltaForm({ id, formId, onBusy, onDone }: FormProps) {
  const { t } = useTranslation('empresas');
  const alta = useApiMutation(darDeAlta);
  const form = useContractForm(DarDeAltaBody, {
    defaultValues: { org_fecha_alta: today(), org_observaciones_baja: '' },
    submit: async (body) => onDone((await alta.mutateAsync({ params: { id }, body })).message),
  });
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  return (
    <ContractForm form={form} id={formId} aria-label={t('ficha.bajaAlta.titleAlta')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('ficha.bajaAlta.introAlta')}</Text>
        <TextControl type="date" name="org_fecha_alta" label={t('ficha.bajaAlta.fechaAlta')} required />
        <TextControl name="org_observaciones_baja" label={t('ficha.bajaAlta.observaciones')} />
      </Stack>
    </ContractForm>
  );
}

function BajaAlta({ open, onClose, empresa, onDone }: Props) {
  const { t } = useTranslation('empresas');
  const [busy, setBusy] = useState(false);
  // A company still registered is given baja; one that left, alta (spec part 2 §2.5, §4).
  const baja = empresa.org_fecha_baja === null;
  const props: FormProps = {
    id: String(empresa.org_id),
    formId: FORM_ID,
    onBusy: setBusy,
    onDone: (message) => {
      onClose();
      onDone(message);
    },
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(baja ? 'ficha.bajaAlta.titleBaja' : 'ficha.bajaAlta.titleAlta')}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('ficha.bajaAlta.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} colorPalette={baja ? 'red' : 'brand'} loading={busy}>
            {t(baja ? 'ficha.actions.darDeBaja' : 'ficha.actions.darDeAlta')}
          </Button>
        </>
      }
    >
      {baja ? <BajaForm {...props} /> : <AltaForm {...props} />}
    </Modal>
  );
}

/**
 * 'Dar de baja' / 'Dar de alta' of a company (spec part 2 §2.5, §4): a date (today by default) and
 * observations, sent as PATCH …/dar_de_baja or …/dar_de_alta. Emptied every time it closes.
 */
export const BajaAltaModal = forgettingOnClose(BajaAlta);
