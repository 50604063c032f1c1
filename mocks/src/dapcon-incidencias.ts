// The mock API's incidents of DAPcon declarations (contract/src/dapcon/incidencias.ts): a few threads
// on the fixtures (one open, some resolved), kept in memory; who may open, answer and resolve follows
// PERMISOS_DAPCON as in the API, and every change marks the declaration's languages with an open
// incident (`con_incidencias` while in verification).
import * as v from 'valibot';
import { datePrefixedName, MSG, PER_PAGE, splitOrderBy } from '@dapcon/contract/core';
import {
  ACCIONES_INCIDENCIA,
  crearIncidencia,
  CrearIncidenciaBody,
  DAPCON_MSG,
  INCIDENCIAS_EXCEL_NAME,
  type INCIDENCIAS_SORTABLE,
  incidenciaDetalle,
  incidenciasDapcon,
  incidenciasList,
  IncidenciasListQuery,
  IncidenciasQuery,
  resolverIncidencia,
  ResolverIncidenciaBody,
  responderIncidencia,
  ResponderIncidenciaBody,
  todasIncidencias,
  type Incidencia,
  type IncidenciaDetalle,
  type IncidenciaListItem,
  type IncidenciaRespuesta,
  type IncidenciasDeDapcon,
  type TipoDocumentoDapcon,
  veredictoAccion,
} from '@dapcon/contract/dapcon';
import { IDIOMAS, type Bilingual } from './data';
import { xlsx, XLSX_TYPE } from './xlsx';
import { MOCK_DAPCON_IDS, mockCaller, mockDapconDe, mockDapcons, mockExigirAccion, mockMarcarIncidencias, mockRolEnDapcon, type MockCaller, type MockDapcon } from './dapcon';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

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

let incidencias: MockIncidencia[] = [...MOCK_INCIDENCIAS];
let nextId = 100;

/** Back to the fixtures (`resetMocks` calls it). */
export function resetMockIncidencias(): void {
  incidencias = [...MOCK_INCIDENCIAS];
  nextId = 100;
}

/** The incidents the mock API holds now. */
export function mockIncidencias(): readonly MockIncidencia[] {
  return incidencias;
}

/**
 * A document replaced while incidents are open (the mock's upload in verification): an entry in the
 * thread of each open incident of its language (every open one for the product sheet), as the API
 * writes it. Answers how many threads got it (0: the API's 409 'sinIncidenciaAbierta').
 */
export function mockSustituirEnIncidencias(dapconId: number, idiomaId: number | null, documento: { tipo: TipoDocumentoDapcon; nombre: string }, autor: string, rol: string): number {
  const abiertas = incidencias.filter((i) => i.dapcon_id === dapconId && !i.esta_resuelta && (idiomaId === null || i.idioma_id === idiomaId));
  const created_at = new Date().toISOString();
  for (const incidencia of abiertas) {
    nextId += 1;
    guardar({ ...incidencia, respuestas: [...incidencia.respuestas, { id: nextId, mensaje: '', documento, autor, rol, created_at }] });
  }
  return abiertas.length;
}

function conDapcon(i: MockIncidencia, d: MockDapcon): Incidencia {
  return { ...i, dapcon_codigo: d.dapcon_codigo, dv_nombre_producto: d.dv_nombre_producto };
}

/** Stores a new version of an incident and marks its declaration's languages with an open one. */
function guardar(next: MockIncidencia): MockIncidencia {
  incidencias = incidencias.some((i) => i.id === next.id) ? incidencias.map((i) => (i.id === next.id ? next : i)) : [...incidencias, next];
  const abiertas = [...new Set(incidencias.filter((i) => i.dapcon_id === next.dapcon_id && !i.esta_resuelta).map((i) => i.idioma_id))];
  mockMarcarIncidencias(next.dapcon_id, abiertas);
  return next;
}

/** An incident by the id of a path, with its declaration, if the caller takes part in it (404 otherwise). */
function incidenciaDe(input: MockInput): { incidencia: MockIncidencia; d: MockDapcon } {
  const incidencia = incidencias.find((i) => String(i.id) === input.params.id);
  if (!incidencia) throw mockError(404, MSG.noEncontrado);
  return { incidencia, d: mockDapconDe(input, incidencia.dapcon_id).d };
}

