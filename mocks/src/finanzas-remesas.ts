// The mock API of the finance area's bank remittance (contract/src/finanzas/remesas.ts; docs/finanzas.md
// 'The bank remittance'): three fixture remittances (one collected with an operation the bank returned,
// one cancelled, one generated and awaiting the bank) and a fixture of what a remittance generated now
// would collect (two debits, one waiting for the open remittance's, two companies without a mandate).
// Generating, collecting and cancelling answer a fixed success (the fixture's open remittance with what
// was sent, for the answer only) and keep nothing: what a remittance collects, what waits, the 409s,
// which fees a collection pays and which stay owed, which remittances a state lists and in which order
// are the API's (mf-finanzas's RemesasPage.api.test.tsx). Every route is the administration's: 401 and
// 403 from the contract's `access`, as the API's.
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
import { MOCK_DATOS_BANCARIOS } from './finanzas-tarifas';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

const ANYO = new Date().getFullYear();

/** The signed SEPA mandates of the fixture, by company: companies 1, 4 and 5 have one; 6 and 7 none. */
const MANDATOS: Readonly<Record<number, { referencia: string; iban: string }>> = {
  1: { referencia: 'DAPCON-1', iban: 'ES6621000418401234567891' },
  4: { referencia: 'DAPCON-4', iban: 'ES1000492352082414205416' },
  5: { referencia: 'DAPCON-5', iban: 'ES7620770024003102575766' },
};

function empresa(orgId: number): { org_nombre: string; org_cif: string } {
  const found = mockData.empresas.find((e) => e.org_id === orgId);
  return { org_nombre: found?.org_nombre ?? '', org_cif: found?.org_cif ?? '' };
}

/** The reference of a remittance, as the API writes it. */
export function mockReferenciaRemesa(id: number): string {
  return `DAPCON-REM-${String(id).padStart(6, '0')}`;
}

/** [fee id, company, year, fee without VAT, invoice once collected] */
type Debito = readonly [number, number, number, string, string | null];

function operacion(id: number, [cuota_id, org_id, year, importe, factura]: Debito, secuencia: OperacionRemesa['secuencia'], estado: OperacionRemesa['estado']): OperacionRemesa {
  const mandato = MANDATOS[org_id];
  return {
    id,
    cuota_id,
    org_id,
    ...empresa(org_id),
    year,
    // Debited with 21 % VAT, as the API does.
    importe: conIva(importe).importe_total,
    iban: mandato?.iban ?? '',
    mandato: mandato?.referencia ?? '',
    secuencia,
    estado,
    num_factura: estado === 'cobrada' ? factura : null,
  };
}

function remesa(id: number, fecha_cobro: string, created_at: string, estado: Remesa['estado'], pagado: string | null, operaciones: OperacionRemesa[]): RemesaDetalle {
  return {
    id,
    referencia: mockReferenciaRemesa(id),
    fecha_cobro,
    estado,
    num_operaciones: operaciones.length,
    importe_total: sumImportes(operaciones.map((o) => o.importe)),
    num_devueltas: operaciones.filter((o) => o.estado === 'devuelta').length,
    importe_cobrado: sumImportes(operaciones.filter((o) => o.estado === 'cobrada').map((o) => o.importe)),
    pagado,
    created_at,
    operaciones,
  };
}

/** The fixtures' remittances, newest first (the list's default order): 3 generated, 2 cancelled, 1 collected with one returned. */
function fixtures(): RemesaDetalle[] {
  return [
    remesa(3, `${ANYO}-12-30`, `${ANYO}-01-15T08:30:00.000Z`, 'generada', null, [operacion(4, [202, 5, ANYO, '800.00', null], 'RCUR', 'pendiente')]),
    remesa(2, `${ANYO - 1}-11-05`, `${ANYO - 1}-10-28T10:00:00.000Z`, 'anulada', null, [operacion(3, [3, 1, ANYO - 1, '1200.00', null], 'FRST', 'pendiente')]),
    remesa(1, `${ANYO - 1}-03-10`, `${ANYO - 1}-03-02T09:15:00.000Z`, 'cobrada', `${ANYO - 1}-03-12`, [
      operacion(1, [205, 4, ANYO - 1, '450.00', `F${ANYO - 1}-0101`], 'FRST', 'cobrada'),
      operacion(2, [206, 5, ANYO - 1, '800.00', null], 'FRST', 'devuelta'),
    ]),
  ];
}

