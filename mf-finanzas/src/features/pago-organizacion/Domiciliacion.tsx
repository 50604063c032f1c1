// Direct debit (spec part 2 §2.25, §5 'Payment'): a three-step wizard — the billing data, the SEPA
// mandate (downloaded, signed, attached as a PDF) and the payment (the account's IBAN and its holder's
// tax id, each checked when the field is left: an invalid one is cleared and says why). 'Finalizar'
// posts everything as one multipart request and hands the new session token over. The form lives with
// the caller (`useDomiciliacion`), so going back — even to the choice of method — loses nothing.
import { useState } from 'react';
import * as v from 'valibot';
import { Box, Button, ContractForm, FileControl, HStack, Stack, Text, TextControl, useContractForm, type ContractFormHandle } from '@dapcon/shared-ui';
import { WizardFooter } from '@dapcon/shared-ui/wizard';
import { UPLOAD_RULES } from '@dapcon/contract/core';
import { DatosDomiciliacionForm, ibanDomiciliacion, mandatoSepa, nifTitular, PagarDomiciliacionBody, pagarDomiciliacion } from '@dapcon/contract/finanzas';
import { ApiError, call, download, feedback, useTranslation } from '@dapcon/shared-sdk';
import { DatosFacturacion, PasosPago, reportError } from './shared';
import './i18n';

type FormDomiciliacion = ContractFormHandle<typeof PagarDomiciliacionBody>;

/** The direct debit's form and step, kept by the flow while the company moves between views. */
export interface DomiciliacionState {
  form: FormDomiciliacion;
  paso: number;
  setPaso: (paso: number) => void;
}

/**
 * The direct debit's form (IBAN, holder, the signed mandate) and its step. Posting it answers a new
 * token, given to `onPaid`; a 422 lands under its fields (the mandate's sends the company back to
 * step 2, where its field is).
 */
export function useDomiciliacion(onPaid: (token: string) => void): DomiciliacionState {
  const [paso, setPaso] = useState(0);
  const form: FormDomiciliacion = useContractForm(PagarDomiciliacionBody, {
    defaultValues: { org_iban: '', org_nif_propietario_cuenta: '', org_metodo_pago: 'R', org_sepa: null },
    submit: async (body) => {
      try {
        const res = await call(pagarDomiciliacion, { body });
        feedback.success(res.message);
        onPaid(res.data.token);
      } catch (error) {
        const sepa = error instanceof ApiError && error.status === 422 ? error.errors.org_sepa?.[0] : undefined;
        if (error instanceof ApiError && sepa !== undefined) {
          form.setError('org_sepa', { type: 'server', message: sepa });
          // Only the mandate was refused: back to its step, where the message shows.
          if (!error.errors.org_iban && !error.errors.org_nif_propietario_cuenta) {
            setPaso(1);
            return;
          }
        }
        throw error;
      }
    },
  });
  return { form, paso, setPaso };
}

/** Step 2: the mandate to download, sign and attach (a PDF of 10 MB at most, checked on the spot). */
function PasoMandato() {
  const { t } = useTranslation('finanzas');
  const [descargando, setDescargando] = useState(false);
  const descargar = async () => {
    setDescargando(true);
    try {
      const file = await download(mandatoSepa);
      // The list kit's saver, loaded only when the mandate is downloaded.
      const { saveFile } = await import('@dapcon/shared-ui/data');
      saveFile(file.blob, file.filename ?? t('pagoOrg.mandato.nombre'));
    } catch (error) {
      reportError(error);
    } finally {
      setDescargando(false);
    }
  };
  return (
    <Stack gap="4">
      <Text>{t('pagoOrg.mandato.intro')}</Text>
      <HStack>
        <Button variant="outline" onClick={() => void descargar()} loading={descargando}>
          {t('pagoOrg.mandato.descargar')}
        </Button>
      </HStack>
      <FileControl name="org_sepa" label={t('pagoOrg.mandato.firmado')} rule={UPLOAD_RULES.documento} required />
    </Stack>
  );
}

