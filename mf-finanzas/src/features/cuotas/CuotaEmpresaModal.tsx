import { useState } from 'react';
import {
  Button,
  CheckboxControl,
  ConfirmModal,
  ContractForm,
  forgettingOnClose,
  HStack,
  LoadingState,
  Modal,
  SelectControl,
  Stack,
  Text,
  TextareaControl,
  TextControl,
  useContractForm,
  type ClosableProps,
} from '@dapcon/shared-ui';
import { calendarDay } from '@dapcon/contract/core';
import { anyosCuotaLibres, borrarPagoCuota, METODOS_PAGO, registrarPagoCuota, RegistroCuotaBody, TIPOS_CUOTA, type Cuota } from '@dapcon/contract/finanzas';
import { ApiError, feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { CuotaDetalle } from './CuotaDetalle';
import './i18n';

/** Props of {@link CuotaEmpresaModal}. */
export interface CuotaEmpresaModalProps extends ClosableProps {
  orgId: number;
  /** Edit mode: the fee opened (only deleting is allowed); create mode without it. */
  cuota: Cuota | null;
  /** The type the new fee starts with: Renovado when the company has an earlier one. */
  tipoInicial?: Cuota['tipo'];
}

/**
 * Create mode: the years not paid yet (`GET /organizaciones/{id}/cuotas-anyos-libres`, the newest
 * first and chosen), the payment form once they are read; with every year paid, says so.
 */
function Crear({ open, onClose, orgId, tipoInicial = 'Alta' }: Omit<CuotaEmpresaModalProps, 'cuota'>) {
  const { t } = useTranslation('finanzas');
  const { data } = useApiQuery(anyosCuotaLibres, { params: { id: String(orgId) } }, { enabled: open });
  if (data === undefined || data.anyos.length === 0) {
    return (
      <Modal
        open={open}
        onClose={onClose}
        title={t('cuotas.modal.tituloNuevo')}
        size="lg"
        footer={
          <Button variant="outline" colorPalette="gray" onClick={onClose}>
            {t('cuotas.modal.cancelar')}
          </Button>
        }
      >
        {data === undefined ? <LoadingState /> : <Text data-testid="sin-anyos-libres">{t('cuotas.modal.todoPagado')}</Text>}
      </Modal>
    );
  }
  return <CrearForm open={open} onClose={onClose} orgId={orgId} tipoInicial={tipoInicial} anyos={data.anyos} />;
}

function CrearForm({ open, onClose, orgId, tipoInicial = 'Alta', anyos }: Omit<CuotaEmpresaModalProps, 'cuota'> & { anyos: readonly number[] }) {
  const { t } = useTranslation('finanzas');
  const registrar = useApiMutation(registrarPagoCuota);
  const form = useContractForm(RegistroCuotaBody, {
    defaultValues: {
      org_id: orgId,
      year: String(anyos[0]),
      pagado: calendarDay(new Date()),
      importe: '',
      tipo: tipoInicial,
      metodo_pago: '',
      num_order: '',
      no_comisionable: false,
      observaciones: '',
    },
    submit: async (body) => {
      try {
        const res = await registrar.mutateAsync({ body });
        onClose();
        const registrada = res.data.cuotas[0];
        feedback.success(registrada?.num_factura ? `${res.message}: ${registrada.num_factura}` : res.message);
      } catch (error) {
        // The year paid meanwhile (409 under year): said once, under the field; the years read again (a 409 makes the write's `stale` read again).
        const year = error instanceof ApiError && error.status === 409 ? error.errors.year?.[0] : undefined;
        if (year === undefined) throw error;
        form.setError('year', { type: 'server', message: year }, { shouldFocus: true });
      }
    },
  });
  const formId = 'cuota-empresa';
  const busy = form.formState.isSubmitting;
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={t('cuotas.modal.tituloNuevo')}
      size="lg"
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onClose} disabled={busy}>
            {t('cuotas.modal.cancelar')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('cuotas.modal.registrar')}
          </Button>
        </>
      }
    >
      <ContractForm form={form} id={formId} aria-label={t('cuotas.modal.tituloNuevo')}>
        <Stack gap="4">
          <HStack gap="4" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <SelectControl name="year" label={t('cuotas.fields.year')} options={anyos.map((y) => ({ value: String(y), label: String(y) }))} required />
            <TextControl type="date" name="pagado" label={t('cuotas.fields.pagado')} required />
          </HStack>
          <HStack gap="4" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <TextControl name="importe" label={t('cuotas.fields.importe')} inputMode="decimal" helperText={t('cuotas.fields.importeAyuda')} />
            <SelectControl name="tipo" label={t('cuotas.fields.tipo')} placeholder={t('cuotas.fields.seleccione')} options={TIPOS_CUOTA.map((x) => ({ value: x, label: t(`cuotas.tipos.${x}`) }))} required />
          </HStack>
          <HStack gap="4" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <SelectControl name="metodo_pago" label={t('cuotas.fields.metodoPago')} placeholder={t('cuotas.fields.seleccione')} options={METODOS_PAGO.map((m) => ({ value: m, label: t(`cuotas.metodos.${m}`) }))} />
            <TextControl name="num_order" label={t('cuotas.fields.numOrder')} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('cuotas.fields.numFactura')}: {t('cuotas.fields.facturaAutomatica')}
          </Text>
          <CheckboxControl name="no_comisionable" label={t('cuotas.fields.noComisionable')} />
          <TextareaControl name="observaciones" label={t('cuotas.fields.observaciones')} rows={3} />
        </Stack>
      </ContractForm>
    </Modal>
  );
}

