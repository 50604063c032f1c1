// The fee's create/edit modal (spec part 2 §2.22, §5 'Fee (tarifa)'): a contract form, the spec's
// messages under the fields (browser and API alike); the internal code only for the administrator
// profile (profile 1), whose form requires it; the association administrator's form has no such field
// (the API refuses one from it, and names its new fee after the description). The description is
// asked in the main language (required) and in every other language of GET /idiomas (optional: a
// language left blank reads the main one), as an RCP's texts.
import { Button, ContractForm, forgettingOnClose, LoadingState, Modal, SelectControl, Stack, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { toCents } from '@dapcon/contract/core';
import { actualizarTarifa, crearTarifa, IDIOMA_PRINCIPAL_TARIFA, TarifaForm, TarifaFormSinCodigo, type Tarifa, type TarifaTexto, type TipoTarifa } from '@dapcon/contract/finanzas';
import { idiomas as idiomasEndpoint, type Idioma } from '@dapcon/contract/referencia';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';

/** Props of {@link TarifaModal}. */
export interface TarifaModalProps extends ClosableProps {
  /** The fee to edit, or null to create one of `tipo`. */
  tarifa: Tarifa | null;
  tipo: TipoTarifa;
  /** The type's name, for the title. */
  tipoNombre: string;
  /** Whether the caller sees and sets the internal code (profile 1). */
  conCodigo: boolean;
  /** Saved: the API's message; the modal has closed. */
  onSaved: (message: string) => void;
}

/** A canonical amount as a Spanish person reads and types it: '1234.50' → '1234,50'. */
function precioTecleado(precio: string): string {
  return Number.isNaN(toCents(precio)) ? precio : precio.replace('.', ',');
}

function valoresDe(tarifa: Tarifa | null, otros: readonly Idioma[]) {
  return {
    codigo: tarifa?.codigo ?? '',
    descripcion: tarifa?.descripcion_principal ?? '',
    tarifa_idiomas: otros.map((i) => ({ idioma_id: i.id, descripcion: tarifa?.tarifa_idiomas.find((x) => x.idioma_id === i.id)?.descripcion ?? '' })),
    codigo_contable: tarifa?.codigo_contable ?? '',
    precio: tarifa ? precioTecleado(tarifa.precio) : '',
    estado: tarifa ? String(tarifa.estado) : 'true',
  };
}

function Campos({ conCodigo, tipo, otros }: { conCodigo: boolean; tipo: TipoTarifa; otros: readonly Idioma[] }) {
  const { t } = useTranslation('finanzas');
  const estados = [
    { value: 'true', label: t('tarifas.activa') },
    { value: 'false', label: t('tarifas.inactiva') },
  ];
  return (
    <Stack gap="4">
      {conCodigo && <TextControl name="codigo" label={t('tarifas.fields.codigo')} helperText={t('tarifas.fields.codigoAyuda')} required />}
      <TextControl name="descripcion" label={t('tarifas.fields.descripcion')} required />
      {otros.map((idioma, i) => (
        <TextControl key={idioma.id} name={`tarifa_idiomas.${i}.descripcion`} label={t('tarifas.fields.descripcionEn', { idioma: idioma.idioma_nombre })} helperText={t('tarifas.fields.descripcionEnAyuda')} />
      ))}
      <TextControl name="codigo_contable" label={t('tarifas.fields.codigoContable')} required />
      <TextControl name="precio" label={t(tipo === 'comision' ? 'tarifas.fields.porcentaje' : 'tarifas.fields.precio')} inputMode="decimal" required />
      <SelectControl name="estado" label={t('tarifas.fields.estado')} options={estados} placeholder={t('tarifas.fields.seleccione')} required />
    </Stack>
  );
}

function Footer({ formId, busy, onClose }: { formId: string; busy: boolean; onClose: () => void }) {
  const { t } = useTranslation('finanzas');
  return (
    <>
      <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
        {t('tarifas.modal.cancelar')}
      </Button>
      <Button type="submit" form={formId} loading={busy}>
        {t('tarifas.modal.guardar')}
      </Button>
    </>
  );
}

const FORM_ID = 'tarifa-form';

type TarifaValores = { codigo?: string; descripcion: string; tarifa_idiomas?: TarifaTexto[] | undefined; codigo_contable: string; precio: string; estado: boolean };

/** What the API is sent: create (with the type) or update; the fees' list and the flows that price from them follow (the contract's `stale`). */
function useGuardar(tarifa: Tarifa | null, tipo: TipoTarifa) {
  const crear = useApiMutation(crearTarifa);
  const actualizar = useApiMutation(actualizarTarifa);
  return (body: TarifaValores) => (tarifa ? actualizar.mutateAsync({ params: { id: String(tarifa.id) }, body }) : crear.mutateAsync({ body: { ...body, tipo } }));
}

/** The languages of the other descriptions: every one of GET /idiomas but the main. */
type ConIdiomas = TarifaModalProps & { otros: readonly Idioma[] };

function ConCodigo({ open, onClose, tarifa, tipo, tipoNombre, onSaved, otros }: ConIdiomas) {
  const { t } = useTranslation('finanzas');
  const guardar = useGuardar(tarifa, tipo);
  const form = useContractForm(TarifaForm, {
    defaultValues: valoresDe(tarifa, otros),
    submit: async (body) => {
      const res = await guardar(body);
      onClose();
      onSaved(res.message);
    },
  });
  const title = tarifa ? t('tarifas.modal.tituloEditar') : t('tarifas.modal.tituloNueva', { tipo: tipoNombre });
  return (
    <Modal open={open} onClose={onClose} title={title} footer={<Footer formId={FORM_ID} busy={form.formState.isSubmitting} onClose={onClose} />}>
      <ContractForm form={form} id={FORM_ID} aria-label={title}>
        <Campos conCodigo tipo={tipo} otros={otros} />
      </ContractForm>
    </Modal>
  );
}

function SinCodigo({ open, onClose, tarifa, tipo, tipoNombre, onSaved, otros }: ConIdiomas) {
  const { t } = useTranslation('finanzas');
  const { codigo: _codigo, ...defaults } = valoresDe(tarifa, otros);
  const guardar = useGuardar(tarifa, tipo);
  const form = useContractForm(TarifaFormSinCodigo, {
    defaultValues: defaults,
    submit: async (body) => {
      const res = await guardar(body);
      onClose();
      onSaved(res.message);
    },
  });
  const title = tarifa ? t('tarifas.modal.tituloEditar') : t('tarifas.modal.tituloNueva', { tipo: tipoNombre });
  return (
    <Modal open={open} onClose={onClose} title={title} footer={<Footer formId={FORM_ID} busy={form.formState.isSubmitting} onClose={onClose} />}>
      <ContractForm form={form} id={FORM_ID} aria-label={title}>
        <Campos conCodigo={false} tipo={tipo} otros={otros} />
      </ContractForm>
    </Modal>
  );
}

function TarifaModalInner(props: TarifaModalProps) {
  const { t } = useTranslation('finanzas');
  const { data: idiomas } = useApiQuery(idiomasEndpoint, undefined, { enabled: props.open });
  if (!idiomas) {
    return (
      <Modal open={props.open} onClose={props.onClose} title={props.tarifa ? t('tarifas.modal.tituloEditar') : t('tarifas.modal.tituloNueva', { tipo: props.tipoNombre })}>
        <LoadingState />
      </Modal>
    );
  }
  const otros = idiomas.filter((i) => i.id !== IDIOMA_PRINCIPAL_TARIFA);
  return props.conCodigo ? <ConCodigo {...props} otros={otros} /> : <SinCodigo {...props} otros={otros} />;
}

/** 'Nueva tarifa' / 'Editar tarifa': the form starts again from the fee each time it opens. */
export const TarifaModal = forgettingOnClose(TarifaModalInner);
