// A remittance's detail (beyond the spec; docs/finanzas.md 'The bank remittance'): GET /remesas/:id — its
// reference, dates, state and totals, and its operations (company, year, amount, IBAN, mandate, FRST/RCUR,
// state, invoice once collected). 'Descargar XML' saves its pain.008 file; while it is 'generada',
// 'Marcar como cobrada' (the payment date and the operations the bank returned: POST /remesas/:id/cobrar)
// and 'Anular remesa' (after confirming: POST /remesas/:id/anular).
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CheckboxField, chakra, ConfirmModal, ContractForm, forgettingOnClose, HStack, LoadingState, Modal, SimpleGrid, Stack, Text, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { DataTable, saveFile, type DataTableColumn } from '@dapcon/shared-ui/data';
import { calendarDay, formatEuro, toDisplayDate } from '@dapcon/contract/core';
import { anularRemesa, CobrarRemesaBody, cobrarRemesa, displayIban, mostrarRemesa, remesaXml, type OperacionRemesa, type RemesaDetalle } from '@dapcon/contract/finanzas';
import { download, reportApiError, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { EstadoOperacionBadge, EstadoRemesaBadge } from './EstadoRemesa';
import './i18n';

/** Props of {@link RemesaDetalleModal}. */
export interface RemesaDetalleModalProps extends ClosableProps {
  /** The remittance shown (kept while the modal closes). */
  id: number | null;
  /**
   * Just generated: the API's message, shown at the top of the detail (the shell's success modal would
   * open under this one, out of reach).
   */
  aviso?: string | null;
}

const FORM_ID = 'cobrar-remesa';

function Dato({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="medium" data-testid={testId}>
        {children}
      </Box>
    </Stack>
  );
}

/** The remittance's reference, dates, state and totals. */
function Cabecera({ remesa }: { remesa: RemesaDetalle }) {
  const { t } = useTranslation('finanzas');
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
      <Dato label={t('remesas.detalle.referencia')}>{remesa.referencia}</Dato>
      <Dato label={t('remesas.detalle.generada')}>{toDisplayDate(remesa.created_at)}</Dato>
      <Dato label={t('remesas.detalle.fechaCobro')}>{toDisplayDate(remesa.fecha_cobro)}</Dato>
      <Dato label={t('remesas.detalle.estado')} testId="estado-remesa">
        <EstadoRemesaBadge estado={remesa.estado} />
      </Dato>
      <Dato label={t('remesas.detalle.operaciones')}>{remesa.num_operaciones}</Dato>
      <Dato label={t('remesas.detalle.importe')}>{formatEuro(remesa.importe_total)}</Dato>
      {remesa.estado === 'cobrada' ? (
        <>
          <Dato label={t('remesas.detalle.pagado')}>{toDisplayDate(remesa.pagado)}</Dato>
          <Dato label={t('remesas.detalle.cobrado')}>{formatEuro(remesa.importe_cobrado)}</Dato>
          <Dato label={t('remesas.detalle.devueltas')}>{remesa.num_devueltas}</Dato>
        </>
      ) : null}
    </SimpleGrid>
  );
}

/** The operations' columns; with `devuelta`, a checkbox per row to mark the ones the bank returned. */
function useColumnas(devuelta?: { marcadas: readonly number[]; marcar: (id: number, on: boolean) => void }): DataTableColumn<OperacionRemesa>[] {
  const { t } = useTranslation('finanzas');
  const columns: DataTableColumn<OperacionRemesa>[] = [
    {
      key: 'org_nombre',
      header: t('remesas.detalle.columns.empresa'),
      render: (o) => (
        <Stack gap="0" minW="12rem">
          <Text as="span" fontWeight="medium">
            {o.org_nombre}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted">
            {o.org_cif}
          </Text>
        </Stack>
      ),
    },
    { key: 'year', header: t('remesas.detalle.columns.year') },
    { key: 'importe', header: t('remesas.detalle.columns.importe'), align: 'end', render: (o) => <chakra.span whiteSpace="nowrap">{formatEuro(o.importe)}</chakra.span> },
    { key: 'iban', header: t('remesas.detalle.columns.iban'), render: (o) => <chakra.span whiteSpace="nowrap">{displayIban(o.iban)}</chakra.span> },
    { key: 'mandato', header: t('remesas.detalle.columns.mandato') },
    { key: 'secuencia', header: t('remesas.detalle.columns.secuencia') },
    { key: 'estado', header: t('remesas.detalle.columns.estado'), render: (o) => <EstadoOperacionBadge estado={o.estado} /> },
    { key: 'num_factura', header: t('remesas.detalle.columns.factura'), render: (o) => <chakra.span whiteSpace="nowrap">{o.num_factura ?? '—'}</chakra.span> },
  ];
  if (!devuelta) return columns;
  return [
    ...columns.filter((c) => c.key !== 'estado' && c.key !== 'num_factura'),
    {
      key: 'devuelta',
      header: t('remesas.detalle.columns.devuelta'),
      render: (o) => (
        <CheckboxField
          label={<chakra.span srOnly>{t('remesas.cobrar.devueltaDe', { nombre: o.org_nombre, year: o.year })}</chakra.span>}
          checked={devuelta.marcadas.includes(o.id)}
          onCheckedChange={(on) => devuelta.marcar(o.id, on)}
        />
      ),
    },
  ];
}

