// The mock API of the administrator's dashboard (contract/src/panel/consolidado.ts; docs/home.md step 1):
// fixtures only, the administration only. The dashboard answers a few rows in each of the six lists;
// each action answers a success built from its fixture row and what was sent (404 for a row the
// fixtures do not have) and changes nothing: what an action changes (a confirmed transfer leaving its
// list, a renewed company moving to those pending payment, a declaration expired or paid leaving its
// own) and what the API refuses (409) are the API's (mf-home's PanelAdministracion.api.test.tsx).
// `mockConsolidado.answer` replaces the whole answer for a test or a story; `resetMockConsolidado`
// clears it.
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import {
  actualizarDapconPanel,
  confirmarPagoDapconPanel,
  confirmarPagoOrganizacionPanel,
  ActualizarDapconPanelBody,
  ConfirmarPagoPanelBody,
  panelConsolidado,
  RenovarOrganizacionBody,
  renovarOrganizacionPanel,
  type PanelConsolidado,
  type PanelDapcon,
  type PanelDapconTransferencia,
  type PanelOrganizacion,
  type PanelOrganizacionTransferencia,
  type PanelRenovacion,
  type PanelTicket,
} from '@dapcon/contract/panel';
import { FINANZAS_MSG } from '@dapcon/contract/finanzas';
import { MSG } from '@dapcon/contract/core';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess } from './handlers';

const ANYO = new Date().getFullYear();

/** The rows the dashboard answers. */
export const MOCK_CONSOLIDADO = {
  organizaciones: [
    { id: 4, org_cif: 'B17238452', org_nombre: 'Aïllaments Montseny, S.L.', year: ANYO, importe: '450.00' },
    { id: 31, org_cif: 'B25418730', org_nombre: 'Àrids del Segrià, S.L.', year: null, importe: null },
  ] as PanelOrganizacion[],
  organizaciones_transferencia: [
    { id: 12, org_cif: 'B08473916', org_nombre: 'Formigons del Penedès, S.L.', year: ANYO, importe: '900.00' },
    { id: 27, org_cif: 'A43129875', org_nombre: 'Prefabricats de Tarragona, S.A.', year: ANYO, importe: '1500.00' },
  ] as PanelOrganizacionTransferencia[],
  renovacion: [
    { id: 5, org_cif: 'G17412768', org_nombre: "Associació de Fusters de l'Empordà", org_tipo: 'asociacion', org_tamanio: 'socios_5', aniversario: `${ANYO}-01-11`, importe: '300.00' },
    { id: 18, org_cif: 'B08956321', org_nombre: 'Ceràmiques Bosch, S.L.', org_tipo: 'empresa', org_tamanio: 'pme_50', aniversario: `${ANYO}-12-02`, importe: '450.00' },
  ] as PanelRenovacion[],
  dapcon: [
    { id: 7, dapcon_codigo: 'DAPcon-2021-0007', dv_nombre_producto: 'Mortero de cal hidráulica natural', org_cif: 'A08612343', org_nombre: 'Cementos del Llobregat, S.A.', dapcon_valido_hasta: `${ANYO}-10-31`, vencida: true },
    { id: 9, dapcon_codigo: 'DAPcon-2021-0011', dv_nombre_producto: 'Bloque de hormigón aligerado', org_cif: 'A08612343', org_nombre: 'Cementos del Llobregat, S.A.', dapcon_valido_hasta: `${ANYO + 1}-01-20`, vencida: false },
  ] as PanelDapcon[],
  dapcon_transferencia: [
    { id: 3, dapcon_codigo: null, dv_nombre_producto: 'Hormigón preparado HA-25/B/20/IIa', org_cif: 'A08612343', org_nombre: 'Cementos del Llobregat, S.A.', estado: 'verificada' },
  ] as PanelDapconTransferencia[],
  tickets: [
    { id: 1, titulo: 'Unidad funcional', dapcon_id: 2, dapcon_codigo: null, dv_nombre_producto: 'Mortero de albañilería M-7,5', idioma_id: 1, ultimo_mensaje: `${ANYO}-11-15T10:30:00Z` },
  ] as PanelTicket[],
};

/** Set: the answer of every `GET /panel/consolidado` from now on (a test's or a story's); null: the rows below. */
export const mockConsolidado: { answer: PanelConsolidado | null } = { answer: null };

