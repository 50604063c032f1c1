// The mock API of the administrator's dashboard (contract/src/panel/consolidado.ts; docs/home.md step 1):
// a few rows in each of the six lists, the administration only. The actions work on them as the API's
// do: a confirmed transfer leaves its list, a renewed company moves from 'renovacion' to
// 'organizaciones' (its fee owed), an expired declaration and a paid one leave theirs; unknown ids are
// 404, a declaration expired twice is 409. `mockConsolidado.answer` replaces the whole answer for a
// test or a story; `resetMockConsolidado` puts the rows back.
import type { HttpHandler } from 'msw';
import {
  actualizarDapconPanel,
  confirmarPagoDapconPanel,
  confirmarPagoOrganizacionPanel,
  PANEL_MSG,
  panelConsolidado,
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

/** The rows the mock starts with. */
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

type Filas = { [K in keyof typeof MOCK_CONSOLIDADO]: (typeof MOCK_CONSOLIDADO)[K][number][] };

let filas: Filas = copia();

function copia(): Filas {
  return Object.fromEntries(Object.entries(MOCK_CONSOLIDADO).map(([k, rows]) => [k, rows.map((r) => ({ ...r }))])) as unknown as Filas;
}

/** Set: the answer of every `GET /panel/consolidado` from now on (a test's or a story's); null: the rows below. */
export const mockConsolidado: { answer: PanelConsolidado | null } = { answer: null };

/** Back to the rows the mock starts with. */
export function resetMockConsolidado(): void {
  filas = copia();
  mockConsolidado.answer = null;
}

/** The answer made from the rows. */
export function consolidadoMock(): PanelConsolidado {
  const lista = <T>(rows: T[]) => ({ total: rows.length, data: rows.slice(0, 50) });
  return {
    organizaciones: lista(filas.organizaciones),
    organizaciones_transferencia: lista(filas.organizaciones_transferencia),
    renovacion: lista(filas.renovacion),
    dapcon: lista(filas.dapcon),
    dapcon_transferencia: lista(filas.dapcon_transferencia),
    tickets: lista(filas.tickets),
    dias_aviso_renovacion: 60,
    dias_aviso_caducidad: 90,
  };
}

const hoy = () => new Date().toISOString().slice(0, 10);

export const panelConsolidadoHandlers: readonly HttpHandler[] = [
  mockEndpoint(panelConsolidado, (input) => {
    mockRequireAccess(input, panelConsolidado.access);
    return mockConsolidado.answer ?? consolidadoMock();
  }),
  mockEndpoint(confirmarPagoOrganizacionPanel, (input) => {
    mockRequireAccess(input, confirmarPagoOrganizacionPanel.access);
    const id = Number(input.params.id);
    const fila = filas.organizaciones_transferencia.find((o) => o.id === id);
    if (!fila) throw mockError(409, PANEL_MSG.panelSinTransferencia);
    filas.organizaciones_transferencia = filas.organizaciones_transferencia.filter((o) => o !== fila);
    const { pagado } = input.body as { pagado: string };
    return mockAnswer(
      {
        id: 1000 + id,
        org_id: id,
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
    const id = Number(input.params.id);
    const fila = filas.renovacion.find((o) => o.id === id);
    if (!fila) throw mockError(404, MSG.noEncontrado);
    const body = input.body as { importe: string; year: number | string; observaciones?: string };
    const importe = String(body.importe).replace(/\./g, '').replace(',', '.');
    const canonico = /^\d+$/.test(importe) ? `${importe}.00` : importe;
    filas.renovacion = filas.renovacion.filter((o) => o !== fila);
    filas.organizaciones.push({ id, org_cif: fila.org_cif, org_nombre: fila.org_nombre, year: Number(body.year), importe: canonico });
    return mockAnswer(
      {
        id: 2000 + id,
        org_id: id,
        org_cif: fila.org_cif,
        org_nombre: fila.org_nombre,
        year: Number(body.year),
        pagado: null,
        importe: canonico,
        observaciones: body.observaciones || null,
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
    const id = Number((input.body as { id: number | string }).id);
    const fila = filas.dapcon.find((d) => d.id === id);
    if (!fila) throw mockError(409, 'La DAPcon no está publicada.');
    filas.dapcon = filas.dapcon.filter((d) => d !== fila);
    return mockAnswer({ id, estado: 'caducada' }, { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(confirmarPagoDapconPanel, (input) => {
    mockRequireAccess(input, confirmarPagoDapconPanel.access);
    const id = Number(input.params.id);
    const fila = filas.dapcon_transferencia.find((d) => d.id === id);
    if (!fila) throw mockError(409, PANEL_MSG.panelDapconSinPagoPendiente);
    filas.dapcon_transferencia = filas.dapcon_transferencia.filter((d) => d !== fila);
    const { pagado } = input.body as { pagado: string };
    return mockAnswer(
      {
        dapcon_id: id,
        org_id: 1,
        dapcon_codigo: fila.dapcon_codigo,
        pagado: pagado || hoy(),
        importe: '1750.00',
        num_factura: `F${(pagado || hoy()).slice(0, 4)}-0998`,
        importe_previsto: '1750.00',
        renovacion: false,
        idiomas: 2,
      },
      { message: FINANZAS_MSG.pagoRegistrado },
    );
  }),
];