/** 'Marcar como cobrada': the payment date (today by default) and the operations the bank returned. */
function Cobrar({ remesa, onDone }: { remesa: RemesaDetalle; onDone: () => void }) {
  const { t } = useTranslation('finanzas');
  // What collecting makes stale (the remittances, their fees in /pagos, the companies' payment state)
  // is cobrarRemesa's to say: the contract's `stale`.
  const cobrar = useApiMutation(cobrarRemesa, { notify: true });
  const form = useContractForm(CobrarRemesaBody, {
    defaultValues: { pagado: calendarDay(new Date()), devueltas: [] },
    submit: async (body) => {
      await cobrar.mutateAsync({ params: { id: String(remesa.id) }, body });
      onDone();
    },
  });
  const marcadas = form.watch('devueltas') ?? [];
  const marcar = (id: number, on: boolean) =>
    form.setValue('devueltas', on ? [...marcadas.filter((m) => m !== id), id] : marcadas.filter((m) => m !== id), { shouldDirty: true });
  const columns = useColumnas({ marcadas, marcar });
  const busy = form.formState.isSubmitting;
  return (
    <ContractForm form={form} id={FORM_ID} aria-label={t('remesas.cobrar.titulo')}>
      <Stack gap="4" borderWidth="1px" borderRadius="l2" p="4">
        <Text fontWeight="semibold">{t('remesas.cobrar.titulo')}</Text>
        <Text color="fg.muted">{t('remesas.cobrar.intro')}</Text>
        <Box maxW="18rem">
          <TextControl type="date" name="pagado" label={t('remesas.cobrar.pagado')} required />
        </Box>
        <Box overflowX="auto">
          <DataTable columns={columns} rows={remesa.operaciones} rowKey={(o) => o.id} aria-label={t('remesas.detalle.tabla')} size="sm" />
        </Box>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" colorPalette="gray" onClick={onDone} disabled={busy}>
            {t('remesas.cobrar.cancelar')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('remesas.cobrar.confirmar')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

function Operaciones({ remesa }: { remesa: RemesaDetalle }) {
  const { t } = useTranslation('finanzas');
  const columns = useColumnas();
  return (
    <Box overflowX="auto">
      <DataTable columns={columns} rows={remesa.operaciones} rowKey={(o) => o.id} aria-label={t('remesas.detalle.tabla')} size="sm" />
    </Box>
  );
}

function RemesaDetalleInner({ open, onClose, id, aviso = null }: RemesaDetalleModalProps) {
  const { t } = useTranslation('finanzas');
  const { data: remesa } = useApiQuery(mostrarRemesa, { params: { id: String(id ?? 0) } }, { enabled: open && id !== null });
  const [cobrando, setCobrando] = useState(false);
  const [anulando, setAnulando] = useState(false);
  const anulacion = useApiMutation(anularRemesa, { notify: true });
  const [descargando, setDescargando] = useState(false);

  const descargar = async (r: RemesaDetalle) => {
    setDescargando(true);
    try {
      const file = await download(remesaXml, { params: { id: String(r.id) } });
      saveFile(file.blob, file.filename ?? `${r.referencia}.xml`);
    } catch (error) {
      reportApiError(error);
    } finally {
      setDescargando(false);
    }
  };

  const anular = async (r: RemesaDetalle) => {
    await anulacion.run({ params: { id: String(r.id) } });
    setAnulando(false);
  };

  const abierta = remesa?.estado === 'generada';
  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={remesa ? t('remesas.detalle.titulo', { referencia: remesa.referencia }) : t('remesas.detalle.cargando')}
        size="cover"
        footer={
          remesa && !cobrando ? (
            <HStack gap="2" flexWrap="wrap" justify="flex-end">
              <Button variant="outline" onClick={() => void descargar(remesa)} loading={descargando}>
                {t('remesas.detalle.descargar')}
              </Button>
              {abierta ? (
                <>
                  <Button aria-haspopup="dialog" colorPalette="red" variant="outline" onClick={() => setAnulando(true)}>
                    {t('remesas.detalle.anular')}
                  </Button>
                  <Button aria-haspopup="dialog" onClick={() => setCobrando(true)}>{t('remesas.detalle.cobrar')}</Button>
                </>
              ) : null}
              <Button variant="outline" colorPalette="gray" onClick={onClose}>
                {t('remesas.detalle.cerrar')}
              </Button>
            </HStack>
          ) : null
        }
      >
        {remesa ? (
          <Stack gap="4" data-testid="remesa-detalle">
            {aviso ? (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{aviso}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Cabecera remesa={remesa} />
            {cobrando && abierta ? <Cobrar remesa={remesa} onDone={() => setCobrando(false)} /> : <Operaciones remesa={remesa} />}
          </Stack>
        ) : (
          <LoadingState />
        )}
      </Modal>
      <ConfirmModal
        open={anulando}
        message={t('remesas.detalle.confirmarAnular')}
        onConfirm={() => (remesa ? void anular(remesa) : undefined)}
        onCancel={() => setAnulando(false)}
        loading={anulacion.isPending}
        destructive
      />
    </>
  );
}

/** A remittance's detail: read when it opens, its collection form starting again each time. */
export const RemesaDetalleModal = forgettingOnClose(RemesaDetalleInner);
