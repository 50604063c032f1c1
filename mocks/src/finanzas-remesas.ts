// The mock API of the finance area's bank remittance (contract/src/finanzas/remesas.ts; docs/finanzas.md
// 'The bank remittance'): a small fixture of direct-debited fees (method 'R'), some of companies with a
// signed SEPA mandate and two of companies without one, and three remittances (one collected with an
// operation the bank returned, one cancelled, one generated and awaiting the bank). The pending preview
// counts the owed fees with a mandate that no open remittance carries, one per mandate (the newest; a
// mandate with a debit in the open remittance waits), and lists the rest; generating takes them (201),
// or answers 409 when there is none or the creditor data is incomplete; collecting registers the fees
// not returned as paid (an invoice each) and leaves the returned ones owed; collecting and cancelling
// answer 409 unless the remittance is 'generada'; the XML is a small pain.008 body. The list answers the
// remittances as they are (which a state lists, in which order, is the API's: mf-finanzas's
// RemesasPage.api.test.tsx). Every route is the administration's (anyone else 403), as the API's.
import * as v from 'valibot';
import { conIva, datePrefixedName, MSG, PER_PAGE, sumImportes } from '@dapcon/contract/core';
import {
  anularRemesa,
  CobrarRemesaBody,
  cobrarRemesa,
  FINANZAS_MSG,
  GenerarRemesaBody,
  generarRemesa,
  mostrarRemesa,
  REMESAS_EXCEL_NAME,
  remesaPendiente,
  remesas,
  RemesasQuery,
  remesaXml,
  type OperacionRemesa,
  type Remesa,
  type RemesaDetalle,
  type RemesaPendiente,
} from '@dapcon/contract/finanzas';
import { mockData } from './data';
import { mockCaller } from './dapcon';
import { MOCK_DATOS_BANCARIOS } from './finanzas-tarifas';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

const ANYO = new Date().getFullYear();

/** The signed SEPA mandates of the fixture, by company: companies 1, 4 and 5 have one; 6 and 7 none. */
export const MOCK_MANDATOS: Readonly<Record<number, { referencia: string; iban: string }>> = {
  1: { referencia: 'DAPCON-1', iban: 'ES6621000418401234567891' },
  4: { referencia: 'DAPCON-4', iban: 'ES1000492352082414205416' },
  5: { referencia: 'DAPCON-5', iban: 'ES7620770024003102575766' },
};

/** A direct-debited fee as the remittance mock holds it. */
export interface MockCuotaDomiciliada {
  cuota_id: number;
  org_id: number;
  year: number;
  importe: string;
  pagado: string | null;
  num_factura: string | null;
}

/** A remittance as the mock holds it: its operations inside. */
export type MockRemesa = RemesaDetalle;

function empresa(orgId: number): { org_nombre: string; org_cif: string } {
  const found = mockData.empresas.find((e) => e.org_id === orgId);
  return { org_nombre: found?.org_nombre ?? '', org_cif: found?.org_cif ?? '' };
}

function cuotasIniciales(): MockCuotaDomiciliada[] {
  return [
    // The demo company's owed fee of last year (finanzas-cuotas.ts, fee 3).
    { cuota_id: 3, org_id: 1, year: ANYO - 1, importe: '1200.00', pagado: null, num_factura: null },
    { cuota_id: 201, org_id: 4, year: ANYO, importe: '450.00', pagado: null, num_factura: null },
    { cuota_id: 202, org_id: 5, year: ANYO, importe: '800.00', pagado: null, num_factura: null },
    // Without a mandate: they cannot go in a remittance.
    { cuota_id: 203, org_id: 6, year: ANYO, importe: '450.00', pagado: null, num_factura: null },
    { cuota_id: 204, org_id: 7, year: ANYO - 1, importe: '300.00', pagado: null, num_factura: null },
    // Collected last year by remittance 1; 206 was returned by the bank and is still owed.
    { cuota_id: 205, org_id: 4, year: ANYO - 1, importe: '450.00', pagado: `${ANYO - 1}-03-12`, num_factura: `F${ANYO - 1}-0101` },
    { cuota_id: 206, org_id: 5, year: ANYO - 1, importe: '800.00', pagado: null, num_factura: null },
  ];
}

