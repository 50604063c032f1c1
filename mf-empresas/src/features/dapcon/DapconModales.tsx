// The modals of a declaration's transitions that ask for something (docs/dapcon-lifecycle.md): return
// with a reason, acceptance with the verification report, publication, validity adjustment, expiry and
// withdrawal with a reason.
// Each is a contract form: the browser says what the API would under each field, a 422 lands there
// too, any other refusal (403, 409) goes to the shell's error modal with the API's message.
import type { ReactNode } from 'react';
import {
  Button,
  CheckboxControl,
  ContractForm,
  Fieldset,
  FileControl,
  forgettingOnClose,
  Modal,
  Stack,
  Text,
  TextareaControl,
  TextControl,
  useContractForm,
  useWatch,
  type ClosableProps,
} from '@dapcon/shared-ui';
import { calendarDay, isIsoDate, toDisplayDate, UPLOAD_RULES } from '@dapcon/contract/core';
import {
  aceptarDapcon,
  AceptarDapconBody,
  ajustarValidezDapcon,
  AjustarValidezBody,
  caducarDapcon,
  CaducarDapconBody,
  devolverDapcon,
  DevolverDapconBody,
  publicarDapcon,
  PublicarDapconBody,
  retirarDapcon,
  RetirarDapconBody,
  validoHastaDe,
  type DapconDetalle,
} from '@dapcon/contract/dapcon';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';

/** Props of every transition modal. */
export interface TransicionModalProps extends ClosableProps {
  detalle: DapconDetalle;
  /** Done: the record as the API answered it and the message to show; the modal has closed. */
  onDone: (next: DapconDetalle, message: string) => void;
}

export interface FormModalProps extends ClosableProps {
  title: string;
  formId: string;
  submitLabel: string;
  /** While sending: both buttons wait, and the modal does not close. */
  busy: boolean;
  destructive?: boolean;
  children: ReactNode;
}

/** A modal around one form, its submit button in the footer (the classification's modal uses it too). */
export function FormModal({ open, onClose, title, formId, submitLabel, busy, destructive = false, children }: FormModalProps) {
  const { t } = useTranslation('empresas');
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={title}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('dapcon.acciones.cancelar')}
          </Button>
          <Button type="submit" form={formId} colorPalette={destructive ? 'red' : 'brand'} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

const idOf = (detalle: DapconDetalle) => ({ id: String(detalle.id) });

/** The ECO Platform flags of a publication or adjustment, as the form holds them: one per language, pre-set from the record. */
const flagsOf = (detalle: DapconDetalle) => detalle.idiomas.map((i) => ({ id: i.idioma_id, ecoplatform: i.inscripcion_ecoplatform }));