/** The incidents the caller reaches, each with its declaration, newest first. */
function alcanzables(caller: MockCaller): Array<{ incidencia: MockIncidencia; d: MockDapcon; rol: string }> {
  return incidencias
    .flatMap((incidencia) => {
      const d = mockDapcons().find((x) => x.id === incidencia.dapcon_id);
      const rol = d ? mockRolEnDapcon(caller, d) : null;
      return d && rol ? [{ incidencia, d, rol }] : [];
    })
    .sort((a, b) => b.incidencia.created_at.localeCompare(a.incidencia.created_at) || b.incidencia.id - a.incidencia.id);
}

const autorDe = (caller: MockCaller) => caller.nombre || caller.usuario;

/** Lower case, without accents: how the list's text filter and title sort compare. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const idiomaDe = (id: number) => IDIOMAS.find((x) => x.id === id)?.idioma ?? String(id);

/** An incident as a row of the tickets list. */
function listItem(i: MockIncidencia, d: MockDapcon): IncidenciaListItem {
  const last = i.respuestas.reduce((max, r) => (r.created_at > max ? r.created_at : max), i.created_at);
  return {
    id: i.id,
    dapcon_id: d.id,
    dapcon_codigo: d.dapcon_codigo,
    dv_nombre_producto: d.dv_nombre_producto,
    idioma_id: i.idioma_id,
    idioma: idiomaDe(i.idioma_id),
    dapcon_incidencias_titulo: i.dapcon_incidencias_titulo,
    esta_resuelta: i.esta_resuelta,
    autor: i.autor,
    created_at: i.created_at,
    ultimo_mensaje_at: last,
    respuestas: i.respuestas.length,
  };
}

const TICKET_SORT_KEYS: Record<(typeof INCIDENCIAS_SORTABLE)[number], (r: IncidenciaListItem) => string> = {
  ultimo_mensaje: (r) => r.ultimo_mensaje_at,
  created_at: (r) => r.created_at,
  dapcon_codigo: (r) => r.dapcon_codigo ?? '',
  titulo: (r) => fold(r.dapcon_incidencias_titulo),
};

const TICKET_EXCEL: Record<keyof Bilingual, { header: string[]; abierta: string; resuelta: string }> = {
  es: { header: ['Título', 'Código DAPcon', 'Producto', 'Idioma', 'Abierta por', 'Fecha', 'Último mensaje', 'Respuestas', 'Estado'], abierta: 'Abierta', resuelta: 'Resuelta' },
  ca: { header: ['Títol', 'Codi DAPcon', 'Producte', 'Idioma', 'Oberta per', 'Data', 'Darrer missatge', 'Respostes', 'Estat'], abierta: 'Oberta', resuelta: 'Resolta' },
};

/**
 * The answer of GET /incidencias (the tickets list) over some incidents: the caller's (the incidents'
 * own reach), filtered, sorted (ties by id) and paged as the API does, or the Excel. Stories pass a
 * longer list of their own.
 */
