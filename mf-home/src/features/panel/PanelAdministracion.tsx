import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Button, chakra, Heading, HStack, lazyComponent, Link, LoadingState, RouterLink, SimpleGrid, Stack, StatusBadge, Text } from '@dapcon/shared-ui';
import { formatEuro, toDisplayDate } from '@dapcon/contract/core';
import { panelConsolidado, type ListaPanel, type PanelConsolidado, type PanelDapcon, type PanelRenovacion } from '@dapcon/contract/panel';
import type { CifrasRegistroProps } from '@dapcon/contract/registro';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import type { PagoPendiente } from './PanelModales';
import './i18n';

// The modals (their forms, the company types' lists) load when one opens: the dashboard alone stays small.
const cargarModales = () => import('./PanelModales');
const FechaPagoModal = lazyComponent(cargarModales, (m) => m.FechaPagoModal);
const RenovarModal = lazyComponent(cargarModales, (m) => m.RenovarModal);
const CaducarModal = lazyComponent(cargarModales, (m) => m.CaducarModal);

/** The modal open on the dashboard, if any. */
type Accion = { tipo: 'pago'; pendiente: PagoPendiente } | { tipo: 'renovar'; fila: PanelRenovacion } | { tipo: 'caducar'; fila: PanelDapcon } | null;

/** One row of a card: its link (the company's or declaration's page, or the ticket), what it says, and its action. */
function Fila({ to, titulo, detalle, accion }: { to: string; titulo: ReactNode; detalle: ReactNode; accion?: ReactNode }) {
  return (
    <chakra.li display="flex" alignItems="center" gap="3" py="2" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} data-testid="panel-fila">
      <Box flex="1" minW="0">
        <Link asChild fontWeight="medium">
          <RouterLink to={to}>
            {/* One flow of text: the link lays out its children as flex items, so 'Sin código · ' and the
                product's name would otherwise sit side by side as two columns, each wrapping apart. */}
            <chakra.span data-testid="panel-fila-titulo">{titulo}</chakra.span>
          </RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {detalle}
        </Text>
      </Box>
      {accion}
    </chakra.li>
  );
}

/** What people wrote (a company's or product's name, a ticket's title): data, in the language it was written in. */
function Dato({ children }: { children: string }) {
  return <chakra.span data-user-content>{children}</chakra.span>;
}

/** A card: its title and count badge, what it lists, its rows or its empty text, and how many more there are. */
function Tarjeta({ lista, total, shown, ayuda, children }: { lista: ListaPanel; total: number; shown: number; ayuda: string; children: ReactNode }) {
  const { t } = useTranslation('home-panel');
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" rounded="l2" p="4" bg="bg" data-testid={`panel-${lista}`} display="flex" flexDirection="column" minH="48">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as="h3" id={id} size="md">
          {t(`tarjetas.${lista}.titulo`)}
        </Heading>
        <span aria-label={t('total', { count: total })}>
          <StatusBadge palette={total === 0 ? 'gray' : lista === 'dapcon' || lista === 'tickets' ? 'orange' : 'blue'} testId="panel-total">
            {total}
          </StatusBadge>
        </span>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {ayuda}
      </Text>
      {total === 0 ? (
        <Text mt="4" color="fg.muted" data-testid="panel-vacio">
          {t(`tarjetas.${lista}.vacio`)}
        </Text>
      ) : (
        <>
          <chakra.ul listStyleType="none" mt="3" maxH="80" overflowY="auto" pe="1">
            {children}
          </chakra.ul>
          {total > shown ? (
            <Text fontSize="sm" color="fg.muted" mt="2">
              {t('mas', { count: total - shown, shown })}
            </Text>
          ) : null}
        </>
      )}
    </Box>
  );
}

