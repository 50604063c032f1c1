// The send-email modal's dialog (loaded when it first opens; EnviarEmailModal.tsx): a content mailed
// to the portal's users of some profiles (spec part 2 §2.19, §3 'E-mail template for content', §5
// 'Content e-mail', §7.7; docs/contenidos.md step 5).
import { Suspense, useEffect, useState } from 'react';
import {
  Button,
  CheckboxGroupControl,
  ContractForm,
  FormSection,
  forgettingOnClose,
  lazyComponent,
  LoadingState,
  Modal,
  Stack,
  Text,
  TextControl,
  useContractForm,
  useWatch,
  type ClosableProps,
} from '@dapcon/shared-ui';
import { useParameterOptions } from '@dapcon/shared-ui/reference';
import { PERFILES } from '@dapcon/contract/core';
import {
  EnviarEmailBody,
  enviarEmailContenido,
  PERFILES_CONTENIDO,
  plantillaEmailContenido,
  type PlantillaEmailContenido,
} from '@dapcon/contract/contenidos';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { useSubirImagen } from '../contenidos/subirImagen';
import './i18n';

// The editor (tiptap) loads with the form, never with the content list (config/size-budgets.json).
const RichTextControl = lazyComponent(() => import('@dapcon/shared-ui/editor'), (m) => m.RichTextControl);

/** The contents' editor height (spec part 2 §2.19): the message is written in the same editor. */
const EDITOR_HEIGHT = 360;
const FORM_ID = 'enviar-email-contenido';

/** The company types (parameter folder `tipo_empresa`), plus any the content has that is no longer an option. */
function TiposEmpresa({ marcados }: { marcados: readonly string[] }) {
  const { t } = useTranslation('contenidos');
  const { tipo_empresa: opciones = [] } = useParameterOptions(['tipo_empresa']);
  const ajenos = marcados.filter((m) => !opciones.some((o) => o.value === m)).map((m) => ({ value: m, label: m }));
  return (
    <CheckboxGroupControl
      name="tipo_empresa"
      label={t('comunicaciones.enviar.tiposEmpresa')}
      helperText={t('comunicaciones.enviar.tiposEmpresaAyuda')}
      options={[...opciones, ...ajenos]}
    />
  );
}

interface FormularioProps {
  contenidoId: number;
  plantilla: PlantillaEmailContenido;
  /** Sent: the API's message. */
  onSent: (message: string) => void;
  onBusy: (busy: boolean) => void;
}

/**
 * The mailing's form, from the template: profiles, company types (only with profile 5 ticked; those
 * ticked stay while it is not), and the subject and message in each language, each recipient being
 * sent the one of the language it uses (issue 33 item 17). The contract's messages under the fields, the
 * server's 422s too ('Ningún usuario activo…' under the profiles); nothing typed is lost.
 */
function Formulario({ contenidoId, plantilla, onSent, onBusy }: FormularioProps) {
  const { t } = useTranslation('contenidos');
  // The mailings' list reads again: enviarEmailContenido's `stale`.
  const enviar = useApiMutation(enviarEmailContenido);
  const subirImagen = useSubirImagen();
  const form = useContractForm(EnviarEmailBody, {
    defaultValues: {
      perfil: plantilla.perfil,
      tipo_empresa: plantilla.tipo_empresa,
      asunto: plantilla.plantillas.es.asunto,
      mensaje: plantilla.plantillas.es.template,
      asunto_ca: plantilla.plantillas.ca.asunto,
      mensaje_ca: plantilla.plantillas.ca.template,
      contenido_web_id: contenidoId,
    },
    submit: async (body) => {
      const res = await enviar.mutateAsync({ body });
      onSent(res.message);
    },
  });
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const perfiles: unknown = useWatch({ control: form.control, name: 'perfil' });
  const tipos: unknown = useWatch({ control: form.control, name: 'tipo_empresa' });
  const conEmpresas = Array.isArray(perfiles) && perfiles.includes(PERFILES.organizacion);

  return (
    <ContractForm form={form} id={FORM_ID} aria-label={t('comunicaciones.enviar.form')}>
      <Stack gap="5">
        <CheckboxGroupControl
          name="perfil"
          label={t('comunicaciones.enviar.perfiles')}
          helperText={t('comunicaciones.enviar.perfilesAyuda')}
          options={PERFILES_CONTENIDO.map((p) => ({ value: p, label: t(`comunicaciones.enviar.perfil.${p}`) }))}
          required
        />
        {conEmpresas ? <TiposEmpresa marcados={Array.isArray(tipos) ? tipos.filter((x): x is string => typeof x === 'string') : []} /> : null}
        {(['es', 'ca'] as const).map((lang) => {
          const sufijo = lang === 'es' ? '' : '_ca';
          return (
            <FormSection key={lang} legend={t(`comunicaciones.enviar.version.${lang}`)}>
              <Stack gap="3">
                <Text color="fg.muted" fontSize="sm">
                  {t(`comunicaciones.enviar.versionAyuda.${lang}`)}
                </Text>
                <TextControl name={`asunto${sufijo}`} label={t('comunicaciones.enviar.asunto')} autoComplete="off" required />
                <Suspense fallback={<LoadingState label={t('comunicaciones.enviar.cargandoEditor')} />}>
                  <RichTextControl name={`mensaje${sufijo}`} label={t('comunicaciones.enviar.mensaje')} height={EDITOR_HEIGHT} onUploadImage={subirImagen} required />
                </Suspense>
              </Stack>
            </FormSection>
          );
        })}
      </Stack>
    </ContractForm>
  );
}

/** Props of {@link EnviarEmailDialog}. */
export interface EnviarEmailDialogProps extends ClosableProps {
  contenidoId: number;
  titulo?: string;
}

function EnviarEmailInner({ open, onClose, contenidoId, titulo }: EnviarEmailDialogProps) {
  const { t } = useTranslation('contenidos');
  // Read afresh at every opening (nothing kept once it closes): a content just edited is mailed as it is now.
  const { data, error, isPending, refetch } = useApiQuery(plantillaEmailContenido, { params: { id: String(contenidoId) } }, { enabled: open, staleTime: 0, gcTime: 0 });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  const sent = (message: string) => {
    onClose();
    feedback.success(message);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('comunicaciones.enviar.titulo')}
      size="xl"
      // A click beside it must not throw away a message being written.
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('comunicaciones.enviar.cancelar')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy} disabled={!data}>
            {t('comunicaciones.enviar.enviar')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {titulo ? (
          <Text color="fg.muted" data-testid="contenido-enviado">
            {titulo}
          </Text>
        ) : null}
        {data ? (
          <Formulario contenidoId={contenidoId} plantilla={data} onSent={sent} onBusy={setBusy} />
        ) : isPending ? (
          <LoadingState label={t('comunicaciones.enviar.cargando')} />
        ) : (
          <Stack gap="3" align="flex-start">
            <Text>{t('comunicaciones.enviar.loadError')}</Text>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('comunicaciones.enviar.retry')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

/** The send-email dialog: every opening starts again from the template (nothing of the last one stays). */
export const EnviarEmailDialog = forgettingOnClose(EnviarEmailInner);
