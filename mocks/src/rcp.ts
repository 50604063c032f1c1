// The mock API of the RCP catalogue's administration (contract/src/rcp/catalogo.ts; docs/parametros.md
// 'RCPs as built'): fixtures only. The RCPs of the DAPcon modal's select (dapcon-consultas.ts,
// MOCK_RCPS) with their year, version, families and texts: the list (`GET /rcp/lista`) answers them a
// page at a time as they are, or the Excel, one RCP its fixture (404 for none); creating and saving
// answer the RCP built from what was sent, for that answer only, and keep nothing. Which RCPs the list
// shows ('Mostrar no vigente'), in which order, what a save changes, the families and languages a save
// may name (422) and the 'deleted' message are the API's (mf-parametros's RcpsPage.api.test.tsx). The
// administration module only (anyone else 403).
import * as v from 'valibot';
import { ACCESS, datePrefixedName, MSG, PER_PAGE } from '@dapcon/contract/core';
import {
  ActualizarRcpBody,
  actualizarRcp,
  CrearRcpBody,
  crearRcp,
  RCP_EXCEL_NAME,
  rcpDetalle,
  rcpLista,
  RcpListaQuery,
  type Rcp,
  type RcpListItem,
  type RcpTexto,
} from '@dapcon/contract/rcp';
import type { Bilingual } from './data';
import { MOCK_RCPS } from './dapcon-consultas';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess, type MockInput } from './handlers';
import { MOCK_FAMILIAS_RCP } from './rcp-familias';
import { xlsx, XLSX_TYPE } from './xlsx';

/** An RCP of the fixtures. */
export interface MockRcpFicha {
  id: number;
  equivalencia: string;
  anyo: number;
  version: string;
  codigo_para_codificacion_dapcon: string | null;
  vigente: boolean;
  anulada: boolean;
  familia_rcp: string[];
  rcp_idiomas: RcpTexto[];
}

/** Year, version and families of each RCP of MOCK_RCPS, by id. */
const EXTRA: Readonly<Record<number, { anyo: number; version: string; familias: string[] }>> = {
  1: { anyo: 2023, version: '2.0', familias: ['fam_rcp_general'] },
  2: { anyo: 2015, version: '1.0', familias: ['fam_rcp_general'] },
  3: { anyo: 2022, version: '2.1', familias: ['fam_rcp_ceramica'] },
  5: { anyo: 2021, version: '1.2', familias: ['fam_rcp_cemento'] },
  6: { anyo: 2024, version: '2.0', familias: ['fam_rcp_cemento', 'fam_rcp_hormigon'] },
  9: { anyo: 2023, version: '2.0', familias: ['fam_rcp_aislante'] },
  17: { anyo: 2017, version: '1.0', familias: ['fam_rcp_piedra'] },
};

function inicial(): MockRcpFicha[] {
  return MOCK_RCPS.map((r) => ({
    id: r.rcp_id,
    equivalencia: r.rcp_equivalencia,
    anyo: EXTRA[r.rcp_id]?.anyo ?? 2020,
    version: EXTRA[r.rcp_id]?.version ?? '1.0',
    codigo_para_codificacion_dapcon: r.codigo_para_codificacion_dapcon,
    vigente: r.vigente,
    anulada: r.anulada,
    familia_rcp: [...(EXTRA[r.rcp_id]?.familias ?? [])],
    rcp_idiomas: [
      { idioma_id: 1, rcp_nombre: r.rcp_nombre.es, rcp_sobrenombre: null, descripcion: null },
      { idioma_id: 2, rcp_nombre: r.rcp_nombre.ca, rcp_sobrenombre: null, descripcion: null },
    ],
  }));
}

const CATALOGO: readonly MockRcpFicha[] = inicial();

/** The fixtures' RCPs, as the list answers them. */
export function mockRcpCatalogo(): readonly MockRcpFicha[] {
  return CATALOGO;
}

const FAMILIAS = new Map<string, Bilingual>(MOCK_FAMILIAS_RCP.map((f) => [f.id, f.texto]));
const ORDEN = new Map<string, number>(MOCK_FAMILIAS_RCP.map((f, i) => [f.id, i]));
const IDIOMA = { es: 1, ca: 2 } as const;

