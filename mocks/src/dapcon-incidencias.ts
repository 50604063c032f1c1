// The mock API's incidents of DAPcon declarations (contract/src/dapcon/incidencias.ts): fixtures only,
// a few threads on the declarations of dapcon.ts (one open, some resolved), for the stories and the
// MOCK_API=1 dev pages. The reads answer the fixtures: the tickets list a page at a time in their
// order (its Excel a stand-in of them), the threads kept under the declaration and language the
// record page asks for (HILOS), one incident as its verifier sees it; a write answers a fixed success
// with the fixture as it is. Who reaches which incident, what a filter or a sort selects, who may open, answer, resolve or
// reopen, and what each write changes (the thread, the state, the language's `con_incidencias`, the
// bell) are the API's, tested on it (mf-home's Tickets.api.test.tsx, mf-empresas's
// DapconAcciones.api.test.tsx; api/test/areas/dapcon).
import * as v from 'valibot';
import { datePrefixedName, MSG, PER_PAGE } from '@dapcon/contract/core';
import {
  ACCIONES_INCIDENCIA,
  crearIncidencia,
  INCIDENCIAS_EXCEL_NAME,
  incidenciaDetalle,
  incidenciasDapcon,
  incidenciasList,
  IncidenciasListQuery,
  IncidenciasQuery,
  resolverIncidencia,
  ResolverIncidenciaBody,
  responderIncidencia,
  todasIncidencias,
  type Incidencia,
  type IncidenciaDetalle,
  type IncidenciaListItem,
  type IncidenciaRespuesta,
  type IncidenciasDeDapcon,
} from '@dapcon/contract/dapcon';
import { IDIOMAS, type Bilingual } from './data';
import { xlsx, XLSX_TYPE } from './xlsx';
import { MOCK_DAPCON_IDS, mockDapcons } from './dapcon';
import { mockAnswer, mockEndpoint, mockError } from './handlers';

/** An incident of the mock API: the contract's, without what its declaration gives (code, product). */
export type MockIncidencia = Omit<Incidencia, 'dapcon_codigo' | 'dv_nombre_producto'>;

const respuesta = (id: number, mensaje: string, autor: string, rol: string, created_at: string): IncidenciaRespuesta => ({ id, mensaje, documento: null, autor, rol, created_at });

/**
 * The fixtures: on the declaration in verification, an open incident of language 1 with its thread
 * and a resolved one of language 2; on the published one, an old resolved one.
 */
export const MOCK_INCIDENCIAS: readonly MockIncidencia[] = [
  {
    id: 1,
    dapcon_id: MOCK_DAPCON_IDS.enVerificacion,
    idioma_id: 1,
    dapcon_incidencias_titulo: 'Falta el módulo A4',
    dapcon_incidencias_descripcion: 'La tabla de impactos no incluye el transporte a obra (A4). Añádalo o justifique su exclusión.',
    esta_resuelta: false,
    autor: 'Elena Navarro Roca',
    created_at: '2026-02-05T10:00:00.000Z',
    respuestas: [
      respuesta(1, 'Lo añadimos en la próxima versión del documento.', 'Laura Martínez Soler', 'consultor', '2026-02-06T08:30:00.000Z'),
      respuesta(2, 'De acuerdo, quedo a la espera.', 'Elena Navarro Roca', 'verificador', '2026-02-06T12:15:00.000Z'),
    ],
  },
  {
    id: 2,
    dapcon_id: MOCK_DAPCON_IDS.enVerificacion,
    idioma_id: 2,
    dapcon_incidencias_titulo: 'Unitat funcional',
    dapcon_incidencias_descripcion: "La unitat funcional declarada no coincideix amb la de l'RCP.",
    esta_resuelta: true,
    autor: 'Elena Navarro Roca',
    created_at: '2026-02-04T09:00:00.000Z',
    respuestas: [respuesta(3, 'Corregida a 1 m² de fàbrica.', 'Laura Martínez Soler', 'consultor', '2026-02-04T15:00:00.000Z')],
  },
  {
    id: 3,
    dapcon_id: MOCK_DAPCON_IDS.publicada,
    idioma_id: 1,
    dapcon_incidencias_titulo: 'Referencia bibliográfica',
    dapcon_incidencias_descripcion: 'Cite la versión de la base de datos de ACV utilizada.',
    esta_resuelta: true,
    autor: 'Pau Ferrer Vidal',
    created_at: '2021-02-10T10:00:00.000Z',
    respuestas: [],
  },
];

/** The record page's threads by `dapcon_id/idioma_id`, the pairs the stories open (others have none); which incidents a query selects is the API's. */
const HILOS: Readonly<Record<string, readonly number[]>> = {
  [`${MOCK_DAPCON_IDS.enVerificacion}/1`]: [1],
  [`${MOCK_DAPCON_IDS.enVerificacion}/2`]: [2],
  [`${MOCK_DAPCON_IDS.publicada}/1`]: [3],
};

/** An incident with what its declaration gives. */
function conDapcon(i: MockIncidencia): Incidencia {
  const d = mockDapcons().find((x) => x.id === i.dapcon_id);
  return { ...i, dapcon_codigo: d?.dapcon_codigo ?? null, dv_nombre_producto: d?.dv_nombre_producto ?? '' };
}

/** A fixture by its id, as a path gives it (404 for none). */
function fixture(id: number | string | undefined): MockIncidencia {
  const incidencia = MOCK_INCIDENCIAS.find((i) => String(i.id) === String(id));
  if (!incidencia) throw mockError(404, MSG.noEncontrado);
  return incidencia;
}

const idiomaDe = (id: number) => IDIOMAS.find((x) => x.id === id)?.idioma ?? String(id);

