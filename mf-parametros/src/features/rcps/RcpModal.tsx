// The RCP's create/edit modal (spec part 2 §2.14, §3 'RCP'): a contract form — equivalencia,
// version, year, the code for DAPcon coding, the RCP families (options of the parameter folder
// `familias_rcp`), in force and deleted — and a tab per language (GET /idiomas: a language added on
// /idiomas gets its tab) with the name, short name and description. The spec's messages show under
// the fields (browser and API alike); a tab holding an error says so, and an invalid submit opens it.
import { useEffect } from 'react';
import {
  Button,
  CheckboxControl,
  CheckboxGroupControl,
  ContractForm,
  forgettingOnClose,
  LoadingState,
  Modal,
  SimpleGrid,
  Stack,
  TextareaControl,
  TextControl,
  useContractForm,
  useShownField,
  type ClosableProps,
} from '@dapcon/shared-ui';
import {
  actualizarRcp,
  ActualizarRcpBody,
  CARPETA_FAMILIAS_RCP,
  crearRcp,
  CrearRcpBody,
  IDIOMA_PRINCIPAL_RCP,
  rcpDetalle,
  type Rcp,
  type RcpFormValues,
} from '@dapcon/contract/rcp';
import { IDIOMA_ID, idiomas as idiomasEndpoint, parametrosSelect, type Idioma } from '@dapcon/contract/referencia';
import { feedback, isLang, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { pestanasDe as pestanasConTextos, TextosPorIdioma, type ErroresPorIdioma, type Pestana } from '../idiomas/TextosPorIdioma';
import './i18n';

/** Props of {@link RcpModal}. */
export interface RcpModalProps extends ClosableProps {
  /** The RCP to edit (read when the modal opens), or null for a new one. */
  id: number | null;
  /** Saved: the API's message and the RCP; the modal has closed. */
  onSaved: (message: string, rcp: Rcp) => void;
}

const FORM_ID = 'rcp-form';

/** One tab per active language, plus any language the RCP has a text in (an inactive one keeps its text). */
export function pestanasDe(rcp: Rcp | null, activos: readonly Idioma[]): Pestana[] {
  return pestanasConTextos(activos, rcp?.rcp_idiomas.map((texto) => ({ id: texto.idioma_id })) ?? []);
}

/** The form's values for an RCP, or a new one's (in force, this year). */
function valoresDe(rcp: Rcp | null, tabs: readonly Pestana[]): RcpFormValues {
  return {
    equivalencia: rcp?.equivalencia ?? '',
    version: rcp?.version ?? '',
    anyo: String(rcp?.anyo ?? new Date().getFullYear()),
    codigo_para_codificacion_dapcon: rcp?.codigo_para_codificacion_dapcon ?? '',
    familia_rcp: rcp?.familia_rcp ?? [],
    vigente: rcp?.vigente ?? true,
    anulada: rcp?.anulada ?? false,
    rcp_idiomas: tabs.map((tab) => {
      const texto = rcp?.rcp_idiomas.find((x) => x.idioma_id === tab.id);
      return { idioma_id: tab.id, rcp_nombre: texto?.rcp_nombre ?? '', rcp_sobrenombre: texto?.rcp_sobrenombre ?? '', descripcion: texto?.descripcion ?? '' };
    }),
  };
}

function Familias() {
  const { t, i18n } = useTranslation('parametros');
  const lang = isLang(i18n.language) ? i18n.language : 'es';
  const { data: opciones = [] } = useApiQuery(parametrosSelect, { query: { param_padre_id: CARPETA_FAMILIAS_RCP, idioma_id: IDIOMA_ID[lang] } });
  return (
    <CheckboxGroupControl
      name="familia_rcp"
      label={t('rcps.campos.familias')}
      helperText={t('rcps.campos.familiasAyuda')}
      options={opciones.map((o) => ({ value: o.pt_param_id, label: o.pt_texto }))}
    />
  );
}

/** The API's message for the texts as a whole (a language no longer active, 422) shows above the tabs, not in the error modal. */
function TextosMostrados() {
  useShownField('rcp_idiomas');
  return null;
}

function Footer({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const { t } = useTranslation('parametros');
  return (
    <>
      <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
        {t('rcps.modal.cancelar')}
      </Button>
      <Button type="submit" form={FORM_ID} loading={busy}>
        {t('rcps.modal.guardar')}
      </Button>
    </>
  );
}

/** The form of a new RCP or of the one read, once the languages are known. */
function Formulario({ rcp, tabs, open, onClose, onSaved }: Omit<RcpModalProps, 'id'> & { rcp: Rcp | null; tabs: readonly Pestana[] }) {
  const { t } = useTranslation('parametros');
  const actualizar = useApiMutation(actualizarRcp);
  const crear = useApiMutation(crearRcp);
  // The schema is chosen once: a modal is mounted again for each RCP (forgettingOnClose).
  const form = useContractForm(rcp ? ActualizarRcpBody : CrearRcpBody, {
    defaultValues: rcp ? { id: rcp.id, ...valoresDe(rcp, tabs) } : valoresDe(null, tabs),
    submit: async (body) => {
      const res = rcp ? await actualizar.mutateAsync({ body: { ...body, id: rcp.id } }) : await crear.mutateAsync({ body });
      onClose();
      onSaved(res.message, res.data);
    },
  });
  const principal = tabs.find((x) => x.id === IDIOMA_PRINCIPAL_RCP)?.nombre ?? '';
  const title = rcp ? t('rcps.modal.tituloEditar') : t('rcps.modal.tituloNuevo');
  const nombreDe = (p: Pestana) => p.nombre ?? t('rcps.modal.idiomaInactivo', { id: p.id });
  return (
    <Modal open={open} onClose={onClose} size="xl" title={title} closeOnInteractOutside={false} footer={<Footer busy={form.formState.isSubmitting} onClose={onClose} />}>
      <ContractForm form={form} id={FORM_ID} aria-label={title}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextControl name="equivalencia" label={t('rcps.campos.equivalencia')} required />
            <TextControl name="version" label={t('rcps.campos.version')} required />
            <TextControl name="anyo" label={t('rcps.campos.anyo')} inputMode="numeric" required />
          </SimpleGrid>
          <TextControl name="codigo_para_codificacion_dapcon" label={t('rcps.campos.codigo')} helperText={t('rcps.campos.codigoAyuda')} />
          <Familias />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <CheckboxControl name="vigente" label={t('rcps.campos.vigente')} />
            {rcp ? <CheckboxControl name="anulada" label={t('rcps.campos.anulada')} /> : null}
          </SimpleGrid>
          <TextosMostrados />
          <TextosPorIdioma
            titulo={t('rcps.modal.textos')}
            ayuda={t('rcps.modal.textosAyuda', { idioma: principal })}
            pestanas={tabs}
            nombreDe={nombreDe}
            errores={form.formState.errors.rcp_idiomas as ErroresPorIdioma | undefined}
            submitCount={form.formState.submitCount}
            marcaError={t('rcps.modal.conErrores')}
          >
            {(p, i) => (
              <>
                <TextControl name={`rcp_idiomas.${i}.rcp_nombre`} label={t('rcps.campos.nombre')} required={p.id === IDIOMA_PRINCIPAL_RCP} />
                <TextControl name={`rcp_idiomas.${i}.rcp_sobrenombre`} label={t('rcps.campos.sobrenombre')} />
                <TextareaControl name={`rcp_idiomas.${i}.descripcion`} label={t('rcps.campos.descripcion')} rows={3} />
              </>
            )}
          </TextosPorIdioma>
        </Stack>
      </ContractForm>
    </Modal>
  );
}

function Cargando({ open, onClose }: ClosableProps) {
  const { t } = useTranslation('parametros');
  return (
    <Modal open={open} onClose={onClose} title={t('rcps.modal.tituloEditar')}>
      <LoadingState label={t('rcps.modal.cargando')} />
    </Modal>
  );
}

/** The edit modal: the RCP is read first. */
function Editar(props: RcpModalProps & { id: number; activos: readonly Idioma[] }) {
  const { data, error } = useApiQuery(rcpDetalle, { params: { id: String(props.id) } });
  const { onClose } = props;
  // An RCP that cannot be read: the shell's modal says why, and this one closes.
  useEffect(() => {
    if (!error) return;
    if (!error.isSessionError) feedback.error(error);
    onClose();
  }, [error, onClose]);
  if (!data) return <Cargando open={props.open} onClose={props.onClose} />;
  return <Formulario {...props} rcp={data} tabs={pestanasDe(data, props.activos)} />;
}

function RcpModalInner(props: RcpModalProps) {
  const { data: activos } = useApiQuery(idiomasEndpoint);
  if (!activos) return <Cargando open={props.open} onClose={props.onClose} />;
  // Keyed by the languages: a language added meanwhile gets its tab.
  const key = activos.map((i) => i.id).join(',');
  return props.id === null ? <Formulario key={key} {...props} rcp={null} tabs={pestanasDe(null, activos)} /> : <Editar key={key} {...props} id={props.id} activos={activos} />;
}

/** 'Nuevo RCP' and the list's edit modal: starts again from the RCP each time it opens. */
export const RcpModal = forgettingOnClose(RcpModalInner);