/** The reference of a remittance, as the API writes it. */
export function mockReferenciaRemesa(id: number): string {
  return `DAPCON-REM-${String(id).padStart(6, '0')}`;
}

function operacion(id: number, c: MockCuotaDomiciliada, secuencia: OperacionRemesa['secuencia'], estado: OperacionRemesa['estado']): OperacionRemesa {
  const mandato = MOCK_MANDATOS[c.org_id];
  return {
    id,
    cuota_id: c.cuota_id,
    org_id: c.org_id,
    ...empresa(c.org_id),
    year: c.year,
    // Debited with 21 % VAT, as the API does.
    importe: conIva(c.importe).importe_total,
    iban: mandato?.iban ?? '',
    mandato: mandato?.referencia ?? '',
    secuencia,
    estado,
    num_factura: estado === 'cobrada' ? c.num_factura : null,
  };
}

function remesa(id: number, fecha_cobro: string, created_at: string, estado: Remesa['estado'], pagado: string | null, operaciones: OperacionRemesa[]): MockRemesa {
  const cobradas = operaciones.filter((o) => o.estado === 'cobrada');
  return {
    id,
    referencia: mockReferenciaRemesa(id),
    fecha_cobro,
    estado,
    num_operaciones: operaciones.length,
    importe_total: sumImportes(operaciones.map((o) => o.importe)),
    num_devueltas: operaciones.filter((o) => o.estado === 'devuelta').length,
    importe_cobrado: sumImportes(cobradas.map((o) => o.importe)),
    pagado,
    created_at,
    operaciones,
  };
}

/** The fixtures' remittances, newest first (the list's default order, as the list answers them). */
function remesasIniciales(cuotas: readonly MockCuotaDomiciliada[]): MockRemesa[] {
  const c = (id: number) => cuotas.find((x) => x.cuota_id === id) as MockCuotaDomiciliada;
  return [
    remesa(3, `${ANYO}-12-30`, `${ANYO}-01-15T08:30:00.000Z`, 'generada', null, [operacion(4, c(202), 'RCUR', 'pendiente')]),
    remesa(2, `${ANYO - 1}-11-05`, `${ANYO - 1}-10-28T10:00:00.000Z`, 'anulada', null, [operacion(3, c(3), 'FRST', 'pendiente')]),
    remesa(1, `${ANYO - 1}-03-10`, `${ANYO - 1}-03-02T09:15:00.000Z`, 'cobrada', `${ANYO - 1}-03-12`, [operacion(1, c(205), 'FRST', 'cobrada'), operacion(2, c(206), 'FRST', 'devuelta')]),
  ];
}

/** The remittances and fees held now, made again from the fixtures for a new data set (`resetMocks`). */
let store: { of: Set<string>; cuotas: MockCuotaDomiciliada[]; remesas: MockRemesa[]; nextRemesa: number; nextOperacion: number; factura: number } | null = null;
function held() {
  if (store?.of !== mockData.registered) {
    const cuotas = cuotasIniciales();
    const rows = remesasIniciales(cuotas);
    store = { of: mockData.registered, cuotas, remesas: rows, nextRemesa: rows.length + 1, nextOperacion: 5, factura: 200 };
  }
  return store;
}

/** Back to the fixtures. */
export function resetMockRemesas(): void {
  store = null;
}

/** The remittances held now (a copy). */
export function mockRemesas(): MockRemesa[] {
  return held().remesas.map((r) => ({ ...r, operaciones: r.operaciones.map((o) => ({ ...o })) }));
}

/** The direct-debited fees held now (a copy). */
export function mockCuotasDomiciliadas(): MockCuotaDomiciliada[] {
  return held().cuotas.map((c) => ({ ...c }));
}

function adminOnly(input: MockInput): void {
  if (!mockCaller(input).admin) throw mockError(403, MSG.sinPermiso);
}

function find(input: MockInput): MockRemesa {
  adminOnly(input);
  const found = held().remesas.find((r) => String(r.id) === input.params.id);
  if (!found) throw mockError(404, MSG.noEncontrado);
  return found;
}