export function answerIncidenciasList(all: readonly MockIncidencia[], input: MockInput) {
  const query = v.parse(IncidenciasListQuery, input.query);
  const caller = mockCaller(input);
  const text = query.filter_dapcon === undefined ? undefined : fold(query.filter_dapcon);
  const rows = all
    .flatMap((incidencia) => {
      const d = mockDapcons().find((x) => x.id === incidencia.dapcon_id);
      return d && mockRolEnDapcon(caller, d) ? [listItem(incidencia, d)] : [];
    })
    .filter(
      (r) =>
        (query.estado === undefined || r.esta_resuelta === (query.estado === 'resueltas')) &&
        (query.dapcon_id === undefined || r.dapcon_id === query.dapcon_id) &&
        (query.idioma_id === undefined || r.idioma_id === query.idioma_id) &&
        (text === undefined || fold(r.dv_nombre_producto).includes(text) || fold(r.dapcon_codigo ?? '').includes(text)),
    );
  const { field, direction } = splitOrderBy(query.order_by);
  const key = TICKET_SORT_KEYS[field];
  const sign = direction === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * (key(a).localeCompare(key(b), 'es') || a.id - b.id));
  if (query.to_excel) {
    const t = TICKET_EXCEL[input.lang];
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
  const from = (query.page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
}

/** One incident as GET /incidencias/:id answers it: with its language's code, its declaration's state and the caller's actions. */
function detalleDe(input: MockInput): IncidenciaDetalle {
  const { incidencia, d } = incidenciaDe(input);
  const { rol } = mockDapconDe(input, d.id);
  const acciones = ACCIONES_INCIDENCIA.filter(
    (accion) => veredictoAccion(accion, rol, d.estado) === 'permitida' && !(accion === 'responder_incidencia' && incidencia.esta_resuelta),
  );
  return { ...conDapcon(incidencia, d), idioma: idiomaDe(incidencia.idioma_id), dapcon_estado: d.estado, acciones };
}

/** The default answers of the incidents' endpoints. */
export const dapconIncidenciasHandlers = [
  mockEndpoint(incidenciasList, (input) => answerIncidenciasList(incidencias, input)),
  mockEndpoint(incidenciasDapcon, (input) => {
    const query = v.parse(IncidenciasQuery, input.query);
    return alcanzables(mockCaller(input))
      .filter(({ incidencia, rol }) => {
        if (query.dapcon_id !== undefined && incidencia.dapcon_id !== query.dapcon_id) return false;
        if (query.idioma_id !== undefined && incidencia.idioma_id !== query.idioma_id) return false;
        if (query.esta_resuelta !== undefined && incidencia.esta_resuelta !== query.esta_resuelta) return false;
        return query.perfil === undefined || query.perfil === rol;
      })
      .map(({ incidencia, d }) => conDapcon(incidencia, d));
  }),
  mockEndpoint(todasIncidencias, (input) => {
    const grupos = new Map<number, IncidenciasDeDapcon>();
    for (const { incidencia, d } of alcanzables(mockCaller(input))) {
      const grupo = grupos.get(d.id) ?? { dapcon_id: d.id, dapcon_codigo: d.dapcon_codigo, dv_nombre_producto: d.dv_nombre_producto, created_at: incidencia.created_at, incidencias: [] };
      grupo.incidencias.push({
        id: incidencia.id,
        idioma_id: incidencia.idioma_id,
        dapcon_incidencias_titulo: incidencia.dapcon_incidencias_titulo,
        esta_resuelta: incidencia.esta_resuelta,
        created_at: incidencia.created_at,
      });
      grupos.set(d.id, grupo);
    }
    return [...grupos.values()];
  }),
  mockEndpoint(crearIncidencia, (input) => {
    const body = v.parse(CrearIncidenciaBody, input.body);
    const { d, caller } = mockExigirAccion(input, body.dapcon_id, 'abrir_incidencia');
    if (!d.idiomas.some((i) => i.idioma_id === body.idioma_id)) throw mockError(422, MSG.datosInvalidos, { idioma_id: [DAPCON_MSG.idiomaNoValido] });
    nextId += 1;
    const created = guardar({
      id: nextId,
      dapcon_id: d.id,
      idioma_id: body.idioma_id,
      dapcon_incidencias_titulo: body.titulo,
      dapcon_incidencias_descripcion: body.descripcion,
      esta_resuelta: false,
      autor: autorDe(caller),
      created_at: new Date().toISOString(),
      respuestas: [],
    });
    return mockAnswer(conDapcon(created, d), { status: 201, message: 'OK' });
  }),
  mockEndpoint(responderIncidencia, (input) => {
    const { incidencia, d } = incidenciaDe(input);
    const { caller, rol } = mockExigirAccion(input, d.id, 'responder_incidencia');
    const { mensaje } = v.parse(ResponderIncidenciaBody, input.body);
    nextId += 1;
    const next = guardar({ ...incidencia, respuestas: [...incidencia.respuestas, respuesta(nextId, mensaje, autorDe(caller), rol, new Date().toISOString())] });
    return mockAnswer(conDapcon(next, d), { status: 201, message: 'OK' });
  }),
  mockEndpoint(resolverIncidencia, (input) => {
    const { incidencia, d } = incidenciaDe(input);
    mockExigirAccion(input, d.id, 'resolver_incidencia');
    const { esta_resuelta } = v.parse(ResolverIncidenciaBody, input.body);
    return conDapcon(guardar({ ...incidencia, esta_resuelta }), d);
  }),
  // Last: `/incidencias/:id` must not catch `/incidencias/dapcon-incidencias` (MSW takes the first match).
  mockEndpoint(incidenciaDetalle, (input) => detalleDe(input)),
];