function Ver({ open, onClose, cuota }: ClosableProps & { cuota: Cuota }) {
  const { t } = useTranslation('finanzas');
  const [confirmando, setConfirmando] = useState(false);
  const borrar = useApiMutation(borrarPagoCuota);
  const eliminar = async () => {
    const res = await borrar.run({ body: { org_id: cuota.org_id, year: cuota.year } });
    setConfirmando(false);
    if (!res) return;
    onClose();
    feedback.success(res.message);
  };
  return (
    <>
      <Modal
        open={open && !confirmando}
        onClose={onClose}
        title={t('cuotas.modal.tituloEditar', { year: cuota.year })}
        size="md"
        footer={
          <>
            <Button variant="outline" colorPalette="gray" onClick={onClose}>
              {t('cuotas.detalle.cerrar')}
            </Button>
            <Button aria-haspopup="dialog" colorPalette="red" onClick={() => setConfirmando(true)}>
              {t('cuotas.modal.eliminar')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text color="fg.muted">{t(cuota.pagado === null ? 'cuotas.modal.pendienteEliminar' : 'cuotas.modal.soloEliminar')}</Text>
          <CuotaDetalle cuota={cuota} empresa={false} />
        </Stack>
      </Modal>
      <ConfirmModal
        open={open && confirmando}
        message={t('cuotas.modal.confirmarEliminar', { year: cuota.year })}
        onConfirm={() => void eliminar()}
        onCancel={() => setConfirmando(false)}
        loading={borrar.isPending}
        destructive
      />
    </>
  );
}

function CuotaEmpresa({ cuota, ...props }: CuotaEmpresaModalProps) {
  return cuota ? <Ver {...props} cuota={cuota} /> : <Crear {...props} />;
}

/**
 * The modal of the company's 'Pagos cuotas' tab (part 2 §2.6): in create mode (no fee) the payment
 * form (`POST /cuotas/registro-pago`; the invoice number comes back from the API), offering only the
 * years not paid yet, the type required ('Seleccione el tipo' under it), a year paid meanwhile said
 * under the year; in edit mode (a fee
 * opened) the fee's data, and only 'Eliminar pago' (`DELETE /cuotas/borrado-pago`, after confirming).
 */
export const CuotaEmpresaModal = forgettingOnClose(CuotaEmpresa);
