import { useState } from 'react';
import { Alert, Box, Button, ConfirmModal, HStack, Heading, LoadingState, RouterLink, Stack, Text, chakra } from '@dapcon/shared-ui';
import { ListTable, useLocalListQuery, type DataTableColumn } from '@dapcon/shared-ui/data';
import { formatEuro } from '@dapcon/contract/core';
import { consultoresListado } from '@dapcon/contract/consultores';
import { empresaPorCif, type EmpresaDetalle } from '@dapcon/contract/empresas';
import { COMISIONES_SORTABLE, comisiones, eliminarComision, FINANZAS_MSG, sincronizarComisiones, type Comision } from '@dapcon/contract/finanzas';
import { feedback, useTranslation, type EmpresaComisionesProps } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { DefinirComisionistaModal } from './features/comisiones/DefinirComisionistaModal';
import { filtrosActivos, FiltroComisionesModal } from './features/comisiones/FiltroComisionesModal';
import { NombreComision, PagoComision, useMensaje, useTiposComision } from './features/comisiones/shared';
import './i18n';

/** The company's agent and type, the buttons over them, and the table of its commissions. */
function ComisionesEmpresa({ empresa }: { empresa: EmpresaDetalle }) {
  const { t } = useTranslation('finanzas');
  const mensaje = useMensaje();
  const { opciones: tipos, nombre, nombreDe } = useTiposComision();
  const { data: agentes = [] } = useApiQuery(consultoresListado, { query: { es_comisionista: true } });
  const list = useLocalListQuery(comisiones, { filters: { org_id: String(empresa.org_id) } });
  const [definiendo, setDefiniendo] = useState(false);
  const [filtrando, setFiltrando] = useState(false);
  const [sincronizando, setSincronizando] = useState(false);
  const [eliminando, setEliminando] = useState<Comision | null>(null);
  // The commissions (and, after 'Definir Comisionista', the company) read again: each write's `stale`.
  const sincronizacion = useApiMutation(sincronizarComisiones);
  const eliminacion = useApiMutation(eliminarComision, { notify: true });

  const agenteId = empresa.comisionista_id;
  const agente = agenteId === null ? undefined : agentes.find((a) => a.id === agenteId);
  const activos = filtrosActivos(list);

  const sincronizar = async () => {
    const res = await sincronizacion.run({ body: { org_id: empresa.org_id, comisionista_id: agenteId } });
    if (res) feedback.success(`${res.message}: ${t('comisiones.sincronizacion', res.data)}`);
    setSincronizando(false);
  };

  const eliminar = async (comision: Comision) => {
    await eliminacion.run({ params: { id: String(comision.id) } });
    setEliminando(null);
  };

  const columns: DataTableColumn<Comision>[] = [
    { key: 'comisionista', header: t('comisiones.columns.comisionista'), render: (r) => r.consultor.nombre_completo },
    { key: 'comision_nombre', header: t('comisiones.columns.comision'), render: (r) => <NombreComision comision={r} tipo={nombre(r)} /> },
    { key: 'importe', header: t('comisiones.columns.importe'), align: 'end', render: (r) => <chakra.span whiteSpace="nowrap">{formatEuro(r.importe)}</chakra.span> },
    { key: 'total_comision', header: t('comisiones.columns.total'), align: 'end', render: (r) => <chakra.span whiteSpace="nowrap">{formatEuro(r.total_comision)}</chakra.span> },
    { key: 'fecha_pago', header: t('comisiones.columns.pagado'), render: (r) => <PagoComision fecha={r.fecha_pago} /> },
    { key: 'year', header: t('comisiones.columns.year') },
    ...(agenteId === null
      ? []
      : [
          {
            key: 'acciones',
            header: t('comisiones.columns.acciones'),
            render: (r: Comision) => (
              <Button aria-haspopup="dialog"
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={r.fecha_pago !== null}
                aria-label={t('comisiones.eliminarDe', { comision: r.comision_nombre, year: r.year })}
                onClick={() => setEliminando(r)}
              >
                {t('comisiones.eliminar')}
              </Button>
            ),
          },
        ]),
  ];

  return (
    <Stack gap="4">
      <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
        <Stack gap="3">
          {agenteId === null ? (
            <Alert.Root status="warning" data-testid="sin-comisionista">
              <Alert.Indicator />
              <Alert.Title>{mensaje(FINANZAS_MSG.sinComisionista)}</Alert.Title>
            </Alert.Root>
          ) : (
            <HStack gap="8" flexWrap="wrap" align="flex-start">
              <Stack gap="0.5">
                <Text fontSize="sm" color="fg.muted">
                  {t('comisiones.comisionista')}
                </Text>
                <Text fontWeight="medium" data-testid="comisionista">
                  {agente ? `${agente.full_name} (${agente.consultor_nif})` : '…'}
                </Text>
              </Stack>
              <Stack gap="0.5">
                <Text fontSize="sm" color="fg.muted">
                  {t('comisiones.tipoComision')}
                </Text>
                <Text fontWeight="medium" data-testid="tipo-comision">
                  {nombreDe(empresa.tipo_comision)}
                </Text>
              </Stack>
            </HStack>
          )}
          <HStack gap="2" flexWrap="wrap">
            <Button aria-haspopup="dialog" size="sm" onClick={() => setDefiniendo(true)}>
              {t('comisiones.definir')}
            </Button>
            {agente ? (
              <Button size="sm" variant="outline" asChild>
                <RouterLink to={`/consultores/${agente.consultor_nif}`}>{t('comisiones.verConsultor', { nombre: agente.full_name })}</RouterLink>
              </Button>
            ) : null}
            {agenteId !== null ? (
              <Button aria-haspopup="dialog" size="sm" variant="outline" onClick={() => setSincronizando(true)}>
                {t('comisiones.sincronizar')}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Box>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h3" size="md">
          {t('comisiones.tablaEmpresa')}
        </Heading>
        <Button aria-haspopup="dialog" size="sm" variant="outline" onClick={() => setFiltrando(true)}>
          {activos > 0 ? t('comisiones.filtrarN', { count: activos }) : t('comisiones.filtrar')}
        </Button>
      </HStack>
      <Box overflowX="auto">
        <ListTable list={list} columns={columns} rowKey={(r) => r.id} sortable={COMISIONES_SORTABLE} aria-label={t('comisiones.tablaEmpresa')} emptyText={t('comisiones.sinDatos')} />
      </Box>
      <FiltroComisionesModal open={filtrando} onClose={() => setFiltrando(false)} list={list} tipos={tipos} />
      <DefinirComisionistaModal
        open={definiendo}
        onClose={() => setDefiniendo(false)}
        orgId={empresa.org_id}
        comisionistaId={agenteId}
        tipoComision={empresa.tipo_comision}
        comisionistas={agentes.map((a) => ({ value: String(a.id), label: `${a.full_name} (${a.consultor_nif})` }))}
        tipos={tipos}
      />
      <ConfirmModal
        open={sincronizando}
        message={mensaje(FINANZAS_MSG.confirmarSincronizar)}
        onConfirm={() => void sincronizar()}
        onCancel={() => setSincronizando(false)}
        loading={sincronizacion.isPending}
      />
      <ConfirmModal
        open={eliminando !== null}
        message={mensaje(FINANZAS_MSG.confirmarEliminarComision)}
        onConfirm={() => (eliminando ? void eliminar(eliminando) : undefined)}
        onCancel={() => setEliminando(null)}
        loading={eliminacion.isPending}
        destructive
      />
    </Stack>
  );
}

/**
 * A company's commissions, exposed as `mf_finanzas/EmpresaComisiones` for mf-empresas's company page
 * ('Comisiones' tab, spec part 2 §2.8), which mounts it with `RemotePanel`: the company's agent and
 * commission type (or 'No se ha definido ningún consultor'), 'Definir Comisionista', a link to the
 * agent's page, 'Sincronizar' (after confirming), and the table of its commissions (agent, commission,
 * type, amount, total, payment date or 'No', year, delete while unpaid) with its filters.
 */
export default function EmpresaComisiones({ cif }: EmpresaComisionesProps) {
  const { t } = useTranslation('finanzas');
  const { data: empresa } = useApiQuery(empresaPorCif, { params: { cif } });
  return (
    <Stack gap="2" data-cif={cif}>
      <Heading as="h2" size="lg">
        {t('comisiones.titulo')}
      </Heading>
      {empresa ? <ComisionesEmpresa empresa={empresa} /> : <LoadingState />}
    </Stack>
  );
}