/** The fixtures' remittances, as GET /remesas/:id answers them (a copy). */
export function mockRemesas(): RemesaDetalle[] {
  return fixtures();
}

/** What a remittance generated now would collect, in the fixture: the demo company's and company 4's fees; company 5's waits; 6 and 7 have no mandate. */
function pendiente(): RemesaPendiente {
  const fila = ([, org_id, year, importe]: Debito) => ({ org_id, ...empresa(org_id), year, importe: conIva(importe).importe_total });
  const cobrables = [fila([3, 1, ANYO - 1, '1200.00', null]), fila([201, 4, ANYO, '450.00', null])];
  return {
    num_operaciones: cobrables.length,
    importe_total: sumImportes(cobrables.map((c) => c.importe)),
    sin_mandato: [fila([203, 6, ANYO, '450.00', null]), fila([204, 7, ANYO - 1, '300.00', null])],
    aplazadas: [fila([206, 5, ANYO - 1, '800.00', null])],
  };
}

function find(input: MockInput, endpoint: { access: Parameters<typeof mockRequireAccess>[1] }): RemesaDetalle {
  mockRequireAccess(input, endpoint.access);
  const found = fixtures().find((r) => String(r.id) === input.params.id);
  if (!found) throw mockError(404, MSG.noEncontrado);
  return found;
}

function listRow(r: RemesaDetalle): Remesa {
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
function xmlDe(r: RemesaDetalle): string {
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
    `<PmtInf><ReqdColltnDt>${r.fecha_cobro}</ReqdColltnDt><CdtrSchmeId><Id><PrvtId><Othr><Id>${MOCK_DATOS_BANCARIOS.identificador_acreedor ?? ''}</Id></Othr></PrvtId></Id></CdtrSchmeId>${tx}</PmtInf>` +
    '</CstmrDrctDbtInitn></Document>\n'
  );
}

export const remesasHandlers = [
  mockEndpoint(remesaPendiente, (input) => {
    mockRequireAccess(input, remesaPendiente.access);
    return pendiente();
  }),
  mockEndpoint(generarRemesa, (input) => {
    mockRequireAccess(input, generarRemesa.access);
    const { fecha_cobro } = v.parse(GenerarRemesaBody, input.body);
    // The fixture's open remittance, with the date sent.
    const abierta = fixtures()[0] as RemesaDetalle;
    return mockAnswer({ ...abierta, fecha_cobro }, { status: 201, message: FINANZAS_MSG.remesaGenerada });
  }),
  mockEndpoint(remesas, (input) => {
    mockRequireAccess(input, remesas.access);
    const query = v.parse(RemesasQuery, input.query);
    // The remittances as they are, never filtered by state nor sorted (that is the API's).
    const rows = fixtures().map(listRow);
    if (query.to_excel) return excel(rows, input.lang);
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(mostrarRemesa, (input) => find(input, mostrarRemesa)),
  mockEndpoint(remesaXml, (input) => {
    const r = find(input, remesaXml);
    return new Response(xmlDe(r), {
      status: 200,
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${r.referencia}.xml"` },
    });
  }),
  mockEndpoint(cobrarRemesa, (input) => {
    const r = find(input, cobrarRemesa);
    const { pagado, devueltas } = v.parse(CobrarRemesaBody, input.body);
    const operaciones = r.operaciones.map((o) => (devueltas.includes(o.id) ? { ...o, estado: 'devuelta' as const } : { ...o, estado: 'cobrada' as const, num_factura: `F${pagado.slice(0, 4)}-0201` }));
    return mockAnswer(remesa(r.id, r.fecha_cobro, r.created_at, 'cobrada', pagado, operaciones), { message: FINANZAS_MSG.remesaCobrada });
  }),
  mockEndpoint(anularRemesa, (input) => mockAnswer({ ...find(input, anularRemesa), estado: 'anulada' as const }, { message: FINANZAS_MSG.remesaAnulada })),
];