/** The owed fees that an open ('generada') remittance carries. */
function enRemesaAbierta(): Set<number> {
  return new Set(
    held()
      .remesas.filter((r) => r.estado === 'generada')
      .flatMap((r) => r.operaciones.map((o) => o.cuota_id ?? -1)),
  );
}

/**
 * What a remittance generated now would collect: the owed direct debits with a mandate outside an open
 * remittance, and those without a mandate. Which debits wait for a later file (one per mandate) is the
 * API's rule alone (mf-finanzas's RemesasPage.api.test.tsx, on the real API): the mock leaves none.
 */
function pendientes(): { cobrables: MockCuotaDomiciliada[]; aplazadas: MockCuotaDomiciliada[]; sinMandato: MockCuotaDomiciliada[] } {
  const abiertas = enRemesaAbierta();
  const owed = held().cuotas.filter((c) => c.pagado === null && !abiertas.has(c.cuota_id));
  const byName = (a: MockCuotaDomiciliada, b: MockCuotaDomiciliada) => empresa(a.org_id).org_nombre.localeCompare(empresa(b.org_id).org_nombre, 'es') || a.year - b.year;
  return { cobrables: owed.filter((c) => MOCK_MANDATOS[c.org_id]).sort(byName), aplazadas: [], sinMandato: owed.filter((c) => !MOCK_MANDATOS[c.org_id]).sort(byName) };
}

/** FRST for a mandate's first collection, RCUR once one was collected under it. */
function secuencia(orgId: number): OperacionRemesa['secuencia'] {
  const referencia = MOCK_MANDATOS[orgId]?.referencia;
  const cobrada = held().remesas.some((r) => r.operaciones.some((o) => o.mandato === referencia && o.estado === 'cobrada'));
  return cobrada ? 'RCUR' : 'FRST';
}

/** The remittance's totals again from its operations. */
function recalcular(r: MockRemesa): void {
  Object.assign(r, remesa(r.id, r.fecha_cobro, r.created_at, r.estado, r.pagado, r.operaciones));
}

function listRow(r: MockRemesa): Remesa {
  const { operaciones: _o, ...row } = r;
  return row;
}

const EXCEL_HEADERS = {
  es: ['Referencia', 'Generada', 'Fecha de cobro', 'Estado', 'Operaciones', 'Importe (€)', 'Devueltas', 'Cobrado (€)', 'Fecha de pago'],
  ca: ['Referència', 'Generada', 'Data de cobrament', 'Estat', 'Operacions', 'Import (€)', 'Retornades', 'Cobrat (€)', 'Data de pagament'],
} as const;

function excel(rows: readonly Remesa[], lang: 'es' | 'ca'): Response {
  const bytes = xlsx(lang === 'ca' ? 'Remeses' : 'Remesas', [
    [...EXCEL_HEADERS[lang]],
    ...rows.map((r) => [r.referencia, r.created_at.slice(0, 10), r.fecha_cobro, r.estado, String(r.num_operaciones), r.importe_total, String(r.num_devueltas), r.importe_cobrado, r.pagado ?? '']),
  ]);
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(REMESAS_EXCEL_NAME)}"`, 'X-Total-Count': String(rows.length) },
  });
}