function item(r: MockRcpFicha, lang: keyof Bilingual): RcpListItem {
  const nombre = r.rcp_idiomas.find((t) => t.idioma_id === IDIOMA[lang])?.rcp_nombre ?? r.rcp_idiomas.find((t) => t.idioma_id === 1)?.rcp_nombre ?? r.equivalencia;
  const material = [...r.familia_rcp]
    .sort((a, b) => (ORDEN.get(a) ?? 0) - (ORDEN.get(b) ?? 0))
    .map((id) => FAMILIAS.get(id)?.[lang] ?? id)
    .join(', ');
  const { familia_rcp: _f, rcp_idiomas: _t, ...row } = r;
  return { ...row, rcp_nombre: nombre, material };
}

function ficha(r: MockRcpFicha, lang: keyof Bilingual): Rcp {
  return { ...item(r, lang), familia_rcp: [...r.familia_rcp], rcp_idiomas: r.rcp_idiomas.map((t) => ({ ...t })) };
}

const EXCEL_HEADERS = {
  es: ['Equivalencia', 'Año', 'Material', 'Nombre', 'Versión', 'Código para codificación DAPcon', 'Vigente', 'Eliminado'],
  ca: ['Equivalència', 'Any', 'Material', 'Nom', 'Versió', 'Codi per a la codificació DAPcon', 'Vigent', 'Eliminat'],
} as const;

function excel(rows: readonly RcpListItem[], lang: keyof Bilingual): Response {
  const yes = (b: boolean) => (b ? 'Sí' : 'No');
  const bytes = xlsx('RCPs', [
    [...EXCEL_HEADERS[lang]],
    ...rows.map((r) => [r.equivalencia, String(r.anyo), r.material, r.rcp_nombre, r.version, r.codigo_para_codificacion_dapcon ?? '', yes(r.vigente), yes(r.anulada)]),
  ]);
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(RCP_EXCEL_NAME)}"`, 'X-Total-Count': String(rows.length) },
  });
}

/** What was sent, as the RCP the answer carries (kept nowhere). */
function guardada(id: number, body: CrearRcpBody): MockRcpFicha {
  return {
    id,
    equivalencia: body.equivalencia,
    anyo: body.anyo,
    version: body.version,
    codigo_para_codificacion_dapcon: body.codigo_para_codificacion_dapcon ?? null,
    vigente: body.vigente,
    anulada: body.anulada,
    familia_rcp: [...new Set(body.familia_rcp)],
    rcp_idiomas: body.rcp_idiomas.map((t) => ({ ...t })),
  };
}

const admin = (input: MockInput) => mockRequireAccess(input, ACCESS.admin);

export const rcpHandlers = [
  mockEndpoint(rcpLista, (input) => {
    admin(input);
    const query = v.parse(RcpListaQuery, input.query);
    // The fixture RCPs as they are, never narrowed nor sorted (that is the API's: RcpsPage.api.test.tsx).
    const rows = CATALOGO.map((r) => item(r, input.lang));
    if (query.to_excel) return excel(rows, input.lang);
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  mockEndpoint(rcpDetalle, (input) => {
    admin(input);
    const r = CATALOGO.find((x) => String(x.id) === input.params.id);
    if (!r) throw mockError(404, MSG.noEncontrado);
    return ficha(r, input.lang);
  }),
  mockEndpoint(crearRcp, (input) => {
    admin(input);
    const body = v.parse(CrearRcpBody, input.body);
    return mockAnswer(ficha(guardada(Math.max(...CATALOGO.map((r) => r.id)) + 1, body), input.lang), { status: 201, message: MSG.operacionCorrecta });
  }),
  mockEndpoint(actualizarRcp, (input) => {
    admin(input);
    const body = v.parse(ActualizarRcpBody, input.body);
    return mockAnswer(ficha(guardada(body.id, body), input.lang), { message: MSG.operacionCorrecta });
  }),
];