type CampoPago = 'org_iban' | 'org_nif_propietario_cuenta';
const REGLAS: Record<CampoPago, () => v.GenericSchema<unknown, string>> = { org_iban: ibanDomiciliacion, org_nif_propietario_cuenta: nifTitular };

/** Step 3: the account and its holder, each checked with the contract's rule when the field is left. */
function PasoPago({ form }: { form: FormDomiciliacion }) {
  const { t } = useTranslation('finanzas');
  // An invalid value is cleared and its message shown; an empty one says it is required.
  const comprobar = (campo: CampoPago) => {
    const value = form.getValues(campo);
    const result = v.safeParse(REGLAS[campo](), value);
    if (result.success) {
      form.clearErrors(campo);
      return;
    }
    if (String(value ?? '').trim() !== '') form.setValue(campo, '', { shouldDirty: true });
    form.setError(campo, { type: 'blur', message: result.issues[0].message });
  };
  return (
    <Stack gap="4">
      {/* Checked as soon as the field is left (focusout bubbles). */}
      <Box onBlur={() => comprobar('org_iban')}>
        <TextControl name="org_iban" label={t('pagoOrg.pago.iban')} autoComplete="off" required />
      </Box>
      <Box onBlur={() => comprobar('org_nif_propietario_cuenta')}>
        <TextControl name="org_nif_propietario_cuenta" label={t('pagoOrg.pago.nif')} autoComplete="off" required />
      </Box>
      <Text fontSize="sm" color="fg.muted" data-testid="nota-cuenta">
        {t('pagoOrg.pago.nota')}
      </Text>
    </Stack>
  );
}

const FORM_ID = 'pago-domiciliacion';

/** The direct-debit wizard; `onExit` is 'Atrás' on the first step (back to the choice of method). */
export function Domiciliacion({ state, onExit }: { state: DomiciliacionState; onExit: () => void }) {
  const { t } = useTranslation('finanzas');
  const { form, paso, setPaso } = state;
  const [iban, nif, sepa] = form.watch(['org_iban', 'org_nif_propietario_cuenta', 'org_sepa']);
  const datosValidos = v.safeParse(DatosDomiciliacionForm, { org_iban: iban, org_nif_propietario_cuenta: nif }).success;
  const steps = [
    { id: 'facturacion', title: t('pagoOrg.pasos.facturacion') },
    { id: 'mandato', title: t('pagoOrg.pasos.mandato') },
    { id: 'pago', title: t('pagoOrg.pasos.pago') },
  ];
  const back = () => (paso === 0 ? onExit() : setPaso(paso - 1));
  const common = { onBack: back, backLabel: t('pagoOrg.atras') };
  return (
    <ContractForm<typeof PagarDomiciliacionBody> form={form} id={FORM_ID} aria-label={t('pagoOrg.domiciliacion')}>
      <Stack gap="5">
        <PasosPago steps={steps} current={paso}>
          {paso === 0 ? <DatosFacturacion metodo="R" /> : paso === 1 ? <PasoMandato /> : <PasoPago form={form} />}
        </PasosPago>
        {paso === 0 ? <WizardFooter {...common} nextLabel={t('pagoOrg.siguiente')} onNext={() => setPaso(1)} /> : null}
        {paso === 1 ? <WizardFooter {...common} nextLabel={t('pagoOrg.siguiente')} onNext={() => setPaso(2)} nextDisabled={!(sepa instanceof Blob)} /> : null}
        {paso === 2 ? (
          <WizardFooter {...common} form={FORM_ID} nextLabel={t('pagoOrg.finalizar')} nextDisabled={!datosValidos} nextLoading={form.formState.isSubmitting} />
        ) : null}
      </Stack>
    </ContractForm>
  );
}