/** Back to the fixture rows' answer. */
export function resetMockConsolidado(): void {
  mockConsolidado.answer = null;
}

/** The answer made from the fixture rows. */
export function consolidadoMock(): PanelConsolidado {
  const lista = <T>(rows: readonly T[]) => ({ total: rows.length, data: rows.slice(0, 50).map((r) => ({ ...r })) });
  return {
    organizaciones: lista(MOCK_CONSOLIDADO.organizaciones),
    organizaciones_transferencia: lista(MOCK_CONSOLIDADO.organizaciones_transferencia),
    renovacion: lista(MOCK_CONSOLIDADO.renovacion),
    dapcon: lista(MOCK_CONSOLIDADO.dapcon),
    dapcon_transferencia: lista(MOCK_CONSOLIDADO.dapcon_transferencia),
    tickets: lista(MOCK_CONSOLIDADO.tickets),
    dias_aviso_renovacion: 60,
    dias_aviso_caducidad: 90,
  };
}

/** The fixture row of `id`, or the 404 the API gives for one it does not have. */
function fixture<T extends { id: number }>(rows: readonly T[], id: number | string | undefined): T {
  const row = rows.find((r) => r.id === Number(id));
  if (!row) throw mockError(404, MSG.noEncontrado);
  return row;
}

export const panelConsolidadoHandlers: readonly HttpHandler[] = [
  mockEndpoint(panelConsolidado, (input) => {
    mockRequireAccess(input, panelConsolidado.access);
    return mockConsolidado.answer ?? consolidadoMock();
  }),
  mockEndpoint(confirmarPagoOrganizacionPanel, (input) => {
    mockRequireAccess(input, confirmarPagoOrganizacionPanel.access);
    const fila = fixture(MOCK_CONSOLIDADO.organizaciones_transferencia, input.params.id);
    const { pagado } = v.parse(ConfirmarPagoPanelBody, input.body);
    return mockAnswer(
      {
        id: 1000 + fila.id,
        org_id: fila.id,
        org_cif: fila.org_cif,
        org_nombre: fila.org_nombre,
        year: fila.year,
        pagado,
        importe: fila.importe,
        observaciones: null,
        tipo: 'Renovado' as const,
        num_order: null,
        num_factura: `F${pagado.slice(0, 4)}-0999`,
        no_comisionable: false,
        metodo_pago: 'T' as const,
      },
      { message: FINANZAS_MSG.pagoRegistrado },
    );
  }),
  mockEndpoint(renovarOrganizacionPanel, (input) => {
    mockRequireAccess(input, renovarOrganizacionPanel.access);
    const fila = fixture(MOCK_CONSOLIDADO.renovacion, input.params.id);
    const body = v.parse(RenovarOrganizacionBody, input.body);
    return mockAnswer(
      {
        id: 2000 + fila.id,
        org_id: fila.id,
        org_cif: fila.org_cif,
        org_nombre: fila.org_nombre,
        year: body.year,
        pagado: null,
        importe: body.importe,
        observaciones: body.observaciones ?? null,
        tipo: 'Renovado' as const,
        num_order: null,
        num_factura: null,
        no_comisionable: false,
        metodo_pago: null,
      },
      { message: MSG.operacionCorrecta },
    );
  }),
  mockEndpoint(actualizarDapconPanel, (input) => {
    mockRequireAccess(input, actualizarDapconPanel.access);
    const fila = fixture(MOCK_CONSOLIDADO.dapcon, v.parse(ActualizarDapconPanelBody, input.body).id);
    return mockAnswer({ id: fila.id, estado: 'caducada' }, { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(confirmarPagoDapconPanel, (input) => {
    mockRequireAccess(input, confirmarPagoDapconPanel.access);
    const fila = fixture(MOCK_CONSOLIDADO.dapcon_transferencia, input.params.id);
    const { pagado } = v.parse(ConfirmarPagoPanelBody, input.body);
    return mockAnswer(
      {
        dapcon_id: fila.id,
        org_id: 1,
        dapcon_codigo: fila.dapcon_codigo,
        pagado,
        importe: '1750.00',
        num_factura: `F${pagado.slice(0, 4)}-0998`,
        importe_previsto: '1750.00',
        renovacion: false,
        idiomas: 2,
      },
      { message: FINANZAS_MSG.pagoRegistrado },
    );
  }),
];