/** The six cards of the dashboard's answer, with their actions. */
export function PanelTarjetas({ panel, onAccion }: { panel: PanelConsolidado; onAccion: (accion: NonNullable<Accion>) => void }) {
  const { t } = useTranslation('home-panel');
  const ayuda = (lista: ListaPanel) => t(`tarjetas.${lista}.ayuda`, { dias: lista === 'renovacion' ? panel.dias_aviso_renovacion : panel.dias_aviso_caducidad });
  const tarjeta = (lista: ListaPanel, filas: ReactNode) => (
    <Tarjeta key={lista} lista={lista} total={panel[lista].total} shown={panel[lista].data.length} ayuda={ayuda(lista)}>
      {filas}
    </Tarjeta>
  );
  const boton = (label: string, onClick: () => void, destructive = false) => (
    <Button size="xs" variant="outline" colorPalette={destructive ? 'red' : 'brand'} onClick={onClick} flexShrink={0}>
      {label}
    </Button>
  );
  const codigo = (c: string | null) => c ?? t('fila.sinCodigo');
  return (
    <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4">
      {tarjeta(
        'organizaciones',
        panel.organizaciones.data.map((o) => (
          <Fila
            key={o.id}
            to={`/empresas/${o.org_cif}`}
            titulo={<Dato>{o.org_nombre}</Dato>}
            detalle={`${o.org_cif} · ${o.year === null || o.importe === null ? t('fila.sinCuota') : t('fila.debe', { year: o.year, importe: formatEuro(o.importe) })}`}
          />
        )),
      )}
      {tarjeta(
        'organizaciones_transferencia',
        panel.organizaciones_transferencia.data.map((o) => (
          <Fila
            key={o.id}
            to={`/empresas/${o.org_cif}`}
            titulo={<Dato>{o.org_nombre}</Dato>}
            detalle={`${o.org_cif} · ${t('fila.debe', { year: o.year, importe: formatEuro(o.importe) })}`}
            accion={boton(t('acciones.confirmarPago'), () => onAccion({ tipo: 'pago', pendiente: { tipo: 'organizacion', fila: o } }))}
          />
        )),
      )}
      {tarjeta(
        'renovacion',
        panel.renovacion.data.map((o) => (
          <Fila
            key={o.id}
            to={`/empresas/${o.org_cif}`}
            titulo={<Dato>{o.org_nombre}</Dato>}
            detalle={`${o.org_cif} · ${t('fila.aniversario', { fecha: toDisplayDate(o.aniversario) })}`}
            accion={boton(t('acciones.renovar'), () => onAccion({ tipo: 'renovar', fila: o }))}
          />
        )),
      )}
      {tarjeta(
        'dapcon',
        panel.dapcon.data.map((d) => (
          <Fila
            key={d.id}
            to={`/dapcon/${d.id}/1`}
            titulo={
              <>
                {codigo(d.dapcon_codigo)} · <Dato>{d.dv_nombre_producto}</Dato>
              </>
            }
            detalle={
              <>
                <Dato>{d.org_nombre}</Dato> · {t(d.vencida ? 'fila.caducada' : 'fila.caduca', { fecha: toDisplayDate(d.dapcon_valido_hasta) })}
              </>
            }
            accion={boton(t('acciones.caducado'), () => onAccion({ tipo: 'caducar', fila: d }), true)}
          />
        )),
      )}
      {tarjeta(
        'dapcon_transferencia',
        panel.dapcon_transferencia.data.map((d) => (
          <Fila
            key={d.id}
            to={`/dapcon/${d.id}/1`}
            titulo={
              <>
                {codigo(d.dapcon_codigo)} · <Dato>{d.dv_nombre_producto}</Dato>
              </>
            }
            detalle={
              <>
                <Dato>{d.org_nombre}</Dato> · {t(`fila.estado.${d.estado}`, { defaultValue: d.estado })}
              </>
            }
            accion={boton(t('acciones.confirmarPago'), () => onAccion({ tipo: 'pago', pendiente: { tipo: 'dapcon', fila: d } }))}
          />
        )),
      )}
      {tarjeta(
        'tickets',
        panel.tickets.data.map((i) => (
          <Fila
            key={i.id}
            to={`/tickets/${i.id}`}
            titulo={<Dato>{i.titulo}</Dato>}
            detalle={
              <>
                {codigo(i.dapcon_codigo)} · <Dato>{i.dv_nombre_producto}</Dato> · {t('fila.ultimoMensaje', { fecha: toDisplayDate(i.ultimo_mensaje.slice(0, 10)) })}
              </>
            }
          />
        )),
      )}
    </SimpleGrid>
  );
}

/**
 * The administrator's dashboard (spec part 1 §2 'Administrator home'; docs/home.md step 1): six
 * cards from one request (`GET /panel/consolidado`), each with its count badge, its most urgent rows
 * and its empty text; the actions' modals (payment date, renewal, expiry confirmation) close on 200
 * and the dashboard reads its lists again. A failure: the shell's modal and 'Reintentar' in place.
 */
export function PanelAdministracion() {
  const { t } = useTranslation('home-panel');
  const { data, error, isPending, refetch } = useApiQuery(panelConsolidado, undefined, { staleTime: 0 });
  const [accion, setAccion] = useState<Accion>(null);
  const cerrar = () => setAccion(null);

  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  return (
    <Stack as="section" gap="4" aria-label={t('titulo')} data-testid="panel-administracion">
      <Heading as="h2" size="lg">
        {t('titulo')}
      </Heading>
      {data ? (
        <PanelTarjetas panel={data} onAccion={setAccion} />
      ) : isPending ? (
        <LoadingState label={t('cargando')} />
      ) : (
        <Stack gap="2" align="flex-start" data-testid="panel-error">
          <Text>{t('error')}</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('reintentar')}
          </Button>
        </Stack>
      )}
      {/* mf-registro's figures of the public registry: its own request, loading and failing on its own. */}
      <RemotePanel<CifrasRegistroProps> remote="mf_registro" module="CifrasRegistro" props={{}} />
      <Suspense fallback={null}>
        {accion?.tipo === 'pago' ? <FechaPagoModal pendiente={accion.pendiente} onClose={cerrar} /> : null}
        {accion?.tipo === 'renovar' ? <RenovarModal fila={accion.fila} onClose={cerrar} /> : null}
        {accion?.tipo === 'caducar' ? <CaducarModal fila={accion.fila} onClose={cerrar} /> : null}
      </Suspense>
    </Stack>
  );
}
