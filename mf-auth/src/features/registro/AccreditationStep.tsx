import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '@chakra-ui/react';
import { CheckboxField, FileField } from '@dapcon/shared-ui';
import {
  ApiError,
  feedback,
  MSG,
  postRegistroOrganizacionDocumentos,
  toFormData,
  UPLOAD_RULES,
  type DocumentoAcreditacionTipo,
  type RegistroOrganizacionData,
} from '@dapcon/shared-sdk';

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

interface Doc {
  type: DocumentoAcreditacionTipo;
  ticked: boolean;
  file: File | null;
  /** Uploaded already (a retry after another document failed skips it). */
  sent: boolean;
  error?: string;
}

const LABELS: Record<DocumentoAcreditacionTipo, { box: string; file: string }> = {
  iso14001: { box: 'registro.fields.iso', file: 'registro.fields.isoFile' },
  emacs: { box: 'registro.fields.emas', file: 'registro.fields.emasFile' },
};

/**
 * Step 1, 'Acreditación' (spec part 1 §3, §5): optional ISO 14001 and EMAS documents. A ticked
 * box needs its PDF ('Es necesario adjuntar el documento acreditativo'); 'Finalizar' uploads
 * each one with the registration's `token_docs`, then closes with the success message.
 */
export function AccreditationStep({ formId, registered, onBusy, onDone, successMessage }: Props) {
  const { t } = useTranslation('auth');
  const [docs, setDocs] = useState<Doc[]>([
    { type: 'iso14001', ticked: false, file: null, sent: false },
    { type: 'emacs', ticked: false, file: null, sent: false },
  ]);
  const update = (type: DocumentoAcreditacionTipo, change: Partial<Doc>) =>
    setDocs((all) => all.map((doc) => (doc.type === type ? { ...doc, ...change } : doc)));

  async function finish(event: FormEvent) {
    event.preventDefault();
    const wanted = docs.filter((doc) => doc.ticked);
    if (wanted.some((doc) => !doc.file)) return;
    onBusy(true);
    try {
      for (const doc of wanted) {
        if (doc.sent || !doc.file) continue;
        try {
          await postRegistroOrganizacionDocumentos(
            toFormData({ documento: doc.file, org_cif: registered.org_cif, token_docs: registered.token_docs, type: doc.type }),
          );
          update(doc.type, { sent: true, error: undefined });
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          const fieldError = e.status === 422 ? e.errors.documento?.[0] : undefined;
          if (fieldError) update(doc.type, { error: fieldError });
          else feedback.error(e);
          return;
        }
      }
    } finally {
      onBusy(false);
    }
    onDone();
    feedback.success(successMessage);
  }

  return (
    <form id={formId} noValidate onSubmit={(e) => void finish(e)} aria-label={t('registro.company.steps.acreditacion')}>
      <Stack gap="4">
        {docs.map((doc) => (
          <Stack key={doc.type} gap="2">
            <CheckboxField
              label={t(LABELS[doc.type].box)}
              checked={doc.ticked}
              disabled={doc.sent}
              onCheckedChange={(ticked) => update(doc.type, { ticked, error: undefined })}
            />
            {doc.ticked ? (
              <FileField
                label={t(LABELS[doc.type].file)}
                accept={[...UPLOAD_RULES.documento.accept]}
                extensions={[...UPLOAD_RULES.documento.extensions]}
                maxBytes={UPLOAD_RULES.documento.maxBytes}
                required
                disabled={doc.sent}
                value={doc.file}
                onChange={(file) => update(doc.type, { file, error: undefined })}
                error={doc.error ?? (doc.file ? undefined : MSG.documentoAcreditativoObligatorio)}
              />
            ) : null}
          </Stack>
        ))}
      </Stack>
    </form>
  );
}
