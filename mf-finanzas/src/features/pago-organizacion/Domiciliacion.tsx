// Direct debit (spec part 2 §2.25, §5 'Payment'): a three-step wizard — the billing data with the
// account to debit (the IBAN and its holder's tax id, each checked when the field is left: an invalid one
// is cleared and says why; 'Siguiente' only with both valid), the SEPA mandate (downloaded with that
// account, the creditor and the reference printed on it, signed, attached as a PDF) and the payment (what
// will be debited, from which account). 'Finalizar' posts everything as one multipart request and hands
// the new session token over. The form lives with the caller (`useDomiciliacion`), so going back — even to
// the choice of method — loses nothing; changing the account after attaching the signed mandate drops the
// file (it names the old account).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Box, Button, chakra, ContractForm, FileControl, Heading, HStack, LoadingState, Stack, Text, TextControl, useContractForm, type ContractFormHandle } from '@dapcon/shared-ui';
import { WizardFooter } from '@dapcon/shared-ui/wizard';
import { UPLOAD_RULES } from '@dapcon/contract/core';
import { DatosDomiciliacionForm, displayIban, ibanDomiciliacion, mandatoSepa, nifTitular, PagarDomiciliacionBody, pagarDomiciliacion } from '@dapcon/contract/finanzas';
import { ApiError, download, feedback, reportApiError, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { DatosFacturacion, PasosPago, ResumenCuota, Seccion, useDatosPago } from './shared';
import './i18n';

type FormDomiciliacion = ContractFormHandle<typeof PagarDomiciliacionBody>;

/** The wizard's fields a 422 may name: the account's (step 1) and the signed mandate (step 2). */
const CAMPOS = ['org_iban', 'org_nif_propietario_cuenta', 'org_sepa'] as const;

/** The direct debit's form and step, kept by the flow while the company moves between views. */
export interface DomiciliacionState {
  form: FormDomiciliacion;
  paso: number;
  setPaso: (paso: number) => void;
}

/**
 * The direct debit's form (IBAN, holder, the signed mandate) and its step. Posting it answers a new
 * token, given to `onPaid`; a 422 lands under its fields, on their step (the account's on step 1, the
 * mandate's on step 2).
 */
export function useDomiciliacion(onPaid: (token: string) => void): DomiciliacionState {
  const [paso, setPaso] = useState(0);
  const pagar = useApiMutation(pagarDomiciliacion);
  const form: FormDomiciliacion = useContractForm(PagarDomiciliacionBody, {
    defaultValues: { org_iban: '', org_nif_propietario_cuenta: '', org_metodo_pago: 'R', org_sepa: null },
    submit: async (body) => {
      try {
        const res = await pagar.mutateAsync({ body });
        feedback.success(res.message);
        onPaid(res.data.token);
      } catch (error) {
        // Refused fields of the wizard: their messages set, and back to the first step that shows one.
        const campos = error instanceof ApiError && error.status === 422 ? CAMPOS.filter((c) => error.errors[c]?.[0] !== undefined) : [];
        if (error instanceof ApiError && campos.length > 0 && Object.keys(error.errors).every((k) => (campos as string[]).includes(k))) {
          for (const c of campos) form.setError(c, { type: 'server', message: error.errors[c]?.[0] });
          setPaso(campos.includes('org_sepa') && campos.length === 1 ? 1 : 0);
          return;
        }
        throw error;
      }
    },
  });
  // The signed mandate names the account: another account needs another mandate.
  useEffect(() => {
    const sub = form.watch((_values, { name }) => {
      if ((name === 'org_iban' || name === 'org_nif_propietario_cuenta') && form.getValues('org_sepa') !== null) form.setValue('org_sepa', null);
    });
    return () => sub.unsubscribe();
  }, [form]);
  return { form, paso, setPaso };
}

type CampoCuenta = 'org_iban' | 'org_nif_propietario_cuenta';
const REGLAS: Record<CampoCuenta, () => v.GenericSchema<unknown, string>> = { org_iban: ibanDomiciliacion, org_nif_propietario_cuenta: nifTitular };

/** Step 1's account: the IBAN and its holder, each checked with the contract's rule when the field is left. */
function CuentaDomiciliacion({ form }: { form: FormDomiciliacion }) {
  const { t } = useTranslation('finanzas');
  // An invalid value is cleared and its message shown; an empty one says it is required.
  const comprobar = (campo: CampoCuenta) => {
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
    <Stack gap="3" role="group" aria-label={t('pagoOrg.pago.titulo')}>
      <Heading as="h3" size="sm">
        {t('pagoOrg.pago.titulo')}
      </Heading>
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

/** Step 2: the mandate, printed with the account of step 1, to download, sign and attach (a PDF of 10 MB at most, checked on the spot). */
function PasoMandato({ form }: { form: FormDomiciliacion }) {
  const { t } = useTranslation('finanzas');
  const [descargando, setDescargando] = useState(false);
  const descargar = async () => {
    setDescargando(true);
    try {
      const [org_iban, org_nif_propietario_cuenta] = form.getValues(['org_iban', 'org_nif_propietario_cuenta']);
      const file = await download(mandatoSepa, { body: { org_iban, org_nif_propietario_cuenta } });
      // The list kit's saver, loaded only when the mandate is downloaded.
      const { saveFile } = await import('@dapcon/shared-ui/data');
      saveFile(file.blob, file.filename ?? t('pagoOrg.mandato.nombre'));
    } catch (error) {
      reportApiError(error);
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

/** Step 3: what will be debited (the fee with its VAT) and from which account. */
function PasoPago({ form }: { form: FormDomiciliacion }) {
  const { t } = useTranslation('finanzas');
  const { detalle } = useDatosPago('R');
  const [iban, nif] = form.getValues(['org_iban', 'org_nif_propietario_cuenta']);
  const cuenta = v.safeParse(DatosDomiciliacionForm, { org_iban: iban, org_nif_propietario_cuenta: nif });
  if (!detalle || !cuenta.success) return <LoadingState label={t('pagoOrg.cargando')} />;
  return (
    <Stack gap="5">
      <Seccion
        titulo={t('pagoOrg.pago.titulo')}
        testId="cuenta-domiciliacion"
        rows={[
          [
            t('pagoOrg.pago.iban'),
            <chakra.span key="iban" fontFamily="mono" whiteSpace="nowrap">
              {displayIban(cuenta.output.org_iban)}
            </chakra.span>,
          ],
          [t('pagoOrg.pago.nif'), cuenta.output.org_nif_propietario_cuenta],
        ]}
      />
      <ResumenCuota detalle={detalle} />
      <Text fontSize="sm" color="fg.muted" data-testid="nota-cargo">
        {t('pagoOrg.pago.cargo')}
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
  const cuentaValida = v.safeParse(DatosDomiciliacionForm, { org_iban: iban, org_nif_propietario_cuenta: nif }).success;
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
          {paso === 0 ? (
            <Stack gap="5">
              <DatosFacturacion metodo="R" />
              <CuentaDomiciliacion form={form} />
            </Stack>
          ) : paso === 1 ? (
            <PasoMandato form={form} />
          ) : (
            <PasoPago form={form} />
          )}
        </PasosPago>
        {paso === 0 ? <WizardFooter {...common} nextLabel={t('pagoOrg.siguiente')} onNext={() => setPaso(1)} nextDisabled={!cuentaValida} /> : null}
        {paso === 1 ? <WizardFooter {...common} nextLabel={t('pagoOrg.siguiente')} onNext={() => setPaso(2)} nextDisabled={!(sepa instanceof Blob)} /> : null}
        {paso === 2 ? (
          <WizardFooter {...common} form={FORM_ID} nextLabel={t('pagoOrg.finalizar')} nextDisabled={!cuentaValida || !(sepa instanceof Blob)} nextLoading={form.formState.isSubmitting} />
        ) : null}
      </Stack>
    </ContractForm>
  );
}
