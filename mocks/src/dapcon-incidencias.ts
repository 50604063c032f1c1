// The mock API's incidents of DAPcon declarations (contract/src/dapcon/incidencias.ts): a few threads
// on the fixtures (one open, some resolved), kept in memory; who may open, answer and resolve follows
// PERMISOS_DAPCON as in the API, and every change marks the declaration's languages with an open
// incident (`con_incidencias` while in verification).
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  crearIncidencia,
  CrearIncidenciaBody,
  DAPCON_MSG,
  incidenciasDapcon,
  IncidenciasQuery,
  resolverIncidencia,
  ResolverIncidenciaBody,
  responderIncidencia,
  ResponderIncidenciaBody,
  todasIncidencias,
  type Incidencia,
  type IncidenciaRespuesta,
  type IncidenciasDeDapcon,
} from '@dapcon/contract/dapcon';
import { MOCK_DAPCON_IDS, mockCaller, mockDapconDe, mockDapcons, mockExigirAccion, mockMarcarIncidencias, mockRolEnDapcon, type MockCaller, type MockDapcon } from './dapcon';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

/** An incident of the mock API: the contract's, without what its declaration gives (code, product). */
export type MockIncidencia = Omit<Incidencia, 'dapcon_codigo' | 'dv_nombre_producto'>;

const respuesta = (id: number, mensaje: string, autor: string, rol: string, created_at: string): IncidenciaRespuesta => ({ id, mensaje, autor, rol, created_at });

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

/** The default answers of the incidents' endpoints. */
export const dapconIncidenciasHandlers = [
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
    return mockAnswer(conDapcon(created, d), { status: 201 });
  }),
  mockEndpoint(responderIncidencia, (input) => {
    const { incidencia, d } = incidenciaDe(input);
    const { caller, rol } = mockExigirAccion(input, d.id, 'responder_incidencia');
    const { mensaje } = v.parse(ResponderIncidenciaBody, input.body);
    nextId += 1;
    const next = guardar({ ...incidencia, respuestas: [...incidencia.respuestas, respuesta(nextId, mensaje, autorDe(caller), rol, new Date().toISOString())] });
    return mockAnswer(conDapcon(next, d), { status: 201 });
  }),
  mockEndpoint(resolverIncidencia, (input) => {
    const { incidencia, d } = incidenciaDe(input);
    mockExigirAccion(input, d.id, 'resolver_incidencia');
    const { esta_resuelta } = v.parse(ResolverIncidenciaBody, input.body);
    return conDapcon(guardar({ ...incidencia, esta_resuelta }), d);
  }),
];