/** One ECO Platform checkbox per language (`idiomas.{n}.ecoplatform`). */
function EcoplatformFlags({ detalle }: { detalle: DapconDetalle }) {
  const { t } = useTranslation('empresas');
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {t('dapcon.acciones.ecoplatform')}
      </Fieldset.Legend>
      <Stack gap="2" mt="2">
        {detalle.idiomas.map((i, index) => (
          <CheckboxControl key={i.idioma_id} name={`idiomas.${index}.ecoplatform`} label={t('dapcon.acciones.ecoplatformDe', { idioma: i.idioma_nombre })} />
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

function Devolver({ open, onClose, detalle, onDone }: TransicionModalProps) {
  const { t } = useTranslation('empresas');
  const devolver = useApiMutation(devolverDapcon);
  const form = useContractForm(DevolverDapconBody, {
    defaultValues: { motivo: '' },
    submit: async (body) => {
      const res = await devolver.mutateAsync({ params: idOf(detalle), body });
      onClose();
      onDone(res.data, t('dapcon.acciones.devolver.hecho'));
    },
  });
  const formId = 'dapcon-devolver';
  return (
    <FormModal open={open} onClose={onClose} title={t('dapcon.acciones.devolver.titulo')} formId={formId} submitLabel={t('dapcon.acciones.devolver.boton')} busy={form.formState.isSubmitting}>
      <ContractForm form={form} id={formId} aria-label={t('dapcon.acciones.devolver.titulo')}>
        <Stack gap="4">
          <Text color="fg.muted">{t('dapcon.acciones.devolver.intro')}</Text>
          <TextareaControl name="motivo" label={t('dapcon.acciones.devolver.motivo')} rows={5} required />
        </Stack>
      </ContractForm>
    </FormModal>
  );
}

/** 'Devolver': the reason (required), sent as PATCH /dapcon/{id}/devolver (en_verificacion → borrador). */
export const DevolverModal = forgettingOnClose(Devolver);

function Aceptar({ open, onClose, detalle, onDone }: TransicionModalProps) {
  const { t } = useTranslation('empresas');
  const aceptar = useApiMutation(aceptarDapcon);
  const form = useContractForm(AceptarDapconBody, {
    defaultValues: { documento: null, comentario: '' },
    submit: async (body) => {
      const res = await aceptar.mutateAsync({ params: idOf(detalle), body });
      onClose();
      onDone(res.data, t('dapcon.acciones.aceptar.hecho'));
    },
  });
  const formId = 'dapcon-aceptar';
  return (
    <FormModal open={open} onClose={onClose} title={t('dapcon.acciones.aceptar.titulo')} formId={formId} submitLabel={t('dapcon.acciones.aceptar.boton')} busy={form.formState.isSubmitting}>
      <ContractForm form={form} id={formId} aria-label={t('dapcon.acciones.aceptar.titulo')}>
        <Stack gap="4">
          <Text color="fg.muted">{t('dapcon.acciones.aceptar.intro')}</Text>
          <FileControl name="documento" label={t('dapcon.acciones.aceptar.informe')} rule={UPLOAD_RULES.documento} required helperText={t('dapcon.documentos.ayuda')} />
          <TextControl name="comentario" label={t('dapcon.acciones.comentario')} />
        </Stack>
      </ContractForm>
    </FormModal>
  );
}

/** 'Aceptar': the verification report (PDF, 10 MB at most) and an optional comment (en_verificacion → verificada). */
export const AceptarModal = forgettingOnClose(Aceptar);

/** The last day of validity for the first day being typed, '—' while it is not a date. */
function UltimoDia() {
  const { t } = useTranslation('empresas');
  const desde: unknown = useWatch({ name: 'dapcon_valido_desde' });
  const hasta = typeof desde === 'string' && isIsoDate(desde) ? toDisplayDate(validoHastaDe(desde)) : '—';
  return (
    <Text data-testid="ultimo-dia">
      {t('dapcon.acciones.publicar.hasta')} <strong>{hasta}</strong>
    </Text>
  );
}

function Publicar({ open, onClose, detalle, onDone }: TransicionModalProps) {
  const { t } = useTranslation('empresas');
  const publicar = useApiMutation(publicarDapcon);
  const form = useContractForm(PublicarDapconBody, {
    defaultValues: { dapcon_valido_desde: calendarDay(new Date()), idiomas: flagsOf(detalle) },
    submit: async (body) => {
      const res = await publicar.mutateAsync({ params: idOf(detalle), body });
      onClose();
      onDone(res.data, t('dapcon.acciones.publicar.hecho'));
    },
  });
  const formId = 'dapcon-publicar';
  return (
    <FormModal open={open} onClose={onClose} title={t('dapcon.acciones.publicar.titulo')} formId={formId} submitLabel={t('dapcon.acciones.publicar.boton')} busy={form.formState.isSubmitting}>
      <ContractForm form={form} id={formId} aria-label={t('dapcon.acciones.publicar.titulo')}>
        <Stack gap="4">
          <Text color="fg.muted">{t('dapcon.acciones.publicar.intro')}</Text>
          <TextControl type="date" name="dapcon_valido_desde" label={t('dapcon.acciones.desde')} required />
          <UltimoDia />
          <EcoplatformFlags detalle={detalle} />
        </Stack>
      </ContractForm>
    </FormModal>
  );
}

/**
 * 'Publicar': the first day of validity (today by default; the last one, five years on less a day,
 * shown as it is typed) and the ECO Platform flags per language, pre-set from the record
 * (verificada → publicada; the API gives the code).
 */
export const PublicarModal = forgettingOnClose(Publicar);

function AjustarValidez({ open, onClose, detalle, onDone }: TransicionModalProps) {
  const { t } = useTranslation('empresas');
  const ajustar = useApiMutation(ajustarValidezDapcon);
  const today = calendarDay(new Date());
  const form = useContractForm(AjustarValidezBody, {
    defaultValues: {
      dapcon_valido_desde: detalle.dapcon_valido_desde ?? today,
      dapcon_valido_hasta: detalle.dapcon_valido_hasta ?? validoHastaDe(today),
      idiomas: flagsOf(detalle),
    },
    submit: async (body) => {
      const res = await ajustar.mutateAsync({ params: idOf(detalle), body });
      onClose();
      onDone(res.data, t('dapcon.acciones.ajustar_validez.hecho'));
    },
  });
  const formId = 'dapcon-ajustar-validez';
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('dapcon.acciones.ajustar_validez.titulo')}
      formId={formId}
      submitLabel={t('dapcon.acciones.ajustar_validez.boton')}
      busy={form.formState.isSubmitting}
    >
      <ContractForm form={form} id={formId} aria-label={t('dapcon.acciones.ajustar_validez.titulo')}>
        <Stack gap="4">
          <TextControl type="date" name="dapcon_valido_desde" label={t('dapcon.acciones.desde')} required />
          <TextControl type="date" name="dapcon_valido_hasta" label={t('dapcon.acciones.hasta')} required />
          <EcoplatformFlags detalle={detalle} />
        </Stack>
      </ContractForm>
    </FormModal>
  );
}

/** 'Ajustar validez': both dates and the ECO Platform flags of a published declaration. */
export const AjustarValidezModal = forgettingOnClose(AjustarValidez);

function Caducar({ open, onClose, detalle, onDone }: TransicionModalProps) {
  const { t } = useTranslation('empresas');
  const caducar = useApiMutation(caducarDapcon);
  const form = useContractForm(CaducarDapconBody, {
    defaultValues: { confirmacion: false, comentario: '' },
    submit: async (body) => {
      const res = await caducar.mutateAsync({ params: idOf(detalle), body });
      onClose();
      onDone(res.data, t('dapcon.acciones.caducar.hecho'));
    },
  });
  const formId = 'dapcon-caducar';
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('dapcon.acciones.caducar.titulo')}
      formId={formId}
      submitLabel={t('dapcon.acciones.caducar.boton')}
      busy={form.formState.isSubmitting}
      destructive
    >
      <ContractForm form={form} id={formId} aria-label={t('dapcon.acciones.caducar.titulo')}>
        <Stack gap="4">
          <Text>{t('dapcon.acciones.caducar.pregunta', { codigo: detalle.dapcon_codigo ?? `#${detalle.id}` })}</Text>
          <CheckboxControl name="confirmacion" label={t('dapcon.acciones.caducar.confirmacion')} required />
          <TextControl name="comentario" label={t('dapcon.acciones.comentario')} />
        </Stack>
      </ContractForm>
    </FormModal>
  );
}