/** A small pain.008.001.02 body: the group header and one transaction per operation (not a full file). */
function xmlDe(r: MockRemesa): string {
  const acreedor = MOCK_DATOS_BANCARIOS;
  const tx = r.operaciones
    .map(
      (o, i) =>
        `<DrctDbtTxInf><PmtId><EndToEndId>${r.referencia}-${String(i + 1).padStart(4, '0')}</EndToEndId></PmtId><InstdAmt Ccy="EUR">${o.importe}</InstdAmt>` +
        `<DrctDbtTx><MndtRltdInf><MndtId>${o.mandato}</MndtId></MndtRltdInf></DrctDbtTx><DbtrAcct><Id><IBAN>${o.iban}</IBAN></Id></DbtrAcct></DrctDbtTxInf>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"><CstmrDrctDbtInitn>' +
    `<GrpHdr><MsgId>${r.referencia}</MsgId><NbOfTxs>${r.num_operaciones}</NbOfTxs><CtrlSum>${r.importe_total}</CtrlSum></GrpHdr>` +
    `<PmtInf><ReqdColltnDt>${r.fecha_cobro}</ReqdColltnDt><CdtrSchmeId><Id><PrvtId><Othr><Id>${acreedor.identificador_acreedor ?? ''}</Id></Othr></PrvtId></Id></CdtrSchmeId>${tx}</PmtInf>` +
    '</CstmrDrctDbtInitn></Document>\n'
  );
}

export const remesasHandlers = [
  mockEndpoint(remesaPendiente, (input): RemesaPendiente => {
    adminOnly(input);
    const { cobrables, aplazadas, sinMandato } = pendientes();
    const fila = (c: MockCuotaDomiciliada) => ({ org_id: c.org_id, ...empresa(c.org_id), year: c.year, importe: conIva(c.importe).importe_total });
    return {
      num_operaciones: cobrables.length,
      importe_total: sumImportes(cobrables.map((c) => conIva(c.importe).importe_total)),
      sin_mandato: sinMandato.map(fila),
      aplazadas: aplazadas.map(fila),
    };
  }),
  mockEndpoint(generarRemesa, (input) => {
    adminOnly(input);
    const { fecha_cobro } = v.parse(GenerarRemesaBody, input.body);
    const banco = MOCK_DATOS_BANCARIOS;
    if (!banco.titular || !banco.identificador_acreedor || !banco.num_cuenta) throw mockError(409, FINANZAS_MSG.datosAcreedorIncompletos);
    const { cobrables } = pendientes();
    if (cobrables.length === 0) throw mockError(409, FINANZAS_MSG.sinCuotasDomiciliadas);
    const s = held();
    const operaciones = cobrables.map((c) => operacion(s.nextOperacion++, c, secuencia(c.org_id), 'pendiente'));
    const nueva = remesa(s.nextRemesa++, fecha_cobro, new Date().toISOString(), 'generada', null, operaciones);
    s.remesas.push(nueva);
    return mockAnswer(nueva, { status: 201, message: FINANZAS_MSG.remesaGenerada });
  }),
  mockEndpoint(remesas, (input) => {
    adminOnly(input);
    const query = v.parse(RemesasQuery, input.query);
    // The remittances as they are, never filtered by state nor sorted (that is the API's).
    const rows = held().remesas.map(listRow);
    if (query.to_excel) return excel(rows, input.lang);
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(mostrarRemesa, (input) => find(input)),
  mockEndpoint(remesaXml, (input) => {
    const r = find(input);
    return new Response(xmlDe(r), {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${r.referencia}.xml"` },
    });
  }),
  mockEndpoint(cobrarRemesa, (input) => {
    const r = find(input);
    if (r.estado !== 'generada') throw mockError(409, FINANZAS_MSG.remesaNoAbierta);
    const { pagado, devueltas } = v.parse(CobrarRemesaBody, input.body);
    const ids = new Set(r.operaciones.map((o) => o.id));
    if (devueltas.some((id) => !ids.has(id))) throw mockError(422, MSG.datosInvalidos, { devueltas: [FINANZAS_MSG.operacionesNoDeLaRemesa] });
    const s = held();
    for (const o of r.operaciones) {
      if (devueltas.includes(o.id)) {
        o.estado = 'devuelta';
        continue;
      }
      const cuota = s.cuotas.find((c) => c.cuota_id === o.cuota_id);
      if (cuota && cuota.pagado === null) {
        cuota.pagado = pagado;
        cuota.num_factura = `F${pagado.slice(0, 4)}-${String(++s.factura).padStart(4, '0')}`;
      }
      o.estado = 'cobrada';
      o.num_factura = cuota?.num_factura ?? null;
    }
    r.estado = 'cobrada';
    r.pagado = pagado;
    recalcular(r);
    return mockAnswer(r, { message: FINANZAS_MSG.remesaCobrada });
  }),
  mockEndpoint(anularRemesa, (input) => {
    const r = find(input);
    if (r.estado !== 'generada') throw mockError(409, FINANZAS_MSG.remesaNoAbierta);
    r.estado = 'anulada';
    return mockAnswer(r, { message: FINANZAS_MSG.remesaAnulada });
  }),
];
