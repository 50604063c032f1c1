import { useEffect, useState } from 'react';
import { CheckboxControl, ContractForm, FileControl, Stack, useContractForm, useWatch } from '@dapcon/shared-ui';
import { UPLOAD_RULES } from '@dapcon/contract/core';
import {
  AcreditacionForm,
  DOCUMENTO_ACREDITACION_TIPOS,
  registroOrganizacionDocumentos,
  type DocumentoAcreditacionTipo,
  type RegistroOrganizacionData,
} from '@dapcon/contract/auth';
import { ApiError, call, feedback, useTranslation } from '@dapcon/shared-sdk';
import './i18n';

interface Props {
  /** Id of the form, submitted by the modal's 'Finalizar'. */
  formId: string;
  /** The registration's answer: the company and the token that lets it attach documents. */
  registered: RegistroOrganizacionData;
  onBusy: (busy: boolean) => void;
  /** Called once every attached document is uploaded (the modal closes). */
  onDone: () => void;
  /** The registration's message; without one the shell shows its default success text. */
  successMessage?: string;
}

const LABELS: Record<DocumentoAcreditacionTipo, { box: string; file: string }> = {
  iso14001: { box: 'registro.fields.iso', file: 'registro.fields.isoFile' },
  emacs: { box: 'registro.fields.emas', file: 'registro.fields.emasFile' },
};

/**
 * Step 1, 'Acreditación' (spec part 1 §3, §5), bound to the contract's AcreditacionForm: optional
 * ISO 14001 and EMAS documents; a ticked box needs its PDF ('Es necesario adjuntar el documento
 * acreditativo'). 'Finalizar' uploads each one with the registration's `token_docs`, then closes
 * with the success message. A document already sent is not sent again when another one fails.
 */
export function AccreditationStep({ formId, registered, onBusy, onDone, successMessage }: Props) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<readonly DocumentoAcreditacionTipo[]>([]);
  const form = useContractForm(AcreditacionForm, {
    defaultValues: { iso14001: { ticked: false }, emacs: { ticked: false } },
    // A chosen document clears its message at once.
    mode: 'onChange',
    submit: async (values) => {
      const done = new Set(sent);
      for (const type of DOCUMENTO_ACREDITACION_TIPOS) {
        const doc = values[type];
        if (!doc.ticked || done.has(type)) continue;
        try {
          await call(registroOrganizacionDocumentos, {
            body: { documento: doc.documento, org_cif: registered.org_cif, token_docs: registered.token_docs, type },
          });
          done.add(type);
          setSent([...done]);
        } catch (e) {
          // The server's word on this document goes under its own field; anything else, as any form does.
          const fieldError = e instanceof ApiError && e.status === 422 ? e.fieldError('documento') : undefined;
          if (!fieldError) throw e;
          form.setError(`${type}.documento`, { type: 'server', message: fieldError });
          return;
        }
      }
      onDone();
      feedback.success(successMessage);
    },
  });
  const [iso, emas] = useWatch({ control: form.control, name: ['iso14001.ticked', 'emacs.ticked'] });
  const ticked: Record<DocumentoAcreditacionTipo, boolean> = { iso14001: iso === true, emacs: emas === true };
  useEffect(() => onBusy(form.formState.isSubmitting), [form.formState.isSubmitting, onBusy]);
  // A ticked box asks for its document at once.
  const { trigger } = form;
  useEffect(() => {
    if (iso === true) void trigger('iso14001.documento');
  }, [iso, trigger]);
  useEffect(() => {
    if (emas === true) void trigger('emacs.documento');
  }, [emas, trigger]);

  return (
    <ContractForm form={form} id={formId} aria-label={t('registro.company.steps.acreditacion')}>
      <Stack gap="4">
        {DOCUMENTO_ACREDITACION_TIPOS.map((type) => (
          <Stack key={type} gap="2">
            <CheckboxControl name={`${type}.ticked`} label={t(LABELS[type].box)} disabled={sent.includes(type)} />
            {ticked[type] ? (
              <FileControl name={`${type}.documento`} label={t(LABELS[type].file)} rule={UPLOAD_RULES.documento} required disabled={sent.includes(type)} />
            ) : null}
          </Stack>
        ))}
      </Stack>
    </ContractForm>
  );
}
