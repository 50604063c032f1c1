import { Button, ConfirmModal, ContractForm, Modal, SelectControl, SimpleGrid, Stack, Text, TextareaControl, TextControl, useContractForm, useWatch } from '@dapcon/shared-ui';
import { LISTA_TAMANIO_POR_TIPO } from '@dapcon/contract/auth';
import { calendarDay, formatEuro } from '@dapcon/contract/core';
import {
  actualizarDapconPanel,
  ConfirmarPagoPanelBody,
  confirmarPagoDapconPanel,
  confirmarPagoOrganizacionPanel,
  RenovarOrganizacionBody,
  renovarOrganizacionPanel,
  type PanelDapcon,
  type PanelDapconTransferencia,
  type PanelOrganizacionTransferencia,
  type PanelRenovacion,
} from '@dapcon/contract/panel';
import { IDIOMA_ID, parametrosGenerales } from '@dapcon/contract/referencia';
import { feedback, useSession, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import './i18n';

/** After an action's 200 (the dashboard and the lists it changed were read again: each write's `stale`): the modal closes, the server's message shows. */
function hecho(message: string, onClose: () => void): void {
  onClose();
  feedback.success(message);
}

/** The buttons of a modal's form. */
function Pie({ formId, busy, onClose }: { formId: string; busy: boolean; onClose: () => void }) {
  const { t } = useTranslation('home-panel');
  return (
    <>
      <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
        {t('cancelar')}
      </Button>
      <Button type="submit" form={formId} loading={busy}>
        {t('guardar')}
      </Button>
    </>
  );
}

/** What a payment confirmation is about: a company's awaited transfer fee, or a declaration. */
export type PagoPendiente = { tipo: 'organizacion'; fila: PanelOrganizacionTransferencia } | { tipo: 'dapcon'; fila: PanelDapconTransferencia };

/**
 * 'Confirmar pago' (spec part 1 §2, §5 'Payment date'): the payment date, today by default
 * ('Ingrese una fecha' when blank), sent to `PATCH /panel/confirmar_pago_organizacion/{id}` or
 * `/panel/confirmar_pago_dapcon/{id}`.
 */
export function FechaPagoModal({ pendiente, onClose }: { pendiente: PagoPendiente; onClose: () => void }) {
  const { t } = useTranslation('home-panel');
  const confirmarOrganizacion = useApiMutation(confirmarPagoOrganizacionPanel);
  const confirmarDapcon = useApiMutation(confirmarPagoDapconPanel);
  const form = useContractForm(ConfirmarPagoPanelBody, {
    defaultValues: { pagado: calendarDay(new Date()) },
    submit: async (body) => {
      const params = { id: String(pendiente.fila.id) };
      const res = pendiente.tipo === 'organizacion' ? await confirmarOrganizacion.mutateAsync({ params, body }) : await confirmarDapcon.mutateAsync({ params, body });
      hecho(res.message, onClose);
    },
  });
  const formId = `panel-pago-${pendiente.tipo}-${pendiente.fila.id}`;
  const busy = form.formState.isSubmitting;
  const title = t(pendiente.tipo === 'organizacion' ? 'pago.tituloEmpresa' : 'pago.tituloDapcon');
  return (
    <Modal open onClose={() => (busy ? undefined : onClose())} title={title} size="sm" footer={<Pie formId={formId} busy={busy} onClose={onClose} />}>
      <ContractForm form={form} id={formId} aria-label={title}>
        <Stack gap="4">
          {pendiente.tipo === 'organizacion' ? (
            <Text color="fg.muted">{t('pago.empresa', { nombre: pendiente.fila.org_nombre, year: pendiente.fila.year, importe: formatEuro(pendiente.fila.importe) })}</Text>
          ) : (
            <>
              <Text color="fg.muted">{t('pago.dapcon', { codigo: pendiente.fila.dapcon_codigo ?? t('fila.sinCodigo'), producto: pendiente.fila.dv_nombre_producto })}</Text>
              <Text fontSize="sm">{t('pago.importeDapcon')}</Text>
            </>
          )}
          <TextControl type="date" name="pagado" label={t('pago.fecha')} required />
        </Stack>
      </ContractForm>
    </Modal>
  );
}

function esTipo(value: unknown): value is keyof typeof LISTA_TAMANIO_POR_TIPO {
  return typeof value === 'string' && Object.hasOwn(LISTA_TAMANIO_POR_TIPO, value);
}

/** The company types and the size lists, as options (POST /parametros_generales, read once). */
function useOpcionesEmpresa() {
  const locale = IDIOMA_ID[useSession((s) => s.lang)];
  const { data } = useApiQuery(parametrosGenerales, { body: (['tipo_empresa', 'tamanio_empresa', 'tamanio_asociacion'] as const).map((param) => ({ param, locale })) }, { staleTime: Infinity });
  const opciones = (lista: 'tipo_empresa' | 'tamanio_empresa' | 'tamanio_asociacion') => (data?.[lista] ?? []).map((o) => ({ value: o.param_id, label: o.pt_texto }));
  return opciones;
}

/** The type and size selects (each type its own size list; picking another type empties the size). */
function TipoYTamanio({ onTipo }: { onTipo: () => void }) {
  const { t } = useTranslation('home-panel');
  const opciones = useOpcionesEmpresa();
  const tipo: unknown = useWatch({ name: 'org_tipo' });
  // One under the other: the sizes' names are long ('Pequeña empresa (menos de 50 trabajadores)').
  return (
    <Stack gap="4">
      <SelectControl name="org_tipo" label={t('renovar.tipo')} placeholder={t('renovar.seleccione')} options={opciones('tipo_empresa')} required onPicked={onTipo} />
      <SelectControl
        name="org_tamanio"
        label={t('renovar.tamanio')}
        placeholder={t('renovar.seleccione')}
        options={esTipo(tipo) ? opciones(LISTA_TAMANIO_POR_TIPO[tipo]) : []}
        required
        disabled={!esTipo(tipo)}
        helperText={esTipo(tipo) ? undefined : t('renovar.tipoPrimero')}
      />
    </Stack>
  );
}

/**
 * The renew modal (spec part 1 §2, §5 'Renewal'): the renewal's day (today), the year (this one, not
 * editable), the amount (the size's tariff, typed the Spanish way), the company's type and size (its
 * own at first) and optional observaciones; `PATCH /panel/renovar_organizacion/{id}`.
 */
export function RenovarModal({ fila, onClose }: { fila: PanelRenovacion; onClose: () => void }) {
  const { t } = useTranslation('home-panel');
  const renovar = useApiMutation(renovarOrganizacionPanel);
  const hoy = calendarDay(new Date());
  const form = useContractForm(RenovarOrganizacionBody, {
    defaultValues: {
      fecha_renovacion: hoy,
      year: Number(hoy.slice(0, 4)),
      importe: fila.importe === null ? '' : fila.importe.replace('.', ','),
      observaciones: '',
      org_tipo: fila.org_tipo ?? '',
      org_tamanio: fila.org_tamanio ?? '',
    },
    submit: async (body) => {
      const res = await renovar.mutateAsync({ params: { id: String(fila.id) }, body });
      hecho(res.message, onClose);
    },
  });
  const formId = `panel-renovar-${fila.id}`;
  const busy = form.formState.isSubmitting;
  const title = t('renovar.titulo');
  return (
    <Modal open onClose={() => (busy ? undefined : onClose())} title={title} footer={<Pie formId={formId} busy={busy} onClose={onClose} />}>
      <ContractForm form={form} id={formId} aria-label={title}>
        <Stack gap="4">
          <Text color="fg.muted">{t('renovar.empresa', { nombre: fila.org_nombre, cif: fila.org_cif })}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextControl type="date" name="fecha_renovacion" label={t('renovar.fecha')} required />
            <TextControl name="year" label={t('renovar.year')} required readOnly />
          </SimpleGrid>
          <TextControl
            name="importe"
            inputMode="decimal"
            label={t('renovar.importe')}
            required
            helperText={fila.importe === null ? undefined : t('renovar.importeAyuda', { importe: formatEuro(fila.importe) })}
          />
          <TipoYTamanio onTipo={() => form.setValue('org_tamanio', '')} />
          <TextareaControl name="observaciones" label={t('renovar.observaciones')} rows={3} />
          <Text fontSize="sm" color="fg.muted">
            {t('renovar.aviso')}
          </Text>
        </Stack>
      </ContractForm>
    </Modal>
  );
}

/** 'Caducado' after a confirmation (spec part 1 §4): `PATCH /panel/actualizar_dapcon`, the lifecycle's expiry. */
export function CaducarModal({ fila, onClose }: { fila: PanelDapcon; onClose: () => void }) {
  const { t } = useTranslation('home-panel');
  const caducar = useApiMutation(actualizarDapconPanel);
  const busy = caducar.isPending;
  const confirmar = async () => {
    const res = await caducar.run({ body: { id: fila.id } });
    if (res) hecho(res.message, onClose);
  };
  return (
    <ConfirmModal
      open
      title={t('caducar.titulo')}
      message={t('caducar.mensaje', { codigo: fila.dapcon_codigo ?? t('fila.sinCodigo'), producto: fila.dv_nombre_producto })}
      confirmLabel={t('acciones.caducado')}
      cancelLabel={t('cancelar')}
      onConfirm={() => void confirmar()}
      onCancel={() => (busy ? undefined : onClose())}
      loading={busy}
      destructive
    />
  );
}