/**
 * A fixture as GET /incidencias/:id answers it (404 for none): with the actions of a verifier of a
 * declaration in verification (an open one answered and resolved, a resolved one reopened) unless a
 * test or a story gives others.
 *
 * @example
 * mockEndpoint(incidenciaDetalle, () => incidenciaDetalleMock(2, []))
 */
export function incidenciaDetalleMock(id: number | string | undefined, acciones?: IncidenciaDetalle['acciones']): IncidenciaDetalle {
  const incidencia = conDapcon(fixture(id));
  const estado = mockDapcons().find((d) => d.id === incidencia.dapcon_id)?.estado ?? 'en_verificacion';
  const verificador = incidencia.esta_resuelta ? ACCIONES_INCIDENCIA.filter((a) => a === 'resolver_incidencia') : [...ACCIONES_INCIDENCIA];
  return { ...incidencia, idioma: idiomaDe(incidencia.idioma_id), dapcon_estado: estado, acciones: acciones ?? verificador };
}

/** An incident as a row of the tickets list. */
function listItem(i: MockIncidencia): IncidenciaListItem {
  const { dapcon_codigo, dv_nombre_producto } = conDapcon(i);
  return {
    id: i.id,
    dapcon_id: i.dapcon_id,
    dapcon_codigo,
    dv_nombre_producto,
    idioma_id: i.idioma_id,
    idioma: idiomaDe(i.idioma_id),
    dapcon_incidencias_titulo: i.dapcon_incidencias_titulo,
    esta_resuelta: i.esta_resuelta,
    autor: i.autor,
    created_at: i.created_at,
    ultimo_mensaje_at: i.respuestas.at(-1)?.created_at ?? i.created_at,
    respuestas: i.respuestas.length,
  };
}

const TICKET_EXCEL: Record<keyof Bilingual, { header: string[]; abierta: string; resuelta: string }> = {
  es: { header: ['Título', 'Código DAPcon', 'Producto', 'Idioma', 'Abierta por', 'Fecha', 'Último mensaje', 'Respuestas', 'Estado'], abierta: 'Abierta', resuelta: 'Resuelta' },
  ca: { header: ['Títol', 'Codi DAPcon', 'Producte', 'Idioma', 'Oberta per', 'Data', 'Darrer missatge', 'Respostes', 'Estat'], abierta: 'Oberta', resuelta: 'Resolta' },
};

/** The tickets list as the API answers its Excel: an xlsx file, the day's name, `X-Total-Count`. */
function ticketsExcel(rows: readonly IncidenciaListItem[], lang: keyof Bilingual): Response {
  const t = TICKET_EXCEL[lang];
  const bytes = xlsx('Incidencias', [
    t.header,
    ...rows.map((r) => [
      r.dapcon_incidencias_titulo,
      r.dapcon_codigo ?? '',
      r.dv_nombre_producto,
      r.idioma.toUpperCase(),
      r.autor ?? '',
      r.created_at.slice(0, 10),
      r.ultimo_mensaje_at.slice(0, 10),
      String(r.respuestas),
      r.esta_resuelta ? t.resuelta : t.abierta,
    ]),
  ]);
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${datePrefixedName(INCIDENCIAS_EXCEL_NAME)}"`, 'X-Total-Count': String(rows.length) },
  });
}

/** The default answers of the incidents' endpoints. */
export const dapconIncidenciasHandlers = [
  mockEndpoint(incidenciasList, (input) => {
    const query = v.parse(IncidenciasListQuery, input.query);
    const rows = MOCK_INCIDENCIAS.map(listItem);
    if (query.to_excel) return ticketsExcel(rows, input.lang);
    const from = (query.page - 1) * PER_PAGE;
    return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
  }),
  // The record page's panel asks for one language of one declaration: the threads kept under that pair.
  mockEndpoint(incidenciasDapcon, (input) => {
    const { dapcon_id, idioma_id } = v.parse(IncidenciasQuery, input.query);
    return (HILOS[`${dapcon_id}/${idioma_id}`] ?? []).map((id) => conDapcon(fixture(id)));
  }),
  mockEndpoint(todasIncidencias, () => {
    const grupos = new Map<number, IncidenciasDeDapcon>();
    for (const incidencia of MOCK_INCIDENCIAS) {
      const { dapcon_id, dapcon_codigo, dv_nombre_producto, id, idioma_id, dapcon_incidencias_titulo, esta_resuelta, created_at } = conDapcon(incidencia);
      const grupo = grupos.get(dapcon_id) ?? { dapcon_id, dapcon_codigo, dv_nombre_producto, created_at, incidencias: [] };
      grupo.incidencias.push({ id, idioma_id, dapcon_incidencias_titulo, esta_resuelta, created_at });
      grupos.set(dapcon_id, grupo);
    }
    return [...grupos.values()];
  }),
  // A creation answers the open fixture (its thread is where the screen goes next).
  mockEndpoint(crearIncidencia, () => mockAnswer(conDapcon(MOCK_INCIDENCIAS[0] as MockIncidencia), { status: 201, message: 'OK' })),
  mockEndpoint(responderIncidencia, (input) => mockAnswer(conDapcon(fixture(input.params.id)), { status: 201, message: 'OK' })),
  // The state asked for, so the screen names what was done; nothing is kept.
  mockEndpoint(resolverIncidencia, (input) => ({ ...conDapcon(fixture(input.params.id)), esta_resuelta: v.parse(ResolverIncidenciaBody, input.body).esta_resuelta })),
  // Last: `/incidencias/:id` must not catch `/incidencias/dapcon-incidencias` (MSW takes the first match).
  mockEndpoint(incidenciaDetalle, (input) => incidenciaDetalleMock(input.params.id)),
];