/** 'Caducar': 'Realmente desea marcar la DAPcon … como caducada', a required confirmation and an optional comment (publicada → caducada). */
export const CaducarModal = forgettingOnClose(Caducar);

function Retirar({ open, onClose, detalle, onDone }: TransicionModalProps) {
  const { t } = useTranslation('empresas');
  const retirar = useApiMutation(retirarDapcon);
  const form = useContractForm(RetirarDapconBody, {
    defaultValues: { motivo: '' },
    submit: async (body) => {
      const res = await retirar.mutateAsync({ params: idOf(detalle), body });
      onClose();
      onDone(res.data, t('dapcon.acciones.retirar.hecho'));
    },
  });
  const formId = 'dapcon-retirar';
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('dapcon.acciones.retirar.titulo')}
      formId={formId}
      submitLabel={t('dapcon.acciones.retirar.boton')}
      busy={form.formState.isSubmitting}
      destructive
    >
      <ContractForm form={form} id={formId} aria-label={t('dapcon.acciones.retirar.titulo')}>
        <Stack gap="4">
          <Text>{t('dapcon.acciones.retirar.pregunta', { codigo: detalle.dapcon_codigo ?? `#${detalle.id}` })}</Text>
          <TextareaControl name="motivo" label={t('dapcon.acciones.retirar.motivo')} rows={5} required />
        </Stack>
      </ContractForm>
    </FormModal>
  );
}

/**
 * 'Retirar': what withdrawing means (for good; the registry says so, with the day and not the
 * reason) and the reason, required (publicada or caducada → retirada).
 */
export const RetirarModal = forgettingOnClose(Retirar);
